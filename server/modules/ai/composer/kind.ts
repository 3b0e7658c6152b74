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
  /** What the prompt has between the previous token and this one: a space, an apostrophe, " & ". */
  gap: string;
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
  'in', 'im', 'at', 'near', 'outside', 'next', 'on', 'for', 'with', 'that', 'which', 'who', 'from', 'based', 'called', 'named', 'around', 'to', 'by', 'since', 'offering', 'selling', 'serving', 'helping', 'making', 'open', 'opening', 'where', 'covering', 'doing', 'specialising', 'specializing',
  'mit', 'fur', 'aus', 'bei', 'auf', 'an', 'am', 'von', 'zum', 'zur', 'der', 'die', 'das', 'und',
  'avec', 'pour', 'dans', 'sur', 'en', 'chez', 'qui', 'et', 'a', 'pres', 'proche', 'nahe', 'nabij', 'naast',
  'con', 'para', 'y', 'que', 'cerca',
  'met', 'voor', 'te', 'bij', 'en', 'aan', 'op', 'uit',
  'com', 'em', 'no', 'na', 'nos', 'nas', 'e', 'perto', 'ao',
  'and', 'or', 'plus', 'is', 'are', 'ist', 'est', 'es', 'e', 'is', 'has', 'hat', 'a',
]);

/** Words that only introduce the business: "we are a", "I run my", "voici notre". */
const INTRO = new Set([
  'we', 'i', 'our', 'my', 'a', 'an', 'the', 'am', 'are', 'is', 'run', 'own', 'have', 'this', 'new', 'for', 'of', 'me', 'us',
  // "owner of a bookshop", "Inhaberin von": the speaker's part in the business.
  'owner', 'founder', 'von', 'inhaber', 'inhaberin', 'proprietaire', 'gerant', 'gerante', 'dueno', 'duena', 'propietario', 'propietaria', 'dono', 'dona', 'eigenaar', 'van',
  // What was done to the business, after "we have", "on a", "hemos": "opened", "ouvert".
  'opened', 'started', 'launched', 'eroffnet', 'gegrundet', 'ouvert', 'cree', 'lance', 'monte', 'abierto', 'abrimos', 'aberto', 'abrimos', 'geopend', 'gestart',
  'wir', 'ich', 'sind', 'bin', 'unser', 'unsere', 'unseren', 'mein', 'meine', 'meinen', 'ein', 'eine', 'einen', 'der', 'die', 'das', 'fur', 'fuhre', 'fuhren', 'haben', 'habe',
  'nous', 'je', 'sommes', 'suis', 'notre', 'nos', 'mon', 'ma', 'un', 'une', 'le', 'la', 'les', 'l', 'pour', 'voici', 'c', 'est',
  'somos', 'soy', 'nuestro', 'nuestra', 'mi', 'una', 'el', 'los', 'las', 'tenemos', 'tengo',
  'wij', 'ik', 'zijn', 'ben', 'ons', 'onze', 'mijn', 'een', 'het', 'de', 'hebben', 'heb',
  'nos', 'eu', 'sou', 'nosso', 'nossa', 'meu', 'minha', 'um', 'uma', 'o', 'os', 'as', 'temos', 'tenho',
]);

const PRONOUNS = new Set(['we', 'i', 'wir', 'ich', 'nous', 'je', 'on', 'wij', 'ik', 'eu', 'nos']);
const BE = new Set(['am', 'are', 'sind', 'bin', 'sommes', 'suis', 'somos', 'soy', 'zijn', 'ben', 'sou']);

