import { col, fn, Op, where as sqlWhere, type WhereOptions } from 'sequelize';
import { formDefinitions, SUBMISSION_STATUSES, type FormDefinition, type FormSubmission, type SubmissionStatus } from '../../../common/forms.ts';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import { outboundGuard, OutboundRefusedError } from '../../security/outbound.ts';
import { ProjectPage } from '../projects/models.ts';
import { findAccessibleProject } from '../projects/service.ts';
import type { User } from '../users/models.ts';
import { SUBMISSIONS_MAX_PER_PAGE, SUBMISSIONS_PER_PAGE } from './limits.ts';
import { FormSubmissionRow } from './models.ts';
import { siteRecipients, storedFormSettings } from './settings.ts';

// The owner's side of a site's forms: the submissions inbox (list, search, read, mark, delete),
// shared by the HTTP API and the CLI, and the forms overview the publish dialog shows. Every call
// starts from a project the requester reaches (their own, or their team's); anything else is the
// same 404 as a project that does not exist.

export const SUBMISSION_NOT_FOUND_MESSAGE = 'Submission not found.';

/** `all` is the inbox: new and handled, never spam (spam is only listed when asked for). */
export type SubmissionFilterStatus = SubmissionStatus | 'all';

export interface SubmissionFilter {
  query?: string;
  status?: SubmissionFilterStatus;
  /** A form id. */
  form?: string;
}

export interface SubmissionListQuery extends SubmissionFilter {
  page?: number;
  per_page?: number;
}

export type SubmissionCounts = Record<SubmissionStatus, number>;

export interface SubmissionList {
  submissions: FormSubmission[];
  total: number;
  page: number;
  per_page: number;
  /** Per status, for the same search and form (whatever `status` asked for). */
  counts: SubmissionCounts;
}

export function serializeSubmission(row: FormSubmissionRow): FormSubmission {
  return {
    id: row.id,
    project_id: row.project_id,
    form_id: row.form_id,
    form_name: row.form_name,
    page_id: row.page_id ?? null,
    fields: row.fields ?? [],
    email: row.email ?? null,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    handled_at: row.handled_at ? new Date(row.handled_at).toISOString() : null,
  };
}

const statusesOf = (status: SubmissionFilterStatus = 'all'): SubmissionStatus[] => (status === 'all' ? ['new', 'handled'] : [status]);

/**
 * The rows a search may match, found by the database: the needle anywhere in the stored answers
 * (as JSON spells it), the e-mail or the form name. The stored answers also hold field names and
 * labels, so `matchesQuery` keeps only the rows whose values match.
 */
function candidateClause(needle: string): WhereOptions {
  const inColumn = (name: string, text: string) => sqlWhere(fn('instr', fn('lower', col(name)), text), Op.gt, 0);
  return { [Op.or]: [inColumn('fields', JSON.stringify(needle).slice(1, -1)), inColumn('email', needle), inColumn('form_name', needle)] };
}

function matchesQuery(row: FormSubmissionRow, needle: string): boolean {
  const texts = [row.form_name, row.email ?? '', ...(row.fields ?? []).map((field) => field.value)];
  return texts.some((text) => text.toLowerCase().includes(needle));
}

function baseWhere(projectId: number, filter: SubmissionFilter): WhereOptions {
  return { project_id: projectId, ...(filter.form ? { form_id: filter.form } : {}) };
}

const ORDER: [string, string][] = [
  ['created_at', 'DESC'],
  ['id', 'DESC'],
];

const noCounts = (): SubmissionCounts => ({ new: 0, handled: 0, spam: 0 });

/** Without a search, the database counts and pages; a search is refined row by row (see candidateClause). */
async function listRows(projectId: number, filter: SubmissionFilter, page: number, perPage: number): Promise<{ rows: FormSubmissionRow[]; total: number; counts: SubmissionCounts }> {
  const statuses = statusesOf(filter.status);
  const needle = filter.query?.trim().toLowerCase();
  const counts = noCounts();
  if (needle) {
    const candidates = await FormSubmissionRow.findAll({ where: { ...baseWhere(projectId, filter), ...candidateClause(needle) }, order: ORDER });
    const matching = candidates.filter((row) => matchesQuery(row, needle));
    for (const row of matching) counts[row.status as SubmissionStatus] += 1;
    const listed = matching.filter((row) => statuses.includes(row.status as SubmissionStatus));
    return { rows: listed.slice((page - 1) * perPage, page * perPage), total: listed.length, counts };
  }
  const grouped = (await FormSubmissionRow.findAll({
    attributes: ['status', [fn('COUNT', col('id')), 'n']],
    where: baseWhere(projectId, filter),
    group: ['status'],
    raw: true,
  })) as unknown as { status: SubmissionStatus; n: number | string }[];
  for (const { status, n } of grouped) if (SUBMISSION_STATUSES.includes(status)) counts[status] = Number(n);
  const rows = await FormSubmissionRow.findAll({ where: { ...baseWhere(projectId, filter), status: statuses }, order: ORDER, limit: perPage, offset: (page - 1) * perPage });
  return { rows, total: statuses.reduce((sum, status) => sum + counts[status], 0), counts };
}

