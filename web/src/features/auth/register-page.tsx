import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { BootstrapData } from '../../../../common/types.ts';
import { setPendingAuthRedirect } from '../../app/auth/redirects.ts';
import { fetchBootstrapData, setBootstrapData, useSettings } from '../../app/bootstrap/bootstrap-store.ts';
import { AuthLayout } from '../../app/layout/auth-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { apiClient, isAbsoluteUrl } from '../../lib/http/api-client.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { useServerFieldErrors } from './form-errors.ts';
import { postAuthRedirect } from './post-auth-redirect.ts';
import { TextField } from './text-field.tsx';
import './auth.css';

// Basic registration (email, password, confirmation, one checkbox per policy). The human check,
// social sign-up and extra fields come with the accounts issue.

export const REGISTER_HEADING = 'Create a new account';

interface RegisterResponse {
  status?: string;
  bootstrapData?: BootstrapData | string;
}

export function RegisterPage() {
  const settings = useSettings();
  const trans = useTrans();
  const location = useLocation();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, handleError, clearError } = useServerFieldErrors(() => formRef.current);
  const [busy, setBusy] = useState(false);
  const lockedEmail = params.get('email');
  const redirectParam = params.get('redirect');
  useDocumentTitle('Register');

  let heading = trans(REGISTER_HEADING);
  if (location.pathname.includes('workspace')) {
    heading = trans('To join your team on :siteName, create an account', { siteName: settings.branding.site_name });
  } else if (params.get('redirectFrom') === 'pricing') {
    heading = trans("First, let's create your account");
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: Record<string, unknown> = {
      email: form.get('email'),
      password: form.get('password'),
      password_confirmation: form.get('password_confirmation'),
    };
    for (const policy of settings.registration.policies ?? []) body[policy.id] = form.get(policy.id) === 'on';
    setBusy(true);
    try {
      const response = await apiClient.post<RegisterResponse>('auth/register', body);
      const raw = response.bootstrapData ?? (await fetchBootstrapData());
      const data = typeof raw === 'string' ? (JSON.parse(raw) as BootstrapData) : raw;
      setPendingAuthRedirect(response.status === 'needs_email_verification' ? '/' : postAuthRedirect(data, redirectParam));
      setBootstrapData(data);
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout heading={heading}>
      <form ref={formRef} onSubmit={onSubmit} data-testid="register-form">
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
        <TextField label="Password" name="password" type="password" autoComplete="new-password" required error={errors.password} onChange={() => clearError('password')} />
        <TextField
          label="Confirm password"
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation}
          onChange={() => clearError('password_confirmation')}
        />
        {(settings.registration.policies ?? []).map((policy) => (
          <div key={policy.id}>
            <label className="sw-checkbox">
              <input type="checkbox" name={policy.id} required onChange={() => clearError(policy.id)} />
              <span>
                <Trans
                  message="I accept the :name"
                  values={{
                    name: isAbsoluteUrl(policy.action) ? (
                      <a href={policy.action} target="_blank" rel="noreferrer">
                        {trans(policy.label)}
                      </a>
                    ) : (
                      <Link to={policy.action} target="_blank">
                        {trans(policy.label)}
                      </Link>
                    ),
                  }}
                />
              </span>
            </label>
            {errors[policy.id] && <p className="sw-field-error">{errors[policy.id]}</p>}
          </div>
        ))}
        <Button type="submit" variant="primary" size="lg" fullWidth disabled={busy}>
          <Trans message="Create account" />
        </Button>
      </form>
      <div className="sw-auth-links">
        <span>
          <Trans message="Already have an account?" />{' '}
          <Link to={{ pathname: location.pathname.includes('workspace') ? '/workspace/join/login' : '/login', search: location.search }}>
            <Trans message="Sign in." />
          </Link>
        </span>
        <Link to="/contact">
          <Trans message="Contact Support" />
        </Link>
      </div>
    </AuthLayout>
  );
}
