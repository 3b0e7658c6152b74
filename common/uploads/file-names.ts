import {
  FOLDERS_TOO_DEEP_MESSAGE,
  IGNORED_FILE_NAMES,
  INVALID_PATH_MESSAGE,
  MAX_RELATIVE_PATH_LENGTH,
  MAX_UPLOAD_FOLDER_DEPTH,
  RELATIVE_PATH_TOO_LONG_MESSAGE,
} from './constants.ts';

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

/** The folders a relative path creates ("a/b/c.txt" → a, b); the last segment is the file. */
export function relativePathFolders(path: string | null | undefined): string[] {
  return path ? path.split('/').slice(0, -1) : [];
}

/**
 * Why a file's relative path cannot be uploaded, or null when it can (or there is none): unsafe
 * segments, more than MAX_RELATIVE_PATH_LENGTH characters or MAX_UPLOAD_FOLDER_DEPTH folders.
 * The length is judged first, so a huge path is refused without splitting it.
 */
export function relativePathViolation(path: string | null | undefined): string | null {
  if (path === null || path === undefined || path === '') return null;
  if (typeof path !== 'string') return INVALID_PATH_MESSAGE;
  if (path.length > MAX_RELATIVE_PATH_LENGTH) return RELATIVE_PATH_TOO_LONG_MESSAGE;
  if (safeRelativePath(path) === null) return INVALID_PATH_MESSAGE;
  if (relativePathFolders(path).length > MAX_UPLOAD_FOLDER_DEPTH) return FOLDERS_TOO_DEEP_MESSAGE;
  return null;
}

export function isIgnoredFile(name: string): boolean {
  const base = name.slice(name.lastIndexOf('/') + 1);
  return IGNORED_FILE_NAMES.includes(base);
}
