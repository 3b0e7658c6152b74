// Run by interrupted-migrations.test.ts in its own process: migrates the database named by
// DATABASE_URL and SIGKILLs itself at the KILL_AT-th schema statement, either once the database
// has answered it (KILL_MODE=after) or while it is still running (KILL_MODE=during).
import type { QueryOptions } from 'sequelize';
import { loadConfig } from '../../../config/index.ts';
import { createSequelize } from '../../../server/db/connection.ts';
import { migrateToLatest } from '../../../server/db/migrator.ts';
import { isSchemaStatement } from './schema-snapshot.ts';

const killAt = Number(process.env.KILL_AT);
const mode = process.env.KILL_MODE === 'during' ? 'during' : 'after';
const config = loadConfig({ cwd: process.env.CONFIG_CWD, env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR } });
const sequelize = createSequelize(config.database);

let statements = 0;
const query = sequelize.query.bind(sequelize) as (sql: unknown, options?: QueryOptions) => Promise<unknown>;
(sequelize as unknown as { query: typeof query }).query = async (sql, options) => {
  if (!isSchemaStatement(sql)) return query(sql, options);
  statements += 1;
  if (statements !== killAt) return query(sql, options);
  const kill = () => process.kill(process.pid, 'SIGKILL');
  // Sequelize logs a statement just before handing it to the driver: dying on the next turn of
  // the event loop leaves it sent and unanswered.
  if (mode === 'during') return query(sql, { ...options, logging: () => setImmediate(kill) });
  const running = query(sql, options);
  await running.finally(kill);
  return running;
};

await migrateToLatest(sequelize, 5000);
await sequelize.close();
process.stdout.write(`completed after ${statements} schema statements\n`);
