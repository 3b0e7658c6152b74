import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../config/index.ts';
import { createSequelize } from '../../server/db/connection.ts';
import { releaseMigrationLock } from '../../server/db/migration-lock.ts';
import { migrateToLatest, migrationStatus } from '../../server/db/migrator.ts';
import { resetDatabase, testConfig } from '../helpers/config.ts';
import { isSchemaStatement, schemaSnapshot } from '../db/support/schema-snapshot.ts';

const CHILD = fileURLToPath(new URL('../db/support/migrate-until-killed.ts', import.meta.url));
function migrateUntilKilled(config: Config, killAt: number, mode: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, KILL_AT: String(killAt), KILL_MODE: mode, DATABASE_URL: config.database.url, DATA_DIR: config.dataDir, CONFIG_CWD: config.cwd },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`not killed at ${killAt} (${code}): ${output}`))));
  });
}
async function withConnection<T>(config: Config, work: (s: Sequelize) => Promise<T>): Promise<T> {
  const s = createSequelize(config.database);
  try { return await work(s); } finally { await s.close(); }
}
describe('jobs migration killed mid-way', function () {
  this.timeout(300_000);
  it('finishes', async () => {
    const config = testConfig();
    await resetDatabase(config);
    let reference: Record<string, unknown> = {};
    const marks: { sql: string; n: number }[] = [];
    await withConnection(config, async (sequelize) => {
      const query = sequelize.query.bind(sequelize) as (...args: unknown[]) => Promise<unknown>;
      let count = 0;
      (sequelize as unknown as { query: typeof query }).query = (sql: unknown, ...rest: unknown[]) => {
        if (isSchemaStatement(sql)) { count += 1; marks.push({ sql: String(typeof sql === 'string' ? sql : (sql as {query:string}).query).slice(0, 80), n: count }); }
        return query(sql, ...rest);
      };
      await migrateToLatest(sequelize, 5000);
      reference = await schemaSnapshot(sequelize);
    });
    const mine = marks.filter((m) => /jobs/.test(m.sql));
    console.log(mine);
    const failures: string[] = [];
    for (const { n } of mine) for (const mode of ['after', 'during']) {
      const c = testConfig();
      await resetDatabase(c);
      await migrateUntilKilled(c, n, mode);
      await withConnection(c, async (s) => {
        try {
          await releaseMigrationLock(s);
          await migrateToLatest(s, 5000);
          expect((await migrationStatus(s)).pending).to.deep.equal([]);
          expect(await schemaSnapshot(s)).to.deep.equal(reference);
        } catch (error) { failures.push(`${mode} ${n}: ${(error as Error).message.split('\n')[0]}`); }
      });
    }
    expect(failures).to.deep.equal([]);
  });
});
