// Where the business is: the street and number, the postcode, the town and the country, each as
// the prompt writes it. The country is the one stated, else the town's (gazetteer.ts), else what
// the postcode's shape tells; the phone's country code is the caller's last resort.
import { countries } from '../../../../lazy-packages.ts';
import { nlp } from '../../../../lazy-packages.ts';
import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import { normalise } from '../match.ts';
import { cleanPhrase } from '../sanitize.ts';
import { speaks, townCountry } from './gazetteer.ts';

const MAX_STREET = 100;
const MAX_PLACE = 60;

const WORD = String.raw`\p{Lu}[\p{L}'’-]*`;
const LOWER_WORD = String.raw`\p{Ll}[\p{L}'’-]*`;
/** Small words inside place names: "Stratford-upon-Avon", "Aix en Provence", "Den Haag", "Castelo de Vide". */
const JOINER = String.raw`(?:de|do|da|dos|das|del|la|le|les|am|an|im|upon|on|sur|en|aan|den|der|ter|op|bei)`;
const TOWN = String.raw`(?:St\.?\s|Ste?-)?${WORD}(?:[\s-](?:${JOINER}[\s-])?${WORD}){0,2}`;

/** "based in", "à", "em": the words before a town. "im", "von", "at" or a comma also come before common nouns ("im Zentrum"), so only a known town counts after those. */
const BEFORE_TOWN = String.raw`(?:based in|located in|in|à|a|en|em|te|from|aus|uit|near|bei|près de|pres de|cerca de|perto de|nahe|vlakbij|bij|covering|serving)`;
/** The prepositions after which a town may be written in lower case ("based in leeds"); "a", "en", "at" or a comma also come before a common noun that is a town somewhere ("run a mobile …", "…, bath and brush"). */
const LOWER_CASE_AFTER = /^(?:based in|located in|in|à|em|te|from|aus|uit|near|près de|pres de|cerca de|perto de|nahe|vlakbij)$/iu;
const BEFORE_KNOWN_TOWN = String.raw`(?:im|no|na|at|von|van|de|do|da|in der nähe von|nabij)`;

/** Aliases the country list does not hold; the rest is read with i18n-iso-countries in each plan language. */
const COUNTRY_ALIASES: Record<string, string> = {
  uk: 'GB', 'u.k.': 'GB', england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB', britain: 'GB', 'great britain': 'GB',
  schottland: 'GB', angleterre: 'GB', ecosse: 'GB', 'écosse': 'GB', escocia: 'GB', inglaterra: 'GB', engeland: 'GB', schotland: 'GB',
  usa: 'US', 'u.s.': 'US', 'u.s.a.': 'US', holland: 'NL', hollande: 'NL', holanda: 'NL', suiza: 'CH', 'suíça': 'CH', suica: 'CH',
};

/** "in English", "en français": a language, not a place. */
const LANGUAGE_NAMES = new Set([
  'english', 'german', 'french', 'spanish', 'dutch', 'portuguese', 'deutsch', 'englisch', 'franzosisch', 'spanisch', 'niederlandisch', 'portugiesisch',
  'francais', 'anglais', 'allemand', 'espagnol', 'neerlandais', 'portugais', 'espanol', 'ingles', 'aleman', 'frances', 'holandes', 'portugues',
  'nederlands', 'engels', 'duits', 'frans', 'spaans', 'portugees', 'alemao', 'espanhol', 'holandes',
]);

const POSTCODES: { pattern: RegExp; country: (language: PlanLanguage) => string | undefined }[] = [
  // "LS1 6AF", "SW1A 1AA"
  { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, country: () => 'GB' },
  // "1012 AB"
  { pattern: /^\d{4} ?[A-Z]{2}$/, country: () => 'NL' },
  // "1100-148"
  { pattern: /^\d{4}-\d{3}$/, country: () => 'PT' },
  // Five digits: Germany, France or Spain, told apart by the prompt's language.
  { pattern: /^\d{5}$/, country: (language) => ({ de: 'DE', fr: 'FR', es: 'ES' })[language as string] },
  // Four digits: Belgium for a Dutch prompt; Switzerland, Austria, Denmark… are too alike to tell.
  { pattern: /^\d{4}$/, country: (language) => (language === 'nl' ? 'BE' : undefined) },
];

interface PlaceFacts {
  street?: string;
  postcode?: string;
  place?: string;
  country?: string;
  /** Whether the prompt names the country itself, rather than a town or postcode of it. */
  stated: boolean;
}

