import type { PlanPlaceholder } from '../../../../common/ai/site-plan.ts';
import { classes, el, lines, plainText, type Child, type Html } from './html.ts';
import { variantOf } from './layouts.ts';
import {
  asideTitle,
  besides,
  column,
  heading,
  icon,
  itemLevel,
  link,
  picture,
  pictureImg,
  row,
  sampleMark,
  section,
  sectionHeading,
  sectionTitle,
  type SectionContext,
  type SectionOf,
} from './parts.ts';
import { listOf, textsOf } from './values.ts';

// Sections of text: a story, figures, opening hours, questions, contact details and the call to
// action, in the markup of the starter templates that have them, each in its variant's layout.

const EMAIL = /^[^\s@"'<>()[\]\\,;:]+@[^\s@"'<>()[\]\\,;:]+\.[a-z]{2,}$/i;

export function renderText(text: SectionOf<'text'>, ctx: SectionContext): Html {
  const variant = variantOf(text);
  const shown = picture(ctx, text.image);
  const image = shown && pictureImg(shown, 'img-fluid rounded shadow');
  const paragraphs = textsOf(text.paragraphs);
  if (variant === 1) {
    // The picture first, the text beside it; without one, the heading beside the text.
    if (!image) return section(ctx, undefined, besides(asideTitle(ctx, text.heading), paragraphs.map((paragraph) => el('p', {}, paragraph))));
    const body = [sectionHeading(ctx, text.heading), ...paragraphs.map((paragraph) => el('p', {}, paragraph))];
    return section(ctx, undefined, el('div', { class: 'row align-items-center' }, el('div', { class: 'col-sm-6' }, image), el('div', { class: 'col-sm-6' }, body)));
  }
  if (variant === 2) {
    // Centred: the heading and the first paragraph as a lead over a wide picture, the rest under it.
    const [lead, ...rest] = paragraphs;
    return section(
      ctx,
      undefined,
      el(
        'div',
        { class: 'row justify-content-center' },
        el('div', { class: 'col-sm-8 text-center' }, sectionHeading(ctx, text.heading), lead && el('p', { class: 'lead' }, lead)),
        image && el('div', { class: 'col-sm-10 mt-4 mb-5' }, image),
        rest.length > 0 && el('div', { class: 'col-sm-8' }, rest.map((paragraph) => el('p', {}, paragraph))),
      ),
    );
  }
  const body = [sectionHeading(ctx, text.heading), ...paragraphs.map((paragraph) => el('p', {}, paragraph))];
  const columns = image
    ? el('div', { class: 'row align-items-center' }, el('div', { class: 'col-sm-6' }, body), el('div', { class: 'col-sm-6' }, image))
    : el('div', { class: 'row justify-content-center' }, el('div', { class: 'col-sm-8' }, body));
  return section(ctx, undefined, columns);
}

export function renderStats(stats: SectionOf<'stats'>, ctx: SectionContext): Html {
  const variant = variantOf(stats);
  const items = listOf(stats.items);
  const title = plainText(stats.heading) ? stats.heading! : '';
  if (variant === 1) {
    // The heading beside the figures, two to a row.
    const figures = items.map((item) => el('div', { class: 'col-sm-6' }, el('p', { class: 'display-4 text-primary mb-1' }, item.value), el('p', { class: 'text-muted' }, item.label)));
    return section(ctx, undefined, besides(title ? asideTitle(ctx, title) : null, el('div', { class: 'row' }, figures), 5));
  }
  if (variant === 2) {
    // Each figure on a card of its own.
    const cards = items.map((item) =>
      el('div', { class: 'card text-center' }, el('div', { class: 'card-body' }, el('p', { class: 'h2 text-primary mb-1' }, item.value), el('p', { class: 'card-text text-muted' }, item.label))),
    );
    return section(ctx, undefined, title && sectionTitle(ctx, title), row(cards));
  }
  const width = column(items.length);
  const figures = items.map((item) => el('div', { class: width }, el('p', { class: 'display-4 text-primary mb-1' }, item.value), el('p', { class: 'text-muted' }, item.label)));
  return section(ctx, undefined, title && sectionTitle(ctx, title), el('div', { class: 'row text-center justify-content-center' }, figures));
}

export function renderHours(hours: SectionOf<'hours'>, ctx: SectionContext): Html {
  const variant = variantOf(hours);
  const entries = listOf(hours.rows);
  const note = plainText(hours.note) && el('p', { class: 'text-muted' }, hours.note!);
  const table = (className: string) =>
    entries.length > 0 && el('table', { class: className }, el('tbody', {}, entries.map((entry) => el('tr', {}, el('th', { scope: 'row' }, entry.days), el('td', {}, entry.hours)))));
  if (variant === 1) {
    // The heading, introduction and note beside a plain table.
    const aside = asideTitle(ctx, hours.heading, hours.intro);
    return section(ctx, undefined, besides(aside || note ? el('div', {}, aside, note) : null, table('table'), 5));
  }
  if (variant === 2) {
    // A list of days, each with its hours at the end of its line.
    const list =
      entries.length > 0 &&
      el(
        'ul',
        { class: 'list-group' },
        entries.map((entry) => el('li', { class: 'list-group-item' }, el('div', { class: 'list-group-item-heading mb-0' }, el('span', {}, entry.days), el('span', { class: 'text-primary' }, entry.hours)))),
      );
    return section(ctx, undefined, sectionTitle(ctx, hours.heading, hours.intro), el('div', { class: 'row justify-content-center' }, el('div', { class: 'col-sm-6' }, list, note)));
  }
  return section(
    ctx,
    undefined,
    sectionTitle(ctx, hours.heading, hours.intro),
    el('div', { class: 'row justify-content-center' }, el('div', { class: 'col-sm-8' }, table('table table-striped'), note)),
  );
}

export function renderFaq(faq: SectionOf<'faq'>, ctx: SectionContext): Html {
  const variant = variantOf(faq);
  const items = listOf(faq.items);
  const answer = (item: (typeof items)[number], className?: string) => el('div', { class: className }, heading(itemLevel(ctx), 'h5', item.question), el('p', { class: 'mb-0' }, item.answer));
  if (variant === 1) {
    // The questions in two columns.
    return section(ctx, undefined, sectionTitle(ctx, faq.heading), el('div', { class: 'row' }, items.map((item) => el('div', { class: 'col-sm-6' }, answer(item, 'mb-5')))));
  }
  if (variant === 2) {
    // The heading beside a bordered list of questions.
    const list = el('ul', { class: 'list-group' }, items.map((item) => el('li', { class: 'list-group-item' }, answer(item))));
    return section(ctx, undefined, besides(asideTitle(ctx, faq.heading), items.length > 0 && list));
  }
  return section(ctx, undefined, sectionTitle(ctx, faq.heading), el('div', { class: 'row justify-content-center' }, el('div', { class: 'col-sm-8' }, items.map((item) => answer(item, 'mb-4')))));
}

/** A phone number as a tel-link's text: it must not break across lines (html-validate's tel-non-breaking). */
function unbroken(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}

function phoneLink(phone: string): Child {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 3) return phone;
  return el('a', { href: `tel:${phone.startsWith('+') ? '+' : ''}${digits}` }, unbroken(phone));
}

