// What a model is told. The shape comes from plan-schema.ts, so a server that cannot enforce the
// JSON Schema (json_object mode) still knows every field; the rest is what a schema cannot say:
// what each section is for, what good copy is, and which names exist.
import { MAX_GENERATED_PAGES, MIN_GENERATED_PAGES, PLAN_ICONS, PLAN_IMAGES, type PlanLanguage } from '../../../../common/ai/site-plan.ts';
import type { GenerationStyle } from '../../../../common/ai/generations.ts';
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
}

export function planSystemPrompt({ pages, language, style }: PlanPromptOptions): string {
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
    '- Real, specific copy: name the business and its place, its products, prices and people as the request describes them. Invent what is missing plausibly; never placeholders such as "Lorem ipsum", "[Your name]" or "Company Name".',
    '- Headings up to 120 characters, texts up to 600, names up to 60; at most 12 items in a list.',
    '- Colours as #rrggbb; white text must read on primary, and primary on white.',
    language
      ? `- Write every text in ${LANGUAGE_NAMES[language]}; language is "${language}".`
      : '- Write every text in the language of the request; language is its code.',
    ...(style ? [`- The look and the voice are ${style}: choose palette, fonts, rounding and wording to match.`] : []),
  ].join('\n');
}

const MAX_REPAIR_ERRORS = 10;

/** The follow-up that gives a model one chance to fix its answer. */
export function repairPrompt(errors: string[]): string {
  return `Your JSON was invalid: ${errors.slice(0, MAX_REPAIR_ERRORS).join('; ')}. Answer again with only the corrected JSON.`;
}
