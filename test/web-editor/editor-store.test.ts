import { expect } from 'chai';
import { EditError } from '../../common/editor/index.ts';
import { HttpError } from '../../web/src/lib/http/http-error.ts';
import { prepareElements } from '../../web/src/features/editor/state/editor-store.ts';
import { harness, html, idOf, page, project, sleep } from './support.ts';

const GRID = '<div class="container"><div class="row"><div class="col-sm-12"><h1>Hello</h1><p>Some <strong>bold</strong> text</p></div></div></div>';

describe('editor store: selection and panels', () => {
  it('opens the layout panel for layout elements, the style panel for others; nothing selected clears it', () => {
    const { store } = harness([page('p1', 'Home', GRID)]);
    expect(store.getState().panel).to.equal('elements');
    store.select(idOf(store, 'div', 1)); // the row
    expect(store.getState().panel).to.equal('layout');
    store.select(idOf(store, 'h1'));
    expect(store.getState().panel).to.equal('style');
    store.select(null);
    expect(store.getState()).to.include({ selectedId: null, panel: 'elements' });
    store.openPanel('history');
    store.select(null);
    expect(store.getState().panel, 'a non-selection panel stays').to.equal('history');
  });

  it('navigates siblings, parent and first child', () => {
    const { store } = harness([page('p1', 'Home', GRID)]);
    const h1 = idOf(store, 'h1');
    const p = idOf(store, 'p');
    store.select(h1);
    store.selectSibling(1);
    expect(store.getState().selectedId).to.equal(p);
    store.selectSibling(1);
    expect(store.getState().selectedId, 'no next sibling: stays').to.equal(p);
    store.selectSibling(-1);
    expect(store.getState().selectedId).to.equal(h1);
    store.selectParent();
    expect(store.getState().selectedId).to.equal(idOf(store, 'div', 2));
    store.selectFirstChild();
    expect(store.getState().selectedId).to.equal(h1);
  });
});

