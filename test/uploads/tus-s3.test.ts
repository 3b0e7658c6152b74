import { randomBytes } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { expect } from 'chai';
import * as tus from 'tus-js-client';
import type { FileEntry } from '../../common/uploads/types.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { PendingUpload } from '../../server/modules/uploads/models.ts';
import { createTestUser } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { startS3rver, type TestS3 } from '../helpers/s3rver.ts';
import { startTcpProxy } from '../helpers/tcp-proxy.ts';
import { RETRY_UNTIL_RESUMED_MS } from './support/streaming.ts';
import { sha256 } from '../helpers/hash.ts';

const MB = 1024 * 1024;


describe('Resumable uploads (tus) with the S3 store', function () {
  this.timeout(60_000);
  let s3: TestS3;
  let app: TestApp;
  let client: S3Client;
  let token: string;

  before(async () => {
    s3 = await startS3rver();
    app = await startTestApp({ listen: true, env: s3.env });
    client = s3.client();
    const { user } = await createTestUser();
    token = (await createAccessToken(user, 'cli')).plainTextToken;
  });
  after(async () => {
    client?.destroy();
    await app?.stop();
    await s3?.close();
  });

  async function keysUnder(prefix: string): Promise<string[]> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key!);
  }

  it('keeps parts in the bucket, resumes after a cut connection, and copies the finished file into the uploads disk', async () => {
    const source = randomBytes(17 * MB);
    const target = new URL(app.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) }, { cutAfterBytes: Math.floor(source.length * 0.45) });
    try {
      const uploadUrl = await new Promise<string>((resolve, reject) => {
        const upload = new tus.Upload(source, {
          endpoint: `${proxy.url}/api/v1/tus/upload`,
          chunkSize: 5 * MB,
          retryDelays: RETRY_UNTIL_RESUMED_MS,
          headers: { authorization: `Bearer ${token}` },
          metadata: { name: 'archive.zip', clientMime: 'application/zip', disk: 'uploads' },
          onSuccess: () => resolve(upload.url!),
          onError: reject,
        });
        upload.start();
      });
      expect(proxy.bytesAtCut(), 'the connection was cut').to.be.a('number');
      expect(proxy.bytesUp() - proxy.bytesAtCut()!).to.be.lessThan(source.length - proxy.bytesAtCut()! + 5 * MB);

      const uploadKey = uploadUrl.split('/').pop()!;
      const response = await app.server.inject({ method: 'POST', url: '/api/v1/tus/entries', headers: { authorization: `Bearer ${token}` }, payload: { uploadKey } });
      expect(response.statusCode, response.payload).to.equal(201);
      const entry = (response.result as { fileEntry: FileEntry }).fileEntry;
      expect(entry).to.include({ name: 'archive.zip', file_size: source.length, disk: 'uploads' });

      // The bytes are in the uploads disk's root, and the tus objects (data, .info, .part) are gone.
      const stored = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/files/${entry.file_name}` }));
      expect(sha256(Buffer.from(await stored.Body!.transformToByteArray()))).to.equal(sha256(source));
      expect(await keysUnder('tus/')).to.deep.equal([]);
      expect(await PendingUpload.count({ where: { upload_key: uploadKey } })).to.equal(0);

      const download = await fetch(`${app.url}${entry.url}`, { headers: { authorization: `Bearer ${token}` } });
      expect(download.status).to.equal(200);
      expect(sha256(Buffer.from(await download.arrayBuffer()))).to.equal(sha256(source));
    } finally {
      await proxy.close();
    }
  });
});
