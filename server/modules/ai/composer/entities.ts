// The user's own words the plan keeps besides the stated facts (facts/): its audience and what it
// sells. Each is cut out of the prompt, reduced to plain text and capped, or left out when unsure.
import { normalise } from './match.ts';
import { cleanPhrase } from './sanitize.ts';

const MAX_PHRASE = 60;

/** Words that end a phrase taken after "called", "for", "selling"… */
const STOP = String.raw`(?:[,.;:!?()\n]|\s(?:in|im|with|for|that|which|who|near|at|on|from|offering|selling|serving|located|based|called|named|and (?:a|an|the|with|opening|online)|mit|für|und|avec|pour|dans|et|con|para|y|en|met|voor|com|em|no|na|à)\s)`;

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
