import { InvalidError } from '../../errors.ts';
import type { User } from '../users/models.ts';
import { verifyPassword } from '../users/passwords.ts';
import { setPassword } from '../users/service.ts';
import { revokeAllAccessTokens } from './access-tokens.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { endOtherSessions } from './session-list.ts';
import { throttle } from './throttle.ts';

// Someone holding a stolen session must not be able to guess the password through the forms
// that ask for it (password change, confirmation, "log out other sessions").
const PASSWORD_CHECKS = { max: 10, windowSeconds: 60 };

/** Passes when `password` is the user's; otherwise a 422 naming `field`. */
export async function checkUserPassword(user: User, password: string, field: string, message: string = AUTH_MESSAGES.wrongPassword): Promise<void> {
  await throttle(`password-check:${user.id}`, PASSWORD_CHECKS.max, PASSWORD_CHECKS.windowSeconds, AUTH_MESSAGES.tooManyPasswordAttempts);
  if (!(await verifyPassword(password, user.password))) throw InvalidError.field(field, message);
}

/**
 * Changes the password after checking the current one, ends every other session of the user and
 * revokes their API tokens: whoever knew the old password may have minted one.
 */
export async function changePassword(user: User, input: { current_password: string; password: string }, keepSessionId: number | null): Promise<{ message: string }> {
  await checkUserPassword(user, input.current_password, 'current_password', AUTH_MESSAGES.wrongCurrentPassword);
  await setPassword(user, input.password);
  await endOtherSessions(user.id, keepSessionId);
  await revokeAllAccessTokens(user.id);
  return { message: AUTH_MESSAGES.passwordChanged };
}
