import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { User } from '../../../../../common/types.ts';
import { useBootstrapData } from '../../../app/bootstrap/bootstrap-store.ts';
import { required } from '../../../lib/forms/rules.ts';
import { applyServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { useFocusWhenOpen } from '../../../lib/forms/use-focus-when-open.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useWithConfirmedPassword } from '../../auth/confirm-password.tsx';
import { isPasswordConfirmationCancelled } from '../../auth/password-confirmation.ts';
import { TextField } from '../../auth/form-fields.tsx';
import { refreshAccountUser } from '../account-user.ts';
import { formatRelativeTime } from '../sessions/relative-time.ts';
import { SettingsPanel } from '../settings-panel.tsx';
import { CopyButton } from './copy-button.tsx';

type AccessToken = NonNullable<User['tokens']>[number];

/** API tokens: list, create (the plain-text token shown once), delete. */
export function DevelopersPanel({ user }: { user: User }) {
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AccessToken | null>(null);
  const tokens = user.tokens ?? [];

  return (
    <SettingsPanel
      id="developers"
      title="Developers"
      description="Use API tokens to call the API from your own scripts and tools. A token acts as you, so keep it secret."
    >
      {tokens.length ? (
        <ul className="sw-token-list" data-testid="token-list">
          {tokens.map((token) => (
            <TokenRow key={token.id} token={token} onDelete={() => setDeleting(token)} />
          ))}
        </ul>
      ) : (
        <p className="sw-muted" data-testid="token-list-empty">
          <Trans message="You have not created any API tokens yet." />
        </p>
      )}
      <Button variant="primary" onClick={() => setCreating(true)} data-testid="create-token">
        <Trans message="Create token" />
      </Button>
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
      <DeleteTokenDialog token={deleting} onClose={() => setDeleting(null)} />
    </SettingsPanel>
  );
}

function TokenRow({ token, onDelete }: { token: AccessToken; onDelete: () => void }) {
  const trans = useTrans();
  const { i18n } = useBootstrapData();
  return (
    <li className="sw-token" data-testid="token-row" data-token-id={token.id}>
      <div>
        <div className="sw-token-name">{token.name}</div>
        <div className="sw-muted sw-token-meta">
          {token.last_used_at
            ? trans('Last used :time', { time: formatRelativeTime(token.last_used_at, { locale: i18n.language, translate: trans }) })
            : trans('Never used')}
        </div>
      </div>
      <Button variant="text" size="sm" onClick={onDelete} data-testid="token-delete" aria-label={trans('Delete :name', { name: token.name })}>
        <Trans message="Delete" />
      </Button>
    </li>
  );
}

/** A form for the name; after POST access-tokens {tokenName} the same dialog shows the token once. */
function CreateTokenDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const withConfirmedPassword = useWithConfirmedPassword();
  const [plainTextToken, setPlainTextToken] = useState<string | null>(null);
  const form = useForm<{ tokenName: string }>({ defaultValues: { tokenName: '' } });
  const { errors, isSubmitting } = form.formState;
  useFocusWhenOpen(open, () => form.setFocus('tokenName'));

  const close = () => {
    form.reset();
    setPlainTextToken(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ tokenName }) => {
    try {
      const response = await withConfirmedPassword(() => apiClient.post<{ plainTextToken: string }>('access-tokens', { tokenName: tokenName.trim() }));
      setPlainTextToken(response.plainTextToken);
      toast('Token create');
      void refreshAccountUser();
    } catch (error) {
      if (!isPasswordConfirmationCancelled(error)) applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open={open} onClose={close} title={plainTextToken ? 'API token created' : 'Create new token'} size="md" closeOnBackdrop={!plainTextToken}>
      {plainTextToken ? (
        <div data-testid="create-token-dialog" data-step="created">
          <p className="sw-token-warning" role="alert">
            <Trans message="Make sure to store the token in a safe place. After this dialog is closed, the token will not be viewable again." />
          </p>
          <div className="sw-token-reveal">
            <input className="sw-input" readOnly value={plainTextToken} aria-label="API token" onFocus={(event) => event.currentTarget.select()} data-testid="plain-text-token" />
            <CopyButton text={plainTextToken} testId="copy-token" />
          </div>
          <div className="sw-dialog-actions">
            <Button variant="primary" onClick={close} data-testid="create-token-done">
              <Trans message="Done" />
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate data-testid="create-token-dialog" data-step="form">
          <TextField label="Token name" autoComplete="off" error={errors.tokenName?.message} {...form.register('tokenName', required)} />
          <div className="sw-dialog-actions">
            <Button variant="text" onClick={close}>
              <Trans message="Cancel" />
            </Button>
            <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="create-token-submit">
              <Trans message="Create" />
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function DeleteTokenDialog({ token, onClose }: { token: AccessToken | null; onClose: () => void }) {
  const withConfirmedPassword = useWithConfirmedPassword();
  return (
    <ConfirmDialog
      open={token !== null}
      title={<Trans message="Delete token" />}
      confirmLabel={<Trans message="Delete" />}
      danger
      isQuietError={isPasswordConfirmationCancelled}
      testId="delete-token-dialog"
      onClose={onClose}
      onConfirm={async () => {
        if (!token) return;
        await withConfirmedPassword(() => apiClient.delete(`access-tokens/${token.id}`));
        toast('Token deleted');
        await refreshAccountUser();
      }}
    >
      <p>
        <Trans message="Scripts and tools using “:name” will stop working. Delete it?" values={{ name: token?.name ?? '' }} />
      </p>
    </ConfirmDialog>
  );
}
