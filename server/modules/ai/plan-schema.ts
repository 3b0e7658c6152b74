// SitePlan three ways from one description, so they cannot drift apart: the JSON Schema a model is
// held to (OpenAI's strict structured outputs), a TypeScript-like shape for the prompt (servers that
// only know `json_object` never see the schema), and the joi schema that checks and normalises
// whatever came back. A model's output is untrusted input: strings are cleaned, lengths capped and
// references (icons, pictures, links) repaired here, before anything renders it.
import Joi from 'joi';
import {
  MAX_GENERATED_PAGES,
  MIN_GENERATED_PAGES,
  PLAN_FONTS,
  PLAN_ICONS,
  PLAN_IMAGES,
  PLAN_LANGUAGES,
  PLAN_ROUNDING,
  type PlanLink,
  type PlanPage,
  type PlanSection,
  type SitePlan,
} from '../../../common/ai/site-plan.ts';

type JsonSchema = Readonly<Record<string, unknown>>;

interface Field {
  json: JsonSchema;
  /** Without presence: obj() decides required or optional. */
  joi: Joi.Schema;
  shape: string;
  optional: boolean;
}

const MAX_SECTIONS = 12;
const MAX_LIST = 12;

const LENGTH = { id: 40, label: 40, short: 60, name: 60, heading: 120, title: 120, tagline: 160, description: 300, text: 600 } as const;

/** At most `max` characters, cut at a word when there is one in the second half. */
function capTo(max: number) {
  return (value: string) => {
    if (value.length <= max) return value;
    const space = value.lastIndexOf(' ', max);
    // Never half a surrogate pair.
    return (space > max / 2 ? value.slice(0, space) : value.slice(0, max).replace(/[\uD800-\uDBFF]$/, '')).trimEnd();
  };
}

// Cleaning can leave a string empty: absent then, which a required field reports as missing.
const text = (max: number): Field => ({ json: { type: 'string' }, joi: Joi.string().empty('').custom(capTo(max)), shape: 'string', optional: false });

/** A slug, where '' is the home page rather than nothing. */
const slug = (): Field => ({ ...text(LENGTH.name), joi: Joi.string().allow('').custom(capTo(LENGTH.name)) });

const bool = (): Field => ({ json: { type: 'boolean' }, joi: Joi.boolean(), shape: 'boolean', optional: false });

function choice(values: readonly string[], shape = values.map((value) => JSON.stringify(value)).join(' | ')): Field {
  return { json: { type: 'string', enum: [...values] }, joi: Joi.string().valid(...values), shape, optional: false };
}

/** A name from a catalogue where a wrong name costs only the decoration: it is dropped, not refused. */
function catalogue(values: readonly string[], shape: string): Field {
  return { ...choice(values, shape), joi: Joi.string().valid(...values).empty(Joi.string().allow('').invalid(...values)) };
}

// Strict mode wants every property listed as required, so "optional" is spelled "or null" there.
function optional(field: Field): Field {
  return { ...field, json: { anyOf: [field.json, { type: 'null' }] }, optional: true };
}

function obj(fields: Record<string, Field>): Field {
  const entries = Object.entries(fields);
  return {
    json: {
      type: 'object',
      properties: Object.fromEntries(entries.map(([key, field]) => [key, field.json])),
      required: entries.map(([key]) => key),
      additionalProperties: false,
    },
    joi: Joi.object(Object.fromEntries(entries.map(([key, field]) => [key, field.optional ? field.joi.optional() : field.joi.required()]))),
    shape: `{ ${entries.map(([key, field]) => `${key}${field.optional ? '?' : ''}: ${field.shape}`).join('; ')} }`,
    optional: false,
  };
}

function list(item: Field, min = 1, max = MAX_LIST): Field {
  return {
    json: { type: 'array', items: item.json, minItems: min, maxItems: max },
    joi: Joi.array().items(item.joi).min(min).max(max),
    shape: `${item.shape}[]`,
    optional: false,
  };
}

const heading = () => text(LENGTH.heading);
const paragraph = () => text(LENGTH.text);
const short = () => text(LENGTH.short);
const icon = () => catalogue(PLAN_ICONS, 'Icon');
const image = () => catalogue(PLAN_IMAGES, 'Image');

const link = obj({ label: text(LENGTH.label), page: slug(), section: optional(text(LENGTH.id)) });

const item = obj({ title: heading(), text: paragraph(), icon: optional(icon()), image: optional(image()), meta: optional(short()) });

const formField = obj({
  label: text(LENGTH.label),
  type: choice(['text', 'email', 'tel', 'date', 'time', 'number', 'textarea', 'select']),
  required: optional(bool()),
  options: optional(list(text(LENGTH.label))),
});

// A gallery entry is its picture: one whose picture is unknown goes, the others stay.
const galleryImages: Field = (() => {
  const entries = list(obj({ image: image(), caption: text(LENGTH.heading) }));
  const entry = Joi.object({ image: image().joi.optional(), caption: text(LENGTH.heading).joi.required() });
  const joi = Joi.array()
    .items(entry)
    .custom((entries: { image?: string }[]) => entries.filter((each) => each.image !== undefined))
    .min(1)
    .max(MAX_LIST);
  return { ...entries, joi };
})();

