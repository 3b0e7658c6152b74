import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { BootstrapData } from '../../../../common/types.ts';
import { completeAuth } from '../../app/auth/complete-auth.ts';
import { postAuthRedirect } from '../../app/auth/post-auth-redirect.ts';
import { fetchBootstrapData, useSettings } from '../../app/bootstrap/bootstrap-store.ts';
import { AuthLayout } from '../../app/layout/auth-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { required, requiredEmail } from '../../lib/forms/rules.ts';
import { useServerErrors } from '../../lib/forms/use-server-errors.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { demoCredentials } from './demo-credentials.ts';
import { SocialLoginButtons } from './social/index.ts';
import { CheckboxField, TextField } from './form-fields.tsx';
import { TwoFactorChallengeForm } from './two-factor-challenge-form.tsx';
import './auth.css';

export const LOGIN_HEADING = 'Sign in to your account';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

interface LoginResponse {
  bootstrapData?: BootstrapData | string;
  two_factor?: boolean;
}

/** Stores the new bootstrap data and lets the guest-only guard navigate. */
async function finishLogin(bootstrapData: BootstrapData | string | undefined, redirectParam: string | null): Promise<void> {
  completeAuth(bootstrapData ?? (await fetchBootstrapData()), (data) => postAuthRedirect(data, redirectParam));
}

export function LoginPage() {
  const settings = useSettings();
  const trans = useTrans();
  const location = useLocation();
  const [params] = useSearchParams();
  const [challenge, setChallenge] = useState(false);
  const redirectParam = params.get('redirect');
  const joiningWorkspace = location.pathname.includes('workspace');
  useDocumentTitle('Login');

  const heading = joiningWorkspace
    ? trans('To join your team on :siteName, login to your account', { siteName: settings.branding.site_name })
    : trans(LOGIN_HEADING);

  return (
    <AuthLayout heading={heading}>
      {challenge ? (
        <TwoFactorChallengeForm onSuccess={(bootstrapData) => finishLogin(bootstrapData, redirectParam)} />
      ) : (
        <>
          <LoginForm redirectParam={redirectParam} onTwoFactor={() => setChallenge(true)} />
          <SocialLoginButtons />
        </>
      )}
      <div className="sw-auth-links">
        {!settings.registration.disable && (
          <span>
            <Trans message="Don't have an account?" />{' '}
            <Link to={{ pathname: joiningWorkspace ? '/workspace/join/register' : '/register', search: location.search }} data-testid="register-link">
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

function LoginForm({ redirectParam, onTwoFactor }: { redirectParam: string | null; onTwoFactor: () => void }) {
  const settings = useSettings();
  const [params] = useSearchParams();
  const lockedEmail = params.get('email');
  // Computed once: a re-render must not switch the visitor to another demo account.
  const [demo] = useState(() => (settings.site.demo ? demoCredentials(settings.base_url) : null));
  const form = useForm<LoginValues>({
    defaultValues: { email: lockedEmail ?? demo?.email ?? '', password: demo?.password ?? '', remember: false },
  });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await apiClient.post<LoginResponse>('auth/login', { ...values, email: values.email.trim() });
      if (response?.two_factor) onTwoFactor();
      else await finishLogin(response?.bootstrapData, redirectParam);
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="login-form">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={Boolean(lockedEmail)}
        error={errors.email?.message}
        {...form.register('email', requiredEmail)}
      />
      <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register('password', required)} />
      <div className="sw-form-row">
        <CheckboxField label="Stay signed in for a month" {...form.register('remember')} />
        <Link to="/forgot-password">
          <Trans message="Forgot your password?" />
        </Link>
      </div>
      <Button type="submit" variant="primary" size="lg" fullWidth disabled={isSubmitting} data-testid="login-submit">
        <Trans message="Continue" />
      </Button>
    </form>
  );
}
