import { expect } from 'chai';
import { migrations } from '../../migrations/index.ts';
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

  it('seeds everything by default and creates no duplicates the second time', async () => {
    expect((await runCliOk(['seed'], { cwd, env })).stdout.trim()).to.equal('Seeded roles, localizations, themes, menus, pages, plans, templates');
    const first = await withTestDatabase(cwd, seedCounts);
    for (const table of ['roles', 'products', 'themes', 'menus', 'custom_pages', 'localizations']) expect(first[table], table).to.be.above(0);
    await runCliOk(['seed', 'all'], { cwd, env });
    expect(await withTestDatabase(cwd, seedCounts)).to.deep.equal(first);
  });

  it('seeds one kind by name', async () => {
    const before = await withTestDatabase(cwd, seedCounts);
    const { stdout } = await runCliOk(['seed', 'themes', '--json'], { cwd, env });
    expect(JSON.parse(stdout)).to.deep.equal({ seeded: ['themes'] });
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