const SECTIONS: Record<PlanSection['type'], Record<string, Field>> = {
  hero: { eyebrow: optional(short()), heading: heading(), text: paragraph(), image: optional(image()), actions: list(link, 0) },
  features: { heading: heading(), intro: optional(paragraph()), items: list(item) },
  text: { heading: heading(), paragraphs: list(paragraph()), image: optional(image()) },
  stats: { heading: optional(heading()), items: list(obj({ value: text(LENGTH.label), label: short() })) },
  menu: { heading: heading(), intro: optional(paragraph()), groups: list(obj({ title: heading(), items: list(item) })) },
  hours: { heading: heading(), intro: optional(paragraph()), rows: list(obj({ days: short(), hours: short() })), note: optional(paragraph()) },
  pricing: {
    heading: heading(),
    intro: optional(paragraph()),
    plans: list(
      obj({ name: text(LENGTH.name), price: text(LENGTH.label), period: optional(text(LENGTH.label)), features: list(heading()), featured: optional(bool()), action: link }),
    ),
  },
  testimonials: { heading: heading(), items: list(obj({ quote: paragraph(), name: text(LENGTH.name), role: optional(short()) })) },
  team: { heading: heading(), intro: optional(paragraph()), members: list(obj({ name: text(LENGTH.name), role: short(), bio: paragraph() })) },
  faq: { heading: heading(), items: list(obj({ question: heading(), answer: paragraph() })) },
  gallery: { heading: heading(), intro: optional(paragraph()), images: galleryImages },
  posts: { heading: heading(), items: list(item) },
  form: {
    purpose: choice(['contact', 'booking', 'order', 'signup']),
    heading: heading(),
    intro: optional(paragraph()),
    fields: list(formField),
    submit: text(LENGTH.label),
  },
  contact: { heading: heading(), address: optional(heading()), phone: optional(short()), email: optional(short()), text: optional(paragraph()) },
  cta: { heading: heading(), text: paragraph(), action: link },
};

const PLAN_SECTION_TYPES = Object.keys(SECTIONS) as PlanSection['type'][];

const sectionVariants = PLAN_SECTION_TYPES.map((type) => ({ type, field: obj({ type: choice([type]), id: text(LENGTH.id), ...SECTIONS[type] }) }));

const section: Field = {
  json: { anyOf: sectionVariants.map(({ field }) => field.json) },
  joi: Joi.alternatives().conditional('.type', {
    switch: sectionVariants.map(({ type, field }, index) => ({
      is: type,
      then: field.joi,
      // Reached only when no type matched: the message then names the types there are.
      ...(index === sectionVariants.length - 1 ? { otherwise: Joi.object({ type: Joi.string().valid(...PLAN_SECTION_TYPES).required() }).unknown() } : {}),
    })),
  }),
  shape: 'Section',
  optional: false,
};

const page = obj({
  name: text(LENGTH.name),
  slug: slug(),
  title: text(LENGTH.title),
  description: text(LENGTH.description),
  sections: list(section, 1, MAX_SECTIONS),
});

const colour: Field = { json: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' }, joi: Joi.string().pattern(/^#[0-9a-f]{6}$/i).lowercase(), shape: '"#rrggbb"', optional: false };

const plan = obj({
  name: text(LENGTH.name),
  language: choice(PLAN_LANGUAGES),
  kind: text(LENGTH.label),
  tagline: text(LENGTH.tagline),
  style: obj({
    palette: obj({ primary: colour, primaryDark: colour, accent: colour, dark: colour, light: colour }),
    headingFont: choice(PLAN_FONTS),
    bodyFont: choice(PLAN_FONTS),
    rounding: choice(PLAN_ROUNDING),
    hero: choice(['dark', 'image', 'split']),
  }),
  pages: list(page, MIN_GENERATED_PAGES, MAX_GENERATED_PAGES),
  footer: text(LENGTH.tagline),
});

/** The schema for `response_format: {type: 'json_schema', json_schema: {name, strict: true, schema}}`. */
export const SITE_PLAN_JSON_SCHEMA: JsonSchema = plan.json;

/** The plan's shape as TypeScript-like declarations, for a prompt. */
export const SITE_PLAN_SHAPE = [
  `SitePlan = ${plan.shape}`,
  `Section = ${sectionVariants.map(({ field }) => field.shape).join('\n  | ')}`,
].join('\n');

// Markup and script URLs mean nothing in plain text and would only be a hazard if a renderer ever
// forgot to escape; bidi overrides and zero-width characters can disguise text (the zero-width
// joiner stays: emoji are made with it). Tabs and line breaks are spaces, not nothing.
const LINE_BREAKS = /[\t\n\r]/g;
const CONTROL_CHARACTERS = /[\p{Cc}\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;
const SCRIPT_BLOCK = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<[a-z!?/][^<>]*(?:>|$)/gi;
const SCRIPT_URL = /(?:j\s*a\s*v\s*a|v\s*b)\s*s\s*c\s*r\s*i\s*p\s*t\s*:/gi;

function cleanString(value: string): string {
  let result = value.replace(LINE_BREAKS, ' ').replace(CONTROL_CHARACTERS, '');
  // Removing one piece can join the halves of another (`<<b>script>`), so until nothing changes.
  for (let previous = ''; previous !== result; ) {
    previous = result;
    result = result.replace(SCRIPT_BLOCK, ' ').replace(TAG, '').replace(SCRIPT_URL, '');
  }
  return result.replace(/\s+/g, ' ').trim();
}

// Deeper than any plan: whatever is down there is not part of one (dropped, so never left
// uncleaned), and recursion stays bounded.
const MAX_DEPTH = 12;

/** Every string cleaned; nulls (the schema's "absent") dropped from objects and lists. */
function clean(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return undefined;
  if (typeof value === 'string') return cleanString(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.filter((each) => each !== null).map((each) => clean(each, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, each]) => each !== null)
      .map(([key, each]) => [key, clean(each, depth + 1)]),
  );
}

/** Lower-case words joined by hyphens; what a model writes as `/About-Us.html` becomes `about-us`. */
function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\.html?$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LENGTH.name)
    .replace(/-+$/, '');
}

