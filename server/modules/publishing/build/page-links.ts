import { pageHref } from '../../../../common/editor/links.ts';
import type { ProjectPage } from '../../../../common/editor/types.ts';

// Links between a site's pages. The editor writes a page link as the page's address (`menu.html`,
// `index.html`); the builder points it at the page's file, which differs where two pages wanted
// one name. A page below the site root (a collection's item and list pages) gets it root-relative.

/** Each page's file by its link address in lower case; `index.html` is the first page's. */
export function pageLinkTable(pages: readonly ProjectPage[], paths: readonly string[]): Record<string, string> {
  const table: Record<string, string> = {};
  pages.forEach((page, index) => {
    const href = pageHref({ id: page.id, name: page.name, slug: page.doc.slug }, index).toLowerCase();
    if (!Object.hasOwn(table, href)) table[href] = paths[index];
  });
  if (!Object.hasOwn(table, 'index.html')) table['index.html'] = paths[0];
  return table;
}

/** The href a page link (as the editor writes it, or ./x.html, /x.html) gets, or null when it is none or already right. */
export function pageLinkRewriter(table: Readonly<Record<string, string>>, rootRelative = false): (href: string) => string | null {
  return (href) => {
    const match = /^(?:\.?\/)?([\w-]+\.html)([?#].*)?$/i.exec(href.trim());
    const key = match?.[1].toLowerCase();
    const path = key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
    if (!path) return null;
    const target = rootRelative ? (path === 'index.html' ? '/' : `/${path}`) : path;
    const rewritten = target + (match![2] ?? '');
    return rewritten === href ? null : rewritten;
  };
}
