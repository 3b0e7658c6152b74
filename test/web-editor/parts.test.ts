import { expect } from 'chai';
import { serializePage } from '../../common/editor/document.ts';
import { expandPage, type SitePart } from '../../common/editor/parts.ts';
import { styleRulesOf } from '../../common/editor/styles.ts';
import type { ProjectPage } from '../../common/editor/types.ts';
import { EditorStore } from '../../web/src/features/editor/state/editor-store.ts';
import { siteFrameStart } from '../../web/src/features/editor/state/page-start.ts';
import type { SavePayload } from '../../web/src/features/editor/state/saving.ts';
import { html, idOf, project, RecordingMirror, stripIds } from './support.ts';

const HEADER =
  '<header data-id="hdr0000001" class="site-header sw-hhhhhhhhhh" data-sw-part="part000001">' +
  '<a data-id="brand00001" class="brand" href="index.html" data-sw-page="home000001">Bakery</a>' +
  '<ul data-id="menu000001" class="nav" data-sw-menu="pages"><li data-id="li00000001" class="nav-item"><a data-id="a000000001" class="nav-link" href="index.html" data-sw-page="home000001">Home</a></li></ul>' +
  '</header>';
const FOOTER = '<footer data-id="ftr0000001" class="site-footer" data-sw-part="part000002"><p data-id="ftp0000001">© Bakery</p></footer>';
const HEADER_STYLES = [{ selector: '.sw-hhhhhhhhhh', breakpoint: 'all' as const, declarations: { color: 'navy' } }];

function pageOf(id: string, name: string, body: string, slug = ''): ProjectPage {
  return { id, name, html: `${HEADER}${body}${FOOTER}`, doc: { title: name, description: '', css: '', js: '', headLinks: [], fonts: [], slug, styles: HEADER_STYLES }, version: 1 };
}

function parts(): SitePart[] {
  return [
    { id: 'part000001', name: 'Site header', kind: 'header', html: HEADER, styles: HEADER_STYLES, version: 1 },
    { id: 'part000002', name: 'Site footer', kind: 'footer', html: FOOTER, styles: [], version: 1 },
  ];
}

const HOME = pageOf('home000001', 'Home', '<section data-id="sec0000001" class="section"><div data-id="ctr0000001" class="container"><h2 data-id="h2a0000001" class="section-title">Fresh bread</h2><p data-id="pa00000001" class="lead">Daily.</p></div></section>');
const ABOUT = pageOf('about00001', 'About', '<section data-id="sec0000002" class="section"><p data-id="pb00000001">Since 1920.</p></section>', 'about');

function open(pages: ProjectPage[] = [HOME, ABOUT]) {
  const saves: SavePayload[] = [];
  const errors: unknown[] = [];
  const store = new EditorStore(
    { ...project(pages), parts: parts() },
    {
      savePages: async (payload) => {
        saves.push(payload);
        const answer = project(payload.pages.filter((p) => 'html' in p) as ProjectPage[], payload.version + 1);
        return { ...answer, parts: (payload.parts ?? []).map((part) => ({ ...part, version: payload.version + 1 })) };
      },
      onError: (error) => errors.push(error),
      autosaveDelayMs: 60_000,
    },
  );
  store.setCanvas(new RecordingMirror());
  return { store, saves, errors };
}

/** The active page's menu items, in order (the nav-item list the header's menu is made of). */
function menuTexts(store: EditorStore): string[] {
  return [...html(store).matchAll(/<li class="nav-item"><a [^>]*>([^<]*)<\/a><\/li>/g)].map((match) => match[1]);
}

function textOf(store: EditorStore, id: string): string {
  const node = store.document.nodes.get(id);
  if (node?.type !== 'element') return '';
  return node.children.map((child) => store.document.nodes.get(child)).map((child) => (child?.type === 'text' ? child.text : '')).join('');
}