/** Modifiers that describe rather than name what a container holds: "a small shop" is still a shop. */
const DESCRIPTIVE = new Set([
  'small', 'little', 'tiny', 'cosy', 'cozy', 'local', 'new', 'independent', 'online', 'family', 'run', 'friendly', 'lovely', 'modern', 'private', 'boutique', 'quiet', 'big', 'own',
  'petit', 'petite', 'petits', 'petites', 'nouveau', 'nouvelle', 'familial', 'familiale', 'locale', 'independant', 'independante', 'moderne', 'charmant', 'charmante', 'grand', 'grande', 'rural', 'rurale', 'chic',
  'pequeno', 'pequena', 'nuevo', 'nueva', 'familiar', 'moderno', 'moderna', 'acogedor', 'acogedora', 'novo', 'nova', 'acolhedor', 'acolhedora',
  'klein', 'kleine', 'kleines', 'kleiner', 'neu', 'neue', 'neues', 'neuer', 'gemutlich', 'gemutliche', 'gemutliches', 'eigene', 'eigenes', 'eigener',
  'nieuw', 'nieuwe', 'gezellig', 'gezellige', 'registered', 'qualified', 'certified', 'experienced', 'professional', 'self', 'employed', 'freelance',
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

/**
 * `names` are what the prompt calls the business and its people (facts/name.ts, facts/people.ts): a
 * phrase that is one of them names no kind of business unless a kind's word is in it ("Dave's Plumbing").
 */
export function classifyKind(prompt: string, language: PlanLanguage, names: readonly (string | undefined)[] = []): KindReading {
  const tokens = tokenise(prompt);
  const matches = findMatches(tokens).filter((m) => !forCustomers(tokens, m.from >> 1));
  const within = (phrase: Phrase) => matches.filter((m) => m.from >= 2 * phrase.from && m.to <= 2 * phrase.to + 1);
  const known = names.filter((name): name is string => !!name).map(normalise);
  // Greetings, "I'm Priya" and the business's name come before what the business is: the first
  // phrase that names a kind decides, or the first that is none of those.
  let phrase: Phrase | undefined;
  for (const candidate of businessPhrases(tokens, language)) {
    if (within(candidate).length > 0 || !(candidate.person || isName(tokens, candidate, language, known))) {
      phrase = candidate;
      break;
    }
  }
  const inPhrase = phrase ? within(phrase) : [];
  // The business phrase decides when it names a kind; otherwise only a strong word outside a
  // "with …" clause may ("We fix watches, a repair workshop in York").
  const start = phrase?.clause ?? 0;
  const decided = inPhrase.length > 0
    ? resolve(inPhrase, tokens, language, phrase)
    : resolve(matches.filter((m) => m.from >> 1 >= start && !m.keyword.weak && firstClause(tokens, start, m.from >> 1) && !accessory(tokens, m.from >> 1)), tokens, language);
  const words = decided?.words ?? (phrase && !vague(tokens, phrase) ? text(tokens, phrase.from, phrase.to) : undefined);
  if (decided?.library) return { library: decided.library, words, known: true };
  return { library: words ? customLibrary(words, language) : GENERIC, words, known: false };
}

interface Phrase {
  from: number;
  to: number;
  /** Where the clause the phrase opens begins. */
  clause: number;
  /** A person introducing themself: "I'm Priya", "je m'appelle Claire". */
  person: boolean;
}

/** A phrase written as a name ("Kettle & Crumb", "The Salty Bean") or stated as one, rather than a kind of business. */
function isName(tokens: Token[], phrase: Phrase, language: PlanLanguage, names: string[]): boolean {
  const said = normalise(text(tokens, phrase.from, phrase.to));
  if (names.some((name) => name.includes(said) || said.includes(name))) return true;
  // German capitalises every noun, and a clause's first word is capitalised in every language.
  const capitalised = tokens.slice(phrase.from, phrase.to + 1).every((t) => /^\p{Lu}/u.test(t.raw) || LINKERS.has(t.norm));
  if (language === 'de' || !capitalised) return false;
  return phrase.from !== phrase.clause || phrase.to > phrase.from;
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
  let end = 0;
  return [...prompt.matchAll(/[\p{L}\p{N}]+|[.,;:!?()"“”„«»\n–—/]/gu)].map((m) => {
    const gap = prompt.slice(end, m.index);
    end = m.index + m[0].length;
    return { raw: m[0], gap, norm: normalise(m[0]), start: m.index, end };
  });
}

const isWord = (token: Token | undefined): token is Token => !!token && /[\p{L}\p{N}]/u.test(token.raw);

/** The tokens as the prompt writes them: "d'ostéopathie", "loose-leaf", "Kettle & Crumb"; runs of spaces as one. */
function text(tokens: Token[], from: number, to: number): string {
  return tokens.slice(from, to + 1).map((t, k) => (k === 0 ? '' : t.gap.trim() ? t.gap.replace(/\s+/g, ' ') : ' ') + t.raw).join('');
}

/**
 * The noun phrase opening each clause, in order, greetings left out: "Hi! We are a dog grooming salon
 * in Leicester" gives "dog grooming salon". A clause opens the prompt, follows a punctuation mark or
 * a conjunction before a pronoun ("I'm Priya and I run …") or a verb that says what a name is
 * ("Spokes & Sprockets is a bicycle repair workshop").
 */
function businessPhrases(tokens: Token[], language: PlanLanguage): Phrase[] {
  const phrases: Phrase[] = [];
  tokens.forEach((token, clause) => {
    const before = tokens[clause - 1];
    const opens = clause === 0 || !isWord(before) || (CONJUNCTIONS.has(before.norm) && INTRO.has(token.norm)) || COPULAS.has(before.norm);
    if (!opens || !isWord(token)) return;
    const phrase = businessPhrase(tokens, language, clause);
    if (phrase) phrases.push(phrase);
  });
  return phrases;
}

const COPULAS = new Set(['is', 'are', 'ist', 'sind', 'est', 'sont', 'es', 'son', 'zijn', 'e', 'sao']);
const CONJUNCTIONS = new Set(['and', 'und', 'et', 'y', 'e', 'en', 'but', 'aber', 'mais', 'pero', 'mas', 'maar', 'so', 'also', 'donc']);

function businessPhrase(tokens: Token[], language: PlanLanguage, clause: number): Phrase | undefined {
  let i = clause;
  // "Hi there", "Guten Tag", "Buenos días": a greeting opens the clause and says nothing of the business.
  if (GREETINGS.has(tokens[i].norm)) {
    i += 1;
    while (isWord(tokens[i]) && GREETING_TAILS.has(tokens[i].norm)) i += 1;
  }
  let person = false;
  const naming = (token: Token | undefined) => !!token && (NAMING.has(token.norm) || (language === 'en' && token.norm === 'im'));
  // French "on a ouvert une crêperie": "on" is "we".
  const pronounOn = (token: Token | undefined) => language === 'fr' && token?.norm === 'on';
  while (isWord(tokens[i]) && (INTRO.has(tokens[i].norm) || META.has(tokens[i].norm) || naming(tokens[i]) || pronounOn(tokens[i]))) {
    if (naming(tokens[i])) {
      // "my name is", "je m'appelle", "chamo-me": what follows is a person.
      person = true;
      i += NAMING_TAIL.has(tokens[i + 1]?.norm ?? '') ? 2 : 1;
      continue;
    }
    // "We fix watches", "Wir vermieten Ferienwohnungen": the verb after a pronoun is not the business.
    const pronoun = PRONOUNS.has(tokens[i].norm);
    i += 1;
    if (pronoun && isWord(tokens[i]) && !BE.has(tokens[i].norm) && !INTRO.has(tokens[i].norm) && !naming(tokens[i])) {
      if (SELF.has(tokens[i].norm)) person = true;
      i += 1;
    } else if (pronoun && language === 'en' && BE.has(tokens[i]?.norm ?? '') && /^\p{Lu}/u.test(tokens[i + 1]?.raw ?? '')) {
      // "I am Gaz": English capitalises a name after "I am", not a trade.
      person = true;
    }
  }
  // "a small family run tea room": how the owner sees it, not what it is.
  while (isWord(tokens[i]) && DESCRIPTIVE.has(tokens[i].norm) && isWord(tokens[i + 1]) && !PHRASE_STOPS.has(tokens[i + 1].norm)) i += 1;
  if (!isWord(tokens[i])) return undefined;
  const from = i;
  while (isWord(tokens[i]) && !PHRASE_STOPS.has(tokens[i].norm) && i - from < 5) {
    if (i > from && language === 'en' && /ing$/.test(tokens[i].norm) && !isWord(tokens[i + 1])) break;
    i += 1;
  }
  // Head-first languages carry the business on after "de": "atelier de réparation de vélos", but
  // not into a place: "cabinet d'ostéopathie à Nantes".
  const carries = (next: Token | undefined) => isWord(next) && !PHRASE_STOPS.has(next.norm) && next.raw[0] === next.raw[0].toLowerCase();
  while (HEAD_FIRST.has(language) && LINKERS.has(tokens[i]?.norm ?? '') && carries(tokens[i + 1]) && i - from < 6) i += 2;
  return i > from ? { from, to: i - 1, clause, person } : undefined;
}

/** Words that open a greeting, and those that may follow them ("good morning", "hi all"). */
const GREETINGS = new Set([
  'hi', 'hello', 'hey', 'hiya', 'heya', 'howdy', 'dear', 'good', 'greetings', 'yo',
  'hallo', 'moin', 'servus', 'gruezi', 'gruss', 'guten', 'liebe', 'lieber',
  'bonjour', 'bonsoir', 'salut', 'coucou', 'hola', 'buenas', 'buenos', 'ola', 'oi', 'bom', 'boa',
  'hoi', 'hee', 'dag', 'goedendag', 'goedemorgen', 'goedemiddag', 'goedenavond', 'beste',
]);
const GREETING_TAILS = new Set([
  'there', 'all', 'everyone', 'everybody', 'folks', 'morning', 'afternoon', 'evening', 'day', 'moin', 'tag', 'morgen', 'abend', 'zusammen',
  'a', 'tous', 'toutes', 'dias', 'tardes', 'noches', 'dia', 'tarde', 'noite', 'pessoal', 'allemaal',
]);

/** "name is", "je m'appelle", "ich heiße", "me llamo", "chamo-me", "ik heet": a person's name follows. */
const NAMING = new Set(['name', 'appelle', 'heisse', 'heiße', 'llamo', 'nombre', 'chamo', 'nome', 'naam', 'heet']);
const NAMING_TAIL = new Set(['is', 'ist', 'es', 'e', 'me']);
/** "I'm" after a pronoun: the speaker, about themself. */
const SELF = new Set(['m', 'im']);

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
  return [
    word, word.replace(/e?s$/, ''), ...DERIVED.map((ending) => word.replace(new RegExp(`${ending}$`), '')),
    word.replace(/[ae]s?$/, ''), word.replace(/as?$/, 'o'), word.replace(/(euse|rice)s?$/, 'eur'), word.replace(/(y|ie|ia|ist|iste|ista)$/, ''),
  ];
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
  if (body === part || body === `${part}s` || body === `${part}es`) return true;
  return part.length >= MIN_DERIVED_PART && (DERIVED.some((ending) => body === `${part}${ending}`) || otherForm(body, part));
}

/**
 * The same trade in another form: the woman who practises it ("avocat|e", "psicólog|a", "contador|a",
 * "illustra|trice") and the field ("osteopath|y", "ostéopath|ie", "acupunctur|ist").
 */
function otherForm(word: string, part: string): boolean {
  const stem = part.replace(/[oe]$/, '');
  return FEMININE.some((ending) => word === `${stem}${ending}` || word === `${stem}${ending}s`)
    || (part.endsWith('eur') && [`${part.slice(0, -3)}euse`, `${part.slice(0, -3)}rice`].includes(word))
    || FIELD.some((ending) => word === `${part}${ending}` || `${word}${ending}` === part);
}

const FEMININE = ['a', 'e'];
const FIELD = ['y', 'ie', 'ia', 'ist', 'iste', 'ista'];

/** A compound's last part that heads the first: "studio", "kurse", "lehrerin". */
function isHead(rest: string): boolean {
  const word = rest.replace(/^(s|n|en|e)(?=\p{L}{4})/u, '');
  return HEADS.has(rest) || HEADS.has(word) || SINGLE.some((k) => k.weak && (k.parts[0] === rest || k.parts[0] === word));
}

const HEADS = new Set([
  'studio', 'kurs', 'kurse', 'kursen', 'lehrer', 'lehrerin', 'les', 'lessen', 'leraar', 'lerares', 'docent', 'school', 'schule', 'zentrum', 'centrum', 'center', 'raum', 'haus', 'huis', 'praxis', 'laden', 'winkel', 'salon', 'werkstatt', 'club', 'klub', 'bar', 'teacher', 'class', 'classes', 'retreat', 'retreats',
  'betrieb', 'planung', 'planer', 'planerin', 'kanzlei', 'buro', 'bedrijf', 'zaak', 'praktijk',
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

/** Whether a token is in the clause from `start`, where a business named by coordination ("newborn and family photography") still is. */
function firstClause(tokens: Token[], start: number, index: number): boolean {
  return tokens.slice(start, index).every(isWord);
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
function resolve(matches: Match[], tokens: Token[], language: PlanLanguage, phrase?: Phrase): Decision | undefined {
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
    return { library: head.keyword.library, words: text(tokens, holder(tokens, phrase, from, language) ?? modifierStart(tokens, from, language), heldTo(tokens, phrase, to, language)) };
  }
  const head = chain[chain.length - 1];
  const named = namedModifier(tokens, chain[0], head, language);
  return named ? { words: named } : { library: head.keyword.library, words: text(tokens, from, to) };
}

/** Where the words naming the business begin: "wedding photographer", not just "photographer" nor "little tea room". */
function modifierStart(tokens: Token[], from: number, language: PlanLanguage): number {
  if (HEAD_FIRST.has(language)) return from;
  let start = from;
  const modifies = (token: Token | undefined) => isWord(token) && ![INTRO, PHRASE_STOPS, DESCRIPTIVE, GREETINGS].some((set) => set.has(token.norm));
  while (start > 0 && modifies(tokens[start - 1]) && from - start < 3) start -= 1;
  return start;
}

/** Where the business phrase's "de …" after a kind's word ends: "oficina de reparação de bicicletas". */
function heldTo(tokens: Token[], phrase: Phrase | undefined, to: number, language: PlanLanguage): number {
  if (!phrase || !HEAD_FIRST.has(language) || to < phrase.from) return to;
  let end = to;
  while (end + 2 <= phrase.to && LINKERS.has(tokens[end + 1].norm)) end += 2;
  return end;
}

/** The head a kind's word is joined to by "de" in the business phrase: "cabinet d'ostéopathie", "profesora de yoga". */
function holder(tokens: Token[], phrase: Phrase | undefined, from: number, language: PlanLanguage): number | undefined {
  if (!phrase || !HEAD_FIRST.has(language) || phrase.from >= from || from - phrase.from > 3 || from > phrase.to) return undefined;
  return LINKERS.has(tokens[from - 1].norm) ? phrase.from : undefined;
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
  if (language === 'nl') return undefined;
  // "um pet shop", "un concept store": a borrowed English compound names what the container holds.
  if (HEAD_FIRST.has(language)) return before.raw[0] === before.raw[0].toLowerCase() && !qualifies(tokens[at - 2]) ? text(tokens, at - 1, head.to >> 1) : undefined;
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
