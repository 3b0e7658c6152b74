// What a model is told. The shape comes from plan-schema.ts, so a server that cannot enforce the
// JSON Schema (json_object mode) still knows every field; the rest is what a schema cannot say:
// what each section is for, what good copy is, and which names exist.
import { MAX_GENERATED_PAGES, MIN_GENERATED_PAGES, PLAN_ICONS, PLAN_IMAGES, type PlanLanguage } from '../../../../common/ai/site-plan.ts';
import type { GenerationStyle } from '../../../../common/ai/generations.ts';
import { WEEKDAY_NAMES, WEEKDAYS, type Weekday } from '../../../../common/business.ts';
import { formatPrice, siteLocale } from '../composer/format.ts';
import type { SiteFacts, StatedDay } from '../composer/facts/types.ts';
import { SITE_PLAN_SHAPE } from '../plan-schema.ts';

const LANGUAGE_NAMES: Record<PlanLanguage, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', nl: 'Dutch', pt: 'Portuguese' };

const SECTION_USES = [
  'hero: the opening of a page, a heading, a sentence or two and up to three buttons',
  'features: what the business offers or why choose it, each item with an icon',
  'text: a story in paragraphs (about us, history, approach)',
  'stats: a few numbers that matter (years, customers, awards)',
  'menu: food and drink by group, each item with its price in meta',
  'hours: opening hours, one row per run of days',
  'pricing: plans or packages, one of them featured',
  'testimonials: what customers said, with their names',
  'team: the people, with role and a short bio',
  'faq: questions customers really ask, answered',
  'gallery: pictures from the catalogue with captions',
  'posts: news or blog posts, date in meta',
  'form: contact, booking, order or signup, with the fields it needs',
  'contact: address, phone, email',
  'cta: one last push to act, with one button',
];

export interface PlanPromptOptions {
  pages: number;
  language?: PlanLanguage;
  style?: GenerationStyle;
  /** What the user stated (composer/facts/extract.ts): the plan keeps it word for word. */
  facts?: SiteFacts;
}

export function planSystemPrompt({ pages, language, style, facts }: PlanPromptOptions): string {
  const count = Math.min(MAX_GENERATED_PAGES, Math.max(MIN_GENERATED_PAGES, Math.round(pages)));
  return [
    'You plan small websites. Answer with one JSON object, a site plan, and nothing else: no Markdown, no code fences, no comments.',
    '',
    'The shape (a field marked ? may be null):',
    SITE_PLAN_SHAPE,
    '',
    'Section types:',
    ...SECTION_USES.map((use) => `- ${use}`),
    '',
    `Icon is one of: ${PLAN_ICONS.join(', ')}.`,
    `Image is one of these pictures: ${PLAN_IMAGES.join(', ')}. Never a URL.`,
    '',
    'Rules:',
    `- Exactly ${count} ${count === 1 ? 'page' : 'pages'}. The first is the home page, its slug "". Other slugs are lower-case words joined by hyphens, unique.`,
    '- Each page has 2 to 8 sections with ids unique on the page (lower-case words joined by hyphens); the home page starts with a hero.',
    '- A link names a page by its slug ("" for home) and may name a section id on that page.',
    '- kind is the kind of site in lower-case words joined by hyphens (bakery, law-firm, portfolio).',
    '- Plain text only: no HTML, no Markdown, no URLs in the copy.',
    '- Real, specific copy: name the business and its place, its products, prices and people as the request describes them. Never placeholders such as "Lorem ipsum", "[Your name]" or "Company Name".',
    '- Never invent a phone number, e-mail address, street address, price or named person presented as real: use only those the request states and leave the others out (null in a contact section, no price in meta). Testimonials and unnamed team members may be written as examples: they are marked as samples for the owner to replace.',
    '- Headings up to 120 characters, texts up to 600, names up to 60; at most 12 items in a list.',
    '- Colours as #rrggbb; white text must read on primary, and primary on white.',
    language
      ? `- Write every text in ${LANGUAGE_NAMES[language]}; language is "${language}".`
      : '- Write every text in the language of the request; language is its code.',
    ...(style ? [`- The look and the voice are ${style}: choose palette, fonts, rounding and wording to match.`] : []),
    ...(facts ? ['', ...statedFacts(facts, language ?? facts.language)] : []),
  ].join('\n');
}

/** The facts as a list for the model, each to be used as written. */
function statedFacts(facts: SiteFacts, language: PlanLanguage): string[] {
  const locale = siteLocale(language, facts.country);
  const lines: string[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) lines.push(`- ${label}: ${value}`);
  };
  add('Name of the business', facts.name);
  add('People', facts.people.map((person) => (person.role ? `${person.name} (${person.role})` : person.name)).join('; '));
  add('Offers', facts.offers.map((offer) => (offer.price ? `${offer.title}: ${formatPrice(offer.price, locale)}` : offer.title)).join('; '));
  if (facts.hours) add('Opening hours (days not listed were not stated)', statedHours(facts.hours));
  add('Phone', facts.phone);
  add('E-mail', facts.email);
  add('Address', [facts.street, [facts.postcode, facts.place].filter(Boolean).join(' '), facts.country].filter(Boolean).join(', '));
  if (facts.currency) add('Currency', `${facts.currency}; every price is in it, written like ${formatPrice({ amount: 25, currency: facts.currency, text: '' }, locale)}`);
  add('Site language', `${LANGUAGE_NAMES[language]} (${language})`);
  return ['What the request states, to be used word for word and never contradicted (names, people and roles, offers and prices, hours, phone, e-mail and address exactly as given):', ...lines];
}

function statedHours(hours: Partial<Record<Weekday, StatedDay>>): string {
  const day = (stated: StatedDay) => (!stated.open ? 'closed' : stated.periods.length === 0 ? 'open, times not stated' : stated.periods.map((period) => `${period.opens}–${period.closes}`).join(' and '));
  return WEEKDAYS.flatMap((weekday) => {
    const stated = hours[weekday];
    return stated ? [`${WEEKDAY_NAMES[weekday]} ${day(stated)}`] : [];
  }).join('; ');
}

/** The follow-up to a plan written largely in English for a site in another language. */
export function languagePrompt(language: PlanLanguage): string {
  return `Much of your plan is in English, but the site is in ${LANGUAGE_NAMES[language]}. Answer again with the same plan, every text written in ${LANGUAGE_NAMES[language]}, as only the JSON.`;
}

const MAX_REPAIR_ERRORS = 10;

/** The follow-up that gives a model one chance to fix its answer. */
export function repairPrompt(errors: string[]): string {
  return `Your JSON was invalid: ${errors.slice(0, MAX_REPAIR_ERRORS).join('; ')}. Answer again with only the corrected JSON.`;
}
