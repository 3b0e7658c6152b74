import type { ReactNode } from 'react';
import type { MenuPosition } from '../../../../common/constants.ts';
import { Trans } from '../../lib/i18n.tsx';
import { MenuLinks } from '../menus/menus.tsx';
import { Navbar } from './navbar.tsx';
import './layouts.css';

export interface AppLayoutProps {
  children: ReactNode;
  /** A menu position whose items show in the navbar (e.g. custom-page-navbar). */
  navbarMenu?: MenuPosition;
  /** Narrow content column (forms, text pages). */
  narrow?: boolean;
  className?: string;
}

/** Navbar + main content column, the frame of most in-app screens. */
export function AppLayout({ children, navbarMenu, narrow, className }: AppLayoutProps) {
  return (
    <div className={['sw-app-layout', className].filter(Boolean).join(' ')}>
      <a href="#main-content" className="sw-skip-link">
        <Trans message="Skip to content" />
      </a>
      <Navbar>{navbarMenu && <MenuLinks position={navbarMenu} label="Main" />}</Navbar>
      <main id="main-content" tabIndex={-1} className={['sw-main', narrow ? 'sw-main-narrow' : ''].filter(Boolean).join(' ')}>
        {children}
      </main>
    </div>
  );
}

/** Page heading block: an h1 and an optional description. */
export function PageHeader({ title, description, actions }: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="sw-page-header">
      <div>
        <h1>{typeof title === 'string' ? <Trans message={title} /> : title}</h1>
        {description && <p className="sw-muted">{typeof description === 'string' ? <Trans message={description} /> : description}</p>}
      </div>
      {actions && <div className="sw-page-header-actions">{actions}</div>}
    </div>
  );
}
