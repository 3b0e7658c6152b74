import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBootstrapData } from '../../../app/bootstrap/bootstrap-store.ts';
import { required } from '../../../lib/forms/rules.ts';
import { applyServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { useFocusWhenOpen } from '../../../lib/forms/use-focus-when-open.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { QueryError, QueryLoading } from '../../../ui/query-status.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useWithConfirmedPassword } from '../../auth/confirm-password.tsx';
import { isPasswordConfirmationCancelled } from '../../auth/password-confirmation.ts';
import { TextField } from '../../auth/form-fields.tsx';
import { SettingsPanel } from '../settings-panel.tsx';
import { DeviceIcon } from './device-icon.tsx';
import { formatRelativeTime } from './relative-time.ts';

export const LOGGED_OUT_OTHER_SESSIONS_MESSAGE = 'Logged out other sessions.';

export interface UserSession {
  id: number | string;
  platform: string | null;
  browser: string | null;
  city: string | null;
  country: string | null;
  ip_address: string | null;
  last_active: string | number | null;
  is_current_device: boolean;
  device_type: 'mobile' | 'tablet' | 'other' | string;
}

const SESSIONS_QUERY_KEY = ['user-sessions'] as const;

/** GET user-sessions, listed newest first; the list scrolls past 400 px. */
export function SessionsPanel() {
  const query = useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => apiClient.get<{ sessions: UserSession[] }>('user-sessions').then((response) => response.sessions ?? []),
  });
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <SettingsPanel
      id="sessions"
      title="Active sessions"
      description="If necessary, you may log out of all of your other browser sessions across all of your devices. Your recently active sessions are listed below."
    >
      {query.isPending ? (
        <QueryLoading size="sm" />
      ) : query.isError ? (
        <QueryError inline title={<Trans message="There was an issue loading this page" />} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="sessions-error" />
      ) : (
        <ul className="sw-sessions" data-testid="sessions-list">
          {query.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      <Button variant="outline" onClick={() => setDialogOpen(true)} data-testid="logout-other-sessions">
        <Trans message="Log out other sessions" />
      </Button>
      <LogoutOtherSessionsDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </SettingsPanel>
  );
}

function SessionRow({ session }: { session: UserSession }) {
  const trans = useTrans();
  const { i18n } = useBootstrapData();
  const place = [session.city, session.country].filter(Boolean).join(', ');
  return (
    <li className="sw-session" data-testid="session-row" data-current={session.is_current_device ? 'true' : 'false'} data-session-id={session.id}>
      <span className="sw-session-icon">
        <DeviceIcon type={session.device_type} />
      </span>
      <div className="sw-session-details">
        <div className="sw-session-name">
          {trans(':browser on :platform', { browser: session.browser || trans('Unknown browser'), platform: session.platform || trans('Unknown platform') })}
        </div>
        <div className="sw-muted sw-session-meta">
          {[place, session.ip_address].filter(Boolean).join(' · ')}
          {place || session.ip_address ? ' · ' : ''}
          {session.is_current_device ? (
            <span className="sw-session-current" data-testid="session-current">
              <Trans message="This device" />
            </span>
          ) : (
            <time dateTime={typeof session.last_active === 'string' ? session.last_active : undefined} data-testid="session-last-active">
              {formatRelativeTime(session.last_active, { locale: i18n.language, translate: trans })}
            </time>
          )}
        </div>
      </div>
    </li>
  );
}

/** Asks for the password, then POST user-sessions/logout-other {password}. */
function LogoutOtherSessionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const withConfirmedPassword = useWithConfirmedPassword();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  useFocusWhenOpen(open, () => form.setFocus('password'));

  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await withConfirmedPassword(() => apiClient.post('user-sessions/logout-other', { password }), { password });
      toast(LOGGED_OUT_OTHER_SESSIONS_MESSAGE);
      close();
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    } catch (error) {
      if (!isPasswordConfirmationCancelled(error)) applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open={open} onClose={close} title="Log out other sessions" size="sm">
      <form onSubmit={onSubmit} noValidate data-testid="logout-other-sessions-dialog">
        <p className="sw-muted">
          <Trans message="Please enter your password to confirm you would like to log out of your other browser sessions across all of your devices." />
        </p>
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register('password', required)} />
        <div className="sw-dialog-actions">
          <Button variant="text" onClick={close}>
            <Trans message="Cancel" />
          </Button>
          <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="logout-other-sessions-submit">
            <Trans message="Log out other sessions" />
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
