// Numbers and prices as people read them, in the reader's language.
//
// A page's first Intl.NumberFormat loads ICU's locale data: 25–50 ms of main thread on a desktop,
// four times that on a phone, in the middle of the home page's hydration (its plan cards and
// gallery heading both format numbers). English, the product's default language, needs none of
// it for whole counts and for prices in the currencies written with a bare symbol, so those take
// a plain-string path that test/unit/number-format.test.ts holds equal to Intl's output; every
// other language and currency goes through Intl.

const PLAIN_ENGLISH = new Set(['en', 'en-us']);

/** Currencies English writes as symbol + amount ("$5", "€9.99"); the others read "CA$5", "CHF 5"... */
const ENGLISH_SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', INR: '₹' };

/** Currencies with no minor unit, which Intl writes without decimals. */
const NO_MINOR_UNIT = new Set(['JPY']);

function isPlainEnglish(locale: string): boolean {
  return PLAIN_ENGLISH.has(locale.toLowerCase());
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A count with the language's digit grouping: "12,345" in English. */
export function formatCount(value: number, locale = 'en'): string {
  if (isPlainEnglish(locale) && Number.isSafeInteger(value) && value >= 0) return groupThousands(String(value));
  return new Intl.NumberFormat(locale).format(value);
}

/**
 * An amount of a currency for a plan card or an invoice: whole amounts without decimals ("$5"),
 * others with two ("$9.99"). Throws RangeError for an unknown language or currency, as Intl does.
 */
export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  const code = currency.toUpperCase();
  const symbol = ENGLISH_SYMBOLS[code];
  const cents = Math.round(amount * 100);
  const exact = Number.isSafeInteger(cents) && cents / 100 === amount && amount >= 0;
  if (symbol && exact && isPlainEnglish(locale) && (Number.isInteger(amount) || !NO_MINOR_UNIT.has(code))) {
    const whole = groupThousands(String(Math.trunc(amount)));
    return Number.isInteger(amount) ? `${symbol}${whole}` : `${symbol}${whole}.${String(cents % 100).padStart(2, '0')}`;
  }
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
}
