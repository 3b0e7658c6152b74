import { FILE_TYPE_NOT_ALLOWED_MESSAGE, maxSizeMessage } from './constants.ts';
import { formatBytes } from './format-bytes.ts';

/**
 * Upload limits. Types are mime wildcards (`image/*`), exact mimes (`application/pdf`) or
 * extensions with or without the dot (`exe`, `.php`). null/undefined means "no limit".
 */
export interface UploadRestrictions {
  maxFileSize?: number | null;
  allowedFileTypes?: string[] | null;
  blockedFileTypes?: string[] | null;
}

export interface RestrictedFile {
  name: string;
  size: number;
  mime: string;
  extension: string;
}

function matchesType(file: RestrictedFile, type: string): boolean {
  const wanted = type.trim().toLowerCase();
  if (!wanted) return false;
  if (wanted.includes('/')) {
    const mime = file.mime.toLowerCase();
    if (wanted.endsWith('/*')) return mime.startsWith(wanted.slice(0, -1));
    return mime === wanted;
  }
  return file.extension.toLowerCase() === wanted.replace(/^\./, '');
}

/**
 * The user-facing message for the first restriction the file breaks, or null.
 * The browser, the CLI and the server all call this, so a file refused in one is refused in all
 * with the same words.
 */
export function restrictionViolation(file: RestrictedFile, r: UploadRestrictions): string | null {
  if (r.maxFileSize != null && file.size > r.maxFileSize) {
    return maxSizeMessage(file.name, formatBytes(r.maxFileSize));
  }
  if (r.allowedFileTypes?.length && !r.allowedFileTypes.some((t) => matchesType(file, t))) {
    return FILE_TYPE_NOT_ALLOWED_MESSAGE;
  }
  if (r.blockedFileTypes?.some((t) => matchesType(file, t))) return FILE_TYPE_NOT_ALLOWED_MESSAGE;
  return null;
}
