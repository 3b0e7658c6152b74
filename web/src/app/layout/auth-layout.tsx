import type { ReactNode } from 'react';
import { Trans } from '../../lib/i18n.tsx';
import { LinkButton } from '../../ui/button.tsx';
import { MenuLinks } from '../menus/menus.tsx';
import { Logo } from './navbar.tsx';
import './layouts.css';

export interface AuthLayoutProps {
  heading: ReactNode;
  message?: ReactNode;
  children?: ReactNode;
}

/** Auth page frame (logo, heading, message, a "Back to Home" button, footer links). */
export function AuthLayout({ heading, message, children }: AuthLayoutProps) {
  return (
    <div className="sw-auth-layout">
      <a href="#main-content" className="sw-skip-link">
        <Trans message="Skip to content" />
      </a>
      <div className="sw-auth-top">
        <Logo />
        <LinkButton to="/" variant="text" size="sm">
          <Trans message="Back to Home" />
        </LinkButton>
      </div>
      <main id="main-content" tabIndex={-1} className="sw-auth-main">
        <div className="sw-auth-card">
          <h1 className="sw-auth-heading">{typeof heading === 'string' ? <Trans message={heading} /> : heading}</h1>
          {message && <p className="sw-muted">{typeof message === 'string' ? <Trans message={message} /> : message}</p>}
          {children}
        </div>
      </main>
      <footer className="sw-auth-footer">
        <MenuLinks position="auth-page-footer" label="Footer" className="sw-inline-links" />
      </footer>
    </div>
  );
}
