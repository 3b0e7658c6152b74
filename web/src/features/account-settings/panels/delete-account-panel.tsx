import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '../../../../../common/types.ts';
import { logout } from '../../../app/auth/logout.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useWithConfirmedPassword } from '../../auth/confirm-password.tsx';
import { isPasswordConfirmationCancelled } from '../../auth/password-confirmation.ts';
import { SettingsPanel } from '../settings-panel.tsx';

export const ACCOUNT_DELETED_MESSAGE = 'Account deleted';

/** DELETE users/{id}?deleteCurrentUser=true after a confirm dialog and the password, then logout and /. */
export function DeleteAccountPanel({ user }: { user: User }) {
  const withConfirmedPassword = useWithConfirmedPassword();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const onUnmount = useRef<(() => void) | null>(null);
  useEffect(() => () => onUnmount.current?.(), []);

  async function deleteAccount() {
    await withConfirmedPassword(() => apiClient.delete(`users/${user.id}`, undefined, { params: { deleteCurrentUser: true } }));
    toast(ACCOUNT_DELETED_MESSAGE);
    // Leave this page before the user disappears from the bootstrap data: otherwise its login
    // guard would win the race and send the visitor to /login?redirect=/account-settings.
    const left = new Promise<void>((resolve) => (onUnmount.current = resolve));
    void navigate('/', { replace: true });
    await left;
    await logout({ quiet: true });
  }

  return (
    <SettingsPanel id="delete-account" title="Delete account" description="Once you delete your account, all of its resources and data will be permanently deleted.">
      <Button variant="danger" onClick={() => setOpen(true)} data-testid="delete-account">
        <Trans message="Delete account" />
      </Button>
      <ConfirmDialog
        open={open}
        title={<Trans message="Delete account" />}
        confirmLabel={<Trans message="Delete" />}
        danger
        isQuietError={isPasswordConfirmationCancelled}
        testId="delete-account-dialog"
        confirmTestId="delete-account-confirm"
        onClose={() => setOpen(false)}
        onConfirm={deleteAccount}
      >
        <p>
          <Trans message="Are you sure you want to delete your account? All of your data will be permanently removed. This cannot be undone." />
        </p>
      </ConfirmDialog>
    </SettingsPanel>
  );
}
