// The kind of business a prompt describes, read from the head noun of its business phrase: "wedding
// photographer" is a photographer, "Fahrradwerkstatt" a repair workshop, "surf school" none of the
// library's kinds. A wrong kind fills a site with another trade's claims, so when the evidence is
// weak the answer is "unknown" and the site is built from the prompt's own words instead.
import { nlp } from '../../../lazy-packages.ts';
import type { PlanLanguage } from '../../../../common/ai/site-plan.ts';
import { customLibrary } from './library/custom.ts';
import { GENERIC, LIBRARIES } from './library/index.ts';
import { normalise } from './match.ts';
import type { KindLibrary } from './types.ts';

export interface KindReading {
  library: KindLibrary;
  /** The prompt's own noun phrase for the business, as written ("bicycle repair workshop"). */
  words?: string;
  /** False when no library kind fits and the library is built from `words`. */
  known: boolean;
}

interface Token {
  /** As written, for the words given back. */
  raw: string;
  norm: string;
  start: number;
  end: number;
}

interface Keyword {
  library: KindLibrary;
  parts: string[];
  /** A container word ("shop", "studio", "Schule") that names no trade unless what it holds does. */
  weak: boolean;
  /** A head that yields to a qualifier naming another kind: "massage therapist", "Steuer|kanzlei". */
  defers: boolean;
  /** The parts written as one word ("rock band" as "Rockband"), for keywords of several parts. */
  closed?: string;
}

/** Where a keyword was found, in slots: token i covers 2i (a compound's first part) and 2i+1 (its last). */
interface Match {
  keyword: Keyword;
  from: number;
  to: number;
}

/** Shortest closed form of a keyword of several parts that counts ("b&b" is not one). */
const MIN_CLOSED = 6;

/** Languages whose head noun comes first and whose modifiers follow with "de", "à", "para". */
const HEAD_FIRST = new Set<PlanLanguage>(['fr', 'es', 'pt']);

/** Words that join a head to what follows it: "salon de thé", "taller de bicicletas". */
const LINKERS = new Set(['de', 'd', 'du', 'des', 'da', 'do', 'das', 'dos', 'del', 'a', 'au', 'aux', 'para', 'pour', 'of', 'van', 'voor']);

/** What a site is, not what the business is: "website for", "Webseite für". */
const META = new Set([
  'website', 'site', 'web', 'webseite', 'homepage', 'page', 'landing', 'webpage', 'sitio', 'pagina', 'internetseite', 'webshop',
]);

/** Words that end the business phrase: prepositions, conjunctions of clauses, relative pronouns. */
const PHRASE_STOPS = new Set([
  'in', 'im', 'at', 'near', 'on', 'for', 'with', 'that', 'which', 'who', 'from', 'based', 'called', 'named', 'around', 'to', 'by', 'since', 'offering', 'selling', 'serving', 'helping', 'making', 'open', 'opening', 'where', 'covering', 'doing', 'specialising', 'specializing',
  'mit', 'fur', 'aus', 'bei', 'auf', 'an', 'am', 'von', 'zum', 'zur', 'der', 'die', 'das', 'und',
  'avec', 'pour', 'dans', 'sur', 'en', 'chez', 'qui', 'et', 'a',
  'con', 'para', 'y', 'que', 'cerca',
  'met', 'voor', 'te', 'bij', 'en', 'aan', 'op', 'uit',
  'com', 'em', 'no', 'na', 'nos', 'nas', 'e', 'perto', 'ao',
  'and', 'or', 'plus', 'is', 'are', 'ist', 'est', 'es', 'e', 'is', 'has', 'hat', 'a',
]);

/** Words that only introduce the business: "we are a", "I run my", "voici notre". */
const INTRO = new Set([
  'we', 'i', 'our', 'my', 'a', 'an', 'the', 'am', 'are', 'is', 'run', 'own', 'have', 'this', 'new', 'for', 'of', 'me', 'us',
  'wir', 'ich', 'sind', 'bin', 'unser', 'unsere', 'unseren', 'mein', 'meine', 'meinen', 'ein', 'eine', 'einen', 'der', 'die', 'das', 'fur', 'fuhre', 'fuhren', 'haben', 'habe',
  'nous', 'je', 'sommes', 'suis', 'notre', 'nos', 'mon', 'ma', 'un', 'une', 'le', 'la', 'les', 'l', 'pour', 'voici', 'c', 'est',
  'somos', 'soy', 'nuestro', 'nuestra', 'mi', 'una', 'el', 'los', 'las', 'tenemos', 'tengo',
  'wij', 'ik', 'zijn', 'ben', 'ons', 'onze', 'mijn', 'een', 'het', 'de', 'hebben', 'heb',
  'nos', 'eu', 'sou', 'nosso', 'nossa', 'meu', 'minha', 'um', 'o', 'os', 'as', 'temos', 'tenho',
]);

