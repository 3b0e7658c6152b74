import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { NOTIFICATION_MESSAGES, type NotificationChannel, type NotificationSubscriptions } from '../../../../common/notifications.ts';
import { useSettings } from '../../app/bootstrap/bootstrap-store.ts';
import { AppLayout, PageHeader } from '../../app/layout/app-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { httpErrorMessage } from '../../lib/http/http-error.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../ui/query-status.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { enableBrowserPush } from './browser-push.ts';
import { MarkAllReadButton, NotificationList } from './notification-list.tsx';
import { CHANNEL_LABELS, initialSelections, selectionsPayload, withSelection, type Selections } from './notification-rules.ts';
import { saveSubscriptions, useNotificationList, useSubscriptions } from './notifications-api.ts';
import { useUnreadCount } from './unread-count.ts';
import './notifications.css';

export const PUSH_UNSUPPORTED_MESSAGE = 'This browser does not support notifications.';
export const PUSH_FAILED_MESSAGE = 'Could not turn on browser notifications on this device.';

/** /notifications: every notification, 30 a page, with "Mark all as read". */
export function NotificationsPage() {
  const settings = useSettings();
  const count = useUnreadCount();
  const list = useNotificationList();
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  useDocumentTitle('Notifications');

  useEffect(() => {
    if (list.error) showHttpErrorToast(list.error);
  }, [list.error]);

  return (
    <AppLayout navbarMenu="notifications-page" narrow>
      <div data-testid="notifications-page" className="sw-notif-page">
        <PageHeader
          title={NOTIFICATION_MESSAGES.title}
          actions={
            <>
              {count > 0 && <MarkAllReadButton testId="notifications-page-mark-all" />}
              {settings.notifications.subs.integrated && (
                <Link to="/notifications/settings" className="sw-btn sw-btn-outline sw-btn-sm" data-testid="notifications-settings-link">
                  <Trans message="Settings" />
                </Link>
              )}
            </>
          }
        />
        {list.isPending ? (
          <QueryLoading size="lg" />
        ) : list.isError && items.length === 0 ? (
          <QueryError title={<Trans message="Notifications could not be loaded" />} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} testId="notifications-error" />
        ) : items.length === 0 ? (
          <p className="sw-card sw-notif-page-message sw-muted" data-testid="notifications-empty">
            <Trans message={NOTIFICATION_MESSAGES.empty} />
          </p>
        ) : (
          <div className="sw-card sw-notif-page-list">
            <NotificationList notifications={items} testId="notifications-page-list" />
          </div>
        )}
        {list.hasNextPage && (
          <div className="sw-notif-more">
            <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} data-testid="notifications-load-more">
              {list.isFetchingNextPage && <Spinner size="sm" delay={0} label={null} />}
              <Trans message="Load more" />
            </Button>
          </div>
        )}
      </div>
    </AppLayout>
  );
}

/** /notifications/settings: which notifications arrive on which channel. */
export function NotificationSettingsPage() {
  useDocumentTitle('Notification settings');
  const subs = useSubscriptions();

  let content;
  if (subs.isPending) content = <QueryLoading size="lg" />;
  else if (subs.isError)
    content = (
      <QueryError
        title={<Trans message="Your notification settings could not be loaded" />}
        error={subs.error}
        onRetry={() => void subs.refetch()}
        retrying={subs.isFetching}
        testId="notification-settings-error"
      />
    );
  // "Redirects to / if subscriptions are not integrated or there are none".
  else if (subs.data.subscriptions.every((group) => group.subscriptions.length === 0)) return <Navigate to="/" replace />;
  else content = <SubscriptionsForm subs={subs.data} />;

  return (
    <AppLayout navbarMenu="notifications-page" narrow>
      <div data-testid="notification-settings-page">
        <PageHeader title="Notification settings" description="Choose how you want to be notified." />
        {content}
      </div>
    </AppLayout>
  );
}

function SubscriptionsForm({ subs }: { subs: NotificationSubscriptions }) {
  const trans = useTrans();
  const [selections, setSelections] = useState<Selections>(() => initialSelections(subs));
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  // Once this device has a push subscription, further browser boxes need no second round trip.
  const [pushReady, setPushReady] = useState(false);
  const channels = subs.available_channels;

  async function toggle(notifId: string, channel: NotificationChannel, on: boolean) {
    if (channel === 'browser' && on && !pushReady) {
      setAsking(true);
      try {
        const result = await enableBrowserPush();
        if (result === 'denied') {
          toast.danger(NOTIFICATION_MESSAGES.blocked);
          return;
        }
        if (result === 'unsupported') {
          toast.danger(PUSH_UNSUPPORTED_MESSAGE);
          return;
        }
        // The prompt was closed without an answer: the box stays off and may be ticked again.
        if (result === 'dismissed') return;
        setPushReady(true);
      } catch (error) {
        console.error('Browser notifications', error);
        toast.danger(httpErrorMessage(error) || PUSH_FAILED_MESSAGE);
        return;
      } finally {
        setAsking(false);
      }
    }
    setSelections((current) => withSelection(current, notifId, channel, on));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await saveSubscriptions(selectionsPayload(selections, subs));
      toast(NOTIFICATION_MESSAGES.updatedPreferences);
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} data-testid="notification-settings-form" className="sw-notif-settings">
      {subs.subscriptions
        .filter((group) => group.subscriptions.length > 0)
        .map((group) => (
          <section key={group.group_name} className="sw-card sw-notif-group" data-testid="notification-group">
            <table className="sw-notif-grid">
              <caption className="sw-visually-hidden">{trans(group.group_name)}</caption>
              <thead>
                <tr>
                  <th scope="col" className="sw-notif-grid-name">
                    <Trans message={group.group_name} />
                  </th>
                  {channels.map((channel) => (
                    <th scope="col" key={channel}>
                      <Trans message={CHANNEL_LABELS[channel] ?? channel} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {group.subscriptions.map(({ notif_id, name }) => (
                  <tr key={notif_id}>
                    <th scope="row" className="sw-notif-grid-name">
                      <Trans message={name} />
                    </th>
                    {channels.map((channel) => (
                      <td key={channel}>
                        <input
                          type="checkbox"
                          className="sw-notif-check"
                          checked={Boolean(selections[notif_id]?.[channel])}
                          disabled={channel === 'browser' && asking}
                          aria-label={trans(':notification: :channel', { notification: trans(name), channel: trans(CHANNEL_LABELS[channel] ?? channel) })}
                          data-testid={`notif-${notif_id}-${channel}`}
                          onChange={(event) => void toggle(notif_id, channel, event.currentTarget.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      <div className="sw-notif-settings-actions">
        <Button type="submit" variant="primary" disabled={saving} data-testid="notification-settings-save">
          <Trans message="Save" />
        </Button>
      </div>
    </form>
  );
}
