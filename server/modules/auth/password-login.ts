import { InvalidError } from '../../errors.ts';
import type { User } from '../users/models.ts';
import { hashPassword, verifyPassword } from '../users/passwords.ts';
import { findUserByEmail, normalizeEmail } from '../users/service.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { clearThrottle, LOGIN_IP_THROTTLE, LOGIN_THROTTLE, throttleBy } from './throttle.ts';

// Checked against when the e-mail is unknown, so a wrong address takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

function invalidCredentials(message: string = AUTH_MESSAGES.invalidCredentials): InvalidError {
  return InvalidError.field('email', message);
}

/**
 * The password step of a login. Two counters run before any password is hashed: attempts from
 * the address whatever the account (LOGIN_IP_THROTTLE), and attempts per lower-cased e-mail and
 * address (LOGIN_THROTTLE, so neither letter case nor a second account hides a guessing run).
 * A success starts the per-account count afresh; the per-address one keeps running.
 */
export async function checkLoginCredentials(email: string, password: string, ip: string): Promise<User> {
  await throttleBy(LOGIN_IP_THROTTLE, `login-ip:${ip}`);
  const key = `login:${normalizeEmail(email)}|${ip}`;
  await throttleBy(LOGIN_THROTTLE, key);
  const user = await findUserByEmail(email);
  const stored = user?.password ?? null;
  const matches = await verifyPassword(password, stored ?? (await (decoyHash ??= hashPassword('decoy password'))));
  // An account without a password (social sign-up only) never matches, the decoy included.
  if (!user || !stored || !matches) throw invalidCredentials();
  if (user.banned_at) throw invalidCredentials(AUTH_MESSAGES.accountSuspended);
  await clearThrottle(key);
  return user;
}
