import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CUSTOM_PAGE_ALIASES } from '../../../common/app-routes.ts';
import { PERMISSIONS } from '../../../common/constants.ts';
import { mayViewSites } from '../../../common/permissions.ts';
import { WorkspaceJoinRoute } from '../features/workspaces/workspace-join-route.tsx';
import { PageSpinner } from '../ui/spinner.tsx';
import { EmailVerificationGate } from './email-verification-gate.tsx';
import { NotFoundPage } from './errors/error-pages.tsx';
import { RouteErrorBoundary } from './errors/route-error-boundary.tsx';
import { AuthRoute, FeatureRoute, GuestOnlyRoute, RegistrationEnabledRoute } from './guards/guards.tsx';
import { HomepageResolver } from './homepage.tsx';
import { RootLayout } from './root-layout.tsx';

// The route table of the product specification. Guards are pathless layout routes (see guards.tsx);
// screens are lazily loaded chunks.

type ScreenModule = Record<string, unknown>;

/** Route `lazy` for a named component export of a screen module. */
function screen<M extends ScreenModule>(load: () => Promise<M>, name: keyof M & string) {
  return async () => {
    const module = await load();
    return { Component: module[name] as ComponentType };
  };
}

const loadLogin = () => import('../features/auth/login-page.tsx');
const loadRegister = () => import('../features/auth/register-page.tsx');
const loadPasswordPages = () => import('../features/auth/password-pages.tsx');
const loadAdmin = () => import('../features/admin/admin-page.tsx');
const loadAiSettings = () => import('../features/admin/ai-settings/ai-settings-page.tsx');
const loadDashboard = () => import('../features/dashboard/dashboard-page.tsx');
const loadBilling = () => import('../features/billing/billing-pages.tsx');
const loadNotifications = () => import('../features/notifications/notifications-pages.tsx');
const loadCustomPage = () => import('../features/custom-pages/custom-page.tsx');

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <EmailVerificationGate />,
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomepageResolver /> },

          // Guest only: a logged-in user goes to the redirect address.
          {
            element: <GuestOnlyRoute />,
            children: [
              { path: 'register', element: <RegistrationEnabledRoute />, children: [{ index: true, lazy: screen(loadRegister, 'RegisterPage') }] },
              { path: 'login', lazy: screen(loadLogin, 'LoginPage') },
              { path: 'forgot-password', lazy: screen(loadPasswordPages, 'ForgotPasswordPage') },
              { path: 'password/reset/:token', lazy: screen(loadPasswordPages, 'ResetPasswordPage') },
            ],
          },
          // Join links of workspace invitations: guests register or log in; a signed-in user joins.
          {
            element: <WorkspaceJoinRoute />,
            children: [
              { path: 'workspace/join/register', lazy: screen(loadRegister, 'RegisterPage') },
              { path: 'workspace/join/login', lazy: screen(loadLogin, 'LoginPage') },
            ],
          },

          // Login required.
          {
            element: <AuthRoute />,
            children: [{ path: 'account-settings', lazy: screen(() => import('../features/account-settings/account-settings-page.tsx'), 'AccountSettingsPage') }],
          },
          {
            path: 'notifications',
            element: <FeatureRoute enabled={(s) => s.notifications.integrated} />,
            children: [{ element: <AuthRoute />, children: [{ index: true, lazy: screen(loadNotifications, 'NotificationsPage') }] }],
          },
          {
            path: 'notifications/settings',
            element: <FeatureRoute enabled={(s) => s.notifications.subs.integrated} redirectTo="/" />,
            children: [{ element: <AuthRoute />, children: [{ index: true, lazy: screen(loadNotifications, 'NotificationSettingsPage') }] }],
          },

          // Permission routes.
          {
            path: 'admin',
            element: <AuthRoute permission={PERMISSIONS.adminAccess} />,
            children: [
              { index: true, lazy: screen(loadAdmin, 'AdminPage') },
              { path: 'settings/ai', lazy: screen(loadAiSettings, 'AiSettingsPage') },
              { path: '*', lazy: screen(loadAdmin, 'AdminPage') },
            ],
          },
          {
            // A plan that lapsed keeps its sites: the dashboard and a read-only editor stay open (mayViewSites).
            path: 'dashboard',
            element: <AuthRoute access={mayViewSites} />,
            children: [
              { index: true, lazy: screen(loadDashboard, 'DashboardPage') },
              { path: 'api', lazy: screen(loadDashboard, 'DashboardApiPage') },
              { path: '*', lazy: screen(loadDashboard, 'DashboardPage') },
            ],
          },
          {
            path: 'editor/:projectId',
            element: <AuthRoute access={mayViewSites} />,
            children: [{ index: true, lazy: screen(() => import('../features/editor/editor-page.tsx'), 'EditorPage') }],
          },
          {
            path: 'api-docs',
            element: <FeatureRoute enabled={(s) => s.api.integrated} />,
            children: [
              {
                // A guest whose guest role holds api.access may read the docs; others log in first.
                element: <AuthRoute permission={PERMISSIONS.apiAccess} requireLogin={false} />,
                children: [{ index: true, lazy: screen(() => import('../features/api-docs/api-docs-page.tsx'), 'ApiDocsPage') }],
              },
            ],
          },

          // Billing: only when billing is enabled (else not found); checkout needs an account.
          {
            element: <FeatureRoute enabled={(s) => s.billing.enable} />,
            children: [
              {
                element: <AuthRoute />,
                children: [
                  { path: 'checkout/:productId/:priceId', lazy: screen(loadBilling, 'CheckoutPage') },
                  { path: 'checkout/*', lazy: screen(loadBilling, 'CheckoutPage') },
                  { path: 'billing/success', lazy: screen(loadBilling, 'BillingSuccessPage') },
                  { path: 'billing/*', lazy: screen(loadBilling, 'BillingPage') },
                ],
              },
            ],
          },

          // Everyone.
          { path: 'pricing', lazy: screen(() => import('../features/pricing/pricing-page.tsx'), 'PricingPage') },
          { path: 'contact', lazy: screen(() => import('../features/contact/contact-page.tsx'), 'ContactPage') },
          { path: 'pages/:pageSlug', lazy: screen(loadCustomPage, 'CustomPageRoute') },
          { path: 'pages/:pageId/:pageSlug', lazy: screen(loadCustomPage, 'CustomPageRoute') },
          // Footer links such as /privacy show a seeded custom page (common/app-routes.ts).
          ...Object.entries(CUSTOM_PAGE_ALIASES).map(([path, slug]) => ({
            path,
            lazy: async () => {
              const { CustomPageView } = await loadCustomPage();
              return { Component: () => <CustomPageView pageIdOrSlug={slug} /> };
            },
          })),

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
