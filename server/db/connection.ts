import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Sequelize, Transaction, type TransactionOptions } from 'sequelize';
import { redactUrl, type DatabaseConfig } from '../../config/index.ts';
import { currentTransaction, enableTransactionPropagation } from './transactions.ts';

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
      // A transaction takes the write lock when it begins: a deferred one that read first and
      // writes later fails with SQLITE_BUSY at once (its snapshot is stale), busy_timeout or not.
      transactionType: Transaction.TYPES.IMMEDIATE,
      // Another process (the CLI beside a running server) may hold the lock past busy_timeout.
      retry: { max: 5, match: [/SQLITE_BUSY/] },
    });
    configureSqliteConnections(sequelize);
    useOwnTransactions(sequelize);
    return sequelize;
  }
  const sequelize = new Sequelize(database.url, {
    dialect: 'mysql',
    logging: false,
    define: { ...define, charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' },
    dialectOptions: { charset: 'utf8mb4', connectTimeout: 5000, dateStrings: false },
    pool: { max: 10, min: 0, idle: 10_000, acquire: 10_000 },
    timezone: '+00:00',
  });
  useOwnTransactions(sequelize);
  return sequelize;
}

/** What every SQLite connection is set to (test/db/concurrency.test.ts reads them back). */
const SQLITE_PRAGMAS = [
  // First, so the statements below wait for a lock instead of failing on it.
  'PRAGMA busy_timeout = 5000',
  'PRAGMA foreign_keys = ON',
  // Readers never block the writer nor the writer them; persistent in the file, a no-op once set.
  'PRAGMA journal_mode = WAL',
];

interface SqliteConnection {
  run(sql: string, callback: (error: Error | null) => void): void;
  close(callback?: (error: Error | null) => void): void;
  uuid?: string;
}

interface SqliteConnectionManager {
  connections: Record<string, SqliteConnection>;
  getConnection(options?: { uuid?: string }): Promise<SqliteConnection>;
  releaseConnection(connection: SqliteConnection, force?: boolean): void;
  destroyConnection(connection: SqliteConnection): Promise<void>;
}

/**
 * Sequelize 6's SQLite dialect keeps its own connections (one shared for plain queries, one opened
 * per transaction, lib/dialects/sqlite/connection-manager.js) and never runs the pool or the
 * `afterConnect` hook, so the pragmas are applied here, on every connection it hands out.
 *
 * It also serialises transactions: a transaction's connection is handed out only when the
 * previous transaction's one was released, so writers in this process queue in order instead of
 * contending for SQLite's single write lock (plain statements on the shared connection, and other
 * processes, wait on busy_timeout).
 */
function configureSqliteConnections(sequelize: Sequelize): void {
  const manager = sequelize.connectionManager as unknown as SqliteConnectionManager;
  const getConnection = manager.getConnection.bind(manager);
  const releaseConnection = manager.releaseConnection.bind(manager);
  const configured = new WeakMap<SqliteConnection, Promise<void>>();
  const writerTurns = new WeakMap<SqliteConnection, () => void>();
  let queue: Promise<void> = Promise.resolve();

  const takeTurn = async (): Promise<() => void> => {
    let release!: () => void;
    const previous = queue;
    queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  };
  const endTurn = (connection: SqliteConnection) => {
    writerTurns.get(connection)?.();
    writerTurns.delete(connection);
  };

  manager.getConnection = async (options = {}) => {
    const forTransaction = options.uuid !== undefined && options.uuid !== 'default';
    const release = forTransaction ? await takeTurn() : null;
    try {
      const connection = await getConnection(options);
      let ready = configured.get(connection);
      if (!ready) {
        ready = applyPragmas(connection);
        configured.set(connection, ready);
      }
      await ready;
      if (release) writerTurns.set(connection, release);
      return connection;
    } catch (error) {
      release?.();
      throw error;
    }
  };
  manager.releaseConnection = (connection, force) => {
    try {
      releaseConnection(connection, force);
    } finally {
      endTurn(connection);
    }
  };
  // A failed COMMIT/ROLLBACK destroys the connection; the dialect has no pool to give it back to.
  manager.destroyConnection = async (connection) => {
    try {
      if (connection.uuid) {
        delete manager.connections[connection.uuid];
        await new Promise<void>((resolve) => connection.close(() => resolve()));
      }
    } finally {
      endTurn(connection);
    }
  };
}

async function applyPragmas(connection: SqliteConnection): Promise<void> {
  for (const pragma of SQLITE_PRAGMAS) {
    await new Promise<void>((resolve, reject) => connection.run(pragma, (error) => (error ? reject(error) : resolve())));
  }
}

/**
 * With transaction propagation on (server/db/transactions.ts), a `sequelize.transaction()` started
 * inside another one would still open a second, independent transaction, which on SQLite waits
 * forever for the outer one to finish. It becomes a savepoint of the outer one instead.
 *
 * Sequelize hands a query whatever transaction the async context holds, even one of another
 * database (several apps share a process in tests; a context can outlive its app): the query would
 * then run on that database's connection. Every query resolves its own database's one instead.
 */
function useOwnTransactions(sequelize: Sequelize): void {
  enableTransactionPropagation();
  const transaction = sequelize.transaction.bind(sequelize) as (options?: unknown, work?: unknown) => Promise<unknown>;
  (sequelize as unknown as { transaction: typeof transaction }).transaction = (options?: unknown, work?: unknown) => {
    if (typeof options === 'function') return transaction({ transaction: currentTransaction(sequelize) ?? undefined }, options);
    const given = (options ?? {}) as TransactionOptions;
    if (given.transaction === undefined) return transaction({ ...given, transaction: currentTransaction(sequelize) ?? undefined }, work);
    return transaction(options, work);
  };
  const query = sequelize.query.bind(sequelize) as (sql: unknown, options?: { transaction?: Transaction | null }) => Promise<unknown>;
  (sequelize as unknown as { query: typeof query }).query = (sql, options = {}) => {
    const given = options.transaction as (Transaction & { sequelize?: Sequelize }) | null | undefined;
    // Only a real transaction of another database is replaced: Sequelize itself passes a bare
    // `{ connection }` to read the server version while the first connection is made.
    const foreign = given?.sequelize !== undefined && given.sequelize !== sequelize;
    if (given === undefined || foreign) options.transaction = currentTransaction(sequelize) ?? null;
    return query(sql, options);
  };
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
