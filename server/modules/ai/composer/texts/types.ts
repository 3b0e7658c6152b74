// The fixed wording the composer writes itself, one object per plan language. Templates may use
// {name}, {label} (the kind, e.g. "bakery"), {inPlace} (" in Lisbon" or nothing) and {audience}.
import type { PlanImage } from '../../../../../common/ai/site-plan.ts';
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
  /** Monday first, in the case the language writes them mid-sentence; a row capitalises its first letter. */
  weekdays: [string, string, string, string, string, string, string];
  /** Joins two days: "Saturday and Sunday". */
  and: string;
  /** A run of three or more days: "{from} – {to}". */
  dayRange: string;
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
  /** {place} when the prompt names none, as it reads after the language's "in". */
  town: string;
  /** A stated person's role when the prompt gives none; a stated person's bio. */
  member: { role: string; bio: string };
  /** Answers any business can give, for a language the kind has no copy in. */
  faq: { question: string; answer: string }[];
  /** Captions for the pictures that ship with the app. */
  captions: Record<PlanImage, string>;
  /** Obvious stand-ins for what the prompt did not state, for the owner to replace. */
  placeholders: {
    /** The business's name, where the site has none of its own. */
    business: string;
    phone: string;
    email: string;
    /** No street and no place. */
    address: string;
    /** The line above a stated place when the street is missing. */
    street: string;
    /** A stated open day without times. */
    open: string;
    days: string;
    hours: string;
    price: string;
    plan: string;
    planFeature: string;
    /** The first unnamed team member, then the others. */
    person: string;
    member: string;
    role: string;
    bio: string;
    customer: string;
    quote: string;
  };
  /** The blog drafts the AI writer composes offline (server/modules/ai/posts/). */
  posts: PostTexts;
}

/**
 * Blog posts written from the site's own facts only. Beside the tokens above: {offer} (a stated
 * offer, or what the business offers, mid-sentence; {Offer} capitalised), {offers} (the stated
 * offers as a list), {price} (a stated price) and {offering}.
 */
export interface PostTexts {
  tags: { news: string; tips: string; visit: string };
  welcome: {
    title: string;
    excerpt: string;
    intro: string;
    offersHeading: string;
    offersIntro: string;
    /** Without stated offers: what the business offers, as {offering}. */
    offering: string;
    contactHeading: string;
    contactText: string;
    closing: string;
  };
  offer: {
    title: string;
    excerpt: string;
    intro: string;
    price: string;
    detailsHeading: string;
    details: string;
    /** For the owner to replace with their own words. */
    note: string;
    askHeading: string;
    askText: string;
    moreHeading: string;
  };
  /** How to book, order or get in touch: the title by what the business mainly asks visitors to do. */
  guide: {
    titles: Record<BookingKind | 'order' | 'contact', string>;
    excerpt: string;
    intro: string;
    choose: string;
    chooseAny: string;
    reach: Record<'booking' | 'order' | 'contact', string>;
    reply: string;
    goodToKnow: string;
    hours: string;
    contact: string;
    closing: string;
  };
  /** When and where: only with stated hours or a stated street. */
  visit: {
    title: string;
    excerpt: string;
    intro: string;
    whereHeading: string;
    closing: string;
  };
}
