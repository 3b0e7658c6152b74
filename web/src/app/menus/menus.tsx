import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuPosition } from '../../../../common/constants.ts';
import type { MenuItem } from '../../../../common/types.ts';
import { isMenuItemVisible } from '../../../../common/permissions.ts';
import { isAbsoluteUrl } from '../../lib/http/api-client.ts';
import { Trans } from '../../lib/i18n.tsx';
import { useBootstrapData } from '../bootstrap/bootstrap-store.ts';
import { permissionSubject } from '../auth/use-auth.ts';

/** Visible items (roles, permissions and an action required) of every menu at this position, in order. */
export function useMenuItems(position: MenuPosition): MenuItem[] {
  const data = useBootstrapData();
  return useMemo(() => {
    const subject = permissionSubject(data);
    return (data.menus ?? [])
      .filter((menu) => menu.positions?.includes(position))
      .flatMap((menu) => menu.items ?? [])
      .filter((item) => isMenuItemVisible(item, subject))
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  }, [data, position]);
}

export interface MenuItemLinkProps {
  item: MenuItem;
  className?: string;
  role?: string;
  onClick?: () => void;
  children?: ReactNode;
}

/** A menu item as a link: in-app routes through the router, URLs as plain anchors. */
export function MenuItemLink({ item, className, role, onClick, children }: MenuItemLinkProps) {
  const content = children ?? <Trans message={item.label} />;
  const target = item.target ?? undefined;
  const rel = target === '_blank' ? 'noreferrer' : undefined;
  if (item.type === 'link' || isAbsoluteUrl(item.action)) {
    return (
      <a className={className} role={role} href={item.action} target={target} rel={rel} onClick={onClick}>
        {content}
      </a>
    );
  }
  const to = item.action.startsWith('/') || item.action.startsWith('#') ? item.action : `/${item.action}`;
  return (
    <Link className={className} role={role} to={to} target={target} rel={rel} onClick={onClick}>
      {content}
    </Link>
  );
}

/** A horizontal list of links for a menu position; renders nothing when the menu is empty. */
export function MenuLinks({ position, className, label }: { position: MenuPosition; className?: string; label: string }) {
  const items = useMenuItems(position);
  if (!items.length) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <MenuItemLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
