import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { CliError } from '../../errors.ts';
import { cliConfig, print, printJson, requireMigrated, withDatabase } from '../../runtime.ts';
import { table } from '../../ui/table.ts';

interface JsonOptions {
  json?: boolean;
}

interface CreateOptions extends JsonOptions {
  file: string;
  title: string;
  slug?: string;
}

// The limits the admin API applies, so a page made here could have been made in the browser.
const MAX_TITLE_LENGTH = 255;
const MAX_BODY_LENGTH = 500_000;

export function registerAdminPagesCommand(admin: Command): void {
  const pages = admin.command('pages').description('Custom content pages (shown at /pages/<slug>)');

  pages
    .command('list')
    .description('List the custom pages, most recently updated first')
    .option('--json', 'print {pages} as JSON, bodies included')
    .action(async (options: JsonOptions) => listCommand(options));

  pages
    .command('create')
    .description('Create a page whose body is the HTML of a file; scripts, event handlers and other unsafe markup are removed on save')
    .requiredOption('--file <path>', 'the HTML file with the page body')
    .requiredOption('--title <title>', 'the page title')
    .option('--slug <slug>', 'the address of the page: lowercase words joined by hyphens (default: from the title)')
    .option('--json', 'print {page} as JSON')
    .action(async (options: CreateOptions) => createCommand(options));
}

async function services() {
  return import('../../../server/modules/pages/admin-service.ts');
}

async function withPages<T>(work: () => Promise<T>): Promise<T> {
  return withDatabase(cliConfig(), async (db) => {
    await requireMigrated(db);
    return work();
  });
}

function date(value: string): string {
  return value.slice(0, 10);
}

async function listCommand(options: JsonOptions): Promise<void> {
  const { listCustomPages } = await services();
  const pages = await withPages(async () => {
    const all = [];
    for (let page = 1; ; page += 1) {
      const result = await listCustomPages({ page, perPage: 100, orderDir: 'desc', filters: [] });
      all.push(...result.data);
      if (page >= result.last_page) return all;
    }
  });
  if (options.json) return printJson({ pages });
  if (pages.length === 0) return print('There are no custom pages yet');
  print(table(['ID', 'Title', 'Slug', 'Updated'], pages.map((page) => [String(page.id), page.title, page.slug, date(page.updated_at)])));
}

async function readBody(path: string): Promise<string> {
  let body: string;
  try {
    body = await readFile(path, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  if (body.length > MAX_BODY_LENGTH) throw new CliError(`${path} is too long for a page body: at most ${MAX_BODY_LENGTH} characters`);
  return body;
}

async function createCommand(options: CreateOptions): Promise<void> {
  const { createCustomPage, PAGE_SLUG_PATTERN, SLUG_MAX_LENGTH } = await services();
  const title = options.title.trim();
  if (!title || title.length > MAX_TITLE_LENGTH) throw new CliError(`--title takes 1 to ${MAX_TITLE_LENGTH} characters`);
  const slug = options.slug?.trim().toLowerCase();
  if (slug !== undefined && (!PAGE_SLUG_PATTERN.test(slug) || slug.length > SLUG_MAX_LENGTH)) {
    throw new CliError(`--slug "${options.slug}" is not a slug: use lowercase letters and digits joined by hyphens, not digits alone, at most ${SLUG_MAX_LENGTH} characters`);
  }
  const body = await readBody(options.file);
  const page = await withPages(() => createCustomPage({ title, slug, body }));
  if (options.json) return printJson({ page });
  print(`Created the page "${page.title}" (id ${page.id}) at /pages/${page.slug}`);
}
