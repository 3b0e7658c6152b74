import { expect } from 'chai';
import { PLAN_FONTS, PLAN_ICONS, PLAN_IMAGES, PLAN_ROUNDING, type PlanLink, type SitePlan } from '../../../common/ai/site-plan.ts';
import { contrastRatio } from '../../../server/modules/ai/composer/colour.ts';

/** Every string anywhere in a value, with the path that leads to it. */
export function allStrings(value: unknown, path = 'plan'): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => allStrings(item, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => allStrings(item, `${path}.${key}`));
  return [];
}

/** All text a visitor could read, joined (style values and ids left out). */
export function planText(plan: SitePlan): string {
  return allStrings(plan.pages)
    .filter(({ path }) => !/\.(id|slug|type|purpose|page|section|image|icon)$/.test(path))
    .map(({ text }) => text)
    .join('\n');
}

function allLinks(value: unknown): PlanLink[] {
  if (Array.isArray(value)) return value.flatMap(allLinks);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own = typeof record.page === 'string' && typeof record.label === 'string' ? [record as unknown as PlanLink] : [];
    return [...own, ...Object.values(record).flatMap(allLinks)];
  }
  return [];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FORBIDDEN = /lorem|ipsum|\bTBD\b|[[\]{}<>]|javascript:|\p{Cc}/iu;
/** What a template or number bug would leave behind. */
const LEFTOVERS = /\bundefined\b|\bNaN\b|\bnull\b|\[object Object\]/;

/** The rules every composed plan keeps, whatever the prompt. */
export function expectValidPlan(plan: SitePlan, pageCount: number): void {
  expect(plan.pages).to.have.length(pageCount);
  expect(plan.pages[0].slug).to.equal('');
  const slugs = plan.pages.map((page) => page.slug);
  expect(new Set(slugs).size).to.equal(slugs.length);
  for (const page of plan.pages.slice(1)) expect(page.slug).to.match(SLUG);

  for (const page of plan.pages) {
    const ids = page.sections.map((section) => section.id);
    expect(new Set(ids).size, `ids on ${page.slug || 'home'}`).to.equal(ids.length);
    for (const id of ids) expect(id).to.match(SLUG);
    expect(page.sections.length).to.be.greaterThan(1);
  }

  for (const link of allLinks(plan.pages)) {
    const page = plan.pages.find((p) => p.slug === link.page);
    expect(page, `link to page "${link.page}"`).to.not.equal(undefined);
    if (link.section !== undefined) expect(page!.sections.map((s) => s.id), `link to #${link.section}`).to.include(link.section);
    expect(link.label).to.not.equal('');
  }

  for (const { path, text } of allStrings(plan)) {
    expect(text, path).to.not.match(FORBIDDEN);
    expect(text, path).to.not.match(LEFTOVERS);
    // The home page's slug and links to it are empty, and so is the text of an offer the prompt
    // listed by its title alone.
    if (!/\.(slug|page)$|\.items\[\d+\]\.text$/.test(path)) expect(text.trim(), path).to.not.equal('');
  }
  for (const { path, text } of allStrings(plan.pages)) {
    if (path.endsWith('.image')) expect(PLAN_IMAGES, path).to.include(text);
    if (path.endsWith('.icon')) expect(PLAN_ICONS, path).to.include(text);
  }

  const { style } = plan;
  expect(PLAN_FONTS).to.include(style.headingFont);
  expect(PLAN_FONTS).to.include(style.bodyFont);
  expect(PLAN_ROUNDING).to.include(style.rounding);
  expect(['dark', 'image', 'split']).to.include(style.hero);
  const { primary, primaryDark, accent, dark, light } = style.palette;
  for (const colour of [primary, primaryDark, accent, dark, light]) expect(colour).to.match(/^#[0-9a-f]{6}$/);
  expect(contrastRatio(primary, '#ffffff')).to.be.at.least(4.5);
  expect(contrastRatio(primary, light)).to.be.at.least(4.5);
  expect(contrastRatio(primaryDark, '#ffffff')).to.be.greaterThan(contrastRatio(primary, '#ffffff'));
  expect(contrastRatio(accent, dark)).to.be.at.least(4.5);
  expect(contrastRatio(light, '#ffffff')).to.be.below(1.15);
  expect(contrastRatio(dark, '#ffffff')).to.be.above(13);
}

/** The sections of a plan as "type" or "form:purpose", over all pages. */
export function sectionKinds(plan: SitePlan): string[] {
  return plan.pages.flatMap((page) => page.sections.map((s) => (s.type === 'form' ? `form:${s.purpose}` : s.type)));
}
