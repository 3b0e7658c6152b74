import type { PlanImageValue, PlanSection, SitePlan } from '../../../../common/ai/site-plan.ts';
import type { PictureRole, PictureSlot } from './types.ts';

// The places of a plan that show a picture: the home page's hero first, then the about/text
// sections, galleries, posts and other pages' heroes. Features keep their icons and pictures as the
// plan has them (a variant that wants pictures there is the renderer's business). Only places the
// plan already gives a picture count: the plan decided where pictures go.

export interface PlanSlot extends PictureSlot {
  /** Puts a picture in the place, or takes the picture out (undefined). */
  set(value: PlanImageValue | undefined): void;
}

const ORDER: Record<PictureRole, number> = { hero: 0, about: 1, gallery: 2, post: 3 };

function sectionSlots(section: PlanSection, home: boolean): { role: PictureRole; rank: number; current: unknown; set: PlanSlot['set'] }[] {
  switch (section.type) {
    case 'hero':
      if (!section.image) return [];
      return [{ role: 'hero', rank: home ? 0 : 4, current: section.image, set: (value) => (value ? (section.image = value) : delete section.image) }];
    case 'text':
      if (!section.image) return [];
      return [{ role: 'about', rank: ORDER.about, current: section.image, set: (value) => (value ? (section.image = value) : delete section.image) }];
    case 'gallery':
      return section.images.map((entry) => ({
        role: 'gallery' as const,
        rank: ORDER.gallery,
        current: entry.image,
        set: (value: PlanImageValue | undefined) => {
          if (!value) section.images = section.images.filter((other) => other !== entry);
          else if (typeof value === 'string') entry.image = value;
          else {
            // The plan's caption spoke of the picture it named; a new picture says only what its alt text says.
            entry.image = value;
            entry.caption = value.alt;
          }
        },
      }));
    case 'posts':
      return section.items
        .filter((item) => item.image)
        .map((item) => ({ role: 'post' as const, rank: ORDER.post, current: item.image, set: (value: PlanImageValue | undefined) => (value ? (item.image = value) : delete item.image) }));
    default:
      return [];
  }
}

/** The picture places of one section (which the setters change in place), in its order. */
export function sectionPictureSlots(section: PlanSection): PlanSlot[] {
  return sectionSlots(section, false).map((slot, index) => ({ role: slot.role, index, current: slot.current, set: slot.set }));
}

/** The picture places of the plan (which the setters change in place), in the order they are filled. */
export function pictureSlots(plan: SitePlan): PlanSlot[] {
  const found = plan.pages.flatMap((page, pageIndex) => page.sections.flatMap((section) => sectionSlots(section, pageIndex === 0)));
  return found
    .map((slot, position) => ({ slot, position }))
    .sort((a, b) => a.slot.rank - b.slot.rank || a.position - b.position)
    .map(({ slot }, index) => ({ role: slot.role, index, current: slot.current, set: slot.set }));
}
