import { RateLimitedError } from '../../errors.ts';
import { clearRateLimit, hitRateLimit } from '../../security/rate-limit.ts';
import { sha256 } from '../../security/tokens.ts';
import { AUTH_MESSAGES } from './messages.ts';

// rate_limits.key is a VARCHAR(191); an e-mail of up to 191 characters plus an IP would not fit.
const MAX_KEY_LENGTH = 191;

export interface ThrottleRule {
  max: number;
  windowSeconds: number;
  message: string;
}

// The limits of the visitor forms, in one place (README "Accounts and security" lists them).
// Each counter is a row in rate_limits, so every instance on the database shares it.

/** Password guesses against one account from one address; a success starts the count afresh. */
export const LOGIN_THROTTLE = { max: 5, windowSeconds: 60, message: AUTH_MESSAGES.tooManyLoginAttempts } as const satisfies ThrottleRule;
/**
 * Login attempts from one address whatever the account: spraying guesses over many e-mails (or
 * random ones) stops here, before any password is hashed. Generous enough for an office behind
 * one NAT address; successes count too, so the cost stays bounded.
 */
export const LOGIN_IP_THROTTLE = { max: 30, windowSeconds: 60, message: AUTH_MESSAGES.tooManyLoginAttempts } as const satisfies ThrottleRule;
/** New accounts from one address: each costs a password hash and a row, and sign-up bots come from few addresses. */
export const REGISTRATION_IP_THROTTLE = { max: 20, windowSeconds: 3600, message: AUTH_MESSAGES.tooManyRequests } as const satisfies ThrottleRule;
/** "Forgot password" requests from one address (each address also gets at most one mail a minute). */
export const FORGOT_PASSWORD_IP_THROTTLE = { max: 10, windowSeconds: 60, message: AUTH_MESSAGES.tooManyRequests } as const satisfies ThrottleRule;
/** Reset-form submissions from one address: every one looks up a token, a valid one hashes a password. */
export const RESET_PASSWORD_IP_THROTTLE = { max: 10, windowSeconds: 60, message: AUTH_MESSAGES.tooManyRequests } as const satisfies ThrottleRule;

/** The key's stored form: as given when it fits, else its prefix plus a hash of the whole. */
function storageKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  const prefix = key.slice(0, key.indexOf(':') + 1);
  return `${prefix}${sha256(key)}`;
}

/**
 * Counts one attempt against `key` (shared by every instance on the database) and throws a
 * RateLimitedError (429 with Retry-After) once more than `max` fall in the window. `:seconds` in
 * the message becomes the wait. Keys look like `login:<lower-cased email>|<ip>`, `login-ip:<ip>`
 * or `two-factor:<user id>|<ip>`.
 */
export async function throttle(key: string, max: number, windowSeconds: number, message: string): Promise<void> {
  const result = await hitRateLimit(storageKey(key), max, windowSeconds);
  if (!result.limited) return;
  throw new RateLimitedError(message.replace(':seconds', String(result.retryAfterSeconds)), result.retryAfterSeconds);
}

/** throttle() with one of the rules above. */
export function throttleBy(rule: ThrottleRule, key: string): Promise<void> {
  return throttle(key, rule.max, rule.windowSeconds, rule.message);
}

/** Forgets the attempts counted against `key` (a successful login starts the count afresh). */
export async function clearThrottle(key: string): Promise<void> {
  await clearRateLimit(storageKey(key));
}
