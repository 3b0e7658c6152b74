import { expect } from 'chai';
import { HISTORY_MAX_STEPS } from '../../common/constants.ts';
import { parsePage, ROOT_ID, serializePage } from '../../common/editor/document.ts';
import { describeOperation, EditorHistory } from '../../common/editor/history.ts';
import { elementName } from '../../common/editor/names.ts';
import { applyOperation, applyOperations, mergeKeyOf, type Operation } from '../../common/editor/operations.ts';
import { firstByTag } from './support.ts';

const op = (n: number): Operation => ({ type: 'setAttributes', id: `el${n}`, attrs: { title: String(n) } });
const inv = (n: number): Operation => ({ type: 'setAttributes', id: `el${n}`, attrs: { title: null } });

describe('editor history (common/editor/history.ts)', () => {
  it('undoes with the inverses in reverse order and redoes with the operations', () => {
    const history = new EditorHistory();
    expect(history.max).to.equal(HISTORY_MAX_STEPS);
    expect(history.undo()).to.equal(null);
    history.record('Two changes', [op(1), op(2)], [inv(1), inv(2)]);
    expect(history.pointer).to.equal(0);
    expect(history.canUndo).to.equal(true);
    expect(history.canRedo).to.equal(false);
    expect(history.undo()).to.deep.equal([inv(2), inv(1)]);
    expect(history.pointer).to.equal(-1);
    expect(history.undo()).to.equal(null);
    expect(history.redo()).to.deep.equal([op(1), op(2)]);
    expect(history.redo()).to.equal(null);
  });

  it('merges consecutive changes with the same key while at the top', () => {
    const history = new EditorHistory();
    history.record('Edit text of Heading', [op(1)], [inv(1)], 'replaceContent:a');
    history.record('Edit text of Heading (again)', [op(2)], [inv(2)], 'replaceContent:a');
    expect(history.steps).to.have.length(1);
    expect(history.steps[0]).to.deep.equal({ label: 'Edit text of Heading', ops: [op(1), op(2)], inverses: [inv(1), inv(2)], mergeKey: 'replaceContent:a' });
    expect(history.undo()).to.deep.equal([inv(2), inv(1)]);
    history.redo();

    history.record('Other element', [op(3)], [inv(3)], 'replaceContent:b');
    history.record('No key', [op(4)], [inv(4)]);
    history.record('No key', [op(5)], [inv(5)]);
    expect(history.steps.map((s) => s.ops.length)).to.deep.equal([2, 1, 1, 1]);

    // After an undo the next change starts its own step even with the same key.
    history.record('B', [op(6)], [inv(6)], 'k');
    history.undo();
    history.record('B', [op(7)], [inv(7)], 'k');
    expect(history.steps).to.have.length(5);
    expect(history.steps[4].ops).to.deep.equal([op(7)]);
  });

  it('never merges into the saved step, so undo can reach the saved state', () => {
    const history = new EditorHistory();
    history.record('A', [op(1)], [inv(1)], 'k');
    history.markSaved();
    history.record('A', [op(2)], [inv(2)], 'k');
    expect(history.steps).to.have.length(2);
    expect(history.dirty).to.equal(true);
    history.undo();
    expect(history.dirty).to.equal(false);
  });

  it('a merged step reverts every merged change, even on different attributes', () => {
    const doc = parsePage('<h1 title="t">Hi</h1>');
    const h1 = firstByTag(doc, 'h1').id;
    const before = serializePage(doc);
    const history = new EditorHistory();
    for (const change of [{ title: 'x' }, { style: 'color: red' }, { title: null }] as Array<Record<string, string | null>>) {
      const edit: Operation = { type: 'setAttributes', id: h1, attrs: change };
      history.record(describeOperation(doc, edit), [edit], [applyOperation(doc, edit)], mergeKeyOf(edit));
    }
    expect(history.steps).to.have.length(1);
    const after = serializePage(doc);
    applyOperations(doc, history.undo()!);
    expect(serializePage(doc)).to.equal(before);
    applyOperations(doc, history.redo()!);
    expect(serializePage(doc)).to.equal(after);
  });

  it('keeps at most 500 steps, dropping the oldest; merged steps count as one', () => {
    const history = new EditorHistory();
    for (let i = 0; i < 600; i++) history.record(`step ${i}`, [op(i)], [inv(i)]);
    expect(history.steps).to.have.length(500);
    expect(history.steps[0].label).to.equal('step 100');
    expect(history.steps[499].label).to.equal('step 599');
    expect(history.pointer).to.equal(499);
    let undone = 0;
    while (history.undo()) undone++;
    expect(undone).to.equal(500);

    const merged = new EditorHistory();
    for (let i = 0; i < 1000; i++) merged.record(`pair ${i >> 1}`, [op(i)], [inv(i)], `key ${i >> 1}`);
    expect(merged.steps).to.have.length(500);
    expect(merged.steps[0].label).to.equal('pair 0');
    expect(merged.steps[0].ops).to.have.length(2);
    merged.record('one more', [op(1000)], [inv(1000)]);
    expect(merged.steps).to.have.length(500);
    expect(merged.steps[0].label).to.equal('pair 1');
  });

  it('drops the redo tail on a new change', () => {
    const history = new EditorHistory();
    for (let i = 0; i < 3; i++) history.record(`step ${i}`, [op(i)], [inv(i)]);
    history.undo();
    history.undo();
    expect(history.canRedo).to.equal(true);
    history.record('new', [op(9)], [inv(9)]);
    expect(history.steps.map((s) => s.label)).to.deep.equal(['step 0', 'new']);
    expect(history.canRedo).to.equal(false);
    expect(history.redo()).to.equal(null);
  });

  it('goes to any step forwards and backwards', () => {
    const doc = parsePage('<p>a</p>');
    const p = firstByTag(doc, 'p').id;
    const history = new EditorHistory();
    const states = [serializePage(doc)];
    const edits: Operation[] = [
      { type: 'setAttributes', id: p, attrs: { class: 'one' } },
      { type: 'insert', parentId: ROOT_ID, index: 1, html: '<h2>Two</h2>' },
      { type: 'replaceContent', id: p, html: 'three' },
      { type: 'renameElement', id: p, tag: 'div' },
    ];
    for (const edit of edits) {
      history.record(describeOperation(doc, edit), [edit], [applyOperation(doc, edit)]);
      states.push(serializePage(doc));
    }
    for (const target of [0, 2, -1, 3, 1, 1, -1, 3]) {
      applyOperations(doc, history.goTo(target));
      expect(history.pointer).to.equal(target);
      expect(serializePage(doc), `at step ${target}`).to.equal(states[target + 1]);
    }
    expect(history.goTo(3)).to.deep.equal([]);
    expect(() => history.goTo(4)).to.throw(RangeError);
    expect(() => history.goTo(-2)).to.throw(RangeError);
  });

  it('is dirty after any change until saved, and clean again when undone back to the saved state', () => {
    const history = new EditorHistory();
    const changes: number[] = [];
    const unsubscribe = history.subscribe(() => changes.push(history.pointer));
    expect(history.dirty).to.equal(false);
    history.record('a', [op(1)], [inv(1)]);
    expect(history.dirty).to.equal(true);
    history.markSaved();
    expect(history.dirty).to.equal(false);
    history.record('b', [op(2)], [inv(2)]);
    expect(history.dirty).to.equal(true);
    history.undo();
    expect(history.dirty).to.equal(false);
    history.undo();
    expect(history.dirty).to.equal(true);
    history.goTo(0);
    expect(history.dirty).to.equal(false);
    expect(changes.length).to.equal(6);
    unsubscribe();
    history.markSaved();
    expect(changes.length).to.equal(6);

    // Saved at a step that a new branch dropped: dirty until the next save.
    history.goTo(-1);
    history.record('c', [op(3)], [inv(3)]);
    history.undo();
    expect(history.dirty, 'the saved state is gone').to.equal(true);

    // Saved at the page as opened, then that state fell off the 500-step cap.
    const capped = new EditorHistory(2);
    for (let i = 0; i < 3; i++) capped.record(`s${i}`, [op(i)], [inv(i)]);
    capped.goTo(-1);
    expect(capped.dirty).to.equal(true);
    capped.clear();
    expect([capped.dirty, capped.steps.length, capped.pointer]).to.deep.equal([false, 0, -1]);
  });

  it('names the state undo returns to: the page as opened, then the last step the cap dropped', () => {
    const capped = new EditorHistory(2);
    capped.record('s0', [op(0)], [inv(0)]);
    capped.record('s1', [op(1)], [inv(1)]);
    expect(capped.baseLabel).to.equal(null);
    capped.record('s2', [op(2)], [inv(2)]);
    capped.record('s3', [op(3)], [inv(3)]);
    expect([capped.baseLabel, capped.steps.map((step) => step.label)]).to.deep.equal(['s1', ['s2', 's3']]);
    capped.clear();
    expect(capped.baseLabel).to.equal(null);
  });

  it('labels operations with readable element names', () => {
    const doc = parsePage(
      '<h1>T</h1><p>P</p><a class="btn btn-primary" href="#">B</a><div class="row"><div class="col-sm-6">C</div></div><img src="/i.png"><div class="container"></div>',
    );
    const id = (tag: string, nth = 0) => [...doc.nodes.values()].filter((n) => n.type === 'element' && n.tag === tag)[nth].id;
    expect(describeOperation(doc, { type: 'replaceContent', id: id('h1'), html: 'x' })).to.equal('Edit text of Heading');
    expect(describeOperation(doc, { type: 'insert', parentId: ROOT_ID, index: 0, html: '<a class="btn" href="#">Go</a>' })).to.equal('Insert Button');
    expect(describeOperation(doc, { type: 'insert', parentId: ROOT_ID, index: 0, html: '<div class="col-sm-4"></div>' })).to.equal('Insert Column');
    expect(describeOperation(doc, { type: 'remove', id: id('p') })).to.equal('Delete Paragraph');
    expect(describeOperation(doc, { type: 'move', id: id('a'), parentId: ROOT_ID, index: 0 })).to.equal('Move Button');
    expect(describeOperation(doc, { type: 'setAttributes', id: id('div', 0), attrs: { style: 'x' } })).to.equal('Edit style of Row');
    expect(describeOperation(doc, { type: 'setAttributes', id: id('img'), attrs: { src: 'x', alt: 'y' } })).to.equal('Edit attributes of Image');
    expect(describeOperation(doc, { type: 'replaceClass', id: id('div', 1), from: 'col-sm-6', to: 'col-sm-5' })).to.equal('Change class of Column');
    expect(describeOperation(doc, { type: 'renameElement', id: id('p'), tag: 'h2' })).to.equal('Change Paragraph to Heading');
    expect(describeOperation(doc, { type: 'renameElement', id: id('h1'), tag: 'h2' })).to.equal('Change Heading to <h2>');
    expect(describeOperation(doc, { type: 'remove', id: 'gone123456' })).to.equal('Delete Element');
    expect(elementName({ tag: 'div', attrs: { class: 'container-fluid' } })).to.equal('Container');
    expect(elementName({ tag: 'i', attrs: { class: 'icon icon-star' } })).to.equal('Icon');
    expect(elementName({ tag: 'custom-widget', attrs: {} })).to.equal('Custom-widget');
  });
});
