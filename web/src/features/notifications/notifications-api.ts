import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PER_PAGE,
  type NotificationData,
  type NotificationSubscriptions,
  type NotificationChannel,
  type NotificationType,
} from '../../../../common/notifications.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { markReadInPages, unreadCountFromPage } from './notification-rules.ts';
import { applyUnreadCount } from './unread-count.ts';
import type { Pagination } from '../../../../common/pagination.ts';

// The notification calls (server/modules/notifications/routes.ts; shapes in common/notifications.ts). Every cached answer
// is keyed under "notifications", which a workspace switch keeps (they belong to the user).

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const NOTIFICATION_LIST_QUERY_KEY = ['notifications', 'list'] as const;
export const SUBSCRIPTIONS_QUERY_KEY = ['notifications', 'subscriptions'] as const;

export type NotificationsPage = Pagination<NotificationData>;

export interface NotificationsAnswer {
  pagination: NotificationsPage;
  /** The user's unread count, when the server adds it (the polling fallback prefers it). */
  unreadCount?: number;
}

export type NotificationPages = InfiniteData<NotificationsPage, number>;

/** GET notifications, NOTIFICATIONS_PER_PAGE (30) a page. */
export async function fetchNotificationsAnswer(page: number, signal?: AbortSignal): Promise<NotificationsAnswer> {
  return apiClient.get<NotificationsAnswer>('notifications', { page, perPage: NOTIFICATIONS_PER_PAGE }, { signal });
}

export async function fetchNotifications(page: number, signal?: AbortSignal): Promise<NotificationsPage> {
  const answer = await fetchNotificationsAnswer(page, signal);
  return answer.pagination;
}

/** The unread count for the polling fallback: the server's when it sends one, else what the first page shows. */
export async function pollUnreadCount(signal?: AbortSignal): Promise<number> {
  const answer = await fetchNotificationsAnswer(1, signal);
  return typeof answer.unreadCount === 'number' ? answer.unreadCount : unreadCountFromPage(answer.pagination);
}

/** The list the popover and /notifications share, loaded a page of 30 at a time. */
export function useNotificationList({ refetchOnMount }: { refetchOnMount?: 'always' } = {}) {
  return useInfiniteQuery({
    queryKey: NOTIFICATION_LIST_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (page: NotificationsPage) => (page.current_page < page.last_page ? page.current_page + 1 : undefined),
    refetchOnMount: refetchOnMount ?? true,
  });
}

/**
 * POST notifications/mark-as-read with some ids or all of them. The cached list shows them read at
 * once, and the server's unreadCount becomes the user's count (0 → 0 locally).
 */
export async function markNotificationsRead(target: { ids: string[] } | { all: true }): Promise<number> {
  const readAt = new Date().toISOString();
  queryClient.setQueryData<NotificationPages>(NOTIFICATION_LIST_QUERY_KEY, (pages) => (pages ? markReadInPages(pages, 'all' in target ? 'all' : target.ids, readAt) : pages));
  const { unreadCount } = await apiClient.post<{ unreadCount: number }>('notifications/mark-as-read', { ...target });
  applyUnreadCount(unreadCount, { refetchList: false });
  return unreadCount;
}

export async function fetchSubscriptions(signal?: AbortSignal): Promise<NotificationSubscriptions> {
  const answer = await apiClient.get<NotificationSubscriptions>('notifications/me/subscriptions', undefined, { signal });
  return { available_channels: answer.available_channels ?? [], subscriptions: answer.subscriptions ?? [], user_selections: answer.user_selections ?? [] };
}

export function useSubscriptions() {
  return useQuery({ queryKey: SUBSCRIPTIONS_QUERY_KEY, queryFn: ({ signal }) => fetchSubscriptions(signal) });
}

export interface SubscriptionSelection {
  notif_id: NotificationType;
  channels: Record<NotificationChannel, boolean>;
}

/** PUT notifications/me/subscriptions; answers the server's message. */
export async function saveSubscriptions(selections: SubscriptionSelection[]): Promise<string | undefined> {
  const answer = await apiClient.put<{ message?: string }>('notifications/me/subscriptions', { selections });
  queryClient.setQueryData<NotificationSubscriptions>(SUBSCRIPTIONS_QUERY_KEY, (current) => (current ? { ...current, user_selections: selections } : current));
  return answer?.message;
}

/** GET notifications/push-key: the VAPID public key, base64url. */
export async function fetchPushKey(): Promise<string> {
  return (await apiClient.get<{ publicKey: string }>('notifications/push-key')).publicKey;
}

export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export async function savePushSubscription(subscription: PushSubscriptionBody): Promise<void> {
  await apiClient.post('notifications/push-subscriptions', { endpoint: subscription.endpoint, keys: subscription.keys });
}