/** GET submissions: newest first, `per_page` at most 100. */
export async function listSubmissions(user: User, projectId: number, query: SubmissionListQuery = {}): Promise<SubmissionList> {
  const project = await findAccessibleProject(user, projectId);
  const page = Math.max(1, query.page ?? 1);
  const perPage = Math.min(Math.max(1, query.per_page ?? SUBMISSIONS_PER_PAGE), SUBMISSIONS_MAX_PER_PAGE);
  const { rows, total, counts } = await listRows(project.id, query, page, perPage);
  return { submissions: rows.map(serializeSubmission), total, page, per_page: perPage, counts };
}

/**
 * Every submission a filter matches, newest first, read in batches below the last id seen: an
 * export of a busy site never sits in memory whole, and a submission arriving meanwhile neither
 * shifts the batches nor appears twice.
 */
export async function* matchingSubmissions(projectId: number, filter: SubmissionFilter, batchSize = 500): AsyncGenerator<FormSubmission> {
  const needle = filter.query?.trim().toLowerCase();
  const where = { ...baseWhere(projectId, filter), status: statusesOf(filter.status), ...(needle ? candidateClause(needle) : {}) };
  let below: number | null = null;
  for (;;) {
    const rows: FormSubmissionRow[] = await FormSubmissionRow.findAll({ where: below === null ? where : { ...where, id: { [Op.lt]: below } }, order: [['id', 'DESC']], limit: batchSize });
    for (const row of rows) if (!needle || matchesQuery(row, needle)) yield serializeSubmission(row);
    if (rows.length < batchSize) return;
    below = rows[rows.length - 1].id;
  }
}

async function findSubmission(user: User, projectId: number, submissionId: number): Promise<FormSubmissionRow> {
  const project = await findAccessibleProject(user, projectId);
  const row = await FormSubmissionRow.findOne({ where: { id: submissionId, project_id: project.id } });
  if (!row) throw new NotFoundError(SUBMISSION_NOT_FOUND_MESSAGE);
  return row;
}

export async function getSubmission(user: User, projectId: number, submissionId: number): Promise<FormSubmission> {
  return serializeSubmission(await findSubmission(user, projectId, submissionId));
}

/** Marks a submission handled (stamped now), new again, or spam. */
export async function setSubmissionStatus(user: User, projectId: number, submissionId: number, status: SubmissionStatus): Promise<FormSubmission> {
  const row = await findSubmission(user, projectId, submissionId);
  if (row.status !== status) await row.update({ status, handled_at: status === 'handled' ? new Date() : null });
  return serializeSubmission(row);
}

export async function deleteSubmission(user: User, projectId: number, submissionId: number): Promise<void> {
  await (await findSubmission(user, projectId, submissionId)).destroy();
}

export interface FormsOverview {
  forms: (FormDefinition & { submissions: number })[];
  /** What would go wrong with the forms as the pages are now; the publish dialog shows these. */
  warnings: string[];
}

/** Why the server will not call this webhook URL, or null when it will try. */
function refusedWebhook(ctx: AppContext, url: string): string | null {
  try {
    outboundGuard(ctx.config).checkHost(new URL(url).hostname);
    return null;
  } catch (error) {
    if (error instanceof OutboundRefusedError) return error.reason;
    throw error;
  }
}

/**
 * GET forms: the forms of the project's current (saved, not necessarily published) pages, each
 * with its submissions outside spam, and warnings: a form whose submissions reach nobody (e-mail
 * off or no recipient, and no webhook), a webhook the server refuses to call.
 */
export async function formsOverview(ctx: AppContext, user: User, projectId: number): Promise<FormsOverview> {
  const project = await findAccessibleProject(user, projectId);
  const pages = await ProjectPage.findAll({ attributes: ['page_id', 'name', 'html'], where: { project_id: project.id }, order: [['position', 'ASC']] });
  const definitions = formDefinitions(pages.map((page) => ({ id: page.page_id, name: page.name, html: page.html })));
  const counted = (await FormSubmissionRow.findAll({
    attributes: ['form_id', [fn('COUNT', col('id')), 'n']],
    where: { project_id: project.id, status: { [Op.ne]: 'spam' } },
    group: ['form_id'],
    raw: true,
  })) as unknown as { form_id: string; n: number | string }[];
  const counts = new Map(counted.map((row) => [row.form_id, Number(row.n)]));
  const settings = await storedFormSettings(project.id);
  const emailEnabled = settings ? Boolean(settings.email_enabled) : true;
  const mailed = emailEnabled && (await siteRecipients(project, settings)).length > 0;
  const warnings: string[] = [];
  for (const form of definitions) {
    const where = `The form “${form.name}” on ${form.pageName}`;
    if (!mailed && !form.webhook) {
      const why = emailEnabled ? 'there are no e-mail recipients' : 'e-mail is off';
      warnings.push(`${where} has no recipient: ${why} and it has no webhook. Submissions are only kept in Submissions.`);
    }
    const refused = form.webhook ? refusedWebhook(ctx, form.webhook) : null;
    if (refused) warnings.push(`${where} has a webhook the server will not call: ${refused}.`);
  }
  return { forms: definitions.map((form) => ({ ...form, submissions: counts.get(form.id) ?? 0 })), warnings };
}
