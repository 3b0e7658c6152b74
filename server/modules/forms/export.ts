import { Readable } from 'node:stream';
import type { FormSubmission } from '../../../common/forms.ts';
import { findAccessibleProject } from '../projects/service.ts';
import type { User } from '../users/models.ts';
import type { ExportFormat } from './limits.ts';
import { matchingSubmissions, type SubmissionFilter } from './service.ts';

// A site's submissions as a file: CSV for a spreadsheet (RFC 4180: CRLF lines, fields quoted
// when they hold a comma, quote or line break) or JSON for a program. What visitors typed goes
// into a spreadsheet the owner opens, so a value a spreadsheet would run as a formula (= + - @,
// or a tab or carriage return before one) is written with a leading apostrophe: it shows as text.

const FIXED_COLUMNS = ['created_at', 'form', 'status', 'email'];
/** Excel reads a CSV file as UTF-8 only with this mark first; other programs skip it. */
const BYTE_ORDER_MARK = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The field columns: every field name the submissions use, in the order first seen. */
async function fieldColumns(submissions: AsyncIterable<FormSubmission>): Promise<string[]> {
  const names = new Set<string>();
  for await (const submission of submissions) for (const field of submission.fields) names.add(field.name);
  return [...names];
}

function csvRow(submission: FormSubmission, columns: string[]): string {
  const values = new Map(submission.fields.map((field) => [field.name, field.value]));
  return csvLine([submission.created_at, submission.form_name, submission.status, submission.email ?? '', ...columns.map((name) => values.get(name) ?? '')]);
}

/** The CSV text, a line at a time: the submissions are read twice, once for the columns, once for the rows. */
export async function* submissionsCsv(read: () => AsyncIterable<FormSubmission>): AsyncGenerator<string> {
  const columns = await fieldColumns(read());
  yield BYTE_ORDER_MARK + csvLine([...FIXED_COLUMNS, ...columns]);
  for await (const submission of read()) yield csvRow(submission, columns);
}

/** `{"submissions": [...]}`, one submission per line. */
export async function* submissionsJson(submissions: AsyncIterable<FormSubmission>): AsyncGenerator<string> {
  yield '{"submissions":[';
  let first = true;
  for await (const submission of submissions) {
    yield `${first ? '\n' : ',\n'}${JSON.stringify(submission)}`;
    first = false;
  }
  yield '\n]}\n';
}

export interface SubmissionsExport {
  filename: string;
  contentType: string;
  body: Readable;
}

/** GET submissions/export: the submissions a filter matches (default: the inbox, spam left out), newest first. */
export async function exportSubmissions(user: User, projectId: number, format: ExportFormat, filter: SubmissionFilter = {}): Promise<SubmissionsExport> {
  const project = await findAccessibleProject(user, projectId);
  const read = () => matchingSubmissions(project.id, filter);
  const day = new Date().toISOString().slice(0, 10);
  const filename = `${project.slug}-submissions-${day}.${format}`;
  if (format === 'csv') return { filename, contentType: 'text/csv; charset=utf-8', body: Readable.from(submissionsCsv(read), { objectMode: false }) };
  return { filename, contentType: 'application/json; charset=utf-8', body: Readable.from(submissionsJson(read()), { objectMode: false }) };
}
