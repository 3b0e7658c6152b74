import { matchAppRoute, SCREEN_TITLES } from '../../../common/app-routes.ts';
import { NotFoundError } from '../../errors.ts';
import { billingEnabled } from '../billing/gateway.ts';
import { CustomPage } from '../pages/models.ts';
import { findCustomPage, type CustomPageData } from '../pages/service.ts';
import type { SettingsMap } from '../settings/defaults.ts';

// What search engines and link previews read without running the app: the head of each public
// page (its title, description, canonical address and Open Graph type), sitemap.xml and robots.txt.

/** What a page adds to the shell's head (server/modules/appearance/shell.ts); the shell escapes it. */
export interface PageHead {
  /** Plain text; empty leaves the route's SEO setting or the site name. */
  title: string;
  description: string;
  /** The one address of this content, a path on this site (no query). */
  canonicalPath: string;
  type: 'website' | 'article';
}

const EXCERPT_LENGTH = 160;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The first words of a page's (sanitized) body as plain text, for its description. */
export function bodyExcerpt(html: string, length = EXCERPT_LENGTH): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isSafeInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export function customPagePath(page: Pick<CustomPageData, 'slug'>): string {
  return `/pages/${encodeURIComponent(page.slug)}`;
}

function customPageHead(page: CustomPageData, siteName: string): Omit<PageHead, 'canonicalPath'> {
  return {
    title: `${page.seo.title || page.title} - ${siteName}`,
    description: page.seo.description || bodyExcerpt(page.body),
    type: 'article',
  };
}

async function homepageCustomPage(settings: SettingsMap): Promise<CustomPageData | null> {
  if (settings['homepage.type'] !== 'customPage' || !settings['homepage.value']) return null;
  try {
    return await findCustomPage(settings['homepage.value']);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * The head of an app screen that exists (web-app.ts answers the others 404 without one). A custom
 * page — at /pages/{slug}, /pages/{id}/{slug}, a short alias such as /privacy, or as the homepage —
 * brings its SEO title and description, else its title and the start of its body; its canonical
 * address is /pages/{slug} wherever it shows. Other screens are their own canonical address, in the
 * router's spelling; their title and description are the appearance editor's SEO settings, else
 * the screen's own title (SCREEN_TITLES) and the site's description, else the site's
 * (server/modules/appearance/shell.ts).
 */
export async function pageHead(path: string, page: CustomPageData | null, settings: SettingsMap, lines: Readonly<Record<string, string>> = {}): Promise<PageHead> {
  const siteName = settings['branding.site_name'];
  if (page) return { ...customPageHead(page, siteName), canonicalPath: customPagePath(page) };
  const match = matchAppRoute(path);
  const staticRoute = match && !match.path.includes(':') && !match.path.includes('*');
  const canonicalPath = staticRoute ? `/${match.path}` : path.replace(/\/+$/, '') || '/';
  if (canonicalPath === '/') {
    const homepage = await homepageCustomPage(settings);
    if (homepage) return { ...customPageHead(homepage, siteName), canonicalPath };
  }
  // The title the app will set, in the visitor's language, so it does not change as the app starts.
  const screenTitle = staticRoute ? SCREEN_TITLES[match.path] : undefined;
  const title = screenTitle ? `${lines[screenTitle] ?? screenTitle} - ${siteName}` : '';
  return { title, description: '', canonicalPath, type: 'website' };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The public pages: the homepage, pricing while billing is on, contact, and every custom page with its last change. */
export async function sitemapXml(appUrl: string): Promise<string> {
  const entries: { path: string; lastmod?: Date }[] = [{ path: '/' }];
  if (await billingEnabled()) entries.push({ path: '/pricing' });
  entries.push({ path: '/contact' });
  const pages = await CustomPage.findAll({ attributes: ['slug', 'updated_at'], order: [['id', 'ASC']] });
  for (const page of pages) entries.push({ path: customPagePath(page), lastmod: new Date(page.updated_at) });
  const urls = entries.map(({ path, lastmod }) => {
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${appUrl}${path}`)}</loc>${modified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Screens behind a login, and the API: nothing there for a search engine. */
export const PRIVATE_PATHS = ['/admin', '/dashboard', '/editor', '/api/', '/account-settings', '/notifications', '/checkout', '/billing'];

export function robotsTxt(appUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n');
}
