import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TWO_FACTOR_CODE_LENGTH } from '../../../../../common/constants.ts';
import type { User } from '../../../../../common/types.ts';
import { requiredExactLength } from '../../../lib/forms/rules.ts';
import { applyServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { Trans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useWithConfirmedPassword } from '../../auth/confirm-password.tsx';
import { isPasswordConfirmationCancelled, showActionError } from '../../auth/password-confirmation.ts';
import { TextField } from '../../auth/form-fields.tsx';
import { refreshAccountUser, storeUpdatedUser } from '../account-user.ts';
import { SettingsPanel } from '../settings-panel.tsx';
import { initialTwoFactorState, nextTwoFactorState, recoveryCodesFrom, type TwoFactorEvent, type TwoFactorState } from './two-factor-state.ts';

export const TWO_FACTOR_DISABLED_MESSAGE = 'Two factor authentication has been disabled.';

interface QrCode {
  svg: string;
  secret: string;
}

/**
 * Two factor authentication: not enabled → Enable → pending (QR code, setup key, code
 * to confirm; Cancel disables) → enabled (recovery codes, regenerate, disable). Every change
 * goes through the password confirmation flow.
 */
export function TwoFactorPanel({ user }: { user: User }) {
  const withConfirmedPassword = useWithConfirmedPassword();
  const [state, setState] = useState<TwoFactorState>(() => initialTwoFactorState(user));
  const [qrCode, setQrCode] = useState<QrCode | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { errors } = form.formState;

  function transition(event: TwoFactorEvent) {
    setState((current) => nextTwoFactorState(current, event));
  }

  /** Runs a password-confirmed step; false when it failed or was cancelled (already reported). */
  async function run(step: () => Promise<void>, onError: (error: unknown) => void = showActionError): Promise<boolean> {
    setBusy(true);
    try {
      await withConfirmedPassword(step);
      return true;
    } catch (error) {
      if (!isPasswordConfirmationCancelled(error)) onError(error);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const loadQrCode = () => apiClient.get<QrCode>('auth/user/two-factor/qr-code').then(setQrCode);
  const loadCodes = () => apiClient.get('auth/user/two-factor-recovery-codes').then((response) => setCodes(recoveryCodesFrom(response)));

  function markDisabled() {
    storeUpdatedUser({ two_factor_confirmed_at: null, two_factor_recovery_codes: [] });
    setQrCode(null);
    setCodes(null);
    form.reset();
  }

  // Each state change happens after its call finished and `busy` was cleared, so the buttons of
  // the new state are usable as soon as it shows.
  async function enable() {
    const ok = await run(async () => {
      const response = await apiClient.post<{ user?: User } | null>('auth/user/two-factor-authentication');
      if (response?.user) storeUpdatedUser(response.user);
      await loadQrCode();
    });
    if (ok) transition('enable');
  }

  const confirm = form.handleSubmit(async ({ code }) => {
    const ok = await run(
      async () => {
        const response = await apiClient.post<{ user?: User } | null>('auth/user/confirmed-two-factor-authentication', { code: code.trim() });
        if (response?.user) storeUpdatedUser(response.user);
      },
      (error) => applyServerErrors(form, error),
    );
    if (!ok) return;
    form.reset();
    setQrCode(null);
    transition('confirm');
    await run(loadCodes);
  });

  async function disable(event: 'cancel' | 'disable') {
    const ok = await run(() => apiClient.delete('auth/user/two-factor-authentication').then(() => undefined));
    if (!ok) return;
    markDisabled();
    transition(event);
    if (event === 'disable') toast(TWO_FACTOR_DISABLED_MESSAGE);
    void refreshAccountUser();
  }

  const regenerate = () =>
    run(async () => {
      setCodes(recoveryCodesFrom(await apiClient.post('auth/user/two-factor-recovery-codes')));
    });

  return (
    <SettingsPanel
      id="two-factor"
      title="Two factor authentication"
      description="Add additional security to your account using two factor authentication."
      dataAttributes={{ 'data-two-factor-state': state, 'data-busy': busy ? 'true' : 'false' }}
    >
      {state === 'not-enabled' && (
        <>
          <h3 className="sw-settings-subtitle">
            <Trans message="You have not enabled two factor authentication." />
          </h3>
          <p className="sw-muted">
            <Trans message="When two factor authentication is enabled, you will be prompted for a secure, random token during authentication. You may retrieve this token from your phone's authenticator application." />
          </p>
          <Button variant="primary" onClick={enable} disabled={busy} data-testid="two-factor-enable">
            <Trans message="Enable" />
          </Button>
        </>
      )}

      {state === 'pending' && (
        <>
          <h3 className="sw-settings-subtitle">
            <Trans message="Finish enabling two factor authentication." />
          </h3>
          <p className="sw-muted">
            <Trans message="To finish enabling two factor authentication, scan the following QR code using your phone's authenticator application or enter the setup key and provide the generated OTP code." />
          </p>
          {qrCode ? (
            <div className="sw-two-factor-setup">
              {/* An <img> of the server's SVG: shown, never executed. */}
              <img className="sw-two-factor-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode.svg)}`} alt="QR code" width={192} height={192} data-testid="two-factor-qr" />
              <p>
                <Trans message="Setup key" />: <code data-testid="two-factor-secret">{qrCode.secret}</code>
              </p>
            </div>
          ) : (
            <Button variant="outline" onClick={() => run(loadQrCode)} disabled={busy} data-testid="two-factor-show-qr">
              <Trans message="Show QR code" />
            </Button>
          )}
          <form onSubmit={confirm} noValidate className="sw-settings-form sw-two-factor-confirm" data-testid="two-factor-confirm-form">
            <TextField
              label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={TWO_FACTOR_CODE_LENGTH}
              error={errors.code?.message}
              {...form.register('code', requiredExactLength(TWO_FACTOR_CODE_LENGTH))}
            />
            <div className="sw-button-row">
              <Button type="submit" variant="primary" disabled={busy} data-testid="two-factor-confirm">
                <Trans message="Confirm" />
              </Button>
              <Button variant="outline" onClick={() => disable('cancel')} disabled={busy} data-testid="two-factor-cancel">
                <Trans message="Cancel" />
              </Button>
            </div>
          </form>
        </>
      )}

      {state === 'enabled' && (
        <>
          <h3 className="sw-settings-subtitle">
            <Trans message="You have enabled two factor authentication." />
          </h3>
          {codes ? (
            <>
              <p className="sw-muted">
                <Trans message="Store these recovery codes in a secure password manager. They can be used to recover access to your account if your two factor authentication device is lost." />
              </p>
              <ul className="sw-recovery-codes" data-testid="two-factor-recovery-codes">
                {codes.map((code) => (
                  <li key={code}>
                    <code>{code}</code>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="sw-muted">
              <Trans message="When two factor authentication is enabled, you will be prompted for a secure, random token during authentication. You may retrieve this token from your phone's authenticator application." />
            </p>
          )}
          <div className="sw-button-row">
            {codes ? (
              <Button variant="outline" onClick={regenerate} disabled={busy} data-testid="two-factor-regenerate">
                <Trans message="Regenerate recovery codes" />
              </Button>
            ) : (
              <Button variant="outline" onClick={() => run(loadCodes)} disabled={busy} data-testid="two-factor-show-codes">
                <Trans message="Show recovery codes" />
              </Button>
            )}
            <Button variant="danger" onClick={() => disable('disable')} disabled={busy} data-testid="two-factor-disable">
              <Trans message="Disable" />
            </Button>
          </div>
        </>
      )}
    </SettingsPanel>
  );
}
