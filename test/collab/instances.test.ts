import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { Redis } from 'ioredis';
import { serializePage } from '../../common/editor/document.ts';
import { EditError } from '../../common/editor/errors.ts';
import { connectRedis } from '../../server/coordination/redis.ts';
import type { TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';
import { deleteTestRedisKeys, redisEnv, startTwoInstances, TEST_REDIS_URL, testRedisPrefix } from '../helpers/redis.ts';
import { seededRandom } from '../editor/support.ts';
import { ProjectsClient } from '../projects/support/projects.ts';
import { randomEdit } from './support/random-edits.ts';
import { SyncClient, type Instance } from './support/sync-client.ts';

const CHILD = fileURLToPath(new URL('./support/instance-child.ts', import.meta.url));

/** Another app process on the same database and Redis prefix, once it listens. */
function startOtherProcess(app: TestApp, env: Record<string, string>): Promise<Instance & { stop(): Promise<void> }> {
  const dir = makeTempDir();
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, ...env, DATABASE_URL: app.config.database.url, DATA_DIR: join(dir, 'storage'), CONFIG_CWD: dir, APP_KEY: app.config.appKey },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (\S+)/.exec(output)?.[1];
      if (url) resolve({ url, origin: new URL(app.config.appUrl).origin, stop: () => (child.kill('SIGTERM'), exited) });
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the other instance exited (${code}): ${output}`)));
  });
}

function firstElement(client: SyncClient, pageId: string, tag: string): string {
  for (const node of client.page(pageId).document.nodes.values()) if (node.type === 'element' && node.tag === tag) return node.id;
  throw new Error(`no <${tag}>`);
}

describe('Editing together across instances sharing a database and Redis', function () {
  this.timeout(120_000);
  const prefix = testRedisPrefix();
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  const clients: SyncClient[] = [];

  before(async () => {
    [a, b] = await startTwoInstances(redisEnv(prefix), { listen: true });
    redis = await connectRedis({ url: TEST_REDIS_URL, prefix }, 'test');
  });
  after(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await b?.stop();
    await a?.stop();
    redis?.disconnect();
    await deleteTestRedisKeys(prefix);
  });

  it('relays each instance’s entries and presence to the sockets of the other, through Redis', async () => {
    const owner = await ProjectsClient.signedIn(a);
    const project = await owner.create('Two instances');
    const pageId = project.pages![0].id;
    const onRedis: unknown[] = [];
    redis.on('message', (_channel: string, raw: string) => onRedis.push(JSON.parse(raw)));
    await redis.subscribe(`${prefix}collab.${project.id}`);

    const onA = await SyncClient.connect(a, owner.cookie, project.id);
    const onB = await SyncClient.connect(b, owner.cookie, project.id);
    clients.push(onA, onB);
    const container = firstElement(onA, pageId, 'div');
    onA.edit([{ type: 'edit', page: pageId, op: { type: 'insert', parentId: container, index: 0, html: '<p>from A</p>' } }]);
    await onB.until(() => onB.html(pageId).includes('from A'), 'A’s edit on B');
    onB.edit([{ type: 'edit', page: pageId, op: { type: 'setAttributes', id: container, attrs: { title: 'from B' } } }]);
    await onA.until(() => onA.html(pageId).includes('title="from B"'), 'B’s edit on A');
    onB.send({ type: 'presence', pageId, selectedId: container });
    await onA.until(() => onA.peers.get(onB.clientId)?.selectedId === container, 'B’s presence on A');
    expect(onA.html(pageId)).to.equal(onB.html(pageId));
    await redis.unsubscribe();
    expect(onRedis.filter((message) => (message as { message?: { kind?: string } }).message?.kind === 'entry')).to.have.length(2);
  });

  it('brings four editors on two instances to the same pages as the server stored', async () => {
    const owner = await ProjectsClient.signedIn(a);
    const project = await owner.create('Busy instances', { templateSlug: 'agency' });
    const editors = await Promise.all([a, a, b, b].map((instance) => SyncClient.connect(instance, owner.cookie, project.id)));
    clients.push(...editors);
    await Promise.all(
      editors.map(async (client, index) => {
        const random = seededRandom(700 + index);
        for (let made = 0, tries = 0; made < 25 && tries < 500; tries++) {
          try {
            client.edit([randomEdit(client.replica.state, random, 7)]);
            made++;
          } catch (error) {
            if (!(error instanceof EditError)) throw error;
          }
          if (random() < 0.4) await client.settled();
        }
      }),
    );
    await Promise.all(editors.map((client) => client.settled()));
    const head = Math.max(...editors.map((client) => client.replica.seq));
    await Promise.all(editors.map((client) => client.reached(head)));
    const stored = await owner.get(project.id);
    for (const [index, client] of editors.entries()) {
      expect(client.reloadReason, `editor ${index}`).to.equal(null);
      expect(client.replica.state.pages.map((page) => serializePage(page.document)), `editor ${index}`).to.deep.equal(stored.pages!.map((page) => page.html));
    }
  });

  it('reaches a socket on an instance in another process, which can only hear of it through Redis', async () => {
    const other = await startOtherProcess(a, redisEnv(prefix));
    try {
      const owner = await ProjectsClient.signedIn(a);
      const project = await owner.create('Across processes');
      const pageId = project.pages![0].id;
      const here = await SyncClient.connect(a, owner.cookie, project.id);
      const there = await SyncClient.connect(other, owner.cookie, project.id);
      clients.push(here, there);
      const container = firstElement(here, pageId, 'div');
      here.edit([{ type: 'edit', page: pageId, op: { type: 'insert', parentId: container, index: 0, html: '<p>from this process</p>' } }]);
      await there.until(() => there.html(pageId).includes('from this process'), 'the edit in the other process');
      there.edit([{ type: 'edit', page: pageId, op: { type: 'setAttributes', id: container, attrs: { title: 'from the other process' } } }]);
      await here.until(() => here.html(pageId).includes('from the other process'), 'the other process’s edit here');
      there.send({ type: 'presence', pageId, selectedId: container });
      await here.until(() => here.peers.get(there.clientId)?.selectedId === container, 'presence from the other process');
      expect(here.html(pageId)).to.equal(there.html(pageId));
      await there.close();
      await here.until(() => !here.peers.has(there.clientId), 'the other process’s socket leaving');
    } finally {
      await other.stop();
    }
  });
});
