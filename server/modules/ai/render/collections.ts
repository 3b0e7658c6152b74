import type { PlanItem } from '../../../../common/ai/site-plan.ts';
import { classes, el, plainText, type Html } from './html.ts';
import { variantOf } from './layouts.ts';
import {
  asideTitle,
  avatarUrl,
  besides,
  heading,
  icon,
  itemLevel,
  link,
  picture,
  pictureImg,
  row,
  sameText,
  sampleMark,
  section,
  sectionTitle,
  type SectionContext,
  type SectionOf,
} from './parts.ts';
import { listOf, textsOf } from './values.ts';

// Sections of like items: cards, services, plans, people, quotes, pictures and the menu, each in
// the markup of the starter template that has it, laid out as the section's variant says (side
// by side, one column of rows, or beside the heading). An item the generator made up carries
// the sample mark on its own element.

function badge(meta: string | undefined): Html | null {
  return plainText(meta) ? el('span', { class: 'badge badge-light' }, meta!) : null;
}

/** An item as a card (the agency's work, the restaurant's dishes): its picture, meta, title and text. */
function card(item: PlanItem, ctx: SectionContext): Html {
  const image = picture(ctx, item.image);
  const meta = badge(item.meta);
  return el(
    'div',
    { class: 'card', ...sampleMark(item.sample) },
    image && pictureImg(image, 'card-img-top'),
    el('div', { class: 'card-body' }, meta, heading(itemLevel(ctx), classes('card-title', meta && 'mt-2', 'h5'), item.title), el('p', { class: 'card-text' }, item.text)),
  );
}

/** An item as a service (the SaaS product's features): its icon, meta, title and text. */
function service(item: PlanItem, ctx: SectionContext): Html {
  const glyph = icon(item.icon);
  return el(
    'div',
    { class: 'service', ...sampleMark(item.sample) },
    glyph && el('span', { class: 'service-icon' }, glyph),
    heading(itemLevel(ctx), 'service-title h4', item.title),
    // Under the title: a badge would sit on the icon's line.
    plainText(item.meta) && el('p', { class: 'small text-muted mb-2' }, item.meta!),
    el('p', { class: 'service-text' }, item.text),
  );
}

/** An item as a row: its picture or icon beside its meta, title and text. */
function mediaRow(item: PlanItem, ctx: SectionContext, className = 'media'): Html {
  const image = picture(ctx, item.image);
  const glyph = icon(item.icon);
  return el(
    'div',
    { class: className, ...sampleMark(item.sample) },
    image ? pictureImg(image, 'media-object media-object-lg') : glyph && el('span', { class: 'service-icon' }, glyph),
    el(
      'div',
      { class: 'media-body' },
      plainText(item.meta) && el('p', { class: 'small text-muted mb-1' }, item.meta!),
      heading(itemLevel(ctx), 'media-heading h5', item.title),
      el('p', {}, item.text),
    ),
  );
}

/** An item as an open column: a large icon or picture over its title and text, no box around it. */
function plainFeature(item: PlanItem, ctx: SectionContext): Html {
  const image = picture(ctx, item.image);
  const glyph = icon(item.icon, 'icon-2x text-primary');
  return el(
    'div',
    { class: 'feature text-center', ...sampleMark(item.sample) },
    image ? pictureImg(image, 'img-fluid rounded mb-3') : glyph && el('p', { class: 'mb-3' }, glyph),
    heading(itemLevel(ctx), 'h5', item.title),
    plainText(item.meta) && el('p', { class: 'small text-muted mb-2' }, item.meta!),
    el('p', { class: 'text-muted' }, item.text),
  );
}

