import { countries } from '../../lazy-packages.ts';
import type { Localization as LocalizationData, TimezoneOption, ValueLists } from '../../../common/types.ts';
import { cached } from '../../cache/site-cache.ts';
import { Localization } from './models.ts';

export async function listLocalizations(): Promise<LocalizationData[]> {
  return (await Localization.findAll({ attributes: ['id', 'name', 'language'], order: [['name', 'ASC']] })).map((l) => ({ id: l.id, name: l.name, language: l.language }));
}

/** The requested language's lines, else the default language's, else none. */
export function loadLocalization(language: string, fallback: string): Promise<{ language: string; name: string; lines: Record<string, string> }> {
  return cached(`localization.${language}.${fallback}`, () => findLocalization(language, fallback));
}

async function findLocalization(language: string, fallback: string): Promise<{ language: string; name: string; lines: Record<string, string> }> {
  const found = (await Localization.findOne({ where: { language } })) ?? (await Localization.findOne({ where: { language: fallback } }));
  return found ? { language: found.language, name: found.name, lines: translatedLines(found.lines) } : { language: fallback, name: fallback, lines: {} };
}

// The app shows a line's key (its English source) when the line is missing, so only lines that
// say something else travel in every page's bootstrap data: an empty line is one the admin has not
// translated yet, and English lines equal their keys (they would add 50 KB to each page).
function translatedLines(lines: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(lines).filter(([key, value]) => value.trim() !== '' && value !== key));
}

/** ISO 3166 codes from i18n-iso-countries, names from the runtime's CLDR data in the caller's language. */
export function listCountries(locale = 'en'): { code: string; name: string }[] {
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = new Intl.DisplayNames(['en'], { type: 'region' });
  }
  return Object.keys(countries.getAlpha2Codes())
    .map((code) => ({ code: code.toLowerCase(), name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

function utcOffset(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  const offset = part?.value.replace('GMT', '') || '+00:00';
  return `UTC${offset}`;
}

let timezoneCache: { day: string; value: Record<string, TimezoneOption[]> } | null = null;

/** IANA zones known to the runtime, grouped by region, labelled with today's offset. */
export function listTimezones(now = new Date()): Record<string, TimezoneOption[]> {
  const day = now.toISOString().slice(0, 10);
  if (timezoneCache?.day === day) return timezoneCache.value;
  const grouped: Record<string, TimezoneOption[]> = {};
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const [region, ...rest] = zone.split('/');
    const group = rest.length ? region : 'Other';
    const city = (rest.length ? rest.join(' / ') : zone).replace(/_/g, ' ');
    (grouped[group] ??= []).push({ value: zone, text: `(${utcOffset(zone, now)}) ${city}` });
  }
  if (!Object.values(grouped).some((zones) => zones.some((z) => z.value === 'UTC'))) {
    (grouped.Other ??= []).push({ value: 'UTC', text: '(UTC+00:00) UTC' });
  }
  timezoneCache = { day, value: grouped };
  return grouped;
}

export const VALUE_LIST_NAMES = ['localizations', 'countries', 'timezones'] as const;
export type ValueListName = (typeof VALUE_LIST_NAMES)[number];

export async function getValueLists(names: ValueListName[], locale: string): Promise<ValueLists> {
  const lists: ValueLists = {};
  for (const name of new Set(names)) {
    if (name === 'localizations') lists.localizations = await listLocalizations();
    if (name === 'countries') lists.countries = listCountries(locale);
    if (name === 'timezones') lists.timezones = listTimezones();
  }
  return lists;
}
