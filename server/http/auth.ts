import Boom from '@hapi/boom';
import type { Plugin, Request } from '@hapi/hapi';
import { PERMISSIONS } from '../../common/constants.ts';
import { hasPermission } from '../../common/permissions.ts';
import { AccessToken, type Session } from '../modules/auth/models.ts';
import { findSessionByToken, SESSION_COOKIE, touchSession } from '../modules/auth/sessions.ts';
import { Role } from '../modules/roles/models.ts';
import { User } from '../modules/users/models.ts';
import { serializeUser } from '../modules/users/service.ts';
import { safeEqual, sha256 } from '../security/tokens.ts';

declare module '@hapi/hapi' {
  interface UserCredentials extends User {}
  interface AuthCredentials {
    session?: Session | null;
    token?: AccessToken | null;
  }
}

const TOKEN_TOUCH_EVERY_MS = 60 * 1000;

async function loadUser(id: number): Promise<User | null> {
  const user = await User.findByPk(id, { include: [{ model: Role, as: 'roles' }] });
  return user && !user.banned_at ? user : null;
}

/** `Authorization: Bearer <id>|<secret>`: only the secret's SHA-256 is stored. */
async function authenticateToken(header: string): Promise<{ user: User; token: AccessToken }> {
  const invalid = () => Boom.unauthorized('Invalid API token.', 'Bearer');
  const match = /^Bearer\s+(\d+)\|(\S+)$/i.exec(header.trim());
  if (!match) throw invalid();
  const token = await AccessToken.findByPk(Number(match[1]));
  if (!token || !safeEqual(token.token_hash, sha256(match[2])) || (token.expires_at && token.expires_at < new Date())) throw invalid();
  const user = await loadUser(token.user_id);
  if (!user) throw invalid();
  if (!hasPermission({ user: await serializeUser(user), guestRole: null }, PERMISSIONS.apiAccess)) {
    throw Boom.forbidden('This account is not allowed to use the API.');
  }
  if (!token.last_used_at || Date.now() - token.last_used_at.getTime() > TOKEN_TOUCH_EVERY_MS) await token.update({ last_used_at: new Date() });
  return { user, token };
}

async function authenticateSession(request: Request): Promise<{ user: User | null; session: Session | null }> {
  const cookie = request.state?.[SESSION_COOKIE];
  if (typeof cookie !== 'string' || !cookie) return { user: null, session: null };
  const session = await findSessionByToken(cookie);
  if (!session) return { user: null, session: null };
  await touchSession(session);
  return { user: session.user_id ? await loadUser(session.user_id) : null, session };
}

/**
 * One scheme for every route: a Bearer token (API clients, CI) or the session cookie (the web
 * app). Visitors are authenticated as nobody, so routes read `currentUser(request)` and the
 * guards in guards.ts decide; a wrong token is refused outright rather than treated as a visitor.
 */
export const authentication: Plugin<{ appUrl: string }> = {
  name: 'authentication',
  register(server, options) {
    server.state(SESSION_COOKIE, {
      isHttpOnly: true,
      isSameSite: 'Lax',
      isSecure: options.appUrl.startsWith('https:'),
      path: '/',
      encoding: 'none',
      ttl: null,
      strictHeader: true,
      clearInvalid: true,
    });
    server.auth.scheme('sitewright', () => ({
      async authenticate(request, h) {
        const authorization = request.headers.authorization;
        if (typeof authorization === 'string' && /^Bearer\s/i.test(authorization)) {
          const { user, token } = await authenticateToken(authorization);
          return h.authenticated({ credentials: { user, token, session: null } });
        }
        const { user, session } = await authenticateSession(request);
        return h.authenticated({ credentials: { user: user ?? undefined, session, token: null } });
      },
    }));
    server.auth.strategy('sitewright', 'sitewright');
    server.auth.default('sitewright');
  },
};
