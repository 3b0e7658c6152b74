import { useForm } from 'react-hook-form';
import type { User } from '../../../../../common/types.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { TextField } from '../../auth/form-fields.tsx';
import { storeUpdatedUser } from '../account-user.ts';
import { SettingsPanel } from '../settings-panel.tsx';
import { AvatarField } from './avatar-field.tsx';

type DetailsValues = {
  first_name: string;
  last_name: string;
};

/** First and last name (PUT users/me) and the avatar. */
export function AccountDetailsPanel({ user }: { user: User }) {
  const form = useForm<DetailsValues>({ defaultValues: { first_name: user.first_name ?? '', last_name: user.last_name ?? '' } });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await apiClient.put<{ user: User }>('users/me', values);
      storeUpdatedUser(response.user);
      form.reset({ first_name: response.user.first_name ?? '', last_name: response.user.last_name ?? '' });
      toast('Updated account details');
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <SettingsPanel id="account-details" title="Account details">
      <div className="sw-account-details">
        <form onSubmit={onSubmit} noValidate className="sw-account-details-form" data-testid="account-details-form">
          <div className="sw-field-row">
            <TextField label="First name" autoComplete="given-name" error={errors.first_name?.message} {...form.register('first_name')} />
            <TextField label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...form.register('last_name')} />
          </div>
          <Button type="submit" variant="primary" disabled={isSubmitting || !isDirty} data-testid="account-details-save">
            <Trans message="Save" />
          </Button>
        </form>
        <AvatarField user={user} />
      </div>
    </SettingsPanel>
  );
}
