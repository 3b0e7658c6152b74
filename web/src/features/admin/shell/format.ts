import { peekBootstrapData } from '../../../app/bootstrap/bootstrap-store.ts';

// Dates and numbers of the admin screens, in the admin's language.

function locale(): string {
  return peekBootstrapData()?.i18n?.language || 'en';
}

/** "Mar 5, 2025"; '' for no date, the raw text when it is not one. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  try {
    return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(time);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(time);
  }
}

/** A count, or with `decimals` an amount such as revenue (summed over currencies, so shown without one). */
export function formatNumber(value: number, decimals = 0): string {
  const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  try {
    return new Intl.NumberFormat(locale(), options).format(value);
  } catch {
    return new Intl.NumberFormat('en', options).format(value);
  }
}
