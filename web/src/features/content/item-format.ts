import { COLLECTION_LIMITS, type CollectionItem, type ItemStatus } from '../../../../common/collections.ts';
import { trans } from '../../lib/i18n.tsx';

// What the lists and the editor say about an item: its status badge, its dates, its tags, and the
// date-time picker's value, all pure so the tests read them directly.

/** The name of a status in the owner's language. */
export function statusLabel(status: ItemStatus): string {
  const labels: Record<ItemStatus, string> = { draft: trans('Draft'), scheduled: trans('Scheduled'), published: trans('Published') };
  return labels[status];
}

/** "5 Mar 2025, 14:02" in the user's language; the raw text when it is not a date. */
export function formatDateTime(value: string, locale = 'en'): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat(locale, options).format(time);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(time);
  }
}

/** The time the badge names: when a scheduled item goes live, when a published one went live. */
export function statusTime(item: Pick<CollectionItem, 'status' | 'publish_at' | 'published_at'>): string | null {
  if (item.status === 'scheduled') return item.publish_at;
  if (item.status === 'published') return item.published_at;
  return null;
}

/** A Date as the value of <input type="datetime-local"> in the browser's time zone. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The picker's local value as an ISO 8601 instant; null when it is not a date. */
export function isoFromLocalInput(value: string): string | null {
  const time = new Date(value).getTime();
  return value && !Number.isNaN(time) ? new Date(time).toISOString() : null;
}

/** What a schedule can start from: the next whole hour from `now`. */
export function defaultScheduleTime(now: Date): string {
  const next = new Date(now.getTime());
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return localInputValue(next);
}

/** A tag as typed: spaces collapsed, cut to the limit; '' when nothing is left. */
export function normalizeTag(tag: string): string {
  return tag.replace(/\s+/g, ' ').trim().slice(0, COLLECTION_LIMITS.tagChars);
}

/** The tags with `typed` added (it may hold several separated by commas), without duplicates, at most the limit. */
export function addTags(tags: readonly string[], typed: string): string[] {
  const next = [...tags];
  for (const part of typed.split(',')) {
    const tag = normalizeTag(part);
    if (tag && !next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) next.push(tag);
  }
  return next.slice(0, COLLECTION_LIMITS.tags);
}

/** "About Us!" → "about-us": what the server makes of a title when no slug is given (the placeholder). */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, COLLECTION_LIMITS.slugChars);
}

/** Characters left of a counted field; negative past the limit. */
export function charactersLeft(value: string, limit: number): number {
  return limit - [...value].length;
}

/** A collection's name as shown: the blog's default name in the owner's language. */
export function collectionName(collection: { builtin: boolean; name: string }): string {
  return collection.builtin && collection.name === 'Posts' ? trans('Posts') : collection.name;
}
