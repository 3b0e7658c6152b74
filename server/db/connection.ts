import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Sequelize } from 'sequelize';
import { redactUrl, type DatabaseConfig } from '../../config/index.ts';

export class DatabaseUnavailableError extends Error {}

export function createSequelize(database: DatabaseConfig): Sequelize {
  const define = { underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: 'updated_at' };
  if (database.dialect === 'sqlite') {
    if (database.storage && database.storage !== ':memory:') mkdirSync(dirname(database.storage), { recursive: true });
    const sequelize = new Sequelize({
      dialect: 'sqlite',
      storage: database.storage,
      logging: false,
      define,
      // One writer at a time is SQLite's model; a busy timeout lets two instances share the file.
      pool: { max: 1, min: 0, idle: 10_000 },
      retry: { max: 5, match: [/SQLITE_BUSY/] },
    });
    sequelize.addHook('afterConnect', async (connection: unknown) => {
      const db = connection as { run(sql: string, cb: (err: Error | null) => void): void };
      for (const pragma of ['PRAGMA journal_mode = WAL', 'PRAGMA busy_timeout = 5000', 'PRAGMA foreign_keys = ON']) {
        await new Promise<void>((resolve, reject) => db.run(pragma, (err) => (err ? reject(err) : resolve())));
      }
    });
    return sequelize;
  }
  return new Sequelize(database.url, {
    dialect: 'mysql',
    logging: false,
    define: { ...define, charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    dialectOptions: { charset: 'utf8mb4', connectTimeout: 5000, dateStrings: false },
    pool: { max: 10, min: 0, idle: 10_000, acquire: 10_000 },
    timezone: '+00:00',
  });
}

/** Connects once; an unreachable database becomes one actionable line instead of a stack trace. */
export async function assertDatabaseReachable(sequelize: Sequelize, database: DatabaseConfig): Promise<void> {
  try {
    await sequelize.authenticate();
  } catch (error) {
    throw new DatabaseUnavailableError(describeConnectionError(error, database));
  }
}

export function describeConnectionError(error: unknown, database: DatabaseConfig): string {
  const err = error as { original?: { code?: string; message?: string }; parent?: { code?: string }; code?: string; message?: string };
  const code = err.original?.code ?? err.parent?.code ?? err.code ?? '';
  const where = database.dialect === 'sqlite' ? `SQLite file ${database.storage}` : `the database at ${redactUrl(database.url)}`;
  const reason = code || (err.original?.message ?? err.message ?? 'unknown error').split('\n')[0];
  const hint =
    database.dialect === 'sqlite'
      ? 'check that the data directory exists and is writable (DATA_DIR or DATABASE_URL in .env)'
      : 'check DATABASE_URL in .env and that the MySQL/MariaDB server is running and accepts this user';
  return `Cannot connect to ${where} (${reason}): ${hint}.`;
}
