import { eventBus, publishAfterCommit } from '../../coordination/event-bus.ts';
import { Notification } from './models.ts';

// The unread count: one indexed COUNT (notifications_user_read), and a signal on the event bus
// that it may have changed for a user, which the unread stream (routes.ts) listens to. One
// channel per user, so with Redis an instance only receives the changes of users it has a
// stream open for.

export function countUnread(userId: number): Promise<number> {
  return Notification.count({ where: { user_id: userId, read_at: null } });
}

const channel = (userId: number) => `notifications.unread.${userId}`;

/** Tells the streams of these users, on every instance, to re-read; after the caller's transaction commits when there is one. */
export function announceUnreadChange(userIds: readonly number[]): void {
  for (const id of new Set(userIds)) publishAfterCommit(Notification.sequelize!, channel(id), null);
}

/** Calls `listener` each time the user's count may have changed; returns the function that stops it. */
export function onUnreadChange(userId: number, listener: () => void): () => void {
  return eventBus().subscribe(channel(userId), () => listener());
}
