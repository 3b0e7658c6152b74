import { parsePage, serializePage, type DocNode, type ElementNode, type PageDocument } from './document.ts';
import { stripDataIds } from './data-ids.ts';
import { BLOCK_COPY } from './block-copy/index.ts';

// The catalogue's blocks (templates/blocks) are written in English with prices in US dollars. A
// block dropped into a page takes the page's language and money: each English text is the key of
// its translation (block-copy/<language>.ts), and every "$<amount>" is written in the currency
// of the business's country, or else of the page language's region (de → €, en-GB → £, en → $).

export interface BlockLocale {
  /** The page's language as a BCP 47 tag (`de`, `en-GB`); English when absent. */
  lang?: string;
  /** The business's country (ISO 3166-1 alpha-2), when the project says where it is. */
  country?: string;
}

/** The region a language means when its tag names none: the country most of its readers live in. */
const LANGUAGE_REGIONS: Record<string, string> = { en: 'US', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', nl: 'NL', pt: 'PT' };

const EURO_COUNTRIES = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'PT', 'SI', 'SK', 'SM', 'VA'];
const CURRENCIES: Record<string, string> = {
  ...Object.fromEntries(EURO_COUNTRIES.map((country) => [country, 'EUR'])),
  GB: 'GBP', US: 'USD', CA: 'CAD', AU: 'AUD', NZ: 'NZD', CH: 'CHF', LI: 'CHF', SE: 'SEK', NO: 'NOK', DK: 'DKK', PL: 'PLN', CZ: 'CZK', HU: 'HUF',
  BR: 'BRL', MX: 'MXN', AR: 'ARS', CL: 'CLP', CO: 'COP', JP: 'JPY', IN: 'INR', ZA: 'ZAR', SG: 'SGD', HK: 'HKD', TR: 'TRY',
};
const ATTRIBUTES = ['placeholder', 'alt', 'title', 'aria-label'];
const DOLLARS = /\$(\d+)/g;

function languageOf(locale: BlockLocale): string {
  return (locale.lang ?? '').split('-')[0].toLowerCase() || 'en';
}

function countryOf(locale: BlockLocale): string {
  const given = (locale.country ?? '').toUpperCase();
  if (/^[A-Z]{2}$/.test(given)) return given;
  const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(locale.lang ?? '')?.[1];
  if (region) return region.toUpperCase();
  const language = languageOf(locale);
  return LANGUAGE_REGIONS[language] ?? likelyRegion(language);
}

/** Where a language is most likely read (ja → JP), by the runtime's likely-subtags data. */
function likelyRegion(language: string): string {
  try {
    return new Intl.Locale(language).maximize().region ?? 'US';
  } catch {
    return 'US';
  }
}

/** The currency a block's prices are written in (ISO 4217). */
export function blockCurrency(locale: BlockLocale): string {
  return CURRENCIES[countryOf(locale)] ?? 'USD';
}

/** An amount as the page's readers write it: symbol and number in their order ("29 €", "£29"). */
function moneyParts(amount: number, locale: BlockLocale): { type: string; value: string }[] {
  const tag = `${languageOf(locale)}-${countryOf(locale)}`;
  const format = (language: string) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: blockCurrency(locale), maximumFractionDigits: 0, minimumFractionDigits: 0 }).formatToParts(amount);
  try {
    return format(tag);
  } catch {
    return format('en');
  }
}

function money(amount: number, locale: BlockLocale): string {
  return moneyParts(amount, locale).map((part) => part.value).join('');
}

function translated(text: string, copy: Record<string, string>): string {
  const key = text.trim().replace(/\s+/g, ' ');
  const value = copy[key];
  return value === undefined ? text : text.replace(text.trim(), value);
}

function elementChildren(doc: PageDocument, element: ElementNode): ElementNode[] {
  return element.children.map((id) => doc.nodes.get(id)).filter((node): node is ElementNode => node?.type === 'element');
}

function hasClass(node: DocNode | undefined, name: string): node is ElementNode {
  return node?.type === 'element' && (node.attrs.class ?? '').split(/\s+/).includes(name);
}

/**
 * A pricing plan's price: the currency sign in its own span (set smaller), before or after the
 * amount as the language writes it.
 */
function localizePrice(doc: PageDocument, price: ElementNode, locale: BlockLocale): void {
  const sign = elementChildren(doc, price).find((child) => hasClass(child, 'pricing-currency'));
  const amountNode = price.children.map((id) => doc.nodes.get(id)).find((node) => node?.type === 'text' && /\d/.test(node.text));
  if (!sign || amountNode?.type !== 'text') return;
  const parts = moneyParts(Number(amountNode.text.trim()), locale);
  const signText = doc.nodes.get(sign.children[0]);
  if (signText?.type === 'text') signText.text = parts.find((part) => part.type === 'currency')?.value ?? signText.text;
  amountNode.text = parts.filter((part) => part.type === 'integer' || part.type === 'group').map((part) => part.value).join('');
  const signFirst = parts.findIndex((part) => part.type === 'currency') < parts.findIndex((part) => part.type === 'integer');
  const rest = price.children.filter((id) => id !== sign.id && id !== amountNode.id);
  price.children = signFirst ? [sign.id, amountNode.id, ...rest] : [amountNode.id, sign.id, ...rest];
}

/** A block's markup in the page's language and currency; texts without a translation stay as written. */
export function localizeBlock(html: string, locale: BlockLocale): string {
  const doc = parsePage(html);
  const copy = BLOCK_COPY[languageOf(locale)] ?? {};
  for (const node of [...doc.nodes.values()]) {
    if (node.type === 'text' && node.text.trim()) {
      node.text = translated(node.text, copy).replace(DOLLARS, (_, amount: string) => money(Number(amount), locale));
    } else if (node.type === 'element') {
      for (const name of ATTRIBUTES) if (node.attrs[name]) node.attrs[name] = translated(node.attrs[name], copy);
      if (hasClass(node, 'pricing-price')) localizePrice(doc, node, locale);
    }
  }
  return stripDataIds(serializePage(doc));
}
