import { expect } from 'chai';
import type { ElementNode } from '../../common/editor/index.ts';
import {
  addRowTo,
  columnWidthAt,
  moveAmong,
  removeGridColumn,
  resetColumnWidth,
  setColumnWidth,
  setContainerFluid,
} from '../../web/src/features/editor/panels/layout/layout-actions.ts';
import { layoutAround, NO_STRUCTURE } from '../../web/src/features/editor/panels/layout/layout-structure.ts';
import { renameLayer } from '../../web/src/features/editor/panels/navigator/layer-actions.ts';
import type { EditorStore } from '../../web/src/features/editor/state/editor-store.ts';
import { harness, html, idOf, page } from './support.ts';

const GRID = [
  '<section class="s"><div class="container">',
  '<h2>Dishes</h2>',
  '<div class="row"><div class="col-sm-4"><p>a</p></div><div class="col-sm-4"><p>b</p></div><div class="col-sm-4"><p>c</p></div></div>',
  '<p>between</p>',
  '<div class="row"><div class="col-sm-12"><p>d</p></div></div>',
  '</div></section>',
].join('');

function setup() {
  const h = harness([page('p1xxxxxxxx', 'Home', GRID)]);
  const { store } = h;
  const container = idOf(store, 'div', 0);
  const rows = [idOf(store, 'div', 1), idOf(store, 'div', 5)];
  const columns = [idOf(store, 'div', 2), idOf(store, 'div', 3), idOf(store, 'div', 4)];
  return { ...h, container, rows, columns };
}

const classOf = (store: EditorStore, id: string) => (store.document.nodes.get(id) as ElementNode).attrs.class;
const spans = (store: EditorStore, ids: string[]) => ids.map((id) => classOf(store, id)?.match(/col-sm-(\d+)/)?.[1]);

describe('layout panel: the grid around the selection', () => {
  it('finds the container, its rows, the row and the column on the way to the selection', () => {
    const { store, container, rows, columns } = setup();
    expect(layoutAround(store.document, idOf(store, 'p', 1))).to.deep.equal({ containerId: container, rowIds: rows, rowId: rows[0], columnId: columns[1] });
    expect(layoutAround(store.document, rows[1])).to.deep.equal({ containerId: container, rowIds: rows, rowId: rows[1], columnId: null });
    expect(layoutAround(store.document, container), 'a container: its first row').to.deep.equal({ containerId: container, rowIds: rows, rowId: rows[0], columnId: null });
    expect(layoutAround(store.document, idOf(store, 'h2')).rowId, 'a heading in the container').to.equal(rows[0]);
    expect(layoutAround(store.document, idOf(store, 'section')), 'a section around a container: the grid inside').to.deep.equal({ containerId: container, rowIds: rows, rowId: rows[0], columnId: null });
    expect(layoutAround(store.document, null)).to.equal(NO_STRUCTURE);
    expect(layoutAround(store.document, store.document.rootId), 'the body is too far above the grid').to.deep.equal(NO_STRUCTURE);
  });
});