const PRONOUNS = new Set(['we', 'i', 'wir', 'ich', 'nous', 'je', 'wij', 'ik', 'eu', 'nos']);
const BE = new Set(['am', 'are', 'sind', 'bin', 'sommes', 'suis', 'somos', 'soy', 'zijn', 'ben', 'sou']);

/** Modifiers that describe rather than name what a container holds: "a small shop" is still a shop. */
const DESCRIPTIVE = new Set([
  'small', 'little', 'tiny', 'cosy', 'cozy', 'local', 'new', 'independent', 'online', 'family', 'run', 'friendly', 'lovely', 'modern', 'private', 'boutique', 'quiet', 'big', 'own',
  'petit', 'petite', 'petits', 'petites', 'nouveau', 'nouvelle', 'familial', 'familiale', 'locale', 'independant', 'independante', 'moderne', 'charmant', 'charmante', 'grand', 'grande', 'rural', 'rurale', 'chic',
  'pequeno', 'pequena', 'nuevo', 'nueva', 'familiar', 'moderno', 'moderna', 'acogedor', 'acogedora', 'novo', 'nova', 'acolhedor', 'acolhedora',
]);

const KEYWORDS: Keyword[] = LIBRARIES.flatMap((library) =>
  library.keywords.map((keyword) => {
    const parts = words(keyword.replace(/^[~^]/, ''));
    return { library, weak: keyword.startsWith('~'), defers: keyword.startsWith('^'), parts, ...(parts.length > 1 ? { closed: parts.join('') } : {}) };
  }),
);
/** Keywords of several parts by their closed form: German and Dutch write "Rockband", "Designstudio". */
const CLOSED = new Map(KEYWORDS.filter((k) => k.closed && k.closed.length >= MIN_CLOSED).map((k) => [k.closed!, k]));
const BY_FIRST_PART = new Map<string, Keyword[]>();
for (const keyword of KEYWORDS) BY_FIRST_PART.set(keyword.parts[0], [...(BY_FIRST_PART.get(keyword.parts[0]) ?? []), keyword]);
const SINGLE = KEYWORDS.filter((k) => k.parts.length === 1);

/** Shortest keyword that may end a compound ("Fahrrad|werkstatt"): shorter ones hide inside too many words. */
const MIN_COMPOUND_TAIL = { strong: 5, weak: 4 };
const MIN_COMPOUND_HEAD = 3;

export function classifyKind(prompt: string, language: PlanLanguage): KindReading {
  const tokens = tokenise(prompt);
  const phrase = businessPhrase(tokens, language);
  const matches = findMatches(tokens).filter((m) => !forCustomers(tokens, m.from >> 1));
  const inPhrase = phrase ? matches.filter((m) => m.from >= 2 * phrase.from && m.to <= 2 * phrase.to + 1) : [];
  // The business phrase decides when it names a kind; otherwise only a strong word outside a
  // "with …" clause may ("We fix watches, a repair workshop in York").
  const decided = inPhrase.length > 0
    ? resolve(inPhrase, tokens, language)
    : resolve(matches.filter((m) => !m.keyword.weak && firstClause(tokens, m.from >> 1) && !accessory(tokens, m.from >> 1)), tokens, language);
  const words = decided?.words ?? (phrase && !vague(tokens, phrase) ? text(tokens, phrase.from, phrase.to) : undefined);
  if (decided?.library) return { library: decided.library, words, known: true };
  return { library: words ? customLibrary(words, language) : GENERIC, words, known: false };
}

/** "something nice", "un truc": no business named. */
function vague(tokens: Token[], phrase: { from: number; to: number }): boolean {
  return VAGUE.has(tokens[phrase.from].norm);
}

const VAGUE = new Set(['something', 'anything', 'thing', 'stuff', 'etwas', 'was', 'quelque', 'chose', 'truc', 'algo', 'alguna', 'iets', 'wat', 'coisa']);

