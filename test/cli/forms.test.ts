import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import type { FormSubmission } from '../../common/forms.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { createProject } from '../../server/modules/projects/service.ts';
import { createTestUser } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';
import { addSubmission, FormsClient } from '../forms/support.ts';
import { cliEnv, runCli, type CliResult } from './helpers.ts';

describe('sitewright forms', function () {
  this.timeout(180_000);
  let app: TestApp;
  let work: string;
  let owner: FormsClient;
  let token: string;
  let slug: string;
  let ids: { ann: number; bob: number; bot: number };

  /** Local mode: this install's database, as an operator on the server runs it. */
  function local(args: string[]): Promise<CliResult> {
    return runCli([...args, '--user', owner.email], {
      cwd: work,
      env: cliEnv({ HOME: work, DATABASE_URL: app.config.database.url, DATA_DIR: app.config.dataDir, APP_URL: app.url, APP_KEY: app.config.appKey }),
      timeoutMs: 120_000,
    });
  }

  /** Remote mode as a script runs it: the token in the environment only. */
  function remote(args: string[]): Promise<CliResult> {
    return runCli([...args, '--server', app.url], { cwd: work, env: cliEnv({ HOME: work, SITEWRIGHT_TOKEN: token }), timeoutMs: 120_000 });
  }

  before(async () => {
    app = await startTestApp({ listen: true });
    work = makeTempDir('sitewright-forms-');
    owner = await FormsClient.signedIn(app);
    token = (await createAccessToken(owner.user, 'script')).plainTextToken;
    const site = await owner.site('Corner Bakery');
    slug = site.slug;
    const ann = await addSubmission(site.id, { form_name: 'Contact', fields: { name: 'Ann', message: 'Spelt bread, "please"' }, email: 'ann@example.net', ageMs: 2000 });
    const bob = await addSubmission(site.id, { form_name: 'Booking', fields: { name: 'Bob', date: '2030-05-01', note: '@boss' }, email: null, ageMs: 1000 });
    const bot = await addSubmission(site.id, { form_name: 'Contact', fields: { name: 'Bot', message: 'pills' }, status: 'spam' });
    ids = { ann: ann.id, bob: bob.id, bot: bot.id };
  });
  after(() => app?.stop());

  it('lists the inbox as a table, newest first, without spam', async () => {
    const result = await local(['forms', 'list', slug]);
    expect(result.code, result.stderr).to.equal(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0].split(/\s{2,}/)).to.deep.equal(['ID', 'RECEIVED', 'FORM', 'STATUS', 'EMAIL', 'ANSWERS']);
    expect(lines).to.have.length(4);
    expect(lines[2]).to.match(new RegExp(`^${ids.bob}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+Booking\\s+new\\s+Bob · 2030-05-01 · @boss$`));
    expect(lines[3]).to.match(new RegExp(`^${ids.ann}\\s+.+\\s+Contact\\s+new\\s+ann@example\\.net\\s+Ann · Spelt bread, "please"$`));
  });

  it('filters by status and search, as JSON or CSV, by project id or slug', async () => {
    const [spam, searched, csv] = await Promise.all([
      local(['forms', 'list', slug, '--status', 'spam', '--json']),
      local(['forms', 'list', String((await owner.site('Other')).id), '--json']),
      local(['forms', 'list', slug, '--query', 'SPELT', '--csv']),
    ]);
    expect((JSON.parse(spam.stdout) as { submissions: FormSubmission[] }).submissions.map((s) => s.id)).to.deep.equal([ids.bot]);
    expect(JSON.parse(searched.stdout)).to.deep.equal({ submissions: [] });
    expect(csv.stdout.replace('\uFEFF', '').split('\r\n')).to.deep.equal([
      'created_at,form,status,email,name,message',
      `${csv.stdout.match(/\n([^,]+),Contact/)![1]},Contact,new,ann@example.net,Ann,"Spelt bread, ""please"""`,
      '',
    ]);
  });

  it('exports to a file (CSV by default) or to standard output as JSON', async () => {
    const file = join(work, 'bakery.csv');
    const written = await local(['forms', 'export', slug, '--output', file]);
    expect([written.code, written.stdout, written.stderr]).to.deep.equal([0, '', `Exported the submissions of ${slug} to ${file}\n`]);
    const rows = readFileSync(file, 'utf8').replace('\uFEFF', '').split('\r\n');
    expect(rows[0]).to.equal('created_at,form,status,email,name,date,note,message');
    expect(rows[1]).to.match(/,Booking,new,,Bob,2030-05-01,'@boss,$/);
    expect(rows).to.have.length(4);
    const json = await local(['forms', 'export', slug, '--json', '--status', 'all']);
    expect((JSON.parse(json.stdout) as { submissions: FormSubmission[] }).submissions.map((s) => s.id)).to.deep.equal([ids.bob, ids.ann]);
  });

  it("says a project it cannot find, or someone else's, is not found", async () => {
    const stranger = await createTestUser();
    const theirs = await createProject(stranger.user, { name: 'Theirs', workspaceId: DEFAULT_WORKSPACE_ID });
    for (const ref of ['nope', theirs.slug, String(theirs.id)]) {
      const result = await local(['forms', 'list', ref]);
      expect([result.code, result.stderr], ref).to.deep.equal([1, `Error: Project not found: ${ref}\n`]);
    }
    const both = await local(['forms', 'list', slug, '--json', '--csv']);
    expect([both.code, both.stderr]).to.deep.equal([1, 'Error: Choose one of --json and --csv\n']);
  });

  it('works remotely with an API token: list and export', async () => {
    const listed = await remote(['forms', 'list', slug, '--json', '--query', 'bob']);
    expect(listed.code, listed.stderr).to.equal(0);
    expect((JSON.parse(listed.stdout) as { submissions: FormSubmission[] }).submissions.map((s) => s.id)).to.deep.equal([ids.bob]);
    const exported = await remote(['forms', 'export', slug, '--status', 'spam']);
    expect(exported.code, exported.stderr).to.equal(0);
    expect(exported.stdout.replace('\uFEFF', '').split('\r\n').slice(0, 1)).to.deep.equal(['created_at,form,status,email,name,message']);
    expect(exported.stdout).to.contain(',Contact,spam,visitor@example.net,Bot,pills\r\n');
    const missing = await remote(['forms', 'list', 'nope']);
    expect([missing.code, missing.stderr]).to.deep.equal([1, 'Error: Project not found: nope\n']);
  });
});
