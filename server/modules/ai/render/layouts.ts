import type { PlanSection, PlanSectionType } from '../../../../common/ai/site-plan.ts';

// The layouts each section type can take, by variant number, named by how they read on the page.
// Two sections that follow each other should not share a look (server/modules/ai/variants.ts),
// so a page alternates between items side by side, a heading beside its content, one column of
// rows, cards, and a centred column.

export type SectionLook = 'columns' | 'split' | 'list' | 'cards' | 'centred' | 'band';

export const SECTION_LAYOUTS: Readonly<Record<PlanSectionType, readonly SectionLook[]>> = {
  hero: ['columns', 'centred', 'split'],
  features: ['columns', 'split', 'centred'],
  text: ['columns', 'split', 'centred'],
  stats: ['columns', 'split', 'cards'],
  menu: ['columns', 'list', 'split'],
  hours: ['centred', 'split', 'list'],
  pricing: ['columns', 'list', 'split'],
  testimonials: ['columns', 'cards', 'split'],
  team: ['columns', 'list', 'cards'],
  faq: ['centred', 'columns', 'split'],
  gallery: ['columns', 'cards', 'split'],
  posts: ['cards', 'list', 'split'],
  form: ['centred', 'split', 'cards'],
  contact: ['columns', 'split', 'cards'],
  cta: ['band', 'split', 'cards'],
};

/** The section's layout: its variant brought into its type's range (0 for none or not a number). */
export function variantOf(section: PlanSection): number {
  const count = SECTION_LAYOUTS[section.type]?.length ?? 1;
  const wanted = typeof section.variant === 'number' && Number.isFinite(section.variant) ? Math.trunc(section.variant) : 0;
  return ((wanted % count) + count) % count;
}

/** How the section's layout reads; null for a type the renderer does not know. */
export function lookOf(section: PlanSection): SectionLook | null {
  return SECTION_LAYOUTS[section.type]?.[variantOf(section)] ?? null;
}
