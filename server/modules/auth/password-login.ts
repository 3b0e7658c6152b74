import Boom from '@hapi/boom';
import type { User } from '../users/models.ts';
import { hashPassword, verifyPassword } from '../users/passwords.ts';
import { findUserByEmail, normalizeEmail } from '../users/service.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { clearThrottle, LOGIN_THROTTLE, throttle } from './throttle.ts';

// Checked against when the e-mail is unknown, so a wrong address takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

function invalidCredentials(message: string = AUTH_MESSAGES.invalidCredentials) {
  return Boom.badData(message, { errors: { email: message } });
}

/**
 * The password step of a login: 5 attempts a minute per lower-cased e-mail and IP (so neither
 * letter case nor a second account hides a guessing run), then the credentials. A success
 * starts the count afresh.
 */
export async function checkLoginCredentials(email: string, password: string, ip: string): Promise<User> {
  const key = `login:${normalizeEmail(email)}|${ip}`;
  await throttle(key, LOGIN_THROTTLE.max, LOGIN_THROTTLE.windowSeconds, LOGIN_THROTTLE.message);
  const user = await findUserByEmail(email);
  const stored = user?.password ?? null;
  const matches = await verifyPassword(password, stored ?? (await (decoyHash ??= hashPassword('decoy password'))));
  // An account without a password (social sign-up only) never matches, the decoy included.
  if (!user || !stored || !matches) throw invalidCredentials();
  if (user.banned_at) throw invalidCredentials(AUTH_MESSAGES.accountSuspended);
  await clearThrottle(key);
  return user;
}
