// Amounts and currencies as the prompt writes them ("£25", "75 CHF", "ab 40 €/Stunde") and the
// currency a country pays in when the prompt names none.
import { countries } from 'countries-list';
import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import type { PricePeriod } from '../types.ts';
import type { StatedPrice } from './types.ts';

/** A currency word or symbol → its ISO 4217 code; "$" and "kr" depend on the country (see currencyOfMark). */
const MARKS: [RegExp, string][] = [
  [/^(?:£|gbp|pounds?|quid)$/i, 'GBP'],
  [/^(?:€|eur|euros?)$/i, 'EUR'],
  [/^(?:chf|sfr\.?|fr\.|francs? suisses?|franken)$/i, 'CHF'],
  [/^(?:zł|zl|pln)$/i, 'PLN'],
  [/^(?:r\$|brl|reais|reals?)$/i, 'BRL'],
  [/^(?:usd|us\$)$/i, 'USD'],
  [/^(?:cad|c\$)$/i, 'CAD'],
  [/^(?:aud|a\$)$/i, 'AUD'],
  [/^(?:nzd|nz\$)$/i, 'NZD'],
  [/^(?:dkk)$/i, 'DKK'],
  [/^(?:sek)$/i, 'SEK'],
  [/^(?:nok)$/i, 'NOK'],
];

/** Countries whose own currency is written with a bare "$" (dollars and pesos). */
const DOLLAR_COUNTRIES = new Set(['US', 'CA', 'AU', 'NZ', 'SG', 'HK', 'MX', 'AR', 'CO', 'CL']);
const KRONE_COUNTRIES = new Set(['DK', 'SE', 'NO', 'IS']);

const MARK = String.raw`(?:£|€|\$|R\$|US\$|C\$|A\$|NZ\$|zł|CHF|SFr\.?|Fr\.|kr\.?|EUR|GBP|USD|CAD|AUD|NZD|PLN|BRL|DKK|SEK|NOK|euros?|pounds?|quid|francs?|franken|reais)`;
const AMOUNT = String.raw`(\d{1,3}(?:[ ,.’']\d{3})*(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)(?:[.,][-–—]{1,2})?`;

const PERIODS: [PricePeriod, string][] = [
  ['hour', String.raw`hour|hr|h|stunde|std|heure|hora|uur`],
  ['month', String.raw`month|mo|monat|mois|mes|maand|mês`],
  ['year', String.raw`year|yr|jahr|an|année|ano|año|jaar`],
  ['night', String.raw`night|nacht|nuit|noche|noite`],
  ['person', String.raw`person|head|pp|pax|personne|persona|persoon|pessoa`],
  ['session', String.raw`session|class|lesson|sitzung|stunde|séance|seance|cours|sesión|sesion|clase|les|sessie|sessão|sessao|aula`],
];
const PERIOD_INTRO = String.raw`\s*(?:\/|per|pro|par|por|la|de l'|the|an?|each|je|a)\s*`;

/** A price ("£25", "25 €", "CHF 75.–", "from €40/hour") with where it stands in the text. */
export interface PriceMatch extends StatedPrice {
  index: number;
  end: number;
}

function currencyOfMark(mark: string, country: string | undefined): string | undefined {
  const word = mark.trim();
  // A bare "$" is a dozen currencies: it is read only where the country is known.
  if (/^\$$/.test(word)) return country && DOLLAR_COUNTRIES.has(country) ? countryCurrency(country) : undefined;
  if (/^kr\.?$/i.test(word)) return country && KRONE_COUNTRIES.has(country) ? countryCurrency(country) : undefined;
  return MARKS.find(([pattern]) => pattern.test(word))?.[1];
}

/** The currency the country pays in (the first its data lists: CHF for Switzerland, not CHE). */
export function countryCurrency(country: string): string | undefined {
  return (countries as Record<string, { currency: string[] }>)[country]?.currency[0];
}

