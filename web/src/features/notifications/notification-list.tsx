import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { NotificationAction, NotificationData, NotificationLine } from '../../../../common/notifications.ts';
import { useBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { Button } from '../../ui/button.tsx';
import { formatRelativeTime } from '../account-settings/sessions/relative-time.ts';
import { declineWorkspaceInvite, joinWorkspaceInvite } from '../workspaces/join-invite.ts';
import { markNotificationsRead, NOTIFICATION_LIST_QUERY_KEY } from './notifications-api.ts';
import { actionTarget, invitationIntent, isUnread, notificationText, showsUnreadDot, type ActionTarget } from './notification-rules.ts';
import { NotificationIcon } from './notification-icons.tsx';
import './notifications.css';

// The notification items the popover and /notifications show: lines of server-sanitized
// HTML with their icons, an unread dot when unread and without an image, the time, and buttons.
// The whole item is one button (stretched over it, named by the item's text) that marks it read and
// runs its main action; its own buttons and links sit above that and do their own thing.

function markRead(notification: NotificationData): void {
  if (!isUnread(notification)) return;
  markNotificationsRead({ ids: [notification.id] }).catch((error: unknown) => {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_QUERY_KEY });
    showHttpErrorToast(error);
  });
}

function useFollow(onNavigate?: () => void) {
  const navigate = useNavigate();
  return (target: ActionTarget) => {
    if (!target) return;
    if (target.kind === 'new-tab') {
      window.open(target.url, '_blank', 'noopener,noreferrer');
      return;
    }
    onNavigate?.();
    navigate(target.to);
  };
}

export interface NotificationListProps {
  notifications: NotificationData[];
  /** Called before an in-app navigation (the popover closes). */
  onNavigate?: () => void;
  testId?: string;
}

export function NotificationList({ notifications, onNavigate, testId = 'notification-list' }: NotificationListProps) {
  return (
    <ul className="sw-notif-list" data-testid={testId}>
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

function NotificationItem({ notification, onNavigate }: { notification: NotificationData; onNavigate?: () => void }) {
  const trans = useTrans();
  const { i18n } = useBootstrapData();
  const follow = useFollow(onNavigate);
  const [busy, setBusy] = useState(false);
  const unread = isUnread(notification);
  const { data } = notification;
  const text = notificationText(notification);
  const main = data.mainAction ?? null;
  const time = formatRelativeTime(notification.created_at, { locale: i18n.language, translate: trans });

  const open = () => {
    markRead(notification);
    follow(actionTarget(main));
  };

  async function runButton(action: NotificationAction) {
    const intent = invitationIntent(notification, action);
    markRead(notification);
    if (!intent || !data.inviteId) {
      follow(actionTarget(action));
      return;
    }
    setBusy(true);
    try {
      if (intent === 'join') await joinWorkspaceInvite(data.inviteId);
      else await declineWorkspaceInvite(data.inviteId);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="sw-notif-item" data-testid="notification-item" data-notification-id={notification.id} data-notification-type={notification.type} data-unread={unread ? 'true' : 'false'}>
      <button
        type="button"
        className="sw-notif-main"
        data-testid="notification-open"
        aria-label={unread ? trans(':text (unread)', { text }) : text}
        title={main?.label ? trans(main.label) : undefined}
        onClick={open}
      />
      {data.image ? (
        <img className="sw-notif-image" src={data.image} alt="" />
      ) : (
        <span className="sw-notif-dot" data-visible={showsUnreadDot(notification) ? 'true' : 'false'} data-testid={showsUnreadDot(notification) ? 'notification-unread-dot' : undefined} aria-hidden="true" />
      )}
      <div className="sw-notif-body">
        {(data.lines ?? []).map((line, index) => (
          <NotificationLineView key={index} line={line} onFollow={(target) => {
              markRead(notification);
              follow(target);
            }} />
        ))}
        {time && (
          <time className="sw-notif-time" dateTime={notification.created_at}>
            {time}
          </time>
        )}
        {(data.buttonActions?.length ?? 0) > 0 && (
          <div className="sw-notif-buttons">
            {data.buttonActions!.map((action, index) => {
              const intent = invitationIntent(notification, action);
              return (
                <Button
                  key={`${action.action}-${index}`}
                  size="sm"
                  variant={index === 0 ? 'primary' : 'outline'}
                  disabled={busy}
                  data-testid={intent ? `notification-${intent}` : 'notification-action'}
                  onClick={() => void runButton(action)}
                >
                  <Trans message={action.label} />
                </Button>
              );
            })}
          </div>
        )}
      </div>
    </li>
  );
}

function NotificationLineView({ line, onFollow }: { line: NotificationLine; onFollow: (target: ActionTarget) => void }) {
  const target = actionTarget(line.action);
  const followLink = (event: MouseEvent) => {
    event.preventDefault();
    onFollow(target);
  };
  return (
    <div className={line.type === 'primary' ? 'sw-notif-line sw-notif-line-primary' : 'sw-notif-line'}>
      <NotificationIcon name={line.icon} />
      {/* The server sanitizes notification HTML. */}
      <span className="sw-notif-content" dangerouslySetInnerHTML={{ __html: line.content }} />
      {target && line.action?.label && (
        target.kind === 'new-tab' ? (
          <a className="sw-notif-line-action" href={target.url} target="_blank" rel="noopener noreferrer" onClick={followLink}>
            <Trans message={line.action.label} />
          </a>
        ) : (
          <Link className="sw-notif-line-action" to={target.to} onClick={followLink}>
            <Trans message={line.action.label} />
          </Link>
        )
      )}
    </div>
  );
}

/** "Mark all as read" (shown while some are unread). */
export function MarkAllReadButton({ testId = 'notifications-mark-all' }: { testId?: string }) {
  const [busy, setBusy] = useState(false);
  async function markAll() {
    setBusy(true);
    try {
      await markNotificationsRead({ all: true });
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_QUERY_KEY });
      showHttpErrorToast(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="text" size="sm" onClick={() => void markAll()} disabled={busy} data-testid={testId}>
      <Trans message="Mark all as read" />
    </Button>
  );
}
