// Which country a town is in, from city-timezones' list of about 7,300 towns and cities (MIT,
// data included). Loaded on the first question only: most prompts never need it.
import { createRequire } from 'node:module';
import { countries } from 'countries-list';
import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import { normalise } from '../match.ts';

interface CityRow {
  city: string;
  city_ascii: string;
  pop: number;
  iso2: string;
}

interface Town {
  country: string;
  population: number;
}

let index: Map<string, Town[]> | undefined;

function load(): Map<string, Town[]> {
  const rows = createRequire(import.meta.url)('city-timezones/data/cityMap.json') as CityRow[];
  const found = new Map<string, Town[]>();
  for (const row of rows) {
    for (const name of new Set([normalise(row.city), normalise(row.city_ascii)])) found.set(name, [...(found.get(name) ?? []), { country: row.iso2, population: row.pop }]);
  }
  return found;
}

export function speaks(country: string, language: PlanLanguage): boolean {
  return ((countries as Record<string, { languages: string[] }>)[country]?.languages ?? []).includes(language);
}

/** Where each plan language is the first one spoken, in Europe: its home for a town whose name is shared. */
const HOMES: Record<PlanLanguage, string[]> = {
  en: ['GB', 'IE'],
  de: ['DE', 'AT', 'CH'],
  fr: ['FR', 'BE', 'CH', 'LU'],
  es: ['ES'],
  nl: ['NL', 'BE'],
  pt: ['PT'],
};
/** How much larger a namesake abroad must be to win over the home one (Córdoba AR over Córdoba ES, not Valencia VE over Valencia ES). */
const HOME_WEIGHT = 4;

/**
 * The ISO country of a town or city the list knows; undefined for others. Of towns sharing a
 * name (Valencia, York), one where the prompt's language is spoken, preferring its European home
 * unless the namesake abroad is several times larger, then the larger.
 */
export function townCountry(place: string, language?: PlanLanguage): Town | undefined {
  index ??= load();
  const towns = [...(index.get(normalise(place)) ?? [])].sort((a, b) => b.population - a.population);
  if (!language) return towns[0];
  const weight = (town: Town) => town.population * (HOMES[language].includes(town.country) ? HOME_WEIGHT : 1);
  const spoken = towns.filter((town) => speaks(town.country, language)).sort((a, b) => weight(b) - weight(a));
  return spoken[0] ?? towns[0];
}
