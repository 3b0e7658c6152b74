import { COLLECTION_FIELD_MESSAGES, COLLECTION_MESSAGES, type CollectionField, type CollectionFileFormat } from '../../../common/collections.ts';
import type { AppContext } from '../../context.ts';
import { DomainError, InvalidError, type FieldErrors } from '../../errors.ts';
import { User } from '../users/models.ts';
import { reachCollection, type CollectionScope } from './access.ts';
import { itemDocument, readDocument, type ItemDocument, type ReadDocument } from './documents.ts';
import type { ItemInput } from './input.ts';
import { editItem, insertItem, setItemStatus } from './items.ts';
import { readMarkdownFile, sameAsMarkdown, writeMarkdownFile, type ExportedDocument } from './markdown.ts';
import { CollectionItemRow } from './models.ts';
import { sanitizeRichText, scriptAllowlist } from './sanitize.ts';
import { slugify } from './slugs.ts';
import { reachesRow } from '../workspaces/membership.ts';

// Import and export of a collection's items as files, so a folder in git can feed a blog. Import
// creates or updates items by slug, file by file: a file that fails is reported with its problems
// and the others are still imported.

export interface TransferFile {
  name: string;
  content: string;
}

export interface ImportFailure {
  file: string;
  message: string;
  errors?: FieldErrors;
}

export interface ImportResult {
  created: number;
  updated: number;
  errors: ImportFailure[];
}

export const TRANSFER_MESSAGES = {
  notJson: 'This file is not valid JSON.',
  notItem: 'Expected an item (an object) or a list of items.',
  author: 'No member of this site has this e-mail address.',
} as const;

/** The documents in one file: JSON holds one item or a list of them. */
function readJsonFile(file: TransferFile): ItemDocument[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(file.content);
  } catch {
    throw new InvalidError(TRANSFER_MESSAGES.notJson);
  }
  const documents = Array.isArray(parsed) ? parsed : [parsed];
  if (!documents.every((document) => document && typeof document === 'object' && !Array.isArray(document))) throw new InvalidError(TRANSFER_MESSAGES.notItem);
  return documents as ItemDocument[];
}

interface FileFormat {
  /** Of the files export writes. */
  extension: string;
  read(file: TransferFile, fields: readonly CollectionField[]): Promise<ItemDocument[]>;
  write(document: ExportedDocument, fields: readonly CollectionField[]): Promise<string>;
  /**
   * Whether a stored rich text and the one a file brings say the same in this format. Markdown
   * cannot hold every detail of the editor's HTML: a file exported and imported again keeps the
   * item's own HTML instead of replacing it with a re-rendering that only differs in markup.
   */
  sameText?(stored: string, incoming: string): Promise<boolean>;
}

const FORMATS: Record<CollectionFileFormat, FileFormat> = {
  json: { extension: 'json', read: async (file) => readJsonFile(file), write: async (document) => `${JSON.stringify(document, null, 2)}\n` },
  markdown: { extension: 'md', read: async (file, fields) => [await readMarkdownFile(file.content, fields)], write: writeMarkdownFile, sameText: sameAsMarkdown },
};

/** A file with one item names it: `hello-world.json` is the item `hello-world` unless it says otherwise. */
function slugFromName(name: string): string {
  const base = name.split('/').pop()!.replace(/\.[^.]+$/, '');
  return slugify(base, '');
}

async function authorByEmail(scope: CollectionScope, email: string): Promise<number> {
  const user = await User.findOne({ attributes: ['id'], where: { email } });
  if (!user || !(await reachesRow(user, scope.project))) throw InvalidError.field('author', TRANSFER_MESSAGES.author);
  return user.id;
}

interface ImportRun {
  ctx: AppContext;
  scope: CollectionScope;
  user: User;
  format: FileFormat;
  /** The script allowlist, read once per import for comparing rich texts as they would be stored. */
  allowlist: readonly string[];
}

