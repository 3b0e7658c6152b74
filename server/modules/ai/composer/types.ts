// The composer's own vocabulary, shared by the reading of the prompt, the content library and the
// assembly of pages.
import type { GenerationStyle } from '../../../../common/ai/generations.ts';
import type { PlanIcon, PlanImage, PlanLanguage, PlanStyle } from '../../../../common/ai/site-plan.ts';
import type { SiteFacts } from './facts/types.ts';

/** What a site can hold besides the heroes; each becomes one section of the plan. */
export type SectionKey =
  | 'features' | 'about' | 'stats' | 'menu' | 'hours' | 'pricing' | 'testimonials' | 'team' | 'faq' | 'gallery' | 'posts'
  | 'contact-form' | 'booking' | 'order' | 'signup' | 'contact' | 'cta';

/** The pages a site may have besides the home page, each named after what it mainly shows. */
export type PageTopic = 'home' | 'menu' | 'pricing' | 'booking' | 'order' | 'gallery' | 'about' | 'team' | 'posts' | 'faq' | 'contact';

export type Tone = GenerationStyle;

/** What the kind's list of offers is called: a restaurant's menu, a hotel's rooms, a firm's services. */
export type OfferName = 'menu' | 'services' | 'programme' | 'rooms' | 'classes' | 'listings' | 'products' | 'work' | 'treatments';

/** Which fields a booking form asks for. */
export type BookingKind = 'table' | 'room' | 'appointment' | 'ticket' | 'class' | 'consultation';

/** Typical opening times, written out per language by the hours section. */
export type HoursPattern = 'shop' | 'cafe' | 'evening' | 'late' | 'office' | 'studio' | 'always';

export type PricePeriod = 'month' | 'year' | 'hour' | 'session' | 'night' | 'person' | 'project' | 'once';

export type StatLabel = 'years' | 'customers' | 'rating' | 'projects' | 'members' | 'events' | 'dishes' | 'rooms' | 'students' | 'volunteers';

export interface OfferItem {
  title: string;
  text: string;
  /** In euros; 0 means free. */
  price?: number;
  /** Shown instead of a price: a time, a size, a date. */
  meta?: string;
}

export interface PlanOffer {
  name: string;
  price: number;
  period?: PricePeriod;
  features: string[];
  featured?: boolean;
}

/**
 * One kind of site: how to recognise it and what to say. Long-form copy is English and may use the
 * tokens {name}, {place} (the town, or "town"), {inPlace} (" in Lisbon" or nothing) and {offering}.
 */
export interface KindLibrary {
  kind: string;
  /** The kind in each language, lower case unless the language capitalises nouns. */
  label: Record<PlanLanguage, string>;
  /** Lower case, accents removed; a leading '~' marks a weak word that only counts when no strong one does. */
  keywords: string[];
  /** What the business offers, for sentences such as "fresh {offering} every morning". */
  offering: string;
  tone: Tone;
  /** Hue ranges (degrees) the primary colour is drawn from. */
  hues: [number, number][];
  heroLooks: PlanStyle['hero'][];
  images: { hero: PlanImage[]; gallery: PlanImage[] };
  taglines: string[];
  heroes: { heading: string; text: string }[];
  about: string[];
  features: { icon: PlanIcon; title: string; text: string }[];
  offer: OfferName;
  menu: { title: string; items: OfferItem[] }[];
  plans: PlanOffer[];
  testimonials: { quote: string; role: string }[];
  faq: { question: string; answer: string }[];
  team: { role: string; bio: string }[];
  posts: { title: string; text: string }[];
  stats: [string, StatLabel][];
  hours: HoursPattern;
  booking: BookingKind;
  /** The main thing a visitor should do; the hero's first button leads there. */
  primary: 'order' | 'booking' | 'contact-form' | 'signup' | 'menu' | 'pricing';
  /** Sections a site of this kind has unless the prompt asks for others too. */
  sections: SectionKey[];
  /** Pages worth having, best first, once the asked-for ones are placed. */
  pages: PageTopic[];
  /** The copy above in the other plan languages (library/i18n/, or written inline by a kind). */
  translations?: Partial<Record<PlanLanguage, KindCopy>>;
}

/** What the composer understood from the prompt. */
export interface Brief {
  library: KindLibrary;
  /** What the prompt states: the plan shows each fact as written and never contradicts one. */
  facts: SiteFacts;
  /** The prompt's own words for the business ("bicycle repair workshop"), when it has some. */
  words?: string;
  /** False when no kind of the library fits and the library was built from `words`. */
  known: boolean;
  /** The user's name for the site, cleaned; absent when one has to be invented. */
  name?: string;
  place?: string;
  audience?: string;
  /** What the prompt says is sold or made ("handmade ceramics"), if it says. */
  offering?: string;
  tone: Tone;
  language: PlanLanguage;
  asked: SectionKey[];
}

/**
 * A kind's long-form copy in one language, item for item as the kind's English copy in its
 * library file (same lists, same lengths, same order; icons and prices stay in the library). The
 * tokens are the library's: {name}, {place}, {inPlace}, {offering}. Translations live in
 * library/i18n/<language>.ts; a site in a language without one leaves the copy out rather than
 * showing English.
 */
export interface KindCopy {
  /** What the business offers, for "{offering}". */
  offering: string;
  taglines: string[];
  heroes: { heading: string; text: string }[];
  about: string[];
  features: { title: string; text: string }[];
  menu: { title: string; items: { title: string; text: string }[] }[];
  plans: { name: string; features: string[] }[];
  testimonials: { quote: string; role: string }[];
  faq: { question: string; answer: string }[];
  team: { role: string; bio: string }[];
  posts: { title: string; text: string }[];
}
