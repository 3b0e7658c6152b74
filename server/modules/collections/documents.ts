import { COLLECTION_FIELD_MESSAGES, ITEM_STATUSES, type ItemStatus } from '../../../common/collections.ts';
import type { FieldErrors } from '../../errors.ts';
import type { CollectionItemRow } from './models.ts';
import { normalizeDate } from './values.ts';

// An item as a file holds it (JSON, or Markdown front matter and body): what import reads and
// export writes. The author is named by e-mail, the date is when it went (or goes) live.

export interface ItemDocument {
  title?: unknown;
  slug?: unknown;
  status?: unknown;
  date?: unknown;
  tags?: unknown;
  author?: unknown;
  seo_title?: unknown;
  seo_description?: unknown;
  og_image?: unknown;
  values?: unknown;
  /** Sanitized HTML, as items store it. */
  body?: unknown;
}

/** A document's fields as the item API takes them, with each wrongly typed one's problem. */
export interface ReadDocument {
  input: { title?: string; slug?: string; body?: string; tags?: string[]; seo_title?: string; seo_description?: string; og_image?: string; values?: Record<string, unknown> };
  status?: ItemStatus;
  date?: Date;
  author?: string;
  errors: FieldErrors;
}

const STRING_FIELDS = ['title', 'slug', 'body', 'seo_title', 'seo_description', 'og_image'] as const;

export function readDocument(document: ItemDocument): ReadDocument {
  const read: ReadDocument = { input: {}, errors: {} };
  for (const key of STRING_FIELDS) {
    const value = document[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' || typeof value === 'number') read.input[key] = String(value);
    else read.errors[key] = COLLECTION_FIELD_MESSAGES.text;
  }
  if (document.tags !== undefined && document.tags !== null) {
    if (Array.isArray(document.tags)) read.input.tags = document.tags.map(String);
    else if (typeof document.tags === 'string') read.input.tags = document.tags.split(',');
    else read.errors.tags = COLLECTION_FIELD_MESSAGES.tags;
  }
  if (document.values !== undefined && document.values !== null) {
    if (typeof document.values === 'object' && !Array.isArray(document.values)) read.input.values = document.values as Record<string, unknown>;
    else read.errors.values = COLLECTION_FIELD_MESSAGES.unknownField;
  }
  if (document.status !== undefined && document.status !== null) {
    const status = ITEM_STATUSES.find((candidate) => candidate === document.status);
    if (status) read.status = status;
    else read.errors.status = COLLECTION_FIELD_MESSAGES.status;
  }
  if (document.date !== undefined && document.date !== null) {
    // YAML front matter reads an unquoted date as a Date.
    const text = document.date instanceof Date ? document.date.toISOString() : typeof document.date === 'string' ? document.date.trim() : '';
    const date = normalizeDate(text);
    if (date) read.date = new Date(date);
    else read.errors.date = COLLECTION_FIELD_MESSAGES.date;
  }
  if (typeof document.author === 'string' && document.author.trim()) read.author = document.author.trim().toLowerCase();
  return read;
}

/** The item as a document; `body` is its HTML. */
export function itemDocument(item: CollectionItemRow, authorEmail: string | null): Required<Omit<ItemDocument, 'date' | 'author'>> & { date?: string; author?: string } {
  const date = item.status === 'scheduled' ? item.publish_at : item.published_at;
  return {
    title: item.title,
    slug: item.slug,
    status: item.status,
    ...(date ? { date: new Date(date).toISOString() } : {}),
    tags: item.tags,
    ...(authorEmail ? { author: authorEmail } : {}),
    seo_title: item.seo_title,
    seo_description: item.seo_description,
    og_image: item.og_image,
    values: item.values,
    body: item.body,
  };
}
