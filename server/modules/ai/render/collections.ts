import type { PlanItem } from '../../../../common/ai/site-plan.ts';
import { classes, el, plainText, type Html } from './html.ts';
import { avatarUrl, heading, icon, imageUrl, itemLevel, link, row, sameText, section, sectionTitle, type SectionContext, type SectionOf } from './parts.ts';
import { listOf, textsOf } from './values.ts';

// Sections of like items side by side: cards, services, plans, people, quotes, pictures and the
// menu, each in the markup of the starter template that has it.

function badge(meta: string | undefined): Html | null {
  return plainText(meta) ? el('span', { class: 'badge badge-light' }, meta!) : null;
}

/** An item as a card (the agency's work, the restaurant's dishes): its picture, meta, title and text. */
function card(item: PlanItem, level: number): Html {
  const image = imageUrl(item.image);
  const meta = badge(item.meta);
  return el(
    'div',
    { class: 'card' },
    image && el('img', { class: 'card-img-top', src: image, alt: plainText(item.title) }),
    el('div', { class: 'card-body' }, meta, heading(level, classes('card-title', meta && 'mt-2', 'h5'), item.title), el('p', { class: 'card-text' }, item.text)),
  );
}

/** An item as a service (the SaaS product's features): its icon, meta, title and text. */
function service(item: PlanItem, level: number): Html {
  const glyph = icon(item.icon);
  return el(
    'div',
    { class: 'service' },
    glyph && el('span', { class: 'service-icon' }, glyph),
    heading(level, 'service-title h4', item.title),
    // Under the title: a badge would sit on the icon's line.
    plainText(item.meta) && el('p', { class: 'small text-muted mb-2' }, item.meta!),
    el('p', { class: 'service-text' }, item.text),
  );
}

export function renderFeatures(features: SectionOf<'features'>, ctx: SectionContext): Html {
  const items = listOf(features.items);
  const asCards = items.some((item) => imageUrl(item.image));
  const tiles = items.map((item) => (asCards ? card(item, itemLevel(ctx)) : service(item, itemLevel(ctx))));
  return section(ctx, undefined, sectionTitle(ctx, features.heading, features.intro), row(tiles, asCards ? undefined : 'service-list'));
}

export function renderPosts(posts: SectionOf<'posts'>, ctx: SectionContext): Html {
  return section(ctx, undefined, sectionTitle(ctx, posts.heading), row(listOf(posts.items).map((item) => card(item, itemLevel(ctx)))));
}

export function renderMenu(menu: SectionOf<'menu'>, ctx: SectionContext): Html {
  // The menu page's two columns, whatever the number of groups. A group named like the page (its
  // only group, usually) would say the page's title a third time.
  const groups = listOf(menu.groups).map((group) =>
    el(
      'div',
      { class: 'col-sm-6' },
      !sameText(group.title, ctx.title) && heading(itemLevel(ctx), 'h4', group.title),
      el(
        'ul',
        { class: 'list-group list-group-flush mb-5' },
        listOf(group.items).map((item) =>
          el(
            'li',
            { class: 'list-group-item' },
            el('div', { class: 'list-group-item-heading' }, el('span', {}, item.title), plainText(item.meta) && el('span', {}, item.meta!)),
            plainText(item.text) && el('p', { class: 'list-group-item-text' }, item.text),
          ),
        ),
      ),
    ),
  );
  return section(ctx, undefined, sectionTitle(ctx, menu.heading, menu.intro), el('div', { class: 'row' }, groups));
}

export function renderPricing(pricing: SectionOf<'pricing'>, ctx: SectionContext): Html {
  const plans = listOf(pricing.plans).map((plan) =>
    el(
      'div',
      { class: classes('pricing-plan', plan.featured === true && 'pricing-plan-featured') },
      heading(itemLevel(ctx), 'pricing-plan-name h5', plan.name),
      el('div', { class: 'pricing-price' }, plan.price, plainText(plan.period) && el('span', { class: 'pricing-period' }, ` ${plainText(plan.period)}`)),
      el('ul', { class: 'pricing-features' }, textsOf(plan.features).map((feature) => el('li', {}, feature))),
      link(ctx.site, plan.action, classes('btn', plan.featured === true ? 'btn-primary' : 'btn-outline', 'btn-block')),
    ),
  );
  return section(ctx, undefined, sectionTitle(ctx, pricing.heading, pricing.intro), row(plans, 'pricing-table'));
}

export function renderTestimonials(testimonials: SectionOf<'testimonials'>, ctx: SectionContext): Html {
  const quotes = listOf(testimonials.items).map((item, index) => {
    const name = plainText(item.name);
    const by = [name, plainText(item.role)].filter(Boolean).join(', ');
    return el(
      'div',
      { class: 'media' },
      el('img', { class: 'media-object img-circle', src: avatarUrl(index), alt: name }),
      el('div', { class: 'media-body' }, el('blockquote', { class: 'blockquote' }, el('p', {}, item.quote), by && el('footer', { class: 'blockquote-footer' }, by))),
    );
  });
  return section(ctx, undefined, sectionTitle(ctx, testimonials.heading), row(quotes));
}

export function renderTeam(team: SectionOf<'team'>, ctx: SectionContext): Html {
  const people = listOf(team.members).map((member, index) =>
    el(
      'div',
      { class: 'user-profile' },
      el('img', { class: 'user-profile-avatar', src: avatarUrl(index), alt: plainText(member.name) }),
      heading(itemLevel(ctx), 'user-profile-name h4', member.name),
      plainText(member.role) && el('p', { class: 'user-profile-role' }, member.role),
      plainText(member.bio) && el('p', { class: 'user-profile-bio' }, member.bio),
    ),
  );
  return section(ctx, undefined, sectionTitle(ctx, team.heading, team.intro), row(people));
}

export function renderGallery(gallery: SectionOf<'gallery'>, ctx: SectionContext): Html {
  const pictures = listOf(gallery.images).flatMap((picture) => {
    const src = imageUrl(picture.image);
    return src ? [el('img', { class: 'image-grid-item', src, alt: plainText(picture.caption) })] : [];
  });
  return section(ctx, undefined, sectionTitle(ctx, gallery.heading, gallery.intro), el('div', { class: 'image-grid' }, pictures));
}
