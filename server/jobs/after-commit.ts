import type { Sequelize } from 'sequelize';
import { currentTransaction } from '../db/transactions.ts';

type Propagated = { parent?: Propagated | null; afterCommit(fn: () => unknown): void };

/**
 * Runs `fn` once the caller's writes on `sequelize` are visible to others: at once outside a
 * transaction, after the outermost one commits inside one, and never when it rolls back.
 */
export function afterCommit(sequelize: Sequelize, fn: () => unknown): void {
  let transaction = currentTransaction(sequelize) as Propagated | null;
  if (!transaction) {
    fn();
    return;
  }
  while (transaction.parent) transaction = transaction.parent;
  transaction.afterCommit(fn);
}
