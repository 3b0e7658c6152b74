import { NOTIFICATION_TYPES, type NotificationChannel, type NotificationType } from '../../../common/notifications.ts';

// Every kind of notification: its name in the settings grid, its group, and what each channel
// does for a user who never changed it. The in-app channel is on for all; e-mail for what needs
// acting on or is about the account's safety; the browser channel is opt-in (it needs the
// browser's permission anyway).

export interface NotificationKind {
  type: NotificationType;
  name: string;
  group: string;
  defaults: Record<NotificationChannel, boolean>;
}

const kind = (type: NotificationType, name: string, group: string, email: boolean): NotificationKind => ({
  type,
  name,
  group,
  defaults: { app: true, email, browser: false },
});

/** In the order the settings page shows them (grouped by `group`, groups in order of first appearance). */
export const NOTIFICATION_CATALOGUE: readonly NotificationKind[] = [
  kind(NOTIFICATION_TYPES.workspaceInvitation, 'Invitations to join a workspace', 'Workspaces', true),
  kind(NOTIFICATION_TYPES.memberJoined, 'A member joined your workspace', 'Workspaces', false),
  kind(NOTIFICATION_TYPES.sitePublished, 'A site was published', 'Publishing', false),
  kind(NOTIFICATION_TYPES.publishFailed, 'Publishing a site failed', 'Publishing', true),
  kind(NOTIFICATION_TYPES.formSubmission, 'A visitor sent a form on your site', 'Sites', true),
  kind(NOTIFICATION_TYPES.generationFinished, 'An AI site generation finished', 'AI', false),
  kind(NOTIFICATION_TYPES.subscription, 'Subscription updates', 'Account', true),
  kind(NOTIFICATION_TYPES.newSignIn, 'New sign-in to your account', 'Account', true),
  kind(NOTIFICATION_TYPES.announcement, 'Announcements', 'Account', false),
];

const BY_TYPE = new Map(NOTIFICATION_CATALOGUE.map((entry) => [entry.type, entry]));

export function notificationKind(type: string): NotificationKind | null {
  return BY_TYPE.get(type as NotificationType) ?? null;
}
