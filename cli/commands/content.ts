import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Option, type Command } from 'commander';
import { COLLECTION_FILE_FORMATS, COLLECTION_LIMITS, POSTS_COLLECTION, type CollectionFileFormat, type CollectionItem } from '../../common/collections.ts';
import type { ImportResult, TransferFile } from '../../server/modules/collections/transfer.ts';
import { CliError } from '../errors.ts';
import { withConnectionOptions, type ConnectionOptions } from '../publishing/connect.ts';
import { formatTime } from '../publishing/format.ts';
import { remoteTarget } from '../remote-target.ts';
import { cliConfig, print, printJson, requireMigrated, withDatabase } from '../runtime.ts';
import { table } from '../ui/table.ts';
import type { ContentSource } from './content-sources.ts';

// `sitewright content`: a site's blog posts and collection items listed, imported from a folder of
// files (a CI job publishing posts from git) or exported to one, in local mode (this install's
// database) or remote mode (--server and an API token), through the same services and API.

interface ContentOptions extends ConnectionOptions {
  collection: string;
  format?: CollectionFileFormat;
  json?: boolean;
}

// One import request at most this big, so a large folder never meets the server's payload limit.
const IMPORT_BATCH_BYTES = 8 * 1024 * 1024;
const IMPORT_BATCH_FILES = 200;
const TITLE_WIDTH = 50;

/** The files each format reads from a folder; export names its files as the server does (`<slug>.json`, `<slug>.md`). */
const FORMAT_EXTENSIONS: Record<CollectionFileFormat, string[]> = { json: ['.json'], markdown: ['.md', '.markdown'] };

function withContentOptions(command: Command): Command {
  return withConnectionOptions(command.option('--collection <slug>', 'the collection', POSTS_COLLECTION.slug));
}

const formatOption = (description: string) => new Option('--format <format>', description).choices([...COLLECTION_FILE_FORMATS]);

export function registerContentCommand(program: Command): void {
  const content = program.command('content').description("A site's blog posts and collection items: list, import from a folder, export to one (local mode, or remote with --server and a token)");

  withContentOptions(content.command('list').description('List the items of a collection, newest first').argument('<project>', 'project id or slug').option('--json', 'print {items} as JSON')).action(
    async (project: string, options: ContentOptions) => listCommand(project, options),
  );

  withContentOptions(
    content
      .command('import')
      .description('Create or update items by slug from the files of a folder; a file that fails is reported and the others are imported')
      .argument('<project>', 'project id or slug')
      .argument('<folder>', 'a folder of item files (*.json: one item or a list of items each; *.md, *.markdown: one item each, front matter and body)')
      .addOption(formatOption('the file format (default: the one the folder has files of)'))
      .option('--json', 'print {created, updated, errors} as JSON'),
  ).action(async (project: string, folder: string, options: ContentOptions) => importCommand(project, folder, options));

  withContentOptions(
    content
      .command('export')
      .description('Write every item of a collection to a folder, one file each named by its slug')
      .argument('<project>', 'project id or slug')
      .argument('<folder>', 'the folder (created when missing; files of the same name are replaced)')
      .addOption(formatOption('the file format').default(COLLECTION_FILE_FORMATS[0]))
      .option('--json', 'print {path, files} as JSON'),
  ).action(async (project: string, folder: string, options: ContentOptions) => exportCommand(project, folder, options));
}

function note(line: string): void {
  process.stderr.write(`${line}\n`);
}

