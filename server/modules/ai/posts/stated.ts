import { pricesIn } from '../composer/facts/money.ts';
import { formatPrice, siteLocale } from '../composer/format.ts';
import { addressLine, hourRows } from '../composer/sections/visit.ts';
import { textsFor } from '../composer/texts/index.ts';
import type { PostSubject } from './types.ts';

// What a site states about its business, as the lines a model is given to write from, and the
// test its answer has to pass: a price, phone number, e-mail address or web address the site
// does not state is made up.

const EMAIL = /(?<![\w.+-])[\w.+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/gu;
/** A run of digits a phone number could be: "+44 113 496 0000", "(555) 123-4567", "030/1234567". */
const DIGITS = /(?:\+|00)?\(?\d[\d\s()./-]{5,}\d/g;
const DATE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/;
const TIME_RANGE = /^\d{1,2}[.:h]\d{2}\s*[-/]\s*\d{1,2}[.:h]\d{2}$/;
const WEB_ADDRESS = /\bhttps?:\/\/|\bwww\.[\p{L}\d-]+\./iu;
/** An amount by a currency sign, which pricesIn leaves alone where the sign names no one currency ("$" of an unknown country). */
const SIGNED_AMOUNT = /[$€£¥]\s?(\d[\d,.]*)|(\d[\d,.]*)\s?[$€£¥]/gu;
/** Digits compared from the end: a number written with or without its country code is the same number. */
const SAME_NUMBER_DIGITS = 9;

function isPhoneNumber(raw: string): boolean {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15 || DATE.test(raw) || TIME_RANGE.test(raw.trim())) return false;
  // "1998-2024" and "1.200.000" are no numbers to call; a number to call starts so, or is long.
  return /^(?:\+|00|0|\()/.test(raw) || digits.length >= 9;
}

const numberTail = (phone: string) => phone.replace(/\D/g, '').slice(-SAME_NUMBER_DIGITS);

/** The site's facts, one a line, for a model to write from. */
export function statedLines(subject: PostSubject): string[] {
  const texts = textsFor(subject.language);
  const locale = siteLocale(subject.language, subject.country);
  const offers = subject.offers.map((offer) => (offer.price ? `${offer.title} (${formatPrice(offer.price, locale)})` : offer.title));
  const hours = subject.hours ? hourRows(subject.hours, { texts, locale }).map((row) => `${row.days}: ${row.hours}`) : [];
  return [
    ...(offers.length ? [`What it offers: ${offers.join('; ')}`] : []),
    ...(hours.length ? [`Opening hours: ${hours.join('; ')}`] : []),
    ...(subject.street ? [`Address: ${addressLine(subject, subject.place, texts.placeholders)}`] : subject.place ? [`Town: ${subject.place}`] : []),
    ...(subject.phone ? [`Phone: ${subject.phone}`] : []),
    ...(subject.email ? [`E-mail: ${subject.email}`] : []),
  ];
}

/** Whether `text` states a price, phone number, e-mail or web address the site does not. */
export function statesMoreThan(text: string, subject: PostSubject): boolean {
  if (WEB_ADDRESS.test(text)) return true;
  for (const [email] of text.matchAll(EMAIL)) if (email.toLowerCase() !== subject.email?.toLowerCase()) return true;
  for (const [raw] of text.matchAll(DIGITS)) if (isPhoneNumber(raw) && (!subject.phone || numberTail(raw) !== numberTail(subject.phone))) return true;
  const stated = subject.offers.flatMap((offer) => (offer.price ? [offer.price] : []));
  for (const price of pricesIn(text, subject.country)) if (!stated.some((each) => each.amount === price.amount && each.currency === price.currency)) return true;
  for (const match of text.matchAll(SIGNED_AMOUNT)) {
    const amount = Number((match[1] ?? match[2]).replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));
    if (!stated.some((each) => each.amount === amount)) return true;
  }
  return false;
}