/**
 * The country a currency says the business is in: the one whose code starts the currency's (CHF is
 * Switzerland's though Liechtenstein pays in it too, CAD Canada's); none for the euro, whose code names no country.
 */
export function currencyCountry(currency: string): string | undefined {
  const issuer = currency.slice(0, 2);
  return (countries as Record<string, { currency: string[] }>)[issuer]?.currency.includes(currency) ? issuer : undefined;
}

function amountOf(text: string): number {
  // "1,200" and "1.200" group thousands; "12,50" and "12.50" have cents.
  const grouped = /^\d{1,3}(?:[ ,.’']\d{3})+$/.test(text);
  const digits = grouped ? text.replace(/[ ,.’']/g, '') : text.replace(',', '.');
  return Number(digits);
}

function periodAfter(text: string): { period: PricePeriod; length: number } | undefined {
  for (const [period, words] of PERIODS) {
    const match = new RegExp(`^${PERIOD_INTRO}(?:${words})\\b\\.?`, 'iu').exec(text);
    if (match) return { period, length: match[0].length };
  }
  return undefined;
}

/** The words that make a price the least something costs ("from £40", "ab 89 CHF"), by language: the first is the one a site in the language writes. */
const FROM_WORDS: Record<PlanLanguage, string[]> = {
  en: ['from', 'starting at', 'starting from'],
  de: ['ab', 'schon ab'],
  fr: ['à partir de', 'dès'],
  es: ['desde', 'a partir de'],
  nl: ['vanaf', 'v.a.'],
  pt: ['a partir de', 'desde'],
};
const FROM_WORD_LIST = [...new Set(Object.values(FROM_WORDS).flat())].sort((a, b) => b.length - a.length);
const FROM = String.raw`(?<![\p{L}\p{N}])(${FROM_WORD_LIST.map((word) => word.replace(/[.]/g, '\\.').replace(/ /g, '\\s+')).join('|')})\s+`;
const PRICE = new RegExp(String.raw`(?:${FROM})?(?:(${MARK})\s?${AMOUNT}|${AMOUNT}\s?(${MARK})(?![\p{L}]))`, 'giu');

/** The "from" a site in `language` writes before a price: the user's own words when they are the language's, else the language's. */
export function fromWord(written: string, language: PlanLanguage): string {
  return FROM_WORDS[language].includes(written.toLowerCase()) ? written : FROM_WORDS[language][0];
}

/** Every price the text states, in order. A number with no currency mark is no price. */
export function pricesIn(text: string, country: string | undefined): PriceMatch[] {
  const prices: PriceMatch[] = [];
  for (const match of text.matchAll(PRICE)) {
    const mark = match[2] ?? match[5];
    const number = match[3] ?? match[4];
    const currency = currencyOfMark(mark, country);
    const amount = amountOf(number);
    if (!currency || !Number.isFinite(amount)) continue;
    let end = match.index + match[0].length;
    const period = periodAfter(text.slice(end));
    if (period) end += period.length;
    const from = match[1]?.replace(/\s+/g, ' ');
    prices.push({ amount, currency, text: text.slice(match.index, end).trim(), index: match.index, end, ...(from ? { from } : {}), ...(period ? { period: period.period } : {}) });
  }
  return prices;
}

/** The currency the prompt's own marks name most often (the first on a tie), if any. */
export function statedCurrency(text: string, country: string | undefined): string | undefined {
  const counts = new Map<string, number>();
  for (const price of pricesIn(text, country)) counts.set(price.currency, (counts.get(price.currency) ?? 0) + 1);
  // A currency named without an amount ("prices in CHF", "alles in Euro") counts too.
  for (const match of text.matchAll(/(?<![\p{L}])(CHF|EUR|GBP|USD|CAD|AUD|PLN|£|€)(?![\p{L}])/gu)) {
    const currency = currencyOfMark(match[1], country);
    if (currency && !counts.has(currency)) counts.set(currency, 0.5);
  }
  let best: string | undefined;
  for (const [currency, count] of counts) if (!best || count > counts.get(best)!) best = currency;
  return best;
}
