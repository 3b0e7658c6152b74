import { PLAN_ICONS, PLAN_IMAGES, type PlanImageValue, type PlanLink, type PlanSection, type PlanSectionType } from '../../../../common/ai/site-plan.ts';
import { SITE_ASSETS_URL } from '../../templates/catalogue.ts';
import { classes, el, plainText, type Child, type Html } from './html.ts';
import { shownPicture, siteLanguage, type PhotoCredits, type ShownPicture } from './pictures.ts';
import type { RenderSite, SitePage } from './site.ts';

// The pieces every section is made of, written as the starter templates write them.

/** The plan's section of one type. */
export type SectionOf<T extends PlanSectionType> = Extract<PlanSection, { type: T }>;

export interface SectionContext {
  site: RenderSite;
  page: SitePage;
  /** The section's anchor id. */
  id: string;
  /** Its heading's level: 1 for the page's first heading, 2 after it. Item titles are one deeper. */
  level: number;
  /** Its background: '' or 'bg-light', alternating down the page. */
  tone: string;
  /** The page's h1 as shown (a hero's heading or the page header's name); '' until a section shows it. */
  title: string;
  /**
   * Its heading would repeat the page's title shown above it (a subpage's band, then its main
   * section of the same name): the section leaves its heading out and its items take that level.
   */
  untitled: boolean;
  /** The section is sample content as a whole (set from the plan by renderSection). */
  sample?: boolean;
  /** Where the site collects the credits of the pictures it shows. */
  credits?: PhotoCredits;
}

const ICONS = new Set<string>(PLAN_ICONS);
const AVATARS = PLAN_IMAGES.filter((name) => name.startsWith('avatar-'));

/** Text as a reader compares it: case, spacing and closing punctuation aside. */
export function sameText(a: string | undefined, b: string | undefined): boolean {
  const key = (text: string | undefined) => plainText(text).toLowerCase().replace(/[\s.:!?]+$/, '');
  return key(a) !== '' && key(a) === key(b);
}

/** A heading of the plan's text, or of `fallback` when the plan has none; no heading without either (an empty one is invalid). */
export function heading(level: number, className: string | undefined, text: string | undefined, fallback = ''): Html | null {
  const shown = plainText(text) || fallback;
  return shown ? el(`h${Math.min(level, 6)}`, { class: className || undefined }, shown) : null;
}

/** An icon the plan names, if site.css has it. */
export function icon(name: unknown, className?: string): Html | null {
  return typeof name === 'string' && ICONS.has(name) ? el('i', { class: classes('icon', `icon-${name}`, className) }) : null;
}

/** A picture of the plan as the page shows it, its credit noted for the site's footer. */
export function picture(ctx: SectionContext, value: PlanImageValue | undefined): ShownPicture | null {
  const shown = shownPicture(value, siteLanguage(ctx.site.plan.language));
  if (shown) ctx.credits?.add(value);
  return shown;
}

/** An img of a picture; alt="" marks one that is decoration only. */
export function pictureImg(shown: ShownPicture, className: string): Html {
  return el('img', { class: className, src: shown.src, alt: shown.alt });
}

/** The nth person's portrait: the avatars in turn. */
export function avatarUrl(index: number): string {
  return `${SITE_ASSETS_URL}/img/${AVATARS[index % AVATARS.length]}.svg`;
}

/** The attribute that marks content the generator made up, for the editor to show until the owner confirms it. */
export function sampleMark(sample: unknown): { 'data-sw-sample'?: string } {
  return sample === true ? { 'data-sw-sample': 'true' } : {};
}

export function link(site: RenderSite, target: PlanLink | undefined, className: string): Html {
  return el('a', { class: className, href: site.href(target) }, plainText(target?.label) || site.pageName(target));
}

/** A section of the page: its id, its background, a container for the content. */
export function section(ctx: SectionContext, className: string | undefined, ...children: Child[]): Html {
  return el('section', { class: classes('section', ctx.tone, className), id: ctx.id, ...sampleMark(ctx.sample) }, el('div', { class: 'container' }, ...children));
}

/** A section's own heading (the page's name when the plan has none), unless it would repeat the page's title. */
export function sectionHeading(ctx: SectionContext, text: string | undefined, className?: string): Html | null {
  return ctx.untitled ? null : heading(ctx.level, className, text, ctx.page.name);
}

/** The level of the headings of a section's items: one below the section's own, or its level when it shows none. */
export function itemLevel(ctx: SectionContext): number {
  return ctx.untitled ? ctx.level : ctx.level + 1;
}

/** The centred heading over a section, with its introduction; nothing when neither is shown. */
export function sectionTitle(ctx: SectionContext, title: string, intro?: string): Html | null {
  const shown = sectionHeading(ctx, title);
  const text = plainText(intro) && el('p', { class: 'text-muted' }, intro!);
  return shown || text ? el('div', { class: 'section-title' }, shown, text) : null;
}

/** The grid column for one of `count` items side by side (four to a row at most). */
export function column(count: number): string {
  if (count <= 1) return 'col-sm-8';
  if (count === 2) return 'col-sm-6';
  return count % 4 === 0 ? 'col-sm-3' : 'col-sm-4';
}

/** Items side by side, centred so that a short last row sits in the middle. */
export function row(items: readonly Html[], className?: string): Html {
  const width = column(items.length);
  return el('div', { class: classes('row', 'justify-content-center', className) }, items.map((item) => el('div', { class: width }, item)));
}

/** A section's heading and introduction set beside its content rather than over it; nothing when neither is shown. */
export function asideTitle(ctx: SectionContext, title: string, intro?: string): Html | null {
  const shown = sectionHeading(ctx, title);
  const text = plainText(intro) && el('p', { class: 'text-muted' }, intro!);
  return shown || text ? el('div', { class: 'section-aside' }, shown, text) : null;
}

/** The heading beside the content (`aside` columns of 12 for it); the content alone, centred, without one. */
export function besides(aside: Html | null, content: Child, asideWidth = 4): Html {
  if (!aside) return el('div', { class: 'row justify-content-center' }, el('div', { class: 'col-sm-10' }, content));
  return el('div', { class: 'row' }, el('div', { class: `col-sm-${asideWidth}` }, aside), el('div', { class: `col-sm-${12 - asideWidth}` }, content));
}
