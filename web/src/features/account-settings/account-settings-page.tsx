import type { ReactNode } from 'react';
import { PERMISSIONS } from '../../../../common/constants.ts';
import type { User } from '../../../../common/types.ts';
import { useAuth } from '../../app/auth/use-auth.ts';
import { useSettings } from '../../app/bootstrap/bootstrap-store.ts';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { Trans } from '../../lib/i18n.tsx';
import { QueryError, QueryLoading } from '../../ui/query-status.tsx';
import { ThemeSelect } from '../../ui/themes/theme-toggle.tsx';
import { PasswordConfirmationProvider } from '../auth/confirm-password.tsx';
import { useEnabledSocialProviders } from '../auth/social/index.ts';
import { useAccountUser } from './account-user.ts';
import { DevelopersPanel } from './developers/developers-panel.tsx';
import { AccountDetailsPanel } from './panels/account-details-panel.tsx';
import { DeleteAccountPanel } from './panels/delete-account-panel.tsx';
import { LocationPanel } from './panels/location-panel.tsx';
import { PasswordPanel } from './panels/password-panel.tsx';
import { SocialLoginPanel } from './panels/social-login-panel.tsx';
import { SessionsPanel } from './sessions/sessions-panel.tsx';
import { TwoFactorPanel } from './two-factor/two-factor-panel.tsx';
import './account-settings.css';

interface PanelEntry {
  id: string;
  title: string;
  render: (user: User) => ReactNode;
}

/** The panels in display order, those that apply to this user. */
function usePanels(): PanelEntry[] {
  const settings = useSettings();
  const auth = useAuth();
  const socialProviders = useEnabledSocialProviders();
  const panels: (PanelEntry | false)[] = [
    { id: 'account-details', title: 'Account details', render: (user) => <AccountDetailsPanel user={user} /> },
    socialProviders.length > 0 && { id: 'social-login', title: 'Social login', render: (user) => <SocialLoginPanel user={user} /> },
    { id: 'password', title: 'Password', render: () => <PasswordPanel /> },
    { id: 'two-factor', title: 'Two factor authentication', render: (user) => <TwoFactorPanel user={user} /> },
    { id: 'sessions', title: 'Active sessions', render: () => <SessionsPanel /> },
    { id: 'location', title: 'Location and language', render: (user) => <LocationPanel user={user} /> },
    settings.api.integrated && auth.hasPermission(PERMISSIONS.apiAccess) && { id: 'developers', title: 'Developers', render: (user) => <DevelopersPanel user={user} /> },
    { id: 'delete-account', title: 'Delete account', render: (user) => <DeleteAccountPanel user={user} /> },
  ];
  return panels.filter((panel): panel is PanelEntry => Boolean(panel));
}

export function AccountSettingsPage() {
  const query = useAccountUser();
  const panels = usePanels();
  useDocumentTitle('Account settings');

  let content: ReactNode;
  if (query.isPending) content = <QueryLoading size="lg" />;
  else if (query.isError) {
    content = (
      <QueryError title={<Trans message="There was an issue loading this page" />} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="account-settings-error" />
    );
  } else {
    const user = query.data;
    content = (
      <PasswordConfirmationProvider>
        <div className="sw-account-settings">
          <nav className="sw-account-settings-nav" aria-label="Account settings sections">
            <ul>
              {panels.map((panel) => (
                <li key={panel.id}>
                  <a href={`#${panel.id}`}>
                    <Trans message={panel.title} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="sw-account-settings-panels">
            {panels.map((panel) => (
              <div key={panel.id}>{panel.render(user)}</div>
            ))}
          </div>
        </div>
      </PasswordConfirmationProvider>
    );
  }

  return (
    <AppLayout navbarMenu="account-settings-page">
      <div data-testid="account-settings-page">
        <PageHeader title="Account settings" description="View and update your account details, profile and more." actions={<ThemeSelect />} />
        {content}
      </div>
    </AppLayout>
  );
}
