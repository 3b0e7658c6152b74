import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { BootstrapData } from '../../../../../common/types.ts';
import { required } from '../../../lib/forms/rules.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../form-fields.tsx';

export interface ConnectResponse {
  bootstrapData?: BootstrapData | string;
  two_factor?: boolean;
}

interface PasswordRequiredDialogProps {
  open: boolean;
  serviceName: string;
  onClose: () => void;
  onConnected: (response: ConnectResponse) => Promise<void>;
}

/**
 * REQUEST_PASSWORD: an account with the provider's e-mail exists, so its
 * password links the two. POST secure/auth/social/connect {password} → {bootstrapData} (or
 * {two_factor: true} when the account uses two-factor authentication).
 */
export function PasswordRequiredDialog({ open, serviceName, onClose, onConnected }: PasswordRequiredDialogProps) {
  const formId = useId();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await onConnected(await apiClient.post<ConnectResponse>('secure/auth/social/connect', { password }));
      form.reset();
    } catch (error) {
      onServerError(error);
    }
  });

  function close() {
    form.reset();
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Password required"
      size="sm"
      footer={
        <>
          <Button variant="text" onClick={close}>
            <Trans message="Cancel" />
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={isSubmitting} data-testid="social-connect-submit">
            <Trans message="Connect" />
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate data-testid="social-password-form">
        <p className="sw-muted">
          <Trans
            message="An account with this email address already exists. If you want to connect your :service account, enter the password of your existing account."
            values={{ service: serviceName }}
          />
        </p>
        <TextField label="Password" type="password" autoComplete="current-password" autoFocus error={errors.password?.message} {...form.register('password', required)} />
      </form>
    </Dialog>
  );
}