describe('editor store: edits', () => {
  it('one edit = each operation applied and mirrored once, one history step with a readable label', () => {
    const { store, mirror } = harness([page('p1', 'Home', GRID)]);
    store.select(idOf(store, 'div', 2)); // the column
    store.openPanel('elements');
    expect(store.appendElement('<h2>New heading</h2>')).to.equal(true);
    expect(html(store)).to.equal('<div class="container"><div class="row"><div class="col-sm-12"><h1>Hello</h1><p>Some <strong>bold</strong> text</p><h2>New heading</h2></div></div></div>');
    expect(mirror.applied).to.have.length(1);
    expect(mirror.applied[0].op.type).to.equal('insert');
    expect(mirror.applied[0].inverse.type).to.equal('remove');
    const state = store.getState();
    expect(state.history).to.deep.include({ labels: ['Insert Heading'], pointer: 0, canUndo: true, canRedo: false });
    expect(state.selectedId, 'the new element is selected').to.equal(idOf(store, 'h2'));
    expect(state.panel, 'adding from the elements panel keeps it open').to.equal('elements');
    expect(state.saveState).to.equal('unsaved');
  });

  it('clicking a catalogue element with a text element selected inserts after it; nothing selected appends to the body', () => {
    const { store } = harness([page('p1', 'Home', GRID)]);
    store.select(idOf(store, 'h1'));
    store.appendElement('<a class="btn" href="#">Go</a>');
    expect(html(store)).to.contain('<h1>Hello</h1><a class="btn" href="#">Go</a><p>');
    store.select(null);
    store.appendElement('<hr>');
    expect(html(store)).to.match(/<\/div><hr>$/);
  });

  it('undo, redo and go-to replay the inverse operations on the document and the canvas', () => {
    const { store, mirror } = harness([page('p1', 'Home', GRID)]);
    const original = html(store);
    store.remove(idOf(store, 'h1'));
    store.remove(idOf(store, 'p'));
    const removed = html(store);
    expect(removed).to.equal('<div class="container"><div class="row"><div class="col-sm-12"></div></div></div>');
    expect(store.undo()).to.equal(true);
    expect(html(store)).to.contain('<p>');
    expect(store.redo()).to.equal(true);
    expect(html(store)).to.equal(removed);
    expect(store.goTo(-1)).to.equal(true);
    expect(html(store)).to.equal(original);
    expect(store.getState().history).to.deep.include({ pointer: -1, canUndo: false, canRedo: true, labels: ['Delete Heading', 'Delete Paragraph'] });
    expect(mirror.applied.map((a) => a.op.type)).to.deep.equal(['remove', 'remove', 'insert', 'remove', 'insert', 'insert']);
    store.goTo(1);
    expect(html(store)).to.equal(removed);
  });

  it('a selection that an undo removes is cleared', () => {
    const { store } = harness([page('p1', 'Home', GRID)]);
    store.appendElement('<h3>x</h3>');
    expect(store.getState().selectedId).to.equal(idOf(store, 'h3'));
    store.undo();
    expect(store.getState().selectedId).to.equal(null);
  });

  it('inline editing records one replaceContent step only when the html changed, and merges edits of the same element', () => {
    const { store } = harness([page('p1', 'Home', GRID)]);
    const h1 = idOf(store, 'h1');
    store.startTextEditing(h1);
    expect(store.getState()).to.include({ editingId: h1, selectedId: h1 });
    expect(store.endTextEditing(h1, null)).to.equal(false);
    expect(store.getState().history.labels).to.deep.equal([]);
    expect(store.getState().editingId).to.equal(null);

    store.startTextEditing(h1);
    expect(store.endTextEditing(h1, 'Hello <b>world</b>')).to.equal(true);
    store.startTextEditing(h1);
    store.endTextEditing(h1, 'Hello <b>world</b>!');
    expect(store.getState().history.labels).to.deep.equal(['Edit text of Heading']);
    expect(html(store)).to.contain('<h1>Hello <b>world</b>!</h1>');
    store.undo();
    expect(html(store)).to.contain('<h1>Hello</h1>');
  });

  it('inline markup the model refuses is reported, not recorded, and the canvas is restored', () => {
    const { store, mirror, errors } = harness([page('p1', 'Home', GRID)]);
    const p = idOf(store, 'p');
    store.startTextEditing(p);
    expect(store.endTextEditing(p, 'one<div>two</div>')).to.equal(false);
    expect(errors[0]).to.be.instanceOf(EditError);
    expect(mirror.restored).to.deep.equal([p]);
    expect(store.getState().history.labels).to.deep.equal([]);
  });

  it('copy and paste insert a copy with fresh ids after the selection; duplicate too', () => {
    const { store } = harness([page('p1', 'Home', GRID)]);
    const p = idOf(store, 'p');
    store.copy(p);
    expect(store.getState().hasClipboard).to.equal(true);
    store.select(idOf(store, 'h1'));
    expect(store.paste()).to.equal(true);
    store.duplicate(p);
    const saved = store.serializePages()[0].html;
    const ids = [...saved.matchAll(/data-id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size, 'no id appears twice').to.equal(ids.length);
    expect(html(store)).to.contain('<h1>Hello</h1><p>Some <strong>bold</strong> text</p><p>Some <strong>bold</strong> text</p><p>Some <strong>bold</strong> text</p>');
    expect(store.getState().history.labels).to.deep.equal(['Insert Paragraph', 'Insert Paragraph']);
  });

  it('moves up and down among element siblings and by drop position (reorder)', () => {
    const { store } = harness([page('p1', 'Home', '<ul><li>a</li><li>b</li><li>c</li></ul>')]);
    const [a, , c] = [idOf(store, 'li', 0), idOf(store, 'li', 1), idOf(store, 'li', 2)];
    expect(store.moveSibling(a, -1)).to.equal(false);
    store.moveSibling(a, 1);
    expect(html(store)).to.equal('<ul><li>b</li><li>a</li><li>c</li></ul>');
    const ul = idOf(store, 'ul');
    // Drop positions count the children as they are before the move.
    store.moveTo(a, { parentId: ul, index: 3 });
    expect(html(store)).to.equal('<ul><li>b</li><li>c</li><li>a</li></ul>');
    store.moveTo(c, { parentId: ul, index: 0 });
    expect(html(store)).to.equal('<ul><li>c</li><li>b</li><li>a</li></ul>');
    expect(store.moveTo(c, { parentId: ul, index: 1 }), 'a drop where it already is records nothing').to.equal(false);
    expect(store.getState().history.labels).to.have.length(2);
  });

  it('delete never removes the body and clears the selection', () => {
    const { store } = harness([page('p1', 'Home', GRID)]);
    expect(store.remove(store.document.rootId)).to.equal(false);
    store.select(idOf(store, 'h1'));
    store.remove(idOf(store, 'h1'));
    expect(store.getState().selectedId).to.equal(null);
  });

  it('add column keeps a row at 12 by narrowing a neighbour, as one step; a dropped column does the same', () => {
    const { store } = harness([page('p1', 'Home', '<div class="container"><div class="row"><div class="col-sm-12">x</div></div></div>')]);
    const row = idOf(store, 'div', 1);
    expect(store.addColumn(row)).to.equal(true);
    expect(html(store)).to.equal('<div class="container"><div class="row"><div class="col-sm-11">x</div><div class="col-sm-1"></div></div></div>');
    expect(store.getState().history.labels).to.deep.equal(['Add column']);
    store.insertAt('<div class="col-sm-12"></div>', { parentId: row, index: 0 });
    expect(html(store)).to.equal('<div class="container"><div class="row"><div class="col-sm-1"></div><div class="col-sm-10">x</div><div class="col-sm-1"></div></div></div>');
    store.undo();
    store.undo();
    expect(html(store)).to.contain('<div class="col-sm-12">x</div></div>');
  });

  it('a new row gets one col-sm-12; columns go only into rows', () => {
    expect(prepareElements('<div class="row"></div>').map((e) => e.html.replace(/ data-id="[^"]*"/g, ''))).to.deep.equal(['<div class="row"><div class="col-sm-12"></div></div>']);
    const { store, errors } = harness([page('p1', 'Home', '<div class="container"></div>')]);
    expect(store.insertAt('<div class="col-sm-6"></div>', { parentId: idOf(store, 'div'), index: 0 })).to.equal(false);
    expect((errors[0] as Error).message).to.equal('Cannot insert - invalid parent');
  });

  it('refused edits are reported and leave document, canvas and history untouched', () => {
    const { store, mirror, errors } = harness([page('p1', 'Home', GRID)]);
    const before = html(store);
    expect(store.edit([{ type: 'insert', parentId: idOf(store, 'p'), index: 0, html: '<div>block in a paragraph</div>' }])).to.equal(false);
    expect((errors[0] as Error).message).to.equal('Cannot insert - invalid parent');
    expect(html(store)).to.equal(before);
    expect(mirror.applied).to.have.length(0);
    expect(store.getState().history.labels).to.deep.equal([]);
  });

  it('caps history at the configured number of merged steps', () => {
    const { store } = harness([page('p1', 'Home', '<div></div>')], { historyMaxSteps: 5 });
    for (let i = 0; i < 8; i++) store.appendElement(`<p>${i}</p>`);
    expect(store.getState().history.labels).to.have.length(5);
    // The first history row names the state undo now returns to: the third insert's result, not the page as opened.
    expect(store.getState().history.baseLabel).to.equal(store.getState().history.labels[0]);
    expect(store.getState().history.baseLabel).to.match(/^Insert /);
    while (store.undo());
    expect(html(store)).to.equal('<div></div><p>0</p><p>1</p><p>2</p>');
  });
});

describe('editor store: pages', () => {
  it('adds (and switches to), renames, reorders and deletes pages; the last page stays', () => {
    const { store, errors } = harness([page('p1', 'Home', GRID)]);
    const frameKey = store.getState().frameKey;
    const id = store.addPage('  About us ')!;
    expect(id).to.have.length(10);
    expect(store.getState()).to.include({ activePageId: id, frameKey: frameKey + 1, saveState: 'unsaved' });
    expect(store.getState().pages.map((p) => p.name)).to.deep.equal(['Home', 'About us']);
    expect(html(store)).to.equal('<div class="container"></div>');
    expect(store.addPage('   ')).to.equal(null);
    store.renamePage(id, 'About');
    store.movePage(id, -1);
    expect(store.getState().pages.map((p) => p.name)).to.deep.equal(['About', 'Home']);
    expect(store.deletePage(id)).to.equal(true);
    expect(store.getState().activePageId).to.equal('p1');
    expect(store.deletePage('p1')).to.equal(false);
    expect((errors.at(-1) as Error).message).to.equal('A project needs at least one page.');
  });

  it('keeps one history per page', () => {
    const { store } = harness([page('p1', 'Home', GRID), page('p2', 'About', '<p>about</p>')]);
    store.appendElement('<hr>');
    store.switchPage('p2');
    expect(store.getState().history.labels).to.deep.equal([]);
    expect(store.getState().selectedId).to.equal(null);
    store.switchPage('p1');
    expect(store.getState().history.labels).to.deep.equal(['Insert Divider']);
  });
});

describe('editor store: saving', () => {
  it('saves every page with the version it is based on and moves to the new version', async () => {
    const h = harness([page('p1', 'Home', GRID), page('p2', 'About', '<p>about</p>')]);
    h.store.appendElement('<hr>');
    expect(h.store.getState().saveState).to.equal('unsaved');
    const saving = h.store.save();
    expect(h.store.getState().saveState).to.equal('saving');
    expect(await saving).to.equal(true);
    expect(h.saves).to.have.length(1);
    expect(h.saves[0].version).to.equal(1);
    expect(h.saves[0].force).to.equal(undefined);
    expect(h.saves[0].pages.map((p) => p.id)).to.deep.equal(['p1', 'p2']);
    expect(h.saves[0].pages[0].html).to.match(/<hr data-id="[A-Za-z0-9]{10}">$/);
    expect(h.store.getState()).to.include({ saveState: 'saved', version: 2 });
    expect(await h.store.save(), 'nothing to save: no request').to.equal(true);
    expect(h.saves).to.have.length(1);
  });

  it('autosaves once, the delay after the last change', async () => {
    const h = harness([page('p1', 'Home', GRID)], { autosaveDelayMs: 40 });
    h.store.appendElement('<hr>');
    await sleep(25);
    h.store.appendElement('<hr>');
    await sleep(25);
    expect(h.saves).to.have.length(0);
    await sleep(40);
    expect(h.saves).to.have.length(1);
    expect(h.store.getState().saveState).to.equal('saved');
  });

  it('a change made while a save is in flight stays unsaved and is saved next', async () => {
    const h = harness([page('p1', 'Home', GRID)], { autosaveDelayMs: 20 });
    let release!: () => void;
    h.respond = (payload) => new Promise((resolve) => (release = () => resolve(project(payload.pages, payload.version + 1))));
    h.store.appendElement('<hr>');
    const first = h.store.save();
    h.store.appendElement('<br>');
    release();
    await first;
    expect(h.store.getState().saveState).to.equal('unsaved');
    h.respond = async (payload) => project(payload.pages, payload.version + 1);
    await sleep(50);
    expect(h.saves).to.have.length(2);
    expect(h.saves[1].version).to.equal(2);
    expect(h.store.getState()).to.include({ saveState: 'saved', version: 3 });
  });

  it('a 409 opens the conflict; reload takes the server project, overwrite resends with force', async () => {
    const server = project([page('p9', 'Theirs', '<p>theirs</p>')], 5);
    const h = harness([page('p1', 'Home', GRID)]);
    h.respond = async () => {
      throw new HttpError(409, { message: 'This project was changed elsewhere.', project: server }, '/api/v1/projects/7/pages');
    };
    h.store.appendElement('<hr>');
    expect(await h.store.save()).to.equal(false);
    expect(h.store.getState().conflict).to.equal(server);
    expect(h.store.getState().saveState).to.equal('unsaved');
    expect(h.errors, 'a conflict is not a toast').to.have.length(0);

    h.respond = async (payload) => project(payload.pages, 6);
    expect(await h.store.overwriteConflict()).to.equal(true);
    expect(h.saves.at(-1)!.force).to.equal(true);
    expect(h.store.getState()).to.include({ conflict: null, saveState: 'saved', version: 6 });

    h.respond = async () => {
      throw new HttpError(409, { message: 'This project was changed elsewhere.', project: server }, '/api/v1/projects/7/pages');
    };
    h.store.appendElement('<br>');
    await h.store.save();
    h.store.reloadFromConflict();
    expect(h.store.getState()).to.include({ conflict: null, version: 5, saveState: 'saved', activePageId: 'p9' });
    expect(h.store.getState().pages).to.deep.equal([{ id: 'p9', name: 'Theirs' }]);
    expect(html(h.store)).to.equal('<p>theirs</p>');
    expect(h.store.getState().history.labels).to.deep.equal([]);
  });

  it('names the pages a conflicting save changed in both places', async () => {
    const server = project([page('p1', 'Home', '<p>theirs</p>')], 5);
    const h = harness([page('p1', 'Home', GRID), page('p2', 'Menu', GRID)]);
    h.respond = async () => {
      throw new HttpError(409, { message: 'This project was changed elsewhere.', project: server, pages: ['p1'] }, '/api/v1/projects/7/pages');
    };
    h.store.appendElement('<hr>');
    await h.store.save();
    expect(h.store.getState().conflictPages).to.deep.equal(['Home']);
  });

  it('closing the conflict keeps the edits unsaved and autosave waits; the next save asks again', async () => {
    const server = project([page('p9', 'Theirs', '<p>theirs</p>')], 5);
    const h = harness([page('p1', 'Home', GRID)], { autosaveDelayMs: 20 });
    h.respond = async () => {
      throw new HttpError(409, { message: 'This project was changed elsewhere.', project: server }, '/api/v1/projects/7/pages');
    };
    h.store.appendElement('<hr>');
    await h.store.save();
    h.store.dismissConflict();
    expect(h.store.getState()).to.include({ conflict: null, saveState: 'unsaved' });

    h.store.appendElement('<br>');
    await sleep(60);
    expect(h.saves, 'no autosave into the same conflict').to.have.length(1);
    expect(html(h.store)).to.contain('<hr><br>');

    expect(await h.store.save()).to.equal(false);
    expect(h.saves).to.have.length(2);
    expect(h.store.getState().conflict).to.equal(server);
  });

  it('other failures are reported and the changes stay unsaved', async () => {
    const h = harness([page('p1', 'Home', GRID)]);
    h.respond = async () => {
      throw new HttpError(413, { message: 'Page "Home" is larger than 5 MB.' }, '/api/v1/projects/7/pages');
    };
    h.store.appendElement('<hr>');
    expect(await h.store.save()).to.equal(false);
    expect((h.errors[0] as HttpError).status).to.equal(413);
    expect(h.store.getState()).to.include({ saveState: 'unsaved', conflict: null });
  });
});
