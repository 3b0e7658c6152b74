import { COLLECTION_PATHS, type Collection, type CollectionField, type CollectionItem } from '../../../../../common/collections.ts';
import type { ListOrder } from './bindings.ts';

// Which items a list shows and in what order, and where a collection's pages are. Lists are
// newest first by published_at; `upcoming` lists go by the collection's first date field, from
// the build's day on, soonest first. Ties go by id, so the order never depends on the query's.

/** A tag as a path segment: letters and digits of any script, dashes between words. */
export function tagSlug(tag: string): string {
  return tag
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** A site path as a root-relative href. */
export function hrefOf(path: string): string {
  return `/${encodeURI(path)}`;
}

/** The file that serves a folder path ("blog/" → "blog/index.html"). */
export function fileOf(path: string): string {
  return path.endsWith('/') ? `${path}index.html` : path;
}

export interface ListFilter {
  tag?: string;
  author?: string;
}

function time(value: string | null | undefined): number {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? 0 : t;
}

function dateOf(item: CollectionItem, key: string): number | null {
  const value = item.values[key];
  const t = typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : Number.NaN;
  return Number.isNaN(t) ? null : t;
}

/** Lists of one build, each sorted and filtered once however many pages show it. */
export class ListIndex {
  private readonly sorted = new Map<string, CollectionItem[]>();
  private readonly startOfDay: number;

  constructor(
    private readonly sources: ReadonlyMap<string, { collection: Collection; items: CollectionItem[] }>,
    now: Date,
  ) {
    this.startOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  }

  collection(slug: string): Collection | null {
    return this.sources.get(slug)?.collection ?? null;
  }

  collectionById(id: number): Collection | null {
    for (const source of this.sources.values()) if (source.collection.id === id) return source.collection;
    return null;
  }

  /** The published item a reference field's value (an id or a slug) names. */
  referenced(field: CollectionField, value: unknown): CollectionItem | null {
    if (field.type !== 'reference' || !field.collection || value === null || value === undefined || value === '') return null;
    return this.items(field.collection, 'latest', {}).find((candidate) => candidate.id === Number(value) || candidate.slug === value) ?? null;
  }

  items(slug: string, order: ListOrder, filter: ListFilter & { specTag?: string | null }): CollectionItem[] {
    const key = JSON.stringify([slug, order, filter.specTag ?? null, filter.tag ?? null, filter.author ?? null]);
    let list = this.sorted.get(key);
    if (list) return list;
    const source = this.sources.get(slug);
    list = source ? [...source.items] : [];
    const tags = [filter.specTag, filter.tag].filter((tag): tag is string => Boolean(tag)).map(tagSlug);
    if (tags.length) list = list.filter((item) => tags.every((tag) => item.tags.some((own) => tagSlug(own) === tag)));
    if (filter.author) list = list.filter((item) => item.author?.slug === filter.author);
    const dateField = source?.collection.fields.find((field) => field.type === 'date')?.key;
    if (order === 'upcoming' && dateField) {
      list = list.filter((item) => (dateOf(item, dateField) ?? -Infinity) >= this.startOfDay);
      list.sort((a, b) => dateOf(a, dateField)! - dateOf(b, dateField)! || a.id - b.id);
    } else {
      list.sort((a, b) => time(b.published_at) - time(a.published_at) || b.id - a.id);
    }
    this.sorted.set(key, list);
    return list;
  }
}

/** The list pages of one listing (a collection, a tag, an author) under its base path, page 1 first. */
export function listPagePaths(base: string, pages: number): string[] {
  return Array.from({ length: Math.max(1, pages) }, (_, i) => COLLECTION_PATHS.page(base, i + 1));
}

/** The base path of a tag's or author's listing, without the trailing slash. */
export function listingBase(path: string): string {
  return path.replace(/\/+$/, '');
}

/** A page's folder path from its file ("blog.html" → "blog"); null where a collection cannot live (the home page). */
export function collectionBase(page: { index: number; path: string }): string | null {
  if (page.index === 0 || page.path === 'index.html') return null;
  const base = page.path.replace(/\.html$/, '');
  return base && base !== 'assets' && !base.includes('/') ? base : null;
}
