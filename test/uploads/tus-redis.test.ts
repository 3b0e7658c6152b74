import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../server/coordination/redis.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import type { FileEntry } from '../../common/uploads/types.ts';
import type { TestApp } from '../helpers/app.ts';
import { createTestUser } from '../helpers/account-session.ts';
import { deleteTestRedisKeys, redisEnv, startTwoInstances, TEST_REDIS_URL, testRedisPrefix } from '../helpers/redis.ts';
import { startS3rver, type TestS3 } from '../helpers/s3rver.ts';

const TUS = { 'tus-resumable': '1.0.0' };

describe('Resumable uploads (tus) across instances sharing Redis', function () {
  this.timeout(60_000);
  const prefix = testRedisPrefix();
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  let auth: { authorization: string };

  before(async () => {
    [a, b] = await startTwoInstances(redisEnv(prefix), { listen: true });
    redis = await connectRedis({ url: TEST_REDIS_URL, prefix }, 'test');
    const { user } = await createTestUser();
    auth = { authorization: `Bearer ${(await createAccessToken(user, 'cli')).plainTextToken}` };
  });
  after(async () => {
    await b?.stop();
    await a?.stop();
    redis?.disconnect();
    await deleteTestRedisKeys(prefix);
  });

  async function until(check: () => Promise<boolean>, what: string): Promise<void> {
    for (let tries = 0; tries < 200; tries++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`gave up waiting until ${what}`);
  }

  it('lets a client resume on B while its stale PATCH still holds the upload on A: B asks A to let go, then takes the rest', async () => {
    const bytes = randomBytes(256 * 1024);
    const created = await fetch(`${a.url}/api/v1/tus/upload`, {
      method: 'POST',
      headers: { ...auth, ...TUS, 'upload-length': String(bytes.length), 'upload-metadata': `name ${Buffer.from('across.bin').toString('base64')}` },
    });
    expect(created.status).to.equal(201);
    const id = created.headers.get('location')!.split('/').pop()!;

    // The connection to A stalls after the first 64 KB: the PATCH neither ends nor fails.
    const client = new AbortController();
    let stall: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stall = controller;
        controller.enqueue(bytes.subarray(0, 64 * 1024));
      },
    });
    const stale = fetch(`${a.url}/api/v1/tus/upload/${id}`, {
      method: 'PATCH',
      headers: { ...auth, ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body,
      signal: client.signal,
      // @ts-expect-error -- Node's fetch needs duplex for a streamed body; lib.dom's RequestInit does not know it.
      duplex: 'half',
    }).then(
      (response) => `answered ${response.status}`,
      () => 'cut by the client',
    );
    await until(async () => (await stat(join(a.config.dataDir, 'tus', id)).catch(() => null))?.size === 64 * 1024, 'A has the first bytes');

    // The client gives up on A and asks B where the upload is.
    const head = await fetch(`${b.url}/api/v1/tus/upload/${id}`, { method: 'HEAD', headers: { ...auth, ...TUS } });
    expect(head.status).to.equal(200);
    const settled = await Promise.race([stale, new Promise((resolve) => setTimeout(() => resolve('still open'), 5_000))]);
    expect(settled, 'the stale PATCH on A was ended for B').to.match(/^answered /);
    client.abort();
    stall!.error(new Error('gone'));

    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).to.be.within(0, 64 * 1024);
    const rest = await fetch(`${b.url}/api/v1/tus/upload/${id}`, {
      method: 'PATCH',
      headers: { ...auth, ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body: bytes.subarray(offset),
    });
    expect(rest.status).to.equal(204);
    expect(rest.headers.get('upload-offset')).to.equal(String(bytes.length));

    const finished = await fetch(`${b.url}/api/v1/tus/entries`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ uploadKey: id }),
    });
    expect(finished.status).to.equal(201);
    const { fileEntry } = (await finished.json()) as { fileEntry: FileEntry };
    const download = await fetch(`${a.url}/api/v1/file-entries/${fileEntry.id}/download`, { headers: auth });
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes), 'the file A serves is the bytes sent to both').to.equal(true);
  });
});

describe('Resumable uploads (tus) on S3 across instances sharing Redis', function () {
  this.timeout(60_000);
  const prefix = testRedisPrefix();
  let s3: TestS3;
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  let auth: { authorization: string };

  before(async () => {
    s3 = await startS3rver();
    [a, b] = await startTwoInstances({ ...s3.env, ...redisEnv(prefix) }, { listen: true });
    redis = await connectRedis({ url: TEST_REDIS_URL, prefix }, 'test');
    const { user } = await createTestUser();
    auth = { authorization: `Bearer ${(await createAccessToken(user, 'cli')).plainTextToken}` };
  });
  after(async () => {
    await b?.stop();
    await a?.stop();
    await s3?.close();
    redis?.disconnect();
    await deleteTestRedisKeys(prefix);
  });

  it('resumes on B what A created, caching the upload metadata in Redis for both, and forgets it once the file is finished', async () => {
    const bytes = randomBytes(100 * 1024);
    const created = await fetch(`${a.url}/api/v1/tus/upload`, {
      method: 'POST',
      headers: { ...auth, ...TUS, 'upload-length': String(bytes.length), 'upload-metadata': `name ${Buffer.from('shared.bin').toString('base64')}` },
    });
    expect(created.status).to.equal(201);
    const id = created.headers.get('location')!.split('/').pop()!;
    const cached = `${prefix}tus:metadata:tus/${id}`;

    const send = (on: TestApp, from: number, to: number) =>
      fetch(`${on.url}/api/v1/tus/upload/${id}`, {
        method: 'PATCH',
        headers: { ...auth, ...TUS, 'upload-offset': String(from), 'content-type': 'application/offset+octet-stream' },
        body: bytes.subarray(from, to),
      });
    expect((await send(b, 0, 40 * 1024)).status).to.equal(204);
    expect(await redis.exists(cached), 'the metadata B read is cached in Redis, for A as well').to.equal(1);
    const rest = await send(a, 40 * 1024, bytes.length);
    expect(rest.status).to.equal(204);
    expect(rest.headers.get('upload-offset')).to.equal(String(bytes.length));
    const finished = await fetch(`${a.url}/api/v1/tus/entries`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ uploadKey: id }),
    });
    expect(finished.status).to.equal(201);
    const { fileEntry } = (await finished.json()) as { fileEntry: FileEntry };
    const download = await fetch(`${b.url}/api/v1/file-entries/${fileEntry.id}/download`, { headers: auth });
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).to.equal(true);
    expect(await redis.exists(cached), 'nothing of the finished upload stays in Redis').to.equal(0);
  });
});
