import type { OnboardingSelection } from '../../../../common/billing.ts';
import { PERMISSIONS } from '../../../../common/constants.ts';
import { hasPermission, isSubscribed } from '../../../../common/permissions.ts';
import type { BootstrapData } from '../../../../common/types.ts';
import { checkoutPath, readOnboardingSelection } from './onboarding-selection.ts';
import { defaultRedirectUri, safeRedirectPath } from './redirects.ts';

/**
 * Where a user goes after logging in or registering: a same-origin
 * ?redirect= path first (a redirect to another host is ignored); then, with billing on, the
 * checkout of a plan chosen on the pricing page before signing up (the stored onboarding
 * selection; the checkout page clears it) unless the user already has a plan; otherwise the
 * default redirect when they may use the product, else /pricing. With billing off nobody needs a
 * subscription, and admins are never sent to buy one.
 */
export function postAuthRedirect(data: BootstrapData, redirectParam: string | null, selection: OnboardingSelection | null = readOnboardingSelection()): string {
  const explicit = safeRedirectPath(redirectParam);
  if (explicit) return explicit;
  const billing = data.settings.billing.enable;
  if (billing && selection && data.user && !isSubscribed(data.user)) return checkoutPath(selection);
  const subject = { user: data.user, guestRole: data.guest_role, billingEnabled: billing };
  if (!billing || isSubscribed(data.user) || hasPermission(subject, PERMISSIONS.adminAccess)) {
    return defaultRedirectUri(data);
  }
  return '/pricing';
}

export type RegistrationStatus = 'success' | 'needs_email_verification';

/** After registering: a user who must verify their e-mail goes to /, others like after login. */
export function postRegisterRedirect(
  status: RegistrationStatus | string | undefined,
  data: BootstrapData,
  redirectParam: string | null,
  selection: OnboardingSelection | null = readOnboardingSelection(),
): string {
  if (status === 'needs_email_verification') return '/';
  return postAuthRedirect(data, redirectParam, selection);
}
