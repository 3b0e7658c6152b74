import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
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

// The app's route table. Guards are pathless layout routes (see guards.tsx);
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
const loadAdminShell = () => import('../features/admin/shell/admin-layout.tsx');
const loadAdminDashboard = () => import('../features/admin/dashboard/admin-dashboard-page.tsx');
const loadAdminUsers = () => import('../features/admin/users/users-page.tsx');
const loadAdminRoles = () => import('../features/admin/roles/roles-page.tsx');
const loadAdminPlans = () => import('../features/admin/plans/plans-page.tsx');
const loadAdminSubscriptions = () => import('../features/admin/subscriptions/subscriptions-page.tsx');
const loadAdminFiles = () => import('../features/admin/files/files-page.tsx');
const loadAiSettings = () => import('../features/admin/ai-settings/ai-settings-page.tsx');
const loadAppearanceEditor = () => import('../features/admin/appearance/appearance-editor-page.tsx');
const loadAdminPages = () => import('../features/admin/pages/pages-page.tsx');
const loadPageEditor = () => import('../features/admin/pages/page-editor-page.tsx');
const loadAdminTags = () => import('../features/admin/tags/tags-page.tsx');
const loadContactMessages = () => import('../features/admin/contact-messages/contact-messages-page.tsx');
const loadLocalizations = () => import('../features/admin/localizations/localizations-page.tsx');
const loadLineEditor = () => import('../features/admin/localizations/line-editor-page.tsx');
const loadAdminAds = () => import('../features/admin/ads/ads-page.tsx');
const loadSettingsLayout = () => import('../features/admin/settings/settings-layout.tsx');
const loadGeneralSettings = () => import('../features/admin/settings/general-settings.tsx');
const loadAuthenticationSettings = () => import('../features/admin/settings/authentication-settings.tsx');
const loadBrandingSettings = () => import('../features/admin/settings/branding-settings.tsx');
const loadCacheSettings = () => import('../features/admin/settings/cache-settings.tsx');
const loadProvidersSettings = () => import('../features/admin/settings/providers-settings.tsx');
const loadUploadsSettings = () => import('../features/admin/settings/uploads-settings.tsx');
const loadNotificationsSettings = () => import('../features/admin/settings/notifications-settings.tsx');
const loadDashboard = () => import('../features/dashboard/dashboard-page.tsx');
const loadBilling = () => import('../features/billing/billing-pages.tsx');
const loadNotifications = () => import('../features/notifications/notifications-pages.tsx');
const loadCustomPage = () => import('../features/custom-pages/custom-page.tsx');
const loadSubmissions = () => import('../features/forms/submissions-page.tsx');
const loadContent = () => import('../features/content/content-page.tsx');
const loadItemEditor = () => import('../features/content/item-editor-page.tsx');

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
              {
                // Screens framed by the admin navbar and the admin-sidebar menu; a full-screen
                // admin screen goes beside this route instead of inside it.
                lazy: screen(loadAdminShell, 'AdminLayout'),
                children: [
                  { index: true, lazy: screen(loadAdminDashboard, 'AdminDashboardPage') },
                  { path: 'users', lazy: screen(loadAdminUsers, 'UsersPage') },
                  { path: 'roles', lazy: screen(loadAdminRoles, 'RolesPage') },
                  { path: 'plans', lazy: screen(loadAdminPlans, 'PlansPage') },
                  { path: 'subscriptions', lazy: screen(loadAdminSubscriptions, 'SubscriptionsPage') },
                  { path: 'files', lazy: screen(loadAdminFiles, 'FilesPage') },
                  { path: 'pages', lazy: screen(loadAdminPages, 'PagesPage') },
                  { path: 'pages/new', lazy: screen(loadPageEditor, 'PageEditorPage') },
                  { path: 'pages/:pageId/edit', lazy: screen(loadPageEditor, 'PageEditorPage') },
                  { path: 'tags', lazy: screen(loadAdminTags, 'TagsPage') },
                  { path: 'contact-messages', lazy: screen(loadContactMessages, 'ContactMessagesPage') },
                  { path: 'localizations', lazy: screen(loadLocalizations, 'LocalizationsPage') },
                  { path: 'localizations/:localizationId', lazy: screen(loadLineEditor, 'LineEditorPage') },
                  { path: 'ads', lazy: screen(loadAdminAds, 'AdsPage') },
                  { path: 'settings/ai', lazy: screen(loadAiSettings, 'AiSettingsPage') },
                  {
                    path: 'settings',
                    lazy: screen(loadSettingsLayout, 'SettingsLayout'),
                    children: [
                      { index: true, lazy: screen(loadSettingsLayout, 'SettingsIndex') },
                      { path: 'general', lazy: screen(loadGeneralSettings, 'GeneralSettingsPage') },
                      { path: 'authentication', lazy: screen(loadAuthenticationSettings, 'AuthenticationSettingsPage') },
                      { path: 'branding', lazy: screen(loadBrandingSettings, 'BrandingSettingsPage') },
                      { path: 'cache', lazy: screen(loadCacheSettings, 'CacheSettingsPage') },
                      { path: 'providers', lazy: screen(loadProvidersSettings, 'ProvidersSettingsPage') },
                      { path: 'uploads', lazy: screen(loadUploadsSettings, 'UploadsSettingsPage') },
                      { path: 'notifications', lazy: screen(loadNotificationsSettings, 'NotificationsSettingsPage') },
                    ],
                  },
                  { path: '*', lazy: screen(loadAdminShell, 'AdminNotFound') },
                ],
              },
              // Full screen: the editor's sections beside the live preview. One route for the editor and
              // its sections, so moving between sections keeps the unsaved draft.
              { path: 'appearance/*', lazy: screen(loadAppearanceEditor, 'AppearanceEditorPage') },
            ],
          },
          {
            // A plan that lapsed keeps its sites: the dashboard and a read-only editor stay open (mayViewSites).
            path: 'dashboard',
            element: <AuthRoute access={mayViewSites} />,
            children: [
              { index: true, lazy: screen(loadDashboard, 'DashboardPage') },
              { path: 'api', lazy: screen(loadDashboard, 'DashboardApiPage') },
              { path: 'sites/:projectId/submissions', lazy: screen(loadSubmissions, 'SubmissionsPage') },
              { path: 'sites/:projectId/content', lazy: screen(loadContent, 'ContentPage') },
              { path: 'sites/:projectId/content/:collection', lazy: screen(loadContent, 'ContentPage') },
              { path: 'sites/:projectId/content/:collection/items/:itemId', lazy: screen(loadItemEditor, 'ItemEditorPage') },
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

/**
 * Loads the screens of the routes matching `location` and puts them in the route table, so the
 * router's first render is the screen itself, as the server rendered it, and not the fallback
 * shown while a lazy screen loads.
 */
export async function loadLazyRoutes(location: { pathname: string }): Promise<void> {
  const lazyRoutes = (matchRoutes(routes, location) ?? []).map((match) => match.route).filter((route) => typeof route.lazy === 'function');
  await Promise.all(
    lazyRoutes.map(async (route) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
