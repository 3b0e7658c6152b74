import { NOTIFICATION_TYPES } from '../../../common/notifications.ts';
import { isValidEmail } from '../../../common/validation.ts';
import type { AppContext } from '../../context.ts';
import { defineJob } from '../../jobs/types.ts';
import { sendMail } from '../../mail/mailer.ts';
import { escapeHtml } from '../../html-escape.ts';
import { channelEnabled } from '../notifications/preferences.ts';
import { Project, ProjectPage } from '../projects/models.ts';
import { User } from '../users/models.ts';
import { FormSubmissionRow } from './models.ts';
import { formSettingsRow, siteRecipients, storedFormSettings } from './settings.ts';
import { postWebhook, type WebhookBody } from './webhook.ts';
import { FORM_MAIL_JOB, FORM_WEBHOOK_JOB } from '../job-types.ts';

// The two deliveries of a submission, each a job of its own so a mail server that is down never
// holds up the webhook or the other way round. Both read the submission when they run: one
// deleted or marked spam meanwhile is not delivered.

export { FORM_MAIL_JOB, FORM_WEBHOOK_JOB };

const MAIL_ATTEMPTS = 8;
const WEBHOOK_ATTEMPTS = 5;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
// 30 s, 1 min, 2 min… at most an hour.
const backoffMs = (attempt: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS);

export interface FormMailPayload {
  submissionId: number;
}

export interface FormWebhookPayload {
  submissionId: number;
  /** The form's webhook as the deploy that took the submission declared it. */
  url: string;
}

type Skipped = { skipped: string };
export type FormMailResult = { sent: true; to: string[] } | Skipped;
export type FormWebhookResult = { delivered: true; status: number } | Skipped;

/** The submission and its project, or why there is nothing to deliver. */
async function deliverable(submissionId: number): Promise<{ submission: FormSubmissionRow; project: Project } | Skipped> {
  const submission = await FormSubmissionRow.findByPk(submissionId);
  if (!submission) return { skipped: 'the submission was deleted' };
  if (submission.status === 'spam') return { skipped: 'the submission is spam' };
  const project = await Project.findByPk(submission.project_id);
  if (!project) return { skipped: 'the site was deleted' };
  return { submission, project };
}

/** One line: a form or site name never carries a line break into the subject. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The recipients, less the accounts that turned this notification's e-mail off: the form mail is
 * the e-mail channel of `form_submission`, so a team member's notification settings are kept.
 */
async function wantingMail(addresses: string[]): Promise<string[]> {
  const users = addresses.length ? await User.findAll({ attributes: ['id', 'email'], where: { email: addresses } }) : [];
  const refusing = new Set<string>();
  for (const user of users) {
    if (!(await channelEnabled(user.id, NOTIFICATION_TYPES.formSubmission, 'email'))) refusing.add(user.email.toLowerCase());
  }
  return addresses.filter((address) => !refusing.has(address.toLowerCase()));
}

function receivedAt(date: Date, timezone: string | null | undefined): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'long' };
  try {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: timezone || 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(date);
  }
}

function fieldsHtml(submission: FormSubmissionRow): string {
  const cell = 'padding:8px 12px 8px 0;border-top:1px solid #e5e7eb;vertical-align:top;text-align:left';
  return submission.fields
    .map((field) => `<tr><th style="${cell};width:35%">${escapeHtml(field.label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(field.value)}</td></tr>`)
    .join('\n      ');
}

function fieldsText(submission: FormSubmissionRow): string {
  return submission.fields.map((field) => `${field.label}:\n${field.value || '(empty)'}`).join('\n\n');
}

async function sendSubmissionMail(ctx: AppContext, payload: FormMailPayload): Promise<FormMailResult> {
  const found = await deliverable(payload.submissionId);
  if ('skipped' in found) return found;
  const { submission, project } = found;
  const settings = await storedFormSettings(project.id);
  if (settings && !settings.email_enabled) return { skipped: 'e-mail is off for this site' };
  const to = await wantingMail(await siteRecipients(project, settings));
  if (!to.length) return { skipped: 'the site has no e-mail recipient' };
  const [page, owner] = await Promise.all([
    submission.page_id ? ProjectPage.findOne({ attributes: ['name'], where: { project_id: project.id, page_id: submission.page_id } }) : null,
    User.findByPk(project.user_id, { attributes: ['timezone'] }),
  ]);
  const replyTo = submission.email && isValidEmail(submission.email) ? submission.email : undefined;
  const subject = oneLine(`New submission: ${submission.form_name} on ${project.name}`);
  const submissionsUrl = `${ctx.config.appUrl.replace(/\/+$/, '')}/dashboard/sites/${project.id}/submissions`;
  await sendMail(ctx, {
    to: to.join(', '),
    replyTo,
    subject,
    template: 'form-submission',
    data: {
      subject,
      form_name: submission.form_name,
      project_name: project.name,
      page_suffix: page ? ` (${page.name})` : '',
      received_at: receivedAt(new Date(submission.created_at), owner?.timezone),
      fields_html: fieldsHtml(submission),
      fields_text: fieldsText(submission),
      reply_hint: replyTo ? `Reply to this e-mail to answer ${replyTo}.` : 'The visitor left no e-mail address.',
      submissions_url: submissionsUrl,
      settings_url: `${submissionsUrl}?tab=settings`,
    },
  });
  return { sent: true, to };
}

async function callWebhook(ctx: AppContext, payload: FormWebhookPayload, signal: AbortSignal): Promise<FormWebhookResult> {
  const found = await deliverable(payload.submissionId);
  if ('skipped' in found) return found;
  const { submission, project } = found;
  const settings = await formSettingsRow(project.id);
  const body: WebhookBody = {
    event: 'form.submission',
    site: { id: project.id, name: project.name, slug: project.slug },
    form: { id: submission.form_id, name: submission.form_name },
    submission: { id: submission.id, created_at: new Date(submission.created_at).toISOString(), email: submission.email ?? null, fields: submission.fields },
  };
  const status = await postWebhook(ctx, payload.url, settings.webhook_secret, body, signal);
  // Anything but a 2xx is tried again later (a redirect is not followed: the URL is the owner's to fix).
  if (status < 200 || status > 299) throw new Error(`The webhook answered ${status}`);
  return { delivered: true, status };
}

export const formMailJob = defineJob<FormMailPayload>({
  type: FORM_MAIL_JOB,
  maxAttempts: MAIL_ATTEMPTS,
  timeoutMs: 2 * 60_000,
  backoffMs,
  handler: (run) => sendSubmissionMail(run.ctx, run.payload),
});

export const formWebhookJob = defineJob<FormWebhookPayload>({
  type: FORM_WEBHOOK_JOB,
  maxAttempts: WEBHOOK_ATTEMPTS,
  timeoutMs: 60_000,
  backoffMs,
  handler: (run) => callWebhook(run.ctx, run.payload, run.signal),
});
