// The user's own words the plan keeps: the site's name, its place, its audience and what it sells.
// Each is cut out of the prompt, reduced to plain text and capped, or left out when unsure.
import nlp from 'compromise';
import { normalise } from './match.ts';
import { cleanPhrase } from './sanitize.ts';

const MAX_NAME = 60;
const MAX_PLACE = 60;
const MAX_PHRASE = 60;

/** Words that end a phrase taken after "called", "for", "selling"… */
const STOP = String.raw`(?:[,.;:!?()\n]|\s(?:in|im|with|for|that|which|who|near|at|on|from|offering|selling|serving|located|based|called|named|and (?:a|an|the|with|opening|online)|mit|für|und|avec|pour|dans|et|con|para|y|en|met|voor|com|em|no|na|à)\s)`;

const NAME_INTRODUCERS = String.raw`called|named|name is|genannt|namens|heißt|heisst|appelée?|nommée?|s'appelle|llamad[oa]|se llama|genaamd|heet|chamad[oa]|de nome`;

const LANGUAGE_NAMES = new Set([
  'english', 'german', 'french', 'spanish', 'dutch', 'portuguese', 'deutsch', 'englisch', 'franzosisch', 'spanisch',
  'francais', 'anglais', 'allemand', 'espagnol', 'espanol', 'ingles', 'aleman', 'frances', 'nederlands', 'engels', 'duits',
  'frans', 'spaans', 'portugues', 'ingles', 'alemao', 'espanhol',
]);

export function extractName(prompt: string): string | undefined {
  const quoted = /["“„«]([^"“”„«»\n]{1,80})["”“»]/.exec(prompt) ?? /(?:^|[\s(])'([^'\n]{2,60})'(?=[\s,.;:!?)]|$)/.exec(prompt);
  const introduced = new RegExp(`(?:^|\\s)(?:${NAME_INTRODUCERS})\\s+(.+?)(?=${STOP}|$)`, 'iu').exec(prompt);
  const subject = /^\s*([\p{Lu}\p{N}][^,.!?\n]{0,60}?)\s+(?:is|are|ist|est|es|é)\s+(?:a|an|the|ein|eine|un|une|una|een|um|uma)\s/u.exec(prompt);
  const organisation = nlp(prompt).organizations().out('array') as string[];
  const candidates = [quoted?.[1], introduced?.[1], subject?.[1], organisation[0]];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const name = cleanPhrase(candidate, MAX_NAME);
    if (name && /[\p{L}\p{N}]/u.test(name)) return name;
  }
  return undefined;
}

export function extractPlace(prompt: string, name: string | undefined): string | undefined {
  const capitalised = String.raw`\p{Lu}[\p{L}'’.-]*`;
  const joiner = String.raw`(?:de|do|da|del|la|le|am|an|upon|on|sur|aan|den)`;
  const preposition = new RegExp(
    String.raw`(?:^|\s)(?:[Ii]n|[Ii]m|à|[Aa]u|en|em|no|na|te|from|aus|near|bei|près de|cerca de|perto de)\s+(${capitalised}(?:\s+(?:${joiner}\s+)?${capitalised})*)`,
    'gu',
  );
  const candidates = [...prompt.matchAll(preposition)].map((m) => m[1]);
  candidates.push(...(nlp(prompt).places().out('array') as string[]));
  for (const candidate of candidates) {
    const place = cleanPhrase(candidate, MAX_PLACE);
    if (!place || LANGUAGE_NAMES.has(normalise(place))) continue;
    if (name && normalise(name).includes(normalise(place))) continue;
    return place === place.toLowerCase() ? place.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase()) : place;
  }
  return undefined;
}

const AUDIENCES = [
  'families', 'parents', 'kids', 'children', 'students', 'tourists', 'travellers', 'travelers', 'seniors', 'professionals',
  'freelancers', 'businesses', 'companies', 'startups', 'start-ups', 'teams', 'couples', 'women', 'men', 'dogs', 'pets',
  'locals', 'beginners', 'athletes', 'runners', 'artists', 'creators', 'developers', 'homeowners', 'landlords', 'patients',
  'expats', 'teenagers', 'adults', 'retailers', 'restaurants', 'clients', 'owners',
  'familien', 'eltern', 'kinder', 'studenten', 'touristen', 'senioren', 'unternehmen', 'selbststandige',
  'familles', 'parents', 'enfants', 'etudiants', 'touristes', 'entreprises', 'independants',
  'familias', 'padres', 'ninos', 'estudiantes', 'turistas', 'empresas', 'autonomos',
  'gezinnen', 'ouders', 'kinderen', 'studenten', 'toeristen', 'bedrijven', 'zzp ers',
  'pais', 'criancas', 'estudantes', 'empresas',
];

/** "for busy parents", "für Familien": kept only up to a word for people, and only when there is one. */
export function extractAudience(prompt: string): string | undefined {
  const pattern = new RegExp(`(?:^|\\s)(?:for|für|pour|para|voor)\\s+(.+?)(?=${STOP}|$)`, 'giu');
  for (const match of prompt.matchAll(pattern)) {
    const words = match[1].split(/\s+/).slice(0, 4);
    const last = words.map((word) => normalise(word)).findLastIndex((word) => AUDIENCES.includes(word));
    if (last < 0 || ARTICLES.includes(normalise(words[0]))) continue;
    return cleanPhrase(words.slice(0, last + 1).join(' '), MAX_PHRASE);
  }
  return undefined;
}

/** "for a …", "for my …": a purpose or a person, not an audience. */
const ARTICLES = ['my', 'a', 'an', 'the', 'our', 'mein', 'meine', 'ein', 'eine', 'un', 'une', 'mon', 'ma', 'notre', 'mi', 'una', 'een', 'mijn', 'onze', 'um', 'uma', 'o', 'meu', 'minha'];

/** "selling handmade ceramics", "specialising in sourdough": what the prompt says is on offer. */
export function extractOffering(prompt: string): string | undefined {
  const verbs = String.raw`selling|sells|sell|serving|serves|offering|offers|specialising in|specializing in|specialised in|specialized in|known for|making|makes|verkauft|bietet|vend|propose|vende|ofrece|verkoopt|biedt|oferece`;
  const match = new RegExp(`(?:^|\\s)(?:${verbs})\\s+(.+?)(?=${STOP}|\\s(?:and|und|et|y|en|e)\\s|$)`, 'iu').exec(prompt);
  if (!match) return undefined;
  const offering = cleanPhrase(match[1], MAX_PHRASE);
  return offering.length >= 3 ? offering : undefined;
}
