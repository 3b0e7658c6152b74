// The sections that open and close a page: heroes and calls to action.
import type { PlanSection } from '../../../../../common/ai/site-plan.ts';
import { primaryAction } from '../layout.ts';
import type { PageTopic, SectionKey } from '../types.ts';
import type { SectionContext } from './context.ts';

type Hero = Extract<PlanSection, { type: 'hero' }>;
type Cta = Extract<PlanSection, { type: 'cta' }>;

/** The hero's second button: the offer if there is one, else something to look at. */
const SECONDARY: SectionKey[] = ['menu', 'about', 'gallery', 'pricing', 'contact'];

export function homeHero(ctx: SectionContext, id: string): Hero {
  const { library, texts, random } = ctx;
  const copy = ctx.copy ? random.pick(ctx.copy.heroes) : { heading: random.pick(texts.hero.headings), text: texts.hero.text };
  const audience = ctx.brief.audience ? ` ${ctx.fill(texts.intros.audience)}` : '';
  const primary = primaryAction(ctx.brief);
  const secondary = SECONDARY.find((key) => key !== primary && ctx.placed(key)) ?? 'contact';
  return {
    type: 'hero',
    id,
    eyebrow: ctx.fill(texts.tagline),
    heading: ctx.fill(copy.heading),
    text: ctx.fill(copy.text) + audience,
    image: random.pick(library.images.hero),
    actions: [ctx.link(primary, actionLabel(ctx, primary)), ctx.link(secondary, actionLabel(ctx, secondary))],
  };
}

export function pageHero(ctx: SectionContext, id: string, topic: Exclude<PageTopic, 'home'>, pageName: string): Hero {
  return { type: 'hero', id, eyebrow: ctx.name, heading: pageName, text: ctx.fill(ctx.texts.pageIntros[topic]), actions: [] };
}

export function callToAction(ctx: SectionContext, id: string): Cta {
  const primary = primaryAction(ctx.brief);
  return {
    type: 'cta',
    id,
    heading: ctx.texts.cta.heading,
    text: ctx.fill(ctx.texts.cta.text),
    action: ctx.link(primary, actionLabel(ctx, primary)),
  };
}

/** The button text that leads to a section. */
export function actionLabel(ctx: SectionContext, key: SectionKey): string {
  const { actions, offers } = ctx.texts;
  switch (key) {
    case 'order': return actions.order;
    case 'booking': return actions.booking;
    case 'signup': return actions.signup;
    case 'pricing': return actions.pricing;
    case 'gallery': return actions.gallery;
    case 'menu': return ctx.library.offer === 'menu' ? offers.menu : actions.offer;
    case 'about': return actions.about;
    default: return actions.contact;
  }
}
