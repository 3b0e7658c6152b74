import { Link } from 'react-router';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { MenuLinks } from '../../app/menus/menus.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { Trans } from '../../lib/i18n.tsx';
import { PlaceholderCards } from '../placeholder.tsx';
import './admin-page.css';

export function AdminPage() {
  useDocumentTitle('Admin');
  return (
    <AppLayout navbarMenu="admin-navbar">
      <div data-testid="admin-page">
        <PageHeader title="Admin" description="Manage settings, users, roles, plans, pages, menus and themes." />
        <MenuLinks position="admin-sidebar" label="Admin" className="sw-inline-links" />
        <div className="sw-admin-sections">
          <Link to="/admin/settings/ai" className="sw-card sw-admin-card" data-testid="admin-ai-settings-link">
            <h2>
              <Trans message="AI generation" />
            </h2>
            <p>
              <Trans message="The built-in composer or an OpenAI-compatible endpoint, its model and key." />
            </p>
          </Link>
        </div>
        <PlaceholderCards
          items={[
            { title: 'Users', text: 'Manage accounts, roles and permissions.' },
            { title: 'Appearance', text: 'Themes, menus, custom code and SEO with a live preview.' },
            { title: 'Settings', text: 'General, authentication, billing and uploads.' },
          ]}
        />
      </div>
    </AppLayout>
  );
}
