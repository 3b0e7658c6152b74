import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import type { PermissionSubject } from '../../../../common/permissions.ts';
import type { PublicSettings } from '../../../../common/types.ts';
import { IS_APPEARANCE_EDITOR } from '../appearance-editor.ts';
import {
  getPendingAuthRedirect,
  guestRedirectUri,
  loginPathWithRedirect,
  safeRedirectPath,
  setPendingAuthRedirect,
} from '../auth/redirects.ts';
import { useAuth } from '../auth/use-auth.ts';
import { useBootstrapData } from '../bootstrap/bootstrap-store.ts';
import { NotAuthorizedPage, NotFoundPage } from '../errors/error-pages.tsx';

// Route guards. Each renders its children (or the matched child route through <Outlet/>) when
// access is allowed. They read the bootstrap store through hooks, so replacing the bootstrap data
// (login, logout) re-evaluates every guard immediately.

interface GuardProps {
  children?: ReactNode;
}

function useCurrentPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Guest-only pages (login, register, password reset, workspace join): a logged-in user goes to
 * the destination a login/register form recorded (setPendingAuthRedirect), else a safe ?redirect=
 * path, else the secondary redirect address when set, else the default redirect (admins /admin,
 * users /dashboard). Not inside the appearance editor's preview frame.
 */
export function GuestOnlyRoute({ children }: GuardProps) {
  const data = useBootstrapData();
  const [params] = useSearchParams();
  useEffect(() => () => setPendingAuthRedirect(null), []);
  if (data.user && !IS_APPEARANCE_EDITOR) {
    const target = getPendingAuthRedirect() ?? safeRedirectPath(params.get('redirect')) ?? guestRedirectUri(data);
    return <Navigate to={target} replace />;
  }
  return children ?? <Outlet />;
}

/** /register goes to /login when registration is disabled. */
export function RegistrationEnabledRoute({ children }: GuardProps) {
  const { settings } = useBootstrapData();
  const location = useLocation();
  if (settings.registration.disable) return <Navigate to={{ pathname: '/login', search: location.search }} replace />;
  return children ?? <Outlet />;
}

export interface AuthRouteProps extends GuardProps {
  /** Permission the page needs (checked with hasPermission from common/permissions). */
  permission?: string;
  /** A rule of its own instead of one permission (e.g. mayViewSites: a lapsed plan still opens the dashboard). */
  access?: (subject: PermissionSubject) => boolean;
  /** A visitor must log in even when the guest role holds the permission (default true). */
  requireLogin?: boolean;
}

/**
 * Login and permission guard: a visitor goes to /login?redirect=<this page>; a logged-in user
 * lacking the permission sees the not-authorized page.
 */
export function AuthRoute({ children, permission, access, requireLogin = true }: AuthRouteProps) {
  const auth = useAuth();
  const path = useCurrentPath();
  const allowed = (!requireLogin || auth.isLoggedIn) && (!permission || auth.hasPermission(permission)) && (!access || access(auth.subject));
  if (!allowed) {
    if (!auth.isLoggedIn) return <Navigate to={loginPathWithRedirect(path)} replace />;
    return <NotAuthorizedPage />;
  }
  return children ?? <Outlet />;
}

export interface FeatureRouteProps extends GuardProps {
  /** Whether the feature is on for these settings. */
  enabled: (settings: PublicSettings) => boolean;
  /** Where to go when it is off; default: show the not-found page. */
  redirectTo?: string;
}

/** Pages that exist only when a feature is on (billing, notifications, API docs). */
export function FeatureRoute({ children, enabled, redirectTo }: FeatureRouteProps) {
  const { settings } = useBootstrapData();
  if (!enabled(settings)) return redirectTo ? <Navigate to={redirectTo} replace /> : <NotFoundPage />;
  return children ?? <Outlet />;
}
