// Makes an endpoint's plan keep what the user stated, whatever the model wrote: the system prompt
// asks for the facts (providers/plan-prompt.ts), this makes them true. The user's name, phone,
// e-mail, address and hours; no phone number or e-mail address the user did not give; prices in
// the stated currency, with the "from" the user put before them; and what the model made up
// about people and figures marked as sample, as the offline composer does (composer/sections/).
// Fixed wording comes from the composer's texts in the plan's language.
import type { PlanItem, PlanLanguage, PlanPage, PlanPlaceholder, PlanSection, SitePlan } from '../../../common/ai/site-plan.ts';
import type { SiteFacts } from './composer/facts/types.ts';
import { fromWord, pricesIn } from './composer/facts/money.ts';
import { fillTemplate, formatPrice, siteLocale } from './composer/format.ts';
import { addressLine, hourRows } from './composer/sections/visit.ts';
import { textsFor } from './composer/texts/index.ts';
import type { Texts } from './composer/texts/types.ts';

type Section<T extends PlanSection['type']> = Extract<PlanSection, { type: T }>;

/** Keys whose strings are references into the plan or the catalogue, not text a visitor reads. */
const REFERENCES = new Set(['id', 'slug', 'page', 'section', 'type', 'icon', 'image', 'purpose', 'kind', 'language', 'style']);

const EMAIL = /(?<![\w.+-])[\w.+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/gu;
/** A run of digits a phone number could be: "+44 113 496 0000", "(555) 123-4567", "030/1234567". */
const DIGITS = /(?:\+|00)?\(?\d[\d\s()./-]{5,}\d/g;
const DATE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/;
const TIME_RANGE = /^\d{1,2}[.:h]\d{2}\s*[-/]\s*\d{1,2}[.:h]\d{2}$/;
/** Digits compared from the end: a number written with or without its country code is the same number. */
const SAME_NUMBER_DIGITS = 9;

/** The currency marks money.ts reads, for rewriting the mark and amount of a price in place. */
const MARK = String.raw`(?:£|€|\$|R\$|US\$|C\$|A\$|NZ\$|zł|CHF|SFr\.?|Fr\.|kr\.?|EUR|GBP|USD|CAD|AUD|NZD|PLN|BRL|DKK|SEK|NOK|euros?|pounds?|quid|francs?|franken|reais)`;
const AMOUNT = String.raw`\d[\d ,.’']*(?:[.,][-–—]{1,2})?`;
const MARKED_AMOUNT = new RegExp(String.raw`${MARK}\s?${AMOUNT}|${AMOUNT}\s?${MARK}(?![\p{L}])`, 'iu');

interface Enforcement {
  facts: SiteFacts;
  language: PlanLanguage;
  texts: Texts;
  locale: string;
  name: string;
}

export function enforceFacts(plan: SitePlan, facts: SiteFacts): SitePlan {
  const texts = textsFor(plan.language);
  const name = facts.name ?? plan.name;
  const run: Enforcement = { facts, language: plan.language, texts, locale: siteLocale(plan.language, facts.country), name };
  const fix = textFixer(plan.name, run);
  let pages = plan.pages.map((page): PlanPage => {
    const { sections, ...rest } = page;
    return { ...mapText(rest, fix), sections: sections.map((section) => mapText(section, fix)) };
  });
  pages = withStatedHours(pages, run);
  pages = withContact(pages, run);
  pages = withStatedPeople(pages, run);
  pages = pages.map((page) => ({ ...page, sections: page.sections.map((section) => markSamples(withStatedFroms(section, run), facts)) }));
  return { ...plan, name, tagline: fix(plan.tagline), footer: fix(plan.footer), pages };
}

/** Every string a visitor reads, through `fix`; references left as they are. */
function mapText<T>(value: T, fix: (text: string) => string): T {
  if (typeof value === 'string') return fix(value) as T;
  if (Array.isArray(value)) return value.map((each: unknown) => mapText(each, fix)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, REFERENCES.has(key) ? each : mapText(each, fix)])) as T;
}

function textFixer(modelName: string, run: Enforcement): (text: string) => string {
  const { facts } = run;
  const rename = (text: string) => {
    if (!facts.name || modelName === facts.name || modelName.length < 3) return text;
    // The user's name may contain the model's ("Plumbing & Heating" in "Dave's Plumbing & Heating").
    return text
      .split(facts.name)
      .map((part) => part.split(modelName).join(facts.name!))
      .join(facts.name);
  };
  return (text) => inStatedCurrency(withoutInventedContacts(rename(text), run), run);
}

/**
 * Phone numbers and e-mail addresses the user did not give become the ones they gave; without
 * one to put there, the sentence saying it goes (the placeholder when nothing else is left).
 */
