import { patchBootstrapUser, peekBootstrapData, useUser } from '../../app/bootstrap/bootstrap-store.ts';
import { queryClient } from '../../lib/query-client.ts';

// The signed-in user's unread count (user.unread_notifications_count in the bootstrap data), kept
// live by the unread stream and set from every mark-as-read answer.

export function useUnreadCount(): number {
  return useUser()?.unread_notifications_count ?? 0;
}

/**
 * Stores the count the server reported. When it changed on its own (a new notification, or one
 * read in another tab), the cached list is refetched so the popover and /notifications follow.
 */
export function applyUnreadCount(count: number, { refetchList = true }: { refetchList?: boolean } = {}): void {
  const user = peekBootstrapData()?.user;
  if (!user) return;
  const next = Math.max(0, Math.floor(count));
  if (user.unread_notifications_count === next) return;
  patchBootstrapUser({ unread_notifications_count: next });
  if (refetchList) void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
}
