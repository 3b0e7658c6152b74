import { useMemo } from 'react';
import { PERMISSIONS } from '../../../../common/constants.ts';
import type { MenuItem } from '../../../../common/types.ts';
import { isAbsoluteUrl } from '../../lib/http/api-client.ts';
import { useAuth } from '../auth/use-auth.ts';
import { useBootstrapData } from '../bootstrap/bootstrap-store.ts';
import { useMenuItems } from '../menus/menus.tsx';
import { useIsMobile } from '../use-media-query.ts';

/** One link of the user menu: built in (`to`) or an item of the admin-edited "auth-dropdown" menu. */
type AccountLink = { key: string; label: string; to: string; item?: undefined } | { key: string; label: string; to?: undefined; item: MenuItem };

/** The path an in-app link leads to ("/admin/" and "admin" both become "/admin"). */
function destination(action: string): string {
  const path = action.split(/[?#]/)[0] || '/';
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return absolute.length > 1 ? absolute.replace(/\/+$/, '') : absolute;
}

/**
 * The signed-in user's links, in the order the user menu and the mobile navigation show them:
 * Notifications (mobile only), Billing (subscribers), API, Account settings, then the
 * admin-configured items. An admin item leading where a built-in link already goes is left out,
 * so no destination is listed twice whatever the menu editor holds.
 */
export function useAccountLinks(): AccountLink[] {
  const { settings } = useBootstrapData();
  const auth = useAuth();
  const isMobile = useIsMobile();
  const customItems = useMenuItems('auth-dropdown');
  return useMemo(() => {
    const links: AccountLink[] = [];
    if (isMobile && settings.notifications.integrated) links.push({ key: 'notifications', label: 'Notifications', to: '/notifications' });
    if (settings.billing.enable && auth.isSubscribed) links.push({ key: 'billing', label: 'Billing', to: '/billing' });
    if (settings.api.integrated && auth.hasPermission(PERMISSIONS.apiAccess)) links.push({ key: 'api', label: 'API', to: '/dashboard/api' });
    links.push({ key: 'account-settings', label: 'Account settings', to: '/account-settings' });
    const seen = new Set(links.map((link) => destination(link.to!)));
    for (const item of customItems) {
      const target = item.type === 'link' || isAbsoluteUrl(item.action) ? item.action : destination(item.action);
      if (seen.has(target)) continue;
      seen.add(target);
      links.push({ key: `menu-${item.id}`, label: item.label, item });
    }
    return links;
  }, [isMobile, settings, auth, customItems]);
}
