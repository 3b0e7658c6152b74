// Small writing helpers: filling the library's templates, prices, times and slugs.
import { PLAN_LANGUAGES, type PlanLanguage } from '../../../../common/ai/site-plan.ts';
import { fromWord } from './facts/money.ts';
import type { StatedPrice } from './facts/types.ts';

/** Replaces {token}s; a template never reaches the plan with a token left in it. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, token: string) => {
    const value = values[token];
    if (value === undefined) throw new Error(`Unknown template token {${token}} in "${template}"`);
    return value;
  });
}

/** The locale a site writes amounts and times in: its language, as spoken in its country when known. */
export function siteLocale(language: PlanLanguage, country: string | undefined): string {
  return country && /^[a-z]{2}$/i.test(country) ? `${language}-${country.toUpperCase()}` : language;
}

/**
 * A stated price in its currency as the locale (siteLocale) writes it ("£25", "25,50 €", "CHF 1’200"),
 * cents only when there are any, after the "from" the user put before it in the locale's language ("ab CHF 89").
 */
export function formatPrice(price: StatedPrice, locale: string): string {
  const digits = Number.isInteger(price.amount) ? 0 : 2;
  let amount: string;
  try {
    amount = new Intl.NumberFormat(locale, { style: 'currency', currency: price.currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(price.amount);
  } catch {
    // A currency Intl does not know: the words the user wrote.
    return price.text;
  }
  if (!price.from) return amount;
  const language = PLAN_LANGUAGES.find((each) => each === new Intl.Locale(locale).language) ?? 'en';
  return `${fromWord(price.from, language)} ${amount}`;
}

/** "HH:MM" as the locale writes a time of day: "09:00" where the clock runs to 24, "9:00 AM" where it does not. */
export function formatTime(time: string, locale: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return time;
  const twelveHour = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 === true;
  const date = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  return new Intl.DateTimeFormat(locale, { hour: twelveHour ? 'numeric' : '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(date);
}

/** Lower-case ASCII words joined by hyphens ("Über uns" becomes "uber-uns"). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