function withoutInventedContacts(text: string, run: Enforcement): string {
  const { facts, texts } = run;
  const invented: string[] = [];
  let result = text.replace(EMAIL, (email) => {
    if (facts.email && email.toLowerCase() === facts.email.toLowerCase()) return email;
    if (facts.email) return facts.email;
    invented.push(email);
    return email;
  });
  result = result.replace(DIGITS, (raw) => {
    if (!isPhoneNumber(raw)) return raw;
    if (facts.phone && sameNumber(raw, facts.phone)) return raw;
    if (facts.phone) return facts.phone;
    invented.push(raw);
    return raw;
  });
  if (invented.length === 0) return result;
  const kept = result.split(/(?<=[.!?])\s+/).filter((sentence) => !invented.some((each) => sentence.includes(each)));
  if (kept.length > 0) return kept.join(' ');
  return invented.some((each) => each.includes('@')) ? texts.placeholders.email : texts.placeholders.phone;
}

function isPhoneNumber(raw: string): boolean {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15 || DATE.test(raw) || TIME_RANGE.test(raw)) return false;
  // "1998-2024" and "1.200.000" are no numbers to call; a number to call starts so, or is long.
  return /^(?:\+|00|0|\()/.test(raw) || digits.length >= 9;
}

function sameNumber(a: string, b: string): boolean {
  const tail = (phone: string) => phone.replace(/\D/g, '').slice(-SAME_NUMBER_DIGITS);
  return tail(a) === tail(b);
}

/** Amounts in another currency than the stated one, rewritten in it ("€80" for Leeds becomes "£80"). */
function inStatedCurrency(text: string, { facts, locale }: Enforcement): string {
  const { currency } = facts;
  if (!currency) return text;
  let result = text;
  for (const price of pricesIn(text, facts.country).reverse()) {
    if (price.currency === currency) continue;
    const written = result.slice(price.index, price.end).replace(MARKED_AMOUNT, formatPrice({ amount: price.amount, currency, text: price.text }, locale));
    result = result.slice(0, price.index) + written + result.slice(price.end);
  }
  return result;
}

/**
 * A price the user stated as the least something costs keeps its "from" ("CHF 89" for "ab 89 CHF"
 * becomes "ab CHF 89"); an amount the user also stated without one is left as the model wrote it.
 */
function withStatedFrom(text: string, { facts, language }: Enforcement): string {
  const key = (price: { amount: number; currency: string }) => `${price.amount} ${price.currency}`;
  // The "from" of each stated amount; null where the user stated the amount without one too.
  const froms = new Map<string, string | null>();
  for (const { price } of facts.offers) {
    if (!price) continue;
    const from = price.from ?? null;
    froms.set(key(price), froms.has(key(price)) && froms.get(key(price)) !== from ? null : from);
  }
  let result = text;
  for (const price of pricesIn(text, facts.country).reverse()) {
    const from = price.from ? null : froms.get(key(price));
    if (from) result = `${result.slice(0, price.index)}${fromWord(from, language)} ${result.slice(price.index)}`;
  }
  return result;
}

/** The prices of pricing plans and menu items, each with the "from" the user stated it with. */
function withStatedFroms(section: PlanSection, run: Enforcement): PlanSection {
  if (section.type === 'pricing') return { ...section, plans: section.plans.map((each) => ({ ...each, price: withStatedFrom(each.price, run) })) };
  if (section.type !== 'menu') return section;
  const item = (each: PlanItem): PlanItem => (each.meta ? { ...each, meta: withStatedFrom(each.meta, run) } : each);
  return { ...section, groups: section.groups.map((group) => ({ ...group, items: group.items.map(item) })) };
}

function sectionsOf<T extends PlanSection['type']>(pages: PlanPage[], type: T): Section<T>[] {
  return pages.flatMap((page) => page.sections.filter((section): section is Section<T> => section.type === type));
}

/** Inserts a section on a page, before a closing call to action. */
function insert(page: PlanPage, section: PlanSection): PlanPage {
  const at = page.sections.at(-1)?.type === 'cta' ? page.sections.length - 1 : page.sections.length;
  return { ...page, sections: [...page.sections.slice(0, at), section, ...page.sections.slice(at)] };
}

/** The page a visitor looks for how to reach the business on: the one with the contact details or a form, else the last. */
function contactPage(pages: PlanPage[]): number {
  const types: PlanSection['type'][] = ['contact', 'form', 'hours'];
  for (const type of types) {
    const index = pages.findIndex((page) => page.sections.some((section) => section.type === type));
    if (index >= 0) return index;
  }
  return pages.length - 1;
}

function uniqueId(page: PlanPage, wanted: string): string {
  const ids = new Set(page.sections.map((section) => section.id));
  let id = wanted;
  for (let n = 2; ids.has(id); n += 1) id = `${wanted}-${n}`;
  return id;
}

/** The stated hours in every hours section (one is added for them); without stated hours, a placeholder row as sample. */
function withStatedHours(pages: PlanPage[], { facts, texts, locale }: Enforcement): PlanPage[] {
  const rows = facts.hours ? hourRows(facts.hours, { texts, locale }) : [];
  const hours = (section: Section<'hours'>): Section<'hours'> => {
    const { sample: _, ...rest } = section;
    return rows.length > 0 ? { ...rest, rows } : { ...rest, rows: [{ days: texts.placeholders.days, hours: texts.placeholders.hours }], sample: true };
  };
  const result = pages.map((page) => ({ ...page, sections: page.sections.map((section) => (section.type === 'hours' ? hours(section) : section)) }));
  if (rows.length === 0 || sectionsOf(result, 'hours').length > 0) return result;
  const at = contactPage(result);
  const page = result[at];
  const section: Section<'hours'> = { type: 'hours', id: uniqueId(page, 'hours'), heading: texts.headings.hours, intro: texts.intros.hours, rows, note: texts.hoursNote };
  return result.map((each, index) => (index === at ? insert(each, section) : each));
}

