import { COLLECTION_FIELD_MESSAGES as MESSAGES, COLLECTION_LIMITS, COLLECTION_MESSAGES, type ItemInput } from '../../../common/collections.ts';
import type { FieldErrors } from '../../errors.ts';
import { sanitizeRichText } from './sanitize.ts';
import { isSlug } from './slugs.ts';
import { isImageAddress, normalizeTags } from './values.ts';

// The fields every item has, as a create or an edit sends them: what to store and each field's
// problem. Collection-defined values are values.ts's.

export type { ItemInput };

export interface ItemChanges {
  title?: string;
  slug?: string;
  body?: string;
  tags?: string[];
  seo_title?: string;
  seo_description?: string;
  og_image?: string;
}

function limited(value: string, max: number, key: string, errors: FieldErrors): string {
  const text = value.trim();
  if (text.length > max) errors[key] = MESSAGES.tooLong(max);
  return text;
}

/** `creating`: the title is required (an edit may leave it out). An empty slug means "from the title". */
export function checkItemFields(input: ItemInput, allowlist: readonly string[], creating: boolean): { changes: ItemChanges; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const changes: ItemChanges = {};
  if (input.title !== undefined || creating) {
    const title = (input.title ?? '').trim();
    if (!title) errors.title = COLLECTION_MESSAGES.fieldRequired;
    changes.title = limited(title, COLLECTION_LIMITS.titleChars, 'title', errors);
  }
  if (input.slug !== undefined && input.slug.trim() !== '') {
    changes.slug = input.slug.trim();
    if (!isSlug(changes.slug)) errors.slug = MESSAGES.slug;
  }
  if (input.body !== undefined) {
    changes.body = sanitizeRichText(input.body, allowlist);
    if (Buffer.byteLength(changes.body) > COLLECTION_LIMITS.bodyBytes) errors.body = MESSAGES.tooLarge(COLLECTION_LIMITS.bodyBytes);
  }
  if (input.tags !== undefined) {
    const tags = normalizeTags(input.tags);
    if (tags) changes.tags = tags;
    else errors.tags = MESSAGES.tags;
  }
  if (input.seo_title !== undefined) changes.seo_title = limited(input.seo_title, COLLECTION_LIMITS.seoTitleChars, 'seo_title', errors);
  if (input.seo_description !== undefined) changes.seo_description = limited(input.seo_description, COLLECTION_LIMITS.seoDescriptionChars, 'seo_description', errors);
  if (input.og_image !== undefined) {
    changes.og_image = input.og_image.trim();
    if (changes.og_image && !isImageAddress(changes.og_image)) errors.og_image = MESSAGES.image;
  }
  return { changes, errors };
}
