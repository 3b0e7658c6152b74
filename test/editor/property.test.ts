import { expect } from 'chai';
import { type PageDocument, parsePage, ROOT_ID, serializePage } from '../../common/editor/document.ts';
import { EditorHistory } from '../../common/editor/history.ts';
import { applyOperation, applyOperations, EditError, mergeKeyOf, type Operation } from '../../common/editor/operations.ts';
import { elements, expectConsistent, generatePageHtml, pick, seededRandom } from './support.ts';

const ATTRIBUTES = ['title', 'class', 'style', 'data-x', 'href', 'alt', 'contenteditable'];
const VALUES = ['a', 'b c', '', 'x "quoted" & <tag>', null];
const CLASSES = ['a', 'b', 'col-sm-3', 'row', null];
const TAGS = ['div', 'section', 'p', 'span', 'h2', 'article', 'em', 'li', 'td', 'img'];
const CONTENT = ['plain text', 'a <b>bold</b> b', '<span class="s">x</span> y', '', ' <em>e</em><br>z', '<a href="#">link</a>', '<div>block</div>', '<li>item</li>'];
const INSERTS = ['<p>new <b>p</b></p>', '<div class="row"><div class="col-sm-12"></div></div>', '<span>s</span>', '<img src="/i.png">', '<li>li</li>', '<tr><td>x</td></tr>', '<a class="btn" href="#">Go</a>', '<ul><li>a</li></ul>'];

function randomOperation(doc: PageDocument, random: () => number): Operation {
  const all = elements(doc);
  const element = pick(random, all);
  const other = pick(random, all);
  const index = (parent: string) => {
    const node = doc.nodes.get(parent);
    const length = node?.type === 'element' ? node.children.length : 0;
    return Math.floor(random() * (length + 1));
  };
  switch (pick(random, ['setAttributes', 'replaceClass', 'renameElement', 'replaceContent', 'insert', 'remove', 'move'] as const)) {
    case 'setAttributes': {
      const attrs: Record<string, string | null> = {};
      for (let i = 0; i < 1 + Math.floor(random() * 3); i++) attrs[pick(random, ATTRIBUTES)] = pick(random, VALUES);
      return { type: 'setAttributes', id: element.id, attrs };
    }
    case 'replaceClass': {
      const tokens = (element.attrs.class ?? '').split(/\s+/).filter(Boolean);
      const from = tokens.length && random() < 0.7 ? pick(random, tokens) : pick(random, CLASSES);
      return { type: 'replaceClass', id: element.id, from, to: pick(random, CLASSES) };
    }
    case 'renameElement':
      return { type: 'renameElement', id: element.id, tag: pick(random, TAGS) };
    case 'replaceContent':
      return { type: 'replaceContent', id: element.id, html: pick(random, CONTENT) };
    case 'insert':
      return { type: 'insert', parentId: element.id, index: index(element.id), html: pick(random, INSERTS) };
    case 'remove':
      return { type: 'remove', id: element.id === ROOT_ID ? other.id : element.id };
    case 'move':
      return { type: 'move', id: element.id, parentId: other.id, index: index(other.id) - (doc.nodes.get(element.id)?.parent === other.id ? 1 : 0) };
  }
}

describe('editor operations: random sequences undo and redo exactly (seeded)', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`seed ${seed}: 300 applied operations, undone and redone through the history`, () => {
      const random = seededRandom(seed);
      const doc = parsePage(generatePageHtml(60, seed));
      const original = serializePage(doc);
      const history = new EditorHistory();
      const snapshots = [original];
      let applied = 0;
      let refused = 0;
      while (applied < 300) {
        const op = randomOperation(doc, random);
        const before = serializePage(doc);
        let inverse: Operation;
        try {
          inverse = applyOperation(doc, op);
        } catch (error) {
          if (!(error instanceof EditError)) throw error;
          refused++;
          expect(serializePage(doc), `refused ${JSON.stringify(op)} changed the page`).to.equal(before);
          continue;
        }
        applied++;
        // Every step: the page still loads back as itself, and the inverse restores it exactly.
        const after = serializePage(doc);
        expect(serializePage(parsePage(after)), `${JSON.stringify(op)} left markup that does not load back`).to.equal(after);
        const redo = applyOperation(doc, inverse);
        expect(serializePage(doc), `inverse of ${JSON.stringify(op)}`).to.equal(before);
        applyOperation(doc, redo);
        expect(serializePage(doc), `${JSON.stringify(op)} replayed from its inverse's inverse ${JSON.stringify(redo)}`).to.equal(after);
        history.record('step', [op], [inverse], random() < 0.5 ? mergeKeyOf(op) : null);
        snapshots.push(after);
      }
      expect(refused, 'the generator also exercises refusals').to.be.greaterThan(20);
      expectConsistent(doc);
      const forward = serializePage(doc);

      // Step by step back: each undo lands on the state before its (possibly merged) step.
      while (history.canUndo) applyOperations(doc, history.undo()!);
      expect(serializePage(doc)).to.equal(original);
      expectConsistent(doc);
      while (history.canRedo) applyOperations(doc, history.redo()!);
      expect(serializePage(doc)).to.equal(forward);

      // And in one jump each way.
      applyOperations(doc, history.goTo(-1));
      expect(serializePage(doc)).to.equal(original);
      applyOperations(doc, history.goTo(history.steps.length - 1));
      expect(serializePage(doc)).to.equal(forward);
      expectConsistent(doc);
      expect(snapshots).to.have.length(301);
    });
  }
});
