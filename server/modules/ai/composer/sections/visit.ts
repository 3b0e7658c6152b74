// How to reach the business: opening hours, the forms and the contact details.
import { WEEKDAYS, type Weekday } from '../../../../../common/business.ts';
import type { PlanFormField, PlanPlaceholder, PlanSection } from '../../../../../common/ai/site-plan.ts';
import type { SiteFacts, StatedDay } from '../facts/types.ts';
import { capitalise, fillTemplate, formatTime } from '../format.ts';
import type { Texts } from '../texts/types.ts';
import type { SectionContext } from './context.ts';
import { offerTitles } from './offer.ts';

type Section<T extends PlanSection['type']> = Extract<PlanSection, { type: T }>;
type Form = Section<'form'>;

/** Countries that write the town before the postcode ("Leeds LS1 6BY"). */
const POSTCODE_AFTER_TOWN = ['GB', 'IE', 'US', 'CA', 'AU'];

/**
 * The stated hours, consecutive days with the same hours in one row; days the prompt does not speak
 * of are left out rather than called closed. Without stated hours, one placeholder row, as sample.
 */
export function hours(ctx: SectionContext, id: string): Section<'hours'> {
  const { texts } = ctx;
  const section = { type: 'hours' as const, id, heading: texts.headings.hours, intro: texts.intros.hours, note: texts.hoursNote };
  const stated = ctx.brief.facts.hours;
  const rows = stated ? hourRows(stated, ctx) : [];
  if (rows.length > 0) return { ...section, rows };
  return { ...section, rows: [{ days: texts.placeholders.days, hours: texts.placeholders.hours }], sample: true };
}

/** Rows in the site's language; also what keeps an endpoint's plan to the stated hours (ai/facts-enforce.ts). */
export function hourRows(stated: Partial<Record<Weekday, StatedDay>>, ctx: Pick<SectionContext, 'texts' | 'locale'>): { days: string; hours: string }[] {
  const runs: { first: number; last: number; hours: string }[] = [];
  WEEKDAYS.forEach((weekday, i) => {
    const day = stated[weekday];
    if (!day) return;
    const hours = dayHours(day, ctx);
    const run = runs.at(-1);
    if (run && run.last === i - 1 && run.hours === hours) run.last = i;
    else runs.push({ first: i, last: i, hours });
  });
  const { weekdays, and, dayRange } = ctx.texts;
  return runs.map(({ first, last, hours }) => {
    const days =
      first === last ? weekdays[first]
      : last === first + 1 ? `${weekdays[first]}${and}${weekdays[last]}`
      : fillTemplate(dayRange, { from: weekdays[first], to: weekdays[last] });
    return { days: capitalise(days), hours };
  });
}

function dayHours(day: StatedDay, ctx: Pick<SectionContext, 'texts' | 'locale'>): string {
  if (!day.open) return ctx.texts.days.closed;
  if (day.periods.length === 0) return ctx.texts.placeholders.open;
  return day.periods.map((period) => `${formatTime(period.opens, ctx.locale)} – ${formatTime(period.closes, ctx.locale)}`).join(' · ');
}

export function contactForm(ctx: SectionContext, id: string): Form {
  const { labels } = ctx.texts;
  return {
    type: 'form',
    id,
    purpose: 'contact',
    heading: ctx.texts.headings.contactForm,
    intro: ctx.texts.intros.contactForm,
    fields: [field(labels.name, 'text', true), field(labels.email, 'email', true), field(labels.phone, 'tel'), field(labels.message, 'textarea', true)],
    submit: ctx.texts.submit.contact,
  };
}

