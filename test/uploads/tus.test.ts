import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'chai';
import * as tus from 'tus-js-client';
import { FILE_TYPE_NOT_ALLOWED_MESSAGE, INVALID_FILE_NAME_MESSAGE, maxSizeMessage, STORAGE_QUOTA_MESSAGE } from '../../common/uploads/constants.ts';
import type { FileEntry } from '../../common/uploads/types.ts';
import { CSRF_MESSAGE } from '../../server/http/csrf.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { PendingUpload } from '../../server/modules/uploads/models.ts';
import { UPLOAD_NOT_FOUND_MESSAGE } from '../../server/modules/uploads/pending.ts';
import { UPLOAD_NOT_COMPLETE_MESSAGE } from '../../server/modules/uploads/tus.ts';
import { UPLOAD_LENGTH_REQUIRED_MESSAGE } from '../../server/modules/uploads/tus-routes.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { startTcpProxy } from '../helpers/tcp-proxy.ts';
import { RETRY_UNTIL_RESUMED_MS } from './support/streaming.ts';
import { sha256 } from '../helpers/hash.ts';
import { ABANDONED_UPLOAD_AGE_MS, sweepAbandonedUploads } from '../../server/modules/uploads/abandoned.ts';

const MB = 1024 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };

function tusMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}


