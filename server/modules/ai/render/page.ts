import type { PlanSection } from '../../../../common/ai/site-plan.ts';
import { renderContact, renderCta, renderFaq, renderHours, renderStats, renderText } from './blocks.ts';
import { footer, navbar } from './chrome.ts';
import { renderFeatures, renderGallery, renderMenu, renderPosts, renderPricing, renderTeam, renderTestimonials } from './collections.ts';
import { renderForm } from './form.ts';
import { renderHero } from './hero.ts';
import { el, fragment, plainText, type Html } from './html.ts';
import { sameText, type SectionContext } from './parts.ts';
import { PhotoCredits, siteLanguage } from './pictures.ts';
import type { RenderSite, SitePage } from './site.ts';

// One page: navbar, the sections in the plan's order, footer. The page's first section heading is
// its one h1 (the hero's, when the page opens with one) and every later one an h2, so the outline
// is in order whatever order the plan chose; backgrounds alternate down the page as in the templates.
// A subpage says its title once: a later section whose heading would repeat the h1 shows none.
// Every page's footer credits the photos of the whole site: the pages share one footer (the
// project's footer part is the first page's), so a photo on any page is credited on all of them.

export function renderSection(section: PlanSection, context: SectionContext): Html | null {
  const ctx = { ...context, sample: section.sample === true };
  switch (section.type) {
    case 'hero': return renderHero(section, ctx);
    case 'features': return renderFeatures(section, ctx);
    case 'text': return renderText(section, ctx);
    case 'stats': return renderStats(section, ctx);
    case 'menu': return renderMenu(section, ctx);
    case 'hours': return renderHours(section, ctx);
    case 'pricing': return renderPricing(section, ctx);
    case 'testimonials': return renderTestimonials(section, ctx);
    case 'team': return renderTeam(section, ctx);
    case 'faq': return renderFaq(section, ctx);
    case 'gallery': return renderGallery(section, ctx);
    case 'posts': return renderPosts(section, ctx);
    case 'form': return renderForm(section, ctx);
    case 'contact': return renderContact(section, ctx);
    case 'cta': return renderCta(section, ctx);
    // A section type this renderer does not know (a model's invention) is left out.
    default: return null;
  }
}

/** Every section shows a heading (its own or the page's name) but figures, whose heading is optional. */
function hasHeading(section: PlanSection): boolean {
  return section.type !== 'stats' || plainText(section.heading) !== '';
}

/** The heading a section shows: its own, or the page's name. */
function shownHeading(section: PlanSection, page: SitePage): string {
  return plainText(section.heading) || page.name;
}

/** The page's content, the credits of the pictures it shows noted in `credits`. */
function renderMain(site: RenderSite, page: SitePage, credits: PhotoCredits): Html {
  const parts: Html[] = [];
  let level = 1;
  let tone = '';
  let title = '';
  for (const section of page.plan.sections) {
    const id = page.sectionIds.get(section)!;
    const untitled = level === 2 && section.type !== 'hero' && hasHeading(section) && sameText(shownHeading(section, page), title);
    const html = renderSection(section, { site, page, id, level, tone, title, untitled, credits });
    if (!html) continue;
    parts.push(html);
    if (level === 1 && hasHeading(section)) title = shownHeading(section, page);
    if (hasHeading(section)) level = 2;
    if (section.type === 'hero') tone = '';
    else if (section.type !== 'cta') tone = tone ? '' : 'bg-light';
  }
  // A page of headless sections still gets its h1: a page header with its name, as the templates' inner pages have.
  const header = level === 1 ? el('div', { class: 'page-header' }, el('div', { class: 'container' }, el('h1', { class: 'page-header-title' }, page.name))) : null;
  // The sections in <main>: the page's content as a landmark, which the templates leave out.
  return el('main', {}, header, parts);
}

/** The markup of every page of the site, in order. */
export function renderPages(site: RenderSite): string[] {
  const credits = new PhotoCredits();
  const mains = site.pages.map((page) => renderMain(site, page, credits));
  const line = credits.line(siteLanguage(site.plan.language));
  return site.pages.map((page, index) => fragment(navbar(site, page), mains[index], footer(site, line)).markup);
}
