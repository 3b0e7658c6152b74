import type { CollectionItem } from '../../../../common/collections.ts';
import type { ItemChange } from './content-api.ts';

// An item as the editor holds it while the owner writes: the writable fields only. A save sends
// the fields that differ from the server's copy it is based on, with that copy's version.

export type ItemDraft = Required<ItemChange>;

export type DraftField = keyof ItemDraft;

const FIELDS: readonly DraftField[] = ['title', 'slug', 'body', 'values', 'tags', 'seo_title', 'seo_description', 'og_image', 'author_id'];

export function draftOf(item: CollectionItem): ItemDraft {
  return {
    title: item.title,
    slug: item.slug,
    body: item.body,
    values: { ...item.values },
    tags: [...item.tags],
    seo_title: item.seo_title,
    seo_description: item.seo_description,
    og_image: item.og_image,
    author_id: item.author?.id ?? null,
  };
}

/** The fields of `draft` that differ from `base`, the copy the server has (empty: nothing to save). */
export function draftChanges(draft: ItemDraft, base: ItemDraft): ItemChange {
  const change: ItemChange = {};
  for (const field of FIELDS) {
    if (JSON.stringify(draft[field]) !== JSON.stringify(base[field])) Object.assign(change, { [field]: draft[field] });
  }
  return change;
}

export function hasChanges(change: ItemChange): boolean {
  return Object.keys(change).length > 0;
}
