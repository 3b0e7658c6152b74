/**
 * The rules an account's e-mail address and password must meet, wherever an account is made or
 * changed: registration (server/modules/auth/registration.ts), `sitewright install` and
 * `sitewright users` (cli/). One rule, so the CLI cannot create an account the web app refuses.
 */

/** The users.email column (utf8mb4 index limit on MySQL). */
export const EMAIL_MAX_LENGTH = 191;
// RFC 5321 limits; longer parts are refused by mail servers.
const EMAIL_LOCAL_MAX_LENGTH = 64;
const DOMAIN_LABEL_MAX_LENGTH = 63;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

export const VALIDATION_MESSAGES = {
  email: 'Enter a valid email address.',
  emailTooLong: `The email may not be longer than ${EMAIL_MAX_LENGTH} characters.`,
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `The password may not be longer than ${PASSWORD_MAX_LENGTH} characters.`,
} as const;

// Dot-separated atoms of RFC 5322 atext; non-ASCII letters are allowed (RFC 6531 addresses).
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * What is wrong with an e-mail address (after trimming), or null when it is acceptable: a local
 * part, `@`, and a domain of at least two labels whose last one is not a number (so `a@b` and
 * `a@1.2` are refused, as mail to them cannot be delivered on the public internet).
 */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (email.length > EMAIL_MAX_LENGTH) return VALIDATION_MESSAGES.emailTooLong;
  const at = email.lastIndexOf('@');
  if (at <= 0) return VALIDATION_MESSAGES.email;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > EMAIL_LOCAL_MAX_LENGTH || !LOCAL_PART.test(local)) return VALIDATION_MESSAGES.email;
  if (labels.length < 2 || labels.some((label) => label.length > DOMAIN_LABEL_MAX_LENGTH || !DOMAIN_LABEL.test(label))) return VALIDATION_MESSAGES.email;
  if (/^\d+$/.test(labels[labels.length - 1])) return VALIDATION_MESSAGES.email;
  return null;
}

export function isValidEmail(value: string): boolean {
  return emailProblem(value) === null;
}

/** What is wrong with a new password, or null. Strength beyond length is not judged. */
export function passwordProblem(value: string): string | null {
  if (value.length < PASSWORD_MIN_LENGTH) return VALIDATION_MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return VALIDATION_MESSAGES.passwordTooLong;
  return null;
}
