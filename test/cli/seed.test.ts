import { expect } from 'chai';
import { migrations } from '../../migrations/index.ts';
import { DEFAULT_MENUS } from '../../server/modules/menus/seed.ts';
import { DEFAULT_ROLES } from '../../server/modules/roles/seed.ts';
import { DEFAULT_THEMES } from '../../server/modules/themes/seed.ts';
import { makeTempDir } from '../helpers/config.ts';
import { cliEnv, databaseEnv, freshDatabase, runCli, runCliOk, seedCounts, withTestDatabase } from './helpers.ts';

describe('sitewright seed', function () {
  this.timeout(120_000);
  const cwd = makeTempDir();
  const env = cliEnv(databaseEnv());

  before(async () => {
    await freshDatabase();
    await runCliOk(['migrate'], { cwd, env });
  });

  it('seeds everything by default, says what it created, and the second time what was already there', async () => {
    const lines = (await runCliOk(['seed'], { cwd, env })).stdout.trim().split('\n');
    expect(lines.map((line) => line.split(/\s+/)[0])).to.deep.equal(['roles', 'localizations', 'themes', 'menus', 'pages', 'plans', 'templates']);
    expect(lines.find((line) => line.startsWith('roles'))).to.match(new RegExp(`^roles\\s+created ${DEFAULT_ROLES.length}, already there 0$`));
    expect(lines.find((line) => line.startsWith('themes'))).to.match(new RegExp(`^themes\\s+created ${DEFAULT_THEMES.length}, already there 0$`));
    const first = await withTestDatabase(cwd, seedCounts);
    for (const table of ['roles', 'products', 'themes', 'menus', 'custom_pages', 'localizations']) expect(first[table], table).to.be.above(0);

    const again = (await runCliOk(['seed', 'all'], { cwd, env })).stdout.trim().split('\n');
    expect(again).to.have.length(7);
    for (const line of again) expect(line).to.match(/^\w+\s+created 0, already there [1-9]\d*$/);
    expect(again.find((line) => line.startsWith('menus'))).to.match(new RegExp(`already there ${DEFAULT_MENUS.length}$`));
    expect(await withTestDatabase(cwd, seedCounts)).to.deep.equal(first);
  });

  it('seeds one kind by name', async () => {
    const before = await withTestDatabase(cwd, seedCounts);
    const { stdout } = await runCliOk(['seed', 'themes', '--json'], { cwd, env });
    expect(JSON.parse(stdout)).to.deep.equal({ seeded: [{ name: 'themes', created: 0, existing: DEFAULT_THEMES.length }] });
    expect(await withTestDatabase(cwd, seedCounts)).to.deep.equal(before);
  });

  it('rejects an unknown name in one line that lists the valid ones', async () => {
    const result = await runCli(['seed', 'widgets'], { cwd, env });
    expect(result.code).to.equal(1);
    expect(result.stderr.trim()).to.equal('Error: Unknown seed "widgets": use one of roles, localizations, themes, menus, pages, plans, templates, all');
  });

  it('asks for migrations first on a database without tables', async () => {
    await freshDatabase();
    const result = await runCli(['seed'], { cwd: makeTempDir(), env });
    expect(result.code).to.equal(1);
    expect(result.stderr.trim()).to.equal(
      `Error: The database has ${migrations.length} pending migrations: run \`sitewright install\` or \`sitewright migrate\` first`,
    );
  });
});
