import { expect } from 'chai';
import { getElement, parsePage, serializePage } from '../../common/editor/document.ts';
import { expandPage, partifyPages, PART_ATTRIBUTE } from '../../common/editor/parts.ts';
import {
  applyProjectOperation,
  applyRebased,
  instanceOnPage,
  pageDocOf,
  projectStateOf,
  serializeProjectPage,
  type ProjectOperation,
  type ProjectState,
} from '../../common/editor/project-operations.ts';
import { styleRulesOf } from '../../common/editor/styles.ts';
import type { PageDoc, ProjectPage } from '../../common/editor/types.ts';
import { applyDerived, noteAfter, noteBefore, Reach } from '../../server/modules/collab/derived.ts';

const DOC: PageDoc = { title: '', description: '', css: '', js: '', headLinks: [], fonts: [] };

/** Two pages sharing a header with a menu of both and a footer, made parts as a new site's are. */
function siteState(): ProjectState {
  const header = (current: string) =>
    `<header class="top"><nav><ul class="menu"><li><a href="index.html"${current === 'home' ? ' class="active"' : ''}>Home</a></li><li><a href="about.html"${current === 'about' ? ' class="active"' : ''}>About</a></li></ul></nav></header>`;
  const pages: ProjectPage[] = [
    { id: 'homepage01', name: 'Home', html: `${header('home')}<section><h1>Welcome</h1><p>Hello <a href="about.html">about us</a></p></section><footer><p>Footer</p></footer>`, doc: { ...DOC } },
    { id: 'aboutpage1', name: 'About', html: `${header('about')}<section><h1>About</h1></section><footer><p>Footer</p></footer>`, doc: { ...DOC, slug: 'about' } },
  ].map((page) => ({ ...page, html: serializePage(parsePage(page.html)) }));
  let counter = 0;
  const { pages: partified, parts } = partifyPages(pages, () => `part${String(++counter).padStart(6, '0')}`);
  return projectStateOf({ pages: partified, parts });
}

/** Everything a project is, as text: the pages in order (markup, name, saved data) and the parts by id. */
function snapshot(state: ProjectState): string {
  const parts = [...state.parts].sort((a, b) => a.id.localeCompare(b.id));
  return JSON.stringify({ pages: state.pages.map(serializeProjectPage), parts });
}

function elementWith(state: ProjectState, pageId: string, tag: string, text?: string): string {
  const page = state.pages.find((each) => each.id === pageId)!;
  for (const node of page.document.nodes.values()) {
    if (node.type !== 'element' || node.tag !== tag) continue;
    if (text === undefined || serializePage({ ...page.document, rootId: node.id }).includes(text)) return node.id;
  }
  throw new Error(`no <${tag}> on ${pageId}`);
}

/** Applies operations as the server accepts a push: each one, then what follows from them. */
function acceptPush(state: ProjectState, ops: ProjectOperation[]): ProjectOperation[] {
  const reach = new Reach();
  const applied: ProjectOperation[] = [];
  for (const op of ops) {
    noteBefore(state, op, reach);
    const result = applyRebased(state, op);
    if (!result) continue;
    noteAfter(state, result.op, reach);
    applied.push(result.op);
  }
  applyDerived(state, reach, (op) => {
    applied.push(op);
    return applyProjectOperation(state, op);
  });
  return applied;
}

/** Each page as a read of the project gives it: expanded with the current parts and page list. */
function expectExpanded(state: ProjectState): void {
  const pages = state.pages.map((page) => ({ id: page.id, name: page.name, doc: { slug: page.document.meta.slug, hideFromMenu: page.document.meta.hideFromMenu } }));
  for (const page of state.pages) {
    const html = serializePage(page.document);
    const expanded = expandPage({ id: page.id, name: page.name, html, doc: { ...pageDocOf(page), styles: styleRulesOf(page.document.styles) } }, state.parts, pages);
    expect(html, `page ${page.name} as a read would expand it`).to.equal(expanded.html);
  }
}

