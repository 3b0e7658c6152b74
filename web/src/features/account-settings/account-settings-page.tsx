import { useUser } from '../../app/bootstrap/bootstrap-store.ts';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { ThemeSelect } from '../../ui/themes/theme-toggle.tsx';
import { PlaceholderCards } from '../placeholder.tsx';

export function AccountSettingsPage() {
  const user = useUser();
  useDocumentTitle('Account settings');
  return (
    <AppLayout navbarMenu="account-settings-page" narrow>
      <div data-testid="account-settings-page">
        <PageHeader title="Account settings" description={user ? `${user.display_name} · ${user.email}` : undefined} />
        <ThemeSelect />
        <PlaceholderCards
          items={[
            { title: 'Account details', text: 'Name and avatar.' },
            { title: 'Password', text: 'Change your password.' },
            { title: 'Two factor authentication', text: 'Protect your account with a second step.' },
            { title: 'Active sessions', text: 'Devices signed in to your account.' },
            { title: 'Location and language', text: 'Language, country and timezone.' },
            { title: 'Delete account', text: 'Permanently delete your account.' },
          ]}
        />
      </div>
    </AppLayout>
  );
}
