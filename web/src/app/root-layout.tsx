import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../ui/toast/toaster.tsx';
import { CookieNotice } from './cookie-notice.tsx';

/** The top route element: the matched screen plus app-wide overlays (toasts, cookie notice). */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieNotice />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
