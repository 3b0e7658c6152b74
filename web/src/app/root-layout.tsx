import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { ImpersonationBanner } from '../features/admin/shell/impersonation-banner.tsx';
import { Toaster } from '../ui/toast/toaster.tsx';
import { AppearancePreview } from './appearance-preview.tsx';
import { CookieNotice } from './cookie-notice.tsx';

/**
 * Scroll positions are kept per history entry. Every full page load starts an entry the router
 * calls "default", whatever the address: keyed by address instead, a page loaded after another
 * one is not scrolled to where that one was, and a link to a section (/#faq-section) lands on it.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.hash}` : location.key;
}

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
      <ScrollRestoration getKey={scrollKey} />
      <AppearancePreview />
    </>
  );
}
