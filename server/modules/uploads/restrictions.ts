import { INVALID_FILE_NAME_MESSAGE } from '../../../common/uploads/constants.ts';
import { isIgnoredFile, safeFileName } from '../../../common/uploads/file-names.ts';
import { DEFAULT_MIME, fileExtension, guessMime } from '../../../common/uploads/mime.ts';
import { restrictionViolation, type RestrictedFile, type UploadRestrictions } from '../../../common/uploads/restrictions.ts';
import { InvalidError } from '../../errors.ts';
import type { SettingsMap } from '../settings/defaults.ts';

// The server half of the upload rules: the same restrictionViolation the browser and CLI run,
// fed from settings, plus the checks a client cannot be trusted with (name, real extension).

/** 422 with the message on the `file` field, where the upload list shows it. */
export function fileError(message: string): InvalidError {
  return InvalidError.field('file', message);
}

/**
 * `sitewright config set` stores a value typed for a null default as text ("1000", '["exe"]'),
 * so list and number settings are read leniently.
 */
function numberSetting(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

function listSetting(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // A comma-separated list reads as well as JSON on a command line.
  }
  return value.split(',').map((item) => item.trim()).filter(Boolean);
}

export function uploadRestrictions(settings: SettingsMap): UploadRestrictions {
  return {
    maxFileSize: numberSetting(settings['uploads.max_size']),
    allowedFileTypes: listSetting(settings['uploads.allowed_types']),
    blockedFileTypes: listSetting(settings['uploads.blocked_types']),
  };
}

export function userQuotaSetting(settings: SettingsMap): number | null {
  return numberSetting(settings['uploads.user_quota']);
}

const MIME_PATTERN = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/**
 * The mime stored and served: the one the extension names when it is known (a client cannot
 * relabel evil.html as image/png), else the client's when it is a well-formed type.
 */
export function resolveMime(extension: string, clientMime: string | null | undefined): string {
  const guessed = guessMime(extension);
  if (guessed !== DEFAULT_MIME) return guessed;
  const declared = (clientMime ?? '').split(';')[0].trim().toLowerCase();
  return MIME_PATTERN.test(declared) ? declared : DEFAULT_MIME;
}

/** Throws 422 on `file` for an unsafe or ignored name. */
export function assertSafeName(name: string): void {
  if (safeFileName(name) === null || isIgnoredFile(name)) throw fileError(INVALID_FILE_NAME_MESSAGE);
}

/**
 * Throws 422 on `file` with the shared restriction message. The file is judged both as the client describes it
 * and by the extension of its actual name, so a misleading extension or mime cannot slip a
 * blocked type through.
 */
export function assertRestrictions(file: RestrictedFile, settings: SettingsMap): void {
  const restrictions = uploadRestrictions(settings);
  const extension = fileExtension(file.name);
  const candidates: RestrictedFile[] = [file, { ...file, extension, mime: resolveMime(extension, file.mime) }];
  for (const candidate of candidates) {
    const message = restrictionViolation(candidate, restrictions);
    if (message) throw fileError(message);
  }
}
