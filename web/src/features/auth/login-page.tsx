import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { TWO_FACTOR_CODE_LENGTH, RECOVERY_CODE_LENGTH } from '../../../../common/constants.ts';
import type { BootstrapData } from '../../../../common/types.ts';
import { setPendingAuthRedirect } from '../../app/auth/redirects.ts';
import { fetchBootstrapData, setBootstrapData, useSettings } from '../../app/bootstrap/bootstrap-store.ts';
import { AuthLayout } from '../../app/layout/auth-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { useServerFieldErrors } from './form-errors.ts';
import { postAuthRedirect } from './post-auth-redirect.ts';
import { TextField } from './text-field.tsx';
import './auth.css';

// Basic login (email, password, remember, two-factor step). Social login, demo-mode credentials and
// the full validation UX come with the accounts issue.

interface LoginResponse {
  bootstrapData?: BootstrapData | string;
  two_factor?: boolean;
}

export const LOGIN_HEADING = 'Sign in to your account';

function finishLogin(bootstrapData: BootstrapData | string, redirectParam: string | null): void {
  const data = typeof bootstrapData === 'string' ? (JSON.parse(bootstrapData) as BootstrapData) : bootstrapData;
  setPendingAuthRedirect(postAuthRedirect(data, redirectParam));
  setBootstrapData(data);
}

export function LoginPage() {
  const settings = useSettings();
  const trans = useTrans();
  const location = useLocation();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, handleError, clearError } = useServerFieldErrors(() => formRef.current);
  const [busy, setBusy] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const lockedEmail = params.get('email');
  const redirectParam = params.get('redirect');
  const joiningWorkspace = location.pathname.includes('workspace');
  useDocumentTitle('Login');

  const heading = joiningWorkspace
    ? trans('To join your team on :siteName, login to your account', { siteName: settings.branding.site_name })
    : trans(LOGIN_HEADING);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      if (twoFactor) {
        const body = useRecovery ? { recovery_code: form.get('recovery_code') } : { code: form.get('code') };
        const response = await apiClient.post<Partial<LoginResponse> | null>('auth/two-factor-challenge', body);
        if (response?.bootstrapData) finishLogin(response.bootstrapData, redirectParam);
        else finishLogin(await fetchBootstrapData(), redirectParam);
        return;
      }
      const response = await apiClient.post<LoginResponse>('auth/login', {
        email: form.get('email'),
        password: form.get('password'),
        remember: form.get('remember') === 'on',
      });
      if (response.two_factor) setTwoFactor(true);
      else if (response.bootstrapData) finishLogin(response.bootstrapData, redirectParam);
      else finishLogin(await fetchBootstrapData(), redirectParam);
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout heading={heading}>
      <form ref={formRef} onSubmit={onSubmit} data-testid="login-form">
        {twoFactor ? (
          <>
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
              <TextField key="recovery" label="Recovery code" name="recovery_code" required minLength={RECOVERY_CODE_LENGTH} maxLength={RECOVERY_CODE_LENGTH} autoComplete="off" autoFocus error={errors.recovery_code} onChange={() => clearError('recovery_code')} />
            ) : (
              <TextField key="code" label="Code" name="code" required minLength={TWO_FACTOR_CODE_LENGTH} maxLength={TWO_FACTOR_CODE_LENGTH} inputMode="numeric" autoComplete="one-time-code" autoFocus error={errors.code} onChange={() => clearError('code')} />
            )}
            <Button variant="text" size="sm" onClick={() => setUseRecovery((value) => !value)}>
              <Trans message={useRecovery ? 'Use authentication code' : 'Use recovery code'} />
            </Button>
          </>
        ) : (
          <>
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={lockedEmail ?? undefined}
              readOnly={Boolean(lockedEmail)}
              error={errors.email}
              onChange={() => clearError('email')}
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={errors.password}
              onChange={() => clearError('password')}
            />
            <div className="sw-form-row">
              <label className="sw-checkbox">
                <input type="checkbox" name="remember" />
                <Trans message="Stay signed in for a month" />
              </label>
              <Link to="/forgot-password">
                <Trans message="Forgot your password?" />
              </Link>
            </div>
          </>
        )}
        <Button type="submit" variant="primary" size="lg" fullWidth disabled={busy}>
          <Trans message="Continue" />
        </Button>
      </form>
      <div className="sw-auth-links">
        {!settings.registration.disable && (
          <span>
            <Trans message="Don't have an account?" />{' '}
            <Link to={{ pathname: joiningWorkspace ? '/workspace/join/register' : '/register', search: location.search }}>
              <Trans message="Sign up." />
            </Link>
          </span>
        )}
        <Link to="/contact">
          <Trans message="Contact Support" />
        </Link>
      </div>
    </AuthLayout>
  );
}
