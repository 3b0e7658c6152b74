import { plainText } from './html.ts';

// A plan that is not quite the shape its type says (a model's JSON) still renders: what is not a
// list is an empty one, and entries of the wrong kind are left out.

export function listOf<T extends object>(value: readonly T[] | undefined): T[] {
  return Array.isArray(value) ? value.filter((entry): entry is T => typeof entry === 'object' && entry !== null) : [];
}

/** The non-empty strings of a list of strings. */
export function textsOf(value: readonly string[] | undefined): string[] {
  return Array.isArray(value) ? value.map(plainText).filter(Boolean) : [];
}
