// What the business sells, in the user's words, each with the price stated beside it: lists after
// "we do", "services:", "wir bieten", "nous proposons"…, bullet lists, and priced items anywhere
// ("haircut £25, beard trim £15", "Massage 60 min – 75 CHF").
import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import { cleanPhrase } from '../sanitize.ts';
import { daysOf } from './days.ts';
import { pricesIn, type PriceMatch } from './money.ts';
import type { StatedOffer } from './types.ts';

const MAX_TITLE = 80;
const MAX_WORDS = 8;
const MAX_OFFERS = 24;

const INTRODUCERS = [
  // en
  String.raw`we do`, String.raw`we offer`, String.raw`we also offer`, String.raw`offering`, String.raw`offers`, String.raw`we sell`, String.raw`selling`, String.raw`we make`, String.raw`making`,
  String.raw`we serve`, String.raw`serving`, String.raw`we bake`, String.raw`we brew`, String.raw`we cook`, String.raw`we treat`, String.raw`we repair`, String.raw`we fix`, String.raw`we stock`,
  String.raw`lessons(?=\s*:)`, String.raw`courses(?=\s*:)`, String.raw`prices(?=\s*:)`,
  String.raw`we specialise in`, String.raw`we specialize in`, String.raw`specialising in`, String.raw`specializing in`, String.raw`services(?: include| are)?(?=\s*:)`, String.raw`treatments(?: include)?(?=\s*:)`,
  String.raw`products(?: include)?(?=\s*:)`, String.raw`menu(?: includes)?(?=\s*:)`, String.raw`classes(?: include)?(?=\s*:)`, String.raw`we teach`, String.raw`we provide`, String.raw`providing`,
  // de
  String.raw`wir servieren`, String.raw`wir backen`, String.raw`wir fertigen`, String.raw`wir reparieren`, String.raw`wir behandeln`, String.raw`biete ich`, String.raw`ich biete`, String.raw`bei uns gibt es`, String.raw`bei uns bekommen sie`,
  String.raw`kurse(?=\s*:)`, String.raw`behandlungen(?=\s*:)`, String.raw`preise(?=\s*:)`, String.raw`sortiment(?=\s*:)`,
  String.raw`wir bieten(?: an)?`, String.raw`bieten`, String.raw`im angebot(?: sind| haben wir)?`, String.raw`angebot(?=\s*:)`, String.raw`leistungen(?=\s*:)`, String.raw`wir machen`, String.raw`wir verkaufen`, String.raw`verkaufen`, String.raw`spezialisiert auf`,
  // fr
  String.raw`nous servons`, String.raw`on sert`, String.raw`nous fabriquons`, String.raw`nous réparons`, String.raw`je fais`, String.raw`je soigne`, String.raw`nous soignons`, String.raw`cours(?=\s*:)`, String.raw`soins(?=\s*:)`, String.raw`tarifs(?=\s*:)`,
  String.raw`nous proposons`, String.raw`on propose`, String.raw`je propose`, String.raw`proposant`, String.raw`propose`, String.raw`prestations(?=\s*:)`, String.raw`nous faisons`, String.raw`on fait`, String.raw`nous vendons`, String.raw`carte(?=\s*:)`, String.raw`spécialisée? en`,
  // es
  String.raw`servimos`, String.raw`preparamos`, String.raw`tratamos`, String.raw`reparamos`, String.raw`clases(?=\s*:)`, String.raw`tratamientos(?=\s*:)`, String.raw`precios(?=\s*:)`,
  String.raw`ofrecemos`, String.raw`ofreciendo`, String.raw`ofrece`, String.raw`servicios(?=\s*:)`, String.raw`hacemos`, String.raw`vendemos`, String.raw`especializad[oa]s? en`,
  // nl
  String.raw`wij serveren`, String.raw`we serveren`, String.raw`wij bakken`, String.raw`we bakken`, String.raw`wij maken`, String.raw`we maken`, String.raw`wij repareren`, String.raw`we repareren`,
  String.raw`lessen(?=\s*:)`, String.raw`behandelingen(?=\s*:)`, String.raw`assortiment(?=\s*:)`, String.raw`prijzen(?=\s*:)`, String.raw`kaart(?=\s*:)`,
  String.raw`wij bieden`, String.raw`we bieden`, String.raw`bieden`, String.raw`diensten(?=\s*:)`, String.raw`aanbod(?=\s*:)`, String.raw`wij doen`, String.raw`we doen`, String.raw`we verkopen`, String.raw`verkopen`, String.raw`gespecialiseerd in`,
  // pt
  String.raw`servimos`, String.raw`tratamos`, String.raw`reparamos`, String.raw`aulas(?=\s*:)`, String.raw`tratamentos(?=\s*:)`, String.raw`preços(?=\s*:)`,
  String.raw`oferecemos`, String.raw`oferece`, String.raw`serviços(?=\s*:)`, String.raw`servicos(?=\s*:)`, String.raw`fazemos`, String.raw`vendemos`, String.raw`especializad[oa]s? em`,
];
const INTRODUCER = new RegExp(String.raw`(?<![\p{L}])(?:${INTRODUCERS.join('|')})(?![\p{L}])\s*:?`, 'giu');