export function renderFeatures(features: SectionOf<'features'>, ctx: SectionContext): Html {
  const variant = variantOf(features);
  const items = listOf(features.items);
  if (variant === 1) return section(ctx, undefined, besides(asideTitle(ctx, features.heading, features.intro), items.map((item) => mediaRow(item, ctx))));
  if (variant === 2) return section(ctx, undefined, sectionTitle(ctx, features.heading, features.intro), row(items.map((item) => plainFeature(item, ctx))));
  const asCards = items.some((item) => picture(ctx, item.image));
  const tiles = items.map((item) => (asCards ? card(item, ctx) : service(item, ctx)));
  return section(ctx, undefined, sectionTitle(ctx, features.heading, features.intro), row(tiles, asCards ? undefined : 'service-list'));
}

export function renderPosts(posts: SectionOf<'posts'>, ctx: SectionContext): Html {
  const variant = variantOf(posts);
  const items = listOf(posts.items);
  if (variant === 1) {
    // One column of posts, each a row with its picture beside it.
    const list = el('div', { class: 'row justify-content-center' }, el('div', { class: 'col-sm-10' }, items.map((item) => mediaRow(item, ctx, 'media media-divided'))));
    return section(ctx, undefined, sectionTitle(ctx, posts.heading), list);
  }
  if (variant === 2) {
    // The first post large beside the heading, the others as cards under it.
    const [first, ...rest] = items;
    return section(ctx, undefined, besides(asideTitle(ctx, posts.heading), first && card(first, ctx), 4), rest.length > 0 && row(rest.map((item) => card(item, ctx))));
  }
  return section(ctx, undefined, sectionTitle(ctx, posts.heading), row(items.map((item) => card(item, ctx))));
}

export function renderMenu(menu: SectionOf<'menu'>, ctx: SectionContext): Html {
  const variant = variantOf(menu);
  const groups = listOf(menu.groups);
  // A group named like the page (its only group, usually) would say the page's title a third time.
  const groupTitle = (title: string) => !sameText(title, ctx.title) && heading(itemLevel(ctx), 'h4', title);
  const listed = (items: PlanItem[], className: string) =>
    el(
      'ul',
      { class: className },
      items.map((item) =>
        el(
          'li',
          { class: 'list-group-item', ...sampleMark(item.sample) },
          el('div', { class: 'list-group-item-heading' }, el('span', {}, item.title), plainText(item.meta) && el('span', {}, item.meta!)),
          plainText(item.text) && el('p', { class: 'list-group-item-text' }, item.text),
        ),
      ),
    );
  if (variant === 1) {
    // One centred column, each group a bordered list.
    const column = groups.map((group) => el('div', { class: 'mb-5' }, groupTitle(group.title), listed(listOf(group.items), 'list-group')));
    return section(ctx, undefined, sectionTitle(ctx, menu.heading, menu.intro), el('div', { class: 'row justify-content-center' }, el('div', { class: 'col-sm-8' }, column)));
  }
  if (variant === 2) {
    // The heading beside the groups, each a table of dishes and prices.
    const tables = groups.map((group) =>
      el(
        'div',
        { class: 'mb-5' },
        groupTitle(group.title),
        el(
          'table',
          { class: 'table' },
          el(
            'tbody',
            {},
            listOf(group.items).map((item) =>
              el(
                'tr',
                sampleMark(item.sample),
                el('th', { scope: 'row' }, item.title, plainText(item.text) && el('span', { class: 'd-block small text-muted font-weight-normal' }, item.text)),
                el('td', { class: 'text-right' }, plainText(item.meta)),
              ),
            ),
          ),
        ),
      ),
    );
    return section(ctx, undefined, besides(asideTitle(ctx, menu.heading, menu.intro), tables));
  }
  // The menu page's two columns, whatever the number of groups.
  const columns = groups.map((group) => el('div', { class: 'col-sm-6' }, groupTitle(group.title), listed(listOf(group.items), 'list-group list-group-flush mb-5')));
  return section(ctx, undefined, sectionTitle(ctx, menu.heading, menu.intro), el('div', { class: 'row' }, columns));
}

type PricingPlan = SectionOf<'pricing'>['plans'][number];

