import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AuthLayout } from '../../app/layout/auth-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { Trans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import { useServerFieldErrors } from './form-errors.ts';
import { TextField } from './text-field.tsx';
import './auth.css';

export function ForgotPasswordPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, handleError, clearError } = useServerFieldErrors(() => formRef.current);
  const [busy, setBusy] = useState(false);
  useDocumentTitle('Forgot password');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await apiClient.post<{ message?: string }>('auth/forgot-password', { email: new FormData(event.currentTarget).get('email') });
      toast(response?.message || 'We have emailed your password reset link.');
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout heading="Forgot your password?" message="Enter your email address below and we will send you a link to reset your password.">
      <form ref={formRef} onSubmit={onSubmit}>
        <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} onChange={() => clearError('email')} />
        <Button type="submit" variant="primary" size="lg" fullWidth disabled={busy}>
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

export function ResetPasswordPage() {
  const { token } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, handleError, clearError } = useServerFieldErrors(() => formRef.current);
  const [busy, setBusy] = useState(false);
  useDocumentTitle('Reset password');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await apiClient.post('auth/reset-password', {
        token,
        email: form.get('email'),
        password: form.get('password'),
        password_confirmation: form.get('password_confirmation'),
      });
      toast('Your password has been reset!');
      navigate('/login');
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout heading="Reset your password">
      <form ref={formRef} onSubmit={onSubmit}>
        <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={params.get('email') ?? undefined} error={errors.email} onChange={() => clearError('email')} />
        <TextField label="New password" name="password" type="password" autoComplete="new-password" required error={errors.password} onChange={() => clearError('password')} />
        <TextField label="Confirm password" name="password_confirmation" type="password" autoComplete="new-password" required error={errors.password_confirmation} onChange={() => clearError('password_confirmation')} />
        <Button type="submit" variant="primary" size="lg" fullWidth disabled={busy}>
          <Trans message="Reset password" />
        </Button>
      </form>
    </AuthLayout>
  );
}
