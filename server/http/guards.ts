import Boom from '@hapi/boom';
import type { Request } from '@hapi/hapi';
import { PASSWORD_CONFIRMATION_SECONDS } from '../../common/constants.ts';
import { hasPermission } from '../../common/permissions.ts';
import type { User as UserData } from '../../common/types.ts';
import { currentSession } from '../modules/auth/sessions.ts';
import { getGuestRole } from '../modules/roles/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import type { User } from '../modules/users/models.ts';
import { serializeUser } from '../modules/users/service.ts';
import { currentUser } from './context.ts';

export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const FORBIDDEN_MESSAGE = "You don't have permission to do that.";
export const PASSWORD_CONFIRMATION_MESSAGE = 'Password confirmation required.';

/** The signed-in user, or a 401 the web app answers by sending the visitor to /login. */
export function requireUser(request: Request): User {
  const user = currentUser(request);
  if (!user) throw Boom.unauthorized(UNAUTHENTICATED_MESSAGE);
  return user;
}

/** The serialized user (roles, merged permissions), computed once per request. */
export async function requestUserData(request: Request): Promise<UserData | null> {
  const user = currentUser(request);
  if (!user) return null;
  const cache = request.app as { userData?: UserData };
  cache.userData ??= await serializeUser(user);
  return cache.userData;
}

/** The spec's permission rule (common/permissions.ts) for the requester, visitors included. */
export async function can(request: Request, permission: string): Promise<boolean> {
  const [user, guestRole, billingEnabled] = await Promise.all([requestUserData(request), getGuestRole(), getSetting('billing.enable')]);
  return hasPermission({ user, guestRole, billingEnabled }, permission);
}

export async function requirePermission(request: Request, permission: string): Promise<void> {
  if (await can(request, permission)) return;
  if (!currentUser(request)) throw Boom.unauthorized(UNAUTHENTICATED_MESSAGE);
  throw Boom.forbidden(FORBIDDEN_MESSAGE);
}

export function passwordRecentlyConfirmed(request: Request, seconds = PASSWORD_CONFIRMATION_SECONDS): boolean {
  const confirmedAt = currentSession(request)?.payload.passwordConfirmedAt;
  return typeof confirmedAt === 'number' && Date.now() - confirmedAt < seconds * 1000;
}

/** Sensitive actions need the password confirmed within the last 9000 s (423, as Laravel answers). */
export function requirePasswordConfirmed(request: Request): void {
  if (!passwordRecentlyConfirmed(request)) throw Boom.locked(PASSWORD_CONFIRMATION_MESSAGE);
}
