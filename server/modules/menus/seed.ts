import { PERMISSIONS } from '../../../common/constants.ts';
import { Menu, MenuItem } from './models.ts';

type SeedItem = { label: string; action: string; type?: 'link' | 'route'; icon?: string; permissions?: string[]; target?: '_blank' };

// Every menu position the app renders is covered by one of these menus.
export const DEFAULT_MENUS: { name: string; positions: string[]; items: SeedItem[] }[] = [
  {
    name: 'Primary',
    positions: ['custom-page-navbar', 'account-settings-page', 'billing-page', 'checkout-page-navbar', 'pricing-table-page', 'contact-us-page', 'notifications-page'],
    items: [
      { label: 'Dashboard', action: '/dashboard', permissions: [PERMISSIONS.projectsCreate] },
      { label: 'Pricing', action: '/pricing' },
      { label: 'Contact', action: '/contact' },
    ],
  },
  {
    name: 'Admin sidebar',
    positions: ['admin-sidebar'],
    items: [
      { label: 'Dashboard', action: '/admin', icon: 'dashboard' },
      { label: 'Users', action: '/admin/users', icon: 'person' },
      { label: 'Roles', action: '/admin/roles', icon: 'shield' },
      { label: 'Plans', action: '/admin/plans', icon: 'price-change' },
      { label: 'Subscriptions', action: '/admin/subscriptions', icon: 'subscriptions' },
      { label: 'Pages', action: '/admin/pages', icon: 'description' },
      { label: 'Tags', action: '/admin/tags', icon: 'tag' },
      { label: 'Messages', action: '/admin/contact-messages', icon: 'mail' },
      { label: 'Files', action: '/admin/files', icon: 'folder' },
      { label: 'Localizations', action: '/admin/localizations', icon: 'translate' },
      { label: 'Ads', action: '/admin/ads', icon: 'ads' },
      { label: 'Appearance', action: '/admin/appearance', icon: 'palette' },
      { label: 'Settings', action: '/admin/settings', icon: 'settings' },
    ],
  },
  {
    name: 'Admin navbar',
    positions: ['admin-navbar'],
    items: [
      { label: 'Dashboard', action: '/dashboard', permissions: [PERMISSIONS.projectsCreate] },
      { label: 'Home', action: '/' },
    ],
  },
  {
    // The user menu itself always links Notifications, Billing, API and Account settings
    // (web/src/app/layout/account-links.ts); this menu holds only what an admin may change.
    // Migration 0006 removes the "Account settings" item that earlier seeds put here.
    name: 'Auth dropdown',
    positions: ['auth-dropdown'],
    items: [
      { label: 'Dashboard', action: '/dashboard', icon: 'dashboard', permissions: [PERMISSIONS.projectsCreate] },
      { label: 'Admin area', action: '/admin', icon: 'admin', permissions: [PERMISSIONS.adminAccess] },
    ],
  },
  // The home page's footer links, split over its two menus; the
  // pages behind them are seeded by server/modules/pages/seed.ts (/privacy, /terms, /about and /more
  // are short addresses of seeded pages, common/app-routes.ts).
  {
    name: 'Footer',
    positions: ['footer', 'auth-page-footer', 'checkout-page-footer'],
    items: [
      { label: 'Privacy policy', action: '/privacy' },
      { label: 'Terms of service', action: '/terms' },
      { label: 'About us', action: '/about' },
      { label: 'Contact', action: '/contact' },
    ],
  },
  {
    name: 'Footer secondary',
    positions: ['footer-secondary'],
    items: [
      { label: 'Pricing', action: '/pricing' },
      { label: 'FAQ', action: '/#faq-section' },
      { label: 'Feature requests', action: '/pages/feature-requests' },
      { label: 'Changelog', action: '/pages/changelog' },
      { label: 'Affiliates: earn 25%', action: '/pages/affiliates' },
      { label: 'More resources', action: '/more' },
    ],
  },
];

/** Creates missing menus with their items; menus an admin already edited are left alone. */
export async function seedMenus(): Promise<void> {
  for (const definition of DEFAULT_MENUS) {
    const [menu, created] = await Menu.findOrCreate({ where: { name: definition.name }, defaults: { name: definition.name, positions: definition.positions } });
    if (!created) continue;
    await MenuItem.bulkCreate(
      definition.items.map((item, order) => ({
        menu_id: menu.id,
        label: item.label,
        action: item.action,
        type: item.type ?? 'route',
        target: item.target ?? null,
        icon: item.icon ?? null,
        roles: [],
        permissions: item.permissions ?? [],
        order,
      })),
    );
  }
}
