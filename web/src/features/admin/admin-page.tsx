import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { MenuLinks } from '../../app/menus/menus.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { PlaceholderCards } from '../placeholder.tsx';

export function AdminPage() {
  useDocumentTitle('Admin');
  return (
    <AppLayout navbarMenu="admin-navbar">
      <div data-testid="admin-page">
        <PageHeader title="Admin" description="Manage settings, users, roles, plans, pages, menus and themes." />
        <MenuLinks position="admin-sidebar" label="Admin" className="sw-inline-links" />
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