/** The item's own body and rich-text values where the file's say the same in its format. */
async function keepSameTexts(run: ImportRun, existing: CollectionItemRow, input: ReadDocument['input']): Promise<void> {
  const same = run.format.sameText;
  if (!same) return;
  const unchanged = async (stored: unknown, incoming: unknown) =>
    typeof stored === 'string' && typeof incoming === 'string' && (await same(stored, sanitizeRichText(incoming, run.allowlist)));
  if (await unchanged(existing.body, input.body)) input.body = existing.body;
  if (!input.values) return;
  for (const field of run.scope.collection.fields) {
    if (field.type === 'richText' && (await unchanged(existing.values[field.key], input.values[field.key]))) input.values[field.key] = existing.values[field.key];
  }
}

/** Creates or updates one item from its document; true when it was created. */
async function importDocument(run: ImportRun, document: ItemDocument, fallbackSlug: string): Promise<boolean> {
  const { ctx, scope, user } = run;
  const read = readDocument(document);
  if (Object.keys(read.errors).length) throw new InvalidError(COLLECTION_FIELD_MESSAGES.invalid, read.errors);
  if (read.status === 'scheduled' && (!read.date || read.date.getTime() <= ctx.now().getTime())) throw InvalidError.field('date', COLLECTION_MESSAGES.scheduleInPast);
  const title = read.input.title?.trim() ?? '';
  const slug = read.input.slug?.trim() || fallbackSlug || (title ? slugify(title, '') : '');
  const existing = slug ? await CollectionItemRow.findOne({ where: { collection_id: scope.collection.id, slug } }) : null;
  if (existing) await keepSameTexts(run, existing, read.input);
  const input: ItemInput = { ...read.input, ...(slug ? { slug } : {}), ...(read.author ? { author_id: await authorByEmail(scope, read.author) } : {}) };
  const item = existing ? await editItem(ctx, { ...scope, item: existing }, user, input, null) : await insertItem(scope, user, input);
  const status = read.status ?? item.status;
  const live = status === 'scheduled' ? item.publish_at : item.published_at;
  const dateMoved = status !== 'draft' && read.date !== undefined && read.date.getTime() !== live?.getTime();
  if (status !== item.status || dateMoved) await setItemStatus(ctx, item, status, status === 'draft' ? null : (read.date ?? null));
  return !existing;
}

export async function importItems(ctx: AppContext, user: User, projectId: number, slug: string, format: CollectionFileFormat, files: TransferFile[]): Promise<ImportResult> {
  const scope = await reachCollection(user, projectId, slug);
  const run: ImportRun = { ctx, scope, user, format: FORMATS[format], allowlist: FORMATS[format].sameText ? await scriptAllowlist() : [] };
  const result: ImportResult = { created: 0, updated: 0, errors: [] };
  for (const file of files) {
    try {
      const documents = await run.format.read(file, scope.collection.fields);
      for (const [index, document] of documents.entries()) {
        const name = documents.length > 1 ? `${file.name}#${index + 1}` : file.name;
        try {
          if (await importDocument(run, document, documents.length === 1 ? slugFromName(file.name) : '')) result.created += 1;
          else result.updated += 1;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          result.errors.push({ file: name, message: error.message, ...(error.fields ? { errors: error.fields } : {}) });
        }
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      result.errors.push({ file: file.name, message: error.message, ...(error.fields ? { errors: error.fields } : {}) });
    }
  }
  return result;
}

/** Every item of the collection, oldest first, one file each named by its slug. */
export async function exportItems(user: User, projectId: number, slug: string, format: CollectionFileFormat): Promise<{ files: TransferFile[] }> {
  const { collection } = await reachCollection(user, projectId, slug);
  const items = await CollectionItemRow.findAll({ where: { collection_id: collection.id }, order: [['created_at', 'ASC'], ['id', 'ASC']] });
  const authorIds = [...new Set(items.map((item) => item.author_id).filter((id): id is number => id !== null))];
  const emails = new Map((authorIds.length ? await User.findAll({ attributes: ['id', 'email'], where: { id: authorIds } }) : []).map((author) => [author.id, author.email]));
  const files: TransferFile[] = [];
  for (const item of items) {
    const document = itemDocument(item, item.author_id === null ? null : (emails.get(item.author_id) ?? null));
    files.push({ name: `${item.slug}.${FORMATS[format].extension}`, content: await FORMATS[format].write(document, collection.fields) });
  }
  return { files };
}
