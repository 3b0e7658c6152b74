import type { Collection, CollectionItem, ItemAuthor, ItemRevision } from '../../../common/collections.ts';
import type { CollectionItemRevisionRow, CollectionItemRow, CollectionRow } from './models.ts';

// Rows as the API, the CLI and the publisher see them.

const iso = (date: Date | string | null | undefined): string | null => (date ? new Date(date).toISOString() : null);

export function serializeCollection(row: CollectionRow, itemsCount: number): Collection {
  return {
    id: row.id,
    project_id: row.project_id,
    slug: row.slug,
    name: row.name,
    builtin: Boolean(row.builtin),
    fields: row.fields,
    template_page_id: row.template_page_id ?? null,
    items_count: itemsCount,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

export function serializeItem(row: CollectionItemRow, authors: ReadonlyMap<number, ItemAuthor>): CollectionItem {
  return {
    id: row.id,
    collection_id: row.collection_id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    publish_at: iso(row.publish_at),
    published_at: iso(row.published_at),
    author: row.author_id === null ? null : (authors.get(row.author_id) ?? null),
    body: row.body,
    values: row.values,
    tags: row.tags,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    og_image: row.og_image,
    sample: Boolean(row.sample),
    version: row.version,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}

export function serializeRevision(row: CollectionItemRevisionRow, authors: ReadonlyMap<number, ItemAuthor>): ItemRevision {
  return {
    id: row.id,
    item_id: row.item_id,
    title: row.title,
    author: row.author_id === null ? null : (authors.get(row.author_id) ?? null),
    created_at: iso(row.created_at)!,
  };
}
