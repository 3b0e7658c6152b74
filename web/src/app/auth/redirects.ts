import type { BootstrapData } from '../../../../common/types.ts';
import { PERMISSIONS } from '../../../../common/constants.ts';
import { hasPermission } from '../../../../common/permissions.ts';

/**
 * A redirect target is accepted only when it is a same-origin path: it starts with exactly one "/"
 * (not "//", not "/\"), and has no scheme or control characters. Anything else yields null.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const path = value.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  try {
    const url = new URL(path, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** /login?redirect=<current path> (only a safe same-origin path is kept). */
export function loginPathWithRedirect(currentPath: string): string {
  const redirect = safeRedirectPath(currentPath);
  if (!redirect || redirect === '/' || redirect.startsWith('/login')) return '/login';
  return `/login?${new URLSearchParams({ redirect }).toString()}`;
}

/** Default post-login address: admin_redirect_uri (default /admin) for admins, else redirect_uri (default /dashboard). */
export function defaultRedirectUri(data: BootstrapData): string {
  const { auth } = data.settings;
  const subject = { user: data.user, guestRole: data.guest_role, billingEnabled: data.settings.billing.enable };
  if (data.user && hasPermission(subject, PERMISSIONS.adminAccess)) return auth.admin_redirect_uri || '/admin';
  return auth.redirect_uri || '/dashboard';
}

/** Where the guest-only guard sends a logged-in user: the secondary address when set, else the default. */
export function guestRedirectUri(data: BootstrapData): string {
  return data.settings.auth.secondary_redirect_uri || defaultRedirectUri(data);
}

// After a login or registration stores new bootstrap data, the guest-only guard around the form
// re-renders and redirects. A form that wants a specific destination (e.g. /pricing for users
// without a subscription) records it here first, so exactly one navigation happens.
let pendingAuthRedirect: string | null = null;

export function setPendingAuthRedirect(path: string | null): void {
  pendingAuthRedirect = path === null ? null : safeRedirectPath(path);
}

export function getPendingAuthRedirect(): string | null {
  return pendingAuthRedirect;
}
