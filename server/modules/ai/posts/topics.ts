import { COLLECTION_LIMITS } from '../../../../common/collections.ts';
import { slugify } from '../../collections/slugs.ts';
import type { StatedOffer } from '../composer/facts/types.ts';
import { capitalise, fillTemplate, formatPrice, siteLocale } from '../composer/format.ts';
import { normalise } from '../composer/match.ts';
import { addressLine, hourRows } from '../composer/sections/visit.ts';
import { textsFor } from '../composer/texts/index.ts';
import type { Texts } from '../composer/texts/types.ts';
import type { PostBlock, PostDraft, PostSubject } from './types.ts';

// The posts the built-in writer can write about a business, each from its own facts only: a
// welcome, a closer look at one of its offers, how to book (order, get in touch), and when and
// where to find it. Prices, hours, phone numbers and addresses appear only as the site states
// them; what only the owner can say is left to them with an obvious placeholder.

export type PostTopic = { kind: 'welcome' } | { kind: 'offer'; offer: StatedOffer | null } | { kind: 'guide' } | { kind: 'visit' };

/** Offers a sentence names; a longer list is the offer posts' to show. */
const OFFERS_IN_A_SENTENCE = 6;

class Writer {
  readonly texts: Texts;
  private readonly locale: string;
  private readonly values: Record<string, string>;

  constructor(readonly subject: PostSubject) {
    this.texts = textsFor(subject.language);
    this.locale = siteLocale(subject.language, subject.country);
    const { name, place, label, offering } = subject;
    this.values = {
      name,
      label,
      Label: capitalise(label),
      // A name that holds its place says it once ("Yoga Utrecht in Utrecht").
      inPlace: place && !normalise(name).includes(normalise(place)) ? `${this.texts.in}${place}` : '',
      offering: this.midSentence(offering),
    };
  }

  fill(template: string, extra: Record<string, string> = {}): string {
    // "Bluebell & Co.." : a name that ends a sentence with its own full stop.
    return fillTemplate(template, { ...this.values, ...extra }).replace(/(\p{L})\.\.(?!\.)/gu, '$1.');
  }

  /** A stated offer as it reads inside a sentence: the capital the list gave it goes, but German nouns and names keep theirs. */
  midSentence(text: string): string {
    return this.subject.language === 'de' || !/^\p{Lu}\p{Ll}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
  }

  offerTokens(offer: StatedOffer | null): Record<string, string> {
    const text = offer?.title ?? this.subject.offering;
    return { offer: this.midSentence(text), Offer: capitalise(text) };
  }

  price(offer: StatedOffer): string | null {
    return offer.price ? formatPrice(offer.price, this.locale) : null;
  }

  offerLine(offer: StatedOffer): string {
    const price = this.price(offer);
    return price ? `${offer.title} – ${price}` : offer.title;
  }