describe('Resumable uploads (tus) on the local disk', function () {
  this.timeout(60_000);
  let app: TestApp;
  let owner: { user: User; token: string; cookie: string };
  let stranger: { user: User; token: string; cookie: string };

  async function account() {
    const { user } = await createTestUser();
    const { plainTextToken } = await createAccessToken(user, 'cli');
    return { user, token: plainTextToken, cookie: await signInAs(user) };
  }

  before(async () => {
    app = await startTestApp({ listen: true });
    owner = await account();
    stranger = await account();
  });
  after(() => app.stop());
  afterEach(async () => {
    await setSetting('uploads.max_size', 1024 * MB);
    await setSetting('uploads.user_quota', null);
    await setSetting('uploads.disable_tus', false);
  });

  function bearer(who: { token: string }, headers: Record<string, string> = {}) {
    return { authorization: `Bearer ${who.token}`, ...headers };
  }

  /** A tus creation through hapi's inject; returns the response and the upload id from Location. */
  async function create(who: { token: string }, size: number, fields: Record<string, string> = { name: 'notes.txt' }) {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/v1/tus/upload',
      headers: bearer(who, { ...TUS, 'upload-length': String(size), 'upload-metadata': tusMetadata(fields) }),
    });
    const location = String(response.headers.location ?? '');
    return { response, id: location.split('/').pop() ?? '', location };
  }

  function patch(id: string, offset: number, body: Buffer, headers: Record<string, string>) {
    return app.server.inject({
      method: 'PATCH',
      url: `/api/v1/tus/upload/${id}`,
      headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...headers },
      payload: body,
    });
  }

  async function entryBytes(who: { token: string }, entry: FileEntry): Promise<Buffer> {
    const response = await fetch(`${app.url}/api/v1/file-entries/${entry.id}/download`, { headers: bearer(who) });
    expect(response.status).to.equal(200);
    return Buffer.from(await response.arrayBuffer());
  }

  async function finish(who: { token: string }, uploadKey: string) {
    return app.server.inject({ method: 'POST', url: '/api/v1/tus/entries', headers: bearer(who), payload: { uploadKey } });
  }

  it('resumes a 50 MB tus-js-client upload after the connection is cut at ~40% without re-sending finished chunks', async () => {
    const source = randomBytes(50 * MB);
    const chunkSize = 5 * MB;
    const target = new URL(app.url);
    // Mid-chunk: the fifth chunk is half sent when the network drops.
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) }, { cutAfterBytes: Math.floor(source.length * 0.42) });
    try {
      const uploadUrl = await new Promise<string>((resolve, reject) => {
        const upload = new tus.Upload(source, {
          endpoint: `${proxy.url}/api/v1/tus/upload`,
          chunkSize,
          retryDelays: RETRY_UNTIL_RESUMED_MS,
          headers: bearer(owner),
          metadata: { name: 'film.mp4', clientName: 'film.mp4', clientMime: 'video/mp4', clientExtension: 'mp4', clientSize: String(source.length), disk: 'uploads' },
          onSuccess: () => resolve(upload.url!),
          onError: reject,
        });
        upload.start();
      });
      const bytesAtCut = proxy.bytesAtCut();
      expect(bytesAtCut, 'the connection was cut').to.be.a('number');
      const sentAfterCut = proxy.bytesUp() - bytesAtCut!;
      const remaining = source.length - bytesAtCut!;
      // Starting over would send all 50 MB again; a resume sends what was left (plus headers and
      // at most the chunk the cut interrupted).
      expect(sentAfterCut).to.be.greaterThan(remaining - chunkSize);
      expect(sentAfterCut).to.be.lessThan(remaining + chunkSize);

      const uploadKey = uploadUrl.split('/').pop()!;
      const response = await finish(owner, uploadKey);
      expect(response.statusCode, response.payload).to.equal(201);
      const entry = (response.result as { fileEntry: FileEntry }).fileEntry;
      expect(entry).to.include({ name: 'film.mp4', mime: 'video/mp4', extension: 'mp4', file_size: source.length, disk: 'uploads', user_id: owner.user.id });
      expect(entry.url).to.equal(`/api/v1/file-entries/${entry.id}/download`);
      expect(sha256(await entryBytes(owner, entry))).to.equal(sha256(source));
      // The upload is settled: no pending row, nothing left in the tus directory.
      expect(await PendingUpload.count({ where: { upload_key: uploadKey } })).to.equal(0);
      expect(await readdir(join(app.config.dataDir, 'tus'))).to.deep.equal([]);
    } finally {
      await proxy.close();
    }
  });

  it('puts a tus upload on the public disk under its prefix, keeping the folders of its relative path', async () => {
    const source = randomBytes(64 * 1024);
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const upload = new tus.Upload(source, {
        endpoint: `${app.url}/api/v1/tus/upload`,
        headers: bearer(owner),
        metadata: { name: 'hero.png', clientMime: 'image/png', disk: 'public', diskPrefix: 'project-assets', relativePath: 'site/img/hero.png', parentId: 'null' },
        onSuccess: () => resolve(upload.url!),
        onError: reject,
      });
      upload.start();
    });
    const response = await finish(owner, uploadUrl.split('/').pop()!);
    expect(response.statusCode, response.payload).to.equal(201);
    const entry = (response.result as { fileEntry: FileEntry }).fileEntry;
    expect(entry).to.include({ name: 'hero.png', mime: 'image/png', disk: 'public', disk_prefix: 'project-assets', relative_path: 'site/img/hero.png' });
    expect(entry.parent_id).to.be.a('number');
    const served = await fetch(`${app.url}${entry.url}`);
    expect(served.status).to.equal(200);
    expect(sha256(Buffer.from(await served.arrayBuffer()))).to.equal(sha256(source));
  });

  it('checks CSRF on cookie-session PATCHes and honours X-HTTP-Method-Override', async () => {
    const created = await app.server.inject({
      method: 'POST',
      url: '/api/v1/tus/upload',
      headers: withCsrf({ cookie: owner.cookie, ...TUS, 'upload-length': '10', 'upload-metadata': tusMetadata({ name: 'a.txt' }) }),
    });
    expect(created.statusCode, created.payload).to.equal(201);
    const id = String(created.headers.location).split('/').pop()!;

    const withoutToken = await patch(id, 0, Buffer.from('01234'), { cookie: owner.cookie });
    expect(withoutToken.statusCode).to.equal(403);
    expect(JSON.parse(withoutToken.payload)).to.deep.equal({ message: CSRF_MESSAGE });

    const patched = await patch(id, 0, Buffer.from('01234'), withCsrf({ cookie: owner.cookie }));
    expect(patched.statusCode, patched.payload).to.equal(204);
    expect(patched.headers['upload-offset']).to.equal('5');

    // Proxies that only pass GET and POST: the PATCH arrives as a POST with the override header.
    const overridden = await app.server.inject({
      method: 'POST',
      url: `/api/v1/tus/upload/${id}`,
      headers: withCsrf({ cookie: owner.cookie, ...TUS, 'x-http-method-override': 'PATCH', 'upload-offset': '5', 'content-type': 'application/offset+octet-stream' }),
      payload: Buffer.from('56789'),
    });
    expect(overridden.statusCode, overridden.payload).to.equal(204);
    expect(overridden.headers['upload-offset']).to.equal('10');

    const head = await app.server.inject({ method: 'HEAD', url: `/api/v1/tus/upload/${id}`, headers: { cookie: owner.cookie, ...TUS } });
    expect(head.statusCode).to.equal(200);
    expect(head.headers).to.include({ 'upload-offset': '10', 'upload-length': '10' });

    const done = await app.server.inject({ method: 'POST', url: '/api/v1/tus/entries', headers: withCsrf({ cookie: owner.cookie }), payload: { uploadKey: id } });
    expect(done.statusCode, done.payload).to.equal(201);
    const entry = (done.result as { fileEntry: FileEntry }).fileEntry;
    expect((await entryBytes(owner, entry)).toString()).to.equal('0123456789');
  });

  it('refuses oversize, blocked, badly named and unsized uploads at creation, before any byte is kept', async () => {
    await setSetting('uploads.max_size', 2 * MB);
    const before = await PendingUpload.count();

    const oversize = await create(owner, 3 * MB, { name: 'big.zip' });
    expect(oversize.response.statusCode).to.equal(422);
    expect(JSON.parse(oversize.response.payload)).to.deep.equal({ message: maxSizeMessage('big.zip', '2 MB'), errors: { file: maxSizeMessage('big.zip', '2 MB') } });

    const blocked = await create(owner, 1000, { name: 'setup.exe', clientMime: 'application/octet-stream' });
    expect(blocked.response.statusCode).to.equal(422);
    expect(JSON.parse(blocked.response.payload)).to.deep.equal({ message: FILE_TYPE_NOT_ALLOWED_MESSAGE, errors: { file: FILE_TYPE_NOT_ALLOWED_MESSAGE } });

    // A harmless extension claimed by the client does not hide the real one.
    const disguised = await create(owner, 1000, { name: 'run.php', clientExtension: 'txt', clientMime: 'text/plain' });
    expect(disguised.response.statusCode).to.equal(422);

    const traversal = await create(owner, 1000, { name: '../../etc/passwd' });
    expect(traversal.response.statusCode).to.equal(422);
    expect(JSON.parse(traversal.response.payload).errors).to.deep.equal({ file: INVALID_FILE_NAME_MESSAGE });

    const badPath = await create(owner, 1000, { name: 'a.txt', relativePath: '../a.txt' });
    expect(badPath.response.statusCode).to.equal(422);

    await setSetting('uploads.user_quota', 1000);
    const overQuota = await create(owner, 1001, { name: 'a.txt' });
    expect(overQuota.response.statusCode).to.equal(422);
    expect(JSON.parse(overQuota.response.payload).errors).to.deep.equal({ file: STORAGE_QUOTA_MESSAGE });

    const deferred = await app.server.inject({
      method: 'POST',
      url: '/api/v1/tus/upload',
      headers: bearer(owner, { ...TUS, 'upload-defer-length': '1', 'upload-metadata': tusMetadata({ name: 'a.txt' }) }),
    });
    expect(deferred.statusCode).to.equal(400);
    expect(JSON.parse(deferred.payload).message).to.equal(UPLOAD_LENGTH_REQUIRED_MESSAGE);

    const visitor = await app.server.inject({ method: 'POST', url: '/api/v1/tus/upload', headers: withCsrf({ ...TUS, 'upload-length': '10' }) });
    expect(visitor.statusCode).to.equal(401);

    for (const refused of [oversize, blocked, disguised, traversal, badPath, overQuota]) expect(refused.response.headers.location).to.equal(undefined);
    expect(await PendingUpload.count()).to.equal(before);
    expect(await readdir(join(app.config.dataDir, 'tus'))).to.deep.equal([]);
  });

  it("answers 404 for another user's upload on HEAD, PATCH, DELETE and tus/entries", async () => {
    const { response, id } = await create(owner, 10, { name: 'mine.txt' });
    expect(response.statusCode, response.payload).to.equal(201);
    const notFound = { message: UPLOAD_NOT_FOUND_MESSAGE };

    const head = await app.server.inject({ method: 'HEAD', url: `/api/v1/tus/upload/${id}`, headers: bearer(stranger, TUS) });
    expect(head.statusCode).to.equal(404);
    const patched = await patch(id, 0, Buffer.from('0123456789'), bearer(stranger));
    expect(patched.statusCode).to.equal(404);
    expect(JSON.parse(patched.payload)).to.deep.equal(notFound);
    const deleted = await app.server.inject({ method: 'DELETE', url: `/api/v1/tus/upload/${id}`, headers: bearer(stranger, TUS) });
    expect(deleted.statusCode).to.equal(404);
    const entry = await finish(stranger, id);
    expect(entry.statusCode).to.equal(404);
    expect(JSON.parse(entry.payload)).to.deep.equal(notFound);

    // The owner's upload is untouched, and not finished yet.
    const unfinished = await finish(owner, id);
    expect(unfinished.statusCode).to.equal(409);
    expect(JSON.parse(unfinished.payload).message).to.equal(UPLOAD_NOT_COMPLETE_MESSAGE);
    expect((await patch(id, 0, Buffer.from('0123456789'), bearer(owner))).statusCode).to.equal(204);
    expect((await finish(owner, id)).statusCode).to.equal(201);
    // Finished means forgotten: the key cannot be turned into a second entry.
    expect((await finish(owner, id)).statusCode).to.equal(404);

    for (const bogus of ['nonsense', '../../etc', 'f'.repeat(32)]) {
      const response = await app.server.inject({ method: 'HEAD', url: `/api/v1/tus/upload/${bogus}`, headers: bearer(owner, TUS) });
      expect(response.statusCode, bogus).to.equal(404);
    }
  });

  it('terminates an upload with DELETE: its bytes and its pending row are gone', async () => {
    const { id } = await create(owner, 10, { name: 'gone.txt' });
    expect((await patch(id, 0, Buffer.from('01234'), bearer(owner))).statusCode).to.equal(204);
    const deleted = await app.server.inject({ method: 'DELETE', url: `/api/v1/tus/upload/${id}`, headers: bearer(owner, TUS) });
    expect(deleted.statusCode, deleted.payload).to.equal(204);
    expect(await PendingUpload.count({ where: { upload_key: id } })).to.equal(0);
    expect((await readdir(join(app.config.dataDir, 'tus'))).filter((name) => name.startsWith(id))).to.deep.equal([]);
    const head = await app.server.inject({ method: 'HEAD', url: `/api/v1/tus/upload/${id}`, headers: bearer(owner, TUS) });
    expect(head.statusCode).to.equal(404);
  });

  it('removes uploads abandoned for a week (bytes and row) and keeps the recent ones resumable', async () => {
    const { id: old } = await create(owner, 10, { name: 'old.txt' });
    const { id: recent } = await create(owner, 10, { name: 'recent.txt' });
    expect((await patch(old, 0, Buffer.from('01234'), bearer(owner))).statusCode).to.equal(204);
    await PendingUpload.update({ created_at: new Date(Date.now() - ABANDONED_UPLOAD_AGE_MS - 60_000) }, { where: { upload_key: old }, silent: true });

    expect(await sweepAbandonedUploads(app.config, app.ctx.logger)).to.equal(1);
    expect(await PendingUpload.count({ where: { upload_key: old } })).to.equal(0);
    expect((await readdir(join(app.config.dataDir, 'tus'))).filter((name) => name.startsWith(old))).to.deep.equal([]);
    expect((await app.server.inject({ method: 'HEAD', url: `/api/v1/tus/upload/${old}`, headers: bearer(owner, TUS) })).statusCode).to.equal(404);
    const head = await app.server.inject({ method: 'HEAD', url: `/api/v1/tus/upload/${recent}`, headers: bearer(owner, TUS) });
    expect(head.statusCode).to.equal(200);
    expect(head.headers['upload-offset']).to.equal('0');
  });

  it('hides every tus path when disable_tus is on', async () => {
    const { id } = await create(owner, 10, { name: 'before.txt' });
    await setSetting('uploads.disable_tus', true);
    expect((await create(owner, 10)).response.statusCode).to.equal(404);
    expect((await app.server.inject({ method: 'HEAD', url: `/api/v1/tus/upload/${id}`, headers: bearer(owner, TUS) })).statusCode).to.equal(404);
    expect((await patch(id, 0, Buffer.from('0123456789'), bearer(owner))).statusCode).to.equal(404);
    expect((await app.server.inject({ method: 'OPTIONS', url: '/api/v1/tus/upload', headers: TUS })).statusCode).to.equal(404);
  });
});
