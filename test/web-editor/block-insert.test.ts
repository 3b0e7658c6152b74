import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serializePage, type ElementNode } from '../../common/editor/index.ts';
import type { ProjectPage } from '../../common/editor/types.ts';
import { templatesDir } from '../../config/paths.ts';
import type { EditorStore } from '../../web/src/features/editor/state/editor-store.ts';
import { harness, page, stripIds } from './support.ts';

// A catalogue block dropped into a page (EditorStore.insertBlock, appendElement): between the
// page's sections it lands in a section of its own, in the page's language and currency.

const block = (file: string) => readFileSync(join(templatesDir, 'blocks', file), 'utf8').trim();
const PRICING = block('pricing-table.html');
const SECTIONS =
  '<nav class="navbar"><div class="container">Brand</div></nav>' +
  '<section class="section section-sm"><div class="container"><h2>One</h2></div></section>' +
  '<section class="section bg-light text-center"><div class="container"><h2>Two</h2></div></section>' +
  '<footer class="site-footer"><div class="container">Footer</div></footer>';

function pageIn(lang: string | undefined, html: string): ProjectPage {
  const p = page('p1', 'Home', html);
  return { ...p, doc: { ...p.doc, lang } };
}

function html(store: EditorStore): string {
  return stripIds(serializePage(store.document));
}

function bodyChild(store: EditorStore, index: number, parentTag = 'body'): ElementNode {
  const doc = store.document;
  const parent = parentTag === 'body' ? doc.nodes.get(doc.rootId) : [...doc.nodes.values()].find((node) => node.type === 'element' && node.tag === parentTag);
  const children = (parent as ElementNode).children.map((id) => doc.nodes.get(id)).filter((node) => node?.type === 'element') as ElementNode[];
  return children[index];
}

describe('editor store: catalogue blocks dropped into a page', () => {
  it('wraps a block dropped between sections in a section and container, with the spacing of the section before it', () => {
    const { store } = harness([pageIn(undefined, SECTIONS)]);
    const root = store.document.rootId;
    expect(store.insertBlock(PRICING, { parentId: root, index: 2 })).to.equal(true);
    const section = bodyChild(store, 2);
    expect(section.tag).to.equal('section');
    expect(section.attrs.class).to.equal('section section-sm');
    expect(html(store)).to.include('<section class="section section-sm"><div class="container"><div class="row pricing-table">');
    // The block is selected, not its wrapper: a click on the next block adds it after the pricing table.
    expect(store.document.nodes.get(store.getState().selectedId!)).to.include({ tag: 'div' }).and.have.nested.property('attrs.class', 'row pricing-table');
    // One step, named after the block: undo takes the section away with the block.
    expect(store.getState().history.labels.at(-1)).to.equal('Insert Row');
    store.undo();
    expect(html(store)).to.equal(SECTIONS);
  });

  it('takes the classes of the section after it at the top of the page, never its colours', () => {
    const { store } = harness([pageIn(undefined, SECTIONS.replace('section section-sm', 'section bg-dark'))]);
    store.insertBlock(block('card.html'), { parentId: store.document.rootId, index: 0 });
    expect(bodyChild(store, 0).attrs.class).to.equal('section');
    expect(bodyChild(store, 0).tag).to.equal('section');
  });

  it('wraps blocks between the sections of a generated page, held in <main>', () => {
    const generated = `<nav class="navbar"></nav><main><section class="section" id="a"><div class="container"><h1>A</h1></div></section></main><footer class="site-footer"></footer>`;
    const { store } = harness([pageIn(undefined, generated)]);
    const main = [...store.document.nodes.values()].find((node) => node.type === 'element' && node.tag === 'main')!;
    store.insertBlock(block('row.html'), { parentId: main.id, index: 1 });
    expect(html(store).replace(/\s+</g, '<')).to.include('</section><section class="section"><div class="container"><div class="row"><div class="col-sm-12"></div></div></div></section></main>');
  });

  it('leaves bands as they are, and blocks dropped inside a container or on a page without sections', () => {
    const { store } = harness([pageIn(undefined, SECTIONS)]);
    store.insertBlock(block('jumbotron.html'), { parentId: store.document.rootId, index: 1 });
    expect(bodyChild(store, 1).attrs.class).to.equal('jumbotron');
    const container = bodyChild(store, 2).children.map((id) => store.document.nodes.get(id)).find((node) => node?.type === 'element') as ElementNode;
    store.insertBlock(PRICING, { parentId: container.id, index: 0 });
    expect(html(store)).to.include('<section class="section section-sm"><div class="container"><div class="row pricing-table">');

    const blank = harness([pageIn(undefined, '<div class="container"></div>')]).store;
    blank.appendElement('<hr>');
    expect(html(blank)).to.equal('<div class="container"></div><hr>');
  });

  it("writes the block in the page's language and currency", () => {
    const german = harness([pageIn('de', SECTIONS)]).store;
    german.insertBlock(PRICING, { parentId: german.document.rootId, index: 3 });
    expect(html(german)).to.include('<h5 class="pricing-plan-name">Basis</h5>').and.include('29<span class="pricing-currency">€</span>').and.not.include('$');

    const british = harness([pageIn('en-GB', SECTIONS)]).store;
    british.appendElement(block('table.html'));
    expect(html(british)).to.include('<td>£29</td>').and.include('<th>Price</th>');
  });

  it("prices in the currency of the business's country over the page language's", () => {
    const dublin = harness([pageIn('en', SECTIONS)]).store;
    dublin.setSiteCountry('IE');
    dublin.appendElement(block('table.html'));
    expect(html(dublin)).to.include('€').and.not.include('$29');
  });
});
