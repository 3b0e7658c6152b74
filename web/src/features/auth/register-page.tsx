import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { BootstrapData } from '../../../../common/types.ts';
import { completeAuth } from '../../app/auth/complete-auth.ts';
import { postRegisterRedirect } from '../../app/auth/post-auth-redirect.ts';
import { useSettings } from '../../app/bootstrap/bootstrap-store.ts';
import { AuthLayout } from '../../app/layout/auth-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { REQUIRED_MESSAGE, requiredEmail } from '../../lib/forms/rules.ts';
import { useServerErrors } from '../../lib/forms/use-server-errors.ts';
import { apiClient, isAbsoluteUrl } from '../../lib/http/api-client.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { CheckboxField, NewPasswordFields, TextField } from './form-fields.tsx';
import { HUMAN_CHECK_FAILED, recaptchaToken, verifyHuman } from './human-check.ts';
import { SocialLoginButtons } from './social/index.ts';
import './auth.css';

export const REGISTER_HEADING = 'Create a new account';

interface RegisterValues {
  email: string;
  password: string;
  password_confirmation: string;
  /** One checkbox per settings.registration.policies id: sent as policies: {terms: true, …}; errors come back on policies.<id>. */
  policies: Record<string, boolean>;
}

interface RegisterResponse {
  status?: 'success' | 'needs_email_verification';
  bootstrapData?: BootstrapData | string;
  message?: string;
}

/** The heading: workspace invitation, coming from pricing, or the default. */
function registerHeading(pathname: string, redirectFrom: string | null, siteName: string, trans: (key: string, values?: Record<string, string>) => string): string {
  if (pathname.includes('workspace')) return trans('To join your team on :siteName, create an account', { siteName });
  if (redirectFrom === 'pricing') return trans("First, let's create your account");
  return trans(REGISTER_HEADING);
}

export function RegisterPage() {
  const settings = useSettings();
  const trans = useTrans();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lockedEmail = params.get('email');
  const redirectParam = params.get('redirect');
  const policies = settings.registration.policies ?? [];
  const joiningWorkspace = location.pathname.includes('workspace');
  useDocumentTitle('Register');

  const form = useForm<RegisterValues>({
    defaultValues: {
      email: lockedEmail ?? '',
      password: '',
      password_confirmation: '',
      policies: Object.fromEntries(policies.map((policy) => [policy.id, false])),
    },
  });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const body: Record<string, unknown> = { ...values, email: values.email.trim() };
    if (settings.recaptcha.enable.register) {
      if (!(await verifyHuman(settings.recaptcha.site_key, 'register'))) {
        toast.danger(HUMAN_CHECK_FAILED);
        return;
      }
      body.recaptcha_token = await recaptchaToken(settings.recaptcha.site_key, 'register');
    }
    try {
      const response = await apiClient.post<RegisterResponse>('auth/register', body);
      if (response?.bootstrapData) {
        completeAuth(response.bootstrapData, (data) => postRegisterRedirect(response.status, data, redirectParam));
      } else {
        // Not signed in yet (the e-mail must be verified first): say so and go home.
        if (response?.message) toast(response.message);
        navigate('/', { replace: true });
      }
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <AuthLayout heading={registerHeading(location.pathname, params.get('redirectFrom'), settings.branding.site_name, trans)}>
      <form onSubmit={onSubmit} noValidate data-testid="register-form">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          readOnly={Boolean(lockedEmail)}
          error={errors.email?.message}
          {...form.register('email', requiredEmail)}
        />
        <NewPasswordFields form={form} />
        {policies.map((policy) => (
          <CheckboxField
            key={policy.id}
            data-testid={`policy-${policy.id}`}
            error={errors.policies?.[policy.id]?.message}
            label={
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
            }
            {...form.register(`policies.${policy.id}`, { required: REQUIRED_MESSAGE })}
          />
        ))}
        <Button type="submit" variant="primary" size="lg" fullWidth disabled={isSubmitting} data-testid="register-submit">
          <Trans message="Create account" />
        </Button>
      </form>
      <SocialLoginButtons />
      <div className="sw-auth-links">
        <span>
          <Trans message="Already have an account?" />{' '}
          <Link to={{ pathname: joiningWorkspace ? '/workspace/join/login' : '/login', search: location.search }} data-testid="login-link">
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
