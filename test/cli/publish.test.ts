import { join } from 'node:path';
import { expect } from 'chai';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { escapeText } from '../../common/editor/html.ts';
import type { DeployRecord } from '../../common/publishing.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { createProject } from '../../server/modules/projects/service.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { createTestUser } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';
import { startLoggingProxy, type LoggingProxy } from '../cli-upload/support.ts';
import { cliEnv, runCli, type CliResult } from './helpers.ts';
import { fetchSite, fetchSiteWhen, writeTree } from './publishing-support.ts';

describe('sitewright publish', function () {
  this.timeout(180_000);
  let app: TestApp;
  let proxy: LoggingProxy;
  let port: number;
  let work: string;
  let ownerEmail: string;
  let ownerToken: string;
  let otherToken: string;
  let bakery: { id: number; slug: string; title: string };

  const siteUrl = (slug: string) => `http://${slug}.localhost:${port}`;

  /** Local mode: this install's database and data directory, as an operator on the server runs it. */
  function local(args: string[]): Promise<CliResult> {
    return runCli(args, {
      cwd: work,
      env: cliEnv({
        HOME: work,
        DATABASE_URL: app.config.database.url,
        DATA_DIR: app.config.dataDir,
        APP_URL: app.url,
        APP_KEY: app.config.appKey,
      }),
      timeoutMs: 120_000,
    });
  }

  /** Remote mode as a CI job runs it: the token in the environment only, the server on the command line. */
  function remote(args: string[], token = ownerToken): Promise<CliResult> {
    return runCli([...args, '--server', proxy.url], { cwd: work, env: cliEnv({ HOME: work, SITEWRIGHT_TOKEN: token }), timeoutMs: 120_000 });
  }

  async function api<T>(path: string, token = ownerToken): Promise<T> {
    const response = await fetch(`${app.url}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status, path).to.equal(200);
    return (await response.json()) as T;
  }

  const putsOf = () => proxy.log.filter((entry) => entry.method === 'PUT' && /\/deploys\/\d+\/files\//.test(entry.path));

  before(async () => {
    app = await startTestApp({ listen: true });
    port = app.server.info.port as number;
    await setSetting('published_sites_url', `http://{slug}.localhost:${port}`);
    proxy = await startLoggingProxy(app.url);
    work = makeTempDir('sitewright-publish-');
    const owner = await createTestUser();
    ownerEmail = owner.email;
    ownerToken = (await createAccessToken(owner.user, 'ci')).plainTextToken;
    otherToken = (await createAccessToken((await createTestUser()).user, 'ci')).plainTextToken;
    const project = await createProject(owner.user, { name: 'Corner Bakery', templateSlug: 'restaurant', workspaceId: DEFAULT_WORKSPACE_ID });
    bakery = { id: project.id, slug: project.slug, title: project.pages![0].doc.title };
    writeTree(join(work, 'docs-site'), {
      'index.html': '<!doctype html><html lang="en"><title>Docs</title><link rel="stylesheet" href="css/site.css"><h1>Docs v1</h1></html>',
      'about.html': '<!doctype html><html lang="en"><title>About</title><h1>About</h1></html>',
      'css/site.css': 'h1 { color: teal }',
      '.env': 'SECRET=1',
      '.git/config': '[core]',
    });
    writeTree(join(work, 'no-index'), { 'page.html': '<h1>No index</h1>' });
    writeTree(join(work, 'empty'), { '.gitkeep': '' });
  });

  after(async () => {
    await proxy?.close();
    await app?.stop();
  });

  beforeEach(() => {
    proxy.log.length = 0;
  });

  it('local mode: publish <slug> --prod --json prints the deploy record, and its URL serves the built site', async () => {
    const result = await local(['publish', bakery.slug, '--prod', '--json', '--user', ownerEmail]);
    expect(result.code, result.stderr).to.equal(0);
    const deploy = JSON.parse(result.stdout) as DeployRecord;
    expect(deploy).to.include({ number: 1, status: 'ready', target: 'prod', live: true, url: `http://${bakery.slug}--${deploy.label}.localhost:${port}` });
    expect(deploy.label, 'a deploy host is not guessable from its number').to.match(/^[a-z0-9]{12}$/);
    expect(deploy.page_count).to.be.greaterThan(0);
    expect(deploy.author?.id).to.be.a('number');
    expect(result.stderr).to.match(new RegExp(`^Published ${bakery.slug} deploy #1 \\(live\\): \\d+ pages, \\d+ files, .+\\n$`));

    const own = await fetchSite(deploy.url);
    expect(own.status).to.equal(200);
    expect(own.body).to.contain(`<title>${escapeText(bakery.title)}</title>`);
    const live = await fetchSite(siteUrl(bakery.slug));
    expect([live.status, live.body]).to.deep.equal([200, own.body]);
  });

  it('local mode: a draft by default, printing only its own URL while the live site stays', async () => {
    const result = await local(['publish', String(bakery.id), '--message', 'Try the new menu', '--user', ownerEmail]);
    expect(result.code, result.stderr).to.equal(0);
    expect(result.stdout).to.match(new RegExp(`^http://${bakery.slug}--[a-z0-9]{12}\\.localhost:${port}\n$`));
    expect((await fetchSite(result.stdout.trim())).status).to.equal(200);
    const { project } = await api<{ project: { live_deploy: number; published_url: string } }>(`projects/${bakery.id}`);
    expect([project.live_deploy, project.published_url]).to.deep.equal([1, siteUrl(bakery.slug)]);
  });

  it('remote mode with only SITEWRIGHT_TOKEN and --server publishes a folder, printing exactly the live URL', async () => {
    const result = await remote(['publish', '--dir', join(work, 'docs-site'), '--prod']);
    expect(result.code, result.stderr).to.equal(0);
    expect(result.stdout).to.equal(`${siteUrl('docs-site')}\n`);
    expect(result.stderr).to.match(/^Published docs-site deploy #1 \(live\): 3 files, .*3 new files uploaded/);
    expect(putsOf().map((entry) => entry.status)).to.deep.equal([204, 204, 204]);

    const home = await fetchSite(result.stdout.trim());
    expect(home.status).to.equal(200);
    expect(home.body).to.contain('<h1>Docs v1</h1>');
    expect((await fetchSite(siteUrl('docs-site'), '/css/site.css')).body).to.equal('h1 { color: teal }');
    expect((await fetchSite(siteUrl('docs-site'), '/.env')).status).to.equal(404);
    expect((await fetchSite(siteUrl('docs-site'), '/.git/config')).status).to.equal(404);
    const { pagination } = await api<{ pagination: { data: { slug: string; name: string }[] } }>('projects');
    expect(pagination.data.find((project) => project.slug === 'docs-site')?.name).to.equal('docs-site');
  });

  it('a second folder publish uploads nothing the server already has, then only what changed', async () => {
    const again = await remote(['publish', 'docs-site', '--dir', join(work, 'docs-site'), '--prod', '--json']);
    expect(again.code, again.stderr).to.equal(0);
    expect(putsOf()).to.deep.equal([]);
    expect(JSON.parse(again.stdout) as DeployRecord).to.include({ number: 2, status: 'ready', live: true, file_count: 3 });
    expect(again.stderr).to.contain('nothing new to upload');

    writeTree(join(work, 'docs-site'), { 'index.html': '<!doctype html><html lang="en"><title>Docs</title><h1>Docs v2</h1></html>' });
    proxy.log.length = 0;
    const changed = await remote(['publish', '--dir', join(work, 'docs-site'), '--prod', '--message', 'v2']);
    expect(changed.code, changed.stderr).to.equal(0);
    expect(putsOf()).to.have.length(1);
    expect((await fetchSiteWhen(siteUrl('docs-site'), (site) => site.body.includes('v2'))).body).to.contain('<h1>Docs v2</h1>');
  });

  it('remote sites deploys, rollback and unpublish act on the live site', async () => {
    const listed = await remote(['sites', 'deploys', 'docs-site', '--json']);
    expect(listed.code, listed.stderr).to.equal(0);
    const { deploys } = JSON.parse(listed.stdout) as { deploys: DeployRecord[] };
    expect(deploys.map((deploy) => [deploy.number, deploy.live, deploy.message])).to.deep.equal([
      [3, true, 'v2'],
      [2, false, null],
      [1, false, null],
    ]);

    const rollback = await remote(['sites', 'rollback', 'docs-site', '1']);
    expect([rollback.code, rollback.stdout, rollback.stderr]).to.deep.equal([0, `${siteUrl('docs-site')}\n`, 'Deploy #1 of docs-site is live\n']);
    expect((await fetchSiteWhen(siteUrl('docs-site'), (site) => site.body.includes('v1'))).body).to.contain('<h1>Docs v1</h1>');

    const unpublish = await remote(['sites', 'unpublish', 'docs-site']);
    expect(unpublish.code, unpublish.stderr).to.equal(0);
    expect(unpublish.stdout).to.equal('');
    expect((await fetchSiteWhen(siteUrl('docs-site'), (site) => site.status === 404)).status).to.equal(404);
    for (const deploy of deploys) expect((await fetchSite(deploy.url)).status, `deploy #${deploy.number} is offline too`).to.equal(404);

    const exported = await remote(['sites', 'export', 'docs-site', join(work, 'out.zip')]);
    expect(exported.code).to.equal(1);
    expect(exported.stderr).to.match(/^Error: sites export runs in local mode only: .*\n$/);
  });

  it('fails with exit code 1 and one line on stderr, printing nothing on stdout', async () => {
    const [badToken, otherUser, otherUserSlug, unknown, empty, noIndex, both] = await Promise.all([
      remote(['publish', '--dir', join(work, 'docs-site')], '1|not-a-real-token'),
      remote(['publish', String(bakery.id), '--prod'], otherToken),
      remote(['publish', 'docs-site', '--dir', join(work, 'docs-site')], otherToken),
      local(['publish', 'no-such-site', '--user', ownerEmail]),
      local(['publish', '--dir', join(work, 'empty')]),
      local(['publish', '--dir', join(work, 'no-index')]),
      local(['publish', bakery.slug, '--prod', '--draft']),
    ]);
    const failures: [CliResult, RegExp][] = [
      [badToken, /^Error: http:\/\/127\.0\.0\.1:\d+ refused the API token: Invalid API token\.\n$/],
      [otherUser, new RegExp(`^Error: Project not found: ${bakery.id}\\n$`)],
      [otherUserSlug, /^Error: This slug is already taken\.\n$/],
      [unknown, /^Error: Project not found: no-such-site\n$/],
      [empty, /^Error: Nothing to publish: .*empty holds no files \(dotfiles are skipped\)\n$/],
      [noIndex, /^Error: .*no-index has no index\.html: a site needs one at the top of the folder\n$/],
      [both, /^Error: --prod and --draft cannot be used together\n$/],
    ];
    for (const [result, stderr] of failures) {
      expect(result.stderr).to.match(stderr);
      expect([result.code, result.stdout], result.stderr).to.deep.equal([1, '']);
    }
    const { pagination } = await api<{ pagination: { total: number } }>('projects', otherToken);
    expect(pagination.total, 'a refused publish leaves no project behind').to.equal(0);
  });
});
