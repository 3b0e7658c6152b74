// What the business offers: highlights, the menu or list of services, prices and numbers. What the
// prompt lists is shown as written, with its stated prices; the kind's own examples only when it
// lists nothing, marked as sample and never with a price.
import type { PlanItem, PlanSection } from '../../../../../common/ai/site-plan.ts';
import { capitalise, formatPrice } from '../format.ts';
import type { SectionKey } from '../types.ts';
import type { SectionContext } from './context.ts';
import { actionLabel } from './intro.ts';

type Section<T extends PlanSection['type']> = Extract<PlanSection, { type: T }>;
type Plan = Section<'pricing'>['plans'][number];

/** The offers the prompt lists, with their stated prices; else, for a kind the library does not know, its own words for the business. */
export function statedOffers(ctx: SectionContext): PlanItem[] {
  const { offers } = ctx.brief.facts;
  if (offers.length > 0) {
    return offers.map((offer) => ({ title: offer.title, text: '', ...(offer.price ? { meta: formatPrice(offer.price, ctx.locale) } : {}) }));
  }
  return ctx.brief.words && !ctx.brief.known ? [{ title: capitalise(ctx.brief.words), text: '' }] : [];
}

/** The offer's titles, for a booking form's choice of service. */
export function offerTitles(ctx: SectionContext): string[] {
  if (ctx.brief.facts.offers.length > 0 || !ctx.copy) return statedOffers(ctx).map((item) => item.title);
  return ctx.copy.menu.flatMap((group) => group.items.map((item) => ctx.fill(item.title)));
}

export function features(ctx: SectionContext, id: string): Section<'features'> {
  const { texts, library, random, copy } = ctx;
  const intro = ctx.brief.audience ? { intro: ctx.fill(texts.intros.audience) } : {};
  if (!copy) {
    return { type: 'features', id, heading: texts.headings.features, ...intro, items: statedOffers(ctx).slice(0, 4).map((item) => ({ ...item, icon: 'check' as const })) };
  }
  const count = copy.features.length > 3 ? random.pick([3, 4]) : 3;
  const chosen = random.shuffle(copy.features.map((feature, i) => ({ ...feature, icon: library.features[i]?.icon ?? 'check' }))).slice(0, count);
  return {
    type: 'features',
    id,
    heading: texts.headings.features,
    ...intro,
    items: chosen.map((f) => ({ icon: f.icon, title: ctx.fill(f.title), text: ctx.fill(f.text) })),
  };
}

export function menu(ctx: SectionContext, id: string): Section<'menu'> {
  const { texts, library, copy } = ctx;
  const heading = texts.offers[library.offer];
  const section = { type: 'menu' as const, id, heading, intro: texts.intros.menu };
  const stated = statedOffers(ctx);
  if (ctx.brief.facts.offers.length > 0 || !copy) return { ...section, groups: [{ title: heading, items: stated }] };
  const groups = copy.menu.map((group) => ({
    title: ctx.fill(group.title),
    items: group.items.map((item): PlanItem => ({ title: ctx.fill(item.title), text: ctx.fill(item.text), sample: true })),
  }));
  // The kind's examples must name the business in the prompt's words, whatever they say besides.
  const words = stated[0]?.title.toLowerCase();
  const named = !words || groups.some((group) => group.items.some((item) => item.title.toLowerCase().includes(words)));
  if (!named && groups.length > 0) groups[0] = { ...groups[0], items: [stated[0], ...groups[0].items] };
  return { ...section, groups, sample: true };
}

/** Plans from the stated prices; without any, the kind's plans (or one) with a placeholder price, as sample. */
export function pricing(ctx: SectionContext, id: string, target: SectionKey): Section<'pricing'> {
  const { texts, library, copy } = ctx;
  const action = ctx.link(target, actionLabel(ctx, target));
  const priced = ctx.brief.facts.offers.filter((offer) => offer.price);
  const section = { type: 'pricing' as const, id, heading: texts.headings.pricing, intro: texts.intros.pricing };
  if (priced.length > 0) {
    const plans = priced.map((offer): Plan => {
      const price = offer.price!;
      return { name: offer.title, price: formatPrice(price, ctx.locale), ...(price.period ? { period: texts.periods[price.period] } : {}), features: [], action };
    });
    return { ...section, plans };
  }
  const { placeholders } = texts;
  const plans = copy
    ? copy.plans.map((plan, i): Plan => {
        const period = library.plans[i]?.period;
        return {
          name: ctx.fill(plan.name),
          price: placeholders.price,
          ...(period ? { period: texts.periods[period] } : {}),
          features: plan.features.map((feature) => ctx.fill(feature)),
          ...(library.plans[i]?.featured ? { featured: true } : {}),
          action,
          sample: true,
        };
      })
    : [{ name: placeholders.plan, price: placeholders.price, features: [placeholders.planFeature], action, sample: true }];
  return { ...section, plans, sample: true };
}

/** Invented figures: only on a site that asks for them, and marked as sample. */
export function stats(ctx: SectionContext, id: string): Section<'stats'> {
  return {
    type: 'stats',
    id,
    heading: ctx.texts.headings.stats,
    items: ctx.library.stats.map(([value, label]) => ({ value, label: ctx.texts.stats[label] })),
    sample: true,
  };
}
