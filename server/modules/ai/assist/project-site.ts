import { PLAN_LANGUAGES, type PlanLanguage, type PlanLink, type PlanStyle, type SitePlan } from '../../../../common/ai/site-plan.ts';
import { parsePage } from '../../../../common/editor/document.ts';
import { pageHref } from '../../../../common/editor/links.ts';
import { analyse } from '../composer/analyse.ts';
import { createContext, type SectionContext as ComposerContext } from '../composer/sections/context.ts';
import { SECTION_IDS } from '../composer/sections/index.ts';
import { textsFor } from '../composer/texts/index.ts';
import type { Random } from '../composer/random.ts';
import type { SectionKey } from '../composer/types.ts';
import { PageIds, type RenderSite, type SitePage } from '../render/site.ts';
import { markupText } from './section-reading.ts';

// A saved project seen as the composer and the renderer see a plan: what the site is about (the
// prompt that generated it, else its name and text), where each section lives, and links that
// resolve only to pages and anchors the project has.

export interface SavedPage {
  page_id: string;
  name: string;
  html: string;
  doc: { slug?: string; lang?: string };
}

/** Enough of the pages' text for the composer to tell a bakery from a law firm. */
const MAX_ABOUT_LENGTH = 2000;

interface PlacedPage {
  saved: SavedPage;
  slug: string;
  href: string;
  ids: Set<string>;
}

function idsOf(html: string): Set<string> {
  const doc = parsePage(html);
  const ids = new Set<string>();
  for (const node of doc.nodes.values()) if (node.type === 'element' && node.attrs.id) ids.add(node.attrs.id);
  return ids;
}

export class ProjectSite {
  private readonly placed: PlacedPage[];

  constructor(
    readonly name: string,
    pages: readonly SavedPage[],
  ) {
    this.placed = pages.map((saved, index) => {
      const href = pageHref({ id: saved.page_id, name: saved.name, slug: saved.doc.slug }, index);
      return { saved, slug: index === 0 ? '' : href.replace(/\.html$/, ''), href, ids: idsOf(saved.html) };
    });
  }

  /** The prompt the composer reads: the generation's own, else the site's name and words. */
  about(prompt: string | null): string {
    if (prompt) return prompt;
    const words = this.placed.map(({ saved }) => markupText(saved.html)).join(' ');
    return [this.name.trim(), words].filter(Boolean).join('. ').slice(0, MAX_ABOUT_LENGTH);
  }

  /** The project's name; without one a placeholder the owner sees to fill in, as a made-up name would read as the business's real one. */
  businessName(language: PlanLanguage): string {
    return this.name.trim() || textsFor(language).placeholders.business;
  }

  language(fallback: PlanLanguage | null): PlanLanguage | undefined {
    const lang = this.placed[0]?.saved.doc.lang?.slice(0, 2).toLowerCase();
    return PLAN_LANGUAGES.find((language) => language === lang) ?? fallback ?? undefined;
  }

  isHome(pageId: string): boolean {
    return this.placed[0]?.saved.page_id === pageId;
  }

  /** The composer's section context for this site, its links going where the project has each section. */
  composerContext(prompt: string, language: PlanLanguage | undefined, random: Random): ComposerContext {
    const brief = analyse(prompt, language);
    const where = (key: SectionKey): PlanLink | undefined => {
      const wanted = key === 'menu' ? brief.library.offer : SECTION_IDS[key];
      const page = this.placed.find((candidate) => candidate.ids.has(wanted));
      return page ? { label: '', page: page.slug, section: wanted } : undefined;
    };
    return createContext(brief, this.businessName(brief.language), random, {
      link: (key, label) => ({ ...(where(key) ?? where('contact') ?? { page: '' }), label }),
      placed: (key) => where(key) !== undefined,
    });
  }

  /**
   * The renderer's view of the site with `pageId` as the page being written: its ids taken but
   * for `freed` (the section being replaced), so a new form's field ids stay unique on the page.
   */
  renderSite(pageId: string, look: PlanStyle['hero'], freed: readonly string[]): { site: RenderSite; page: SitePage } {
    const pages: SitePage[] = this.placed.map(({ saved, slug, href }) => ({
      plan: { name: saved.name, slug, title: saved.name, description: '', sections: [] },
      name: saved.name,
      slug,
      href,
      ids: new PageIds(),
      sectionIds: new Map(),
    }));
    const index = this.placed.findIndex((candidate) => candidate.saved.page_id === pageId);
    const page = pages[index] ?? { plan: { name: '', slug: '', title: '', description: '', sections: [] }, name: '', slug: '', href: 'index.html', ids: new PageIds(), sectionIds: new Map() };
    for (const id of this.placed[index]?.ids ?? []) if (!freed.includes(id)) page.ids.claim(id, id);
    const target = (link: PlanLink | undefined) => this.placed.find((candidate) => candidate.slug === link?.page) ?? this.placed[0];
    const plan: SitePlan = { name: this.name, language: 'en', kind: '', tagline: '', style: { ...STYLE, hero: look }, pages: [], footer: '' };
    const site: RenderSite = {
      plan,
      name: this.name,
      pages,
      href: (link) => {
        const placed = target(link);
        if (!placed) return 'index.html';
        const section = link?.section;
        return section && placed.ids.has(section) ? `${placed.href}#${section}` : placed.href;
      },
      pageName: (link) => target(link)?.saved.name ?? this.name,
    };
    return { site, page };
  }
}

/** Only the hero's look matters to one section; the rest is the page CSS the project already has. */
const STYLE: PlanStyle = {
  palette: { primary: '#2563eb', primaryDark: '#1d4ed8', accent: '#f59e0b', dark: '#0f172a', light: '#f1f5f9' },
  headingFont: 'inter',
  bodyFont: 'inter',
  rounding: 'small',
  hero: 'dark',
};
