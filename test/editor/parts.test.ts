import { expect } from 'chai';
import { parseFragment, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { parsePage, serializePage } from '../../common/editor/document.ts';
import {
  detachRepeatedInstances,
  expandPage,
  type ExpandablePage,
  isSingleElement,
  MENU_ATTRIBUTE,
  PAGE_LINK_ATTRIBUTE,
  PART_ATTRIBUTE,
  partFromInstance,
  partifyPages,
  partOfNode,
  renderMenu,
  type SitePart,
} from '../../common/editor/parts.ts';

/** Every element of some markup, in document order, with its attributes as a record. */
function elements(html: string): { tag: string; attrs: Record<string, string>; text: string }[] {
  const out: { tag: string; attrs: Record<string, string>; text: string }[] = [];
  const text = (node: P5.ChildNode): string =>
    node.nodeName === '#text' ? (node as P5.TextNode).value : 'childNodes' in node ? (node as P5.Element).childNodes.map(text).join('') : '';
  const walk = (nodes: P5.ChildNode[]) => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      out.push({ tag: node.tagName, attrs: Object.fromEntries(node.attrs.map((attr) => [attr.name, attr.value])), text: text(node) });
      walk(node.childNodes);
    }
  };
  walk(parseFragment(html).childNodes);
  return out;
}

function menuLinks(html: string) {
  return elements(html)
    .filter((node) => node.tag === 'a' && node.attrs.class?.includes('nav-link'))
    .map((node) => ({ text: node.text, href: node.attrs.href, current: node.attrs['aria-current'] ?? null }));
}

const HEADER: SitePart = {
  id: 'header0001',
  name: 'Header',
  kind: 'header',
  html:
    '<header data-id="hdr0000001" class="site sw-hdr0000001" data-sw-part="header0001"><a data-id="logo000001" href="index.html" data-sw-page="home000001">Olive</a>' +
    '<ul data-id="menu000001" class="nav" data-sw-menu="pages">\n  <li data-id="item000001" class="nav-item active"><a data-id="link000001" class="nav-link" href="index.html" data-sw-page="home000001">Home</a></li>\n</ul></header>',
  styles: [{ selector: '.sw-hdr0000001', breakpoint: 'all', declarations: { color: 'navy' } }],
  version: 3,
};

const PAGES = [
  { id: 'home000001', name: 'Home', doc: { slug: '' } },
  { id: 'menu000002', name: 'Our menu', doc: { slug: 'menu' } },
  { id: 'secret0003', name: 'Staff', doc: { slug: 'staff', hideFromMenu: true } },
  { id: 'about00004', name: 'About us', doc: {} },
];

const stale = (pageId: string, extra = ''): ExpandablePage => ({
  id: pageId,
  name: PAGES.find((page) => page.id === pageId)!.name,
  html: `<header data-id="hdr0000001" class="site" data-sw-part="header0001"><p data-id="oldp000001">Old header</p></header><section data-id="sec0000001">Body${extra}</section>`,
  doc: { styles: [{ selector: '.sw-hdr0000001', breakpoint: 'all', declarations: { color: 'red' } }, { selector: '.sw-own0000001', breakpoint: 'all', declarations: { margin: '0' } }] },
});