/** Words that end an item and start what is said about it: "beard trims in a relaxed setting". "For" and its kin stay: "afternoon tea for two", "peinado para bodas". */
const ITEM_END = /\s(?:in|at|that|which|who|near|because|im|bei|die|der|das|dans|qui|que|en|met|die|bij|em)\s.*$/iu;
const LIST_SPLIT = /\s*(?:(?<!\d),|,(?!\d)|;|\s(?:and|und|et|y|e|plus|as well as|sowie|ainsi que|así como|evenals|bem como|or|oder|ou|o|of)\s)\s*/iu;
const LEADING = /^(?:and|und|et|y|e|en|also|auch|aussi|también|ook|também|a|an|some|our|the|unsere?n?|eine?[nm]?|die|der|das|des|les|le|la|du|de la|de|el|los|las|un|une|o|os|as|um|uma|het|een|ook)\s+/iu;
const TRAILING = /(?:\s*[-–—:@=|]|\s+(?:an|aan|for|at|from|only|just|für|ab|à|a|pour|dès|por|desde|voor|vanaf|a partir de|starting at|is|are|cost|costs|ist|sind|kostet|kosten|est|sont|coûte|coûtent|es|son|cuesta|cuestan|kost|zijn|é|são|custa|custam))\s*$/iu;
/** What comes before the items of a priced list in running text: "a salon with haircuts £25". */
const LEAD_IN = /^.*\s(?:with|including|like|such as|e\.g\.|mit|wie|avec|comme|dont|con|como|incluyendo|met|zoals|com|incluindo)\s/iu;
const BULLET = /^\s*(?:[-*•·–—▪►✓✔☑→]|\d{1,2}[.)]|\p{Extended_Pictographic})\s*/u;

