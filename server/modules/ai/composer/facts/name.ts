// The business's name exactly as the prompt writes it: "Dave's Plumbing & Heating", "Chez Lulu",
// "Bäckerei Müller & Söhne". Found in quotes, after "called"/"heißt"/"s'appelle"…, as the subject
// of "… is a …", after "website for", after a kind word ("the Salty Dog pub", "Estudio de tatuajes
// Tinta Negra", "notre garage Auto Plus"), or as compromise's organisation; a name runs over
// capitalised words and the small words between them ("&", "+", "and", "de", "'s") and stops at
// the first other lower-case word. Capitalised words that are something else (days, months,
// languages, towns, countries, people, roles) are no name.
import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import { nlp } from '../../../../lazy-packages.ts';
import { cleanPhrase } from '../sanitize.ts';
import { dayOf, plain } from './days.ts';
import { townCountry } from './gazetteer.ts';
import { pricesIn } from './money.ts';
import { firstName, isRole, personWord, titled, titleOnly } from './people.ts';

const MAX_NAME = 60;

const NAME_INTRODUCERS = String.raw`called|named|name is|known as|genannt|namens|heißt|heisst|appelée?|nommée?|s'appelle|s’appelle|llamad[oa]|se llama|genaamd|heet|chamad[oa]|de nome|se chama`;
/** A word of a name: capitalised, a number, or all capitals ("B&B", "3D", "KITCHEN"). */
const NAME_WORD = String.raw`(?:[\p{Lu}\p{N}][\p{L}\p{N}'’-]*(?:\.[\p{L}\p{N}]+)*|[dl]['’]\p{Lu}[\p{L}'’-]*|\p{Ll}+[\p{Lu}][\p{L}]*)`;
const NAME_JOINER = String.raw`(?:&|\+|and|und|et|y|e|of|the|de|du|des|da|do|del|la|le|les|el|van|von|der|den|het|am|an|im|zum|zur|aux|&amp;)`;
const CAPITALISED_NAME = String.raw`${NAME_WORD}(?:\s+(?:${NAME_JOINER}\s+)*${NAME_WORD})*`;
const COPULA = String.raw`(?:is|are|was|ist|sind|est|sont|es|son|está|is|zijn|é|são)`;
const ARTICLE = String.raw`(?:a|an|the|our|my|ein|eine|einen|unser|unsere|mein|meine|un|une|notre|mon|ma|una|uno|el|la|nuestro|nuestra|mi|een|de|het|onze|mijn|um|uma|o|a|o nosso|a nossa|nosso|nossa)`;
const SITE_FOR = String.raw`(?:website|site|web ?site|page|homepage|landing page|webseite|internetseite|homepage|site web|site internet|página web|sitio web|página|sitio|web|website|pagina|site|página|sítio)\s+(?:for|für|pour|para|voor)`;

/** Words that open a prompt but are no name: "Website for…", "Create a…". */
const NOT_A_NAME = /^(?:a|an|the|my|our|we|i|i['’]m|we['’]re|i['’]ve|let['’]s|website|site|page|create|make|build|need|want|please|this|it|there|here|ein|eine|wir|ich|mein|unser|bitte|erstelle|un|une|nous|je|mon|notre|site|crée|créer|una|un|somos|soy|mi|nuestro|crea|een|wij|we|ik|mijn|onze|maak|um|uma|somos|sou|meu|nosso|cria|criar)$/iu;

/**
 * How owners open a message: "Hello there,", "Guten Tag!", "Bonsoir", "Buenas", "Goedendag", "Oi".
 * The words after one are where the prompt starts; the greeting itself is never a name.
 */
