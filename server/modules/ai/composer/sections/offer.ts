// What the business offers: highlights, the menu or list of services, prices and numbers.
import type { PlanSection } from '../../../../../common/ai/site-plan.ts';
import { formatPrice } from '../format.ts';
import type { SectionKey } from '../types.ts';
import type { SectionContext } from './context.ts';
import { actionLabel } from './intro.ts';

type Section<T extends PlanSection['type']> = Extract<PlanSection, { type: T }>;

export function features(ctx: SectionContext, id: string): Section<'features'> {
  const { texts, library, random } = ctx;
  const count = library.features.length > 3 ? random.pick([3, 4]) : 3;
  return {
    type: 'features',
    id,
    heading: texts.headings.features,
    ...(ctx.brief.audience ? { intro: ctx.fill(texts.intros.audience) } : {}),
    items: random.shuffle(library.features).slice(0, count).map((f) => ({ icon: f.icon, title: f.title, text: ctx.fill(f.text) })),
  };
}

export function menu(ctx: SectionContext, id: string): Section<'menu'> {
  const { texts, library } = ctx;
  return {
    type: 'menu',
    id,
    heading: texts.offers[library.offer],
    intro: texts.intros.menu,
    groups: library.menu.map((group) => ({
      title: group.title,
      items: group.items.map((item) => {
        const meta = item.price !== undefined ? formatPrice(item.price, texts) : item.meta;
        return { title: item.title, text: ctx.fill(item.text), ...(meta ? { meta } : {}) };
      }),
    })),
  };
}

export function pricing(ctx: SectionContext, id: string, target: SectionKey): Section<'pricing'> {
  const { texts, library } = ctx;
  return {
    type: 'pricing',
    id,
    heading: texts.headings.pricing,
    intro: texts.intros.pricing,
    plans: library.plans.map((plan) => ({
      name: plan.name,
      price: formatPrice(plan.price, texts),
      ...(plan.period ? { period: texts.periods[plan.period] } : {}),
      features: plan.features,
      ...(plan.featured ? { featured: true } : {}),
      action: ctx.link(target, actionLabel(ctx, target)),
    })),
  };
}

export function stats(ctx: SectionContext, id: string): Section<'stats'> {
  return {
    type: 'stats',
    id,
    heading: ctx.texts.headings.stats,
    items: ctx.library.stats.map(([value, label]) => ({ value, label: ctx.texts.stats[label] })),
  };
}
