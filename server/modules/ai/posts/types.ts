import type { Weekday } from '../../../../common/business.ts';
import type { PlanLanguage } from '../../../../common/ai/site-plan.ts';
import type { StatedDay, StatedOffer } from '../composer/facts/types.ts';
import type { BookingKind } from '../composer/types.ts';

// Blog drafts written for a site: what they are written from (the site's own facts, nothing else)
// and what a draft is before it becomes an item of the blog.

/** What the business mainly asks its visitors to do, which its how-to post explains. */
export type PostAction = 'booking' | 'order' | 'contact';

/** What a site's posts may say: the business's own facts, in the site's language. */
export interface PostSubject {
  /** The business's name, or the placeholder that stands for it. */
  name: string;
  language: PlanLanguage;
  /** What the site is about: the prompt it was generated from, else its name and words. */
  about: string;
  /** What kind of business it is, mid-sentence ("bakery", "Bäckerei"). */
  label: string;
  /** What it offers in a few words, for a site that lists no offers of its own. */
  offering: string;
  /** The services or products the site states, each with the price it states. */
  offers: StatedOffer[];
  hours?: Partial<Record<Weekday, StatedDay>>;
  phone?: string;
  email?: string;
  street?: string;
  postcode?: string;
  place?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
  action: PostAction;
  booking: BookingKind;
  /** Titles of the posts the blog already has: new drafts take other topics while there are any. */
  existing: string[];
  /** Their slugs, which stay when a title is edited. */
  existingSlugs: string[];
}

/** A part of a post's body: a heading, a paragraph or a list, as plain text. */
export type PostBlock = { type: 'h2' | 'h3' | 'p'; text: string } | { type: 'ul' | 'ol'; items: string[] };

export interface PostDraft {
  title: string;
  excerpt: string;
  /** Empty: made from the title when the draft is stored. */
  slug: string;
  tags: string[];
  body: PostBlock[];
}