function price(plan: PricingPlan): Html {
  return el('div', { class: 'pricing-price' }, plan.price, plainText(plan.period) && el('span', { class: 'pricing-period' }, ` ${plainText(plan.period)}`));
}

export function renderPricing(pricing: SectionOf<'pricing'>, ctx: SectionContext): Html {
  const variant = variantOf(pricing);
  const plans = listOf(pricing.plans);
  const button = (plan: PricingPlan, size: string) => link(ctx.site, plan.action, classes('btn', plan.featured === true ? 'btn-primary' : 'btn-outline', size));
  // A plan as a card of the table: its name, price, what it includes and its button.
  const card = (plan: PricingPlan) =>
    el(
      'div',
      { class: classes('pricing-plan', plan.featured === true && 'pricing-plan-featured'), ...sampleMark(plan.sample) },
      heading(itemLevel(ctx), 'pricing-plan-name h5', plan.name),
      price(plan),
      el('ul', { class: 'pricing-features' }, textsOf(plan.features).map((feature) => el('li', {}, feature))),
      button(plan, 'btn-block'),
    );
  if (variant === 1) {
    // One plan a row: name and what it includes, then its price and button.
    const rows = plans.map((plan) =>
      el(
        'div',
        { class: classes('card', plan.featured === true && 'card-featured'), ...sampleMark(plan.sample) },
        el(
          'div',
          { class: 'card-body' },
          el(
            'div',
            { class: 'row align-items-center' },
            el('div', { class: 'col-sm-8' }, heading(itemLevel(ctx), 'pricing-plan-name h5', plan.name), el('ul', { class: 'list-inline mb-0' }, textsOf(plan.features).map((feature) => el('li', {}, icon('check', 'text-primary'), ' ', feature)))),
            el('div', { class: 'col-sm-4 text-center' }, price(plan), button(plan, 'btn-block')),
          ),
        ),
      ),
    );
    return section(ctx, undefined, sectionTitle(ctx, pricing.heading, pricing.intro), el('div', { class: 'row justify-content-center' }, el('div', { class: 'col-sm-10' }, rows)));
  }
  if (variant === 2) {
    // The heading beside the plans, two to a row.
    const cards = plans.map((plan) => el('div', { class: 'col-sm-6' }, card(plan)));
    return section(ctx, undefined, besides(asideTitle(ctx, pricing.heading, pricing.intro), el('div', { class: 'row pricing-table' }, cards)));
  }
  return section(ctx, undefined, sectionTitle(ctx, pricing.heading, pricing.intro), row(plans.map(card), 'pricing-table'));
}

type Quote = SectionOf<'testimonials'>['items'][number];

function quoteText(item: Quote): Html {
  const by = [plainText(item.name), plainText(item.role)].filter(Boolean).join(', ');
  return el('blockquote', { class: 'blockquote' }, el('p', {}, item.quote), by && el('footer', { class: 'blockquote-footer' }, by));
}

export function renderTestimonials(testimonials: SectionOf<'testimonials'>, ctx: SectionContext): Html {
  const variant = variantOf(testimonials);
  const items = listOf(testimonials.items);
  if (variant === 1) {
    // Each quote on a card, no portraits.
    const cards = items.map((item) => el('div', { class: 'card', ...sampleMark(item.sample) }, el('div', { class: 'card-body' }, quoteText(item))));
    return section(ctx, undefined, sectionTitle(ctx, testimonials.heading), row(cards));
  }
  if (variant === 2) {
    // The heading beside the quotes, one under the other.
    const quotes = items.map((item) => el('div', { class: 'mb-4', ...sampleMark(item.sample) }, quoteText(item)));
    return section(ctx, undefined, besides(asideTitle(ctx, testimonials.heading), quotes));
  }
  const quotes = items.map((item, index) =>
    el(
      'div',
      { class: 'media', ...sampleMark(item.sample) },
      el('img', { class: 'media-object img-circle', src: avatarUrl(index), alt: plainText(item.name) }),
      el('div', { class: 'media-body' }, quoteText(item)),
    ),
  );
  return section(ctx, undefined, sectionTitle(ctx, testimonials.heading), row(quotes));
}

