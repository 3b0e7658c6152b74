import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { expect } from 'chai';
import {
  FOLDERS_TOO_DEEP_MESSAGE,
  MAX_RELATIVE_PATH_LENGTH,
  MAX_UPLOAD_FOLDER_DEPTH,
  RELATIVE_PATH_TOO_LONG_MESSAGE,
} from '../../common/uploads/constants.ts';
import type { FileEntry } from '../../common/uploads/types.ts';
import { CSRF_MESSAGE } from '../../server/http/csrf.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { FileEntryModel, PendingUpload } from '../../server/modules/uploads/models.ts';
import { INERT_CONTENT_TYPE } from '../../server/modules/uploads/serving.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { failFileInserts, filesUnder, multipartBody, UploadsClient } from './support/multipart.ts';
import { streamUntilAnswered } from './support/streaming.ts';

const MB = 1024 * 1024;
const TUS = { 'tus-resumable': '1.0.0' };

describe('Upload hardening: refused before storing, capped folders, inert serving, no bytes without an entry', function () {
  this.timeout(60_000);
  let app: TestApp;

  before(async () => {
    app = await startTestApp({ listen: true });
  });
  after(() => app.stop());

  /** Every file under the folders an upload can write to. */
  async function everythingStored(): Promise<string[]> {
    const folders = ['tmp', 'uploads', 'public', 'tus'];
    const lists = await Promise.all(folders.map(async (folder) => (await filesUnder(join(app.config.dataDir, folder))).map((file) => `${folder}/${file}`)));
    return lists.flat().sort();
  }

  describe('bodies are refused before a byte is stored', () => {
    const total = 200 * MB;
    const { body: preamble, contentType } = multipartBody({}, [{ name: 'huge.bin', bytes: Buffer.alloc(0) }]);

    async function expectRefusedEarly(path: string, headers: Record<string, string>, status: number, method = 'POST') {
      const before = await everythingStored();
      const answer = await streamUntilAnswered(`${app.url}${path}`, { method, headers, total, preamble: preamble.subarray(0, 200) });
      expect(answer.status, `${method} ${path}: ${answer.body}`).to.equal(status);
      // Loopback socket buffers hold a few MB; a server that read the body would have taken all 200.
      expect(answer.sentAtAnswer, `${method} ${path} answered after reading the body`).to.be.below(40 * MB);
      expect(await everythingStored(), `${method} ${path} stored something`).to.deep.equal(before);
      return answer;
    }

    it('answers an anonymous 200 MB multipart post with 401 before reading it, writing nothing', async () => {
      const answer = await expectRefusedEarly('/api/v1/file-entries', withCsrf({ 'content-type': contentType }), 401);
      expect(JSON.parse(answer.body)).to.deep.include({ message: 'Unauthenticated.' });
      await expectRefusedEarly('/api/v1/file-entries', { 'content-type': contentType, authorization: 'Bearer 1|not-a-token' }, 401);
    });

    it('answers a cookie session without the XSRF header with 403 before reading the body', async () => {
      const client = await UploadsClient.signedIn(app);
      const answer = await expectRefusedEarly('/api/v1/file-entries', { cookie: client.cookie, 'content-type': contentType }, 403);
      expect(JSON.parse(answer.body).message).to.equal(CSRF_MESSAGE);
    });

    it('refuses anonymous and forged tus creations and patches before reading their bytes', async () => {
      const client = await UploadsClient.signedIn(app);
      const creation = { ...TUS, 'upload-length': String(total), 'content-type': 'application/offset+octet-stream', 'upload-metadata': `name ${Buffer.from('a.bin').toString('base64')}` };
      await expectRefusedEarly('/api/v1/tus/upload', creation, 401);
      await expectRefusedEarly('/api/v1/tus/upload', { ...creation, cookie: client.cookie }, 403);
      const patch = { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
      const id = randomBytes(16).toString('hex');
      await expectRefusedEarly(`/api/v1/tus/upload/${id}`, patch, 401, 'PATCH');
      await expectRefusedEarly(`/api/v1/tus/upload/${id}`, { ...patch, cookie: client.cookie }, 403, 'PATCH');
      expect(await PendingUpload.count()).to.equal(0);
    });

    it('refuses anonymous S3 presign, multipart and completion calls before parsing their bodies', async () => {
      for (const path of ['/api/v1/s3/simple/presign', '/api/v1/s3/multipart/create', '/api/v1/s3/multipart/complete', '/api/v1/s3/entries', '/api/v1/tus/entries']) {
        await expectRefusedEarly(path, { 'content-type': 'application/json' }, 401);
      }
    });
  });

  describe('folders from relative paths are capped', () => {
    async function folderCount(client: UploadsClient): Promise<number> {
      return FileEntryModel.count({ where: { user_id: client.user.id, type: 'folder' } });
    }

    it('refuses a 2,000-level relative path with a 422 naming the limit, creating no folder', async function () {
      const client = await UploadsClient.signedIn(app);
      const deep = `${Array.from({ length: 2000 }, () => 'd').join('/')}/file.txt`;
      const started = Date.now();
      const response = await client.upload({ name: 'file.txt', bytes: Buffer.from('x') }, { relativePath: deep });
      expect(response.statusCode, response.payload).to.equal(422);
      expect(response.result).to.deep.include({ errors: { relativePath: RELATIVE_PATH_TOO_LONG_MESSAGE } });
      expect(Date.now() - started, 'refused without creating rows').to.be.below(5000);

      const viaMetadata = await client.upload({ name: 'file.txt', bytes: Buffer.from('x') }, { metadata: JSON.stringify({ relativePath: deep }) });
      expect(viaMetadata.statusCode).to.equal(422);
      expect(await folderCount(client)).to.equal(0);
    });

    it(`allows ${MAX_UPLOAD_FOLDER_DEPTH} folders, refuses one more (also below a deep parent) and paths over ${MAX_RELATIVE_PATH_LENGTH} characters`, async () => {
      const client = await UploadsClient.signedIn(app);
      const levels = (count: number, name = 'f') => Array.from({ length: count }, (_, i) => `${name}${i}`).join('/');
      const tooDeep = await client.upload({ name: 'a.txt', bytes: Buffer.from('a') }, { relativePath: `${levels(MAX_UPLOAD_FOLDER_DEPTH + 1)}/a.txt` });
      expect(tooDeep.statusCode).to.equal(422);
      expect(tooDeep.result).to.deep.equal({ message: FOLDERS_TOO_DEEP_MESSAGE, errors: { relativePath: FOLDERS_TOO_DEEP_MESSAGE } });
      const tooLong = await client.upload({ name: 'a.txt', bytes: Buffer.from('a') }, { relativePath: `${'x'.repeat(MAX_RELATIVE_PATH_LENGTH)}/a.txt` });
      expect(tooLong.statusCode).to.equal(422);
      expect(await folderCount(client)).to.equal(0);

      const deepest = await client.uploadOk({ name: 'a.txt', bytes: Buffer.from('a') }, { relativePath: `${levels(MAX_UPLOAD_FOLDER_DEPTH)}/a.txt` });
      expect(await folderCount(client)).to.equal(MAX_UPLOAD_FOLDER_DEPTH);
      // Uploading into the deepest folder again may not take the tree further down.
      const below = await client.upload({ name: 'b.txt', bytes: Buffer.from('b') }, { parentId: String(deepest.parent_id), relativePath: 'one-more/b.txt' });
      expect(below.statusCode).to.equal(422);
      expect((below.result as { message: string }).message).to.equal(FOLDERS_TOO_DEEP_MESSAGE);
      expect(await folderCount(client)).to.equal(MAX_UPLOAD_FOLDER_DEPTH);
      await client.uploadOk({ name: 'c.txt', bytes: Buffer.from('c') }, { parentId: String(deepest.parent_id) });
    });
  });

  describe('user files never run as script or style in the app origin', () => {
    const ACTIVE = {
      'app.js': 'text/javascript',
      'module.mjs': 'text/javascript',
      'worker.cjs': 'application/javascript',
      'style.css': 'text/css',
      'page.html': 'text/html',
      'page.xhtml': 'application/xhtml+xml',
      'feed.xml': 'application/xml',
      'transform.xsl': 'application/xslt+xml',
      'code.wasm': 'application/wasm',
      'renamed.txt.unknownext': 'text/javascript',
    } as const;

    function expectInert(response: { statusCode: number; headers: Record<string, unknown> }, label: string) {
      expect(response.statusCode, label).to.equal(200);
      expect(String(response.headers['content-type']), label).to.match(new RegExp(`^${INERT_CONTENT_TYPE}`));
      expect(String(response.headers['content-disposition']), label).to.match(/^attachment/);
      expect(response.headers['x-content-type-options'], label).to.equal('nosniff');
    }

    it('serves js, css, html, xml, wasm and anything with such a type as downloads of octet-stream, on both disks', async () => {
      const client = await UploadsClient.signedIn(app);
      for (const [name, mime] of Object.entries(ACTIVE)) {
        const bytes = Buffer.from(`/* ${name} */ alert(document.cookie)`);
        const own = await client.uploadOk({ name, bytes, mime });
        const download = await client.get(own.url);
        expectInert(download, `download of ${name}`);
        expect(download.rawPayload).to.deep.equal(bytes);

        const onPublic = await client.uploadOk({ name, bytes, mime }, { disk: 'public' });
        const served = await app.server.inject({ url: onPublic.url });
        expectInert(served, `public ${name}`);
        expect(served.rawPayload).to.deep.equal(bytes);
        // Over a real socket too: what a browser's <script src> would get.
        const fetched = await fetch(`${app.url}${onPublic.url}`);
        expect(fetched.headers.get('content-type'), `fetched ${name}`).to.match(new RegExp(`^${INERT_CONTENT_TYPE}`));
      }
    });

    it('keeps images (svg included, for <img>) typed, with svg only ever as a sandboxed download when opened', async () => {
      const client = await UploadsClient.signedIn(app);
      const svg = await client.uploadOk({ name: 'logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }, { disk: 'public' });
      const served = await app.server.inject({ url: svg.url });
      expect(served.headers['content-type']).to.match(/^image\/svg\+xml/);
      expect(served.headers['content-disposition']).to.equal('attachment');
      expect(served.headers['content-security-policy']).to.equal("default-src 'none'; sandbox");
      const png = await client.uploadOk({ name: 'photo.png', bytes: Buffer.from('png') }, { disk: 'public' });
      const image = await app.server.inject({ url: png.url });
      expect(image.headers['content-type']).to.equal('image/png');
      expect(image.headers['content-disposition']).to.equal(undefined);
    });
  });

  describe('a failure after storing leaves neither bytes nor rows', () => {
    it('plain post: the database refusing the entry removes the stored bytes and the folders made for it', async () => {
      const client = await UploadsClient.signedIn(app);
      const before = await everythingStored();
      const restore = await failFileInserts();
      let response;
      try {
        response = await client.upload({ name: 'lost.txt', bytes: Buffer.from('lost bytes') }, { relativePath: 'a/b/lost.txt' });
      } finally {
        restore();
      }
      expect(response.statusCode).to.equal(500);
      expect(await everythingStored()).to.deep.equal(before);
      expect(await FileEntryModel.count({ where: { user_id: client.user.id }, paranoid: false })).to.equal(0);
      // And the same upload then works, folders and all.
      const entry = await client.uploadOk({ name: 'lost.txt', bytes: Buffer.from('lost bytes') }, { relativePath: 'a/b/lost.txt' });
      expect(entry.relative_path).to.equal('a/b/lost.txt');
      expect(await FileEntryModel.count({ where: { user_id: client.user.id, type: 'folder' } })).to.equal(2);
    });

    it('tus: the database refusing the entry removes the settled bytes and the pending upload', async () => {
      const client = await UploadsClient.signedIn(app);
      const { plainTextToken } = await createAccessToken(client.user, 'cli');
      const bearer = { authorization: `Bearer ${plainTextToken}` };
      const source = randomBytes(1000);
      const metadata = ['name', 'relativePath'].map((key, i) => `${key} ${Buffer.from(['tus.bin', 'x/tus.bin'][i]).toString('base64')}`).join(',');
      const created = await app.server.inject({ method: 'POST', url: '/api/v1/tus/upload', headers: { ...bearer, ...TUS, 'upload-length': '1000', 'upload-metadata': metadata } });
      expect(created.statusCode, created.payload).to.equal(201);
      const id = String(created.headers.location).split('/').pop()!;
      const patched = await app.server.inject({
        method: 'PATCH',
        url: `/api/v1/tus/upload/${id}`,
        headers: { ...bearer, ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        payload: source,
      });
      expect(patched.statusCode).to.equal(204);
      const before = (await everythingStored()).filter((file) => !file.startsWith('tus/'));

      const restore = await failFileInserts();
      let finished;
      try {
        finished = await app.server.inject({ method: 'POST', url: '/api/v1/tus/entries', headers: bearer, payload: { uploadKey: id } });
      } finally {
        restore();
      }
      expect(finished.statusCode).to.equal(500);
      expect(await everythingStored(), 'no bytes on a disk, none left in the tus folder').to.deep.equal(before);
      expect(await FileEntryModel.count({ where: { user_id: client.user.id }, paranoid: false })).to.equal(0);
      expect(await PendingUpload.count({ where: { upload_key: id } })).to.equal(0);
    });
  });

  it('lists what it created through the API as before (sanity of the completion service)', async () => {
    const client = await UploadsClient.signedIn(app);
    const entry = await client.uploadOk({ name: 'kept.txt', bytes: Buffer.from('kept') });
    const listed = (await client.get('/api/v1/file-entries')).result as { data: FileEntry[] };
    expect(listed.data.map((e) => e.id)).to.deep.equal([entry.id]);
    expect((await client.get(entry.url)).payload).to.equal('kept');
  });
});
