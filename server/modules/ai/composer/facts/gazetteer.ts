// Which country a town is in, from city-timezones' list of about 7,300 towns and cities (MIT,
// data included). Loaded on the first question only: most prompts never need it.
import { createRequire } from 'node:module';
import { countries } from 'countries-list';
import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import { normalise } from '../match.ts';
import { MORE_TOWNS } from './towns.ts';

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
/** The population a town of towns.ts counts with. */
const SMALL_TOWN = 20_000;

function load(): Map<string, Town[]> {
  const rows = createRequire(import.meta.url)('city-timezones/data/cityMap.json') as CityRow[];
  const found = new Map<string, Town[]>();
  for (const row of rows) {
    for (const name of new Set([normalise(row.city), normalise(row.city_ascii)])) found.set(name, [...(found.get(name) ?? []), { country: row.iso2, population: row.pop }]);
  }
  // Towns the list lacks count as small towns: a namesake the list knows stays first where it is larger.
  for (const [country, towns] of Object.entries(MORE_TOWNS)) {
    for (const town of towns) {
      const name = normalise(town);
      if (!found.get(name)?.some((known) => known.country === country)) found.set(name, [...(found.get(name) ?? []), { country, population: SMALL_TOWN }]);
    }
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
/** Names the plan languages give large European cities the list knows only in English ("Lisboa", "München", "Bruxelles"). */
const OTHER_NAMES: Record<string, string> = {
  lisboa: 'lisbon', lissabon: 'lisbon', lisbonne: 'lisbon', munchen: 'munich', koln: 'cologne', wien: 'vienna', vienne: 'vienna', viena: 'vienna', bruxelles: 'brussels',
  brussel: 'brussels', bruselas: 'brussels', bruxelas: 'brussels', geneve: 'geneva', genf: 'geneva', ginebra: 'geneva', genebra: 'geneva', sevilla: 'seville', 'den haag': 'the hague', 'la haye': 'the hague',
  antwerpen: 'antwerp', anvers: 'antwerp', gent: 'ghent', gand: 'ghent', brugge: 'bruges', luzern: 'lucerne', nurnberg: 'nuremberg', hannover: 'hanover',
  londres: 'london', londen: 'london', bale: 'basel', basilea: 'basel', zurique: 'zurich', praha: 'prague', prag: 'prague', warszawa: 'warsaw', warschau: 'warsaw',
  firenze: 'florence', florenz: 'florence', milano: 'milan', mailand: 'milan', venezia: 'venice', venedig: 'venice', napoli: 'naples', neapel: 'naples', torino: 'turin', rom: 'rome',
};

export function townCountry(place: string, language?: PlanLanguage): Town | undefined {
  index ??= load();
  const name = normalise(place);
  const towns = [...(index.get(name) ?? index.get(OTHER_NAMES[name] ?? '') ?? [])].sort((a, b) => b.population - a.population);
  if (!language) return towns[0];
  const weight = (town: Town) => town.population * (HOMES[language].includes(town.country) ? HOME_WEIGHT : 1);
  const spoken = towns.filter((town) => speaks(town.country, language)).sort((a, b) => weight(b) - weight(a));
  return spoken[0] ?? towns[0];
}
