import { SEO_ROUTES, THEME_FONT_LINK_ID, type SeoRoute } from '../../../common/appearance/types.ts';
import { FONTS_URL, fontOfValue } from '../../../common/editor/fonts.ts';
import type { Theme } from '../../../common/types.ts';
import type { SettingsMap } from '../settings/defaults.ts';
import type { PageHead } from '../seo/service.ts';
import { seoEntries } from './service.ts';
import { escapeHtml } from '../../html-escape.ts';

// What the appearance settings add to the web app's HTML shell (server/http/web-app.ts): the page
// title and description with their Open Graph twins, the canonical address, the favicon, the
// theme's web font, and the site-wide custom CSS and HTML. Custom code is not in bootstrap data; the editor's preview
// applies unsaved code through its postMessage commands to the same two elements.

export interface ShellParts {
  /** Plain text; the caller escapes it. */
  title: string;
  description: string;
  /** Markup for the end of <head>. */
  head: string;
  /** Markup for the end of <body>. */
  bodyEnd: string;
}

function seoRoute(path: string): SeoRoute | null {
  const normalized = path.replace(/\/+$/, '').toLowerCase() || '/';
  return (SEO_ROUTES as readonly string[]).includes(normalized) ? (normalized as SeoRoute) : null;
}

/** Open Graph wants absolute URLs; an uploaded file's path is made one with the app's address. */
function absoluteUrl(url: string, appUrl: string): string {
  return url.startsWith('/') ? `${appUrl.replace(/\/+$/, '')}${url}` : url;
}

/** The stylesheet of the theme's web font (served locally under /site-assets/fonts); system fonts need none. */
function themeFontLink(theme: Theme | null): string {
  const font = theme?.values['--be-font-family'] ? fontOfValue(theme.values['--be-font-family']) : null;
  return font?.google ? `<link rel="stylesheet" id="${THEME_FONT_LINK_ID}" href="${FONTS_URL}/${font.id}.css">` : '';
}

export interface ShellOptions {
  path: string;
  appUrl: string;
  theme: Theme | null;
  /** The page's own head (server/modules/seo/service.ts pageHead), for a screen that exists. */
  page?: PageHead | null;
}

export function appearanceShell(settings: SettingsMap, options: ShellOptions): ShellParts {
  const route = seoRoute(options.path);
  const seo = route ? seoEntries(settings)[route] : null;
  const { page } = options;
  // What the admin wrote for the route wins, then the page's own (a custom page), then the site's.
  const title = seo?.title || page?.title || settings['branding.site_name'];
  const description = seo?.description || page?.description || settings['branding.site_description'] || '';
  const canonical = page ? absoluteUrl(page.canonicalPath, options.appUrl) : null;
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  const head = [
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    meta('og:type', page?.type ?? 'website'),
    meta('og:site_name', settings['branding.site_name']),
    meta('og:title', title),
    meta('og:description', description),
    canonical ? meta('og:url', canonical) : '',
    settings['seo.og_image'] ? meta('og:image', absoluteUrl(settings['seo.og_image'], options.appUrl)) : '',
    settings['branding.favicon'] ? `<link rel="icon" href="${escapeHtml(settings['branding.favicon'])}">` : '',
    themeFontLink(options.theme),
    // Style text ends only at "</style"; escaping that keeps the CSS from closing its element.
    settings['custom_code.css'] ? `<style id="sw-custom-css">${settings['custom_code.css'].replace(/<\/(style)/gi, '<\\/$1')}</style>` : '<style id="sw-custom-css"></style>',
  ].join('');
  // Custom HTML is the admin's own code, trusted by design and written verbatim (only admins can set
  // it). The app's Content-Security-Policy (script-src 'self') still applies: it may hold markup and
  // scripts loaded from this site's own origin, but inline scripts and scripts from other hosts do
  // not run.
  const bodyEnd = `<div id="sw-custom-html">${settings['custom_code.html']}</div>`;
  return { title, description, head, bodyEnd };
}
