import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../app/auth/logout.ts';
import { useUser } from '../../app/bootstrap/bootstrap-store.ts';
import { AuthLayout } from '../../app/layout/auth-layout.tsx';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { Trans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import './auth.css';

export const VERIFY_EMAIL_HEADING = 'Verify your email';

/** The only screen an unverified user sees while e-mail confirmation is required. */
export function VerifyEmailPage() {
  const user = useUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  useDocumentTitle(VERIFY_EMAIL_HEADING);

  async function resend() {
    setBusy(true);
    try {
      await apiClient.post('auth/email/verification-notification', { email: user?.email });
      toast('Email sent');
    } catch (error) {
      showHttpErrorToast(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout
      heading={VERIFY_EMAIL_HEADING}
      message={
        <Trans
          message="Before continuing, please confirm your email address by clicking the link we sent to :email. If you did not receive the email, we can send you another."
          values={{ email: user?.email ?? '' }}
        />
      }
    >
      <div className="sw-verify-actions" data-testid="verify-email-page">
        <Button variant="primary" onClick={resend} disabled={busy} data-testid="resend-verification-email">
          <Trans message="Resend email" />
        </Button>
        <Button variant="outline" onClick={async () => (await logout()) && navigate('/')} data-testid="verify-email-logout">
          <Trans message="Logout" />
        </Button>
      </div>
    </AuthLayout>
  );
}
