import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { User } from '../../../../common/types.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { LinkButton } from '../../ui/button.tsx';
import { DropdownMenu, MenuButtonItem, MenuLinkItem, MenuSeparator } from '../../ui/dropdown-menu.tsx';
import { Drawer } from '../../ui/drawer.tsx';
import { useActiveTheme } from '../../ui/themes/active-theme.ts';
import { ThemeToggleButton } from '../../ui/themes/theme-toggle.tsx';
import { logout } from '../auth/logout.ts';
import { useBootstrapData } from '../bootstrap/bootstrap-store.ts';
import { MenuItemLink } from '../menus/menus.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { useIsMobile } from '../use-media-query.ts';
import { useAccountLinks } from './account-links.ts';
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

/** Decorative: it always sits next to the user's name, which a screen reader reads once. */
export function Avatar({ user }: { user: Pick<User, 'avatar' | 'display_name' | 'email'> }) {
  const initial = (user.display_name || user.email || '?').trim().charAt(0).toUpperCase();
  return (
    <span className="sw-avatar" aria-hidden="true" data-initial={user.avatar ? undefined : initial}>
      {user.avatar && <img src={user.avatar} alt="" />}
    </span>
  );
}

function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    if (await logout()) navigate('/');
  };
}

function UserMenu({ user }: { user: User }) {
  const trans = useTrans();
  const links = useAccountLinks();
  const logOut = useLogOut();

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
          {links.map((link) =>
            link.item ? (
              <MenuItemLink key={link.key} item={link.item} role="menuitem" className="sw-menu-item" onClick={close} />
            ) : (
              <MenuLinkItem key={link.key} to={link.to} onSelect={close}>
                <Trans message={link.label} />
              </MenuLinkItem>
            ),
          )}
          <MenuSeparator />
          <MenuButtonItem
            onSelect={() => {
              close();
              void logOut();
            }}
          >
            <Trans message="Log out" />
          </MenuButtonItem>
        </>
      )}
    </DropdownMenu>
  );
}

/**
 * Below the mobile breakpoint the navbar has no room for its links: a menu button opens a drawer
 * with the same links (the page's own, then the account's, or log in and register for visitors).
 */
function MobileNav({ children, user }: { children?: ReactNode; user: User | null }) {
  const trans = useTrans();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const { settings } = useBootstrapData();
  const links = useAccountLinks();
  const logOut = useLogOut();
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className="sw-icon-btn sw-mobile-nav-button"
        data-testid="mobile-nav-button"
        aria-label={trans('Open navigation')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      <Drawer id={drawerId} open={open} onClose={close} label={trans('Navigation')} testId="mobile-nav">
        <div className="sw-mobile-nav">
          {children && <div className="sw-mobile-nav-section">{children}</div>}
          {user ? (
            <div className="sw-mobile-nav-section">
              <div className="sw-mobile-nav-user">
                <Avatar user={user} />
                <div>
                  <div className="sw-user-menu-name">{user.display_name}</div>
                  <div className="sw-muted">{user.email}</div>
                </div>
              </div>
              <nav aria-label={trans('Account')}>
                <ul>
                  {links.map((link) => (
                    <li key={link.key}>
                      {link.item ? (
                        <MenuItemLink item={link.item} />
                      ) : (
                        <Link to={link.to}>
                          <Trans message={link.label} />
                        </Link>
                      )}
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        close();
                        void logOut();
                      }}
                    >
                      <Trans message="Log out" />
                    </button>
                  </li>
                </ul>
              </nav>
            </div>
          ) : (
            <div className="sw-mobile-nav-section sw-mobile-nav-auth">
              <LinkButton to="/login" variant="outline">
                <Trans message="Log In" />
              </LinkButton>
              {!settings.registration.disable && (
                <LinkButton to="/register" variant="primary">
                  <Trans message="Get Started" />
                </LinkButton>
              )}
            </div>
          )}
        </div>
      </Drawer>
    </>
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
  const isMobile = useIsMobile();

  return (
    <header className={['sw-navbar', className].filter(Boolean).join(' ')} data-testid="navbar">
      <div className="sw-navbar-inner">
        {isMobile && <MobileNav user={user}>{children}</MobileNav>}
        <Logo />
        {children && !isMobile && <div className="sw-navbar-links">{children}</div>}
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
