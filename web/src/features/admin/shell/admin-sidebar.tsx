import { NavLink } from 'react-router';
import type { MenuItem } from '../../../../../common/types.ts';
import { MenuItemLink, useMenuItems } from '../../../app/menus/menus.tsx';
import { isAbsoluteUrl } from '../../../lib/http/api-client.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';

// The admin-sidebar menu (editable in the appearance editor). Route items are NavLinks, so the
// screen in view is marked with aria-current="page"; /admin itself matches only exactly, or the
// dashboard would look current on every admin screen.

function isRouteItem(item: MenuItem): boolean {
  return item.type !== 'link' && !isAbsoluteUrl(item.action);
}

function routePath(action: string): string {
  return action.startsWith('/') ? action : `/${action}`;
}

export function AdminSidebar() {
  const trans = useTrans();
  const items = useMenuItems('admin-sidebar');
  if (!items.length) return null;
  return (
    <nav aria-label={trans('Admin')} className="sw-admin-sidebar" data-testid="admin-sidebar">
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {isRouteItem(item) ? (
              <NavLink to={routePath(item.action)} end={routePath(item.action) === '/admin'} target={item.target ?? undefined}>
                <Trans message={item.label} />
              </NavLink>
            ) : (
              <MenuItemLink item={item} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
