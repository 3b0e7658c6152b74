import { escapeText } from '../../../../common/editor/html.ts';
import { pageDocument } from './page.ts';

// The files around the pages: the sitemap and robots.txt search engines read, and the page a
// visitor gets for an address the site does not have.

const xmlText = (text: string) => escapeText(text).replace(/&nbsp;/g, '&#160;');

/** Every page's absolute URL; no dates, so an unchanged site builds the same bytes. */
export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<url><loc>${xmlText(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** The classes the not-found page's markup uses: the site stylesheet must keep their rules. */
export const NOT_FOUND_CLASSES = ['section', 'container', 'text-center', 'lead', 'btn', 'btn-primary'];

/**
 * Served for any missing address, at any depth: its stylesheet and home link are absolute
 * paths. Not for search engines.
 */
export function notFoundPage(siteName: string, stylesheet: string, icon: string): string {
  const body =
    '<main class="section"><div class="container text-center">' +
    '<h1>Page not found</h1>' +
    '<p class="lead">There is no page at this address.</p>' +
    `<a class="btn btn-primary" href="/">Go to the home page of ${escapeText(siteName)}</a>` +
    '</div></main>';
  return pageDocument({ title: `Page not found - ${siteName}`, description: '', robots: 'noindex', icon, stylesheets: [`/${stylesheet}`] }, body, []);
}
