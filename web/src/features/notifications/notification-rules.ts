import type { NotificationAction, NotificationChannel, NotificationData, NotificationSubscriptions, NotificationType } from '../../../../common/notifications.ts';
import { isAbsoluteUrl } from '../../lib/http/api-client.ts';

// Pure rules of the notification screens (unit-tested in test/web-notifications).

/** Unread while read_at is empty. */
export function isUnread(notification: Pick<NotificationData, 'read_at'>): boolean {
  return !notification.read_at;
}

/** The unread dot shows on an unread notification that has no image. */
export function showsUnreadDot(notification: Pick<NotificationData, 'read_at' | 'data'>): boolean {
  return isUnread(notification) && !notification.data?.image;
}

export type ActionTarget = { kind: 'new-tab'; url: string } | { kind: 'navigate'; to: string } | null;

/** Where an action leads: an absolute URL opens in a new tab, anything else is an in-app path. */
export function actionTarget(action: NotificationAction | null | undefined): ActionTarget {
  const value = action?.action?.trim();
  if (!value) return null;
  if (isAbsoluteUrl(value)) return { kind: 'new-tab', url: value };
  return { kind: 'navigate', to: value.startsWith('/') ? value : `/${value}` };
}

/**
 * A workspace invitation's button (the invitation carries data.inviteId): "join" or
 * "decline" by its action, else by its label; null for any other button.
 */
export function invitationIntent(notification: Pick<NotificationData, 'data'>, action: NotificationAction): 'join' | 'decline' | null {
  if (!notification.data?.inviteId) return null;
  for (const text of [action.action, action.label]) {
    if (/decline|reject/i.test(text ?? '')) return 'decline';
    if (/join|accept/i.test(text ?? '')) return 'join';
  }
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text of a line's (sanitized) HTML, for accessible names: tags dropped, common entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_match, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
}

/** The notification as one sentence: its lines' text. */
export function notificationText(notification: Pick<NotificationData, 'data'>): string {
  return (notification.data?.lines ?? []).map((line) => htmlToText(line.content ?? '')).filter(Boolean).join(' ');
}

/** How many notifications of a page are unread (the polling fallback when the server sends no count). */
export function unreadCountFromPage(page: { data: Pick<NotificationData, 'read_at'>[] }): number {
  return page.data.filter(isUnread).length;
}

/** The cached pages with some notifications (or all) marked read at `readAt`. */
export function markReadInPages<P extends { data: NotificationData[] }, T extends { pages: P[] }>(pages: T, ids: readonly string[] | 'all', readAt: string): T {
  const hit = (notification: NotificationData) => ids === 'all' || ids.includes(notification.id);
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, data: page.data.map((item) => (isUnread(item) && hit(item) ? { ...item, read_at: readAt } : item)) })),
  };
}

/** The count an unread-stream event carries (`data: {"unreadCount": n}`), or null for anything else. */
export function parseUnreadEvent(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as { unreadCount?: unknown };
    const count = parsed?.unreadCount;
    return typeof count === 'number' && Number.isFinite(count) && count >= 0 ? Math.floor(count) : null;
  } catch {
    return null;
  }
}

/** Polling without the live stream: every 30 s while the tab is visible; hidden, each wait doubles up to 5 minutes. */
export const POLL_INTERVAL_MS = 30_000;
export const HIDDEN_POLL_MAX_MS = 5 * 60_000;

export function nextPollDelay(previous: number | null, hidden: boolean): number {
  if (!hidden) return POLL_INTERVAL_MS;
  return Math.min(HIDDEN_POLL_MAX_MS, Math.max(POLL_INTERVAL_MS, previous ?? POLL_INTERVAL_MS) * 2);
}

/** The badge text: the count, "99+" above 99, nothing at 0. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

// ---------- preferences grid ----------

export type Selections = Record<string, Record<NotificationChannel, boolean>>;

export const CHANNEL_LABELS: Record<NotificationChannel, string> = { app: 'In app', email: 'Email', browser: 'Browser' };

/** Every notification of every group × every available channel, from the user's selections (absent = off). */
export function initialSelections(subs: NotificationSubscriptions): Selections {
  const saved = new Map(subs.user_selections.map((selection) => [selection.notif_id as string, selection.channels]));
  const selections: Selections = {};
  for (const group of subs.subscriptions) {
    for (const { notif_id } of group.subscriptions) {
      const channels = {} as Record<NotificationChannel, boolean>;
      for (const channel of subs.available_channels) channels[channel] = Boolean(saved.get(notif_id)?.[channel]);
      selections[notif_id] = channels;
    }
  }
  return selections;
}

export function withSelection(selections: Selections, notifId: string, channel: NotificationChannel, on: boolean): Selections {
  return { ...selections, [notifId]: { ...selections[notifId], [channel]: on } };
}

/** The PUT payload: one entry per notification, in the order the groups list them. */
export function selectionsPayload(selections: Selections, subs: NotificationSubscriptions): { notif_id: NotificationType; channels: Record<NotificationChannel, boolean> }[] {
  return subs.subscriptions.flatMap((group) =>
    group.subscriptions.filter(({ notif_id }) => selections[notif_id]).map(({ notif_id }) => ({ notif_id, channels: { ...selections[notif_id] } })),
  );
}

/** After the stream was refused (or the server went away), it is tried again after 1 minute, then doubling up to 10. */
export const STREAM_RETRY_MS = 60_000;
export const STREAM_RETRY_MAX_MS = 10 * 60_000;

export function nextStreamRetryDelay(previous: number | null): number {
  return previous === null ? STREAM_RETRY_MS : Math.min(STREAM_RETRY_MAX_MS, previous * 2);
}
