import { Link } from 'react-router';
import { useSettings } from '../../app/bootstrap/bootstrap-store.ts';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { Trans } from '../../lib/i18n.tsx';

export function NotificationsPage() {
  const settings = useSettings();
  useDocumentTitle('Notifications');
  return (
    <AppLayout navbarMenu="notifications-page" narrow>
      <div data-testid="notifications-page">
        <PageHeader
          title="Notifications"
          actions={
            settings.notifications.subs.integrated ? (
              <Link to="/notifications/settings">
                <Trans message="Settings" />
              </Link>
            ) : undefined
          }
        />
        <p className="sw-muted">
          <Trans message="Hang tight! Notifications will start showing up here soon." />
        </p>
      </div>
    </AppLayout>
  );
}

export function NotificationSettingsPage() {
  useDocumentTitle('Notification settings');
  return (
    <AppLayout navbarMenu="notifications-page" narrow>
      <div data-testid="notification-settings-page">
        <PageHeader title="Notification settings" description="Choose how you want to be notified." />
      </div>
    </AppLayout>
  );
}
