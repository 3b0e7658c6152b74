import type { PlanLink, PlanPage, PlanSection, SitePlan } from '../../../../common/ai/site-plan.ts';
import { pageHref, slugify } from '../../../../common/editor/links.ts';
import { plainText } from './html.ts';
import { listOf } from './values.ts';

// Where everything of a plan ends up: each page's slug and file, each section's anchor id. A
// plan's slugs and ids are only names here; what is written is made safe and unique, and links
// are resolved against it, so a link never leaves the site or points at a missing anchor.

/** Addresses the publisher keeps for itself, or that would collide with the home page's file. */
const RESERVED_SLUGS = new Set(['index', '404']);

/** The ids of one page's elements: unique, kebab-case, starting with a letter. */
export class PageIds {
  private readonly taken = new Set<string>();

  claim(wanted: string, fallback: string): string {
    let base = slugify(wanted);
    if (!/^[a-z]/.test(base)) base = base ? `${fallback}-${base}` : fallback;
    let id = base;
    for (let n = 2; this.taken.has(id); n++) id = `${base}-${n}`;
    this.taken.add(id);
    return id;
  }
}

export interface SitePage {
  plan: PlanPage;
  name: string;
  /** '' for the home page. */
  slug: string;
  href: string;
  ids: PageIds;
  sectionIds: Map<PlanSection, string>;
}

export interface RenderSite {
  plan: SitePlan;
  name: string;
  pages: SitePage[];
  /** The href of a plan link: its page (the home page when the plan has no such page) and anchor. */
  href(link: PlanLink | undefined): string;
  /** The name of the page a link goes to: the label of a link the plan left without one. */
  pageName(link: PlanLink | undefined): string;
}

function sitePages(plan: SitePlan): SitePage[] {
  const slugs = new Set<string>(RESERVED_SLUGS);
  return listOf(plan.pages).map((page, index) => {
    const name = plainText(page.name) || plainText(page.title) || `Page ${index + 1}`;
    let slug = '';
    if (index > 0) {
      const base = slugify(plainText(page.slug)) || slugify(name) || `page-${index + 1}`;
      slug = base;
      for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
      slugs.add(slug);
    }
    const ids = new PageIds();
    const sections = listOf(page.sections);
    const sectionIds = new Map(sections.map((section, position) => [section, ids.claim(plainText(section.id), `section-${position + 1}`)]));
    return { plan: { ...page, sections }, name, slug, href: pageHref({ id: '', name, slug }, index), ids, sectionIds };
  });
}

export function renderSite(plan: SitePlan): RenderSite {
  const pages = sitePages(plan);
  const target = (link: PlanLink | undefined): SitePage => pages.find((page) => page.plan.slug === link?.page) ?? pages[0];
  return {
    plan,
    name: plainText(plan.name) || pages[0]?.name || '',
    pages,
    href(link) {
      const page = target(link);
      const wanted = link?.section;
      const section = typeof wanted === 'string' && wanted ? page.plan.sections.find((candidate) => candidate.id === wanted) : undefined;
      return section ? `${page.href}#${page.sectionIds.get(section)}` : page.href;
    },
    pageName: (link) => target(link).name,
  };
}
