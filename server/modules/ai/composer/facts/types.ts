// What the user stated about their business, read out of the prompt (extract.ts). Everything here
// is the user's own: a generated site shows it as written and never contradicts it; whatever is
// absent is left out of the site or shown as an obvious placeholder, never invented.
import type { OpeningPeriod, Weekday } from '../../../../../common/business.ts';
import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import type { PricePeriod, Tone } from '../types.ts';

/** An amount as stated: the number, its ISO 4217 currency and the words the user wrote ("£25"). */
export interface StatedPrice {
  amount: number;
  currency: string;
  text: string;
  /** The words that make the amount the least it costs, as written: "ab", "à partir de". */
  from?: string;
  period?: PricePeriod;
}

export interface StatedPerson {
  /** As written: "Sarah O'Neill", "Dr. Jan de Vries". */
  name: string;
  /** As written, when the prompt says: "head chef", "Inhaberin". */
  role?: string;
}

/** A service or product the prompt lists ("Cargo bike rental", "Gel nails £30"). */
export interface StatedOffer {
  title: string;
  price?: StatedPrice;
}

/** One weekday as stated: closed, or open (with its times when the prompt gives them). */
export type StatedDay = { open: false } | { open: true; periods: OpeningPeriod[] };

export interface SiteFacts {
  /** The business's name verbatim (possessives, "&" and capitals kept). */
  name?: string;
  people: StatedPerson[];
  offers: StatedOffer[];
  /** Only the weekdays the prompt speaks of; absent when it states no hours at all. */
  hours?: Partial<Record<Weekday, StatedDay>>;
  /** As the country writes it: "0113 496 0000" for Leeds, "+41 44 668 18 00" given so. */
  phone?: string;
  email?: string;
  /** Street and number as written: "14 Kirkgate", "Hauptstraße 5". */
  street?: string;
  postcode?: string;
  /** The town or city: "Leeds", "Zürich". */
  place?: string;
  /** ISO 3166-1 alpha-2, stated or inferred from the place or the phone's country code. */
  country?: string;
  /** ISO 4217: stated by a symbol or code, else the country's, else absent. */
  currency?: string;
  language: PlanLanguage;
  /** "busy parents", "Familien". */
  audience?: string;
  tone?: Tone;
}
