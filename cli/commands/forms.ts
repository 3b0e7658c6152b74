import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { Option, type Command } from 'commander';
import { API_PREFIX } from '../../common/constants.ts';
import { SUBMISSION_STATUSES, type FormSubmission } from '../../common/forms.ts';
import type { SubmissionFilter, SubmissionList } from '../../server/modules/forms/service.ts';
import { CliError } from '../errors.ts';
import { SitewrightApi } from '../publishing/api.ts';
import { requireSite, withConnectionOptions, type ConnectionOptions } from '../publishing/connect.ts';
import { formatTime } from '../publishing/format.ts';
import { remoteTarget } from '../remote-target.ts';
import { cliConfig, print, printJson, requireMigrated, withDatabase } from '../runtime.ts';
import { table } from '../ui/table.ts';

// `sitewright forms`: a site's form submissions, listed or exported, in local mode (this install's
// database, as the first admin or --user) or remote mode (--server and an API token), through the
// same services and API as the Submissions view.

type Format = 'csv' | 'json';

interface FormsOptions extends ConnectionOptions {
  json?: boolean;
  csv?: boolean;
  status?: SubmissionFilter['status'];
  query?: string;
  form?: string;
  output?: string;
}

/** What the commands need, wherever the submissions are. */
interface SubmissionsSource {
  list(filter: SubmissionFilter, page: number, perPage: number): Promise<SubmissionList>;
  /** The export file's bytes, as the API answers them. */
  export(format: Format, filter: SubmissionFilter): Promise<Readable>;
}

const PAGE_SIZE = 100;
const ANSWERS_WIDTH = 60;

function withFilterOptions(command: Command): Command {
  return command
    .addOption(new Option('--status <status>', 'new, handled, spam, or all (new and handled, the default)').choices([...SUBMISSION_STATUSES, 'all']))
    .option('--query <text>', 'only submissions whose answers, e-mail or form name contain this')
    .option('--form <id>', 'only this form (its id, as the forms overview lists it)')
    .option('--json', 'JSON: {submissions}')
    .option('--csv', 'CSV: created_at, form, status, email, then one column per field');
}

export function registerFormsCommand(program: Command): void {
  const forms = program.command('forms').description("A site's form submissions: list or export them (local mode, or remote with --server and a token)");

  withConnectionOptions(
    withFilterOptions(forms.command('list').description("List a site's form submissions, newest first").argument('<project>', 'project id or slug')),
  ).action(async (project: string, options: FormsOptions) => listCommand(project, options));

  withConnectionOptions(
    withFilterOptions(
      forms
        .command('export')
        .description("Export a site's form submissions as CSV (the default) or JSON")
        .argument('<project>', 'project id or slug')
        .option('--output <file>', 'write to this file instead of standard output'),
    ),
  ).action(async (project: string, options: FormsOptions) => exportCommand(project, options));
}

function formatOf(options: FormsOptions, fallback: Format | 'table'): Format | 'table' {
  if (options.json && options.csv) throw new CliError('Choose one of --json and --csv');
  return options.json ? 'json' : options.csv ? 'csv' : fallback;
}

const filterOf = (options: FormsOptions): SubmissionFilter => ({ status: options.status ?? 'all', query: options.query, form: options.form });

function answers(submission: FormSubmission): string {
  const line = submission.fields
    .map((field) => field.value)
    .filter(Boolean)
    .join(' · ')
    .replace(/\s+/g, ' ');
  return line.length > ANSWERS_WIDTH ? `${line.slice(0, ANSWERS_WIDTH - 1)}…` : line;
}

async function allSubmissions(source: SubmissionsSource, filter: SubmissionFilter): Promise<SubmissionList> {
  const first = await source.list(filter, 1, PAGE_SIZE);
  const submissions = [...first.submissions];
  for (let page = 2; submissions.length < first.total; page += 1) {
    const next = await source.list(filter, page, PAGE_SIZE);
    if (!next.submissions.length) break;
    submissions.push(...next.submissions);
  }
  return { ...first, submissions, page: 1, per_page: submissions.length };
}

