// How to reach the business: opening hours, the forms and the contact details.
import type { PlanFormField, PlanSection } from '../../../../../common/ai/site-plan.ts';
import { slugify } from '../format.ts';
import type { Texts } from '../texts/types.ts';
import type { HoursPattern } from '../types.ts';
import type { SectionContext } from './context.ts';

type Section<T extends PlanSection['type']> = Extract<PlanSection, { type: T }>;
type Form = Section<'form'>;

const HOURS: Record<HoursPattern, [keyof Texts['days'], string | null][]> = {
  shop: [['mondayToFriday', '07:00 – 19:00'], ['saturday', '08:00 – 14:00'], ['sunday', null]],
  cafe: [['mondayToFriday', '08:00 – 18:00'], ['saturday', '09:00 – 17:00'], ['sunday', '10:00 – 16:00']],
  evening: [['tuesdayToSaturday', '12:00 – 15:00 · 18:30 – 23:00'], ['sunday', '12:00 – 16:00'], ['monday', null]],
  late: [['tuesdayToSaturday', '17:00 – 01:00'], ['sundayAndMonday', null]],
  office: [['mondayToFriday', '09:00 – 18:00'], ['saturday', null], ['sunday', null]],
  studio: [['mondayToFriday', '07:00 – 21:00'], ['saturday', '09:00 – 17:00'], ['sunday', '10:00 – 14:00']],
  always: [['everyDay', '00:00 – 24:00']],
};

export function hours(ctx: SectionContext, id: string): Section<'hours'> {
  const { days } = ctx.texts;
  return {
    type: 'hours',
    id,
    heading: ctx.texts.headings.hours,
    intro: ctx.texts.intros.hours,
    rows: HOURS[ctx.library.hours].map(([day, time]) => ({ days: days[day] as string, hours: time ?? days.closed })),
    note: ctx.texts.hoursNote,
  };
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
  const offers = library.menu.flatMap((group) => group.items.map((item) => item.title));
  const byKind: Record<typeof library.booking, PlanFormField[]> = {
    table: [field(labels.phone, 'tel'), field(labels.date, 'date', true), field(labels.time, 'time', true), field(labels.guests, 'number', true)],
    room: [field(labels.date, 'date', true), field(labels.nights, 'number', true), field(labels.guests, 'number', true)],
    appointment: [field(labels.phone, 'tel'), select(labels.service, offers), field(labels.date, 'date', true), field(labels.time, 'time')],
    class: [select(labels.service, offers), field(labels.date, 'date', true)],
    ticket: [select(labels.tickets, library.plans.map((plan) => plan.name)), field(labels.guests, 'number', true)],
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

export function contact(ctx: SectionContext, id: string): Section<'contact'> {
  const domain = slugify(ctx.name).replace(/-/g, '') || slugify(ctx.library.kind).replace(/-/g, '');
  return {
    type: 'contact',
    id,
    heading: ctx.texts.headings.contact,
    ...(ctx.brief.place ? { address: ctx.brief.place } : {}),
    email: `hello@${domain}.com`,
    text: ctx.texts.contactText,
  };
}

function field(label: string, type: PlanFormField['type'], required = false): PlanFormField {
  return required ? { label, type, required } : { label, type };
}

function select(label: string, options: string[]): PlanFormField {
  return { label, type: 'select', required: true, options };
}
