import { expect } from 'chai';
import { applyOperation, EditError } from '../../common/editor/index.ts';
import { harness, html, idOf, page } from './support.ts';
import type { EditorStore } from '../../web/src/features/editor/state/editor-store.ts';

/** Text and title of every <p> on the active page, read from the document (no regex over markup). */
function paragraphs(store: EditorStore): string[] {
  const doc = store.document;
  return [...doc.nodes.values()].flatMap((node) => {
    if (node.type !== 'element' || node.tag !== 'p') return [];
    const text = node.children.map((id) => doc.nodes.get(id)).map((child) => (child?.type === 'text' ? child.text : '')).join('');
    return [`${node.attrs.title ?? ''}|${text}`];
  });
}

describe('editor store: copies keep text that reads like an id', () => {
  const MARKUP = `<div class="container"><p title='data-id="t1"'>Write data-id="abc" to name it</p></div>`;

  it('duplicate and paste copy the text and attributes exactly, with fresh ids', () => {
    const { store } = harness([page('p1', 'Home', MARKUP)]);
    const original = idOf(store, 'p');
    expect(store.duplicate(original)).to.equal(true);
    store.copy(original);
    store.select(original);
    expect(store.paste()).to.equal(true);
    expect(paragraphs(store)).to.deep.equal(Array(3).fill('data-id="t1"|Write data-id="abc" to name it'));
    const ids = [...store.document.nodes.values()].filter((node) => node.type === 'element').map((node) => node.id);
    expect(new Set(ids).size).to.equal(ids.length);
    // Saved and loaded again, the copies are still the same.
    const { store: reloaded } = harness(store.serializePages());
    expect(paragraphs(reloaded)).to.deep.equal(Array(3).fill('data-id="t1"|Write data-id="abc" to name it'));
  });
});

describe('editor store: undo and redo stay consistent', () => {
  const ICON = '<div class="container"><h1>Title</h1><span class="icon"><svg viewBox="0 0 24 24"><path d="M0 0h24"></path></svg></span></div>';

  it('an element inside an <svg> cannot be deleted on its own (undo could not put it back); the whole graphic can', () => {
    const { store, errors } = harness([page('p1', 'Home', ICON)]);
    expect(store.remove(idOf(store, 'path'))).to.equal(false);
    expect((errors[0] as Error).message).to.equal('Cannot remove or move - this element is part of its parent (an SVG, formula or template)');
    expect(store.getState().history.labels).to.deep.equal([]);
    expect(store.remove(idOf(store, 'svg'))).to.equal(true);
    expect(store.undo()).to.equal(true);
    expect(html(store)).to.equal(ICON);
    expect(store.redo()).to.equal(true);
    expect(html(store)).to.equal('<div class="container"><h1>Title</h1><span class="icon"></span></div>');
  });

  it('a replay the model refuses reverts what it applied and leaves the history where it was', () => {
    const { store, mirror, errors } = harness([page('p1', 'Home', ICON)]);
    const h1 = idOf(store, 'h1');
    const container = idOf(store, 'div');
    store.edit([
      { type: 'insert', parentId: container, index: 0, html: '<hr>' },
      { type: 'setAttributes', id: h1, attrs: { title: 'x' } },
    ]);
    // The page moved on behind the history's back: undo's last operation (remove the <hr>) is refused.
    applyOperation(store.document, { type: 'remove', id: idOf(store, 'hr') });
    const before = html(store);
    const applied = mirror.applied.length;
    expect(store.undo()).to.equal(false);
    expect(errors[0]).to.be.instanceOf(EditError);
    expect(html(store), 'the title change undone first is put back').to.equal(before);
    expect(store.getState().history).to.deep.include({ pointer: 0, canUndo: true, canRedo: false });
    expect(mirror.applied.slice(applied).map((entry) => entry.op.type), 'the canvas saw the undo and its revert').to.deep.equal(['setAttributes', 'setAttributes']);
    expect(store.getState().saveState).to.equal('unsaved');
  });
});
