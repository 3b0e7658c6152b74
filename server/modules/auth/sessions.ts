import type { Request, ResponseToolkit } from '@hapi/hapi';
import { Op } from 'sequelize';
import { randomToken, sha256 } from '../../security/tokens.ts';
import type { User } from '../users/models.ts';
import { Session, type SessionPayload } from './models.ts';

export const SESSION_COOKIE = 'sitewright_session';
/** Without "remember", a session ends after this long without a request. */
export const SESSION_IDLE_MS = 12 * 3600 * 1000;
/** "Stay signed in for a month". */
export const REMEMBER_MS = 30 * 24 * 3600 * 1000;
// last_activity is written at most this often, so reads do not turn into writes.
const TOUCH_EVERY_MS = 60 * 1000;

function headerValue(request: Request, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Where the request comes from, as far as it is known: a CDN's geo headers when one sits in front. */
function clientDetails(request: Request) {
  const country = headerValue(request, 'cf-ipcountry');
  return {
    ip_address: request.info.remoteAddress ?? null,
    user_agent: (headerValue(request, 'user-agent') ?? '').slice(0, 500) || null,
    country: country && /^[A-Z]{2}$/i.test(country) && country.toUpperCase() !== 'XX' ? country.toUpperCase() : null,
    city: headerValue(request, 'cf-ipcity')?.slice(0, 100) ?? null,
  };
}

export async function findSessionByToken(token: string): Promise<Session | null> {
  const session = await Session.findOne({ where: { token_hash: sha256(token), expires_at: { [Op.gt]: new Date() } } });
  return session;
}

/** Slides the expiry and records activity, at most once a minute per session. */
export async function touchSession(session: Session): Promise<void> {
  const now = Date.now();
  if (now - new Date(session.last_activity).getTime() < TOUCH_EVERY_MS) return;
  await session.update({ last_activity: new Date(now), expires_at: new Date(now + (session.remember ? REMEMBER_MS : SESSION_IDLE_MS)) });
}

export function currentSession(request: Request): Session | null {
  return (request.auth?.credentials?.session as Session | undefined) ?? null;
}

/**
 * Starts a new session for the request, replacing the one it had: the session id changes at
 * every login and after the 2FA challenge, so a fixed id planted before login is worthless.
 */
export async function startSession(
  request: Request,
  h: ResponseToolkit,
  user: User | null,
  options: { remember?: boolean; payload?: SessionPayload } = {},
): Promise<Session> {
  await currentSession(request)?.destroy();
  const token = randomToken();
  const remember = Boolean(options.remember);
  const now = Date.now();
  const session = await Session.create({
    token_hash: sha256(token),
    user_id: user?.id ?? null,
    ...clientDetails(request),
    payload: options.payload ?? {},
    remember,
    last_activity: new Date(now),
    expires_at: new Date(now + (remember ? REMEMBER_MS : SESSION_IDLE_MS)),
  });
  h.state(SESSION_COOKIE, token, remember ? { ttl: REMEMBER_MS } : {});
  if (request.auth?.credentials) {
    request.auth.credentials.session = session;
    request.auth.credentials.user = user ?? undefined;
  }
  return session;
}

export async function endSession(request: Request, h: ResponseToolkit): Promise<void> {
  await currentSession(request)?.destroy();
  h.unstate(SESSION_COOKIE);
  if (request.auth?.credentials) {
    request.auth.credentials.session = null;
    request.auth.credentials.user = undefined;
  }
}

export async function updateSessionPayload(session: Session, patch: Partial<SessionPayload>): Promise<void> {
  await session.update({ payload: { ...session.payload, ...patch } });
}
