import { classes, el, plainText, type Html } from './html.ts';
import { heading } from './parts.ts';
import type { RenderSite, SitePage } from './site.ts';

// What every page has around its sections, as the starter templates have it: the navbar with the
// site's name and a link per page, and the footer with the name, the plan's line and the links.

export function navbar(site: RenderSite, current: SitePage): Html {
  // The light navbar goes with the light hero beside its picture; the others open on a dark band.
  const dark = site.plan.style?.hero !== 'split';
  const links = site.pages.map((page) =>
    el(
      'li',
      { class: 'nav-item' },
      el('a', { class: classes('nav-link', page === current && 'active'), href: page.href, 'aria-current': page === current ? 'page' : undefined }, page.name),
    ),
  );
  return el(
    'nav',
    { class: classes('navbar', dark && 'navbar-dark'), 'aria-label': 'Main' },
    el('div', { class: 'container' }, el('a', { class: 'navbar-brand', href: site.pages[0].href }, site.name), el('ul', { class: 'navbar-nav' }, links)),
  );
}

/** The footer; `credits` is the line crediting the site's photos, as their sources' terms want. */
export function footer(site: RenderSite, credits: Html | null = null): Html {
  const line = plainText(site.plan.footer);
  return el(
    'footer',
    { class: 'site-footer' },
    el(
      'div',
      { class: 'container' },
      el(
        'div',
        { class: 'row' },
        el('div', { class: 'col-sm-6' }, heading(2, 'h5', site.name), line && el('p', {}, line)),
        el(
          'div',
          { class: 'col-sm-6' },
          el('nav', { class: 'nav justify-content-end', 'aria-label': 'Footer' }, site.pages.map((page) => el('a', { class: 'nav-link', href: page.href }, page.name))),
        ),
      ),
      el('hr', {}),
      credits,
      el('p', { class: 'mb-0 small' }, `\u00a9 ${site.name}`),
    ),
  );
}