describe('layout panel: actions, one undoable step each', () => {
  it('resizes a column for all sizes through its class, keeping the row at most 12', () => {
    const { store, columns } = setup();
    expect(setColumnWidth(store, columns[0], 6, 'all')).to.equal(true);
    expect(spans(store, columns)).to.deep.equal(['6', '2', '4']);
    expect(store.getState().history.labels).to.deep.equal(['Resize column']);
    expect(setColumnWidth(store, columns[0], 6, 'all'), 'no change, no step').to.equal(false);
    store.undo();
    expect(spans(store, columns)).to.deep.equal(['4', '4', '4']);
  });

  it('sets a width for one size as the column’s own style, inherited by narrower sizes, with a reset', () => {
    const { store, columns } = setup();
    const [first] = columns;
    expect(columnWidthAt(store, first, 'tablet')).to.deep.equal({ span: 4, source: 'class' });
    expect(columnWidthAt(store, first, 'mobile'), 'the template stacks columns on phones').to.deep.equal({ span: 12, source: 'stacked' });
    expect(setColumnWidth(store, first, 6, 'tablet')).to.equal(true);
    expect(store.getState().history.labels).to.deep.equal(['Resize column on tablet']);
    expect(spans(store, columns), 'the classes stay').to.deep.equal(['4', '4', '4']);
    expect(columnWidthAt(store, first, 'tablet')).to.deep.equal({ span: 6, source: 'here', from: 'tablet' });
    expect(columnWidthAt(store, first, 'mobile')).to.deep.equal({ span: 6, source: 'inherited', from: 'tablet' });
    expect(columnWidthAt(store, first, 'laptop')).to.deep.equal({ span: 4, source: 'class' });
    expect(store.resolveStyle(first, 'flex', 'tablet')?.value).to.equal('0 0 50%');

    setColumnWidth(store, columns[1], 6, 'tablet');
    expect(store.getState().history.labels, 'another column: another step').to.have.length(2);
    expect(resetColumnWidth(store, first, 'tablet')).to.equal(true);
    expect(columnWidthAt(store, first, 'tablet')).to.deep.equal({ span: 4, source: 'class' });
    expect(store.resolveStyle(first, 'flex', 'tablet')).to.equal(null);
    store.undo();
    expect(columnWidthAt(store, first, 'tablet')?.span).to.equal(6);
  });

  it('removes a column, giving its span to a neighbour', () => {
    const { store, rows, columns } = setup();
    expect(removeGridColumn(store, columns[1])).to.equal(true);
    expect(spans(store, [columns[0], columns[2]])).to.deep.equal(['8', '4']);
    expect(store.getState().history.labels).to.deep.equal(['Remove column']);
    expect(removeGridColumn(store, rows[0]), 'a row is no column of a row').to.equal(false);
    store.undo();
    expect(spans(store, columns)).to.deep.equal(['4', '4', '4']);
  });

  it('switches the container between fixed and full width and adds a row to it', () => {
    const { store, container } = setup();
    expect(setContainerFluid(store, container, true)).to.equal(true);
    expect(classOf(store, container)).to.equal('container-fluid');
    expect(setContainerFluid(store, container, true)).to.equal(false);
    expect(addRowTo(store, container)).to.equal(true);
    const added = layoutAround(store.document, store.getState().selectedId);
    expect(added.rowIds).to.have.length(3);
    expect(added.rowId, 'the new row is selected').to.equal(added.rowIds[2]);
    expect(store.getState().history.labels).to.deep.equal(['Full width container', 'Add row']);
    store.undo();
    store.undo();
    expect(classOf(store, container)).to.equal('container');
  });

  it('moves rows past whatever stands between them, and columns among columns', () => {
    const { store, rows, columns } = setup();
    expect(moveAmong(store, rows[1], rows, -1)).to.equal(true);
    expect(html(store)).to.match(/<h2>Dishes<\/h2><div class="row"><div class="col-sm-12">.*<\/div><div class="row"><div class="col-sm-4"><p>a.*<p>between<\/p><\/div><\/section>$/);
    expect(moveAmong(store, rows[1], [rows[1], rows[0]], -1), 'already first').to.equal(false);
    expect(moveAmong(store, columns[0], columns, 1)).to.equal(true);
    expect(html(store)).to.include('<div class="col-sm-4"><p>b</p></div><div class="col-sm-4"><p>a</p></div>');
    expect(store.getState().history.labels).to.deep.equal(['Move Row', 'Move Column']);
  });
});

describe('navigator: renaming a layer', () => {
  it('stores the name on the element, one step; an empty name or the element’s own name removes it', () => {
    const { store } = setup();
    const section = idOf(store, 'section');
    expect(renameLayer(store, section, '  Dishes of the week ')).to.equal(true);
    expect(html(store)).to.match(/^<section class="s" data-sw-name="Dishes of the week">/);
    expect(renameLayer(store, section, 'Dishes of the week'), 'unchanged').to.equal(false);
    expect(renameLayer(store, section, 'Section'), 'its own name: no custom name').to.equal(true);
    expect(html(store)).to.match(/^<section class="s">/);
    expect(renameLayer(store, section, 'Menu')).to.equal(true);
    expect(renameLayer(store, section, '')).to.equal(true);
    expect(html(store)).to.match(/^<section class="s">/);
    expect(renameLayer(store, store.document.rootId, 'Page'), 'the body keeps its name').to.equal(false);
    expect(store.getState().history.labels, 'renames of one element merge').to.deep.equal(['Rename Section']);
    store.undo();
    expect(html(store)).to.match(/^<section class="s">/);
  });
});
