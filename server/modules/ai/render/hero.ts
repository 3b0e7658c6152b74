import { classes, el, plainText, type Child, type Html } from './html.ts';
import { heading, imageUrl, link, type SectionContext, type SectionOf } from './parts.ts';
import { listOf } from './values.ts';

// The hero in the plan's look: a dark band (the agency's jumbotron), a picture behind the text
// (the restaurant's image header) or light with the picture beside it (the SaaS product's).

/** What the text sits on: the dark band, the picture, or the light background. */
type Ground = 'dark' | 'picture' | 'light';

function content(hero: SectionOf<'hero'>, ctx: SectionContext, ground: Ground): Child[] {
  const actions = listOf(hero.actions).map((action, index) =>
    link(ctx.site, action, classes('btn', index === 0 ? 'btn-primary' : ground === 'light' ? 'btn-outline' : 'btn-outline-light', 'btn-lg')),
  );
  const eyebrow = plainText(hero.eyebrow);
  return [
    // Over a picture nothing but white is sure to read; on the dark band page CSS gives the eyebrow the accent.
    eyebrow && el('span', { class: classes('eyebrow', ground === 'picture' && 'text-white') }, eyebrow),
    heading(ctx.level, 'display-4', hero.heading, ctx.page.name),
    plainText(hero.text) && el('p', { class: classes('lead', ground === 'dark' && 'text-muted') }, hero.text),
    actions.length > 0 && el('div', { class: 'btn-toolbar' }, actions),
  ];
}

function picture(src: string, hero: SectionOf<'hero'>): Html {
  return el('img', { class: 'img-fluid rounded shadow', src, alt: plainText(hero.heading) });
}

export function renderHero(hero: SectionOf<'hero'>, ctx: SectionContext): Html {
  const look = ctx.site.plan.style?.hero;
  const image = imageUrl(hero.image);
  if (look === 'image' && image) {
    return el(
      'div',
      { class: 'image-header', id: ctx.id, style: `background-image: url('${image}')` },
      el('div', { class: 'image-header-overlay' }, el('div', { class: 'container' }, content(hero, ctx, 'picture'))),
    );
  }
  if (look === 'split') {
    const columns = image
      ? [el('div', { class: 'col-sm-6' }, content(hero, ctx, 'light')), el('div', { class: 'col-sm-6' }, picture(image, hero))]
      : [el('div', { class: 'col-sm-8' }, content(hero, ctx, 'light'))];
    return el('section', { class: 'section bg-light', id: ctx.id }, el('div', { class: 'container' }, el('div', { class: 'row align-items-center' }, columns)));
  }
  const columns = image
    ? [el('div', { class: 'col-sm-7' }, content(hero, ctx, 'dark')), el('div', { class: 'col-sm-5' }, picture(image, hero))]
    : [el('div', { class: 'col-sm-9' }, content(hero, ctx, 'dark'))];
  return el('div', { class: 'jumbotron bg-dark', id: ctx.id }, el('div', { class: 'container' }, el('div', { class: 'row align-items-center' }, columns)));
}
