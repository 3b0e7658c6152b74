import type { PlanPicture, PlanSection, PlanSectionType, PlanStyle, SitePlan } from '../../../common/ai/site-plan.ts';
import type { ProjectPage } from '../../../common/editor/types.ts';
import { renderSitePlan } from '../../../server/modules/ai/render.ts';
import { BAKERY_PLAN, SECTION_TYPES } from './plans.ts';

// Plans that show every section type in one layout: the bakery's sections, with a photo of the
// site's own among the pictures and some content marked as sample, every section given the same
// variant. For the renderer's variant tests and the browser's overflow check.

export const VARIANT_COUNT = 3;

/** A photo of the site's own, as an image source stores it, with the credit its terms ask for. */
export const PHOTO: PlanPicture = {
  src: '/storage/generated/croissants.jpg',
  alt: 'Croissants cooling on a wire rack',
  credit: { name: 'Jana Novak', url: 'https://unsplash.com/@jananovak', source: 'Unsplash', sourceUrl: 'https://unsplash.com/' },
};

function bakerySection<T extends PlanSectionType>(type: T): Extract<PlanSection, { type: T }> {
  const found = BAKERY_PLAN.pages.flatMap((page) => page.sections).find((section) => section.type === type);
  return structuredClone(found) as Extract<PlanSection, { type: T }>;
}

/** One section of each type, as the bakery has them, with pictures, sample items and a placeholder. */
export function everySection(): PlanSection[] {
  const sections: PlanSection[] = SECTION_TYPES.map((type) => bakerySection(type));
  for (const section of sections) {
    if (section.type === 'features') section.items = section.items.map((item, index) => ({ ...item, sample: index === 1 }));
    if (section.type === 'posts') section.items = [{ ...section.items[0], image: PHOTO }, ...section.items.slice(1), { title: 'Rye week', text: 'Seven rye breads in seven days.', image: 'blog-city', meta: 'January 2025', sample: true }];
    if (section.type === 'gallery') section.images = [...section.images, { image: PHOTO, caption: 'Fresh from the oven' }];
    if (section.type === 'testimonials') section.items = section.items.map((item, index) => ({ ...item, sample: index === 0 }));
    if (section.type === 'team') section.members = section.members.map((member, index) => ({ ...member, sample: index === 2 }));
    if (section.type === 'pricing') section.plans = section.plans.map((plan, index) => ({ ...plan, sample: index === 0 }));
    if (section.type === 'stats') section.heading = 'In numbers';
    if (section.type === 'contact') Object.assign(section, { phone: 'Add your phone number', placeholders: ['phone'] });
  }
  return sections;
}

/** A plan of one page with every section type in `variant`'s layout, the hero in `look`. */
export function variantPlan(variant: number, look: PlanStyle['hero'] = 'dark'): SitePlan {
  return {
    ...structuredClone(BAKERY_PLAN),
    style: { ...BAKERY_PLAN.style, hero: look },
    pages: [{ ...BAKERY_PLAN.pages[0], sections: everySection().map((section) => ({ ...section, variant })) }],
  };
}

/**
 * A site of a page per layout, the hero in `look`, to publish: the site's own photo is one the
 * publisher and a browser can load (a picture the app ships).
 */
export function variantSitePages(look: PlanStyle['hero']): ProjectPage[] {
  return Array.from({ length: VARIANT_COUNT }, (_, variant) => {
    const plan = variantPlan(variant, look);
    const [page] = renderSitePlan(JSON.parse(JSON.stringify(plan).replaceAll(PHOTO.src, '/site-assets/img/workspace.svg')));
    return { ...page, name: `Variant ${variant}`, doc: { ...page.doc, slug: variant === 0 ? '' : `variant-${variant}` } };
  });
}
