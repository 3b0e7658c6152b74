import { Outlet, ScrollRestoration } from 'react-router';
import { ImpersonationBanner } from '../features/admin/shell/impersonation-banner.tsx';
import { Toaster } from '../ui/toast/toaster.tsx';
import { AppearancePreview } from './appearance-preview.tsx';
import { CookieNotice } from './cookie-notice.tsx';

/**
 * The top route element: the matched screen plus app-wide overlays (the impersonation banner,
 * toasts, cookie notice) and, inside the appearance editor's frame, the listener for the editor's
 * commands.
 */
export function RootLayout() {
  return (
    <>
      <ImpersonationBanner />
      <Outlet />
      <CookieNotice />
      <Toaster />
      <ScrollRestoration />
      <AppearancePreview />
    </>
  );
}
