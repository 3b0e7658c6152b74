import type { Request, ResponseToolkit } from '@hapi/hapi';
import { clientOrigin } from '../../http/client-ip.ts';
import { appContext } from '../../http/context.ts';
import { getBootstrapData } from '../bootstrap/service.ts';
import type { User } from '../users/models.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { Session, SessionPayload } from './models.ts';
import { createSession, destroySession, REMEMBER_MS, SESSION_COOKIE, type SessionOrigin } from './sessions.ts';

// The HTTP side of sessions, shared by the auth route files (and users/routes.ts for account
// deletion): the cookie, the request's view of who is signed in, and the last step of every way
// in. The rows themselves are sessions.ts's.

// The new-device notice (mail, notification, the user-agent parser) loads with the first sign-in.
const signInNotices = lazyImport(() => import('./notifications.ts'));

/** The visitor's or user's session behind the cookie (server/http/auth.ts loads it), or null. */
export function currentSession(request: Request): Session | null {
  return request.app.session ?? null;
}

/** Where the request comes from, through server/http/client-ip.ts (CDN headers only from trusted proxies). */
function sessionOrigin(request: Request): SessionOrigin {
  const { ip, country, city } = clientOrigin(request);
  const agent = request.headers['user-agent'];
  return {
    ip_address: ip === 'unknown' ? null : ip,
    user_agent: (typeof agent === 'string' ? agent.trim() : '').slice(0, 500) || null,
    country,
    city,
  };
}

/** Starts a new session for the request in place of the one it had, and sets the cookie. */
export async function startSession(
  request: Request,
  h: ResponseToolkit,
  user: User | null,
  options: { remember?: boolean; payload?: SessionPayload } = {},
): Promise<Session> {
  const { session, token } = await createSession(user, sessionOrigin(request), { ...options, previous: currentSession(request) });
  h.state(SESSION_COOKIE, token, options.remember ? { ttl: REMEMBER_MS } : {});
  request.app.session = session;
  // A visitor who just signed in is the user for the rest of this request (the answer's bootstrap data).
  request.auth.credentials = { ...request.auth.credentials, session, user: user ?? undefined };
  request.app.userData = undefined;
  return session;
}

export async function endSession(request: Request, h: ResponseToolkit): Promise<void> {
  await destroySession(currentSession(request));
  h.unstate(SESSION_COOKIE);
  request.app.session = null;
  request.auth.credentials = { ...request.auth.credentials, session: null, user: undefined };
  request.app.userData = undefined;
}

/**
 * The last step of every way in (password, 2FA challenge, social login), shared by the route
 * files: a fresh session and cookie for the user, the "new sign-in" notice for a new device, and the bootstrap
 * data the web app swaps in. Answers `bootstrapData` as a JSON string (the web app parses it).
 */
export async function completeLogin(request: Request, h: ResponseToolkit, user: User, remember: boolean): Promise<{ bootstrapData: string }> {
  const ctx = appContext(request);
  const session = await startSession(request, h, user, { remember });
  await (await signInNotices()).noticeSignIn(ctx, user, session);
  const data = await getBootstrapData(ctx.config, { user, cookies: request.state ?? {} });
  return { bootstrapData: JSON.stringify(data) };
}
