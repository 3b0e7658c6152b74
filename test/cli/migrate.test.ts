import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { migrations } from '../../migrations/index.ts';
import { makeTempDir } from '../helpers/config.ts';
import { cliEnv, databaseEnv, freshDatabase, runCli, runCliOk, withTestDatabase } from './helpers.ts';

const MIGRATIONS = migrations.map((m) => m.name);
const LAST = MIGRATIONS[MIGRATIONS.length - 1];

describe('sitewright migrate', function () {
  this.timeout(120_000);
  const cwd = makeTempDir();
  const env = cliEnv(databaseEnv());
  const status = async () => JSON.parse((await runCliOk(['migrate', '--status', '--json'], { cwd, env })).stdout);

  before(freshDatabase);

  it('reports every migration pending on a fresh database, then runs them', async () => {
    expect(await status()).to.deep.equal({ executed: [], pending: MIGRATIONS });
    const table = await runCliOk(['migrate', '--status'], { cwd, env });
    expect(table.stdout).to.match(/0001-initial-schema\s+pending/);

    const { stdout } = await runCliOk(['migrate'], { cwd, env });
    expect(stdout).to.contain('✔ 0001-initial-schema');
    expect(await status()).to.deep.equal({ executed: MIGRATIONS, pending: [] });
    expect((await runCliOk(['migrate'], { cwd, env })).stdout.trim()).to.equal('Database is up to date');
  });

  it('reverts one step with --down and runs it again', async () => {
    const down = await runCliOk(['migrate', '--down'], { cwd, env });
    expect(down.stdout.trim()).to.equal(`Reverted ${LAST}`);
    expect(await status()).to.deep.equal({ executed: MIGRATIONS.slice(0, -1), pending: [LAST] });
    expect(JSON.parse((await runCliOk(['migrate', '--json'], { cwd, env })).stdout)).to.deep.equal({ ran: [LAST] });
    expect(await status()).to.deep.equal({ executed: MIGRATIONS, pending: [] });
  });

  it('names --unlock when another process holds the lock, and --unlock releases it', async () => {
    await runCliOk(['migrate', '--down'], { cwd, env });
    await withTestDatabase(cwd, (sequelize) =>
      sequelize.query('INSERT INTO migration_lock (name, owner, acquired_at) VALUES (?, ?, ?)', { replacements: ['migrations', 'crashed:1', new Date()] }),
    );
    const blocked = await runCli(['migrate'], { cwd, env: { ...env, MIGRATION_LOCK_TIMEOUT: '1000' } });
    expect(blocked.code).to.equal(1);
    expect(blocked.stderr.trim()).to.equal(
      'Error: Another Sitewright instance is migrating this database. If none is running, clear the lock with "sitewright migrate --unlock".',
    );

    expect((await runCliOk(['migrate', '--unlock'], { cwd, env })).stdout.trim()).to.equal('Migration lock released');
    const rows = await withTestDatabase(cwd, (sequelize) => sequelize.query('SELECT name FROM migration_lock', { type: QueryTypes.SELECT }));
    expect(rows).to.deep.equal([]);
    await runCliOk(['migrate'], { cwd, env });
    expect(await status()).to.deep.equal({ executed: MIGRATIONS, pending: [] });
  });

  it('refuses --status together with --down in one line', async () => {
    const result = await runCli(['migrate', '--status', '--down'], { cwd, env });
    expect(result.code).to.equal(1);
    expect(result.stderr.trim()).to.equal("Error: option '--status' cannot be used with option '--down'");
  });

  it('lets two processes migrate one fresh database at the same moment', async () => {
    await freshDatabase();
    const shared = makeTempDir();
    const [first, second] = await Promise.all([runCli(['migrate', '--json'], { cwd: shared, env }), runCli(['migrate', '--json'], { cwd: shared, env })]);
    expect(first.code, first.stderr).to.equal(0);
    expect(second.code, second.stderr).to.equal(0);
    // One of them ran the migration, the other found nothing left to do.
    const ran = [JSON.parse(first.stdout).ran, JSON.parse(second.stdout).ran].flat();
    expect(ran).to.deep.equal(MIGRATIONS);
    const recorded = await withTestDatabase(shared, (sequelize) => sequelize.query<{ name: string }>('SELECT name FROM migrations', { type: QueryTypes.SELECT }));
    expect(recorded.map((row) => row.name)).to.deep.equal(MIGRATIONS);
  });
});
