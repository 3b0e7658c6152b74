// What the business sells, in the user's words, each with the price stated beside it: lists after
// "we do", "services:", "wir bieten", "nous proposons"…, bullet lists, and priced items anywhere
// ("haircut £25, beard trim £15", "Massage 60 min – 75 CHF").
import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import { cleanPhrase } from '../sanitize.ts';
import { pricesIn, type PriceMatch } from './money.ts';
import type { StatedOffer } from './types.ts';

const MAX_TITLE = 80;
const MAX_WORDS = 8;
const MAX_OFFERS = 24;

const INTRODUCERS = [
  // en
  String.raw`we do`, String.raw`we offer`, String.raw`we also offer`, String.raw`offering`, String.raw`offers`, String.raw`we sell`, String.raw`selling`, String.raw`we make`, String.raw`making`,
  String.raw`we specialise in`, String.raw`we specialize in`, String.raw`specialising in`, String.raw`specializing in`, String.raw`services(?: include| are)?(?=\s*:)`, String.raw`treatments(?: include)?(?=\s*:)`,
  String.raw`products(?: include)?(?=\s*:)`, String.raw`menu(?: includes)?(?=\s*:)`, String.raw`classes(?: include)?(?=\s*:)`, String.raw`we teach`, String.raw`we provide`, String.raw`providing`,
  // de
  String.raw`wir bieten(?: an)?`, String.raw`bieten`, String.raw`im angebot(?: sind| haben wir)?`, String.raw`angebot(?=\s*:)`, String.raw`leistungen(?=\s*:)`, String.raw`wir machen`, String.raw`wir verkaufen`, String.raw`verkaufen`, String.raw`spezialisiert auf`,
  // fr
  String.raw`nous proposons`, String.raw`on propose`, String.raw`je propose`, String.raw`proposant`, String.raw`propose`, String.raw`prestations(?=\s*:)`, String.raw`nous faisons`, String.raw`on fait`, String.raw`nous vendons`, String.raw`carte(?=\s*:)`, String.raw`spécialisée? en`,
  // es
  String.raw`ofrecemos`, String.raw`ofreciendo`, String.raw`ofrece`, String.raw`servicios(?=\s*:)`, String.raw`hacemos`, String.raw`vendemos`, String.raw`especializad[oa]s? en`,
  // nl
  String.raw`wij bieden`, String.raw`we bieden`, String.raw`bieden`, String.raw`diensten(?=\s*:)`, String.raw`aanbod(?=\s*:)`, String.raw`wij doen`, String.raw`we doen`, String.raw`we verkopen`, String.raw`verkopen`, String.raw`gespecialiseerd in`,
  // pt
  String.raw`oferecemos`, String.raw`oferece`, String.raw`serviços(?=\s*:)`, String.raw`servicos(?=\s*:)`, String.raw`fazemos`, String.raw`vendemos`, String.raw`especializad[oa]s? em`,
];
const INTRODUCER = new RegExp(String.raw`(?<![\p{L}])(?:${INTRODUCERS.join('|')})(?![\p{L}])\s*:?`, 'giu');

/** Words that end an item and start what is said about it: "beard trims in a relaxed setting". */
const ITEM_END = /\s(?:in|at|for|with|that|which|who|near|because|im|mit|für|bei|die|der|das|dans|pour|avec|qui|que|en|con|para|que|met|voor|die|bij|com|para|em|que)\s.*$/iu;
const LIST_SPLIT = /\s*(?:(?<!\d),|,(?!\d)|;|\s(?:and|und|et|y|e|plus|as well as|sowie|ainsi que|así como|evenals|bem como|or|oder|ou|o|of)\s)\s*/iu;
const LEADING = /^(?:and|und|et|y|e|en|also|auch|aussi|también|ook|também|a|an|some|our|the|unsere?n?|die|der|das|des|les|le|la|du|de la|de|el|los|las|un|une|o|os|as|um|uma|het|een|ook)\s+/iu;
const TRAILING = /(?:\s*[-–—:@=|]|\s+(?:for|at|from|only|just|für|ab|à|a|pour|dès|por|desde|voor|vanaf|a partir de|starting at|is|are|cost|costs|ist|sind|kostet|kosten|est|sont|coûte|coûtent|es|son|cuesta|cuestan|kost|zijn|é|são|custa|custam))\s*$/iu;
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
  return { title: name, ...(price ? { price: { amount: price.amount, currency: price.currency, text: price.text, ...(price.period ? { period: price.period } : {}) } } : {}) };
}

/** A line that is about something else: hours, a phone number, an e-mail, an address. */
function aside(line: string, skip: (line: string) => boolean): boolean {
  return /@|\d{5,}|\d{3}[\s/-]\d{3}/.test(line) || skip(line);
}

export function extractOffers(prompt: string, country: string | undefined, language: PlanLanguage, skip: (line: string) => boolean): StatedOffer[] {
  // Dutch "en" joins items; Spanish and French "en" says where.
  const split = language === 'nl' ? new RegExp(`${LIST_SPLIT.source}|\\s+en\\s+`, 'iu') : LIST_SPLIT;
  const offers: StatedOffer[] = [];
  const add = (offer: StatedOffer | undefined) => {
    if (offer && !offers.some((known) => known.title.toLowerCase() === offer.title.toLowerCase())) offers.push(offer);
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
    const sentence = rest.split(/(?<!\bFr)[.!?](?=\s|$)|(?<=\d\s?Fr\.)(?=\s)|\n(?!\s*(?:[-*•·–]|\d{1,2}[.)])\s)|\n\s*\n/u)[0];
    if (!sentence.trim()) continue;
    for (const segment of sentence.split(split)) if (!aside(segment, skip)) add(offerOf(segment, country, true));
  }
  // Priced items in running text: "haircut £25, beard trim £15". "Mo–Fr. 9–18" keeps its abbreviation whole; after an amount ("49 Fr.") the dot ends the sentence.
  for (const sentence of prompt.split(/(?<!\bFr)[.!?](?=\s|$)|(?<=\d\s?Fr\.)(?=\s)|\n/u)) {
    const segments = sentence.split(/\s*(?:(?<!\d),|,(?!\d)|;)\s*/u);
    for (const [index, segment] of segments.entries()) {
      if (!pricesIn(segment, country).length || aside(segment, skip)) continue;
      const clause = (segment.split(INTRODUCER).at(-1) ?? segment).replace(LEAD_IN, '');
      // "guitar lessons in Toronto, $50 per hour": a price alone names what comes before it.
      const bare = !title(clause.slice(0, pricesIn(clause, country)[0].index));
      add(bare && index > 0 ? offerOf(`${(segments[index - 1].split(INTRODUCER).at(-1) ?? '').replace(ITEM_END, '')} ${clause}`, country, false) : offerOf(clause, country, false));
    }
  }
  return offers.slice(0, MAX_OFFERS);
}
