import { useForm } from 'react-hook-form';
import { required } from '../../../lib/forms/rules.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { NewPasswordFields, TextField } from '../../auth/form-fields.tsx';
import { SettingsPanel } from '../settings-panel.tsx';

type PasswordValues = {
  current_password: string;
  password: string;
  password_confirmation: string;
};

// The server signs out the other sessions and revokes every API token on a change
// (server/modules/auth/account-password.ts): say so before the user commits to it.
const PASSWORD_CHANGE_EFFECTS = 'Changing your password signs you out on your other devices and revokes your API tokens.';

const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/** PUT auth/user/password; all three fields required, and Save stays disabled until they are valid. */
export function PasswordPanel() {
  const form = useForm<PasswordValues>({ defaultValues: EMPTY });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting, isValid } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiClient.put('auth/user/password', values);
      form.reset(EMPTY);
      toast('Password changed');
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <SettingsPanel id="password" title="Password" description={PASSWORD_CHANGE_EFFECTS}>
      <form onSubmit={onSubmit} noValidate className="sw-settings-form" data-testid="password-form">
        <TextField label="Current password" type="password" autoComplete="current-password" error={errors.current_password?.message} {...form.register('current_password', required)} />
        <NewPasswordFields form={form} label="New password" />
        <Button type="submit" variant="primary" disabled={!isValid || isSubmitting} data-testid="password-save">
          <Trans message="Update password" />
        </Button>
      </form>
    </SettingsPanel>
  );
}
