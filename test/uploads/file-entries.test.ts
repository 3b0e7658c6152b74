import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_TYPE_NOT_ALLOWED_MESSAGE, INVALID_FILE_NAME_MESSAGE, STORAGE_QUOTA_MESSAGE } from '../../common/uploads/constants.ts';
import type { FileEntry } from '../../common/uploads/types.ts';
import { DEFAULT_SETTINGS } from '../../server/modules/settings/defaults.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { SELECT_FILE_MESSAGE } from '../../server/modules/uploads/routes.ts';
import { deleteAccount } from '../../server/modules/users/account.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { filesUnder, multipartBody, randomFile, UploadsClient } from './support/multipart.ts';

const UPLOAD_SETTINGS = ['uploads.max_size', 'uploads.allowed_types', 'uploads.blocked_types', 'uploads.user_quota'] as const;

describe('Plain uploads and file entries (local disks)', () => {
  let app: TestApp;
  let uploadsDir: string;
  let publicDir: string;
  let tempDir: string;
  before(async () => {
    app = await startTestApp({ listen: true });
    uploadsDir = join(app.config.dataDir, 'uploads');
    publicDir = join(app.config.dataDir, 'public');
    tempDir = join(app.config.dataDir, 'tmp', 'uploads');
  });
  afterEach(async () => {
    for (const key of UPLOAD_SETTINGS) await setSetting(key, DEFAULT_SETTINGS[key]);
  });
  after(() => app.stop());

  function errorOf(response: { statusCode: number; result: unknown }): { message: string; errors?: Record<string, string> } {
    return response.result as { message: string; errors?: Record<string, string> };
  }

  async function storedFiles(): Promise<string[]> {
    return [...(await filesUnder(uploadsDir)), ...(await filesUnder(publicDir))].sort();
  }

  // Earlier tests keep their files (one app per file), so "nothing stored" compares with the moment the test began.
  let storedBefore: string[] = [];
  beforeEach(async () => {
    storedBefore = await storedFiles();
  });

  async function expectNothingStored(): Promise<void> {
    expect(await storedFiles()).to.deep.equal(storedBefore);
    expect(await filesUnder(tempDir)).to.deep.equal([]);
  }

  describe('storing and downloading', () => {
    it('stores a file on the uploads disk under a random name and downloads the identical bytes to its owner', async () => {
      const client = await UploadsClient.signedIn(app);
      const bytes = randomFile(300_000);
      const entry = await client.uploadOk({ name: 'Holiday photo.png', bytes, mime: 'image/png' });
      expect(entry).to.include({ name: 'Holiday photo.png', mime: 'image/png', extension: 'png', file_size: 300_000, disk: 'uploads', type: 'file', user_id: client.user.id, parent_id: null });
      expect(entry.file_name).to.match(/^[0-9a-f]{40}\.png$/);
      expect(entry.url).to.equal(`/api/v1/file-entries/${entry.id}/download`);
      expect(await readFile(join(uploadsDir, 'files', entry.file_name))).to.deep.equal(bytes);
      expect(await filesUnder(tempDir)).to.deep.equal([]);

      const download = await client.get(entry.url);
      expect(download.statusCode).to.equal(200);
      expect(download.rawPayload).to.deep.equal(bytes);
      expect(download.headers['content-type']).to.equal('image/png');
      expect(download.headers['x-content-type-options']).to.equal('nosniff');
      expect(download.headers['content-security-policy']).to.equal("default-src 'none'; sandbox");
      expect(String(download.headers['content-disposition'])).to.match(/^inline; filename="Holiday photo.png"/);
      expect(download.headers['cache-control']).to.contain('no-store');

      const shown = await client.get(`/api/v1/file-entries/${entry.id}`);
      expect((shown.result as { fileEntry: FileEntry }).fileEntry).to.deep.equal(entry);
    });

    it('streams a 20 MB upload over a real connection to disk and back', async function () {
      this.timeout(60_000);
      const client = await UploadsClient.signedIn(app);
      const bytes = randomFile(20 * 1024 * 1024);
      const form = new FormData();
      form.append('metadata', JSON.stringify({ disk: 'uploads' }));
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'big clip.mp4');
      const response = await fetch(`${app.url}/api/v1/file-entries`, { method: 'POST', body: form, headers: withCsrf({ cookie: client.cookie }) });
      expect(response.status).to.equal(201);
      const { fileEntry } = (await response.json()) as { fileEntry: FileEntry };
      expect(fileEntry).to.include({ name: 'big clip.mp4', file_size: bytes.length, mime: 'video/mp4' });
      const download = await fetch(`${app.url}${fileEntry.url}`, { headers: { cookie: client.cookie } });
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).to.equal(true);
      expect(await filesUnder(tempDir)).to.deep.equal([]);
    });

    it('answers byte ranges of a download (206 with Content-Range, 416 past the end)', async () => {
      const client = await UploadsClient.signedIn(app);
      const bytes = randomFile(10_000);
      const entry = await client.uploadOk({ name: 'clip.mp4', bytes });
      const middle = await client.get(entry.url, { range: 'bytes=100-199' });
      expect(middle.statusCode).to.equal(206);
      expect(middle.headers['content-range']).to.equal('bytes 100-199/10000');
      expect(middle.rawPayload).to.deep.equal(bytes.subarray(100, 200));
      const tail = await client.get(entry.url, { range: 'bytes=-10' });
      expect(tail.rawPayload).to.deep.equal(bytes.subarray(9990));
      const beyond = await client.get(entry.url, { range: 'bytes=20000-' });
      expect(beyond.statusCode).to.equal(416);
      expect(beyond.headers['content-range']).to.equal('bytes */10000');
    });

    it('sends binary downloads as they are stored and compresses only text', async () => {
      const client = await UploadsClient.signedIn(app);
      const gzip = { 'accept-encoding': 'gzip, deflate, br' };
      const binary = await client.uploadOk({ name: 'backup.bin', bytes: randomFile(50_000) });
      expect(binary.mime).to.equal('application/octet-stream');
      const archive = await client.uploadOk({ name: 'photos.zip', bytes: randomFile(50_000) });
      for (const entry of [binary, archive]) {
        const download = await client.get(entry.url, gzip);
        expect(download.headers['content-encoding'], entry.name).to.equal(undefined);
        expect(Number(download.headers['content-length']), entry.name).to.equal(50_000);
      }
      const text = await client.uploadOk({ name: 'notes.txt', bytes: Buffer.from('a line of notes\n'.repeat(4_000)) });
      expect((await client.get(text.url, gzip)).headers['content-encoding']).to.equal('gzip');
    });

    it('serves public-disk files to anyone at /storage/<prefix>/<name> with year-long caching and the protective headers', async () => {
      const client = await UploadsClient.signedIn(app);
      const bytes = randomFile(5_000);
      const entry = await client.uploadOk({ name: 'hero.jpg', bytes }, { metadata: JSON.stringify({ disk: 'public', diskPrefix: 'project-assets' }) });
      expect(entry).to.include({ disk: 'public', disk_prefix: 'project-assets', mime: 'image/jpeg' });
      expect(entry.url).to.equal(`/storage/project-assets/${entry.file_name}`);
      const visitor = await app.server.inject({ url: entry.url });
      expect(visitor.statusCode).to.equal(200);
      expect(visitor.rawPayload).to.deep.equal(bytes);
      expect(visitor.headers['cache-control']).to.match(/max-age=31536000/).and.to.match(/public/);
      expect(visitor.headers['x-content-type-options']).to.equal('nosniff');
      expect(visitor.headers['content-security-policy']).to.equal("default-src 'none'; sandbox");
      expect(visitor.headers['content-disposition']).to.equal(undefined);

      const defaultPrefix = await client.uploadOk({ name: 'a.txt', bytes: Buffer.from('hello') }, { disk: 'public' });
      expect(defaultPrefix.url).to.equal(`/storage/files/${defaultPrefix.file_name}`);
      expect((await app.server.inject({ url: defaultPrefix.url })).payload).to.equal('hello');
    });

    it('never lets html or svg render in the app origin: downloads and public files are attachments in a sandbox', async () => {
      const client = await UploadsClient.signedIn(app);
      const html = Buffer.from('<script>alert(document.cookie)</script>');
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      for (const [name, bytes] of [['page.html', html], ['logo.svg', svg]] as const) {
        const entry = await client.uploadOk({ name, bytes, mime: 'image/png' });
        const download = await client.get(entry.url);
        expect(download.rawPayload).to.deep.equal(bytes);
        expect(String(download.headers['content-disposition'])).to.match(new RegExp(`^attachment; filename="${name}"`));
        expect(download.headers['content-security-policy']).to.equal("default-src 'none'; sandbox");
        expect(download.headers['x-content-type-options']).to.equal('nosniff');

        const onPublic = await client.uploadOk({ name, bytes }, { disk: 'public' });
        const served = await app.server.inject({ url: onPublic.url });
        expect(served.statusCode).to.equal(200);
        expect(served.headers['content-disposition']).to.equal('attachment');
        expect(served.headers['content-security-policy']).to.equal("default-src 'none'; sandbox");
      }
    });
  });

  describe('who may see what', () => {
    it('keeps uploads-disk files from other users (404) and visitors (401); an admin may download', async () => {
      const owner = await UploadsClient.signedIn(app);
      const entry = await owner.uploadOk({ name: 'contract.pdf', bytes: Buffer.from('%PDF-1.4 secret') });
      const stranger = await UploadsClient.signedIn(app);
      expect((await stranger.get(entry.url)).statusCode).to.equal(404);
      expect((await stranger.get(`/api/v1/file-entries/${entry.id}`)).statusCode).to.equal(404);
      const visitor = await app.server.inject({ url: entry.url });
      expect(visitor.statusCode).to.equal(401);
      expect(visitor.payload).to.not.contain('secret');
      const admin = await UploadsClient.signedIn(app, { roles: ['admin'] });
      expect((await admin.get(entry.url)).payload).to.equal('%PDF-1.4 secret');
    });

    it('lists only the caller\'s own entries and can narrow to a disk', async () => {
      const me = await UploadsClient.signedIn(app);
      const other = await UploadsClient.signedIn(app);
      const mine = await me.uploadOk({ name: 'mine.txt', bytes: Buffer.from('1') });
      const myPublic = await me.uploadOk({ name: 'mine-public.txt', bytes: Buffer.from('2') }, { disk: 'public' });
      await other.uploadOk({ name: 'theirs.txt', bytes: Buffer.from('3') });
      const all = (await me.get('/api/v1/file-entries')).result as { data: FileEntry[]; total: number };
      expect(all.total).to.equal(2);
      expect(all.data.map((e) => e.id)).to.have.members([mine.id, myPublic.id]);
      const publicOnly = (await me.get('/api/v1/file-entries?disk=public')).result as { data: FileEntry[]; total: number };
      expect(publicOnly.data.map((e) => e.id)).to.deep.equal([myPublic.id]);
    });

    it('refuses a visitor, and a signed-in post without the XSRF header, before storing anything', async () => {
      const { body, contentType } = multipartBody({}, [{ name: 'x.txt', bytes: Buffer.from('x') }]);
      const response = await app.server.inject({ method: 'POST', url: '/api/v1/file-entries', payload: body, headers: withCsrf({ 'content-type': contentType }) });
      expect(response.statusCode).to.equal(401);
      const client = await UploadsClient.signedIn(app);
      const forged = await app.server.inject({ method: 'POST', url: '/api/v1/file-entries', payload: body, headers: { cookie: client.cookie, 'content-type': contentType } });
      expect(forged.statusCode).to.equal(403);
      await expectNothingStored();
    });

    it('answers folder and malformed /storage paths with 4xx, not a listing', async () => {
      const client = await UploadsClient.signedIn(app);
      await client.uploadOk({ name: 'a.txt', bytes: Buffer.from('a') }, { disk: 'public' });
      for (const url of ['/storage/files', '/storage/files/', '/storage/', '/storage/files/..%2F..%2Fdatabase.sqlite', '/storage/files/missing.txt']) {
        const response = await app.server.inject({ url });
        expect(response.statusCode, url).to.be.within(400, 499);
      }
    });
  });

  describe('restrictions', () => {
    it('refuses a file over uploads.max_size with the size message naming the file', async () => {
      await setSetting('uploads.max_size', 1024);
      const client = await UploadsClient.signedIn(app);
      const response = await client.upload({ name: 'big report.bin', bytes: randomFile(2048) });
      expect(response.statusCode).to.equal(422);
      expect(errorOf(response)).to.deep.equal({ message: 'big report.bin exceeds maximum allowed size of 1 KB', errors: { file: 'big report.bin exceeds maximum allowed size of 1 KB' } });
      await expectNothingStored();
      expect((await client.upload({ name: 'small.bin', bytes: randomFile(1024) })).statusCode).to.equal(201);
    });

    it('refuses a body far past the limit from its Content-Length, before reading it', async () => {
      await setSetting('uploads.max_size', 1024);
      const client = await UploadsClient.signedIn(app);
      const response = await client.upload({ name: 'huge.bin', bytes: randomFile(2 * 1024 * 1024) });
      expect(response.statusCode).to.equal(422);
      expect(errorOf(response).errors?.file).to.equal('This file exceeds maximum allowed size of 1 KB');
      await expectNothingStored();
    });

    it('refuses blocked types by extension (the default list) and by mime wildcard', async () => {
      const client = await UploadsClient.signedIn(app);
      for (const name of ['shell.php', 'setup.EXE', 'run.sh']) {
        const response = await client.upload({ name, bytes: Buffer.from('<?php system($_GET["c"]);') });
        expect(response.statusCode, name).to.equal(422);
        expect(errorOf(response).errors).to.deep.equal({ file: FILE_TYPE_NOT_ALLOWED_MESSAGE });
      }
      await setSetting('uploads.blocked_types', ['image/*', '.gif']);
      expect(errorOf(await client.upload({ name: 'cat.png', bytes: Buffer.from('png') })).message).to.equal(FILE_TYPE_NOT_ALLOWED_MESSAGE);
      // A misleading declared type does not get an image past the rule: the server names the type from the extension.
      expect((await client.upload({ name: 'cat.jpg', bytes: Buffer.from('jpg'), mime: 'text/plain' })).statusCode).to.equal(422);
      await expectNothingStored();
      expect((await client.upload({ name: 'notes.txt', bytes: Buffer.from('fine') })).statusCode).to.equal(201);
    });

    it('refuses types outside uploads.allowed_types, by mime wildcard and by extension', async () => {
      const client = await UploadsClient.signedIn(app);
      await setSetting('uploads.allowed_types', ['image/*', 'pdf']);
      expect(errorOf(await client.upload({ name: 'notes.txt', bytes: Buffer.from('x') })).errors).to.deep.equal({ file: FILE_TYPE_NOT_ALLOWED_MESSAGE });
      expect((await client.upload({ name: 'page.html', bytes: Buffer.from('x'), mime: 'image/png' })).statusCode).to.equal(422);
      await expectNothingStored();
      expect((await client.upload({ name: 'photo.webp', bytes: Buffer.from('x') })).statusCode).to.equal(201);
      expect((await client.upload({ name: 'Invoice.PDF', bytes: Buffer.from('x') })).statusCode).to.equal(201);
    });

    it('refuses unsafe names and relative paths without writing anything', async () => {
      const client = await UploadsClient.signedIn(app);
      for (const name of ['../escape.txt', '..', 'a\\b.txt', 'bell\u0007.txt', 'tab\tname.txt', '.DS_Store']) {
        const response = await client.upload({ name, bytes: Buffer.from('x') });
        expect(response.statusCode, JSON.stringify(name)).to.equal(422);
        expect(errorOf(response).errors, JSON.stringify(name)).to.deep.equal({ file: INVALID_FILE_NAME_MESSAGE });
      }
      for (const relativePath of ['../up/x.txt', '/etc/x.txt', 'a//x.txt', 'a/../../x.txt', 'a/\u0001/x.txt']) {
        const response = await client.upload({ name: 'x.txt', bytes: Buffer.from('x') }, { metadata: JSON.stringify({ relativePath }) });
        expect(response.statusCode, relativePath).to.equal(422);
        expect(errorOf(response).errors).to.have.property('relativePath');
      }
      for (const diskPrefix of ['../../config', 'a/../..']) {
        const response = await client.upload({ name: 'x.txt', bytes: Buffer.from('x') }, { disk: 'public', diskPrefix });
        expect(response.statusCode, diskPrefix).to.equal(422);
      }
      await expectNothingStored();
    });

    it('refuses a name with a NUL byte', async () => {
      const client = await UploadsClient.signedIn(app);
      const response = await client.upload({ name: 'evil\u0000.txt.php', bytes: Buffer.from('x') });
      expect(response.statusCode).to.be.oneOf([400, 422]);
      await expectNothingStored();
    });

    it('holds each user to uploads.user_quota across their non-deleted files', async () => {
      await setSetting('uploads.user_quota', 3000);
      const client = await UploadsClient.signedIn(app);
      const first = await client.uploadOk({ name: 'one.bin', bytes: randomFile(2000) });
      expect((await client.get('/api/v1/file-entries/usage')).result).to.deep.equal({ used: 2000, quota: 3000 });
      const refused = await client.upload({ name: 'two.bin', bytes: randomFile(2000) });
      expect(refused.statusCode).to.equal(422);
      expect(errorOf(refused)).to.deep.equal({ message: STORAGE_QUOTA_MESSAGE, errors: { file: STORAGE_QUOTA_MESSAGE } });
      // Someone else's files do not count against this user.
      const other = await UploadsClient.signedIn(app);
      await other.uploadOk({ name: 'theirs.bin', bytes: randomFile(2500) });
      expect((await client.post('/api/v1/file-entries/delete', { entryIds: [first.id] })).result).to.deep.equal({ deleted: 1 });
      expect((await client.get('/api/v1/file-entries/usage')).result).to.deep.equal({ used: 0, quota: 3000 });
      expect((await client.upload({ name: 'two.bin', bytes: randomFile(2000) })).statusCode).to.equal(201);
    });
  });

  describe('folders from relative paths', () => {
    it('creates the folders of a relative path once and files the upload under the innermost', async () => {
      const client = await UploadsClient.signedIn(app);
      const c = await client.uploadOk({ name: 'c.txt', bytes: Buffer.from('c') }, { metadata: JSON.stringify({ relativePath: 'a/b/c.txt' }) });
      const d = await client.uploadOk({ name: 'd.txt', bytes: Buffer.from('d') }, { relativePath: 'a/b/d.txt' });
      const e = await client.uploadOk({ name: 'e.txt', bytes: Buffer.from('e') }, { relativePath: 'a/e.txt' });
      expect(c.relative_path).to.equal('a/b/c.txt');

      const top = (await client.get('/api/v1/file-entries?parentId=null')).result as { data: FileEntry[] };
      expect(top.data.map((entry) => [entry.name, entry.type])).to.deep.equal([['a', 'folder']]);
      const a = top.data[0];
      const inA = (await client.get(`/api/v1/file-entries?parentId=${a.id}`)).result as { data: FileEntry[] };
      expect(inA.data.map((entry) => entry.name)).to.have.members(['b', 'e.txt']);
      const b = inA.data.find((entry) => entry.name === 'b')!;
      expect(b.type).to.equal('folder');
      expect(c.parent_id).to.equal(b.id);
      expect(d.parent_id).to.equal(b.id);
      expect(e.parent_id).to.equal(a.id);

      // Another user's tree is their own, even with the same names.
      const other = await UploadsClient.signedIn(app);
      const theirs = await other.uploadOk({ name: 'c.txt', bytes: Buffer.from('c') }, { relativePath: 'a/b/c.txt' });
      expect(theirs.parent_id).to.not.equal(b.id);
      // ...and nobody can file an upload into a folder that is not theirs.
      const intrusion = await other.upload({ name: 'x.txt', bytes: Buffer.from('x') }, { parentId: String(b.id) });
      expect(intrusion.statusCode).to.equal(422);
      expect(errorOf(intrusion).errors).to.have.property('parentId');
    });
  });

  describe('deleting', () => {
    it('soft-deletes by default (bytes kept) and removes the bytes with deleteForever, folders with their contents', async () => {
      const client = await UploadsClient.signedIn(app);
      const loose = await client.uploadOk({ name: 'loose.txt', bytes: Buffer.from('loose') });
      const nested = await client.uploadOk({ name: 'n.txt', bytes: Buffer.from('n') }, { relativePath: 'trip/day1/n.txt' });
      const stranger = await UploadsClient.signedIn(app);

      expect((await stranger.post('/api/v1/file-entries/delete', { entryIds: [loose.id] })).result).to.deep.equal({ deleted: 0 });
      expect((await client.post('/api/v1/file-entries/delete', { entryIds: [loose.id] })).result).to.deep.equal({ deleted: 1 });
      expect((await client.get(loose.url)).statusCode).to.equal(404);
      expect(await filesUnder(join(uploadsDir, 'files'))).to.include(loose.file_name);

      expect((await client.post('/api/v1/file-entries/delete', { entryIds: [loose.id], deleteForever: true })).result).to.deep.equal({ deleted: 1 });
      expect(await filesUnder(join(uploadsDir, 'files'))).to.not.include(loose.file_name);

      const trip = ((await client.get('/api/v1/file-entries?parentId=null')).result as { data: FileEntry[] }).data.find((e) => e.name === 'trip')!;
      expect((await client.post('/api/v1/file-entries/delete', { entryIds: [trip.id], deleteForever: true })).result).to.deep.equal({ deleted: 1 });
      expect(await filesUnder(join(uploadsDir, 'files'))).to.not.include(nested.file_name);
      expect(((await client.get('/api/v1/file-entries')).result as { total: number }).total).to.equal(0);
    });

    it('removes the bytes of everything a user stored, trashed files too, when the account is deleted', async () => {
      const client = await UploadsClient.signedIn(app);
      const kept = await client.uploadOk({ name: 'kept.txt', bytes: Buffer.from('kept') });
      const shown = await client.uploadOk({ name: 'shown.png', bytes: Buffer.from('png') }, { disk: 'public', diskPrefix: 'project-assets' });
      const trashed = await client.uploadOk({ name: 'trashed.txt', bytes: Buffer.from('trashed') });
      await client.post('/api/v1/file-entries/delete', { entryIds: [trashed.id] });
      const other = await (await UploadsClient.signedIn(app)).uploadOk({ name: 'other.txt', bytes: Buffer.from('other') });

      await deleteAccount(app.config, client.user);

      const stored = await storedFiles();
      for (const entry of [kept, shown, trashed]) expect(stored.some((path) => path.endsWith(entry.file_name)), entry.name).to.equal(false);
      expect(stored.some((path) => path.endsWith(other.file_name)), "another user's file stays").to.equal(true);
      expect((await app.server.inject({ url: shown.url })).statusCode).to.equal(404);
    });
  });

  describe('malformed requests', () => {
    it('answers bad bodies with 4xx, never 500, and leaves no temp files', async () => {
      const client = await UploadsClient.signedIn(app);
      const headers = (contentType: string) => withCsrf({ cookie: client.cookie, 'content-type': contentType });
      const broken = await app.server.inject({ method: 'POST', url: '/api/v1/file-entries', payload: '--nope\r\ngarbage', headers: headers('multipart/form-data; boundary=abc') });
      expect(broken.statusCode).to.equal(400);
      const json = await app.server.inject({ method: 'POST', url: '/api/v1/file-entries', payload: '{"file":"x"}', headers: headers('application/json') });
      expect(json.statusCode).to.equal(415);

      const noFile = multipartBody({ disk: 'uploads' }, []);
      const missing = await app.server.inject({ method: 'POST', url: '/api/v1/file-entries', payload: noFile.body, headers: headers(noFile.contentType) });
      expect(missing.statusCode).to.equal(422);
      expect(errorOf(missing).errors).to.deep.equal({ file: SELECT_FILE_MESSAGE });

      const textField = multipartBody({ file: 'not a file' }, []);
      expect((await app.server.inject({ method: 'POST', url: '/api/v1/file-entries', payload: textField.body, headers: headers(textField.contentType) })).statusCode).to.equal(422);

      const two = multipartBody({}, [
        { name: 'a.txt', bytes: Buffer.from('a') },
        { name: 'b.txt', bytes: Buffer.from('b') },
      ]);
      expect((await app.server.inject({ method: 'POST', url: '/api/v1/file-entries', payload: two.body, headers: headers(two.contentType) })).statusCode).to.equal(422);

      expect((await client.upload({ name: 'a.txt', bytes: Buffer.from('a') }, { metadata: '{not json' })).statusCode).to.equal(400);
      expect((await client.upload({ name: 'a.txt', bytes: Buffer.from('a') }, { metadata: '[1]' })).statusCode).to.equal(400);
      expect((await client.upload({ name: 'a.txt', bytes: Buffer.from('a') }, { disk: 'secret' })).statusCode).to.equal(422);
      expect((await client.upload({ name: 'a.txt', bytes: Buffer.from('a') }, { parentId: 'abc' })).statusCode).to.equal(422);
      expect((await client.upload({ name: 'a.txt', bytes: Buffer.from('a') }, { unexpected: 'x' })).statusCode).to.equal(400);
      expect((await client.get('/api/v1/file-entries/abc')).statusCode).to.equal(400);
      expect((await client.get('/api/v1/file-entries/999999')).statusCode).to.equal(404);
      expect((await client.post('/api/v1/file-entries/delete', { entryIds: 'all' })).statusCode).to.equal(400);
      await expectNothingStored();
    });
  });
});
