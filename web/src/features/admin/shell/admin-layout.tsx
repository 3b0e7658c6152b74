import { Outlet } from 'react-router';
import { Navbar } from '../../../app/layout/navbar.tsx';
import { MenuLinks } from '../../../app/menus/menus.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { useIsMobile } from '../../../app/use-media-query.ts';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '../../../app/errors/error-pages.tsx';
import { Trans } from '../../../lib/i18n.tsx';
import { LinkButton } from '../../../ui/button.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';
import './admin-layout.css';

/**
 * The frame of the admin area: the navbar with the admin-navbar menu, the admin-sidebar menu beside
 * the screen (inside the navbar's drawer on small screens) and the matched screen as the main content.
 */
export function AdminLayout() {
  const isMobile = useIsMobile();
  return (
    <div className="sw-admin-layout" data-testid="admin-layout">
      <a href="#main-content" className="sw-skip-link">
        <Trans message="Skip to content" />
      </a>
      <Navbar className="sw-admin-navbar">
        <MenuLinks position="admin-navbar" label="Main" />
        {isMobile && <AdminSidebar />}
      </Navbar>
      <div className="sw-admin-body">
        {!isMobile && <AdminSidebar />}
        <main id="main-content" tabIndex={-1} className="sw-admin-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** An admin address no screen answers, inside the admin frame so the sidebar stays at hand. */
export function AdminNotFound() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <section className="sw-message-page" data-testid="not-found-page">
      <div className="sw-message-code" aria-hidden="true">
        404
      </div>
      <h1>
        <Trans message={NOT_FOUND_TITLE} />
      </h1>
      <p>
        <Trans message={NOT_FOUND_TEXT} />
      </p>
      <LinkButton to="/admin" variant="primary">
        <Trans message="Back to admin" />
      </LinkButton>
    </section>
  );
}
