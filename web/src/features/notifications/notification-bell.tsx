import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { User } from '../../../../common/types.ts';
import { useTrans } from '../../lib/i18n.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { badgeText } from './notification-rules.ts';
import { BellIcon } from './notification-icons.tsx';
import { useUnreadCount } from './unread-count.ts';
import { useUnreadCountFeed } from './unread-stream.ts';
import './notifications.css';

// The navbar's bell (only when notifications are integrated): the unread count as a badge,
// kept live by the unread stream, and a popover with the latest notifications. The popover is a
// non-modal dialog: Escape closes it and puts focus back on the bell; a click outside closes it.

const NotificationPanel = lazy(() => import('./notification-panel.tsx').then((module) => ({ default: module.NotificationPanel })));

export function NotificationBell({ user }: { user: User }) {
  const trans = useTrans();
  const count = useUnreadCount();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  useUnreadCountFeed(user.id, true);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bellRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape also when focus is nowhere in particular (the button that had it went away).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const label = count ? trans('Notifications (:count unread)', { count }) : trans('Notifications');
  const badge = badgeText(count);

  return (
    <div
      className="sw-notif-root"
      ref={rootRef}
      onBlur={(event) => {
        // Tabbing out of the popover closes it (focus moved somewhere outside the bell and panel).
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={bellRef}
        type="button"
        className="sw-icon-btn sw-bell"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notification-bell"
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
        {badge && (
          <span className="sw-bell-count" data-testid="notification-count">
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div ref={panelRef} id={panelId} role="dialog" aria-labelledby={titleId} tabIndex={-1} className="sw-notif-popover" data-testid="notification-popover">
          <Suspense
            fallback={
              <div className="sw-notif-loading">
                <Spinner size="sm" />
              </div>
            }
          >
            <NotificationPanel titleId={titleId} onClose={() => close(false)} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
