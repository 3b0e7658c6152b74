import { classes, el, plainText, type Child, type Html } from './html.ts';
import { variantOf } from './layouts.ts';
import { heading, link, picture, pictureImg, sampleMark, type SectionContext, type SectionOf } from './parts.ts';
import type { ShownPicture } from './pictures.ts';
import { listOf } from './values.ts';

// The hero in the plan's look: a dark band (the agency's jumbotron), a picture behind the text
// (the restaurant's image header) or light with the picture beside it (the SaaS product's). Its
// variant lays that look out: text beside the picture, centred over it, or the picture first
// (without a picture: the heading beside the lead).

/** What the text sits on: the dark band, the picture, or the light background. */
type Ground = 'dark' | 'picture' | 'light';

interface HeroText {
  /** Eyebrow and heading. */
  title: Child[];
  /** Lead and actions. */
  body: Child[];
}

function content(hero: SectionOf<'hero'>, ctx: SectionContext, ground: Ground, centred: boolean): HeroText {
  const actions = listOf(hero.actions).map((action, index) =>
    link(ctx.site, action, classes('btn', index === 0 ? 'btn-primary' : ground === 'light' ? 'btn-outline' : 'btn-outline-light', 'btn-lg')),
  );
  const eyebrow = plainText(hero.eyebrow);
  return {
    title: [
      // Over a picture nothing but white is sure to read; on the dark band page CSS gives the eyebrow the accent.
      eyebrow && el('span', { class: classes('eyebrow', ground === 'picture' && 'text-white') }, eyebrow),
      heading(ctx.level, 'display-4', hero.heading, ctx.page.name),
    ],
    body: [
      plainText(hero.text) && el('p', { class: classes('lead', ground === 'dark' && 'text-muted', centred && 'mx-auto') }, hero.text),
      actions.length > 0 && el('div', { class: classes('btn-toolbar', centred && 'justify-content-center') }, actions),
    ],
  };
}

/** The hero's columns for its variant: text and picture side by side, one above the other, or the picture first. */
function columns(variant: number, text: HeroText, image: ShownPicture | null, wide: [string, string]): Html {
  const shown = image && pictureImg(image, 'img-fluid rounded shadow');
  if (variant === 1) {
    return el(
      'div',
      { class: 'row justify-content-center text-center' },
      el('div', { class: 'col-sm-9' }, text.title, text.body),
      shown && el('div', { class: 'col-sm-10 mt-5' }, shown),
    );
  }
  if (variant === 2) {
    if (!shown) return el('div', { class: 'row align-items-center' }, el('div', { class: 'col-sm-6' }, text.title), el('div', { class: 'col-sm-6' }, text.body));
    return el('div', { class: 'row align-items-center' }, el('div', { class: wide[1] }, shown), el('div', { class: wide[0] }, text.title, text.body));
  }
  if (!shown) return el('div', { class: 'row align-items-center' }, el('div', { class: wide[0] === 'col-sm-6' ? 'col-sm-8' : 'col-sm-9' }, text.title, text.body));
  return el('div', { class: 'row align-items-center' }, el('div', { class: wide[0] }, text.title, text.body), el('div', { class: wide[1] }, shown));
}

export function renderHero(hero: SectionOf<'hero'>, ctx: SectionContext): Html {
  const look = ctx.site.plan.style?.hero;
  const variant = variantOf(hero);
  const image = picture(ctx, hero.image);
  const mark = sampleMark(ctx.sample);
  if (look === 'image' && image) {
    const text = content(hero, ctx, 'picture', variant === 1);
    const placed =
      variant === 0
        ? [text.title, text.body]
        : el('div', { class: classes('row', variant === 1 ? 'justify-content-center text-center' : 'justify-content-end') }, el('div', { class: variant === 1 ? 'col-sm-9' : 'col-sm-7' }, text.title, text.body));
    return el(
      'div',
      { class: 'image-header', id: ctx.id, style: `background-image: url('${image.src}')`, ...mark },
      el('div', { class: 'image-header-overlay' }, el('div', { class: 'container' }, placed)),
    );
  }
  if (look === 'split') {
    const row = columns(variant, content(hero, ctx, 'light', variant === 1), image, ['col-sm-6', 'col-sm-6']);
    return el('section', { class: 'section bg-light', id: ctx.id, ...mark }, el('div', { class: 'container' }, row));
  }
  const row = columns(variant, content(hero, ctx, 'dark', variant === 1), image, ['col-sm-7', 'col-sm-5']);
  return el('div', { class: 'jumbotron bg-dark', id: ctx.id, ...mark }, el('div', { class: 'container' }, row));
}
