import type { NotificationData, NotificationType } from '../../../common/notifications.ts';
import { NotFoundError } from '../../errors.ts';
import { defineJob } from '../../jobs/types.ts';
import { sendMail } from '../../mail/mailer.ts';
import { escapeHtml } from '../../html-escape.ts';
import { hasEmailTemplate } from '../../mail/templates.ts';
import { User } from '../users/models.ts';
import { displayName } from '../users/service.ts';
import { notificationKind } from './catalogue.ts';
import { absoluteLink, absoluteLinksHtml, lineText } from './content.ts';
import { channelEnabled } from './preferences.ts';
import { unsubscribeUrl } from './unsubscribe.ts';
import { NOTIFICATION_MAIL_JOB } from '../job-types.ts';

// The e-mail channel: a `notification-mail` job per user and notification, so the request (or
// job) that caused it never waits for the mail server, and a mail server that is down or refuses
// is tried again with a growing backoff: about two hours of attempts before the job gives up.

export { NOTIFICATION_MAIL_JOB };
const MAIL_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

export interface NotificationMailPayload {
  userId: number;
  type: NotificationType;
  subject: string;
  data: NotificationData['data'];
  /** More values for a type's own template (templates/emails/notification-<type>.html/.txt), when it has one. */
  values?: Record<string, string>;
}

export type NotificationMailResult = { sent: true } | { skipped: string };

const BUTTON_STYLE = 'display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px;font-weight:600';

async function sendNotificationMail(ctx: Parameters<typeof sendMail>[0], payload: NotificationMailPayload): Promise<NotificationMailResult> {
  const kind = notificationKind(payload.type);
  if (!kind) throw new NotFoundError(`Unknown notification type ${payload.type}`);
  const user = await User.findByPk(payload.userId);
  if (!user) return { skipped: 'the user was deleted' };
  // Checked again when it is sent: e-mail turned off (or unsubscribed) meanwhile stays off.
  if (!(await channelEnabled(user.id, payload.type, 'email'))) return { skipped: 'e-mail is off for this notification' };
  const { appUrl } = ctx.config;
  const action = payload.data.mainAction ?? null;
  const actionUrl = action ? absoluteLink(appUrl, action.action) : '';
  const unsubscribe = unsubscribeUrl(ctx, user.id, payload.type);
  const template = hasEmailTemplate(`notification-${payload.type}`) ? `notification-${payload.type}` : 'notification';
  await sendMail(ctx, {
    to: user.email,
    subject: payload.subject,
    template,
    data: {
      ...payload.values,
      subject: payload.subject,
      type_name: kind.name,
      display_name: displayName(user),
      // Sanitized when the notification was made (content.ts); links to app paths made absolute here.
      lines_html: payload.data.lines.map((line) => `<p style="margin:0 0 12px">${absoluteLinksHtml(appUrl, line.content)}</p>`).join('\n'),
      lines_text: payload.data.lines.map((line) => lineText(appUrl, line.content)).join('\n\n'),
      action_html: action ? `<p style="margin:24px 0 8px"><a href="${escapeHtml(actionUrl)}" style="${BUTTON_STYLE}">${escapeHtml(action.label)}</a></p>` : '',
      action_text: action ? `\n${action.label}: ${actionUrl}\n` : '',
      unsubscribe_url: unsubscribe,
      settings_url: `${appUrl}/notifications/settings`,
    },
    // RFC 2369 and RFC 8058: mail clients offer their own unsubscribe button, which POSTs to the link.
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return { sent: true };
}

export const notificationMailJob = defineJob<NotificationMailPayload>({
  type: NOTIFICATION_MAIL_JOB,
  maxAttempts: MAIL_ATTEMPTS,
  timeoutMs: 2 * 60_000,
  // 30 s, 1 min, 2 min… at most an hour.
  backoffMs: (attempt) => Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS),
  handler: (run) => sendNotificationMail(run.ctx, run.payload),
});
