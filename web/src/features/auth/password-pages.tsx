import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AuthLayout } from '../../app/layout/auth-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { requiredEmail } from '../../lib/forms/rules.ts';
import { useServerErrors } from '../../lib/forms/use-server-errors.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { Trans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { NewPasswordFields, TextField } from './form-fields.tsx';
import './auth.css';

export const PASSWORD_RESET_MESSAGE = 'Your password has been reset!';
const RESET_LINK_SENT_FALLBACK = 'We have emailed your password reset link.';

/** POST auth/forgot-password {email} → {message}; the message shows as a toast and under the form. */
export function ForgotPasswordPage() {
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const onServerError = useServerErrors(form);
  const [sent, setSent] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  useDocumentTitle('Forgot password');

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const response = await apiClient.post<{ message?: string } | null>('auth/forgot-password', { email: email.trim() });
      const message = response?.message || RESET_LINK_SENT_FALLBACK;
      setSent(message);
      toast(message);
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <AuthLayout heading="Forgot your password?" message="Enter your email address below and we will send you a link to reset your password.">
      <form onSubmit={onSubmit} noValidate data-testid="forgot-password-form">
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email', requiredEmail)} />
        {sent && (
          <p className="sw-form-notice" role="status" data-testid="forgot-password-sent">
            <Trans message={sent} />
          </p>
        )}
        <Button type="submit" variant="primary" size="lg" fullWidth disabled={isSubmitting} data-testid="forgot-password-submit">
          <Trans message="Continue" />
        </Button>
      </form>
      <div className="sw-auth-links">
        <Link to="/login">
          <Trans message="Back to sign in" />
        </Link>
      </div>
    </AuthLayout>
  );
}

interface ResetValues {
  email: string;
  password: string;
  password_confirmation: string;
}

/** /password/reset/:token?email=… → POST auth/reset-password; then "Your password has been reset!" and /login. */
export function ResetPasswordPage() {
  const { token } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const form = useForm<ResetValues>({ defaultValues: { email: params.get('email') ?? '', password: '', password_confirmation: '' } });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;
  useDocumentTitle('Reset password');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiClient.post('auth/reset-password', { ...values, email: values.email.trim(), token });
      toast(PASSWORD_RESET_MESSAGE);
      navigate('/login', { replace: true });
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <AuthLayout heading="Reset your password">
      <form onSubmit={onSubmit} noValidate data-testid="reset-password-form">
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email', requiredEmail)} />
        <NewPasswordFields form={form} label="New password" />
        <Button type="submit" variant="primary" size="lg" fullWidth disabled={isSubmitting} data-testid="reset-password-submit">
          <Trans message="Reset password" />
        </Button>
      </form>
    </AuthLayout>
  );
}