export function bookingForm(ctx: SectionContext, id: string): Form {
  const { labels } = ctx.texts;
  const { library } = ctx;
  const person = [field(labels.name, 'text', true), field(labels.email, 'email', true)];
  const offers = offerTitles(ctx);
  const byKind: Record<typeof library.booking, PlanFormField[]> = {
    table: [field(labels.phone, 'tel'), field(labels.date, 'date', true), field(labels.time, 'time', true), field(labels.guests, 'number', true)],
    room: [field(labels.date, 'date', true), field(labels.nights, 'number', true), field(labels.guests, 'number', true)],
    appointment: [field(labels.phone, 'tel'), select(labels.service, offers), field(labels.date, 'date', true), field(labels.time, 'time')],
    class: [select(labels.service, offers), field(labels.date, 'date', true)],
    ticket: [select(labels.tickets, ticketNames(ctx)), field(labels.guests, 'number', true)],
    consultation: [field(labels.phone, 'tel'), field(labels.date, 'date'), field(labels.time, 'time')],
  };
  return {
    type: 'form',
    id,
    purpose: 'booking',
    heading: ctx.texts.headings.booking[library.booking],
    intro: ctx.texts.intros.booking,
    fields: [...person, ...byKind[library.booking], field(labels.message, 'textarea')],
    submit: ctx.texts.submit.booking,
  };
}

export function orderForm(ctx: SectionContext, id: string): Form {
  const { labels } = ctx.texts;
  return {
    type: 'form',
    id,
    purpose: 'order',
    heading: ctx.texts.headings.order,
    intro: ctx.texts.intros.order,
    fields: [
      field(labels.name, 'text', true),
      field(labels.email, 'email', true),
      field(labels.phone, 'tel'),
      field(labels.order, 'textarea', true),
      select(labels.collection, [labels.pickup, labels.delivery]),
      field(labels.date, 'date', true),
      field(labels.time, 'time'),
    ],
    submit: ctx.texts.submit.order,
  };
}

export function signupForm(ctx: SectionContext, id: string): Form {
  const { labels } = ctx.texts;
  return {
    type: 'form',
    id,
    purpose: 'signup',
    heading: ctx.texts.headings.signup,
    intro: ctx.texts.intros.signup,
    fields: [field(labels.name, 'text'), field(labels.email, 'email', true)],
    submit: ctx.texts.submit.signup,
  };
}

/** The stated phone, e-mail and address as given; whatever is missing as a placeholder for the owner to fill. */
export function contact(ctx: SectionContext, id: string): Section<'contact'> {
  const { facts } = ctx.brief;
  const { placeholders } = ctx.texts;
  const missing: PlanPlaceholder[] = [];
  const given = (value: string | undefined, key: PlanPlaceholder, placeholder: string): string => {
    if (value) return value;
    missing.push(key);
    return placeholder;
  };
  if (!facts.street) missing.push('address');
  const address = addressLine(facts, facts.place ?? ctx.brief.place, placeholders);
  const phone = given(facts.phone, 'phone', placeholders.phone);
  const email = given(facts.email, 'email', placeholders.email);
  if (ctx.placed('hours') && !facts.hours) missing.push('hours');
  return { type: 'contact', id, heading: ctx.texts.headings.contact, address, phone, email, text: ctx.texts.contactText, placeholders: missing };
}

/**
 * The stated street, postcode and place in the country's order, a placeholder standing for the
 * street when only the town is stated, the whole address's placeholder when nothing is.
 */
export function addressLine(facts: Pick<SiteFacts, 'street' | 'postcode' | 'country'>, place: string | undefined, placeholders: Texts['placeholders']): string {
  const town = [facts.postcode, place].filter(Boolean);
  if (facts.postcode && POSTCODE_AFTER_TOWN.includes(facts.country ?? '')) town.reverse();
  if (!facts.street && town.length === 0) return placeholders.address;
  return [facts.street || placeholders.street, town.join(' ')].filter(Boolean).join(', ');
}

/** Tickets are the stated prices' offers, else the kind's plans. */
function ticketNames(ctx: SectionContext): string[] {
  const priced = ctx.brief.facts.offers.filter((offer) => offer.price).map((offer) => offer.title);
  return priced.length > 0 ? priced : (ctx.copy?.plans ?? []).map((plan) => ctx.fill(plan.name));
}

function field(label: string, type: PlanFormField['type'], required = false): PlanFormField {
  return required ? { label, type, required } : { label, type };
}

/** A choice of the given options; with none to choose from, a line to write in. */
function select(label: string, options: string[]): PlanFormField {
  if (options.length === 0) return field(label, 'text');
  return { label, type: 'select', required: true, options };
}
