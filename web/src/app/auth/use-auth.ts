import { useMemo } from 'react';
import type { BootstrapData, User } from '../../../../common/types.ts';
import { hasPermission, isSubscribed, type PermissionSubject } from '../../../../common/permissions.ts';
import { useBootstrapData } from '../bootstrap/bootstrap-store.ts';
import { defaultRedirectUri } from './redirects.ts';

export function permissionSubject(data: BootstrapData): PermissionSubject {
  return { user: data.user, guestRole: data.guest_role, billingEnabled: data.settings.billing.enable };
}

export interface Auth {
  user: User | null;
  isLoggedIn: boolean;
  isSubscribed: boolean;
  subject: PermissionSubject;
  hasPermission: (name: string) => boolean;
  /** Default post-login address (admins: admin_redirect_uri, others: redirect_uri). */
  redirectUri: string;
}

export function useAuth(): Auth {
  const data = useBootstrapData();
  return useMemo(() => {
    const subject = permissionSubject(data);
    return {
      user: data.user,
      isLoggedIn: Boolean(data.user),
      isSubscribed: isSubscribed(data.user),
      subject,
      hasPermission: (name: string) => hasPermission(subject, name),
      redirectUri: defaultRedirectUri(data),
    };
  }, [data]);
}

/** True when a logged-in user must verify their e-mail before doing anything else. */
export function needsEmailVerification(data: BootstrapData): boolean {
  return Boolean(data.user && data.settings.require_email_confirmation && !data.user.email_verified_at);
}
