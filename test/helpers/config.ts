import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Sequelize } from 'sequelize';
import { loadConfig, type Config } from '../../config/index.ts';

/**
 * A worker of `mocha --parallel` gets a database of its own beside the one DATABASE_URL names
 * (`test` becomes `test_w0`, `test_w1`...): the suites drop every table between apps, which would
 * pull the schema from under the other worker. Children the tests spawn inherit it through the
 * environment, so it is written back there.
 */
async function workerDatabaseUrl(url: string | undefined, workerId: string | undefined): Promise<string | undefined> {
  if (!url || workerId === undefined) return url;
  const parsed = new URL(url);
  const database = `${parsed.pathname.replace(/^\//, '')}_w${workerId}`;
  const admin = new Sequelize(url, { dialect: 'mysql', logging: false });
  try {
    await admin.query(`CREATE DATABASE IF NOT EXISTS \`${database}\``);
  } finally {
    await admin.close();
  }
  parsed.pathname = `/${database}`;
  process.env.DATABASE_URL = parsed.toString();
  return process.env.DATABASE_URL;
}

/** MariaDB when CI sets DATABASE_URL, otherwise a fresh SQLite file per call. */
export const sharedDatabaseUrl = await workerDatabaseUrl(process.env.DATABASE_URL, process.env.MOCHA_WORKER_ID);

export function makeTempDir(prefix = 'sitewright-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A config rooted in a new temporary directory, so no developer .env or storage leaks in. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const dir = makeTempDir();
  return loadConfig({
    cwd: dir,
    env: {
      NODE_ENV: 'test',
      DATA_DIR: join(dir, 'storage'),
      DATABASE_URL: sharedDatabaseUrl ?? `sqlite:${join(dir, 'storage', 'database.sqlite')}`,
      APP_KEY: 'base64:dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktdGVzdA==',
      LOG_LEVEL: 'silent',
      MIGRATION_LOCK_TIMEOUT: '20000',
      // A test that leaves a request open should not wait out production's 30 s when its app stops.
      SHUTDOWN_TIMEOUT: '5000',
      ...overrides,
    },
  });
}

/** Drops every table of the shared MySQL test database; SQLite tests get a new file instead. */
export async function resetDatabase(config: Config): Promise<void> {
  if (config.database.dialect !== 'mysql') return;
  const sequelize = new Sequelize(config.database.url, { dialect: 'mysql', logging: false });
  try {
    const [rows] = await sequelize.query('SHOW TABLES');
    const tables = (rows as Record<string, string>[]).map((row) => Object.values(row)[0]);
    await sequelize.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const table of tables) await sequelize.query(`DROP TABLE IF EXISTS \`${table}\``);
    await sequelize.query('SET FOREIGN_KEY_CHECKS = 1');
  } finally {
    await sequelize.close();
  }
}
