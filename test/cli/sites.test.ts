import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { unzipSync } from 'fflate';
import type { DeployRecord } from '../../common/publishing.ts';
import { makeTempDir } from '../helpers/config.ts';
import { QueryTypes } from 'sequelize';
import { cliEnv, databaseEnv, freshDatabase, runCli, runCliOk, withTestDatabase, type CliResult } from './helpers.ts';
import { writeTree } from './publishing-support.ts';

interface SiteJson {
  id: number;
  slug: string;
  name: string;
  url: string | null;
  live_deploy: number | null;
  last_deploy: DeployRecord | null;
}

// Local mode on a fresh install with no server running: the CLI runs the publish job itself.
describe('sitewright sites', function () {
  this.timeout(180_000);
  const cwd = makeTempDir('sitewright-sites-');
  const env = cliEnv({ ...databaseEnv(), HOME: cwd });
  const run = (...args: string[]) => runCli(args, { cwd, env, timeoutMs: 120_000 });
  const runOk = (...args: string[]) => runCliOk(args, { cwd, env, timeoutMs: 120_000 });
  /** The live deploy's number (null: offline) and how many deploys there are, read behind the CLI's back. */
  const siteState = () =>
    withTestDatabase(cwd, async (sequelize) => {
      const [row] = await sequelize.query<{ live: number | null; deploys: number | string }>(
        `SELECT (SELECT d.number FROM deploys d WHERE d.id = p.live_deploy_id) AS live, (SELECT COUNT(*) FROM deploys d WHERE d.project_id = p.id) AS deploys
         FROM projects p WHERE p.slug = 'my-site'`,
        { type: QueryTypes.SELECT },
      );
      return { live: row.live === null ? null : Number(row.live), deploys: Number(row.deploys) };
    });
  let liveUrl: string;

  before(async () => {
    await freshDatabase();
    await runOk('install', '--yes', '--admin-password', 'sites-admin-1');
    writeTree(join(cwd, 'my-site'), {
      'index.html': '<!doctype html><html lang="en"><title>Mine</title><link rel="stylesheet" href="style.css"><h1>Mine</h1></html>',
      'style.css': 'h1 { color: navy }',
    });
  });

  it('publishes a folder live, then the project as a draft, without a server', async () => {
    const folder = await runOk('publish', '--dir', 'my-site', '--prod', '--message', 'First cut');
    liveUrl = folder.stdout.trim();
    expect(liveUrl).to.match(/^http:\/\/my-site\.localhost:\d+$/);
    const draft = await runOk('publish', 'my-site');
    expect(draft.stdout).to.match(new RegExp(`^${liveUrl.replace('my-site.', 'my-site--[a-z0-9]{12}\\.')}\n$`));
    expect(draft.stderr).to.match(/^Published my-site deploy #2 \(draft\): 1 page, \d+ files, /);
  });

  it('lists the sites with their live URL and last deploy', async () => {
    const [plain, json] = await Promise.all([runOk('sites', 'list'), runOk('sites', 'list', '--json')]);
    const lines = plain.stdout.trimEnd().split('\n');
    expect(lines[0].split(/\s{2,}/)).to.deep.equal(['SLUG', 'NAME', 'LIVE URL', 'LAST DEPLOY']);
    expect(lines[2].split(/\s{2,}/).slice(0, 3)).to.deep.equal(['my-site', 'my-site', liveUrl]);
    expect(lines[2]).to.match(/#2 ready \d{4}-\d\d-\d\d \d\d:\d\d$/);
    const { sites } = JSON.parse(json.stdout) as { sites: SiteJson[] };
    expect(sites.map((site) => [site.slug, site.url, site.live_deploy, site.last_deploy?.number])).to.deep.equal([['my-site', liveUrl, 1, 2]]);
  });

  it('shows the deploy history with live marker, target, message and author', async () => {
    const table = (await runOk('sites', 'deploys', 'my-site')).stdout.trimEnd().split('\n');
    expect(table[0].split(/\s+/)).to.deep.equal(['#', 'STATUS', 'LIVE', 'TARGET', 'MESSAGE', 'AUTHOR', 'PAGES', 'SIZE', 'DURATION', 'CREATED']);
    expect(table[2]).to.match(/^2\s+ready\s+draft\s+admin\s+1\s+/);
    expect(table[3]).to.match(/^1\s+ready\s+●\s+prod\s+First cut\s+admin\s+1\s+\d+ B\s+[\d.]+ m?s\s+\d{4}-/);
  });

  it('rolls back (or promotes) to a deploy by number, printing the live URL', async () => {
    const [promoted, missing] = await Promise.all([run('sites', 'rollback', 'my-site', '2'), run('sites', 'rollback', 'my-site', '9')]);
    expect([promoted.code, promoted.stdout, promoted.stderr]).to.deep.equal([0, `${liveUrl}\n`, 'Deploy #2 of my-site is live\n']);
    expect([missing.code, missing.stdout, missing.stderr]).to.deep.equal([1, '', 'Error: Deploy not found.\n']);
    expect(await siteState()).to.deep.equal({ live: 2, deploys: 2 });
  });

  it('unpublishes, keeping the deploys', async () => {
    const result = await runOk('sites', 'unpublish', 'my-site', '--json');
    expect(JSON.parse(result.stdout)).to.deep.include({ project: { id: 1, slug: 'my-site', name: 'my-site', url: null, live_deploy: null } });
    expect(result.stderr).to.match(/^my-site is offline; its deploys are kept/);
    expect(await siteState()).to.deep.equal({ live: null, deploys: 2 });
    // Every deploy's own URL is offline with the site, each marked so in the history.
    const { deploys } = JSON.parse((await runOk('sites', 'deploys', 'my-site', '--json')).stdout) as { deploys: DeployRecord[] };
    expect(deploys.map((deploy) => [deploy.number, deploy.offline])).to.deep.equal([
      [2, true],
      [1, true],
    ]);
    const table = (await runOk('sites', 'deploys', 'my-site')).stdout.trimEnd().split('\n');
    expect(table[2]).to.match(/^2\s+ready\s+offline\s+draft\s+/);
  });

  it('exports the site to a folder and to a zip', async () => {
    const [folder, zip, unknown]: CliResult[] = await Promise.all([
      runOk('sites', 'export', 'my-site', 'export-dir'),
      runOk('sites', 'export', 'my-site', join(cwd, 'out', 'site.zip'), '--json'),
      run('sites', 'export', 'nope', 'x.zip'),
    ]);
    expect(folder.stdout).to.equal('');
    expect(folder.stderr).to.match(/^Exported my-site: \d+ files, .+ to export-dir\n$/);
    expect(readFileSync(join(cwd, 'export-dir', 'index.html'), 'utf8')).to.match(/^<!doctype html>/i);
    expect(JSON.parse(zip.stdout)).to.include({ path: join(cwd, 'out', 'site.zip') });
    const entries = Object.keys(unzipSync(readFileSync(join(cwd, 'out', 'site.zip'))));
    expect(entries).to.include.members(['index.html', 'sitemap.xml', 'robots.txt', '404.html']);
    expect([unknown.code, unknown.stderr]).to.deep.equal([1, 'Error: Project not found: nope\n']);
    expect(existsSync(join(cwd, 'x.zip'))).to.equal(false);
  });
});
