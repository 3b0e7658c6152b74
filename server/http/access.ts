import type { AuthCredentials, Request } from '@hapi/hapi';
import { PASSWORD_CONFIRMATION_SECONDS, PERMISSIONS } from '../../common/constants.ts';
import { hasPermission, mayViewSites } from '../../common/permissions.ts';
import type { User as UserData } from '../../common/types.ts';
import { ForbiddenError, NotFoundError, PasswordConfirmationError, UnauthenticatedError } from '../errors.ts';
import { billingEnabled } from '../modules/billing/gateway.ts';
import { subscriptionRefusal } from '../modules/billing/subscriptions.ts';
import { getGuestRole } from '../modules/roles/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import { serializeUser } from '../modules/users/service.ts';
import { checkCsrf } from './csrf.ts';

/**
 * What a route requires beyond who is calling (its `auth` option says that), declared as
 * `options.plugins.access` and checked once, by enforceAccess, before the body is read and before
 * validation runs. Handlers call no guards.
 */
export interface RouteAccess {
  /** A permission the requester must have: a signed-in user's roles, or the guest role for visitors. */
  permission?: string;
  /**
   * Reading one's own sites: `projects.create` held, whether or not a plan is running. With billing
   * on, a lapsed plan keeps the dashboard and the editor readable; changes need `permission`.
   */
  viewSites?: true;
  /** The route exists only while the feature is on (billing: Stripe keys set); otherwise 404, as if absent. */
  feature?: 'billing';
  /** A sensitive action: the password must have been confirmed in this session recently (423 otherwise). */
  passwordConfirmed?: boolean;
  /**
   * The `{id}` path parameter names the requester's own account (`me` or their numeric id); another
   * account's id is 403, unless the requester has `unlessPermission`. A malformed id is left to validation.
   */
  ownAccount?: true | { unlessPermission: string };
}

declare module '@hapi/hapi' {
  interface PluginSpecificConfiguration {
    access?: RouteAccess;
  }
  interface RequestApplicationState {
    /** The serialized requester (roles, merged permissions), computed at most once per request. */
    userData?: UserData | null;
    accessChecked?: boolean;
  }
}

/** The admin area's answer while the auth.two_factor policy is 'admins' and the admin has not turned it on. */
const TWO_FACTOR_REQUIRED_MESSAGE = 'Turn on two-factor authentication in your account settings to use the admin area.';

/** The serialized signed-in user, computed once per request; null for visitors. */
export async function requestUserData(request: Request): Promise<UserData | null> {
  const user = request.auth?.credentials?.user;
  if (!user) return null;
  request.app.userData ??= await serializeUser(user);
  return request.app.userData;
}

/** The permission rule of common/permissions.ts for the requester, visitors included. */
export async function can(request: Request, permission: string): Promise<boolean> {
  return allowed(await requestUserData(request), permission);
}

async function allowed(user: UserData | null, permission: string): Promise<boolean> {
  const [guestRole, charging] = await Promise.all([getGuestRole(), billingEnabled()]);
  return hasPermission({ user, guestRole, billingEnabled: charging }, permission);
}

/** Why a signed-in user is refused: with billing on, site changes name the plan that would allow them. */
async function refusal(user: UserData, permission: string): Promise<string | undefined> {
  if (permission !== PERMISSIONS.projectsCreate || !(await billingEnabled())) return undefined;
  if (!hasPermission({ user, guestRole: null, billingEnabled: false }, permission)) return undefined;
  return subscriptionRefusal(user.id);
}

export function passwordRecentlyConfirmed(request: Request, seconds = PASSWORD_CONFIRMATION_SECONDS): boolean {
  const confirmedAt = request.app.session?.payload.passwordConfirmedAt;
  return typeof confirmedAt === 'number' && Date.now() - confirmedAt < seconds * 1000;
}

/** CSRF for cookie-authenticated writes, then the route's declared access; runs once per request. */
export async function enforceAccess(request: Request, credentials: AuthCredentials | null): Promise<void> {
  if (request.app.accessChecked) return;
  request.app.accessChecked = true;
  checkCsrf(request);
  const access = request.route.settings.plugins?.access;
  if (!access) return;
  if (access.feature === 'billing' && !(await billingEnabled())) throw new NotFoundError();
  // Inside an auth scheme request.auth is not filled in yet, so the user comes from `credentials`.
  const user = credentials?.user ? (request.app.userData ??= await serializeUser(credentials.user)) : null;
  if (access.permission && !(await allowed(user, access.permission))) {
    if (!user) throw new UnauthenticatedError();
    throw new ForbiddenError(await refusal(user, access.permission));
  }
  if (access.permission === PERMISSIONS.adminAccess && user && !user.two_factor_confirmed_at && (await getSetting('auth.two_factor')) === 'admins') {
    throw new ForbiddenError(TWO_FACTOR_REQUIRED_MESSAGE);
  }
  if (access.viewSites && !mayViewSites({ user, guestRole: null, billingEnabled: await billingEnabled() })) {
    throw user ? new ForbiddenError() : new UnauthenticatedError();
  }
  if (access.ownAccount && !ownsAccount(request, credentials?.user?.id)) {
    const others = access.ownAccount === true ? null : access.ownAccount.unlessPermission;
    if (!user) throw new UnauthenticatedError();
    if (!others || !(await allowed(user, others))) throw new ForbiddenError();
  }
  if (access.passwordConfirmed && !passwordRecentlyConfirmed(request)) throw new PasswordConfirmationError();
}

/** Whether `{id}` is the requester's own account; true for an id that is neither `me` nor a number (validation answers that). */
function ownsAccount(request: Request, userId: number | undefined): boolean {
  const id = String(request.params.id ?? '');
  if (id === 'me') return userId !== undefined;
  if (!/^\d+$/.test(id)) return true;
  return userId !== undefined && Number(id) === userId;
}

/** Routes that change sites: signed in and allowed to build sites (with billing on, a running plan). */
export const siteBuilder = { access: { permission: PERMISSIONS.projectsCreate } } satisfies { access: RouteAccess };

/** Routes that read (or delete) one's own sites: open also to a user whose plan lapsed. */
export const siteReader = { access: { viewSites: true } } satisfies { access: RouteAccess };
