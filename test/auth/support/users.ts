import type { User } from '../../../server/modules/users/models.ts';
import { createUser } from '../../../server/modules/users/service.ts';

export const PASSWORD = 'correct horse battery';
export const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const SAFARI_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A user with the default roles. */
export async function makeUser(email: string, options: { password?: string; verified?: boolean } = {}): Promise<User> {
  return createUser({ email, password: options.password ?? PASSWORD, emailVerified: options.verified ?? true });
}