/** Both cases of a word's first letter: "calle Feria 21" and "Calle Mayor 5", without the i flag (which would let \p{Lu} match lower case). */
function anyCase(words: string[]): string {
  return words.map((word) => `[${word.charAt(0).toLowerCase()}${word.charAt(0).toUpperCase()}]${word.slice(1)}`).join('|');
}

/** German and Dutch street words: suffixes of one word ("Hauptstraße", "Oudegracht") or words of their own ("Königsbrücker Straße", "Grote Markt", "Markt"). */
const STREET_SUFFIXES = ['straße', 'strasse', 'str.', 'gasse', 'weg', 'platz', 'allee', 'ring', 'damm', 'ufer', 'markt', 'steig', 'graben', 'chaussee', 'straat', 'laan', 'plein', 'gracht', 'kade', 'dijk', 'singel', 'steeg', 'pad', 'markt', 'dreef', 'wal', 'lei', 'vest', 'hof', 'weide', 'baan', 'steenweg', 'gässli', 'stieg', 'zeile'];
const SUFFIX = STREET_SUFFIXES.map((word) => word.replace('.', '\\.')).join('|');
const OWN_WORD = STREET_SUFFIXES.filter((word) => !['pad', 'wal', 'ring'].includes(word)).map((word) => word.charAt(0).toUpperCase() + word.slice(1).replace('.', '\\.')).join('|');
/** Small words inside street names: "Witte de Withstraat", "Unter den Linden", "Rua do Souto". */
const STREET_JOINER = String.raw`(?:de|der|den|des|van|von|am|an|im|zum|zur|het|op|'t)`;
const NUMBER_AFTER = String.raw`\s+\d{1,4}(?:\s?[a-zA-Z](?![\p{L}]))?`;

const STREETS: RegExp[] = [
  // "14 Kirkgate", "221b Baker Street"; the English order: number first.
  new RegExp(String.raw`(?<![\d\p{L}])\d{1,4}[a-zA-Z]?,?\s+(?:${WORD}\s+){0,3}(?:Street|St|Road|Rd|Lane|Ln|Avenue|Ave|Way|Place|Pl|Square|Sq|Row|Terrace|Drive|Dr|Close|Crescent|Court|Parade|Walk|Hill|Mews|Yard|Gardens|Green|Boulevard|Blvd|Gate|Market|Quay|Wharf|Broadway|Circus)\b\.?`, 'gu'),
  // "Hauptstraße 5", "Kerkstraat 12a", "Bahnhofstr. 3", "Witte de Withstraat 12".
  new RegExp(String.raw`(?<![\p{L}])(?:${WORD}\s(?:${STREET_JOINER}\s)?)?(?:${WORD}[\s-]?)?${WORD}(?:${SUFFIX})${NUMBER_AFTER}`, 'gu'),
  // "Königsbrücker Straße 45", "Grote Markt 3", "Markt 12".
  new RegExp(String.raw`(?<![\p{L}])(?:${WORD}\s){0,2}(?:${OWN_WORD})${NUMBER_AFTER}`, 'gu'),
  new RegExp(String.raw`(?<![\p{L}])(?:Am|An der|Auf der|Im|Zum|Zur)\s+${WORD}\s+\d{1,4}[a-z]?(?![\d\p{L}])`, 'gu'),
  // "12 rue des Lilas", "5bis, avenue Jean Jaurès".
  new RegExp(String.raw`(?<![\d\p{L}])\d{1,4}(?:\s?(?:bis|ter))?,?\s+(?:rue|avenue|av\.|boulevard|bd|place|chemin|allée|allee|impasse|quai|route|cours|promenade)\s+(?:[\p{L}'’-]+\s?){1,5}`, 'giu'),
  // "Calle Mayor 5", "calle Feria 21", "Rua Augusta, 27", "Avenida da Liberdade nº 10", "Carrer de Blai 3".
  new RegExp(String.raw`(?<![\p{L}])(?:${anyCase(['Calle', 'Avenida', 'Avda.', 'Plaza', 'Paseo', 'Carrer', 'Camino', 'Ronda', 'Travesía', 'Rua', 'Praça', 'Praca', 'Largo', 'Travessa', 'Estrada', 'Calçada', 'Calcada', 'Rambla']).replace(/\./g, '\\.?')}|C\/|Av\.)\s+(?:[\p{L}'’.-]+\s){0,5}?[\p{L}'’.-]+,?\s*(?:n\.?º\s*|nº\s*|no\.?\s*)?\d{1,4}[a-zA-Z]?(?![\d\p{L}])`, 'gu'),
];

