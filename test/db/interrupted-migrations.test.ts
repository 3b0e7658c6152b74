import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../config/index.ts';
import { createSequelize } from '../../server/db/connection.ts';
import { releaseMigrationLock } from '../../server/db/migration-lock.ts';
import { migrateToLatest, migrationStatus } from '../../server/db/migrator.ts';
import { resetDatabase, testConfig } from '../helpers/config.ts';
import { isSchemaStatement, schemaSnapshot } from './support/schema-snapshot.ts';

const CHILD = fileURLToPath(new URL('./support/migrate-until-killed.ts', import.meta.url));
const mysql = Boolean(process.env.DATABASE_URL);

type KillMode = 'after' | 'during';

/** Migrates in a child process that SIGKILLs itself at its `killAt`-th schema statement. */
function migrateUntilKilled(config: Config, killAt: number, mode: KillMode): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, KILL_AT: String(killAt), KILL_MODE: mode, DATABASE_URL: config.database.url, DATA_DIR: config.dataDir, CONFIG_CWD: config.cwd },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`the migration at statement ${killAt} was not killed (code ${code}): ${output}`)),
    );
  });
}

async function withConnection<T>(config: Config, work: (sequelize: Sequelize) => Promise<T>): Promise<T> {
  const sequelize = createSequelize(config.database);
  try {
    return await work(sequelize);
  } finally {
    await sequelize.close();
  }
}

/** What `sitewright migrate --unlock` then `sitewright migrate` do after a crash. */
async function unlockAndMigrate(sequelize: Sequelize): Promise<void> {
  await releaseMigrationLock(sequelize);
  await migrateToLatest(sequelize, 5000);
}

describe('migrations killed mid-way', function () {
  // Each point spawns a process that migrates from nothing; with another test file beside it
  // (mocha --parallel), a minute's work can take twice as long.
  this.timeout(300_000);
  let reference: Record<string, unknown>;
  let statements: number;

  before(async () => {
    const config = testConfig();
    await resetDatabase(config);
    await withConnection(config, async (sequelize) => {
      const query = sequelize.query.bind(sequelize) as (...args: unknown[]) => Promise<unknown>;
      let count = 0;
      (sequelize as unknown as { query: typeof query }).query = (sql: unknown, ...rest: unknown[]) => {
        if (isSchemaStatement(sql)) count += 1;
        return query(sql, ...rest);
      };
      await migrateToLatest(sequelize, 5000);
      statements = count;
      reference = await schemaSnapshot(sequelize);
    });
    expect(statements).to.be.greaterThan(20);
  });

  it('always finish on the next run, whatever statement the killed run died at, with the complete schema', async () => {
    // Every third statement on SQLite (a new file each, four at a time), every fourth on the shared
    // MariaDB database, whose DDL is slower; wider apart as migrations are added, so the run
    // stays near a minute (each point migrates up to everything). The kill modes alternate, so
    // both hit every migration.
    const step = Math.max(mysql ? 4 : 3, Math.ceil(statements / (mysql ? 30 : 45)));
    const points: { killAt: number; mode: KillMode }[] = [];
    for (let killAt = 1; killAt <= statements; killAt += step) points.push({ killAt, mode: points.length % 2 ? 'during' : 'after' });
    const failures: string[] = [];
    const runPoint = async ({ killAt, mode }: { killAt: number; mode: KillMode }) => {
      const config = testConfig();
      await resetDatabase(config);
      await migrateUntilKilled(config, killAt, mode);
      await withConnection(config, async (sequelize) => {
        try {
          await unlockAndMigrate(sequelize);
          expect((await migrationStatus(sequelize)).pending).to.deep.equal([]);
          expect(await schemaSnapshot(sequelize)).to.deep.equal(reference);
        } catch (error) {
          failures.push(`killed ${mode} statement ${killAt}: ${(error as Error).message.split('\n')[0]}`);
        }
      });
    };
    const parallel = mysql ? 1 : 4;
    for (let i = 0; i < points.length; i += parallel) await Promise.all(points.slice(i, i + parallel).map(runPoint));
    expect(failures).to.deep.equal([]);
  });
});
