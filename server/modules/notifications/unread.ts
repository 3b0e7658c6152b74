import { EventEmitter } from 'node:events';
import { currentTransaction } from '../../db/transactions.ts';
import { Notification } from './models.ts';

// The unread count: one indexed COUNT (notifications_user_read), and an in-process signal that
// it may have changed for a user, which the unread stream (routes.ts) listens to. Other
// instances' changes reach a stream through its periodic re-read.

export function countUnread(userId: number): Promise<number> {
  return Notification.count({ where: { user_id: userId, read_at: null } });
}

const unreadEvents = new EventEmitter<{ changed: [userId: number] }>();
// One listener per open stream: their number is not a leak.
unreadEvents.setMaxListeners(0);

type Propagated = { parent?: Propagated | null; afterCommit(fn: () => void): void };

/** Tells this process's streams of these users to re-read; after the caller's transaction commits when there is one. */
export function announceUnreadChange(userIds: readonly number[]): void {
  if (!userIds.length) return;
  const emit = () => {
    for (const id of new Set(userIds)) unreadEvents.emit('changed', id);
  };
  let transaction = currentTransaction(Notification.sequelize!) as Propagated | null;
  if (!transaction) return emit();
  while (transaction.parent) transaction = transaction.parent;
  transaction.afterCommit(emit);
}

/** Calls `listener` each time the user's count may have changed; returns the function that stops it. */
export function onUnreadChange(userId: number, listener: () => void): () => void {
  const handler = (changed: number) => {
    if (changed === userId) listener();
  };
  unreadEvents.on('changed', handler);
  return () => unreadEvents.off('changed', handler);
}
