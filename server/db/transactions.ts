import { AsyncLocalStorage } from 'node:async_hooks';
import { Sequelize, type Transaction, type TransactionOptions } from 'sequelize';

/**
 * Transaction propagation. Sequelize 6 looks up the current transaction in a CLS namespace
 * (`Sequelize.useCLS`) for every query whose options have no `transaction`, so a query run anywhere
 * inside `sequelize.transaction(async () => …)` — in a helper that was never passed the
 * transaction, a model hook, a nested service call — joins it instead of taking a second
 * connection. Without that, SQLite sees a second writer that waits on the transaction's own lock
 * and MariaDB's pool can run dry with every connection waiting for another one.
 *
 * Sequelize only needs `run`, `get`, `set` and `bind` from the namespace (lib/sequelize.js,
 * lib/transaction.js); Node's AsyncLocalStorage provides that without the async_hooks-based
 * cls-hooked package. Sequelize reads back a single transaction whatever database asks, so each
 * database also picks its own for every query (`useOwnTransactions` in server/db/connection.ts).
 */
/** Sequelize 6 sets both on every transaction; its typings declare neither. */
type Propagated = Transaction & { finished?: string; sequelize: Sequelize };

/**
 * One store per `run`. It starts with its parent's transactions, so a transaction started inside
 * another one can find the outer one, as cls-hooked's contexts do. Transactions are kept per
 * database: a context can hold one of each when code of one database calls into another (tests
 * run several apps in one process), and a query must only ever join its own database's one.
 */
interface Store {
  transactions: Map<Sequelize, Propagated>;
  /** What Sequelize itself reads back; `currentTransaction` is what this code base reads. */
  last: Propagated | null;
}
/**
 * Kept on the process, not in this module: Sequelize keeps one namespace for the whole process,
 * and a second copy of this module (the same file loaded once as ESM and once through `require`,
 * or from the compiled build beside the sources) must read and write the same store. With a
 * store each, one copy's transactions were invisible to the other's `currentTransaction`, so a
 * nested transaction waited for its own outer one.
 */
interface Shared {
  storage: AsyncLocalStorage<Store>;
  closedDatabases: WeakSet<Sequelize>;
}
const SHARED = Symbol.for('sitewright.db.transactions');
const shared: Shared = ((globalThis as Record<symbol, Shared | undefined>)[SHARED] ??= {
  storage: new AsyncLocalStorage<Store>(),
  closedDatabases: new WeakSet<Sequelize>(),
});
const { storage, closedDatabases } = shared;

function usable(transaction: Propagated | null | undefined): Propagated | null {
  if (!transaction || transaction.finished || closedDatabases.has(transaction.sequelize)) return null;
  return transaction;
}

const namespace = {
  run(fn: (context: Store) => unknown): Store {
    const parent = storage.getStore();
    const context: Store = { transactions: new Map(parent?.transactions), last: parent?.last ?? null };
    storage.run(context, () => fn(context));
    return context;
  },
  get(key: string): unknown {
    return key === 'transaction' ? usable(storage.getStore()?.last) : undefined;
  },
  set(key: string, value: unknown): unknown {
    const store = storage.getStore();
    if (key !== 'transaction' || !store) return value;
    const transaction = value as Propagated | null;
    if (transaction) store.transactions.set(transaction.sequelize, transaction);
    else if (store.last) store.transactions.delete(store.last.sequelize);
    store.last = transaction;
    return value;
  },
  bind<F extends (...args: never[]) => unknown>(fn: F): F {
    return AsyncLocalStorage.bind(fn);
  },
};

/** After close, a transaction of this database left in some async context is never joined again. */
export function markClosed(sequelize: Sequelize): void {
  closedDatabases.add(sequelize);
}

/** Idempotent. Any copy of this module may install its namespace: they all share one store. */
export function enableTransactionPropagation(): void {
  if ((Sequelize as unknown as { _cls?: unknown })._cls) return;
  Sequelize.useCLS(namespace);
}

/** The unfinished transaction of this database the calling code runs in, if any. */
export function currentTransaction(sequelize: Sequelize): Transaction | null {
  return usable(storage.getStore()?.transactions.get(sequelize));
}

/**
 * Runs `work` in a transaction: the caller's one when there is one (so helpers compose), else a
 * new one that commits when `work` resolves and rolls back when it throws. Every query inside
 * joins it without passing `{ transaction }`. On SQLite new transactions start IMMEDIATE and
 * queue behind each other (server/db/connection.ts), so concurrent writers wait rather than fail.
 */
export async function inTransaction<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const outer = currentTransaction(sequelize);
  if (outer) return work(outer);
  return sequelize.transaction(options, work);
}
