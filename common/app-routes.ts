// The web app's screens by URL, for the server: a path that matches none of these is answered 404
// (the app still renders its not-found screen), so search engines and monitors see the truth.
// test/http/app-routes.test.ts walks web/src/app/router.tsx and fails when the two disagree.

/** Footer links (/privacy, /terms, /about, /more) that show a seeded custom page (server/modules/pages/seed.ts) under a short address. */
export const CUSTOM_PAGE_ALIASES: Readonly<Record<string, string>> = {
  privacy: 'privacy-policy',
  terms: 'terms-of-service',
  about: 'about-us',
  more: 'more',
};

/** Every path of the router, in react-router's syntax: `:name` is one segment, a final `*` any rest. */
export const APP_ROUTE_PATHS: readonly string[] = [
  '',
  'register',
  'login',
  'forgot-password',
  'password/reset/:token',
  'workspace/join/register',
  'workspace/join/login',
  'account-settings',
  'notifications',
  'notifications/settings',
  'admin',
  'admin/users',
  'admin/roles',
  'admin/plans',
  'admin/subscriptions',
  'admin/files',
  'admin/pages',
  'admin/pages/new',
  'admin/pages/:pageId/edit',
  'admin/tags',
  'admin/contact-messages',
  'admin/localizations',
  'admin/localizations/:localizationId',
  'admin/ads',
  'admin/settings/ai',
  'admin/settings',
  'admin/settings/general',
  'admin/settings/authentication',
  'admin/settings/branding',
  'admin/settings/cache',
  'admin/settings/providers',
  'admin/settings/uploads',
  'admin/settings/notifications',
  'admin/appearance/*',
  'admin/*',
  'dashboard',
  'dashboard/api',
  'dashboard/sites/:projectId/submissions',
  'dashboard/sites/:projectId/content',
  'dashboard/sites/:projectId/content/:collection',
  'dashboard/sites/:projectId/content/:collection/items/:itemId',
  'dashboard/*',
  'editor/:projectId',
  'api-docs',
  'checkout/:productId/:priceId',
  'checkout/*',
  'billing/success',
  'billing/*',
  'pricing',
  'contact',
  'pages/:pageSlug',
  'pages/:pageId/:pageSlug',
  ...Object.keys(CUSTOM_PAGE_ALIASES),
];

/**
 * The titles of the server-rendered screens that are not custom pages, by router path: the app sets
 * "<title> - <site name>" as document.title, and the server's HTML shell carries the same before the
 * app has started (the home page's title is the site name alone).
 */
export const SCREEN_TITLES: Readonly<Record<string, string>> = {
  pricing: 'Pricing',
  contact: 'Contact us',
};

export interface AppRouteMatch {
  path: string;
  params: Record<string, string>;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern ? pattern.split('/') : [];
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (part === '*') {
      params['*'] = segments.slice(i).join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    // react-router compares static segments case-insensitively.
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return segments.length === parts.length ? params : null;
}

/** The route a browser path (no query) shows, with its decoded params, or null for the not-found screen. */
export function matchAppRoute(pathname: string): AppRouteMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  let decoded: string[];
  try {
    decoded = segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  for (const path of RANKED) {
    const params = matchPattern(path, decoded);
    if (params) return { path, params };
  }
  return null;
}

function rank(pattern: string): number {
  return pattern.split('/').reduce((score, part) => score + (part === '*' ? -2 : part.startsWith(':') ? 3 : 10), 0);
}

// Static segments win over params and splats, as in react-router's ranking.
const RANKED = [...APP_ROUTE_PATHS].sort((a, b) => rank(b) - rank(a));
