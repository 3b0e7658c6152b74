import { Link } from 'react-router';
import { NOTIFICATION_MESSAGES } from '../../../../common/notifications.ts';
import { useSettings } from '../../app/bootstrap/bootstrap-store.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { QueryError, QueryLoading } from '../../ui/query-status.tsx';
import { MarkAllReadButton, NotificationList } from './notification-list.tsx';
import { SettingsIcon } from './notification-icons.tsx';
import { useNotificationList } from './notifications-api.ts';
import { useUnreadCount } from './unread-count.ts';

/**
 * The popover's content: the title "Notifications", "Mark all as
 * read" while some are unread, otherwise a link to the settings; the latest notifications or the
 * empty state; a link to the full list.
 */
export function NotificationPanel({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const trans = useTrans();
  const settings = useSettings();
  const count = useUnreadCount();
  // Opening the popover shows what is new even when the cached list is still "fresh".
  const list = useNotificationList({ refetchOnMount: 'always' });
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="sw-notif-panel">
      <div className="sw-notif-panel-header">
        <h2 id={titleId} className="sw-notif-title">
          <Trans message={NOTIFICATION_MESSAGES.title} />
        </h2>
        {count > 0 ? (
          <MarkAllReadButton />
        ) : (
          settings.notifications.subs.integrated && (
            <Link to="/notifications/settings" className="sw-icon-btn sw-notif-settings-link" aria-label={trans('Notification settings')} title={trans('Notification settings')} data-testid="notification-settings-link" onClick={onClose}>
              <SettingsIcon />
            </Link>
          )
        )}
      </div>
      <div className="sw-notif-panel-body" aria-busy={list.isFetching ? true : undefined}>
        {list.isPending ? (
          <QueryLoading />
        ) : list.isError && items.length === 0 ? (
          <div className="sw-notif-empty">
            <QueryError inline title={<Trans message="Notifications could not be loaded" />} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} testId="notification-panel-error" />
          </div>
        ) : items.length === 0 ? (
          <p className="sw-notif-empty" data-testid="notifications-empty">
            <Trans message={NOTIFICATION_MESSAGES.empty} />
          </p>
        ) : (
          <NotificationList notifications={items} onNavigate={onClose} testId="notification-popover-list" />
        )}
      </div>
      <div className="sw-notif-panel-footer">
        <Link to="/notifications" onClick={onClose} data-testid="notifications-view-all">
          <Trans message="View all notifications" />
        </Link>
      </div>
    </div>
  );
}
