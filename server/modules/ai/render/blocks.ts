import { el, lines, plainText, type Child, type Html } from './html.ts';
import { column, heading, icon, imageUrl, itemLevel, link, row, section, sectionHeading, sectionTitle, type SectionContext, type SectionOf } from './parts.ts';
import { listOf, textsOf } from './values.ts';

// Sections of text: a story, figures, opening hours, questions, contact details and the call to
// action, in the markup of the starter templates that have them.

const EMAIL = /^[^\s@"'<>()[\]\\,;:]+@[^\s@"'<>()[\]\\,;:]+\.[a-z]{2,}$/i;

export function renderText(text: SectionOf<'text'>, ctx: SectionContext): Html {
  const image = imageUrl(text.image);
  const body = [sectionHeading(ctx, text.heading), ...textsOf(text.paragraphs).map((paragraph) => el('p', {}, paragraph))];
  const columns = image
    ? el(
        'div',
        { class: 'row align-items-center' },
        el('div', { class: 'col-sm-6' }, body),
        el('div', { class: 'col-sm-6' }, el('img', { class: 'img-fluid rounded shadow', src: image, alt: plainText(text.heading) })),
      )
    : el('div', { class: 'row justify-content-center' }, el('div', { class: 'col-sm-8' }, body));
  return section(ctx, undefined, columns);
}

export function renderStats(stats: SectionOf<'stats'>, ctx: SectionContext): Html {
  const items = listOf(stats.items);
  const width = column(items.length);
  const figures = items.map((item) => el('div', { class: width }, el('p', { class: 'display-4 text-primary mb-1' }, item.value), el('p', { class: 'text-muted' }, item.label)));
  return section(ctx, undefined, plainText(stats.heading) && sectionTitle(ctx, stats.heading!), el('div', { class: 'row text-center justify-content-center' }, figures));
}

export function renderHours(hours: SectionOf<'hours'>, ctx: SectionContext): Html {
  const rows = listOf(hours.rows).map((entry) => el('tr', {}, el('th', { scope: 'row' }, entry.days), el('td', {}, entry.hours)));
  return section(
    ctx,
    undefined,
    sectionTitle(ctx, hours.heading, hours.intro),
    el(
      'div',
      { class: 'row justify-content-center' },
      el('div', { class: 'col-sm-8' }, rows.length > 0 && el('table', { class: 'table table-striped' }, el('tbody', {}, rows)), plainText(hours.note) && el('p', { class: 'text-muted' }, hours.note!)),
    ),
  );
}

export function renderFaq(faq: SectionOf<'faq'>, ctx: SectionContext): Html {
  const answers = listOf(faq.items).map((item) => el('div', { class: 'mb-4' }, heading(itemLevel(ctx), 'h5', item.question), el('p', { class: 'mb-0' }, item.answer)));
  return section(ctx, undefined, sectionTitle(ctx, faq.heading), el('div', { class: 'row justify-content-center' }, el('div', { class: 'col-sm-8' }, answers)));
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

export function renderContact(contact: SectionOf<'contact'>, ctx: SectionContext): Html {
  const phone = plainText(contact.phone);
  const email = plainText(contact.email);
  const detail = (name: string, ...content: Child[]) => el('p', {}, icon(name, 'text-primary'), ' ', content);
  const address = lines(contact.address);
  const details: Html[] = [];
  if (address.length > 0) details.push(detail('map-pin', address));
  if (phone) details.push(detail('phone', phoneLink(phone)));
  if (email) details.push(detail('mail', EMAIL.test(email) ? el('a', { href: `mailto:${email}` }, email) : email));
  return section(ctx, 'text-center', sectionTitle(ctx, contact.heading, contact.text), row(details));
}

export function renderCta(cta: SectionOf<'cta'>, ctx: SectionContext): Html {
  return section(
    { ...ctx, tone: 'bg-primary' },
    'text-center',
    sectionHeading(ctx, cta.heading),
    plainText(cta.text) && el('p', { class: 'lead mb-4' }, cta.text),
    link(ctx.site, cta.action, 'btn btn-light btn-lg'),
  );
}
