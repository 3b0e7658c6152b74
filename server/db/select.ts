import type { Sequelize, Transaction } from 'sequelize';
import { currentTransaction } from './transactions.ts';

type Callback = (error: Error | null, rows: unknown) => void;
/** The driver connections Sequelize hands out: node-sqlite3's Database, mysql2's Connection. */
interface DriverConnection {
  all?(sql: string, callback: Callback): void;
  query?(sql: string, callback: Callback): void;
}
interface ConnectionManager {
  getConnection(options: { type?: string }): Promise<DriverConnection>;
  releaseConnection(connection: DriverConnection): Promise<void> | void;
}

/**
 * Rows of a read on the hot path (who is asking, on every authenticated request; the dashboard's
 * project list), run on the driver connection Sequelize manages instead of through its query
 * pipeline: that pipeline captures a stack trace and builds a Query object for every statement,
 * which costs more than the indexed read itself (bench/auth-read.ts).
 *
 * The statement must be complete, its values escaped by the caller. It runs in the caller's
 * transaction when there is one, like any other query (server/db/transactions.ts), and is logged
 * like one. Rows come as the driver types them: SQLite gives dates as text and booleans as 0/1,
 * MariaDB Date objects.
 */
export async function selectRows<T extends object>(sequelize: Sequelize, sql: string): Promise<T[]> {
  const transaction = currentTransaction(sequelize) as (Transaction & { id: string; connection: DriverConnection }) | null;
  const manager = sequelize.connectionManager as unknown as ConnectionManager;
  // Logged as Sequelize logs its own statements, for whoever turned SQL logging on.
  const { logging } = (sequelize as unknown as { options: { logging?: unknown } }).options;
  if (typeof logging === 'function') (logging as (message: string) => void)(`Executing (${transaction?.id ?? 'default'}): ${sql}`);
  const connection = transaction?.connection ?? (await manager.getConnection({ type: 'SELECT' }));
  try {
    return await new Promise<T[]>((resolve, reject) => {
      const done: Callback = (error, rows) => (error ? reject(error) : resolve(rows as T[]));
      if (connection.all) connection.all(sql, done);
      else connection.query!(sql, done);
    });
  } finally {
    // SQLite's shared connection stays open (releasing it is a no-op); a MariaDB one goes back to the pool.
    if (!transaction && !connection.all) await manager.releaseConnection(connection);
  }
}