const GREETING = String.raw`(?:hello|hallo|hi|hiya|hey|heya|howdy|greetings|good (?:morning|afternoon|evening|day)|morning|moin(?: moin)?|servus|grüß gott|grüss gott|grüezi|guten (?:morgen|tag|abend)|tag|bonjour|bonsoir|salut|coucou|hola|buenas(?: tardes| noches)?|buenos días|buenos dias|buen día|goedendag|goedemorgen|goedemiddag|goedenavond|hoi|hallo|dag|olá|ola|oi|bom dia|boa tarde|boa noite|ciao)(?:\s+(?:there|all|everyone|folks|zusammen|allerseits|à tous|à toutes|tout le monde|a todos|a todas|allemaal|iedereen|pessoal|gente))?`;
const OPENING_GREETING = new RegExp(`^\\s*${GREETING}(?:\\s*[,!.:;…–—-]+|(?=\\s+(?:i|we|ich|wir|je|nous|yo|soy|somos|ik|wij|we|eu|sou|my|our|mein|unser|mon|notre|mi|nuestr[oa]|mijn|onze|meu|minha|nosso|nossa|me|mij)\\b))\\s*`, 'iu');
const ONLY_GREETING = new RegExp(`^${GREETING}$`, 'iu');

/** The prompt with its opening greeting blanked out (same length, so positions still hold). */
function withoutGreeting(prompt: string): string {
  const match = OPENING_GREETING.exec(prompt);
  return match ? ' '.repeat(match[0].length) + prompt.slice(match[0].length) : prompt;
}

/** The prompt with its prices blanked out (same length): "a partir de R$ 50" names no business "R". */
function withoutPrices(prompt: string): string {
  return pricesIn(prompt, undefined).reduce((text, price) => text.slice(0, price.index) + ' '.repeat(price.end - price.index) + text.slice(price.end), prompt);
}

/** A person is no business: "Maître Sophie Laurent", "la Dra. Carmen Ruiz", or the title alone. */
function speaksOfPerson(name: string): boolean {
  return titled(name) || titled(name.replace(/^\p{L}+\s+/u, '')) || titleOnly(name);
}

function clean(candidate: string | undefined): string | undefined {
  if (!candidate || ONLY_GREETING.test(candidate.trim()) || speaksOfPerson(candidate.trim())) return undefined;
  const name = cleanPhrase(candidate, MAX_NAME);
  return /[\p{L}\p{N}]/u.test(name) ? name : undefined;
}

/** A name taken from the start of a phrase: its capitalised words and their joiners. */
function capitalisedRun(text: string): string | undefined {
  const match = new RegExp(`^${CAPITALISED_NAME}`, 'u').exec(text.trim());
  if (!match) return undefined;
  // "Dave's Plumbing & Heating and" → a trailing joiner is no part of the name.
  return match[0].replace(new RegExp(`(?:\\s+${NAME_JOINER})+$`, 'u'), '');
}