function clip(text: string, width: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

/** Runs `work` on the named site's content, here or on the server the options name. */
async function withContent(ref: string, options: ContentOptions, work: (source: ContentSource) => Promise<void>): Promise<void> {
  const target = remoteTarget(options);
  const { localSource, remoteSource } = await import('./content-sources.ts');
  if (target) return work(await remoteSource(target.server, target.token, ref));
  const config = cliConfig();
  await withDatabase(config, async (db) => {
    await requireMigrated(db);
    await work(await localSource(config, db, options.user, ref));
  });
}

async function allItems(source: ContentSource, collection: string): Promise<CollectionItem[]> {
  const items: CollectionItem[] = [];
  for (let page = 1; ; page += 1) {
    const result = await source.items(collection, page, COLLECTION_LIMITS.maxPerPage);
    items.push(...result.data);
    if (page >= result.meta.last_page || !result.data.length) return items;
  }
}

async function listCommand(ref: string, options: ContentOptions): Promise<void> {
  await withContent(ref, options, async (source) => {
    const items = await allItems(source, options.collection);
    if (options.json) return printJson({ items });
    if (!items.length) return note(`No items in ${options.collection} of ${source.site} yet`);
    const date = (item: CollectionItem) => {
      const when = item.status === 'scheduled' ? item.publish_at : item.published_at;
      return when ? formatTime(when) : '';
    };
    print(table(['ID', 'STATUS', 'DATE', 'SLUG', 'TITLE'], items.map((item) => [String(item.id), item.status, date(item), item.slug, clip(item.title, TITLE_WIDTH)])));
  });
}

function hasExtension(name: string, format: CollectionFileFormat): boolean {
  return FORMAT_EXTENSIONS[format].some((extension) => name.toLowerCase().endsWith(extension));
}

function extensionList(formats: readonly CollectionFileFormat[]): string {
  const extensions = formats.flatMap((format) => FORMAT_EXTENSIONS[format]);
  return extensions.length > 1 ? `${extensions.slice(0, -1).join(', ')} or ${extensions.at(-1)}` : extensions[0];
}

/** The folder's files of the format (without one: of the one format its files have), by name, not its subfolders. */
async function readFolder(folder: string, chosen: CollectionFileFormat | undefined): Promise<{ format: CollectionFileFormat; files: TransferFile[] }> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    throw new CliError(error.code === 'ENOENT' ? `No such folder: ${folder}` : error.code === 'ENOTDIR' ? `Not a folder: ${folder}` : error.message);
  });
  const all = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  const present = COLLECTION_FILE_FORMATS.filter((format) => all.some((name) => hasExtension(name, format)));
  if (!chosen && present.length > 1) throw new CliError(`${folder} has files of more than one format (${present.join(', ')}): choose one with --format`);
  const format = chosen ?? present[0];
  if (!format || !present.includes(format)) throw new CliError(`No ${extensionList(chosen ? [chosen] : COLLECTION_FILE_FORMATS)} files in ${folder}`);
  const names = all.filter((name) => hasExtension(name, format)).sort();
  return { format, files: await Promise.all(names.map(async (name) => ({ name, content: await readFile(join(folder, name), 'utf8') }))) };
}

function batches(files: TransferFile[]): TransferFile[][] {
  const result: TransferFile[][] = [];
  let batch: TransferFile[] = [];
  let bytes = 0;
  for (const file of files) {
    const size = Buffer.byteLength(file.content) + Buffer.byteLength(file.name);
    if (batch.length && (bytes + size > IMPORT_BATCH_BYTES || batch.length >= IMPORT_BATCH_FILES)) {
      result.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(file);
    bytes += size;
  }
  if (batch.length) result.push(batch);
  return result;
}

function failureLine(failure: ImportResult['errors'][number]): string {
  const fields = Object.entries(failure.errors ?? {})
    .filter(([, problem]) => problem !== failure.message)
    .map(([field, problem]) => `${field}: ${Array.isArray(problem) ? problem.join(' ') : problem}`);
  return `${failure.file}: ${failure.message}${fields.length ? ` (${fields.join('; ')})` : ''}`;
}

async function importCommand(ref: string, folder: string, options: ContentOptions): Promise<void> {
  const { format, files } = await readFolder(folder, options.format);
  await withContent(ref, options, async (source) => {
    const total: ImportResult = { created: 0, updated: 0, errors: [] };
    for (const batch of batches(files)) {
      const result = await source.importFiles(options.collection, format, batch);
      total.created += result.created;
      total.updated += result.updated;
      total.errors.push(...result.errors);
    }
    if (options.json) printJson(total);
    for (const failure of total.errors) note(failureLine(failure));
    note(`Imported into ${options.collection} of ${source.site}: ${total.created} created, ${total.updated} updated`);
    if (total.errors.length) throw new CliError(`${total.errors.length} of the items in ${folder} could not be imported (listed above)`);
  });
}

async function exportCommand(ref: string, folder: string, options: ContentOptions): Promise<void> {
  const format = options.format ?? COLLECTION_FILE_FORMATS[0];
  await withContent(ref, options, async (source) => {
    const files = await source.exportFiles(options.collection, format);
    await mkdir(folder, { recursive: true });
    // The name is the item's slug; basename keeps a name from outside this folder anyway.
    for (const file of files) await writeFile(join(folder, basename(file.name)), file.content);
    note(`Exported ${files.length} item${files.length === 1 ? '' : 's'} of ${options.collection} of ${source.site} to ${folder}`);
    if (options.json) printJson({ path: folder, files: files.map((file) => basename(file.name)) });
  });
}
