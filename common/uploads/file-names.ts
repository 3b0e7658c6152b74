import { IGNORED_FILE_NAMES } from './constants.ts';

const MAX_NAME_BYTES = 255;
// Control characters (C0, DEL, C1) can hide a name's real shape in logs and terminals.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f/\\]/;

function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}

/**
 * The name itself when it can be stored and shown safely, else null: no path separators, NUL or
 * control characters, not `.`/`..`, at most 255 bytes (the usual file-system limit).
 */
export function safeFileName(name: string): string | null {
  if (typeof name !== 'string' || !name.trim()) return null;
  if (name === '.' || name === '..') return null;
  if (UNSAFE_CHARS.test(name)) return null;
  if (utf8Length(name) > MAX_NAME_BYTES) return null;
  return name;
}

/**
 * A relative path like `site/img/a.png` whose every segment is a safe name, else null: no leading
 * `/`, no empty segments, no `..`, so it can never climb out of the folder it is stored under.
 */
export function safeRelativePath(path: string): string | null {
  if (typeof path !== 'string' || !path || path.startsWith('/')) return null;
  const segments = path.split('/');
  return segments.every((segment) => safeFileName(segment) !== null) ? path : null;
}

export function isIgnoredFile(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return IGNORED_FILE_NAMES.includes(base);
}
