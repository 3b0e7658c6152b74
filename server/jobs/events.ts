import { EventEmitter } from 'node:events';
import { currentTransaction } from '../db/transactions.ts';
import { Job } from './models.ts';

/**
 * What this process tells its own runners and waiters at once instead of leaving them to their
 * next poll: a job was enqueued (a publish started from the web starts now), a cancel was asked
 * for, a job's row changed (progress, status). Other instances learn the same from the table.
 */
interface JobEventMap {
  enqueued: [];
  cancelRequested: [id: number];
  changed: [id: number];
}

export const jobEvents = new EventEmitter<JobEventMap>();
// Every waiter and runner listens; their number is not a leak.
jobEvents.setMaxListeners(0);

type Propagated = { parent?: Propagated | null; afterCommit(fn: () => void): void };

/**
 * Emits once the caller's writes are visible to others: at once outside a transaction, after the
 * outermost one commits inside one (and never when it rolls back). Emitting inside a transaction
 * would also start a runner's claim in the caller's async context, where its queries would join
 * the caller's transaction.
 */
export function emitJobEvent<K extends keyof JobEventMap>(event: K, ...args: JobEventMap[K]): void {
  let transaction = currentTransaction(Job.sequelize!) as Propagated | null;
  if (!transaction) {
    jobEvents.emit(event, ...(args as never));
    return;
  }
  while (transaction.parent) transaction = transaction.parent;
  transaction.afterCommit(() => void jobEvents.emit(event, ...(args as never)));
}
