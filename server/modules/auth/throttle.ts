import Boom from '@hapi/boom';
import { clearRateLimit, hitRateLimit } from '../../security/rate-limit.ts';
import { sha256 } from '../../security/tokens.ts';

// rate_limits.key is a VARCHAR(191); an e-mail of up to 191 characters plus an IP would not fit.
const MAX_KEY_LENGTH = 191;

export const LOGIN_THROTTLE = { max: 5, windowSeconds: 60, message: 'Too many login attempts. Please try again in :seconds seconds.' } as const;

/** The key's stored form: as given when it fits, else its prefix plus a hash of the whole. */
function storageKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  const prefix = key.slice(0, key.indexOf(':') + 1);
  return `${prefix}${sha256(key)}`;
}

/**
 * Counts one attempt against `key` (shared by every instance on the database) and throws a 429
 * with Retry-After once more than `max` fall in the window. `:seconds` in the message becomes
 * the wait. Keys look like `login:<lower-cased email>|<ip>` or `two-factor:<user id>|<ip>`.
 */
export async function throttle(key: string, max: number, windowSeconds: number, message: string): Promise<void> {
  const result = await hitRateLimit(storageKey(key), max, windowSeconds);
  if (!result.limited) return;
  const error = Boom.tooManyRequests(message.replace(':seconds', String(result.retryAfterSeconds)));
  error.output.headers['Retry-After'] = String(result.retryAfterSeconds);
  throw error;
}

/** Forgets the attempts counted against `key` (a successful login starts the count afresh). */
export async function clearThrottle(key: string): Promise<void> {
  await clearRateLimit(storageKey(key));
}