function streetOf(prompt: string): { street: string; end: number } | undefined {
  const found = STREETS.flatMap((pattern) => [...prompt.matchAll(pattern)]).sort((a, b) => a.index - b.index)[0];
  if (!found) return undefined;
  // "12 rue des Lilas à Lyon": the French and Spanish patterns end at a place word or a comma.
  const text = found[0].replace(/\s+(?:à|a|en|em|in|et|and|y|e|und|en)\s.*$/iu, '').replace(/\s+\d{4,5}$/, '');
  const street = cleanPhrase(text, MAX_STREET);
  return street ? { street, end: found.index + text.length } : undefined;
}

/** "8400 Winterthur", "1012 AB Amsterdam", "1100-148 Lisboa"; or the British "Leeds LS1 6AF". */
function postcodeOf(prompt: string): { postcode: string; town?: string; british?: boolean } | undefined {
  const before = new RegExp(String.raw`(?:^|[,\n;:]\s*|\d[a-zA-Z]?\s+|,\s*)(\d{4}-\d{3}|\d{4}\s?[A-Z]{2}(?![\p{L}])|\d{4,5})\s+(${TOWN})`, 'gu');
  for (const match of prompt.matchAll(before)) {
    if (!looksLikeTown(match[2])) continue;
    return { postcode: match[1], town: match[2] };
  }
  const british = new RegExp(String.raw`(?:(${TOWN}),?\s+)?\b([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})\b`, 'gu').exec(prompt);
  if (british) return { postcode: british[2], british: true, ...(british[1] && looksLikeTown(british[1]) ? { town: british[1] } : {}) };
  return undefined;
}

/** Words that start town names and are English words too: "Bad Tölz", "Sankt Gallen", "San Remo". */
const TOWN_PREFIXES = new Set(['bad', 'sankt', 'st', 'st.', 'san', 'santa', 'santo', 'saint', 'sint', 'são']);

/** A word compromise knows as something else (a noun, an adjective, a first name) is no town, unless it is a town too. */
function looksLikeTown(candidate: string): boolean {
  if (LANGUAGE_NAMES.has(normalise(candidate))) return false;
  const lexicon = (nlp as unknown as { world(): { model: { one: { lexicon: Record<string, string | string[]> } } } }).world().model.one.lexicon;
  const words = candidate.toLowerCase().split(/[\s-]+/);
  if (countryOf(candidate)) return false;
  if (townCountry(candidate)) return true;
  return words.every((word) => {
    if (TOWN_PREFIXES.has(word)) return true;
    const tags = lexicon[word];
    if (tags === undefined) return true;
    return [tags].flat().some((tag) => ['City', 'Place', 'Region', 'Country', 'ProperNoun'].includes(tag));
  });
}

/** A country's ISO code from its name in any plan language ("Schweiz", "Pays-Bas", "UK"). */
function countryOf(text: string): string | undefined {
  const name = text.trim().replace(/\.$/, '');
  const alias = COUNTRY_ALIASES[name.toLowerCase()];
  if (alias) return alias;
  for (const language of ['en', 'de', 'fr', 'es', 'nl', 'pt']) {
    const code = countries.getAlpha2Code(name, language);
    if (code) return code;
  }
  return undefined;
}

/** A country named after "in", "aus", "en"… or at the end of an address ("…, 8400 Winterthur, Switzerland"). */
function statedCountry(prompt: string, language: PlanLanguage): string | undefined {
  const pattern = new RegExp(String.raw`(?:(?:^|\s)(?:in|im|in der|en|au|aux|à|em|no|na|from|aus|der|uit|de|da|do|van|across|throughout|all over)\s+(?:the\s+|der\s+|die\s+|le\s+|la\s+|el\s+|los\s+|les\s+|o\s+|os\s+|het\s+)?|[,(]\s*)(${WORD}(?:[\s-]${WORD}){0,2})`, 'gu');
  for (const match of prompt.matchAll(pattern)) {
    const words = match[1].split(/\s+/);
    for (let length = words.length; length > 0; length--) {
      const candidate = words.slice(0, length).join(' ');
      const code = countryOf(candidate);
      // "en Granada" is the Spanish town, not Grenada: a town of that name where the prompt's language is spoken wins.
      const town = code ? townCountry(candidate, language) : undefined;
      if (code && !(town && town.country !== code && speaks(town.country, language))) return code;
    }
  }
  return /(?<![\p{L}.])(?:UK|U\.K\.|USA|U\.S\.A?\.)(?![\p{L}])/u.test(prompt) ? (/U\.?K/.test(prompt) ? 'GB' : 'US') : undefined;
}