function quoted(prompt: string): string | undefined {
  return (/["“„«»]([^"“”„«»\n]{1,80})["”“»«]/.exec(prompt) ?? /(?:^|[\s(])[‘'‚]([^'‘’\n]{2,60})['’‘](?=[\s,.;:!?)]|$)/.exec(prompt))?.[1];
}

/** "My name is Tom", "ich heiße Jens", "ik heet Sanne": the speaker, not the business. */
const SPEAKER = /(?:^|[\s.,!;:])(?:my|ich|ik)\s+$/iu;

function introduced(prompt: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)(?:${NAME_INTRODUCERS})\\s*:?\\s+(.{1,80})`, 'iu').exec(prompt);
  if (!match || SPEAKER.test(prompt.slice(0, match.index + 1))) return undefined;
  const run = capitalisedRun(match[1]);
  if (run) return run;
  // An all lower-case name ("called the daily grind") runs to the end of the clause.
  return /^\p{Ll}/u.test(match[1]) ? match[1].split(/[,.;:!?()\n]|\s(?:in|im|à|en|em|te|with|mit|avec|con|met|com|for|für|pour|para|voor|and|und|et|y|e|en|is|ist|est|es|é)\s/u)[0] : undefined;
}

/** "Dave's Plumbing & Heating is a family-run…", "Chez Lulu, salon de coiffure à Lyon", "Bäckerei Müller – seit 1902". */
function subject(prompt: string): string | undefined {
  const run = capitalisedRun(prompt);
  if (!run) return undefined;
  const words = run.split(/\s+/);
  // "The Salty Dog" keeps its article; "Das Weingut Sonnhof" is German grammar, not the name.
  if (/^(?:der|die|das)$/i.test(words[0]) && words.length > 2) return subject(prompt.trim().slice(words[0].length));
  if (NOT_A_NAME.test(words[0]) && !(/^(?:the|a)$/i.test(words[0]) && words.length > 1)) return undefined;
  const rest = prompt.trim().slice(run.length);
  const copula = new RegExp(`^\\s+${COPULA}\\s+${ARTICLE}?\\s*\\S`, 'iu').test(rest);
  const apposition = new RegExp(`^\\s*(?:[,:–—-]|\\s[-–—])\\s*(?:${ARTICLE}\\s)?\\p{Ll}`, 'u').test(rest);
  // "Metzgerei Huber in Rosenheim", "Brasserie Het Anker, Kerkstraat 8": two capitalised words or more opening the prompt.
  const located = words.length > 1 && new RegExp(`^(?:\\s*[,(–—]|\\s+(?:in|en|à|em|te|aus|uit|near|bei|at|im|op|no|na)\\s)`, 'u').test(rest);
  return copula || apposition || located ? run : undefined;
}

/** Both cases of a word's first letter, so a word matches at a sentence's start without the i flag (which would let \p{Lu} match lower case). */
function anyCase(words: string[]): string {
  return words.map((word) => `[${word.charAt(0).toLowerCase()}${word.charAt(0).toUpperCase()}]${word.slice(1)}`).join('|');
}

/** Before a name in mid-sentence: "the", "notre", "unsere"… and "I run", "ich betreibe". */
const DEFINITE = anyCase(['the', 'our', 'my', 'la', 'le', 'les', 'el', 'los', 'las', 'notre', 'mon', 'ma', 'nuestra', 'nuestro', 'mi', 'onze', 'ons', 'mijn', 'het', 'de', 'nossa', 'nosso', 'minha', 'meu', 'unsere', 'unser', 'unseren', 'unserer', 'meine', 'meinen', 'mein', 'meiner', 'das', 'die', 'der', 'den', 'dem']);
/** "a", "eine", "um": before a kind word only ("una librería Páginas Vivas"), never before the name itself. */
const INDEFINITE = anyCase(['a', 'an', 'un', 'une', 'una', 'uno', 'ein', 'eine', 'einen', 'een', 'um', 'uma', 'o']);
const OWNS = anyCase(['i run', 'we run', 'i own', 'we own', 'i manage', 'ich betreibe', 'wir betreiben', 'ich führe', 'wir führen', 'je tiens', 'je gère', 'nous tenons', 'llevo', 'regento', 'tenemos', 'ik run', 'wij runnen', 'ik heb', 'tenho', 'temos', 'gerimos']);
const KIND_WORD = String.raw`\p{Ll}[\p{L}'’-]*`;
const KIND_JOINER = String.raw`(?:de|of|du|des|da|do|das|dos|del|di|van|d')`;
const KIND_PHRASE = String.raw`${KIND_WORD}(?:\s+(?:${KIND_JOINER}\s+)?${KIND_WORD}){0,3}`;
/** Small words that end a kind phrase: "shop in the Old Town", "owner is Tom", "tuning by Tom". */
const NOT_KIND = new Set(['in', 'im', 'at', 'by', 'with', 'for', 'from', 'to', 'on', 'and', 'or', 'is', 'are', 'was', 'near', 'called', 'named', 'mit', 'für', 'fur', 'von', 'bei', 'und', 'oder', 'ist', 'sind', 'nahe', 'avec', 'pour', 'à', 'a', 'en', 'et', 'ou', 'est', 'sont', 'par', 'chez', 'con', 'para', 'y', 'es', 'son', 'por', 'em', 'com', 'e', 'é', 'são', 'no', 'na', 'met', 'voor', 'bij', 'op', 'te', 'aan', 'zijn', 'door', 'heet', 'genaamd', 'que', 'qui', 'die', 'das', 'der', 'the', 'le', 'la', 'el', 'het', 'o', 'um', 'uma', 'un', 'une', 'una', 'een']);
/** Where an opening kind phrase and its name end: "Studio photo Lumière à Bruxelles", "Clínica dental Sonrisa, Madrid". */
const NAME_END = String.raw`(?=\s*(?:[,.;:!?()–—]|\s-\s|$)|\s+(?:in|en|à|a|em|te|at|aus|im|op|no|na|near|bei|is|ist|est|es|é|está|are|zijn|sind|son|são)\s)`;
const MONTHS = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'januar', 'februar', 'marz', 'mai', 'juni', 'juli', 'oktober', 'dezember', 'janvier', 'fevrier', 'mars', 'avril', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre', 'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre', 'januari', 'februari', 'maart', 'mei', 'augustus', 'janeiro', 'fevereiro', 'marco', 'maio', 'junho', 'julho', 'setembro', 'outubro', 'novembro', 'dezembro']);
const LANGUAGES = new Set(['english', 'german', 'french', 'spanish', 'dutch', 'portuguese', 'italian', 'deutsch', 'englisch', 'francais', 'anglais', 'espanol', 'ingles', 'nederlands', 'engels', 'portugues', 'italiano']);

/** A capitalised run that is something else: a day, a month, a language, a town, a role, or a person where `person` says one may stand there. */
function otherThanName(run: string, person: boolean): boolean {
  const words = run.split(/\s+/);
  if (words.every((word) => dayOf(plain(word)) !== null || MONTHS.has(plain(word)) || LANGUAGES.has(plain(word)))) return true;
  if ((words.length === 1 && NOT_A_NAME.test(words[0])) || ONLY_GREETING.test(run) || speaksOfPerson(run)) return true;
  if (nlp(run).has('#Demonym')) return true;
  return townCountry(run) !== undefined || (person && firstName(run)) || isRole(words[0]);
}

/** The name after a kind phrase in mid-sentence: "the Salty Dog pub", "la crêperie Ty Breizh", "meinen Blumenladen Wildwuchs". */
function afterKind(prompt: string, language: PlanLanguage | undefined): string | undefined {
  const pattern = new RegExp(String.raw`(?<![\p{L}'’])(?:(${OWNS})(?:\s+(?:${DEFINITE}|${INDEFINITE}))?|(${DEFINITE})|(${INDEFINITE}))\s+(?:(${KIND_PHRASE})\s+)?(${CAPITALISED_NAME})`, 'gu');
  for (let match = pattern.exec(prompt); match; pattern.lastIndex = match.index + 1, match = pattern.exec(prompt)) {
    const [, owns, definite, indefinite, kind, found] = match;
    const run = capitalisedRun(found);
    // "Sanne de Vries", "Ciudad de México": an article inside a proper name, not before one.
    const particle = !kind && /^(?:de|der|den|van|la|le|el|het|das|die|del)$/.test(definite ?? '') && /\p{Lu}[\p{L}'’-]*\s+(?:(?:de|van|von|da|do|del|della|di)\s+)?$/u.test(prompt.slice(0, match.index));
    if (!run || !/^\p{L}/u.test(run) || particle) continue;
    const kindWords = kind ? kind.split(/\s+/) : [];
    if (kindWords.some((word) => NOT_KIND.has(word.toLowerCase()) && !new RegExp(`^${KIND_JOINER}$`).test(word)) || kindWords.some(isRole)) continue;
    // An indefinite article comes before a kind word, never before the name itself.
    if (indefinite && !kind) continue;
    // "in the Black Forest": a place, not a business.
    const before = prompt.slice(0, match.index).match(/(\p{L}+)\s*$/u)?.[1]?.toLowerCase();
    if (definite && !kind && !owns && before && ['in', 'im', 'near', 'from', 'across', 'around', 'of', 'to', 'en', 'dans', 'em', 'no', 'na', 'aus', 'von', 'bei', 'van', 'uit'].includes(before)) continue;
    // German writes every noun capitalised: "eine kleine Praxis" is no name, "meinen Blumenladen Wildwuchs" is.
    if (language === 'de' && !run.includes(' ')) continue;
    // "my partner Chloe Turner" is a person; "la crêperie Ty Breizh" is a business.
    if (otherThanName(run, !kind || kindWords.some(personWord))) continue;
    return run;
  }
  return undefined;
}

/** An opening kind phrase and the name it introduces: "Studio photo Lumière à Bruxelles", "Atelier de réparation de vélos Roue Libre". */
function openingKind(prompt: string): string | undefined {
  const match = new RegExp(String.raw`^(${NAME_WORD})((?:\s+(?:${KIND_JOINER}\s+)?${KIND_WORD}){1,4})\s+(${CAPITALISED_NAME})${NAME_END}`, 'u').exec(prompt.trim());
  if (!match) return undefined;
  const [, first, kind, found] = match;
  const run = capitalisedRun(found);
  const kindWords = kind.trim().split(/\s+/);
  if (!run || !/^\p{L}/u.test(run) || NOT_A_NAME.test(first) || new RegExp(`^(?:${DEFINITE}|${INDEFINITE})$`, 'u').test(first) || isRole(first) || firstName(first)) return undefined;
  if (kindWords.some((word) => NOT_KIND.has(word.toLowerCase()) && !new RegExp(`^${KIND_JOINER}$`).test(word))) return undefined;
  if (otherThanName(run, true)) return undefined;
  // A short kind phrase is part of the name ("Studio photo Lumière", "Clínica dental Sonrisa"); a long one only describes it.
  const content = [first, ...kindWords.filter((word) => !new RegExp(`^${KIND_JOINER}$`).test(word))];
  return content.length <= 2 ? `${first}${kind} ${run}` : run;
}

function siteFor(prompt: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${SITE_FOR}\\s+(?:the\\s+|die\\s+|der\\s+|das\\s+|la\\s+|le\\s+|el\\s+|de\\s+|het\\s+|o\\s+|a\\s+)?(.{1,80})`, 'iu').exec(prompt);
  if (!match) return undefined;
  const run = capitalisedRun(match[1]);
  // "website for my bakery" names a kind, not a business.
  return run && !NOT_A_NAME.test(run.split(/\s+/)[0]) ? run : undefined;
}

/** "ik heb een yogastudio in Gent: Studio Adem", "tenho uma pastelaria em Coimbra, a Doce Sé": the name after the kind and its town. */
function afterOwnedPlace(prompt: string): string | undefined {
  const pattern = new RegExp(String.raw`(?<![\p{L}])(?:${OWNS})\s+(?:${DEFINITE}|${INDEFINITE})\s+${KIND_PHRASE}\s+(?:in|en|à|em|te|aus|uit|near|bei|no|na)\s+${CAPITALISED_NAME}\s*[:,–—]\s*(?:(?:${DEFINITE}|a|o)\s+)?(${CAPITALISED_NAME})${NAME_END}`, 'u');
  const match = pattern.exec(prompt);
  const run = match ? capitalisedRun(match[1]) : undefined;
  return run && !otherThanName(run, true) ? run : undefined;
}

/** "we are Dave's Plumbing", "wir sind die Bäckerei Müller", "somos Café Lua". */
function weAre(prompt: string): string | undefined {
  const match = /(?:^|[\s.!])(?:we are|we're|wir sind|nous sommes|on est|somos|wij zijn|we zijn)\s+(?:the\s+|die\s+|der\s+|das\s+|la\s+|le\s+|les\s+|el\s+|los\s+|de\s+|het\s+|o\s+|a\s+)?(.{1,80})/iu.exec(prompt);
  return match ? capitalisedRun(match[1]) : undefined;
}

/** `language` is the prompt's, as far as it is known before the name is: German needs a stricter reading. */
export function extractName(prompt: string, language?: PlanLanguage): string | undefined {
  // compromise takes "Amélie Dupont" or "Tom Hargreaves" for an organisation too.
  const text = withoutPrices(withoutGreeting(prompt));
  // compromise also knows company names written in lower case ("check-ups" holds "ups"): a name
  // the user wrote starts with a capital. A bare acronym ("NHS and private check-ups") names an institution the business
  // deals with far more often than the business itself, which a prompt introduces some other way.
  const organisation = (nlp(text).organizations().out('array') as string[]).find((candidate) => /^\p{Lu}/u.test(candidate.trim()) && !firstName(candidate) && !/^\p{Lu}{2,5}$/u.test(candidate.trim()));
  const candidates = [quoted(text), introduced(text), subject(text), siteFor(text), weAre(text), openingKind(text), afterOwnedPlace(text), afterKind(text, language), organisation];
  for (const candidate of candidates) {
    const name = clean(candidate);
    if (name) return name;
  }
  return undefined;
}
