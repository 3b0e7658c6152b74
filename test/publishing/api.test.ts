import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { unzipSync } from 'fflate';
import { MAX_FOLDER_DEPLOY_FILE_BYTES, MAX_FOLDER_DEPLOY_FILES, PUBLISHING_MESSAGES, type DeployRecord } from '../../common/publishing.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { exportSite } from '../../server/modules/publishing/export.ts';
import { grantPermission } from '../../server/modules/roles/seed.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { makePage } from '../projects/support/projects.ts';
import { PublishingClient, sha256 } from './support/deploys.ts';

const messageOf = (payload: string) => (JSON.parse(payload) as { message: string }).message;

describe('Publishing API', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
    await app.server.initialize();
  });
  after(() => app.stop());

  /** Every publishing route of a project, with a body where it needs one. */
  function routes(projectId: number, hash = sha256('x')): Array<[string, string, unknown?]> {
    return [
      ['POST', `/api/v1/projects/${projectId}/deploys`, { prod: true }],
      ['POST', `/api/v1/projects/${projectId}/deploys`, { files: { 'index.html': hash } }],
      ['GET', `/api/v1/projects/${projectId}/deploys`],
      ['GET', `/api/v1/projects/${projectId}/deploys/1`],
      ['POST', `/api/v1/projects/${projectId}/deploys/1/live`],
      ['POST', `/api/v1/projects/${projectId}/unpublish`],
      ['PUT', `/api/v1/projects/${projectId}/deploys/1/files/${hash}`, Buffer.from('x')],
      ['POST', `/api/v1/projects/${projectId}/deploys/1/finish`],
    ];
  }

  describe('access', () => {
    it("answers another user's project as missing on every route, with a session or an API token", async () => {
      const owner = await PublishingClient.signedIn(app);
      const project = await owner.create('Not Yours');
      await owner.deployFolder(project.id, { 'index.html': 'x' }, { prod: true });
      const stranger = await PublishingClient.signedIn(app);
      const { plainTextToken } = await createAccessToken(stranger.user, 'ci');
      for (const [method, url, payload] of routes(project.id)) {
        const bySession = await stranger.request(method, url, payload);
        expect(bySession.statusCode, `${method} ${url}`).to.equal(404);
        expect(messageOf(bySession.payload)).to.equal('Project not found');
        const byToken = await app.server.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${plainTextToken}` } });
        expect(byToken.statusCode, `${method} ${url} by token`).to.equal(404);
      }
      expect((await owner.get(project.id)).live_deploy).to.equal(1);
    });

    it('refuses users without projects.create with 403 and visitors with 401', async () => {
      const { user } = await createTestUser({ roles: [] });
      const cookie = await signInAs(user);
      for (const [method, url, payload] of routes(1)) {
        const signedIn = await app.server.inject({ method, url, payload: payload as object, headers: withCsrf({ cookie }) });
        expect(signedIn.statusCode, `${method} ${url}`).to.equal(403);
        const visitor = await app.server.inject({ method, url, payload: payload as object });
        expect(visitor.statusCode, `${method} ${url} as a visitor`).to.equal(401);
      }
    });

    it('publishes, lists and rolls back with an API token, no cookie or CSRF token needed', async () => {
      const client = await PublishingClient.signedIn(app);
      const project = await client.create('By Token');
      await client.saveOk(project.id, project.version, [makePage({ name: 'Home' })]);
      const { plainTextToken } = await createAccessToken(client.user, 'ci');
      const headers = { authorization: `Bearer ${plainTextToken}` };
      const started = await app.server.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/deploys`, headers, payload: { prod: true, message: 'from CI' } });
      expect(started.statusCode, started.payload).to.equal(202);
      const { job } = started.result as { job: { id: number } };
      let status = 'queued';
      while (status === 'queued' || status === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 25));
        const polled = await app.server.inject({ url: `/api/v1/jobs/${job.id}`, headers });
        status = (polled.result as { job: { status: string } }).job.status;
      }
      expect(status).to.equal('succeeded');
      const list = await app.server.inject({ url: `/api/v1/projects/${project.id}/deploys`, headers });
      expect((list.result as { deploys: DeployRecord[] }).deploys[0]).to.include({ number: 1, live: true, message: 'from CI' });
      const live = await app.server.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/deploys/1/live`, headers });
      expect(live.statusCode).to.equal(200);
    });

    it("refuses publishing when the plan's projects.create says publish: 0, with a message saying so", async () => {
      const client = await PublishingClient.signedIn(app);
      const project = await client.create('Free Plan');
      await client.deployFolder(project.id, { 'index.html': 'before the downgrade' }, { prod: true });
      await grantPermission('user', client.user.id, 'projects.create', [{ name: 'publish', value: 0 }]);
      for (const [method, url, payload] of [routes(project.id)[0], routes(project.id)[1], routes(project.id)[4]]) {
        const response = await client.request(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).to.equal(403);
        expect(messageOf(response.payload)).to.equal('Your plan does not include publishing. Upgrade your plan to publish sites.');
      }
      // Taking the site offline and looking at its history stay possible.
      expect((await client.request('GET', `/api/v1/projects/${project.id}/deploys`)).statusCode).to.equal(200);
      expect((await client.request('POST', `/api/v1/projects/${project.id}/unpublish`)).statusCode).to.equal(200);

      await grantPermission('user', client.user.id, 'projects.create', [{ name: 'publish', value: true }]);
      expect((await client.request('POST', `/api/v1/projects/${project.id}/deploys/1/live`)).statusCode).to.equal(200);
    });
  });

  describe('folder deploys', () => {
    it('asks only for the contents it lacks, checks each against its hash, and goes live on finish', async () => {
      const client = await PublishingClient.signedIn(app);
      const project = await client.create('Folder Site');
      const files = { 'index.html': '<h1>Hi</h1>', 'about/index.html': '<h1>About</h1>', 'css/site.css': 'h1{color:red}', 'copy.css': 'h1{color:red}' };
      const hashes = Object.fromEntries(Object.entries(files).map(([path, body]) => [path, sha256(body)]));
      const created = await client.request('POST', `/api/v1/projects/${project.id}/deploys`, { files: hashes, prod: true, message: 'from git' });
      expect(created.statusCode, created.payload).to.equal(201);
      const { deploy, required } = created.result as { deploy: DeployRecord; required: string[] };
      expect(deploy).to.include({ number: 1, status: 'uploading', target: 'prod', live: false, message: 'from git', file_count: 4 });
      expect(required.sort()).to.deep.equal([...new Set(Object.values(hashes))].sort());

      const early = await client.request('POST', `/api/v1/projects/${project.id}/deploys/1/finish`);
      expect(early.statusCode).to.equal(422);
      expect(messageOf(early.payload)).to.equal('3 files were not uploaded.');

      const wrong = await client.putFile(project.id, 1, hashes['index.html'], Buffer.from('<h1>Tampered</h1>'));
      expect(wrong.statusCode).to.equal(422);
      expect(messageOf(wrong.payload)).to.equal(PUBLISHING_MESSAGES.hashMismatch);
      const stranger = await client.putFile(project.id, 1, sha256('not announced'), Buffer.from('not announced'));
      expect(stranger.statusCode).to.equal(422);
      expect(messageOf(stranger.payload)).to.equal(PUBLISHING_MESSAGES.fileNotInDeploy);

      for (const body of new Set(Object.values(files))) expect((await client.putFile(project.id, 1, sha256(body), Buffer.from(body))).statusCode).to.equal(204);
      const finished = await client.request('POST', `/api/v1/projects/${project.id}/deploys/1/finish`);
      expect(finished.statusCode, finished.payload).to.equal(200);
      expect((finished.result as { deploy: DeployRecord }).deploy).to.include({ status: 'ready', live: true, page_count: 2, file_count: 4, size: 11 + 14 + 13 + 13 });
      expect(await client.get(project.id)).to.include({ published: true, live_deploy: 1 });

      // Finished deploys take no more files; the next deploy of the same files needs none.
      const late = await client.putFile(project.id, 1, hashes['index.html'], Buffer.from(files['index.html']));
      expect(late.statusCode).to.equal(409);
      const again = await client.deployFolder(project.id, files);
      expect(again.sent).to.equal(0);
      expect(again.deploy).to.include({ number: 2, status: 'ready', live: false });
    });

    it('refuses paths outside the site, bad hashes, empty and oversized folders with the reason', async () => {
      const client = await PublishingClient.signedIn(app);
      const project = await client.create('Bad Folder');
      const hash = sha256('x');
      const refusals: Array<[Record<string, string>, string]> = [
        [{ '../etc/passwd': hash }, PUBLISHING_MESSAGES.invalidPath('../etc/passwd')],
        [{ '/index.html': hash }, PUBLISHING_MESSAGES.invalidPath('/index.html')],
        [{ 'a/./b.html': hash }, PUBLISHING_MESSAGES.invalidPath('a/./b.html')],
        [{ 'a\\b.html': hash }, PUBLISHING_MESSAGES.invalidPath('a\\b.html')],
        [{ 'index.html': 'abc' }, PUBLISHING_MESSAGES.invalidHash('index.html')],
        [{}, PUBLISHING_MESSAGES.noFiles],
        [Object.fromEntries(Array.from({ length: MAX_FOLDER_DEPLOY_FILES + 1 }, (_, i) => [`p${i}.html`, hash])), PUBLISHING_MESSAGES.tooManyFiles],
      ];
      for (const [files, message] of refusals) {
        const response = await client.request('POST', `/api/v1/projects/${project.id}/deploys`, { files });
        expect(response.statusCode, message).to.equal(422);
        expect(JSON.parse(response.payload)).to.deep.equal({ message, errors: { files: message } });
      }
      expect(await client.deploys(project.id)).to.deep.equal([]);

      const big = Buffer.alloc(MAX_FOLDER_DEPLOY_FILE_BYTES + 1, 1);
      const created = await client.request('POST', `/api/v1/projects/${project.id}/deploys`, { files: { 'big.bin': sha256(big) } });
      const { deploy } = created.result as { deploy: DeployRecord };
      const tooLarge = await client.putFile(project.id, deploy.number, sha256(big), big);
      expect(tooLarge.statusCode).to.equal(413);
      expect(messageOf(tooLarge.payload)).to.equal(PUBLISHING_MESSAGES.fileTooLarge);
    });
  });

  describe('export', () => {
    it('writes the built site to a folder, and to a zip that is the same bytes every time', async () => {
      const client = await PublishingClient.signedIn(app);
      const project = await client.create('Exported');
      await client.saveOk(project.id, project.version, [makePage({ name: 'Home' }), makePage({ name: 'Menu', doc: { title: 'Menu', description: '', css: '', js: '', headLinks: [], fonts: [], slug: 'menu' } })]);
      const dir = await mkdtemp(join(tmpdir(), 'sitewright-export-'));
      const result = await exportSite(app.ctx, client.user, project.id, { dir: join(dir, 'site') });
      const written = await readdir(join(dir, 'site'), { recursive: true });
      expect(written).to.include.members(['index.html', 'menu.html', 'sitemap.xml', 'robots.txt', '404.html']);
      expect(result.files).to.equal(written.filter((name) => name.includes('.')).length);

      await exportSite(app.ctx, client.user, project.id, { zip: join(dir, 'one.zip') });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await exportSite(app.ctx, client.user, project.id, { zip: join(dir, 'two.zip') });
      const [one, two] = await Promise.all([readFile(join(dir, 'one.zip')), readFile(join(dir, 'two.zip'))]);
      expect(one.equals(two)).to.equal(true);
      const entries = unzipSync(one);
      expect(Buffer.from(entries['index.html']).equals(await readFile(join(dir, 'site', 'index.html')))).to.equal(true);

      const stranger = await PublishingClient.signedIn(app);
      let refused: Error | null = null;
      await exportSite(app.ctx, stranger.user, project.id, { dir: join(dir, 'stolen') }).catch((error: Error) => (refused = error));
      expect(refused).to.have.property('message', 'Project not found');
    });
  });
});
