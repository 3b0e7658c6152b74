import { Op } from 'sequelize';
import { randomToken, sha256 } from '../../security/tokens.ts';
import type { User } from '../users/models.ts';
import { Session, type SessionPayload } from './models.ts';

// Sessions without HTTP: rows, tokens and expiry. The cookie and the request's view of the
// session live in session-routes.ts.

export const SESSION_COOKIE = 'sitewright_session';
/** Without "remember", a session ends after this long without a request. */
export const SESSION_IDLE_MS = 12 * 3600 * 1000;
/** "Stay signed in for a month". */
export const REMEMBER_MS = 30 * 24 * 3600 * 1000;
// last_activity is written at most this often, so reads do not turn into writes.
const TOUCH_EVERY_MS = 60 * 1000;

/** Where a session was started from, as the sessions list and the sign-in mail show it. */
export interface SessionOrigin {
  ip_address: string | null;
  user_agent: string | null;
  country: string | null;
  city: string | null;
}

/** Whether touchSession would write: the session's activity was last recorded a minute ago or more. */
export function touchDue(session: Session, now = Date.now()): boolean {
  return now - new Date(session.last_activity).getTime() >= TOUCH_EVERY_MS;
}

/** Slides the expiry and records activity, at most once a minute per session. */
export async function touchSession(session: Session): Promise<void> {
  const now = Date.now();
  if (!touchDue(session, now)) return;
  await session.update({ last_activity: new Date(now), expires_at: new Date(now + (session.remember ? REMEMBER_MS : SESSION_IDLE_MS)) });
}

/**
 * A new session (for a user, or for a visitor half-way through a 2FA or social login) in place
 * of `previous`: the id changes at every login and after the 2FA challenge, so a fixed id planted
 * before login is worthless. Returns the row and the token for the cookie; only its hash is stored.
 */
export async function createSession(
  user: User | null,
  origin: SessionOrigin,
  options: { remember?: boolean; payload?: SessionPayload; previous?: Session | null } = {},
): Promise<{ session: Session; token: string }> {
  await options.previous?.destroy();
  const token = randomToken();
  const remember = Boolean(options.remember);
  const now = Date.now();
  const session = await Session.create({
    token_hash: sha256(token),
    user_id: user?.id ?? null,
    ...origin,
    payload: options.payload ?? {},
    remember,
    last_activity: new Date(now),
    expires_at: new Date(now + (remember ? REMEMBER_MS : SESSION_IDLE_MS)),
  });
  return { session, token };
}

/** Removes the sessions that ended before `now` (nobody can use them any more); returns how many. */
export async function deleteExpiredSessions(now: Date): Promise<number> {
  return Session.destroy({ where: { expires_at: { [Op.lt]: now } } });
}

export async function destroySession(session: Session | null | undefined): Promise<void> {
  await session?.destroy();
}

export async function updateSessionPayload(session: Session, patch: Partial<SessionPayload>): Promise<void> {
  await session.update({ payload: { ...session.payload, ...patch } });
}
