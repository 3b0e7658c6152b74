import Boom from '@hapi/boom';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import { PERMISSIONS } from '../../common/constants.ts';
import { hasPermission } from '../../common/permissions.ts';
import type { AccessToken, Session } from '../modules/auth/models.ts';
import { SESSION_COOKIE, touchDue, touchSession } from '../modules/auth/sessions.ts';
import { findSessionRequester, findTokenRequester } from '../modules/roles/requester.ts';
import type { User } from '../modules/users/models.ts';
import { safeEqual, sha256 } from '../security/tokens.ts';
import { enforceAccess } from './access.ts';

declare module '@hapi/hapi' {
  interface UserCredentials extends User {}
  interface AuthCredentials {
    session?: Session | null;
    token?: AccessToken | null;
  }
  interface RequestApplicationState {
    /** The session behind the cookie, also for visitors (a 2FA challenge, a social login in progress). */
    session?: Session | null;
  }
}

const TOKEN_TOUCH_EVERY_MS = 60 * 1000;
// "No bearer token here, try the next strategy", answered for every cookie request: hapi only
// reads it (the WWW-Authenticate challenge), so one instance serves them all.
const NO_BEARER_TOKEN = Boom.unauthorized(null, 'Bearer');
// "Not signed in": a visitor's answer on every optional route, shared the same way.
const NO_SESSION = Boom.unauthorized(null, 'Session');

/** `Authorization: Bearer <id>|<secret>`: only the secret's SHA-256 is stored. */
async function authenticateToken(request: Request, h: ResponseToolkit) {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^Bearer\s/i.test(header)) return h.unauthenticated(NO_BEARER_TOKEN);
  const invalid = () => Boom.unauthorized('Invalid API token.', 'Bearer');
  const match = /^Bearer\s+(\d{1,10})\|(\S+)$/i.exec(header.trim());
  if (!match) throw invalid();
  // The token, its owner, the owner's roles and grants in one query, or kept from a moment ago (a revoked token or a ban drops it).
  const requester = await findTokenRequester(Number(match[1]));
  const token = requester?.base;
  if (!token || !safeEqual(token.token_hash, sha256(match[2])) || (token.expires_at && token.expires_at < new Date())) throw invalid();
  const { user, userData } = requester;
  if (!user || !userData) throw invalid();
  if (!hasPermission({ user: userData, guestRole: null }, PERMISSIONS.apiAccess)) {
    throw Boom.forbidden('This account is not allowed to use the API.');
  }
  if (!token.last_used_at || Date.now() - token.last_used_at.getTime() > TOKEN_TOUCH_EVERY_MS) await token.update({ last_used_at: new Date() });
  request.app.userData = userData;
  request.app.session = null;
  const credentials = { user, token, session: null };
  await enforceAccess(request, credentials);
  return h.authenticated({ credentials });
}

async function authenticateSession(request: Request, h: ResponseToolkit) {
  const cookie = request.state?.[SESSION_COOKIE];
  // The session, its user, the user's roles and grants in one query, or kept from a moment ago (a sign-out or a ban drops it).
  const requester = typeof cookie === 'string' && cookie ? await findSessionRequester(sha256(cookie)) : null;
  const session = requester?.base ?? null;
  request.app.session = session;
  if (session && touchDue(session)) await touchSession(session);
  const user = requester?.user ?? null;
  // A visitor, possibly with a session of their own: "missing" lets optional routes go on.
  if (!user) return h.unauthenticated(NO_SESSION);
  request.app.userData = requester!.userData;
  const credentials = { user, session, token: null };
  await enforceAccess(request, credentials);
  return h.authenticated({ credentials });
}

/**
 * Who is calling, declared on each route as hapi intends: `token` (API clients and CI, a Bearer
 * token) and `session` (the web app's cookie). Both are tried on every route; a route that lets
 * visitors in says `auth: { mode: 'optional' }`, a public cacheable one `auth: false`, and the
 * default is a signed-in user. A wrong token is refused outright rather than read as a visitor.
 * The route's declared access (access.ts) is checked as soon as the requester is known, before
 * hapi reads a byte of the body.
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
    server.auth.scheme('bearer-token', () => ({ authenticate: authenticateToken }));
    server.auth.scheme('session-cookie', () => ({ authenticate: authenticateSession }));
    server.auth.strategy('token', 'bearer-token');
    server.auth.strategy('session', 'session-cookie');
    server.auth.default({ strategies: ['token', 'session'], mode: 'required' });
    // Visitors, auth: false routes and injected credentials never reach a scheme's enforceAccess;
    // a signed-in request went through it already.
    server.ext('onPostAuth', (request, h) => {
      if (request.app.accessChecked) return h.continue;
      return enforceAccess(request, request.auth.credentials?.user ? request.auth.credentials : null).then(() => h.continue);
    });
  },
};