interface Detail {
  icon: string;
  content: Child;
  /** A placeholder for the owner to fill ("Add your phone number"): plain text, marked as sample content. */
  placeholder: boolean;
}

function contactDetails(contact: SectionOf<'contact'>): Detail[] {
  const placeholders = new Set<PlanPlaceholder>(Array.isArray(contact.placeholders) ? contact.placeholders : []);
  const phone = plainText(contact.phone);
  const email = plainText(contact.email);
  const address = lines(contact.address);
  const details: Detail[] = [];
  if (address.length > 0) details.push({ icon: 'map-pin', content: address, placeholder: placeholders.has('address') });
  if (phone) details.push(placeholders.has('phone') ? { icon: 'phone', content: phone, placeholder: true } : { icon: 'phone', content: phoneLink(phone), placeholder: false });
  if (email) {
    const linked = !placeholders.has('email') && EMAIL.test(email);
    details.push({ icon: 'mail', content: linked ? el('a', { href: `mailto:${email}` }, email) : email, placeholder: placeholders.has('email') });
  }
  return details;
}

export function renderContact(contact: SectionOf<'contact'>, ctx: SectionContext): Html {
  const variant = variantOf(contact);
  const details = contactDetails(contact);
  if (variant === 1) {
    // The heading and text beside a list of the details.
    const list = el('ul', { class: 'list-unstyled' }, details.map((detail) => el('li', { class: 'mb-3', ...sampleMark(detail.placeholder) }, icon(detail.icon, 'text-primary'), ' ', detail.content)));
    return section(ctx, undefined, besides(asideTitle(ctx, contact.heading, contact.text), details.length > 0 && list, 6));
  }
  if (variant === 2) {
    // Each detail on a card, its icon large over it.
    const cards = details.map((detail) =>
      el('div', { class: 'card text-center', ...sampleMark(detail.placeholder) }, el('div', { class: 'card-body' }, el('p', { class: 'mb-2' }, icon(detail.icon, 'icon-2x text-primary')), el('p', { class: 'card-text' }, detail.content))),
    );
    return section(ctx, undefined, sectionTitle(ctx, contact.heading, contact.text), row(cards));
  }
  const paragraphs = details.map((detail) => el('p', sampleMark(detail.placeholder), icon(detail.icon, 'text-primary'), ' ', detail.content));
  return section(ctx, 'text-center', sectionTitle(ctx, contact.heading, contact.text), row(paragraphs));
}

export function renderCta(cta: SectionOf<'cta'>, ctx: SectionContext): Html {
  const variant = variantOf(cta);
  const text = plainText(cta.text);
  if (variant === 1) {
    // A band with the heading and text on one side, the button on the other.
    return section(
      { ...ctx, tone: 'bg-primary' },
      undefined,
      el(
        'div',
        { class: 'row align-items-center' },
        el('div', { class: 'col-sm-8' }, sectionHeading(ctx, cta.heading), text && el('p', { class: 'lead mb-0' }, text)),
        el('div', { class: 'col-sm-4 text-right' }, link(ctx.site, cta.action, 'btn btn-light btn-lg')),
      ),
    );
  }
  if (variant === 2) {
    // A box of the brand's colour on the page's own background.
    return section(
      ctx,
      undefined,
      el(
        'div',
        { class: 'cta-box bg-primary rounded text-center' },
        sectionHeading(ctx, cta.heading),
        text && el('p', { class: 'mb-4' }, text),
        link(ctx.site, cta.action, classes('btn', 'btn-light')),
      ),
    );
  }
  return section(
    { ...ctx, tone: 'bg-primary' },
    'text-center',
    sectionHeading(ctx, cta.heading),
    text && el('p', { class: 'lead mb-4' }, text),
    link(ctx.site, cta.action, 'btn btn-light btn-lg'),
  );
}