describe('site-wide parts (common/editor/parts.ts)', () => {
  it("puts the part's current markup in place of a page's stale copy, and its style rules in place of the page's", () => {
    const { html, styles } = expandPage(stale('menu000002'), [HEADER], PAGES);
    const header = elements(html)[0];
    expect(header.tag).to.equal('header');
    expect(header.attrs[PART_ATTRIBUTE]).to.equal('header0001');
    expect(header.attrs['data-id'], 'the part keeps its ids on every page').to.equal('hdr0000001');
    expect(html).not.to.include('Old header');
    expect(html).to.include('<section data-id="sec0000001">Body</section>');
    expect(styles).to.deep.equal([
      { selector: '.sw-own0000001', breakpoint: 'all', declarations: { margin: '0' } },
      { selector: '.sw-hdr0000001', breakpoint: 'all', declarations: { color: 'navy' } },
    ]);
  });

  it('regenerates a pages menu from the page list: order, names, hidden pages left out, the current page marked', () => {
    const { html } = expandPage(stale('menu000002'), [HEADER], PAGES);
    expect(menuLinks(html)).to.deep.equal([
      { text: 'Home', href: 'index.html', current: null },
      { text: 'Our menu', href: 'menu.html', current: 'page' },
      { text: 'About us', href: 'about-us.html', current: null },
    ]);
    const items = elements(html).filter((node) => node.tag === 'li');
    expect(items.map((item) => item.attrs.class), 'the active class moves to the current page').to.deep.equal(['nav-item', 'nav-item active', 'nav-item']);
    expect(html, 'the whitespace between items is kept').to.include('</li>\n  <li');

    const reordered = [PAGES[3], PAGES[0], PAGES[1], { ...PAGES[2], doc: { slug: 'staff' } }];
    expect(menuLinks(expandPage(stale('home000001'), [HEADER], reordered).html).map((link) => link.text)).to.deep.equal(['About us', 'Home', 'Our menu', 'Staff']);
  });

  it('gives menu items the same ids on every page and every expansion', () => {
    const ids = (pageId: string) => elements(expandPage(stale(pageId), [HEADER], PAGES).html).filter((node) => node.tag === 'li').map((node) => node.attrs['data-id']);
    expect(ids('home000001')).to.deep.equal(ids('menu000002'));
    expect(ids('home000001')).to.deep.equal(ids('home000001'));
    expect(new Set(ids('home000001')).size).to.equal(3);
  });

  it('re-renders one menu in place when the page list changes in the editor', () => {
    const doc = parsePage(expandPage(stale('home000001'), [HEADER], PAGES).html);
    renderMenu(doc, 'menu000001', [...PAGES, { id: 'new0000005', name: 'Events', doc: {} }], 'home000001');
    expect(menuLinks(serializePage(doc)).map((link) => link.text)).to.deep.equal(['Home', 'Our menu', 'About us', 'Events']);
  });

  it('leaves a menu the owner edited by hand alone', () => {
    const manual = { ...HEADER, html: HEADER.html.replace(`${MENU_ATTRIBUTE}="pages"`, `${MENU_ATTRIBUTE}="manual"`) };
    expect(menuLinks(expandPage(stale('menu000002'), [manual], PAGES).html)).to.deep.equal([{ text: 'Home', href: 'index.html', current: null }]);
  });

  it("points page links at the page's current address; a link to a deleted page stays as written", () => {
    const page = {
      id: 'home000001',
      name: 'Home',
      html: '<p data-id="para000001"><a data-id="lnk0000001" href="old.html" data-sw-page="about00004">About</a> <a data-id="lnk0000002" href="gone.html" data-sw-page="gone000009">Gone</a></p>',
      doc: {},
    };
    const links = elements(expandPage(page, [], PAGES).html).filter((node) => node.tag === 'a');
    expect(links[0].attrs).to.include({ href: 'about-us.html', [PAGE_LINK_ATTRIBUTE]: 'about00004' });
    expect(links[1].attrs.href).to.equal('gone.html');
    expect(links[1].attrs).not.to.have.property(PAGE_LINK_ATTRIBUTE);
  });

  it('keeps an instance of a deleted part and a second instance of a part as plain markup', () => {
    const page = {
      id: 'home000001',
      name: 'Home',
      html: '<div data-id="dead000001" data-sw-part="deleted001"><p data-id="dp00000001">Kept</p></div>' + stale('home000001').html + '<header data-id="hdr0000002" data-sw-part="header0001">Second</header>',
      doc: {},
    };
    const top = elements(expandPage(page, [HEADER], PAGES).html);
    const unknown = top.find((node) => node.attrs['data-id'] === 'dead000001')!;
    expect(unknown.attrs).not.to.have.property(PART_ATTRIBUTE);
    expect(unknown.text).to.equal('Kept');
    const second = top.find((node) => node.attrs['data-id'] === 'hdr0000002')!;
    expect(second.attrs).not.to.have.property(PART_ATTRIBUTE);
    expect(second.text).to.equal('Second');
    expect(top.filter((node) => node.attrs[PART_ATTRIBUTE] === 'header0001')).to.have.length(1);
  });

  it('returns a page without parts, menus or page links exactly as given', () => {
    const page = { id: 'p000000001', name: 'Plain', html: '<div class=x   data-id="d000000001">  Opted out <b>page</b></div>', doc: { styles: [] } };
    expect(expandPage(page, [HEADER], PAGES)).to.deep.equal({ html: page.html, styles: [] });
  });

  it('detaches a repeated instance at save and leaves other markup untouched', () => {
    const twice = `${HEADER.html}<p data-id="p000000001">x</p>${HEADER.html.replace(/data-id="(\w+)"/g, (_, id: string) => `data-id="${id.slice(0, 9)}2"`)}`;
    const detached = elements(detachRepeatedInstances(twice)).filter((node) => node.tag === 'header');
    expect(detached.map((node) => node.attrs[PART_ATTRIBUTE] ?? null)).to.deep.equal(['header0001', null]);
    const once = '<header data-id="h000000001"   data-sw-part="a">x</header>';
    expect(detachRepeatedInstances(once)).to.equal(once);
  });

  it('knows which part an element belongs to and what an instance saves', () => {
    const doc = parsePage(expandPage(stale('home000001'), [HEADER], PAGES).html, { styles: [...HEADER.styles, { selector: '.sw-own0000001', breakpoint: 'all', declarations: { margin: '0' } }] });
    expect(partOfNode(doc, 'logo000001')).to.equal('header0001');
    expect(partOfNode(doc, 'sec0000001')).to.equal(null);
    const saved = partFromInstance(doc, 'hdr0000001', doc.styles);
    expect(saved.styles).to.deep.equal(HEADER.styles);
    expect(elements(saved.html)[0].attrs).to.include({ 'data-id': 'hdr0000001', [PART_ATTRIBUTE]: 'header0001' });
  });

  it('accepts exactly one element as a part', () => {
    expect(isSingleElement('<header><p>x</p></header>')).to.equal(true);
    expect(isSingleElement(' <footer></footer>\n')).to.equal(true);
    expect(isSingleElement('<header></header><footer></footer>')).to.equal(false);
    expect(isSingleElement('just text')).to.equal(false);
    expect(isSingleElement('')).to.equal(false);
  });

  describe('partifyPages', () => {
    const nav = (current: number) =>
      `<nav class="navbar"><a class="brand" href="index.html">Site</a><ul class="navbar-nav">` +
      ['index.html', 'menu.html', 'about.html'].map((href, index) => `<li class="nav-item"><a class="nav-link${index === current ? ' active' : ''}" href="${href}">${['Home', 'Menu', 'About'][index]}</a></li>`).join('') +
      `</ul></nav>`;
    const page = (id: string, name: string, index: number, lang?: string) => ({
      id,
      name,
      html: `${nav(index)}<section><a href="menu.html">See the menu</a></section><footer class="foot">Footer of ${name}</footer>`,
      doc: { title: name, ...(lang ? { lang } : {}) },
    });
    const source = [page('home000001', 'Home', 0), page('menu000001', 'Menu', 1), page('about00001', 'About', 2)];

    it("makes the first page's header and footer shared parts used on every page, with a menu that follows the pages", () => {
      let n = 0;
      const { pages, parts } = partifyPages(source, () => `part${String(++n).padStart(6, '0')}`);
      expect(parts.map((part) => [part.id, part.kind, part.name])).to.deep.equal([
        ['part000001', 'header', 'Header'],
        ['part000002', 'footer', 'Footer'],
      ]);
      for (const [index, result] of pages.entries()) {
        const all = elements(result.html);
        expect(all[0].attrs[PART_ATTRIBUTE]).to.equal('part000001');
        expect(all.find((node) => node.tag === 'footer')!.attrs[PART_ATTRIBUTE]).to.equal('part000002');
        expect(all.find((node) => node.tag === 'footer')!.text, 'the first page footer is the one').to.equal('Footer of Home');
        expect(all.find((node) => node.tag === 'ul')!.attrs[MENU_ATTRIBUTE]).to.equal('pages');
        expect(menuLinks(result.html).find((link) => link.current)!.text).to.equal(source[index].name);
        const sectionLink = all.find((node) => node.tag === 'a' && node.text === 'See the menu')!;
        expect(sectionLink.attrs[PAGE_LINK_ATTRIBUTE], 'links to pages follow their slug').to.equal('menu000001');
      }
      const renamed = pages.map((result, index) => (index === 1 ? { ...result, name: 'Food', doc: { ...result.doc, slug: 'food' } } : result));
      const expanded = expandPage(renamed[0], parts, renamed).html;
      expect(menuLinks(expanded).map((link) => `${link.text} ${link.href}`)).to.deep.equal(['Home index.html', 'Food food.html', 'About about.html']);
      expect(elements(expanded).find((node) => node.tag === 'a' && node.text === 'See the menu')!.attrs.href).to.equal('food.html');
    });

    it('leaves a list that also holds an anchor or a button as written, and pages in another language with their own header', () => {
      const withButton = source.map((item) => ({ ...item, html: item.html.replace('</ul>', '<li class="nav-item"><a class="btn" href="#contact">Contact</a></li></ul>') }));
      const { pages } = partifyPages([...withButton, page('de00000001', 'Speisekarte', 1, 'de')]);
      expect(pages[0].html).not.to.include(MENU_ATTRIBUTE);
      expect(pages[0].html).to.include('href="#contact"');
      expect(elements(pages[3].html)[0].attrs, 'the German page keeps its own navigation').not.to.have.property(PART_ATTRIBUTE);
      expect(pages[3].html).to.include('Footer of Speisekarte');
    });

    it('makes a top-level <nav> the header only before the first section', () => {
      const late = [{ id: 'home000001', name: 'Home', html: '<section>Intro</section><nav><a href="index.html">Home</a></nav>', doc: {} }];
      expect(partifyPages(late).parts).to.deep.equal([]);
    });
  });
});