export function renderTeam(team: SectionOf<'team'>, ctx: SectionContext): Html {
  const variant = variantOf(team);
  const members = listOf(team.members);
  if (variant === 1) {
    // Two columns of rows: the portrait beside the name, role and bio.
    const people = members.map((member, index) =>
      el(
        'div',
        { class: 'col-sm-6' },
        el(
          'div',
          { class: 'media', ...sampleMark(member.sample) },
          el('img', { class: 'media-object img-circle', src: avatarUrl(index), alt: plainText(member.name) }),
          el(
            'div',
            { class: 'media-body' },
            heading(itemLevel(ctx), 'media-heading h5', member.name),
            plainText(member.role) && el('p', { class: 'user-profile-role mb-2' }, member.role),
            plainText(member.bio) && el('p', { class: 'text-muted' }, member.bio),
          ),
        ),
      ),
    );
    return section(ctx, undefined, sectionTitle(ctx, team.heading, team.intro), el('div', { class: 'row' }, people));
  }
  if (variant === 2) {
    // Cards of name, role and bio, without portraits.
    const cards = members.map((member) =>
      el(
        'div',
        { class: 'card', ...sampleMark(member.sample) },
        el(
          'div',
          { class: 'card-body' },
          heading(itemLevel(ctx), 'card-title h5', member.name),
          plainText(member.role) && el('p', { class: 'card-subtitle' }, member.role),
          plainText(member.bio) && el('p', { class: 'card-text' }, member.bio),
        ),
      ),
    );
    return section(ctx, undefined, sectionTitle(ctx, team.heading, team.intro), row(cards));
  }
  const people = members.map((member, index) =>
    el(
      'div',
      { class: 'user-profile', ...sampleMark(member.sample) },
      el('img', { class: 'user-profile-avatar', src: avatarUrl(index), alt: plainText(member.name) }),
      heading(itemLevel(ctx), 'user-profile-name h4', member.name),
      plainText(member.role) && el('p', { class: 'user-profile-role' }, member.role),
      plainText(member.bio) && el('p', { class: 'user-profile-bio' }, member.bio),
    ),
  );
  return section(ctx, undefined, sectionTitle(ctx, team.heading, team.intro), row(people));
}

export function renderGallery(gallery: SectionOf<'gallery'>, ctx: SectionContext): Html {
  const variant = variantOf(gallery);
  const shown = listOf(gallery.images).flatMap((entry) => {
    const image = picture(ctx, entry.image);
    return image ? [{ image, caption: plainText(entry.caption) }] : [];
  });
  // The caption under the picture: the alt text says what the picture shows, the caption what the owner says of it.
  const captioned = ({ image, caption }: (typeof shown)[number]) =>
    caption ? el('div', {}, pictureImg(image, 'image-grid-item'), el('p', { class: 'small text-muted mt-2 mb-0' }, caption)) : pictureImg(image, 'image-grid-item');
  if (variant === 1) {
    // Each picture on a card with its caption.
    const cards = shown.map(({ image, caption }) => el('div', { class: 'card' }, pictureImg(image, 'card-img-top'), caption && el('div', { class: 'card-body' }, el('p', { class: 'card-text' }, caption))));
    return section(ctx, undefined, sectionTitle(ctx, gallery.heading, gallery.intro), row(cards));
  }
  if (variant === 2) {
    // The heading beside the pictures, two to a row.
    const grid = el('div', { class: 'image-grid image-grid-2' }, shown.map(captioned));
    return section(ctx, undefined, besides(asideTitle(ctx, gallery.heading, gallery.intro), grid));
  }
  return section(ctx, undefined, sectionTitle(ctx, gallery.heading, gallery.intro), el('div', { class: 'image-grid' }, shown.map(captioned)));
}