function unique(wanted: string, taken: Set<string>): string {
  let result = wanted;
  for (let n = 2; taken.has(result); n += 1) result = `${wanted}-${n}`;
  taken.add(result);
  return result;
}

const HOME_NAMES = ['', 'home', 'index'];

function normalisePlan(input: SitePlan): SitePlan {
  // Taken from the start: only the first page is the home page.
  const slugs = new Set<string>(['']);
  // What the model called each page (and the usual names of a home page) → the slug it now has.
  const pageBySlug = new Map<string, string>(HOME_NAMES.map((name) => [name, '']));
  const pages = input.pages.map((each, index): PlanPage => {
    const slug = index === 0 ? '' : unique(slugify(each.slug) || slugify(each.name) || 'page', slugs);
    for (const name of [slugify(each.slug), slugify(each.name)]) if (!pageBySlug.has(name)) pageBySlug.set(name, slug);
    const ids = new Set<string>();
    const sections = each.sections.map((current) => ({ ...current, id: unique(slugify(current.id) || current.type, ids) }));
    return { ...each, slug, sections };
  });

  const sectionIds = new Map(pages.map((each) => [each.slug, new Set(each.sections.map((current) => current.id))]));
  const resolve = (target: PlanLink): PlanLink => {
    const slug = pageBySlug.get(slugify(target.page.replace(/#.*$/, ''))) ?? '';
    const section = target.section === undefined ? undefined : slugify(target.section);
    const { section: _, ...rest } = target;
    return section && sectionIds.get(slug)?.has(section) ? { ...rest, page: slug, section } : { ...rest, page: slug };
  };

  return { ...input, pages: pages.map((each) => ({ ...each, sections: each.sections.map((current) => normaliseSection(current, resolve)) })) };
}

/** Links resolved; a select without options becomes a text field, and only a select keeps options. */
function normaliseSection(section: PlanSection, resolve: (target: PlanLink) => PlanLink): PlanSection {
  switch (section.type) {
    case 'hero':
      return { ...section, actions: section.actions.map(resolve) };
    case 'cta':
      return { ...section, action: resolve(section.action) };
    case 'pricing':
      return { ...section, plans: section.plans.map((each) => ({ ...each, action: resolve(each.action) })) };
    case 'form':
      return { ...section, fields: section.fields.map(({ options, ...field }) => (field.type !== 'select' ? field : options ? { ...field, options } : { ...field, type: 'text' })) };
    default:
      return section;
  }
}

const MAX_REPORTED_ERRORS = 20;

const VALIDATION = { abortEarly: false, stripUnknown: { objects: true }, errors: { wrap: { label: false } } } as const;

/**
 * One page of a plan checked alone, as a streamed answer completes it (providers/plan-pages.ts).
 * Its links are not resolved yet: that needs the whole plan, which parseSitePlan checks at the end.
 */
export function parsePlanPage(value: unknown): { page: PlanPage } | { errors: string[] } {
  const { value: checked, error } = page.joi.validate(clean(value), VALIDATION);
  if (error) return { errors: error.details.slice(0, MAX_REPORTED_ERRORS).map((detail) => detail.message) };
  return { page: checked as PlanPage };
}

/** Checks an answer against SitePlan and returns it cleaned, or what is wrong in words a model can act on. */
export function parseSitePlan(value: unknown): { plan: SitePlan } | { errors: string[] } {
  const { value: checked, error } = plan.joi.validate(clean(value), {
    abortEarly: false,
    stripUnknown: { objects: true },
    errors: { wrap: { label: false } },
  });
  if (error) return { errors: error.details.slice(0, MAX_REPORTED_ERRORS).map((detail) => detail.message) };
  return { plan: normalisePlan(checked as SitePlan) };
}