function townAfterPreposition(prompt: string, name: string | undefined, language: PlanLanguage | undefined): string | undefined {
  const strong = new RegExp(String.raw`(?:^|[\s,(])(${BEFORE_TOWN})\s+(${TOWN})`, 'gu');
  // Dutch "en" is "and": "appeltaart en Zwolse balletjes".
  const before = language === 'nl' ? /^(?!en$)/iu : /^/u;
  // The words after the preposition are looked at, not consumed: "de fisioterapia Movimento no Porto" still reaches "no Porto".
  const known = new RegExp(String.raw`(?:(?:^|[\s,(])(${BEFORE_TOWN}|${BEFORE_KNOWN_TOWN})|,)\s+(?=(${TOWN}|${LOWER_WORD}(?:\s${LOWER_WORD})?))`, 'giu');
  const inName = (candidate: string) => !!name && name.toLowerCase().includes(candidate.toLowerCase());
  // A town the gazetteer knows wins, in any case ("in leeds"); else a capitalised word that is nothing else.
  for (const match of prompt.matchAll(known)) {
    if (match[1] && !before.test(match[1])) continue;
    const words = match[2].trim().split(/\s+/);
    // "at Brighton station": the longest run of words the gazetteer knows.
    for (let length = words.length; length > 0; length--) {
      const candidate = words.slice(0, length).join(' ');
      if (townCountry(candidate) && !inName(candidate) && (/^\p{Lu}/u.test(candidate) || (!!match[1] && LOWER_CASE_AFTER.test(match[1]) && looksLikeTown(candidate)))) return titleCase(candidate);
    }
  }
  for (const match of prompt.matchAll(strong)) {
    if (!before.test(match[1])) continue;
    const candidate = match[2].trim();
    if (!inName(candidate) && looksLikeTown(candidate)) return candidate;
  }
  return undefined;
}

function titleCase(text: string): string {
  return text === text.toLowerCase() ? text.replace(/(^|[\s-])\p{L}/gu, (c) => c.toUpperCase()) : text;
}

/** "3 Quay Street, St Ives", "Grote Markt 3, Groningen": an address names its town after the street. */
function townAfterStreet(prompt: string): string | undefined {
  const street = streetOf(prompt);
  if (!street) return undefined;
  const match = new RegExp(String.raw`^\s*,\s*(${TOWN})(?=\s*(?:[,.;:)\n]|$))`, 'u').exec(prompt.slice(street.end));
  return match && looksLikeTown(match[1]) ? match[1] : undefined;
}

/** The town or city: the one after the postcode, else one after "in", "à", "aus"…, else the one after the street. */
export function extractTown(prompt: string, name: string | undefined, language?: PlanLanguage): string | undefined {
  const postcode = postcodeOf(prompt);
  // "12 Montpellier Parade, HG1 2TJ": the words before a British postcode may be the street's, and a town stated after "in" wins over them.
  const street = streetOf(prompt)?.street;
  const beforePostcode = postcode?.town && !(street && street.includes(postcode.town)) ? postcode.town : undefined;
  const town = (postcode && !postcode.british ? beforePostcode : undefined) ?? townAfterPreposition(prompt, name, language) ?? beforePostcode ?? townAfterStreet(prompt);
  return town ? cleanPhrase(town, MAX_PLACE) || undefined : undefined;
}

export function extractPlace(prompt: string, name: string | undefined, language: PlanLanguage): PlaceFacts {
  const street = streetOf(prompt);
  const postcode = postcodeOf(prompt);
  const place = extractTown(prompt, name, language);
  const stated = statedCountry(prompt, language);
  const country =
    stated ??
    (place ? townCountry(place, language)?.country : undefined) ??
    (postcode ? POSTCODES.find(({ pattern }) => pattern.test(postcode.postcode))?.country(language) : undefined);
  return {
    ...(street ? { street: street.street } : {}),
    ...(postcode ? { postcode: postcode.postcode } : {}),
    ...(place ? { place } : {}),
    ...(country ? { country } : {}),
    stated: !!stated,
  };
}
