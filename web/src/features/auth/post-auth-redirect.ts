import type { BootstrapData } from '../../../../common/types.ts';
import { PERMISSIONS } from '../../../../common/constants.ts';
import { hasPermission, isSubscribed } from '../../../../common/permissions.ts';
import { defaultRedirectUri, safeRedirectPath } from '../../app/auth/redirects.ts';
import { permissionSubject } from '../../app/auth/use-auth.ts';

/**
 * Where a user goes after logging in or registering (spec §4): a safe ?redirect= path first;
 * otherwise the default redirect when they hold a valid subscription, else /pricing.
 * Pricing only makes sense with billing on, and admins are never sent there.
 */
export function postAuthRedirect(data: BootstrapData, redirectParam: string | null): string {
  const explicit = safeRedirectPath(redirectParam);
  if (explicit) return explicit;
  const subject = permissionSubject(data);
  if (!data.settings.billing.enable || isSubscribed(data.user) || hasPermission(subject, PERMISSIONS.adminAccess)) {
    return defaultRedirectUri(data);
  }
  return '/pricing';
}