describe('Project operations: the page list and the shared parts as data with inverses', () => {
  it('undoes each kind of project operation exactly with its inverse', () => {
    const state = siteState();
    const heading = elementWith(state, 'homepage01', 'h1');
    const header = state.parts.find((part) => part.kind === 'header')!;
    const newPage = serializeProjectPage(projectStateOf({ pages: [{ id: 'newpage001', name: 'New', html: '<div class="container"></div>', doc: DOC }] }).pages[0]);
    const cases: ProjectOperation[] = [
      { type: 'edit', page: 'homepage01', op: { type: 'setAttributes', id: heading, attrs: { title: 'x' } } },
      { type: 'addPage', page: newPage, index: 1 },
      { type: 'renamePage', id: 'aboutpage1', name: 'About us' },
      { type: 'movePage', id: 'aboutpage1', index: 0 },
      { type: 'deletePage', id: 'aboutpage1' },
      { type: 'setPart', id: 'newpart001', part: { name: 'Banner', kind: 'section', html: '<section data-id="bannerroot">Banner</section>', styles: [] } },
      { type: 'setPart', id: header.id, part: { ...header, name: 'Top' } },
      { type: 'setPart', id: header.id, part: null },
      { type: 'partFromPage', id: header.id, page: 'aboutpage1' },
    ];
    for (const op of cases) {
      const before = snapshot(state);
      const inverse = applyProjectOperation(state, structuredClone(op));
      expect(snapshot(state), `${op.type} changed nothing`).to.not.equal(before);
      const redo = applyProjectOperation(state, inverse);
      expect(snapshot(state), `the inverse of ${JSON.stringify(op).slice(0, 80)}`).to.equal(before);
      applyProjectOperation(state, redo);
      applyProjectOperation(state, inverse);
    }
  });

  it('refuses what a project cannot hold, leaving it as it was', () => {
    const state = siteState();
    const before = snapshot(state);
    const refused: ProjectOperation[] = [
      { type: 'deletePage', id: 'nopage0000' },
      { type: 'renamePage', id: 'homepage01', name: '  ' },
      { type: 'addPage', page: { id: 'homepage01', name: 'Again', html: '', doc: DOC }, index: 0 },
      // Markup without ids would get different made-up ids in every copy of the project.
      { type: 'addPage', page: { id: 'noids00001', name: 'No ids', html: '<div>x</div>', doc: DOC }, index: 0 },
      { type: 'setPart', id: 'twoelement', part: { name: 'Two', kind: 'section', html: '<p data-id="p1">a</p><p data-id="p2">b</p>', styles: [] } },
      { type: 'partFromPage', id: 'nopart0000', page: 'homepage01' },
    ];
    for (const op of refused) expect(() => applyProjectOperation(state, op), op.type).to.throw();
    const restore = applyProjectOperation(state, { type: 'deletePage', id: 'aboutpage1' });
    expect(() => applyProjectOperation(state, { type: 'deletePage', id: 'homepage01' }), 'the last page').to.throw('at least one page');
    applyProjectOperation(state, restore);
    expect(snapshot(state)).to.equal(before);
  });

  it('rebases: a position past the end becomes the end, an edit of a deleted element is dropped', () => {
    const state = siteState();
    const section = elementWith(state, 'homepage01', 'section');
    const children = getElement(state.pages[0].document, section)!.children.length;
    const landed = applyRebased(state, { type: 'edit', page: 'homepage01', op: { type: 'insert', parentId: section, index: children + 5, html: '<p>late</p>' } });
    expect(landed?.op).to.deep.include({ type: 'edit' });
    expect((landed!.op as { op: { index: number } }).op.index).to.equal(children);
    expect(serializePage(state.pages[0].document)).to.match(/late<\/p><\/section>/);

    applyProjectOperation(state, { type: 'edit', page: 'homepage01', op: { type: 'remove', id: section } });
    const before = snapshot(state);
    expect(applyRebased(state, { type: 'edit', page: 'homepage01', op: { type: 'setAttributes', id: section, attrs: { title: 'gone' } } })).to.equal(null);
    expect(applyRebased(state, { type: 'movePage', id: 'aboutpage1', index: 9 })?.op).to.deep.equal({ type: 'movePage', id: 'aboutpage1', index: 1 });
    applyProjectOperation(state, { type: 'movePage', id: 'aboutpage1', index: 1 });
    expect(snapshot(state)).to.equal(before);
  });

  it('derives what follows: an edit inside the header reaches the part and every page, a rename every menu', () => {
    const state = siteState();
    const header = state.parts.find((part) => part.kind === 'header')!;
    const instance = instanceOnPage(state.pages[0].document, header.id)!;
    const applied = acceptPush(state, [{ type: 'edit', page: 'homepage01', op: { type: 'setAttributes', id: instance.id, attrs: { 'data-theme': 'dark' } } }]);
    expect(applied.map((op) => op.type)).to.deep.equal(['edit', 'partFromPage', 'edit']);
    expect(state.parts.find((part) => part.id === header.id)!.html).to.contain('data-theme="dark"');
    expect(serializePage(state.pages[1].document)).to.contain('data-theme="dark"');
    expectExpanded(state);

    acceptPush(state, [{ type: 'renamePage', id: 'aboutpage1', name: 'Our story' }]);
    for (const page of state.pages) expect(serializePage(page.document), page.name).to.contain('>Our story</a>');
    expectExpanded(state);

    acceptPush(state, [{ type: 'edit', page: 'aboutpage1', op: { type: 'setPageMeta', values: { slug: 'story' } } }]);
    expect(serializePage(state.pages[0].document)).to.contain('href="story.html"');
    expectExpanded(state);
  });

  it('derives that a menu edited by hand stops following the page list', () => {
    const state = siteState();
    const link = elementWith(state, 'homepage01', 'a', 'About');
    const applied = acceptPush(state, [{ type: 'edit', page: 'homepage01', op: { type: 'replaceContent', id: link, html: 'Who we are' } }]);
    expect(applied.some((op) => op.type === 'edit' && op.op.type === 'setAttributes' && op.op.attrs['data-sw-menu'] === 'manual')).to.equal(true);
    acceptPush(state, [{ type: 'renamePage', id: 'aboutpage1', name: 'Renamed' }]);
    expect(serializePage(state.pages[0].document)).to.contain('Who we are').and.not.contain('>Renamed<');
    expectExpanded(state);
  });

  it('derives the detached instances of a deleted part', () => {
    const state = siteState();
    const footer = state.parts.find((part) => part.kind === 'footer')!;
    acceptPush(state, [{ type: 'setPart', id: footer.id, part: null }]);
    for (const page of state.pages) expect(instanceOnPage(page.document, footer.id), page.name).to.equal(null);
    expect(serializePage(state.pages[0].document)).to.contain('Footer').and.not.contain(`${PART_ATTRIBUTE}="${footer.id}"`);
    expectExpanded(state);
  });
});