describe('web editor: site-wide parts', () => {
  it('an edit inside the header on one page shows on another, is saved with the part, and undo on either page restores it', async () => {
    const { store, saves } = open();
    store.edit([{ type: 'replaceContent', id: 'brand00001', html: 'Bakery & Café' }]);
    expect(store.parts[0].html).to.contain('Bakery &amp; Café');
    expect(store.getState().saveState).to.equal('unsaved');

    store.switchPage('about00001');
    expect(textOf(store, 'brand00001'), 'the other page shows the part as edited').to.equal('Bakery & Café');
    expect(store.getState().history.canUndo, 'bringing a page up to date is no edit of it').to.equal(false);

    await store.save();
    const payload = saves[0];
    expect(payload.parts).to.have.length(1);
    expect(payload.parts![0]).to.include({ id: 'part000001', version: 1 });
    expect(payload.parts![0].html).to.contain('Bakery &amp; Café');
    expect(payload.pages.find((p) => p.id === 'about00001'), 'the synced page is not sent whole').to.deep.equal({ id: 'about00001', version: 1 });
    expect(store.parts[0].version, 'the answer\'s part version is kept').to.equal(2);
    expect(store.isDirty).to.equal(false);

    // Another header edit on this page, undone here: the part and the first page follow.
    store.edit([{ type: 'replaceContent', id: 'brand00001', html: 'The Bakery' }]);
    store.switchPage('home000001');
    expect(textOf(store, 'brand00001')).to.equal('The Bakery');
    store.switchPage('about00001');
    expect(store.undo()).to.equal(true);
    expect(store.parts[0].html).to.contain('Bakery &amp; Café');
    store.switchPage('home000001');
    expect(textOf(store, 'brand00001')).to.equal('Bakery & Café');

    // The first edit, undone where it was made, restores the original everywhere.
    expect(store.undo()).to.equal(true);
    expect(textOf(store, 'brand00001')).to.equal('Bakery');
    store.switchPage('about00001');
    expect(textOf(store, 'brand00001')).to.equal('Bakery');
    await store.save();
    expect(saves[1].parts![0]).to.include({ id: 'part000001', version: 2 });
  });

  it('a style change of an element inside the part goes with the part', () => {
    const { store } = open();
    store.setStyle('hdr0000001', { color: 'crimson' }, { breakpoint: 'all' });
    expect(store.parts[0].styles).to.deep.equal([{ selector: '.sw-hhhhhhhhhh', breakpoint: 'all', declarations: { color: 'crimson' } }]);
    store.switchPage('about00001');
    expect(store.serializePages()[1].doc.styles).to.deep.include({ selector: '.sw-hhhhhhhhhh', breakpoint: 'all', declarations: { color: 'crimson' } });
  });

  it('menus follow the page list: a new page from the site layout, a rename, a move and a hidden page', () => {
    const { store } = open();
    expect(menuTexts(store)).to.deep.equal(['Home', 'About']);
    const start = siteFrameStart(store.serializePages()[0], store.parts)!;
    const id = store.addPage('Contact', start)!;
    const added = store.serializePages()[2].html;
    expect(added).to.match(/^<header[^>]*data-sw-part="part000001"/);
    expect(added).to.match(/<footer[^>]*data-sw-part="part000002"[^>]*>.*<\/footer>$/);
    expect(stripIds(added)).to.contain('<section class="section"><div class="container"><h2 class="section-title">New section</h2><p class="lead">');
    expect(menuTexts(store), 'the new page lists itself').to.deep.equal(['Home', 'About', 'Contact']);
    expect(html(store)).to.contain('aria-current="page">Contact</a>');
    store.switchPage('home000001');
    expect(menuTexts(store), 'and every other page lists it at once').to.deep.equal(['Home', 'About', 'Contact']);

    store.renamePage(id, 'Visit us');
    store.movePage(id, -1);
    expect(menuTexts(store)).to.deep.equal(['Home', 'Visit us', 'About']);
    expect(html(store)).to.contain('href="visit-us.html" data-sw-page="' + id + '">Visit us</a>');
    expect(store.getState().history.canUndo, 'the menu is derived, not edited').to.equal(false);

    store.switchPage('about00001');
    expect(store.setPageSettings({ hideFromMenu: true })).to.equal(true);
    expect(menuTexts(store)).to.deep.equal(['Home', 'Visit us']);
    expect(store.serializePages().find((p) => p.id === 'about00001')!.doc.hideFromMenu).to.equal(true);
    store.switchPage('home000001');
    expect(menuTexts(store)).to.deep.equal(['Home', 'Visit us']);
    store.switchPage('about00001');
    store.undo();
    expect(menuTexts(store)).to.deep.equal(['Home', 'Visit us', 'About']);
  });

  it('a hand edit inside a pages menu turns it manual in the same step, and it stays as edited', () => {
    const { store } = open();
    const link = [...store.document.nodes.values()].find((node) => node.type === 'element' && node.tag === 'a' && node.parent !== 'hdr0000001')!;
    store.edit([{ type: 'replaceContent', id: link.id, html: 'Start' }]);
    expect(store.getState().history.labels).to.have.length(1);
    expect(html(store)).to.contain('data-sw-menu="manual"');
    expect(store.parts[0].html).to.contain('data-sw-menu="manual"');
    store.renamePage('about00001', 'Our story');
    expect(menuTexts(store), 'a manual menu is left alone').to.deep.equal(['Start', 'About']);
    store.undo();
    expect(html(store)).to.contain('data-sw-menu="pages"');
    expect(menuTexts(store)).to.deep.equal(['Home', 'About']);
    store.switchPage('about00001');
    expect(menuTexts(store), 'the next page shown regenerates it').to.deep.equal(['Home', 'Our story']);
  });

  it('makes a section a shared part, inserts it once per page, detaches and removes instances', async () => {
    const { store, saves, errors } = open();
    expect(store.canMakeShared('sec0000001')).to.equal(true);
    expect(store.canMakeShared('h2a0000001'), 'only top-level sections').to.equal(false);
    const partId = store.makeShared('sec0000001', 'Opening hours')!;
    expect(store.getState().parts.map((part) => part.name)).to.deep.equal(['Site header', 'Site footer', 'Opening hours']);
    expect(store.partAt('h2a0000001')?.part.id).to.equal(partId);

    store.switchPage('about00001');
    store.select('sec0000002');
    expect(store.insertPart(partId)).to.equal(true);
    expect(store.partUsage(partId)).to.equal(2);
    expect(store.insertPart(partId)).to.equal(false);
    expect((errors[0] as Error).message).to.equal('This page already shows “Opening hours”.');

    store.edit([{ type: 'replaceContent', id: 'h2a0000001', html: 'Hours' }]);
    store.switchPage('home000001');
    expect(textOf(store, 'h2a0000001'), 'edited on the other page').to.equal('Hours');

    expect(store.detachPart('h2a0000001')).to.equal(true);
    expect(store.partAt('h2a0000001')).to.equal(null);
    store.edit([{ type: 'replaceContent', id: 'h2a0000001', html: 'Only here' }]);
    store.switchPage('about00001');
    expect(textOf(store, 'h2a0000001'), 'a detached copy no longer changes the part').to.equal('Hours');
    expect(store.removePartFromPage('h2a0000001')).to.equal(true);
    expect(store.partUsage(partId)).to.equal(0);

    await store.save();
    expect(saves[0].parts!.map((part) => part.id)).to.deep.equal([partId]);
    expect(saves[0].parts![0]).to.not.have.property('version');
  });

  it('page settings show or hide the site header and footer as one undoable step', () => {
    const { store } = open();
    store.switchPage('about00001');
    expect(store.setPageSettings({ title: 'About us' }, { header: false, footer: false })).to.equal(true);
    expect(stripIds(html(store))).to.equal('<section class="section"><p>Since 1920.</p></section>');
    expect(store.sitePart('header')).to.deep.include({ shown: false });
    store.setPageSettings({}, { header: true });
    expect(html(store)).to.match(/^<header class="site-header sw-hhhhhhhhhh" data-sw-part="part000001">/);
    store.undo();
    store.undo();
    expect(html(store)).to.match(/^<header .*<\/footer>$/);
    expect(store.pageMeta.title).to.equal('About');
  });

  it('opens a page holding a stale copy of a part as the site shows it, with nothing to undo or save', () => {
    const staleHeader =
      '<header data-id="hdr0000001" class="site-header sw-hhhhhhhhhh" data-sw-part="part000001"><a data-id="brand00001" class="brand" href="old.html" data-sw-page="home000001">Old name</a>' +
      '<ul data-id="menu000001" class="nav" data-sw-menu="pages"><li data-id="li00000001" class="nav-item"><a data-id="a000000001" class="nav-link" href="old.html" data-sw-page="home000001">Start</a></li></ul></header>';
    const home = { ...HOME, html: HOME.html.replace(HEADER, staleHeader), doc: { ...HOME.doc, styles: [{ selector: '.sw-hhhhhhhhhh', breakpoint: 'all' as const, declarations: { color: 'red' } }] } };
    const { store } = open([home, ABOUT]);
    const expected = expandPage({ ...home, doc: { ...home.doc } }, parts(), [home, ABOUT]);
    expect(serializePage(store.document)).to.equal(expected.html);
    expect(menuTexts(store)).to.deep.equal(['Home', 'About']);
    expect(textOf(store, 'brand00001')).to.equal('Bakery');
    expect(styleRulesOf(store.document.styles)).to.deep.equal(expected.styles);
    expect(store.getState().history.canUndo).to.equal(false);
    expect(store.isDirty).to.equal(false);
  });

  it('copies of a shared part are ordinary markup', () => {
    const { store } = open();
    store.select('sec0000001');
    store.duplicate('hdr0000001');
    expect(html(store).match(/data-sw-part="part000001"/g)).to.have.length(1);
    expect(idOf(store, 'header', 1)).to.be.a('string');
  });
});
