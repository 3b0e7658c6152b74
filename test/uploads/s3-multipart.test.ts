import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { expect } from 'chai';
import { FILE_TYPE_NOT_ALLOWED_MESSAGE, maxSizeMessage } from '../../common/uploads/constants.ts';
import type { FileEntry } from '../../common/uploads/types.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { PendingUpload } from '../../server/modules/uploads/models.ts';
import { UPLOAD_NOT_FOUND_MESSAGE } from '../../server/modules/uploads/pending.ts';
import { DIRECT_UPLOADS_DISABLED_MESSAGE, INVALID_PARTS_MESSAGE } from '../../server/modules/uploads/s3-direct.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { startS3rver, type TestS3 } from '../helpers/s3rver.ts';
import { sha256 } from '../helpers/hash.ts';
import { ABANDONED_UPLOAD_AGE_MS, sweepAbandonedUploads } from '../../server/modules/uploads/abandoned.ts';

const MB = 1024 * 1024;


interface Part {
  PartNumber: number;
  ETag: string;
  Size: number;
}

describe('Direct multipart uploads to S3', function () {
  this.timeout(60_000);
  let s3: TestS3;
  let app: TestApp;
  let client: S3Client;
  let owner: Record<string, string>;
  let stranger: Record<string, string>;

  before(async () => {
    s3 = await startS3rver();
    app = await startTestApp({ env: s3.env });
    client = s3.client();
    const a = await createTestUser();
    // The owner uses the web app's session; the stranger an API token.
    owner = withCsrf({ cookie: await signInAs(a.user) });
    const b = await createTestUser();
    stranger = { authorization: `Bearer ${(await createAccessToken(b.user, 'cli')).plainTextToken}` };
  });
  beforeEach(() => setSetting('uploads.s3_direct_upload', true));
  afterEach(() => setSetting('uploads.max_size', 1024 * MB));
  after(async () => {
    client?.destroy();
    await app?.stop();
    await s3?.close();
  });

  async function call(headers: Record<string, string>, path: string, payload: object) {
    const response = await app.server.inject({ method: 'POST', url: `/api/v1/${path}`, headers, payload });
    return { status: response.statusCode, body: JSON.parse(response.payload || 'null') };
  }

  async function start(filename: string, size: number, extra: object = {}) {
    const created = await call(owner, 's3/multipart/create', { filename, mime: 'video/mp4', size, extension: 'mp4', metadata: { disk: 'uploads' }, ...extra });
    expect(created.status, JSON.stringify(created.body)).to.equal(200);
    return created.body as { uploadId: string; key: string };
  }

  /** Signs the parts, then PUTs each chunk to its URL the way the browser does, without credentials. */
  async function putParts(upload: { uploadId: string; key: string }, chunks: Buffer[], from = 1): Promise<{ ETag: string; PartNumber: number }[]> {
    const partNumbers = chunks.map((_, i) => from + i);
    const signed = await call(owner, 's3/multipart/batch-sign-part-urls', { ...upload, partNumbers });
    expect(signed.status, JSON.stringify(signed.body)).to.equal(200);
    const urls = signed.body.urls as { url: string; partNumber: number }[];
    expect(urls.map((u) => u.partNumber)).to.deep.equal(partNumbers);
    const parts = [];
    for (const [i, { url, partNumber }] of urls.entries()) {
      expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/uploads/`), url).to.equal(true);
      const put = await fetch(url, { method: 'PUT', body: new Uint8Array(chunks[i]) });
      expect(put.status).to.equal(200);
      parts.push({ ETag: put.headers.get('etag')!, PartNumber: partNumber });
    }
    return parts;
  }

  it('creates, signs, PUTs parts, lists them, completes and records the entry with the size S3 reports', async () => {
    const source = randomBytes(11 * MB);
    const chunks = [source.subarray(0, 5 * MB), source.subarray(5 * MB, 10 * MB), source.subarray(10 * MB)];
    const upload = await start('holiday.mp4', source.length);
    expect(upload.key).to.match(/^files\/[0-9a-f]{40}\.mp4$/);

    const parts = await putParts(upload, chunks);
    const listed = await call(owner, 's3/multipart/get-uploaded-parts', upload);
    expect(listed.status).to.equal(200);
    expect((listed.body.parts as Part[]).map(({ PartNumber, ETag, Size }) => ({ PartNumber, ETag, Size }))).to.deep.equal(
      parts.map((part, i) => ({ ...part, Size: chunks[i].length })),
    );

    const completed = await call(owner, 's3/multipart/complete', { ...upload, parts });
    expect(completed.status, JSON.stringify(completed.body)).to.equal(200);
    expect(completed.body.location).to.be.a('string');

    // The client's size is ignored: the entry has what S3 holds.
    const finished = await call(owner, 's3/entries', { key: upload.key, filename: upload.key.split('/').pop(), size: 1, clientName: 'x.txt', clientMime: 'text/plain', clientExtension: 'txt', metadata: {} });
    expect(finished.status, JSON.stringify(finished.body)).to.equal(201);
    const entry = finished.body.fileEntry as FileEntry;
    expect(entry).to.include({ name: 'holiday.mp4', mime: 'video/mp4', extension: 'mp4', file_size: source.length, disk: 'uploads', file_name: upload.key.split('/').pop() });
    const stored = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/${upload.key}` }));
    expect(stored.ContentType).to.equal('video/mp4');
    expect(sha256(Buffer.from(await stored.Body!.transformToByteArray()))).to.equal(sha256(source));
    expect(await PendingUpload.count({ where: { upload_key: upload.key } })).to.equal(0);
  });

  it('resumes from the parts S3 already has, reading them across several ListParts pages', async () => {
    const upload = await start('many.mp4', 1001 * 10);
    // 1 001 tiny parts: more than one ListParts page (1 000), as a 10 000-part upload would need.
    const numbers = Array.from({ length: 1001 }, (_, i) => i + 1);
    for (let from = 0; from < numbers.length; from += 100) {
      const signed = await call(owner, 's3/multipart/batch-sign-part-urls', { ...upload, partNumbers: numbers.slice(from, from + 100) });
      expect(signed.status).to.equal(200);
      await Promise.all((signed.body.urls as { url: string }[]).map(({ url }) => fetch(url, { method: 'PUT', body: new Uint8Array(10).fill(1) })));
    }
    const listed = await call(owner, 's3/multipart/get-uploaded-parts', upload);
    expect(listed.status).to.equal(200);
    expect((listed.body.parts as Part[]).map((part) => part.PartNumber)).to.deep.equal(numbers);
    expect(await call(owner, 's3/multipart/abort', upload)).to.deep.equal({ status: 200, body: { aborted: true } });
  });

  it('aborts: the parts are dropped and the upload is forgotten', async () => {
    const upload = await start('abandoned.mp4', 6 * MB);
    await putParts(upload, [randomBytes(5 * MB)]);
    expect(await call(owner, 's3/multipart/abort', upload)).to.deep.equal({ status: 200, body: { aborted: true } });
    expect(await call(owner, 's3/multipart/get-uploaded-parts', upload)).to.deep.equal({ status: 404, body: { message: UPLOAD_NOT_FOUND_MESSAGE } });
    expect(await call(owner, 's3/entries', { key: upload.key })).to.deep.equal({ status: 404, body: { message: UPLOAD_NOT_FOUND_MESSAGE } });
    expect(await readdir(join(s3.directory, s3.bucket, '._S3rver_uploads')).catch(() => [])).to.deep.equal([]);
  });

  it('aborts multipart uploads abandoned for a week when the server sweeps', async () => {
    const upload = await start('forgotten.mp4', 6 * MB);
    await putParts(upload, [randomBytes(5 * MB)]);
    await PendingUpload.update({ created_at: new Date(Date.now() - ABANDONED_UPLOAD_AGE_MS - 60_000) }, { where: { upload_key: upload.key }, silent: true });
    expect(await sweepAbandonedUploads(app.config, app.ctx.logger)).to.equal(1);
    expect(await call(owner, 's3/multipart/get-uploaded-parts', upload)).to.deep.equal({ status: 404, body: { message: UPLOAD_NOT_FOUND_MESSAGE } });
    expect(await readdir(join(s3.directory, s3.bucket, '._S3rver_uploads')).catch(() => [])).to.deep.equal([]);
  });

  it("refuses another user's key or uploadId on every call, and a mismatched pair from the owner", async () => {
    const upload = await start('private.mp4', 5 * MB);
    const parts = await putParts(upload, [randomBytes(5 * MB)]);
    const notFound = { status: 404, body: { message: UPLOAD_NOT_FOUND_MESSAGE } };
    expect(await call(stranger, 's3/multipart/get-uploaded-parts', upload)).to.deep.equal(notFound);
    expect(await call(stranger, 's3/multipart/batch-sign-part-urls', { ...upload, partNumbers: [2] })).to.deep.equal(notFound);
    expect(await call(stranger, 's3/multipart/complete', { ...upload, parts })).to.deep.equal(notFound);
    expect(await call(stranger, 's3/multipart/abort', upload)).to.deep.equal(notFound);
    expect(await call(stranger, 's3/entries', { key: upload.key })).to.deep.equal(notFound);
    expect(await call(stranger, 's3/entries', { filename: upload.key.split('/').pop() })).to.deep.equal(notFound);

    const other = await start('other.mp4', 5 * MB);
    expect(await call(owner, 's3/multipart/get-uploaded-parts', { key: upload.key, uploadId: other.uploadId })).to.deep.equal(notFound);
    expect(await call(owner, 's3/multipart/complete', { key: other.key, uploadId: upload.uploadId, parts })).to.deep.equal(notFound);

    // Still the owner's, intact.
    expect((await call(owner, 's3/multipart/complete', { ...upload, parts })).status).to.equal(200);
    expect((await call(owner, 's3/entries', { key: upload.key })).status).to.equal(201);
    await call(owner, 's3/multipart/abort', other);
  });

  it('checks part numbers and part lists', async () => {
    const upload = await start('checked.mp4', 5 * MB);
    for (const partNumbers of [[0], [10_001], Array.from({ length: 101 }, (_, i) => i + 1), [], [1, 1]]) {
      const response = await call(owner, 's3/multipart/batch-sign-part-urls', { ...upload, partNumbers });
      expect(response.status, JSON.stringify(partNumbers)).to.equal(400);
    }
    const wrongEtag = await call(owner, 's3/multipart/complete', { ...upload, parts: [{ PartNumber: 1, ETag: '"0123"' }] });
    expect(wrongEtag).to.deep.equal({ status: 400, body: { message: INVALID_PARTS_MESSAGE } });
    // Not completed: no object yet, so no entry either.
    expect((await call(owner, 's3/entries', { key: upload.key })).status).to.equal(400);
    await call(owner, 's3/multipart/abort', upload);
  });

  it('refuses oversize and blocked files at create, before anything is started in S3', async () => {
    await setSetting('uploads.max_size', 100 * MB);
    const rows = await PendingUpload.count();
    const big = await call(owner, 's3/multipart/create', { filename: 'huge.mp4', mime: 'video/mp4', size: 101 * MB, extension: 'mp4', metadata: {} });
    expect(big).to.deep.equal({ status: 422, body: { message: maxSizeMessage('huge.mp4', '100 MB'), errors: { file: maxSizeMessage('huge.mp4', '100 MB') } } });
    const blocked = await call(owner, 's3/multipart/create', { filename: 'tool.exe', mime: 'video/mp4', size: 10 * MB, extension: 'mp4', metadata: {} });
    expect(blocked).to.deep.equal({ status: 422, body: { message: FILE_TYPE_NOT_ALLOWED_MESSAGE, errors: { file: FILE_TYPE_NOT_ALLOWED_MESSAGE } } });
    expect(await PendingUpload.count()).to.equal(rows);
    expect(await readdir(join(s3.directory, s3.bucket, '._S3rver_uploads')).catch(() => [])).to.deep.equal([]);
  });

  it('re-checks the real size at s3/entries and deletes an object that breaks the limit', async () => {
    // The client announces 1 KB, then puts 6 MB.
    const upload = await start('liar.mp4', 1024);
    const parts = await putParts(upload, [randomBytes(5 * MB), randomBytes(1 * MB)]);
    expect((await call(owner, 's3/multipart/complete', { ...upload, parts })).status).to.equal(200);
    await setSetting('uploads.max_size', 2 * MB);
    const refused = await call(owner, 's3/entries', { key: upload.key });
    expect(refused).to.deep.equal({ status: 422, body: { message: maxSizeMessage('liar.mp4', '2 MB'), errors: { file: maxSizeMessage('liar.mp4', '2 MB') } } });
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `uploads/${upload.key}` })).catch((error: Error) => error);
    expect(head).to.be.instanceOf(Error);
    expect(await PendingUpload.count({ where: { upload_key: upload.key } })).to.equal(0);
  });

  it('answers 400 when direct uploads are switched off or the disk is not on S3', async () => {
    await setSetting('uploads.s3_direct_upload', false);
    const off = await call(owner, 's3/multipart/create', { filename: 'a.mp4', mime: 'video/mp4', size: 10, extension: 'mp4', metadata: {} });
    expect(off).to.deep.equal({ status: 400, body: { message: DIRECT_UPLOADS_DISABLED_MESSAGE } });
    await setSetting('uploads.s3_direct_upload', true);
    await setSetting('uploads.uploads_driver', 'local');
    try {
      const local = await call(owner, 's3/multipart/create', { filename: 'a.mp4', mime: 'video/mp4', size: 10, extension: 'mp4', metadata: { disk: 'uploads' } });
      expect(local).to.deep.equal({ status: 400, body: { message: DIRECT_UPLOADS_DISABLED_MESSAGE } });
    } finally {
      await setSetting('uploads.uploads_driver', null);
    }
  });

  it('refuses visitors and cookie calls without the XSRF token', async () => {
    const payload = { filename: 'a.mp4', mime: 'video/mp4', size: 10, extension: 'mp4', metadata: {} };
    expect((await call({}, 's3/multipart/create', payload)).status).to.be.oneOf([401, 403]);
    expect((await call({ cookie: owner.cookie.split('; ')[0] }, 's3/multipart/create', payload)).status).to.equal(403);
  });
});
