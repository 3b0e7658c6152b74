import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Plugin, Request } from '@hapi/hapi';
import { billingEnabled } from '../modules/billing/gateway.ts';
import { CUSTOM_PAGE_ALIASES, matchAppRoute } from '../../common/app-routes.ts';
import type { BootstrapData, Theme } from '../../common/types.ts';
import { appearanceShell, type ShellParts } from '../modules/appearance/shell.ts';
import { NotFoundError } from '../errors.ts';
import { webDistDir } from '../../config/paths.ts';
import { getBootstrapData } from '../modules/bootstrap/service.ts';
import { findCustomPage, type CustomPageData } from '../modules/pages/service.ts';
import { pageHead } from '../modules/seo/service.ts';
import { appContext, currentUser } from './context.ts';
import { criticalFontPreloads } from './critical-fonts.ts';
import { getAllSettings } from '../modules/settings/service.ts';
import { appContentSecurityPolicyFor } from './security-headers.ts';
import { screenPreloads } from './screen-preloads.ts';
import { embedJson } from './embed-json.ts';
import { guestApi, rendersOnServer, serverRenderer, withRenderedPage } from './server-render.ts';
import { webAssetsRoute } from './web-assets.ts';
import { escapeHtml } from '../html-escape.ts';

const HEAD_PLACEHOLDER = '<!--app-head-->';
const DATA_PLACEHOLDER = '<!--bootstrap-data-->';

const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><title>Sitewright</title>
<p>The web app has not been built yet. Run <code>npm run build</code> and restart the server.</p>`;

function selectedTheme(data: BootstrapData): Theme | null {
  return data.themes.all.find((t) => t.id === data.themes.selectedThemeId) ?? data.themes.all[0] ?? null;
}

function themeStyle(data: BootstrapData): string {
  const theme = selectedTheme(data);
  if (!theme) return '';
  const declarations = Object.entries(theme.values)
    .filter(([name, value]) => /^--[\w-]+$/.test(name) && !/[<>{};]/.test(value))
    .map(([name, value]) => `${name}:${value}`);
  declarations.push(`color-scheme:${theme.is_dark ? 'dark' : 'light'}`);
  // Phones tint their address bar with it: the navbar's colour, so the bar and the page meet without a seam.
  const barColor = theme.values['--be-navbar-color'] || theme.values['--be-background'];
  const themeColor = barColor ? `<meta name="theme-color" content="${escapeHtml(barColor)}">` : '';
  return `<style id="be-initial-theme">:root{${declarations.join(';')}}</style>${themeColor}${criticalFontPreloads(theme)}`;
}

/** The shell with bootstrap data; `shell` adds the appearance settings (SEO, favicon, custom code). */
export function renderIndexHtml(template: string, data: BootstrapData, shell?: ShellParts): string {
  const title = escapeHtml(shell?.title ?? data.settings.branding.site_name);
  const description = escapeHtml(shell?.description ?? data.settings.branding.site_description ?? '');
  const head = `<title>${title}</title><meta name="description" content="${description}">${themeStyle(data)}${shell?.head ?? ''}`;
  const script = `<script type="application/json" id="bootstrap-data">${embedJson(data)}</script>`;
  // Replacer functions: a "$&" or "$'" in a setting or in custom code must stay text, not a pattern.
  const html = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(data.i18n?.language || 'en')}"`)
    .replace(HEAD_PLACEHOLDER, () => head)
    .replace(DATA_PLACEHOLDER, () => script);
  if (!shell) return html;
  const bodyEnd = html.lastIndexOf('</body>');
  return bodyEnd < 0 ? html + shell.bodyEnd : html.slice(0, bodyEnd) + shell.bodyEnd + html.slice(bodyEnd);
}

/** Serves the built web app: hashed assets (web-assets.ts), every other path the HTML shell with bootstrap data. */
export const webApp: Plugin<{ distDir?: string }> = {
  name: 'web-app',
  register(server, options) {
    const distDir = options.distDir ?? webDistDir;
    const indexPath = join(distDir, 'index.html');
    const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
    const withScreenPreloads = screenPreloads(distDir);
    const renderPage = serverRenderer(distDir);

    server.route(webAssetsRoute(distDir));

    server.route({
      method: 'GET',
      path: '/{path*}',
      options: { auth: { mode: 'optional' } },
      handler: async (request: Request, h) => {
        const staticFile = topLevelFile(distDir, String(request.params.path ?? ''));
        if (staticFile) return h.file(staticFile, { confine: distDir }).header('Cache-Control', 'public, max-age=3600');
        if (!template) return h.response(NOT_BUILT_PAGE).code(503).type('text/html');
        const { config } = appContext(request);
        const route = await appRoute(request.path);
        const data = await getBootstrapData(config, { user: currentUser(request), session: request.app.session, cookies: request.state ?? {} });
        const settings = await getAllSettings();
        const page = route.exists ? await pageHead(request.path, route.page, settings, data.i18n?.lines) : null;
        const shell = appearanceShell(settings, { path: request.path, appUrl: config.appUrl, theme: selectedTheme(data), page });
        let html = renderIndexHtml(route.exists ? withScreenPreloads(template, request.path, settings) : template, data, shell);
        if (renderPage && route.exists && rendersOnServer(request, data)) {
          // A page the server cannot render still works: the browser renders it, as it does every other page.
          const rendered = await renderPage(`${config.appUrl}${request.url.pathname}${request.url.search}`, data, guestApi(request.server)).catch((error: unknown) => {
            request.log(['error', 'server-render'], error as Error);
            return null;
          });
          if (rendered) html = withRenderedPage(html, rendered);
        }
        return h
          .response(html)
          .code(route.exists ? 200 : 404)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('Content-Security-Policy', appContentSecurityPolicyFor(config, settings));
      },
    });
  },
};

/**
 * Whether the app has a screen at this path (the shell is served either way, and renders its
 * not-found screen when not), with the custom page it shows, if any. A custom page's address
 * counts only when the page exists.
 */
async function appRoute(path: string): Promise<{ exists: boolean; page: CustomPageData | null }> {
  const match = matchAppRoute(path);
  if (!match) return { exists: false, page: null };
  // Checkout and billing screens exist only while billing is on (Stripe keys set).
  if (/^(checkout|billing)(\/|$)/.test(match.path)) return { exists: await billingEnabled(), page: null };
  const pageKey = CUSTOM_PAGE_ALIASES[match.path] ?? (match.path.startsWith('pages/') ? (match.params.pageId ?? match.params.pageSlug) : undefined);
  if (pageKey === undefined) return { exists: true, page: null };
  try {
    return { exists: true, page: await findCustomPage(pageKey) };
  } catch (error) {
    if (error instanceof NotFoundError) return { exists: false, page: null };
    throw error;
  }
}

// Files Vite copies from web/public (favicon, the service worker) live next to index.html.
function topLevelFile(distDir: string, path: string | undefined): string | null {
  if (!path || path.includes('/') || path === 'index.html') return null;
  const candidate = normalize(join(distDir, path));
  if (!candidate.startsWith(distDir)) return null;
  try {
    return statSync(candidate).isFile() ? candidate : null;
  } catch {
    return null;
  }
}
