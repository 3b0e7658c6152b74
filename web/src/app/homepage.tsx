import { lazy, Suspense } from 'react';
import { PageSpinner } from '../ui/spinner.tsx';
import { useSettings } from './bootstrap/bootstrap-store.ts';
import { GuestOnlyRoute } from './guards/guards.tsx';

const LandingPage = lazy(() => import('../features/landing/landing-page.tsx').then((m) => ({ default: m.LandingPage })));
const LoginPage = lazy(() => import('../features/auth/login-page.tsx').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../features/auth/register-page.tsx').then((m) => ({ default: m.RegisterPage })));
const CustomPageView = lazy(() => import('../features/custom-pages/custom-page.tsx').then((m) => ({ default: m.CustomPageView })));

/**
 * "/": settings.homepage.type picks the marketing page ('landing', the default), the login or
 * registration page (guest-only; registration falls back to login when disabled), or the custom
 * page whose id or slug is settings.homepage.value.
 */
export function HomepageResolver() {
  const { homepage, registration } = useSettings();
  let screen;
  switch (homepage?.type) {
    case 'login':
      screen = (
        <GuestOnlyRoute>
          <LoginPage />
        </GuestOnlyRoute>
      );
      break;
    case 'register':
      screen = <GuestOnlyRoute>{registration.disable ? <LoginPage /> : <RegisterPage />}</GuestOnlyRoute>;
      break;
    case 'customPage':
      screen = homepage.value ? <CustomPageView pageIdOrSlug={homepage.value} /> : <LandingPage />;
      break;
    default:
      screen = <LandingPage />;
  }
  return <Suspense fallback={<PageSpinner />}>{screen}</Suspense>;
}
