import { PERMISSIONS } from '../../../../common/constants.ts';
import { hasPermission, isSubscribed } from '../../../../common/permissions.ts';
import type { BootstrapData } from '../../../../common/types.ts';
import { defaultRedirectUri, safeRedirectPath } from './redirects.ts';

/**
 * Where a user goes after logging in or registering (the product specification): a same-origin
 * ?redirect= path first (a redirect to another host is ignored); otherwise the default redirect
 * when they may use the product, else /pricing. With billing off nobody needs a subscription,
 * and admins are never sent to buy one.
 */
export function postAuthRedirect(data: BootstrapData, redirectParam: string | null): string {
  const explicit = safeRedirectPath(redirectParam);
  if (explicit) return explicit;
  const subject = { user: data.user, guestRole: data.guest_role, billingEnabled: data.settings.billing.enable };
  if (!data.settings.billing.enable || isSubscribed(data.user) || hasPermission(subject, PERMISSIONS.adminAccess)) {
    return defaultRedirectUri(data);
  }
  return '/pricing';
}

export type RegistrationStatus = 'success' | 'needs_email_verification';

/** After registering: a user who must verify their e-mail goes to / (spec §4), others like after login. */
export function postRegisterRedirect(status: RegistrationStatus | string | undefined, data: BootstrapData, redirectParam: string | null): string {
  if (status === 'needs_email_verification') return '/';
  return postAuthRedirect(data, redirectParam);
}