  /** "a, b and c" in the site's language. */
  list(items: string[]): string {
    return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}${this.texts.and}${items.at(-1)}`;
  }

  hours(): string[] {
    const { hours } = this.subject;
    return hours ? hourRows(hours, { texts: this.texts, locale: this.locale }).map((row) => `${row.days}: ${row.hours}`) : [];
  }

  /** The stated phone, e-mail and (with `address`) street address; none is ever made up. */
  contactLines(address: boolean): string[] {
    const { phone, email, street, postcode, place, country } = this.subject;
    const { labels, placeholders } = this.texts;
    return [
      ...(phone ? [`${labels.phone}: ${phone}`] : []),
      ...(email ? [`${labels.email}: ${email}`] : []),
      ...(street && address ? [addressLine({ street, postcode, country }, place, placeholders)] : []),
    ];
  }

  tags(topic: string): string[] {
    return [topic, capitalise(this.subject.label)].filter((tag) => tag.length <= COLLECTION_LIMITS.tagChars);
  }
}

const paragraph = (text: string): PostBlock => ({ type: 'p', text });
const heading = (text: string): PostBlock => ({ type: 'h2', text });
const list = (items: string[], type: 'ul' | 'ol' = 'ul'): PostBlock[] => (items.length ? [{ type, items }] : []);

function draft(title: string, excerpt: string, tags: string[], body: PostBlock[]): PostDraft {
  return { title, excerpt, slug: slugify(title, 'post'), tags, body };
}

function welcome(writer: Writer): PostDraft {
  const { texts, subject } = writer;
  const words = texts.posts.welcome;
  const offers = subject.offers.length
    ? [paragraph(writer.fill(words.offersIntro)), ...list(subject.offers.map((offer) => writer.offerLine(offer)))]
    : [paragraph(writer.fill(words.offering))];
  const hours = writer.hours();
  return draft(writer.fill(words.title), writer.fill(words.excerpt), writer.tags(texts.posts.tags.news), [
    paragraph(writer.fill(words.intro)),
    heading(words.offersHeading),
    ...offers,
    ...(hours.length ? [heading(texts.headings.hours), ...list(hours)] : []),
    heading(words.contactHeading),
    paragraph(words.contactText),
    ...list(writer.contactLines(true)),
    paragraph(writer.fill(words.closing)),
  ]);
}

function offerPost(writer: Writer, offer: StatedOffer | null): PostDraft {
  const { texts, subject } = writer;
  const words = texts.posts.offer;
  const tokens = writer.offerTokens(offer);
  const price = offer && writer.price(offer);
  const others = subject.offers.filter((each) => each !== offer);
  return draft(writer.fill(words.title, tokens), writer.fill(words.excerpt, tokens), writer.tags(tokens.Offer), [
    paragraph(writer.fill(words.intro, tokens)),
    ...(price ? [paragraph(writer.fill(words.price, { price }))] : []),
    heading(words.detailsHeading),
    paragraph(words.details),
    paragraph(words.note),
    ...(others.length ? [heading(writer.fill(words.moreHeading)), ...list(others.map((each) => writer.offerLine(each)))] : []),
    heading(words.askHeading),
    paragraph(writer.fill(words.askText, tokens)),
  ]);
}

function guide(writer: Writer): PostDraft {
  const { texts, subject } = writer;
  const words = texts.posts.guide;
  const title = words.titles[subject.action === 'booking' ? subject.booking : subject.action];
  const named = subject.offers.slice(0, OFFERS_IN_A_SENTENCE).map((offer) => writer.midSentence(offer.title));
  const choose = named.length ? writer.fill(words.choose, { offers: writer.list(named) }) : words.chooseAny;
  const hours = writer.hours();
  return draft(writer.fill(title), writer.fill(words.excerpt), writer.tags(texts.posts.tags.tips), [
    paragraph(words.intro),
    ...list([choose, words.reach[subject.action], words.reply], 'ol'),
    heading(words.goodToKnow),
    ...(hours.length ? [paragraph(words.hours), ...list(hours)] : [paragraph(words.contact)]),
    paragraph(words.closing),
  ]);
}

function visit(writer: Writer): PostDraft {
  const { texts, subject } = writer;
  const words = texts.posts.visit;
  const hours = writer.hours();
  const contact = writer.contactLines(false);
  return draft(writer.fill(words.title), writer.fill(words.excerpt), writer.tags(texts.posts.tags.visit), [
    paragraph(writer.fill(words.intro)),
    ...(hours.length ? [heading(texts.headings.hours), ...list(hours), paragraph(texts.hoursNote)] : []),
    ...(subject.street ? [heading(words.whereHeading), paragraph(addressLine({ street: subject.street, postcode: subject.postcode, country: subject.country }, subject.place, texts.placeholders))] : []),
    ...(contact.length ? [heading(texts.posts.welcome.contactHeading), ...list(contact)] : []),
    paragraph(words.closing),
  ]);
}

/** The topics the site's facts allow, the welcome first, then in the order a new blog would want them. */
export function topicsOf(subject: PostSubject): PostTopic[] {
  const [first, ...rest] = subject.offers;
  return [
    { kind: 'welcome' },
    { kind: 'offer', offer: first ?? null },
    { kind: 'guide' },
    ...(subject.hours || subject.street ? [{ kind: 'visit' } as const] : []),
    ...rest.map((offer) => ({ kind: 'offer', offer }) as const),
  ];
}

export function writeTopic(subject: PostSubject, topic: PostTopic): PostDraft {
  const writer = new Writer(subject);
  switch (topic.kind) {
    case 'welcome':
      return welcome(writer);
    case 'offer':
      return offerPost(writer, topic.offer);
    case 'guide':
      return guide(writer);
    case 'visit':
      return visit(writer);
  }
}
