// One builder per section key, and the id each section carries on its page.
import type { PlanSection } from '../../../../../common/ai/site-plan.ts';
import { primaryAction } from '../layout.ts';
import type { SectionKey } from '../types.ts';
import type { SectionContext } from './context.ts';
import { callToAction } from './intro.ts';
import { features, menu, pricing, stats } from './offer.ts';
import { about, faq, gallery, posts, team, testimonials } from './story.ts';
import { bookingForm, contact, contactForm, hours, orderForm, signupForm } from './visit.ts';

export const SECTION_IDS: Record<SectionKey, string> = {
  features: 'highlights', about: 'about', stats: 'numbers', menu: 'offer', hours: 'opening-hours', pricing: 'pricing',
  testimonials: 'testimonials', team: 'team', faq: 'faq', gallery: 'gallery', posts: 'news', 'contact-form': 'contact-form',
  booking: 'booking', order: 'order', signup: 'newsletter', contact: 'contact', cta: 'get-started',
};

/** Pricing buttons lead to the form that acts on a price, or to the contact form. */
const PRICING_TARGETS: SectionKey[] = ['booking', 'order', 'signup', 'contact-form'];

export function buildSection(key: SectionKey, ctx: SectionContext, id: string): PlanSection {
  switch (key) {
    case 'features': return features(ctx, id);
    case 'about': return about(ctx, id);
    case 'stats': return stats(ctx, id);
    case 'menu': return menu(ctx, id);
    case 'hours': return hours(ctx, id);
    case 'pricing': {
      const primary = primaryAction(ctx.brief);
      return pricing(ctx, id, PRICING_TARGETS.includes(primary) ? primary : 'contact-form');
    }
    case 'testimonials': return testimonials(ctx, id);
    case 'team': return team(ctx, id);
    case 'faq': return faq(ctx, id);
    case 'gallery': return gallery(ctx, id);
    case 'posts': return posts(ctx, id);
    case 'contact-form': return contactForm(ctx, id);
    case 'booking': return bookingForm(ctx, id);
    case 'order': return orderForm(ctx, id);
    case 'signup': return signupForm(ctx, id);
    case 'contact': return contact(ctx, id);
    case 'cta': return callToAction(ctx, id);
  }
}
