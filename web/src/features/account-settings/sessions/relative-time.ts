// Relative times for the sessions list: seconds to years; anything under a
// minute reads "a few seconds ago". Longer spans use the browser's Intl.RelativeTimeFormat in the
// user's language ("5 minutes ago", "yesterday", "3 months ago").

export const A_FEW_SECONDS_AGO = 'a few seconds ago';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** The best unit and the (negative, for the past) amount of it for a span of seconds; null under a minute. */
export function relativeTimeParts(seconds: number): { value: number; unit: Intl.RelativeTimeFormatUnit } | null {
  const abs = Math.abs(seconds);
  const sign = seconds < 0 ? -1 : 1;
  if (abs < MINUTE) return null;
  if (abs < HOUR) return { value: sign * Math.floor(abs / MINUTE), unit: 'minute' };
  if (abs < DAY) return { value: sign * Math.floor(abs / HOUR), unit: 'hour' };
  if (abs < MONTH) return { value: sign * Math.floor(abs / DAY), unit: 'day' };
  if (abs < YEAR) return { value: sign * Math.floor(abs / MONTH), unit: 'month' };
  return { value: sign * Math.floor(abs / YEAR), unit: 'year' };
}

/** Date, ISO string or epoch milliseconds → milliseconds; null when unreadable. */
function toMillis(value: Date | string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * "a few seconds ago", "5 minutes ago", "yesterday"…; "" for an unreadable date. A time slightly
 * in the future (clock skew between server and browser) counts as now.
 */
export function formatRelativeTime(
  value: Date | string | number | null | undefined,
  options: { now?: number; locale?: string; translate?: (key: string) => string } = {},
): string {
  const ms = toMillis(value);
  if (ms === null) return '';
  const seconds = Math.min(0, Math.round((ms - (options.now ?? Date.now())) / 1000));
  const parts = relativeTimeParts(seconds);
  if (!parts) return (options.translate ?? ((key: string) => key))(A_FEW_SECONDS_AGO);
  let format: Intl.RelativeTimeFormat;
  try {
    format = new Intl.RelativeTimeFormat(options.locale || 'en', { numeric: 'auto' });
  } catch {
    format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  }
  return format.format(parts.value, parts.unit);
}
