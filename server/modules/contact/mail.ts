import type { AppContext } from '../../context.ts';
import { defineJob } from '../../jobs/types.ts';
import { sendMail } from '../../mail/mailer.ts';
import { CONTACT_MAIL_JOB } from '../job-types.ts';
import { contactRecipient, findContactMessage } from './service.ts';

// The `contact-mail` job: one per message, tried again with a growing backoff (about two hours of
// attempts) while the mail server is down or refuses. Replies go straight to the sender.

const MAIL_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

export interface ContactMailPayload {
  messageId: number;
}

export type ContactMailResult = { sent: true; to: string } | { skipped: string };

async function sendContactMail(ctx: AppContext, payload: ContactMailPayload): Promise<ContactMailResult> {
  const message = await findContactMessage(payload.messageId);
  if (!message) return { skipped: 'the message was deleted' };
  const to = await contactRecipient();
  if (!to) return { skipped: 'no contact address is set and there is no admin' };
  await sendMail(ctx, {
    to,
    replyTo: message.email,
    subject: `Contact form: ${message.subject}`,
    template: 'contact-message',
    data: {
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      messages_url: `${ctx.config.appUrl.replace(/\/+$/, '')}/admin/contact-messages`,
    },
  });
  return { sent: true, to };
}

export const contactMailJob = defineJob<ContactMailPayload>({
  type: CONTACT_MAIL_JOB,
  maxAttempts: MAIL_ATTEMPTS,
  timeoutMs: 2 * 60_000,
  // 30 s, 1 min, 2 min… at most an hour.
  backoffMs: (attempt) => Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS),
  handler: (run) => sendContactMail(run.ctx, run.payload),
});
