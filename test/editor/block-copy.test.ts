import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFragment, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { BUSINESS_BLOCKS } from '../../common/business-blocks.ts';
import { PLAN_LANGUAGES } from '../../common/ai/site-plan.ts';
import { blockCurrency, localizeBlock } from '../../common/editor/block-copy.ts';
import { BLOCK_COPY } from '../../common/editor/block-copy/index.ts';
import { templatesDir } from '../../config/paths.ts';

// The catalogue's blocks in the page's language and currency (common/editor/block-copy.ts).

const BLOCKS_DIR = join(templatesDir, 'blocks');
/** Texts that are the same in every language: names and an example address. */
const NOT_COPY = new Set(['Dieter Rams', 'Alex Morgan', 'you@example.com']);
const TRANSLATED_ATTRIBUTES = new Set(['placeholder', 'alt', 'title', 'aria-label']);
const TRANSLATIONS = PLAN_LANGUAGES.filter((lang) => lang !== 'en');

/** The catalogue's own blocks; the business blocks are written from the project's business details. */
const blocks = (JSON.parse(readFileSync(join(BLOCKS_DIR, 'catalogue.json'), 'utf8')) as { name: string; file: string }[])
  .filter((entry) => !(BUSINESS_BLOCKS as readonly string[]).includes(entry.file.replace(/\.html$/, '')))
  .map((entry) => ({ name: entry.name, html: readFileSync(join(BLOCKS_DIR, entry.file), 'utf8') }));

/** The words a visitor reads: text and the attributes a block's copy is in; numbers, prices and signs aside. */
function copyOf(html: string): string[] {
  const out: string[] = [];
  const visit = (node: P5.ChildNode) => {
    if (node.nodeName === '#text') out.push((node as P5.TextNode).value.trim().replace(/\s+/g, ' '));
    if ('attrs' in node) for (const attr of node.attrs) if (TRANSLATED_ATTRIBUTES.has(attr.name)) out.push(attr.value);
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  parseFragment(html).childNodes.forEach(visit);
  return out.filter((text) => /[a-z]{2}/i.test(text) && !NOT_COPY.has(text));
}

function pricingPrices(html: string): string[] {
  return [...html.matchAll(/<div class="pricing-price">(.*?)<span class="pricing-period">/g)].map((match) => match[1].replace(/<[^>]+>/g, '|'));
}

describe('catalogue block copy in the page language (editor/block-copy)', () => {
  it('translates every text of every block into each language the composer writes', () => {
    for (const lang of TRANSLATIONS) {
      for (const block of blocks) {
        const untranslated = copyOf(block.html).filter((text) => !Object.hasOwn(BLOCK_COPY[lang], text));
        expect(untranslated, `${block.name} in ${lang}`).to.deep.equal([]);
      }
    }
  });

  it('writes prices in the currency of the language region, or of the business country when given', () => {
    expect(['de', 'fr', 'es', 'it', 'nl', 'pt'].map((lang) => blockCurrency({ lang }))).to.deep.equal(['EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR']);
    expect(blockCurrency({ lang: 'en-GB' })).to.equal('GBP');
    expect(blockCurrency({ lang: 'en-US' })).to.equal('USD');
    expect(blockCurrency({})).to.equal('USD');
    expect(blockCurrency({ lang: 'de-CH' })).to.equal('CHF');
    expect(blockCurrency({ lang: 'en', country: 'IE' })).to.equal('EUR');
    expect(blockCurrency({ lang: 'fr', country: 'ch' })).to.equal('CHF');
  });

  it('leaves no US dollar on a page in euros or pounds, and puts the sign where the language writes it', () => {
    const pricing = blocks.find((block) => block.name === 'Pricing table')!.html;
    const table = blocks.find((block) => block.name === 'Table')!.html;
    for (const block of blocks) for (const lang of ['de', 'fr', 'es', 'nl', 'pt', 'en-GB']) expect(localizeBlock(block.html, { lang }), `${block.name} in ${lang}`).not.to.include('$');

    expect(pricingPrices(localizeBlock(pricing, { lang: 'de' }))).to.deep.equal(['29|€|', '49|€|', '89|€|']);
    expect(pricingPrices(localizeBlock(pricing, { lang: 'nl' }))).to.deep.equal(['|€|29', '|€|49', '|€|89']);
    expect(pricingPrices(localizeBlock(pricing, { lang: 'en-GB' }))).to.deep.equal(['|£|29', '|£|49', '|£|89']);
    expect(pricingPrices(localizeBlock(pricing, { lang: 'en' }))).to.deep.equal(['|$|29', '|$|49', '|$|89']);
    expect(localizeBlock(pricing, { lang: 'de' })).to.include('<h5 class="pricing-plan-name">Basis</h5>').and.include('/Monat');

    expect(localizeBlock(table, { lang: 'de' })).to.include('<td>29&nbsp;€</td>').and.include('<th>Preis</th>');
    expect(localizeBlock(table, { lang: 'en', country: 'GB' })).to.include('<td>£29</td>');
  });

  it('keeps the markup: the same elements and attributes, English where a language has no copy', () => {
    const form = blocks.find((block) => block.name === 'Form')!.html;
    const german = localizeBlock(form, { lang: 'de' });
    expect(german).to.include('placeholder="Ihr Name"').and.include('>Nachricht senden</button>');
    expect(german.trim().replace(/>[^<]*</g, '><').replace(/placeholder="[^"]*"/g, '')).to.equal(form.trim().replace(/>[^<]*</g, '><').replace(/placeholder="[^"]*"/g, ''));
    expect(localizeBlock(form, { lang: 'ja' })).to.include('>Send message</button>');
  });
});