/** The stated phone, e-mail and address in every contact section, placeholders for the rest; one is added when the user gave any. */
function withContact(pages: PlanPage[], { facts, texts }: Enforcement): PlanPage[] {
  const { placeholders } = texts;
  const missing: PlanPlaceholder[] = [];
  if (!facts.street) missing.push('address');
  if (!facts.phone) missing.push('phone');
  if (!facts.email) missing.push('email');
  if (!facts.hours && sectionsOf(pages, 'hours').length > 0) missing.push('hours');
  const details = {
    address: addressLine(facts, facts.place, placeholders),
    phone: facts.phone ?? placeholders.phone,
    email: facts.email ?? placeholders.email,
    placeholders: missing,
  };
  const result = pages.map((page) => ({ ...page, sections: page.sections.map((section) => (section.type === 'contact' ? { ...section, ...details } : section)) }));
  if (sectionsOf(result, 'contact').length > 0 || !(facts.phone || facts.email || facts.street)) return result;
  const at = contactPage(result);
  const section: Section<'contact'> = { type: 'contact', id: uniqueId(result[at], 'contact'), heading: texts.headings.contact, text: texts.contactText, ...details };
  return result.map((each, index) => (index === at ? insert(each, section) : each));
}

function stated(name: string, facts: SiteFacts): boolean {
  const plain = name.trim().toLowerCase();
  return facts.people.some((person) => person.name.toLowerCase() === plain);
}

/**
 * People the user named and the plan left out take the places of the team's made-up members, or
 * join the team; without a team section they get one on the page that tells the story.
 */
function withStatedPeople(pages: PlanPage[], { facts, texts, name }: Enforcement): PlanPage[] {
  const everything = JSON.stringify(pages).toLowerCase();
  const absent = facts.people.filter((person) => !everything.includes(person.name.toLowerCase()));
  if (absent.length === 0) return pages;
  const member = (person: SiteFacts['people'][number]) => ({
    name: person.name,
    role: person.role ?? fillTemplate(texts.member.role, { name }),
    bio: fillTemplate(texts.member.bio, { name }),
  });
  let waiting = absent;
  const result = pages.map((page) => ({
    ...page,
    sections: page.sections.map((section): PlanSection => {
      if (section.type !== 'team' || waiting.length === 0) return section;
      const members = section.members.map((each) => (stated(each.name, facts) || waiting.length === 0 ? each : member(waiting.shift()!)));
      members.push(...waiting.map(member));
      waiting = [];
      return { ...section, members };
    }),
  }));
  if (waiting.length === 0) return result;
  const story = result.findIndex((page) => page.sections.some((section) => section.type === 'text'));
  const at = story >= 0 ? story : 0;
  const section: Section<'team'> = { type: 'team', id: uniqueId(result[at], 'team'), heading: texts.headings.team, members: waiting.map(member) };
  return result.map((each, index) => (index === at ? insert(each, section) : each));
}

/** Whether an offer's title or price is one the user stated. */
function statedOffer(title: string, price: string | undefined, facts: SiteFacts): boolean {
  const plain = title.toLowerCase();
  const amounts = price ? pricesIn(price, facts.country).map((each) => each.amount) : [];
  return facts.offers.some((offer) => {
    const own = offer.title.toLowerCase();
    return plain.includes(own) || own.includes(plain) || (offer.price !== undefined && amounts.includes(offer.price.amount));
  });
}

/** What the model made up about people, figures and offers, marked for the owner to confirm or replace. */
function markSamples(section: PlanSection, facts: SiteFacts): PlanSection {
  const item = (each: PlanItem): PlanItem => (statedOffer(each.title, each.meta, facts) ? each : { ...each, sample: true });
  switch (section.type) {
    case 'testimonials':
      return { ...section, items: section.items.map((each) => ({ ...each, sample: true })), sample: true };
    case 'team': {
      const members = section.members.map((each) => (stated(each.name, facts) ? each : { ...each, sample: true }));
      return members.every((each) => each.sample) ? { ...section, members, sample: true } : { ...section, members };
    }
    case 'stats':
      return { ...section, sample: true };
    case 'posts':
      return { ...section, items: section.items.map((each) => ({ ...each, sample: true })), sample: true };
    case 'pricing':
      return { ...section, plans: section.plans.map((each) => (statedOffer(each.name, each.price, facts) ? each : { ...each, sample: true })) };
    case 'menu':
      return { ...section, groups: section.groups.map((group) => ({ ...group, items: group.items.map(item) })) };
    default:
      return section;
  }
}
