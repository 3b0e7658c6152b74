import { NOTIFICATION_TYPES } from '../../../common/notifications.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transactions.ts';
import { enqueueJob } from '../../jobs/service.ts';
import { escapeHtml } from '../../html-escape.ts';
import { notify } from '../notifications/notify.ts';
import { Project } from '../projects/models.ts';
import { Deploy } from '../publishing/models.ts';
import { WorkspaceMember } from '../workspaces/models.ts';
import { FORM_MAIL_JOB, FORM_WEBHOOK_JOB } from '../job-types.ts';
import type { FormMailPayload, FormWebhookPayload } from './jobs.ts';
import type { FormSubmissionRow } from './models.ts';
import { storedFormSettings } from './settings.ts';

// What happens once a visitor's submission is stored: the e-mail to the site's recipients and the
// form's webhook are queued as jobs (retried while the mail server or the receiver fails), and
// everyone who can open the site hears of it in the app. Spam goes nowhere: it waits in the
// Submissions view's spam tab.
//
// The e-mail is this notification type's e-mail channel: the in-app notification is sent on the
// app and browser channels only, so a recipient who is also a member never gets a second mail for
// the same submission, and the mail job leaves out accounts that turned these e-mails off.

const PREVIEW_CHARS = 140;

/** Who can open the site: its owner for a site in their own workspace, every member for a team's. */
async function siteAudience(project: Project): Promise<number[]> {
  if (!project.workspace_id) return [project.user_id];
  const members = await WorkspaceMember.findAll({ attributes: ['user_id'], where: { workspace_id: project.workspace_id } });
  return members.map((member) => member.user_id);
}

/** The webhook of the form as the deploy that took the submission serves it. */
async function webhookOf(submission: FormSubmissionRow): Promise<string | null> {
  if (!submission.deploy_id) return null;
  const deploy = await Deploy.findByPk(submission.deploy_id, { attributes: ['id', 'forms'] });
  return deploy?.forms.find((form) => form.id === submission.form_id)?.webhook ?? null;
}

function preview(submission: FormSubmissionRow): string {
  const text = submission.fields
    .map((field) => field.value.trim())
    .filter(Boolean)
    .join(' · ')
    .replace(/\s+/g, ' ');
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;
}

async function deliver(ctx: AppContext, submission: FormSubmissionRow): Promise<void> {
  const project = await Project.findByPk(submission.project_id);
  if (!project) return;
  const [settings, webhook] = await Promise.all([storedFormSettings(project.id), webhookOf(submission)]);
  await inTransaction(Project.sequelize!, async () => {
    if (!settings || settings.email_enabled) await enqueueJob(FORM_MAIL_JOB, { submissionId: submission.id } satisfies FormMailPayload);
    if (webhook) await enqueueJob(FORM_WEBHOOK_JOB, { submissionId: submission.id, url: webhook } satisfies FormWebhookPayload);
  });
  const from = submission.email ? ` from ${escapeHtml(submission.email)}` : '';
  const summary = preview(submission);
  await notify(ctx, await siteAudience(project), {
    type: NOTIFICATION_TYPES.formSubmission,
    lines: [
      { type: 'primary', content: `New submission to <b>${escapeHtml(submission.form_name)}</b> on <b>${escapeHtml(project.name)}</b>${from}.` },
      ...(summary ? [{ type: 'secondary' as const, content: escapeHtml(summary) }] : []),
    ],
    mainAction: { action: `/dashboard/sites/${project.id}/submissions`, label: 'View submissions' },
    channels: ['app', 'browser'],
  });
}

/**
 * Called by the site-host intake right after a submission is stored. Never throws into
 * the caller: the visitor's submission is kept whatever happens here, and a failure is logged.
 */
export async function onSubmissionStored(ctx: AppContext, submission: FormSubmissionRow): Promise<void> {
  if (submission.status === 'spam') return;
  try {
    await deliver(ctx, submission);
  } catch (error) {
    ctx.logger.error({ err: error, submission: submission.id }, 'could not queue the deliveries of a form submission');
  }
}
