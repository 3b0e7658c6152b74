import type { NotificationAction, NotificationChannel, NotificationLine, NotificationType } from '../../../common/notifications.ts';
import type { AppContext } from '../../context.ts';
import { enqueueJobs } from '../../jobs/service.ts';
import { User } from '../users/models.ts';
import { notificationKind } from './catalogue.ts';
import { absoluteLink, lineText, notificationContent, plainText } from './content.ts';
import { uuidv7 } from './ids.ts';
import { NOTIFICATION_MAIL_JOB, NOTIFICATION_PUSH_JOB } from '../job-types.ts';
import type { NotificationMailPayload } from './mail.ts';
import { Notification, PushSubscription } from './models.ts';
import { channelsFor } from './preferences.ts';
import type { NotificationPushJobPayload } from './push.ts';
import { announceUnreadChange } from './unread.ts';

/** What a module says happened; the notifications module stores it and delivers it on each channel the user keeps on. */
export interface NotificationInput {
  type: NotificationType;
  /** At least one; `content` is HTML (b, strong, i, em and a[href] are kept, the rest is stripped to its text). */
  lines: NotificationLine[];
  /** Where clicking the notification (or the e-mail's button) goes: a path of the app, or an absolute http(s) URL. */
  mainAction?: NotificationAction | null;
  buttonActions?: NotificationAction[];
  image?: string | null;
  inviteId?: string;
  /**
   * The e-mail's subject (default: the first line's text) and more values for a type's own
   * template, templates/emails/notification-<type>.html/.txt, when one exists; otherwise the
   * generic templates/emails/notification.* shows the lines and the main action as a button.
   */
  mail?: { subject: string; data?: Record<string, string> };
  /**
   * Deliver on these channels only (still as each user's preferences allow): for a module that
   * sends its own e-mail about the same event, `['app', 'browser']`.
   */
  channels?: NotificationChannel[];
}

const MAX_SUBJECT_LENGTH = 150;

/**
 * The one entry point every module calls. Never throws into the caller (a failure is logged):
 * a notification is never the reason the caller's work fails. The in-app notification is stored
 * at once (inside the caller's transaction when there is one, as a savepoint); e-mail and push
 * are background jobs, with retries, enqueued in the same step.
 */
export async function notify(ctx: AppContext, userIds: number | number[], input: NotificationInput): Promise<void> {
  try {
    await deliverNotification(ctx, Array.isArray(userIds) ? userIds : [userIds], input);
  } catch (error) {
    ctx.logger.error({ err: error, type: input.type }, 'could not deliver a notification');
  }
}

/** notify() for a caller that wants to know it failed (the CLI's `notify`): throws instead of logging. Resolves with the users that exist. */
export async function deliverNotification(ctx: AppContext, userIds: number[], input: NotificationInput): Promise<number[]> {
  const kind = notificationKind(input.type);
  if (!kind) throw new Error(`Unknown notification type "${input.type}"`);
  const data = notificationContent(input);
  if (!data.lines.length) throw new Error(`A ${input.type} notification has no line to show`);
  const wantedIds = [...new Set(userIds.filter((id) => Number.isInteger(id) && id > 0))];
  if (!wantedIds.length) return [];
  const present = (await User.findAll({ attributes: ['id'], where: { id: wantedIds } })).map((user) => user.id);
  const channels = await channelsFor(present, input.type);
  const on = (channel: NotificationChannel) => present.filter((id) => channels.get(id)![channel] && (!input.channels || input.channels.includes(channel)));
  const app = on('app');
  const email = on('email');
  const browser = on('browser');
  const subscriptions = browser.length ? await PushSubscription.findAll({ attributes: ['id', 'user_id'], where: { user_id: browser, disabled_at: null } }) : [];
  if (!app.length && !email.length && !subscriptions.length) return present;

  const ids = new Map(present.map((id) => [id, uuidv7()]));
  const { appUrl } = ctx.config;
  const subject = (input.mail?.subject ?? plainText(data.lines[0].content)).slice(0, MAX_SUBJECT_LENGTH);
  const url = absoluteLink(appUrl, data.mainAction?.action ?? '/notifications');
  const body = data.lines.map((line) => lineText(appUrl, line.content)).join('\n');

  // A savepoint inside the caller's transaction, its own transaction otherwise: all of it or
  // nothing, and the caller's work stands either way.
  await Notification.sequelize!.transaction(async () => {
    if (app.length) await Notification.bulkCreate(app.map((userId) => ({ id: ids.get(userId)!, user_id: userId, type: input.type, data })));
    // One batch per channel however many recipients: an announcement to everyone is two statements, not one per user.
    await enqueueJobs(
      NOTIFICATION_MAIL_JOB,
      email.map((userId): NotificationMailPayload => ({ userId, type: input.type, subject, data, values: input.mail?.data })),
    );
    await enqueueJobs(
      NOTIFICATION_PUSH_JOB,
      subscriptions.map(
        (subscription): NotificationPushJobPayload => ({
          subscriptionId: subscription.id,
          type: input.type,
          message: { title: kind.name, body, url, id: ids.get(subscription.user_id)! },
        }),
      ),
    );
  });
  announceUnreadChange(app);
  return present;
}