function words(text: string): string[] {
  return normalise(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function tokenise(prompt: string): Token[] {
  return [...prompt.matchAll(/[\p{L}\p{N}]+|[.,;:!?()"“”„«»\n–—/]/gu)].map((m) => ({
    raw: m[0],
    norm: normalise(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

const isWord = (token: Token | undefined): token is Token => !!token && /[\p{L}\p{N}]/u.test(token.raw);

function text(tokens: Token[], from: number, to: number): string {
  return tokens.length ? tokens.slice(from, to + 1).map((t) => t.raw).join(' ').replace(/ ?([&]) ?/g, ' $1 ') : '';
}

/** The first noun phrase that is not the site itself: "We are a dog grooming salon in Leicester" gives "dog grooming salon". */
function businessPhrase(tokens: Token[], language: PlanLanguage): { from: number; to: number } | undefined {
  let i = 0;
  const skip = () => {
    while (isWord(tokens[i]) && (INTRO.has(tokens[i].norm) || META.has(tokens[i].norm))) {
      // "We fix watches", "Wir vermieten Ferienwohnungen": the verb after a pronoun is not the business.
      const pronoun = PRONOUNS.has(tokens[i].norm);
      i += 1;
      if (pronoun && isWord(tokens[i]) && !BE.has(tokens[i].norm) && !INTRO.has(tokens[i].norm)) i += 1;
    }
  };
  skip();
  if (!isWord(tokens[i])) return undefined;
  const from = i;
  while (isWord(tokens[i]) && !PHRASE_STOPS.has(tokens[i].norm) && i - from < 5) {
    if (i > from && language === 'en' && /ing$/.test(tokens[i].norm) && !isWord(tokens[i + 1])) break;
    i += 1;
  }
  // Head-first languages carry the business on after "de": "atelier de réparation de vélos".
  while (HEAD_FIRST.has(language) && LINKERS.has(tokens[i]?.norm ?? '') && isWord(tokens[i + 1]) && !PHRASE_STOPS.has(tokens[i + 1].norm) && i - from < 6) i += 2;
  return i > from ? { from, to: i - 1 } : undefined;
}

function findMatches(tokens: Token[]): Match[] {
  const matches: Match[] = [];
  tokens.forEach((token, i) => {
    if (!isWord(token)) return;
    const closed = CLOSED.get(stem(token.norm, CLOSED));
    if (closed) {
      matches.push({ keyword: closed, from: 2 * i, to: 2 * i + 1 });
      return;
    }
    let whole = false;
    for (const keyword of BY_FIRST_PART.get(stem(token.norm, BY_FIRST_PART)) ?? []) {
      const n = keyword.parts.length;
      const ok = keyword.parts.every((part, k) => k === 0 || (tokens[i + k] && plural(tokens[i + k].norm, part)));
      if (ok) {
        matches.push({ keyword, from: 2 * i, to: 2 * (i + n - 1) + 1 });
        whole = true;
      }
    }
    if (whole) return;
    // A compound: "yoga|studio", "fahrrad|werkstatt", "hochzeits|fotograf".
    for (const keyword of SINGLE) {
      const part = keyword.parts[0];
      const tail = token.norm.length - part.length;
      if (tail < MIN_COMPOUND_HEAD) continue;
      if (token.norm.startsWith(part) && isHead(token.norm.slice(part.length))) matches.push({ keyword, from: 2 * i, to: 2 * i });
      if (part.length >= MIN_COMPOUND_TAIL[keyword.weak ? 'weak' : 'strong'] && plural(token.norm.slice(tail - 1), part, 1))
        matches.push({ keyword, from: 2 * i + 1, to: 2 * i + 1 });
    }
  });
  return matches.sort((a, b) => a.from - b.from || b.to - a.to);
}

/** The token as a key of `known`, allowing a plural or a derived form. */
function stem(word: string, known: ReadonlyMap<string, unknown>): string {
  return keywordsStartingAt(word).find((c) => known.has(c) && plural(word, c)) ?? word;
}

function keywordsStartingAt(word: string): string[] {
  return [word, word.replace(/e?s$/, ''), ...DERIVED.map((ending) => word.replace(new RegExp(`${ending}$`), ''))];
}

/**
 * German endings that keep the trade: a woman who practises it ("Steuerberater|in", "Fotograf|innen")
 * and the workshop it is practised in ("Tischler|ei"). Only on keywords long enough not to hide in
 * other words ("spa|in").
 */
const DERIVED = ['innen', 'in', 'ei'];
const MIN_DERIVED_PART = 5;

const derived = (word: string, part: string) => part.length >= MIN_DERIVED_PART && DERIVED.some((ending) => word.endsWith(`${part}${ending}`));

/** Whether a word is the keyword part, or its plural; `offset` skips the letters a compound joins on. */
function plural(word: string, part: string, offset = 0): boolean {
  const body = word.slice(offset);
  if (offset && !(body === part || body.endsWith(part) || body === `${part}s` || body === `${part}en` || body === `${part}n`)) {
    return [part, `${part}s`, `${part}en`, `${part}n`].some((form) => word.endsWith(form)) || derived(word, part);
  }
  return body === part || body === `${part}s` || body === `${part}es` || (part.length >= MIN_DERIVED_PART && DERIVED.some((ending) => body === `${part}${ending}`));
}

/** A compound's last part that heads the first: "studio", "kurse", "lehrerin". */
function isHead(rest: string): boolean {
  const word = rest.replace(/^(s|n|en|e)(?=\p{L}{4})/u, '');
  return HEADS.has(rest) || HEADS.has(word) || SINGLE.some((k) => k.weak && (k.parts[0] === rest || k.parts[0] === word));
}

const HEADS = new Set([
  'studio', 'kurs', 'kurse', 'kursen', 'lehrer', 'lehrerin', 'les', 'lessen', 'leraar', 'lerares', 'docent', 'school', 'schule', 'zentrum', 'centrum', 'center', 'raum', 'haus', 'huis', 'praxis', 'laden', 'winkel', 'salon', 'werkstatt', 'club', 'klub', 'bar', 'teacher', 'class', 'classes', 'retreat', 'retreats',
  'betrieb', 'planung', 'planer', 'planerin', 'kanzlei', 'buro',
]);

/**
 * "scaffolding hire for builders", "Software für Restaurants": whom the business serves, not what it
 * is. The business itself follows "for" after the site ("website for a bakery"), after a container
 * ("a studio for web design", "Praxis für Physiotherapie") and after an owner's word or a single
 * article ("hire for my bakery").
 */
function forCustomers(tokens: Token[], index: number): boolean {
  for (let i = index - 1; i > 0 && isWord(tokens[i]); i -= 1) {
    if (!FOR.has(tokens[i].norm)) continue;
    const before = tokens[i - 1];
    if (!isWord(before) || META.has(before.norm) || INTRO.has(before.norm) || container(before.norm)) return false;
    return i + 1 === index || !OWNED.has(tokens[i + 1].norm);
  }
  return false;
}

const container = (word: string) => HEADS.has(word) || SINGLE.some((k) => k.weak && plural(word, k.parts[0]));

const FOR = new Set(['for', 'fur', 'pour', 'para', 'voor']);
const OWNED = new Set([
  'my', 'our', 'a', 'an', 'his', 'her', 'their', 'mein', 'meine', 'meinen', 'unser', 'unsere', 'unseren', 'ein', 'eine', 'einen', 'sein', 'seine', 'ihr', 'ihre',
  'mon', 'ma', 'notre', 'un', 'une', 'son', 'sa', 'leur', 'mi', 'nuestro', 'nuestra', 'una', 'su', 'mijn', 'onze', 'een', 'zijn', 'haar', 'meu', 'minha', 'nosso', 'nossa', 'um', 'uma', 'seu', 'sua',
]);

/** "a garden centre with a café": what follows "with" is part of the place, not the business. */
function accessory(tokens: Token[], index: number): boolean {
  for (let i = index - 1; i >= 0 && !SENTENCE_END.has(tokens[i].raw); i -= 1) {
    if (ACCESSORY.has(tokens[i].norm)) return true;
  }
  return false;
}

const ACCESSORY = new Set(['with', 'including', 'plus', 'featuring', 'mit', 'samt', 'avec', 'con', 'met', 'com']);
const SENTENCE_END = new Set(['.', '!', '?', '\n']);

/** Whether a token is in the prompt's first clause, where a business named by coordination ("newborn and family photography") still is. */
function firstClause(tokens: Token[], index: number): boolean {
  return tokens.slice(0, index).every(isWord);
}

interface Decision {
  library?: KindLibrary;
  words: string;
}

/**
 * The first match and the matches joined to it make one name for the business. Its strong words
 * decide, the last one in English, German and Dutch ("wedding photographer"), the first in French,
 * Spanish and Portuguese ("photographe de mariage"). A container word alone decides only when what
 * it holds is described rather than named: "a small shop" is a shop, "a bike shop" is not.
 */
function resolve(matches: Match[], tokens: Token[], language: PlanLanguage): Decision | undefined {
  if (matches.length === 0) return undefined;
  const chain = [matches[0]];
  for (const next of matches.slice(1)) {
    const last = chain[chain.length - 1];
    if (next.from <= last.to) {
      // "coffee bar" holds "bar"; "yoga|studio" extends "yoga".
      if (next.to > last.to) chain.push(next);
      continue;
    }
    const gap = next.from - last.to;
    const linked = gap === 3 && LINKERS.has(tokens[(last.to + 1) >> 1]?.norm ?? '');
    if (gap !== 1 && !linked) break;
    chain.push(next);
  }
  const from = chain[0].from >> 1;
  const to = Math.max(...chain.map((m) => m.to)) >> 1;
  const strong = chain.filter((m) => !m.keyword.weak);
  const after = tokens[to + 1];
  // "sauna trailer", "coffee beans": an English noun after the kind's word is the business.
  if (language === 'en' && isWord(after) && !PHRASE_STOPS.has(after.norm) && !HEADS.has(after.norm) && !after.norm.endsWith('ing') && names(text(tokens, from, to + 1))) {
    return { words: text(tokens, modifierStart(tokens, from, language), to + 1) };
  }
  if (strong.length > 0) {
    const ordered = HEAD_FIRST.has(language) ? strong : [...strong].reverse();
    const head = ordered.find((m) => !m.keyword.defers) ?? ordered[0];
    return { library: head.keyword.library, words: text(tokens, modifierStart(tokens, from, language), to) };
  }
  const head = chain[chain.length - 1];
  const named = namedModifier(tokens, chain[0], head, language);
  return named ? { words: named } : { library: head.keyword.library, words: text(tokens, from, to) };
}

/** Where the words naming the business begin: "wedding photographer", not just "photographer". */
function modifierStart(tokens: Token[], from: number, language: PlanLanguage): number {
  if (HEAD_FIRST.has(language)) return from;
  let start = from;
  while (start > 0 && isWord(tokens[start - 1]) && !INTRO.has(tokens[start - 1].norm) && !PHRASE_STOPS.has(tokens[start - 1].norm) && from - start < 3) start -= 1;
  return start;
}

/**
 * The words of a business a container holds when they name something ("surf school", "Blumenladen",
 * "boutique de vélos"), or nothing when it holds only descriptions ("a cosy little shop").
 */
function namedModifier(tokens: Token[], first: Match, head: Match, language: PlanLanguage): string | undefined {
  const at = first.from >> 1;
  if (first.from % 2 === 1) return tokens[at].raw;
  const after = tokens[(head.to >> 1) + 1];
  if (LINKERS.has(after?.norm ?? '') && isWord(tokens[(head.to >> 1) + 2]) && HEAD_FIRST.has(language)) {
    const object = tokens[(head.to >> 1) + 2];
    if (!INTRO.has(object.norm) || isWord(tokens[(head.to >> 1) + 3])) return text(tokens, at, (head.to >> 1) + 2 + (INTRO.has(object.norm) ? 1 : 0));
  }
  // "gîte équestre", "escuela infantil": an adjective after the container names what it holds.
  if (HEAD_FIRST.has(language) && qualifies(after)) return text(tokens, at, (head.to >> 1) + 1);
  const before = tokens[at - 1];
  if (!isWord(before) || INTRO.has(before.norm) || PHRASE_STOPS.has(before.norm) || DESCRIPTIVE.has(before.norm)) return undefined;
  if (language === 'de' && before.raw[0] === before.raw[0].toLowerCase()) return undefined;
  if (language === 'nl' || HEAD_FIRST.has(language)) return undefined;
  if (language === 'en' && describes(text(tokens, at - 1, head.to >> 1))) return undefined;
  return text(tokens, modifierStart(tokens, at, language), head.to >> 1);
}

/** A word after a container that says what kind it is: not a stop, a name or a mere description. */
function qualifies(word: Token | undefined): boolean {
  if (!isWord(word) || word.raw[0] !== word.raw[0].toLowerCase()) return false;
  return ![PHRASE_STOPS, LINKERS, INTRO, DESCRIPTIVE].some((set) => set.has(word.norm));
}

/** Whether the last word of an English phrase is a common noun ("sauna trailer"), not a name or a verb. */
function names(phrase: string): boolean {
  const terms = nlp(phrase).terms().json() as { terms: { tags: string[] }[] }[];
  const tags = terms[terms.length - 1]?.terms[0]?.tags ?? [];
  return tags.includes('Noun') && !tags.includes('ProperNoun') && !tags.includes('Verb') && !tags.includes('Pronoun');
}

/** Whether the English word before a container is an adjective ("open studio"), not a noun ("tattoo studio"). */
function describes(phrase: string): boolean {
  const first = (nlp(phrase).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return first.includes('Adjective') && !first.includes('Noun');
}
