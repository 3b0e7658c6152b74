import { expect } from 'chai';
import type { GenerationRecord } from '../../common/ai/generations.ts';
import type { Project } from '../../common/editor/types.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { createTestUser } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';
import { cliEnv, runCli, type CliResult } from './helpers.ts';
import { fetchSite } from './publishing-support.ts';

describe('sitewright generate', function () {
  this.timeout(180_000);
  let app: TestApp;
  let work: string;
  let ownerEmail: string;
  let ownerToken: string;

  /** Local mode: this install's database, as an operator on the server runs it. */
  function local(args: string[]): Promise<CliResult> {
    return runCli(args, {
      cwd: work,
      env: cliEnv({ HOME: work, DATABASE_URL: app.config.database.url, DATA_DIR: app.config.dataDir, APP_URL: app.url, APP_KEY: app.config.appKey }),
      timeoutMs: 120_000,
    });
  }

  /** Remote mode as a script runs it: the token in the environment only. */
  function remote(args: string[]): Promise<CliResult> {
    return runCli([...args, '--server', app.url], { cwd: work, env: cliEnv({ HOME: work, SITEWRIGHT_TOKEN: ownerToken }), timeoutMs: 120_000 });
  }

  async function project(id: number): Promise<Project> {
    const response = await fetch(`${app.url}/api/v1/projects/${id}`, { headers: { authorization: `Bearer ${ownerToken}` } });
    expect(response.status).to.equal(200);
    return ((await response.json()) as { project: Project }).project;
  }

  before(async () => {
    app = await startTestApp({ listen: true });
    await setSetting('published_sites_url', `http://{slug}.localhost:${app.server.info.port}`);
    work = makeTempDir('sitewright-generate-');
    const owner = await createTestUser();
    ownerEmail = owner.email;
    ownerToken = (await createAccessToken(owner.user, 'script')).plainTextToken;
  });
  after(() => app?.stop());

  it('remote mode prints the new project id and its editor URL, with progress on stderr', async () => {
    const result = await remote(['generate', 'a small law firm in Utrecht called Van Dijk Advocaten', '--pages', '3', '--style', 'minimal']);
    expect(result.code, result.stderr).to.equal(0);
    const match = /^(\d+) (\S+)\n$/.exec(result.stdout);
    expect(match, result.stdout).to.not.equal(null);
    const [, id, editorUrl] = match!;
    expect(editorUrl).to.equal(`${app.url}/editor/${id}`);
    // Steps as they were seen: a quick generation may be done by the first look.
    expect(result.stderr).to.match(/^\[\d\/5\] /m);
    expect(result.stderr).to.match(/Generated "[^"]+" \([^)]+\) as project \d+\n/);
    const generated = await project(Number(id));
    expect(generated.pages).to.have.length(3);
    expect(generated.pages!.map((page) => page.html).join(' ')).to.contain('Van Dijk Advocaten');
  });

  it('local mode with --publish --json gives a live URL that serves the generated site', async () => {
    const result = await local(['generate', 'a cosy bakery in Lisbon with online orders and opening hours', '--publish', '--json', '--user', ownerEmail]);
    expect(result.code, result.stderr).to.equal(0);
    const output = JSON.parse(result.stdout) as { generation: GenerationRecord; project: { id: number; slug: string }; live_url: string; editor_url: string };
    expect(output.generation.status).to.equal('succeeded');
    expect(output.live_url).to.equal(`http://${output.project.slug}.localhost:${app.server.info.port}`);
    const home = await fetchSite(output.live_url);
    expect(home.status).to.equal(200);
    expect(home.body).to.contain('Lisbon');
  });

  it('fails with exit code 1 and one line on stderr for an empty description or a bad option, printing nothing on stdout', async () => {
    const [empty, pages, language, style] = await Promise.all([
      remote(['generate', '   ']),
      remote(['generate', 'a florist', '--pages', '12']),
      local(['generate', 'a florist', '--language', 'klingon', '--user', ownerEmail]),
      local(['generate', 'a florist', '--style', 'gothic', '--user', ownerEmail]),
    ]);
    expect(empty.stderr).to.match(/^Error: Describe the site you want in a few words\..*\n$/);
    expect(pages.stderr).to.match(/--pages.*expects 1 to 8/);
    expect(language.stderr).to.match(/--language.*expects one of en, de, fr, es, nl, pt/);
    expect(style.stderr).to.match(/--style.*expects one of cosy, luxury, playful, professional, minimal, bold/);
    for (const result of [empty, pages, language, style]) expect([result.code, result.stdout], result.stderr).to.deep.equal([1, '']);
  });
});
