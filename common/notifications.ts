// Notifications as the API and the web app see them.

import type { Pagination } from './pagination.ts';

export const NOTIFICATIONS_PER_PAGE = 30;

export const NOTIFICATION_CHANNELS = ['app', 'email', 'browser'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Icon names the web app knows. */
export const NOTIFICATION_ICONS = ['group-add', 'people', 'export-csv'] as const;

export interface NotificationAction {
  action: string;
  label: string;
}

export interface NotificationLine {
  type: 'primary' | 'secondary';
  /** HTML, sanitized by the server. */
  content: string;
  icon?: string | null;
  action?: NotificationAction | null;
}

export interface NotificationData {
  id: string;
  type: string;
  read_at: string | null;
  created_at: string;
  data: {
    image?: string | null;
    mainAction?: NotificationAction | null;
    lines: NotificationLine[];
    buttonActions?: NotificationAction[];
    /** Workspace invitations: the invite to join or decline. */
    inviteId?: string;
  };
}

export const NOTIFICATION_TYPES = {
  workspaceInvitation: 'workspace_invitation',
  memberJoined: 'workspace_member_joined',
  sitePublished: 'site_published',
  publishFailed: 'site_publish_failed',
  formSubmission: 'form_submission',
  generationFinished: 'ai_generation_finished',
  subscription: 'subscription_changed',
  newSignIn: 'new_sign_in',
  announcement: 'announcement',
} as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/** GET/PUT notifications/me/subscriptions. */
export interface NotificationSubscriptions {
  available_channels: NotificationChannel[];
  subscriptions: { group_name: string; subscriptions: { notif_id: NotificationType; name: string }[] }[];
  user_selections: { notif_id: NotificationType; channels: Record<NotificationChannel, boolean> }[];
}

export const NOTIFICATION_MESSAGES = {
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'Hang tight! Notifications will start showing up here soon.',
  blocked: 'Notifications blocked. Please enable them for this site from browser settings.',
  updatedPreferences: 'Updated preferences',
  unsubscribed: (name: string) => `You will no longer get "${name}" e-mails.`,
} as const;

/** GET notifications: `perPage` defaults to NOTIFICATIONS_PER_PAGE and may not exceed this. */
export const NOTIFICATIONS_MAX_PER_PAGE = 100;

/** GET notifications → `{pagination, unreadCount}`, newest first; unreadCount counts all pages. */
export interface NotificationList {
  pagination: Pagination<NotificationData>;
  unreadCount: number;
}

/** POST notifications/mark-as-read: the given ids, or every notification with `all: true`. Answers `{unreadCount}`. */
export interface MarkAsReadRequest {
  ids?: string[];
  all?: boolean;
}

/** PUT notifications/me/subscriptions; a channel left out keeps its current value. */
export interface NotificationSelectionsRequest {
  selections: { notif_id: NotificationType; channels: Partial<Record<NotificationChannel, boolean>> }[];
}

/**
 * GET notifications/unread-stream is a server-sent event stream of `unread` events, each with
 * `{"unreadCount": n}`: one at once, then one whenever the count changes. Lines starting with ":"
 * are heartbeats. In the browser: `new EventSource('/api/v1/notifications/unread-stream')` and
 * `addEventListener(NOTIFICATION_STREAM_EVENT, …)`; the browser reconnects by itself.
 */
export const NOTIFICATION_STREAM_EVENT = 'unread';

export interface UnreadCountEvent {
  unreadCount: number;
}

/**
 * Web Push (the browser channel). GET notifications/push-key → `{publicKey}` (the VAPID public key,
 * URL-safe base64: the `applicationServerKey` of `pushManager.subscribe`); POST
 * notifications/push-subscriptions with the PushSubscription's JSON (`{endpoint, keys: {p256dh,
 * auth}}`) registers this browser; DELETE notifications/push-subscriptions `{endpoint}` removes it.
 *
 * What the service worker receives in its `push` event (`event.data.json()`), encrypted per
 * RFC 8291 (aes128gcm): show `title` with `body`, open `url` (absolute) on click; `id` is the
 * in-app notification's id (use it as the notification's `tag`).
 */
export interface NotificationPushPayload {
  title: string;
  body: string;
  url: string;
  id: string;
}
