import { randomBytes } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { expect } from 'chai';
import { FILE_TYPE_NOT_ALLOWED_MESSAGE, STORAGE_QUOTA_MESSAGE } from '../../common/uploads/constants.ts';
import type { FileEntry } from '../../common/uploads/types.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { FileEntryModel, PendingUpload } from '../../server/modules/uploads/models.ts';
import { UPLOAD_NOT_FOUND_MESSAGE } from '../../server/modules/uploads/pending.ts';
import { DIRECT_UPLOADS_DISABLED_MESSAGE } from '../../server/modules/uploads/s3-direct.ts';
import { createTestUser } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { startS3rver, type TestS3 } from '../helpers/s3rver.ts';
import { sha256 } from '../helpers/hash.ts';
import { failFileInserts } from './support/multipart.ts';


describe('Direct single uploads to S3 (presigned PUT)', function () {
  this.timeout(30_000);
  let s3: TestS3;
  let app: TestApp;
  let client: S3Client;
  let owner: Record<string, string>;
  let stranger: Record<string, string>;

  before(async () => {
    s3 = await startS3rver();
    app = await startTestApp({ listen: true, env: s3.env });
    client = s3.client();
    const token = async () => ({ authorization: `Bearer ${(await createAccessToken((await createTestUser()).user, 'cli')).plainTextToken}` });
    owner = await token();
    stranger = await token();
  });
  beforeEach(() => setSetting('uploads.s3_direct_upload', true));
  afterEach(() => setSetting('uploads.user_quota', null));
  after(async () => {
    client?.destroy();
    await app?.stop();
    await s3?.close();
  });

  async function call(headers: Record<string, string>, path: string, payload: object) {
    const response = await app.server.inject({ method: 'POST', url: `/api/v1/${path}`, headers, payload });
    return { status: response.statusCode, body: JSON.parse(response.payload || 'null') };
  }

  async function presign(payload: Record<string, unknown>) {
    const response = await call(owner, 's3/simple/presign', payload);
    expect(response.status, JSON.stringify(response.body)).to.equal(200);
    return response.body as { url: string; acl: string; key: string };
  }

  /** The browser's PUT: no credentials, only the body with its Content-Type and ACL headers, from the app's origin. */
  function put(signed: { url: string; acl: string }, body: Buffer, mime: string) {
    return fetch(signed.url, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': mime, 'x-amz-acl': signed.acl, origin: app.url } });
  }

  it('presigns a private PUT on the uploads disk, then records the entry from what S3 holds', async () => {
    const source = randomBytes(300 * 1024);
    const signed = await presign({ filename: 'report.pdf', mime: 'application/pdf', disk: 'uploads', size: source.length, extension: 'pdf', metadata: {} });
    expect(signed.acl).to.equal('private');
    expect(signed.key).to.match(/^files\/[0-9a-f]{40}\.pdf$/);
    // s3rver does not verify v4 signatures; S3 does, and refuses a PUT whose type or ACL differ from these.
    expect(new URL(signed.url).searchParams.get('X-Amz-SignedHeaders')).to.equal('content-type;host;x-amz-acl');
    const uploaded = await put(signed, source, 'application/pdf');
    expect(uploaded.status).to.equal(200);
    // A browser on the app's origin may read the ETag of its PUT.
    expect(uploaded.headers.get('access-control-allow-origin')).to.equal('*');

    const filename = signed.key.split('/').pop();
    const finished = await call(owner, 's3/entries', { filename, clientName: 'report.pdf', clientMime: 'application/pdf', clientExtension: 'pdf', size: 5, metadata: {} });
    expect(finished.status, JSON.stringify(finished.body)).to.equal(201);
    const entry = finished.body.fileEntry as FileEntry;
    expect(entry).to.include({ name: 'report.pdf', mime: 'application/pdf', file_size: source.length, disk: 'uploads', file_name: filename });
    const stored = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads/${signed.key}` }));
    expect(stored.ContentType).to.equal('application/pdf');
    expect(sha256(await stored.Body!.transformToByteArray())).to.equal(sha256(source));
    const download = await fetch(`${app.url}${entry.url}`, { headers: owner });
    expect(sha256(Buffer.from(await download.arrayBuffer()))).to.equal(sha256(source));
    // One entry per upload: the key is spent.
    expect(await call(owner, 's3/entries', { filename })).to.deep.equal({ status: 404, body: { message: UPLOAD_NOT_FOUND_MESSAGE } });
  });

  it('creates one entry when s3/entries arrives twice at once (a double click)', async () => {
    const signed = await presign({ filename: 'twice.txt', mime: 'text/plain', size: 4, extension: 'txt', metadata: {} });
    expect((await put(signed, Buffer.from('once'), 'text/plain')).status).to.equal(200);
    const answers = await Promise.all([call(owner, 's3/entries', { key: signed.key }), call(owner, 's3/entries', { key: signed.key })]);
    expect(answers.map((answer) => answer.status).sort()).to.deep.equal([201, 404]);
  });

  it('presigns a public-read PUT for the public disk under the requested prefix', async () => {
    const source = randomBytes(2048);
    const signed = await presign({ filename: 'logo.png', mime: 'image/png', disk: 'public', size: source.length, extension: 'png', metadata: { diskPrefix: 'project-assets' } });
    expect(signed.acl).to.equal('public-read');
    expect(signed.key).to.match(/^project-assets\/[0-9a-f]{40}\.png$/);
    expect((await put(signed, source, 'image/png')).status).to.equal(200);
    const finished = await call(owner, 's3/entries', { key: signed.key });
    expect(finished.status, JSON.stringify(finished.body)).to.equal(201);
    const entry = finished.body.fileEntry as FileEntry;
    expect(entry).to.include({ disk: 'public', disk_prefix: 'project-assets', mime: 'image/png' });
    expect(entry.url).to.equal(`/storage/project-assets/${entry.file_name}`);
    await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `public/${signed.key}` }));
  });

  it("refuses another user's key or file name, and keys the server never issued", async () => {
    const signed = await presign({ filename: 'mine.txt', mime: 'text/plain', size: 3, extension: 'txt', metadata: {} });
    expect((await put(signed, Buffer.from('abc'), 'text/plain')).status).to.equal(200);
    const notFound = { status: 404, body: { message: UPLOAD_NOT_FOUND_MESSAGE } };
    expect(await call(stranger, 's3/entries', { key: signed.key })).to.deep.equal(notFound);
    expect(await call(stranger, 's3/entries', { filename: signed.key.split('/').pop() })).to.deep.equal(notFound);
    expect(await call(owner, 's3/entries', { key: 'files/not-issued.txt' })).to.deep.equal(notFound);
    expect(await call(owner, 's3/entries', { key: '../uploads/files/x.txt' })).to.deep.equal(notFound);
    expect((await call(owner, 's3/entries', { key: signed.key })).status).to.equal(201);
  });

  it('refuses blocked types, bad names and a full quota at presign, and never signs a client-chosen key', async () => {
    const rows = await PendingUpload.count();
    const blocked = await call(owner, 's3/simple/presign', { filename: 'shell.php', mime: 'image/png', size: 10, extension: 'png', metadata: {} });
    expect(blocked).to.deep.equal({ status: 422, body: { message: FILE_TYPE_NOT_ALLOWED_MESSAGE, errors: { file: FILE_TYPE_NOT_ALLOWED_MESSAGE } } });
    const traversal = await call(owner, 's3/simple/presign', { filename: '../../x.png', mime: 'image/png', size: 10, extension: 'png', metadata: {} });
    expect(traversal.status).to.equal(422);
    const prefix = await call(owner, 's3/simple/presign', { filename: 'x.png', mime: 'image/png', size: 10, extension: 'png', metadata: { diskPrefix: '../uploads' } });
    expect(prefix.status).to.equal(422);
    await setSetting('uploads.user_quota', 5);
    const quota = await call(owner, 's3/simple/presign', { filename: 'x.png', mime: 'image/png', size: 10, extension: 'png', metadata: {} });
    expect(quota).to.deep.equal({ status: 422, body: { message: STORAGE_QUOTA_MESSAGE, errors: { file: STORAGE_QUOTA_MESSAGE } } });
    expect(await PendingUpload.count()).to.equal(rows);
    await setSetting('uploads.user_quota', null);

    // A key or exotic extension from the client changes nothing about where the bytes go.
    const signed = await presign({ filename: 'a.png', mime: 'image/png', size: 1, extension: '../../../evil', key: 'public/index.html', metadata: {} });
    expect(signed.key).to.match(/^files\/[0-9a-f]{40}\.png$/);
  });

  it('deletes the object when the database refuses the entry, so no bytes stay without an entry', async () => {
    const source = randomBytes(2048);
    const signed = await presign({ filename: 'lost.txt', mime: 'text/plain', disk: 'uploads', size: source.length, metadata: { relativePath: 'x/lost.txt' } });
    expect((await put(signed, source, 'text/plain')).status).to.equal(200);
    const restore = await failFileInserts();
    let finished;
    try {
      finished = await call(owner, 's3/entries', { key: signed.key });
    } finally {
      restore();
    }
    expect(finished.status).to.equal(500);
    const gone = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `uploads/${signed.key}` })).then(() => false, () => true);
    expect(gone, 'the object was removed').to.equal(true);
    expect(await FileEntryModel.count({ where: { file_name: signed.key.split('/').pop() }, paranoid: false })).to.equal(0);
    expect(await FileEntryModel.count({ where: { name: 'x', type: 'folder' }, paranoid: false }), 'the folder rolled back too').to.equal(0);
    expect(await PendingUpload.count({ where: { upload_key: signed.key } })).to.equal(0);
  });

  it('answers 400 when direct uploads are off', async () => {
    await setSetting('uploads.s3_direct_upload', false);
    const off = await call(owner, 's3/simple/presign', { filename: 'a.png', mime: 'image/png', size: 1, extension: 'png', metadata: {} });
    expect(off).to.deep.equal({ status: 400, body: { message: DIRECT_UPLOADS_DISABLED_MESSAGE } });
  });
});
