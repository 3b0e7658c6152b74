import { Op } from 'sequelize';
import { COLLECTION_LIMITS } from '../../../common/collections.ts';
import { CollectionItemRow, CollectionRow } from './models.ts';

// Slugs of collections and items, made the way projects make theirs: "Café & Bar!" → "cafe-bar".
// An item's slug is its address on the published site (`blog/<slug>/`), unique in its collection.

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Room for a "-123" suffix within the limit.
const BASE_CHARS = COLLECTION_LIMITS.slugChars - 6;

export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, BASE_CHARS)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

export function isSlug(value: string): boolean {
  return value.length <= COLLECTION_LIMITS.slugChars && SLUG_PATTERN.test(value);
}

/** The first of base, base-2, base-3… among `taken`. */
function firstFree(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}

const likeBase = (base: string) => ({ [Op.or]: [base, { [Op.like]: `${base}-%` }] });

/** A free item slug in the collection from the title (another item than `exceptId` holding it makes it base-2…). */
export async function freeItemSlug(collectionId: number, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title, 'item');
  const rows = await CollectionItemRow.findAll({
    attributes: ['slug'],
    where: { collection_id: collectionId, slug: likeBase(base), ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) },
  });
  return firstFree(base, new Set(rows.map((row) => row.slug)));
}

/** A free collection slug in the project from its name. */
export async function freeCollectionSlug(projectId: number, name: string): Promise<string> {
  const base = slugify(name, 'collection');
  const rows = await CollectionRow.findAll({ attributes: ['slug'], where: { project_id: projectId, slug: likeBase(base) } });
  return firstFree(base, new Set(rows.map((row) => row.slug)));
}
