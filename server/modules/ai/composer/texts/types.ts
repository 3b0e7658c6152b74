// The fixed wording the composer writes itself, one object per plan language. Templates may use
// {name}, {label} (the kind, e.g. "bakery"), {inPlace} (" in Lisbon" or nothing) and {audience}.
import type { BookingKind, OfferName, PageTopic, PricePeriod, StatLabel } from '../types.ts';

export interface Texts {
  /** Page names in the navigation; the offer page is named by `offers`. */
  pages: Record<Exclude<PageTopic, 'menu'>, string>;
  offers: Record<OfferName, string>;
  headings: {
    features: string;
    about: string;
    stats: string;
    hours: string;
    pricing: string;
    testimonials: string;
    team: string;
    faq: string;
    gallery: string;
    posts: string;
    contactForm: string;
    booking: Record<BookingKind, string>;
    order: string;
    signup: string;
    contact: string;
  };
  intros: {
    menu: string;
    pricing: string;
    team: string;
    gallery: string;
    contactForm: string;
    booking: string;
    order: string;
    signup: string;
    hours: string;
    audience: string;
  };
  /** The short text under a sub-page's heading. */
  pageIntros: Record<Exclude<PageTopic, 'home'>, string>;
  labels: {
    name: string;
    email: string;
    phone: string;
    message: string;
    date: string;
    time: string;
    guests: string;
    nights: string;
    service: string;
    tickets: string;
    order: string;
    collection: string;
    pickup: string;
    delivery: string;
  };
  submit: { contact: string; booking: string; order: string; signup: string };
  actions: {
    contact: string;
    booking: string;
    order: string;
    signup: string;
    pricing: string;
    about: string;
    gallery: string;
    offer: string;
  };
  days: {
    mondayToFriday: string;
    mondayToSaturday: string;
    tuesdayToSunday: string;
    tuesdayToSaturday: string;
    monday: string;
    saturday: string;
    sunday: string;
    sundayAndMonday: string;
    everyDay: string;
    closed: string;
  };
  hoursNote: string;
  periods: Record<PricePeriod, string>;
  free: string;
  stats: Record<StatLabel, string>;
  contactText: string;
  /** Hero lines for languages whose long-form copy the library does not carry. */
  hero: { headings: string[]; text: string };
  about: string[];
  cta: { heading: string; text: string };
  tagline: string;
  description: string;
  footer: string;
  /** ' in ' as it precedes a place name. */
  in: string;
  /** People's names for invented team members and reviewers. */
  people: string[];
  /** How a price is written: the amount already formatted for the language. */
  price: (amount: string) => string;
  decimal: string;
}
