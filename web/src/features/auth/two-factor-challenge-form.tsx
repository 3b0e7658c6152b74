import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RECOVERY_CODE_LENGTH, TWO_FACTOR_CODE_LENGTH } from '../../../../common/constants.ts';
import type { BootstrapData } from '../../../../common/types.ts';
import { requiredExactLength } from '../../lib/forms/rules.ts';
import { useServerErrors } from '../../lib/forms/use-server-errors.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { Trans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { TextField } from './form-fields.tsx';

interface ChallengeValues {
  code: string;
  recovery_code: string;
}

/**
 * The login's second step: a 6-character authentication code or a 21-character
 * recovery code, with a toggle between the two. POST auth/two-factor-challenge → {bootstrapData}.
 */
export function TwoFactorChallengeForm({ onSuccess }: { onSuccess: (bootstrapData: BootstrapData | string | undefined) => Promise<void> }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const form = useForm<ChallengeValues>({ defaultValues: { code: '', recovery_code: '' }, shouldUnregister: true });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const body = useRecovery ? { recovery_code: values.recovery_code.trim() } : { code: values.code.trim() };
    try {
      const response = await apiClient.post<{ bootstrapData?: BootstrapData | string } | null>('auth/two-factor-challenge', body);
      await onSuccess(response?.bootstrapData);
    } catch (error) {
      onServerError(error);
    }
  });

  function toggle() {
    form.clearErrors();
    setUseRecovery((value) => !value);
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="two-factor-form" data-mode={useRecovery ? 'recovery' : 'code'}>
      <p className="sw-muted">
        <Trans
          message={
            useRecovery
              ? 'Please confirm access to your account by entering one of your emergency recovery codes.'
              : 'Please confirm access to your account by entering the authentication code provided by your authenticator application.'
          }
        />
      </p>
      {useRecovery ? (
        <TextField
          key="recovery_code"
          label="Recovery code"
          autoComplete="off"
          autoFocus
          maxLength={RECOVERY_CODE_LENGTH}
          spellCheck={false}
          error={errors.recovery_code?.message}
          {...form.register('recovery_code', requiredExactLength(RECOVERY_CODE_LENGTH))}
        />
      ) : (
        <TextField
          key="code"
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={TWO_FACTOR_CODE_LENGTH}
          error={errors.code?.message}
          {...form.register('code', requiredExactLength(TWO_FACTOR_CODE_LENGTH))}
        />
      )}
      <Button variant="text" size="sm" onClick={toggle} data-testid="two-factor-toggle">
        <Trans message={useRecovery ? 'Use an authentication code' : 'Use a recovery code'} />
      </Button>
      <Button type="submit" variant="primary" size="lg" fullWidth disabled={isSubmitting} data-testid="two-factor-submit">
        <Trans message="Continue" />
      </Button>
    </form>
  );
}
