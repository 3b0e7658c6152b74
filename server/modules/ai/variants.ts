import type { PlanSection, SitePlan } from '../../../common/ai/site-plan.ts';
import { hashString, seededRandom } from './composer/random.ts';
import { lookOf, SECTION_LAYOUTS, type SectionLook } from './render/layouts.ts';

// Which layout each section takes (server/modules/ai/render/layouts.ts), chosen from the
// generation's seed so that a new seed gives the site a new layout, not only new colours. A
// variant the plan already names is kept; a section never takes the look of the one before it or
// of a fixed one after it, so a page does not read as the same block twice in a row.

function withVariant(section: PlanSection, variant: number): PlanSection {
  return { ...section, variant };
}

/** The layouts of a section's type; none for what is not a section of a known type (a model's invention). */
function layoutsOf(section: PlanSection | undefined): readonly SectionLook[] | null {
  return typeof section === 'object' && section !== null && Object.hasOwn(SECTION_LAYOUTS, section.type) ? SECTION_LAYOUTS[section.type] : null;
}

function hasVariant(section: PlanSection): boolean {
  return typeof section.variant === 'number' && Number.isFinite(section.variant);
}

function look(section: PlanSection | undefined): SectionLook | null {
  return section && layoutsOf(section) ? lookOf(section) : null;
}

function chooseSections(sections: readonly PlanSection[], seed: number): PlanSection[] {
  const random = seededRandom(seed);
  const chosen: PlanSection[] = [];
  sections.forEach((section, index) => {
    const looks = layoutsOf(section);
    if (!looks || hasVariant(section)) {
      chosen.push(section);
      return;
    }
    const before = look(chosen[index - 1]);
    const next = sections[index + 1];
    const after = layoutsOf(next) && hasVariant(next) ? look(next) : null;
    const all = looks.map((_, variant) => variant);
    const apart = all.filter((variant) => looks[variant] !== before && looks[variant] !== after);
    const fallback = all.filter((variant) => looks[variant] !== before);
    const candidates = apart.length > 0 ? apart : fallback.length > 0 ? fallback : all;
    chosen.push(withVariant(section, random.pick(candidates)));
  });
  return chosen;
}

/** The plan with a variant for every section that has none; the same plan and seed always give the same layouts. */
export function assignVariants(plan: SitePlan, seed: number): SitePlan {
  const pages = Array.isArray(plan.pages) ? plan.pages : [];
  return {
    ...plan,
    pages: pages.map((page, index) => {
      const sections: readonly PlanSection[] = Array.isArray(page?.sections) ? page.sections : [];
      return { ...page, sections: chooseSections(sections, hashString(`${seed}\u0000${index}\u0000${page?.slug ?? ''}`)) };
    }),
  };
}
