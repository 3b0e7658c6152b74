import { COLLECTION_FIELD_MESSAGES as MESSAGES, COLLECTION_LIMITS, COLLECTION_MESSAGES, type CollectionField } from '../../../common/collections.ts';
import type { FieldErrors } from '../../errors.ts';
import { sanitizeRichText } from './sanitize.ts';

// An item's values checked against its collection's fields, one rule per field type. Each value is
// normalized as it is stored (rich text sanitized, a date in ISO 8601, a number as a number); an
// empty value is left out. Problems are named per field, as `values.<key>`.

export interface ValueRules {
  fields: CollectionField[];
  allowlist: readonly string[];
  /** Whether `id` is an item of the project's collection with this slug. */
  referenceExists(collection: string, id: number): Promise<boolean>;
}

type Checked = { value: unknown } | { error: string };

const MAX_URL_CHARS = 2048;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;
const URL_CHARACTERS = /^[^\s<>"'`\\]+$/;

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** `/storage/…` on this site, never `//host` (another site without a scheme). */
function isRootPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

/** An https picture or an upload's address on this site. */
export function isImageAddress(value: string): boolean {
  return value.length <= MAX_URL_CHARS && URL_CHARACTERS.test(value) && (isHttpUrl(value) || isRootPath(value));
}

/** A web address, a mailto: address or a path on the site (relative, root-relative or an anchor). */
function isLinkAddress(value: string): boolean {
  if (value.length > MAX_URL_CHARS || !URL_CHARACTERS.test(value)) return false;
  if (/^mailto:/i.test(value)) return EMAIL.test(decodeURIComponent(value.slice(7).split('?')[0]));
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return isHttpUrl(value);
  return !value.startsWith('//');
}

/** A calendar date stays YYYY-MM-DD; a time becomes UTC ISO 8601. */
export function normalizeDate(value: string): string | null {
  const day = DATE_ONLY.exec(value);
  if (day) {
    const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return date.toISOString().slice(0, 10) === value ? value : null;
  }
  if (!DATE_TIME.test(value)) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** Trimmed, without repeats (compared case-insensitively), or null when there are too many or one is too long. */
export function normalizeTags(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const entry of value) {
    if (typeof entry !== 'string') return null;
    const tag = entry.trim().replace(/\s+/g, ' ');
    if (!tag) continue;
    if (tag.length > COLLECTION_LIMITS.tagChars) return null;
    if (seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags.length > COLLECTION_LIMITS.tags ? null : tags;
}

function referenceId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

async function checkValue(field: CollectionField, value: unknown, rules: ValueRules): Promise<Checked> {
  switch (field.type) {
    case 'text': {
      if (typeof value !== 'string') return { error: MESSAGES.text };
      const text = value.trim();
      return text.length > COLLECTION_LIMITS.textChars ? { error: MESSAGES.tooLong(COLLECTION_LIMITS.textChars) } : { value: text };
    }
    case 'richText': {
      if (typeof value !== 'string') return { error: MESSAGES.text };
      const html = sanitizeRichText(value, rules.allowlist);
      return Buffer.byteLength(html) > COLLECTION_LIMITS.bodyBytes ? { error: MESSAGES.tooLarge(COLLECTION_LIMITS.bodyBytes) } : { value: html };
    }
    case 'image':
      return typeof value === 'string' && isImageAddress(value.trim()) ? { value: value.trim() } : { error: MESSAGES.image };
    case 'link':
      return typeof value === 'string' && isLinkAddress(value.trim()) ? { value: value.trim() } : { error: MESSAGES.link };
    case 'date': {
      const date = typeof value === 'string' ? normalizeDate(value.trim()) : null;
      return date ? { value: date } : { error: MESSAGES.date };
    }
    case 'number': {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? { value: number } : { error: MESSAGES.number };
    }
    case 'reference': {
      const id = referenceId(value);
      const collection = field.collection ?? '';
      return id !== null && (await rules.referenceExists(collection, id)) ? { value: id } : { error: MESSAGES.reference(collection) };
    }
    case 'tags': {
      const tags = normalizeTags(value);
      return tags ? { value: tags } : { error: MESSAGES.tags };
    }
  }
}

/** The values to store and each field's problem; keys the collection does not define are problems too. */
export async function checkValues(input: Record<string, unknown>, rules: ValueRules): Promise<{ values: Record<string, unknown>; errors: FieldErrors }> {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  const known = new Set(rules.fields.map((field) => field.key));
  for (const key of Object.keys(input)) if (!known.has(key)) errors[`values.${key}`] = MESSAGES.unknownField;
  for (const field of rules.fields) {
    const value = input[field.key];
    if (isEmpty(value)) {
      if (field.required) errors[`values.${field.key}`] = COLLECTION_MESSAGES.fieldRequired;
      continue;
    }
    const checked = await checkValue(field, value, rules);
    if ('error' in checked) errors[`values.${field.key}`] = checked.error;
    else if (!isEmpty(checked.value)) values[field.key] = checked.value;
    else if (field.required) errors[`values.${field.key}`] = COLLECTION_MESSAGES.fieldRequired;
  }
  return { values, errors };
}
