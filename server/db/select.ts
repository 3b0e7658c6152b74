import type { Model, ModelStatic, Sequelize, Transaction } from 'sequelize';
import { currentTransaction } from './transactions.ts';

type Callback = (error: Error | null, rows: unknown) => void;
/** A node-sqlite3 prepared statement. */
interface SqliteStatement {
  all(params: readonly unknown[], callback: Callback): void;
  finalize(callback: () => void): void;
}
/** The driver connections Sequelize hands out: node-sqlite3's Database, mysql2's Connection. */
interface DriverConnection {
  all?(sql: string, params: readonly unknown[], callback: Callback): void;
  prepare?(sql: string): SqliteStatement;
  close?(callback?: (error: Error | null) => void): void;
  query?(sql: string, callback: Callback): void;
  query?(sql: string, values: readonly unknown[], callback: Callback): void;
}
interface ConnectionManager {
  getConnection(options: { type?: string }): Promise<DriverConnection>;
  releaseConnection(connection: DriverConnection): Promise<void> | void;
}

/** A bound on the statements kept per connection, should a caller vary the text of one. */
const MAX_PREPARED = 200;
/**
 * node-sqlite3 runs one statement object at a time: a call made while it runs waits in the
 * statement's own queue until the previous call's rows are back on the main thread. With a single
 * prepared copy, the dashboards of many users asking at once were read strictly one after the
 * other, a thread-pool round trip each. Up to this many copies of one text run side by side, as
 * many as libuv's thread pool has threads by default.
 */
const COPIES_PER_STATEMENT = 4;

/** One prepared copy of a statement, and how many calls it has in flight. */
interface PreparedCopy {
  statement: SqliteStatement;
  running: number;
}

/** SQLite's shared connection of a database, and the statements prepared on it. */
interface SharedConnection {
  connection: DriverConnection;
  statements: Map<string, PreparedCopy[]>;
  prepared: number;
}

const sharedConnections = new WeakMap<Sequelize, SharedConnection>();

/**
 * Keeps SQLite's shared connection once Sequelize handed it out: it stays open until the database
 * closes, and asking the connection manager for it again costs three promises on every read.
 * Closing it finalizes what was prepared on it first (SQLite refuses to close over live
 * statements) and forgets it, so a closed database is asked again and answers as closed.
 */
function keepShared(sequelize: Sequelize, connection: DriverConnection): SharedConnection {
  const shared: SharedConnection = { connection, statements: new Map(), prepared: 0 };
  sharedConnections.set(sequelize, shared);
  const close = connection.close!.bind(connection);
  connection.close = (callback) => {
    if (sharedConnections.get(sequelize) === shared) sharedConnections.delete(sequelize);
    const finalized = [...shared.statements.values()].flat().map(({ statement }) => new Promise<void>((resolve) => statement.finalize(resolve)));
    shared.statements.clear();
    void Promise.all(finalized).then(() => close(callback));
  };
  return shared;
}

/**
 * A copy of the statement prepared on the shared connection: the idlest one, or a new one while
 * every copy is busy. node-sqlite3 prepares, runs and finalizes a statement for every `all(sql)`,
 * three trips to its thread pool; a prepared one takes one, which is most of what an indexed read
 * costs.
 */
function preparedOn(shared: SharedConnection, sql: string): PreparedCopy | null {
  const copies = shared.statements.get(sql) ?? [];
  let idlest: PreparedCopy | null = null;
  for (const copy of copies) if (!idlest || copy.running < idlest.running) idlest = copy;
  if ((idlest && idlest.running === 0) || copies.length >= COPIES_PER_STATEMENT || shared.prepared >= MAX_PREPARED) return idlest;
  const copy = { statement: shared.connection.prepare!(sql), running: 0 };
  if (copies.length === 0) shared.statements.set(sql, copies);
  copies.push(copy);
  shared.prepared += 1;
  return copy;
}

/** Rows of a prepared copy, counted as in flight until they are back. */
function allOf(copy: PreparedCopy, params: readonly unknown[], done: Callback): void {
  copy.running += 1;
  copy.statement.all(params, (error, rows) => {
    copy.running -= 1;
    done(error, rows);
  });
}

/**
 * Rows of a read on the hot path (who is asking, on every authenticated request; the dashboard's
 * project list), run on the driver connection Sequelize manages instead of through its query
 * pipeline: that pipeline captures a stack trace and builds a Query object for every statement,
 * which costs more than the indexed read itself (bench/auth-read.ts).
 *
 * Values go in `params` for the statement's `?` placeholders (or are escaped into the statement by
 * the caller); hot statements keep one text, so SQLite runs them prepared. It runs in the caller's
 * transaction when there is one, like any other query (server/db/transactions.ts), and is logged
 * like one. Rows come as the driver types them: SQLite gives dates as text and booleans as 0/1,
 * MariaDB Date objects.
 */
export async function selectRows<T extends object>(sequelize: Sequelize, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  const transaction = currentTransaction(sequelize) as (Transaction & { id: string; connection: DriverConnection }) | null;
  const manager = sequelize.connectionManager as unknown as ConnectionManager;
  // Logged as Sequelize logs its own statements, for whoever turned SQL logging on.
  const { logging } = (sequelize as unknown as { options: { logging?: unknown } }).options;
  if (typeof logging === 'function') (logging as (message: string) => void)(`Executing (${transaction?.id ?? 'default'}): ${sql}`);
  let shared = transaction ? undefined : sharedConnections.get(sequelize);
  const connection = transaction?.connection ?? shared?.connection ?? (await manager.getConnection({ type: 'SELECT' }));
  // SQLite only (its connection has `all`). A transaction's own connection is closed when it ends:
  // neither it nor its statements are kept.
  if (!transaction && connection.all) shared ??= sharedConnections.get(sequelize) ?? keepShared(sequelize, connection);
  try {
    return await new Promise<T[]>((resolve, reject) => {
      const done: Callback = (error, rows) => (error ? reject(error) : resolve(rows as T[]));
      // Statements without placeholders are not kept: one with values written in is one of many.
      const prepared = shared && params.length ? preparedOn(shared, sql) : null;
      if (prepared) allOf(prepared, params, done);
      else if (connection.all) connection.all(sql, params, done);
      else if (params.length) connection.query!(sql, params, done);
      else connection.query!(sql, done);
    });
  } finally {
    // SQLite's shared connection stays open (releasing it is a no-op); a MariaDB one goes back to the pool.
    if (!transaction && !connection.all) await manager.releaseConnection(connection);
  }
}

/**
 * The instance `model.build(values, { raw: true, isNewRecord: false })` makes of a row read on a
 * hot path, without setting the values one at a time. For a model with date or boolean columns
 * Sequelize sets each value through its type's sanitizer, which under `raw` only turns 0/1 into
 * booleans; `values` must hold dates and booleans typed already (requester.ts types them, as the
 * site cache's rows are). For other models Sequelize builds raw rows this same way. The instance
 * has copies of the values: changing it changes no other instance made from them.
 */
export function instanceOf<M extends Model>(model: ModelStatic<M>, values: Record<string, unknown>): M {
  const instance = model.build({} as M['_creationAttributes'], { isNewRecord: false, raw: true });
  instance.dataValues = { ...values } as M['dataValues'];
  (instance as unknown as { _previousDataValues: Record<string, unknown> })._previousDataValues = { ...values };
  return instance;
}
