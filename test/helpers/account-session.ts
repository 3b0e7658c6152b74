import type { ServerInjectResponse } from '@hapi/hapi';
import { Session } from '../../server/modules/auth/models.ts';
import { SESSION_COOKIE, SESSION_IDLE_MS } from '../../server/modules/auth/sessions.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { randomToken, sha256 } from '../../server/security/tokens.ts';

let counter = 0;

/** A new verified user with the default roles and a known password. */
export async function createTestUser(options: { roles?: string[]; password?: string } = {}): Promise<{ user: User; email: string; password: string }> {
  counter += 1;
  const email = `user${counter}-${Date.now()}@example.com`;
  const password = options.password ?? 'correct horse battery';
  const user = await createUser({ email, password, roles: options.roles, emailVerified: true });
  return { user, email, password };
}

/**
 * A session row and its cookie, as a finished login leaves them; `passwordConfirmed` stamps the
 * confirmation that sensitive actions need (seconds ago, or false for none).
 */
export async function signInAs(user: User | null, options: { passwordConfirmed?: number | false; payload?: Record<string, unknown> } = {}): Promise<string> {
  const token = randomToken();
  const confirmedSecondsAgo = options.passwordConfirmed ?? 0;
  const now = Date.now();
  await Session.create({
    token_hash: sha256(token),
    user_id: user?.id ?? null,
    ip_address: '127.0.0.1',
    user_agent: 'mocha',
    payload: { ...(confirmedSecondsAgo === false ? {} : { passwordConfirmedAt: now - confirmedSecondsAgo * 1000 }), ...options.payload },
    last_activity: new Date(now),
    expires_at: new Date(now + SESSION_IDLE_MS),
  });
  return `${SESSION_COOKIE}=${token}`;
}

/** The session cookie a response set ("name=value"), or null when it set none. */
export function sessionCookieFrom(response: ServerInjectResponse): string | null {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [String(header)] : [];
  const cookie = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const pair = cookie?.split(';')[0];
  return pair && pair !== `${SESSION_COOKIE}=` ? pair : null;
}