async function listCommand(ref: string, options: FormsOptions): Promise<void> {
  const format = formatOf(options, 'table');
  await withSubmissions(ref, options, async (source) => {
    if (format === 'csv') return pipeline(await source.export('csv', filterOf(options)), process.stdout, { end: false });
    const { submissions, counts } = await allSubmissions(source, filterOf(options));
    if (format === 'json') return printJson({ submissions });
    if (!submissions.length) process.stderr.write(`No submissions (new ${counts.new}, handled ${counts.handled}, spam ${counts.spam})\n`);
    else {
      print(table(['ID', 'RECEIVED', 'FORM', 'STATUS', 'EMAIL', 'ANSWERS'], submissions.map((s) => [String(s.id), formatTime(s.created_at), s.form_name, s.status, s.email ?? '', answers(s)])));
    }
  });
}

async function exportCommand(ref: string, options: FormsOptions): Promise<void> {
  const format = formatOf(options, 'csv') as Format;
  await withSubmissions(ref, options, async (source) => {
    const body = await source.export(format, filterOf(options));
    if (!options.output) return pipeline(body, process.stdout, { end: false });
    await pipeline(body, createWriteStream(options.output));
    process.stderr.write(`Exported the submissions of ${ref} to ${options.output}\n`);
  });
}

/** Runs `work` on the named site's submissions, here or on the server the options name. */
async function withSubmissions(ref: string, options: FormsOptions, work: (source: SubmissionsSource) => Promise<void>): Promise<void> {
  const target = remoteTarget(options);
  if (target) return work(await remoteSource(target.server, target.token, ref));
  const config = cliConfig();
  await withDatabase(config, async (db) => {
    await requireMigrated(db);
    await work(await localSource(options.user, ref));
  });
}

async function localSource(email: string | undefined, ref: string): Promise<SubmissionsSource> {
  const [{ actingUser }, { Project }, { findAccessibleProject }, { listSubmissions }, { exportSubmissions }, { NotFoundError }] = await Promise.all([
    import('../publishing/local.ts'),
    import('../../server/modules/projects/models.ts'),
    import('../../server/modules/projects/service.ts'),
    import('../../server/modules/forms/service.ts'),
    import('../../server/modules/forms/export.ts'),
    import('../../server/errors.ts'),
  ]);
  const user = await actingUser(email);
  const byId = /^\d+$/.test(ref) ? await Project.findByPk(Number(ref), { attributes: ['id'] }) : null;
  const found = byId ?? (await Project.findOne({ attributes: ['id'], where: { slug: ref } }));
  // Someone else's site is answered like a missing one, as the API does.
  const reachable = found && (await findAccessibleProject(user, found.id).catch((error: unknown) => (error instanceof NotFoundError ? null : Promise.reject(error))));
  if (!reachable) throw new CliError(`Project not found: ${ref}`);
  const projectId = reachable.id;
  return {
    list: (filter, page, perPage) => listSubmissions(user, projectId, { ...filter, page, per_page: perPage }),
    export: async (format, filter) => (await exportSubmissions(user, projectId, format, filter)).body,
  };
}

function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

async function remoteSource(server: string, token: string, ref: string): Promise<SubmissionsSource> {
  const { RemoteBackend } = await import('../publishing/remote.ts');
  const site = await requireSite(new RemoteBackend(server, token), ref);
  const api = new SitewrightApi(server, token);
  const base = `/projects/${site.id}/submissions`;
  return {
    list: (filter, page, perPage) => api.request<SubmissionList>('GET', `${base}?${query({ ...filter, page, per_page: perPage })}`),
    async export(format, filter) {
      const url = `${api.baseUrl}${API_PREFIX}${base}/export?${query({ ...filter, format })}`;
      const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } }).catch((error: unknown) => {
        throw new CliError(`Could not reach ${api.baseUrl}: ${(error as Error).message}`);
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        throw new CliError(body?.message ?? `${api.baseUrl} answered ${response.status}`);
      }
      return Readable.fromWeb(response.body as WebStream<Uint8Array>);
    },
  };
}