function title(text: string): string | undefined {
  let words = text.replace(/\s+/g, ' ').trim();
  for (let previous = ''; previous !== words; ) {
    previous = words;
    words = words.replace(LEADING, '').replace(TRAILING, '').replace(/^[-–—:,.;*•]+\s*|[-–—:,;]+$/gu, '').trim();
  }
  const plain = cleanPhrase(words, MAX_TITLE);
  if (!/\p{L}{2}/u.test(plain) || plain.split(/\s+/).length > MAX_WORDS) return undefined;
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

/** One list item: its price (the one inside it) and its title (the words around the price). */
function offerOf(segment: string, country: string | undefined, cut: boolean): StatedOffer | undefined {
  const price: PriceMatch | undefined = pricesIn(segment, country)[0];
  let words = price ? `${segment.slice(0, price.index)} ${segment.slice(price.end)}` : segment;
  if (cut || !price) words = words.replace(ITEM_END, '');
  const name = title(price ? segment.slice(0, price.index).trim() || words : words);
  if (!name) return undefined;
  if (!price) return { title: name };
  const { index: _index, end: _end, ...stated } = price;
  return { title: name, price: stated };
}

/** A line that is about something else: hours, a phone number, an e-mail, an address. */
function aside(line: string, skip: (line: string) => boolean): boolean {
  return /@|\d{5,}|\d{3}[\s/-]\d{3}/.test(line) || skip(line);
}

/** Words of a sentence about the business or its owner, never of a product's name: "I'm", "wir sind", "somos". */
const CLAUSE_WORDS = new Set(
  [
    'i', "i'm", 'im', 'we', "we're", 'our', 'my', 'you', 'your', 'is', 'are', 'was', 'be', 'have', 'has', 'it', 'this', 'hi', 'hello', 'website', 'site', 'page', 'open', 'closed', 'call', 'book', 'want', 'need',
    'ich', 'wir', 'unser', 'unsere', 'mein', 'meine', 'sie', 'ist', 'sind', 'bin', 'hallo', 'webseite', 'seite', 'geöffnet', 'geschlossen', 'brauche', 'möchte',
    'je', 'nous', 'notre', 'nos', 'mon', 'ma', 'mes', 'vous', 'est', 'sont', 'suis', 'bonjour', 'ouvert', 'ouverte', 'fermé', "c'est",
    'yo', 'somos', 'soy', 'nuestro', 'nuestra', 'mi', 'es', 'son', 'hola', 'web', 'página', 'abierto', 'abrimos', 'cerrado',
    'ik', 'wij', 'ons', 'onze', 'mijn', 'zijn', 'ben', 'website', 'geopend', 'gesloten',
    'eu', 'nós', 'nosso', 'nossa', 'meu', 'minha', 'é', 'são', 'sou', 'olá', 'aberto', 'fechado',
  ],
);
/** What comes with something sold rather than being sold: "breakfast included", "petit-déjeuner compris". */
const INCLUDED = /(?<![\p{L}])(?:included|including|inclusive|inklusive|inkl\.?|compris|inclus|incluido|incluida|incluidos|inbegrepen|incluído|incluída|incluso|free|gratis|kostenlos|gratuit|gratuito|gratuita)(?![\p{L}])/iu;
const MAX_LISTED_WORDS = 6;

/** An item of a list in running text names a product: a few words, none of a sentence about the business, the place or the week. */
function listedItem(segment: string, unrelated: (text: string) => boolean): boolean {
  const words = segment.trim().split(/\s+/);
  return words.length <= MAX_LISTED_WORDS && !INCLUDED.test(segment) && !unrelated(segment) && !words.some((word) => CLAUSE_WORDS.has(word.toLowerCase().replace(/[.,:;!?]+$/, '')));
}

const SENTENCE = /(?<!\bFr|\bv\.a)[.!?](?=\s|$)|(?<=\d\s?Fr\.)(?=\s)|\n/u;
const COMMA = /\s*(?:(?<!\d),|,(?!\d)|;)\s*/u;
const AND = /\s+(?:and|und|et|y|e|en|&|plus|sowie|ainsi que|así como|evenals|bem como)\s+/iu;
/** Lists in running text need this many items for those without a price to count ("Wedding flowers, funeral wreaths and weekly bouquets"). */
const MIN_LIST_ITEMS = 3;
/** A list item that says where instead of what: "in Zwolle en omgeving", "near Leeds", "à domicile". */
const WHERE = /^\s*(?:in|im|at|near|around|across|à|dans|autour de|en|em|no|na|perto de|cerca de|te|bij|rond|nahe|bei|rund um)\s/iu;

/**
 * The items of a list segment that has a price: "Pneuwechsel 25 CHF und Occasionsvelos" is two, and so is "preparación
 * para el First y clases particulares a $25.000"; "bath and brush £25" is one (a single word before "and" names no item of its own).
 */
function pricedItems(segment: string, and: RegExp, country: string | undefined): StatedOffer[] {
  const last = pricesIn(segment, country).at(-1)!;
  const after = new RegExp(`^${and.source}`, 'iu').exec(segment.slice(last.end));
  const priced = segment.slice(0, last.end);
  const before = new RegExp(and.source, 'iu').exec(priced);
  const parts = before && before.index > 0 && priced.slice(0, before.index).trim().split(/\s+/).length >= 2 && pricesIn(priced.slice(0, before.index), country).length === 0
    ? [priced.slice(0, before.index), priced.slice(before.index + before[0].length)]
    : [priced];
  if (after) parts.push(segment.slice(last.end + after[0].length));
  return parts.map((part) => offerOf(part, country, false)).filter((offer): offer is StatedOffer => !!offer);
}

interface OfferContext {
  country: string | undefined;
  language: PlanLanguage;
  /** A line about something else (hours, the street), never an offer. */
  skip: (line: string) => boolean;
  /** Text that names the business or its place, which a list's own items never do. */
  unrelated: (text: string) => boolean;
}

export function extractOffers(prompt: string, { country, language, skip, unrelated }: OfferContext): StatedOffer[] {
  // Dutch "en" joins items; Spanish and French "en" says where.
  const split = language === 'nl' ? new RegExp(`${LIST_SPLIT.source}|\\s+en\\s+`, 'iu') : LIST_SPLIT;
  const and = language === 'nl' ? AND : new RegExp(AND.source.replace('|en|', '|'), 'iu');
  const where = language === 'nl' ? WHERE : new RegExp(WHERE.source.replace('|en|', '|'), 'iu');
  const offers: StatedOffer[] = [];
  const add = (offer: StatedOffer | undefined) => {
    if (!offer || unrelated(offer.title)) return;
    const title = offer.title.toLowerCase();
    const known = offers.find((item) => item.title.toLowerCase() === title);
    if (known) {
      if (!known.price && offer.price) known.price = offer.price;
      return;
    }
    // "montagem de rodas e aluguer de bicicletas a 20 €" read again as one item once the list gave both.
    if (offer.price && offers.some((item) => item.price?.text === offer.price!.text && title.endsWith(item.title.toLowerCase()))) return;
    offers.push(offer);
  };
  const lines = prompt.split(/\n/);
  // Bullet lists: one item a line.
  for (const line of lines) {
    if (!BULLET.test(line) || aside(line, skip)) continue;
    add(offerOf(line.replace(BULLET, ''), country, false));
  }
  // "we do X, Y and Z": the sentence after an introducer, split into items.
  for (const match of prompt.matchAll(INTRODUCER)) {
    const rest = prompt.slice(match.index + match[0].length);
    const sentence = rest.split(/(?<!\bFr|\bv\.a)[.!?](?=\s|$)|(?<=\d\s?Fr\.)(?=\s)|\n(?!\s*(?:[-*•·–]|\d{1,2}[.)])\s)|\n\s*\n/u)[0];
    if (!sentence.trim()) continue;
    for (const segment of sentence.split(split)) {
      // "…, in Zwolle en omgeving": where the business works ends the list.
      if (where.test(segment)) break;
      if (!aside(segment, skip)) add(offerOf(segment, country, true));
    }
  }
  // Lists in running text: "haircut £25, beard trim £15", "Reparaturen aller Art, E-Bike-Service ab 89 CHF, Cargo-Bike-Verleih",
  // "Pains au levain, viennoiseries et gâteaux sur commande". "Mo–Fr. 9–18" and "v.a. € 12" keep their abbreviations whole; after an amount ("49 Fr.") the dot ends the sentence.
  for (const sentence of prompt.split(SENTENCE)) {
    // "Behandelingen: manicure €30, …", "Café De Zwaan in Leuven: speciaalbieren, …": the list follows the colon.
    const tail = sentence.split(/:\s/).at(-1) ?? sentence;
    const first = pricesIn(tail, country)[0];
    // "Sesión de 45 minutos: 40 €": a price right after the colon belongs to what stands before it.
    const body = first && !title(tail.slice(0, first.index)) ? sentence : tail;
    // "Mo", "Fr" and "Sa" are days, but "89 Fr." is a price: a day word puts only an item without a price aside.
    const segments = body.split(COMMA).filter((segment) => segment.trim() && !aside(segment, skip) && (pricesIn(segment, country).length > 0 || !daysOf(segment)));
    const found: StatedOffer[] = [];
    let priced = 0;
    for (const [index, segment] of segments.entries()) {
      const price = pricesIn(segment, country)[0];
      if (!price) {
        // "free parking and wifi": what comes with the rest, not something sold.
        if (INCLUDED.test(segment)) continue;
        for (const part of segment.split(and)) {
          const item = part.split(INTRODUCER).at(-1) ?? part;
          const offer = listedItem(item, unrelated) && !/\d/.test(item) ? offerOf(item, country, false) : undefined;
          if (offer) found.push(offer);
        }
        continue;
      }
      priced++;
      const clause = (segment.split(INTRODUCER).at(-1) ?? segment).replace(LEAD_IN, '');
      // "guitar lessons in Toronto, $50 per hour": a price alone names what comes before it.
      if (!title(clause.slice(0, pricesIn(clause, country)[0].index)) && index > 0) {
        found.splice(found.length - segments[index - 1].split(and).length, Infinity);
        found.push(...[offerOf(`${(segments[index - 1].split(INTRODUCER).at(-1) ?? '').replace(ITEM_END, '')} ${clause}`, country, false)].filter((offer) => !!offer));
        continue;
      }
      found.push(...pricedItems(clause, and, country));
    }
    // Items without a price count only in a list long enough to be one; a bare list also needs an item of several words ("modern, warm and friendly" is no list of products).
    const unpriced = found.filter((offer) => !offer.price);
    const list = priced ? found.length >= MIN_LIST_ITEMS : found.length >= MIN_LIST_ITEMS && unpriced.some((offer) => offer.title.includes(' '));
    for (const offer of found) if (offer.price || list) add(offer);
  }
  return offers.slice(0, MAX_OFFERS);
}
