import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PERMISSIONS } from '../../../../common/constants.ts';
import type { User } from '../../../../common/types.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { LinkButton } from '../../ui/button.tsx';
import { DropdownMenu, MenuButtonItem, MenuLinkItem, MenuSeparator } from '../../ui/dropdown-menu.tsx';
import { useActiveTheme } from '../../ui/themes/active-theme.ts';
import { ThemeToggleButton } from '../../ui/themes/theme-toggle.tsx';
import { logout } from '../auth/logout.ts';
import { useAuth } from '../auth/use-auth.ts';
import { useBootstrapData } from '../bootstrap/bootstrap-store.ts';
import { MenuItemLink, useMenuItems } from '../menus/menus.tsx';
import { useIsMobile } from '../use-media-query.ts';
import './navbar.css';

export function Logo() {
  const { settings } = useBootstrapData();
  const theme = useActiveTheme();
  const { branding } = settings;
  const src = theme?.is_dark ? branding.logo_light || branding.logo_dark : branding.logo_dark || branding.logo_light;
  return (
    <Link to="/" className="sw-logo" aria-label={`${branding.site_name || 'Sitewright'} home`}>
      {src ? <img src={src} alt="" height={32} /> : <span className="sw-logo-mark" aria-hidden="true" />}
      {!src && <span className="sw-logo-text">{branding.site_name || 'Sitewright'}</span>}
    </Link>
  );
}

export function Avatar({ user }: { user: Pick<User, 'avatar' | 'display_name' | 'email'> }) {
  const initial = (user.display_name || user.email || '?').trim().charAt(0).toUpperCase();
  return <span className="sw-avatar">{user.avatar ? <img src={user.avatar} alt="" /> : initial}</span>;
}

function UserMenu({ user }: { user: User }) {
  const data = useBootstrapData();
  const auth = useAuth();
  const trans = useTrans();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const customItems = useMenuItems('auth-dropdown');
  const { settings } = data;

  return (
    <DropdownMenu
      testId="user-menu-button"
      triggerLabel={trans('Account menu for :name', { name: user.display_name })}
      trigger={
        <>
          <Avatar user={user} />
          <span className="sw-user-name">{user.display_name}</span>
          <span aria-hidden="true" className="sw-caret">
            ▾
          </span>
        </>
      }
    >
      {(close) => (
        <>
          <div className="sw-menu-header">
            <div className="sw-user-menu-name">{user.display_name}</div>
            <div className="sw-muted">{user.email}</div>
          </div>
          <MenuSeparator />
          {auth.hasPermission(PERMISSIONS.projectsCreate) && (
            <MenuLinkItem to="/dashboard" onSelect={close}>
              <Trans message="Dashboard" />
            </MenuLinkItem>
          )}
          {auth.hasPermission(PERMISSIONS.adminAccess) && (
            <MenuLinkItem to="/admin" onSelect={close}>
              <Trans message="Admin" />
            </MenuLinkItem>
          )}
          {isMobile && settings.notifications.integrated && (
            <MenuLinkItem to="/notifications" onSelect={close}>
              <Trans message="Notifications" />
            </MenuLinkItem>
          )}
          {settings.billing.enable && auth.isSubscribed && (
            <MenuLinkItem to="/billing" onSelect={close}>
              <Trans message="Billing" />
            </MenuLinkItem>
          )}
          {settings.api.integrated && auth.hasPermission(PERMISSIONS.apiAccess) && (
            <MenuLinkItem to="/dashboard/api" onSelect={close}>
              <Trans message="API" />
            </MenuLinkItem>
          )}
          <MenuLinkItem to="/account-settings" onSelect={close}>
            <Trans message="Account settings" />
          </MenuLinkItem>
          {customItems.map((item) => (
            <MenuItemLink key={item.id} item={item} role="menuitem" className="sw-menu-item" onClick={close} />
          ))}
          <MenuSeparator />
          <MenuButtonItem
            onSelect={async () => {
              close();
              if (await logout()) navigate('/');
            }}
          >
            <Trans message="Log out" />
          </MenuButtonItem>
        </>
      )}
    </DropdownMenu>
  );
}

function NotificationBell({ user }: { user: User }) {
  const trans = useTrans();
  const count = user.unread_notifications_count ?? 0;
  const label = count ? trans('Notifications (:count unread)', { count }) : trans('Notifications');
  return (
    <Link to="/notifications" className="sw-icon-btn sw-bell" aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {count > 0 && <span className="sw-bell-count">{count > 99 ? '99+' : count}</span>}
    </Link>
  );
}

export interface NavbarProps {
  /** Links shown after the logo (e.g. a menu position's items). */
  children?: ReactNode;
  className?: string;
}

/** The top navbar: logo, optional links, theme toggle and, for users, the bell and the user menu. */
export function Navbar({ children, className }: NavbarProps) {
  const data = useBootstrapData();
  const user = data.user;
  const { settings } = data;

  return (
    <header className={['sw-navbar', className].filter(Boolean).join(' ')} data-testid="navbar">
      <div className="sw-navbar-inner">
        <Logo />
        {children && <div className="sw-navbar-links">{children}</div>}
        <div className="sw-navbar-actions">
          <ThemeToggleButton />
          {user ? (
            <>
              {settings.notifications.integrated && <NotificationBell user={user} />}
              <UserMenu user={user} />
            </>
          ) : (
            <>
              <LinkButton to="/login" variant="text" size="sm">
                <Trans message="Log In" />
              </LinkButton>
              {!settings.registration.disable && (
                <LinkButton to="/register" variant="primary" size="sm">
                  <Trans message="Get Started" />
                </LinkButton>
              )}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
