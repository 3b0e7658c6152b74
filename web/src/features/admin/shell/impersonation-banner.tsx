import { useState } from 'react';
import { useBootstrapData } from '../../../app/bootstrap/bootstrap-store.ts';
import { showHttpErrorToast } from '../../../lib/http/show-http-error-toast.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { stopImpersonating } from '../users/users-api.ts';
import './impersonation-banner.css';

/**
 * On every page while an admin acts as another user: who they are acting as, and the way back.
 * Stopping reloads the app at the users list, since everything loaded so far was the user's.
 */
export function ImpersonationBanner() {
  const trans = useTrans();
  const { impersonating, user } = useBootstrapData();
  const [busy, setBusy] = useState(false);
  if (!impersonating || !user) return null;

  async function stop() {
    setBusy(true);
    try {
      await stopImpersonating();
      window.location.assign('/admin/users');
    } catch (error) {
      setBusy(false);
      showHttpErrorToast(error);
    }
  }

  return (
    <div className="sw-impersonation-banner" role="region" aria-label={trans('Impersonation')} data-testid="impersonation-banner">
      <p>
        <Trans message="You are acting as :user. Signed in as :admin." values={{ user: <strong>{user.display_name || user.email}</strong>, admin: impersonating.admin_name }} />
      </p>
      <Button variant="outline" size="sm" onClick={() => void stop()} disabled={busy} data-testid="stop-impersonating">
        <Trans message="Stop impersonating" />
      </Button>
    </div>
  );
}
