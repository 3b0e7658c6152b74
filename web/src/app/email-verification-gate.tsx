import { Outlet } from 'react-router';
import { VerifyEmailPage } from '../features/auth/verify-email-page.tsx';
import { needsEmailVerification } from './auth/use-auth.ts';
import { useBootstrapData } from './bootstrap/bootstrap-store.ts';

/** A logged-in, unverified user sees only the verify-email screen while confirmation is required. */
export function EmailVerificationGate() {
  const data = useBootstrapData();
  if (needsEmailVerification(data)) return <VerifyEmailPage />;
  return <Outlet />;
}
