import { expect } from 'chai';
import { type PageDocument, parsePage, ROOT_ID, serializePage } from '../../common/editor/document.ts';
import { EditorHistory } from '../../common/editor/history.ts';
import { applyOperation, applyOperations, canHaveChildren, EditError, mergeKeyOf, type Operation } from '../../common/editor/operations.ts';
import { STYLE_BREAKPOINTS, styleRulesOf } from '../../common/editor/styles.ts';
import { elements, expectConsistent, generatePageHtml, pick, seededRandom } from './support.ts';

const ATTRIBUTES = ['title', 'class', 'style', 'data-x', 'href', 'alt', 'contenteditable'];
const VALUES = ['a', 'b c', '', 'x "quoted" & <tag>', null];
const CLASSES = ['a', 'b', 'col-sm-3', 'row', null];
const TAGS = ['div', 'section', 'p', 'span', 'h2', 'article', 'em', 'li', 'td', 'img'];
const CONTENT = ['plain text', 'a <b>bold</b> b', '<span class="s">x</span> y', '', ' <em>e</em><br>z', '<a href="#">link</a>', '<div>block</div>', '<li>item</li>'];
const SELECTORS = ['.sw-aaaaaaaaaa', '.sw-bbbbbbbbbb', '.hero', '.x y', 'div'];
const PROPERTIES = ['color', 'font-size', 'background-image', '--brand', 'padding'];
const STYLE_VALUES = ['red', '12px', 'linear-gradient(90deg, #fff 0%, rgba(0,0,0,.5) 100%)', 'url("/a;b.svg")', 'x; color: red', null, null];
const META_VALUES = ['', 'About us', 'body { color: red }', 'a "quoted" <value>'];
/** Children that may not leave their parent on their own (nothing can be put back there). */
const FIXED_CONTENT = '<section><!-- kept --><svg viewBox="0 0 1 1"><g><path d="M0"></path></g><circle r="1"></circle></svg><template><p>t</p></template><math><mi>x</mi></math></section>';
const INSERTS = ['<p>new <b>p</b></p>', '<div class="row"><div class="col-sm-12"></div></div>', '<span>s</span>', '<img src="/i.png">', '<li>li</li>', '<tr><td>x</td></tr>', '<a class="btn" href="#">Go</a>', '<ul><li>a</li></ul>'];

function randomOperation(doc: PageDocument, random: () => number): Operation {
  const all = elements(doc);
  const fixed = all.filter((node) => node.parent !== null && !canHaveChildren(doc, node.parent));
  // Often enough that removing or moving them out is tried on every run.
  const element = fixed.length && random() < 0.1 ? pick(random, fixed) : pick(random, all);
  const other = pick(random, all);
  const index = (parent: string) => {
    const node = doc.nodes.get(parent);
    const length = node?.type === 'element' ? node.children.length : 0;
    return Math.floor(random() * (length + 1));
  };
  switch (pick(random, ['setAttributes', 'replaceClass', 'renameElement', 'replaceContent', 'insert', 'remove', 'move', 'setStyle', 'setPageMeta'] as const)) {
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
    case 'setStyle': {
      const declarations: Record<string, string | null> = {};
      for (let i = 0; i < 1 + Math.floor(random() * 3); i++) declarations[pick(random, PROPERTIES)] = pick(random, STYLE_VALUES);
      return { type: 'setStyle', selector: pick(random, SELECTORS), breakpoint: pick(random, [...STYLE_BREAKPOINTS, 'huge' as never]), declarations };
    }
    case 'setPageMeta':
      return { type: 'setPageMeta', values: { [pick(random, ['title', 'css', 'slug', 'nonsense'])]: pick(random, META_VALUES) } };
  }
}

/** The whole page state: markup, the saved style rules (in order) and the settings. */
function snapshot(doc: PageDocument): string {
  return `${serializePage(doc)}\n${JSON.stringify(styleRulesOf(doc.styles))}\n${JSON.stringify(doc.meta)}`;
}

describe('editor operations: random sequences undo and redo exactly (seeded)', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`seed ${seed}: 300 applied operations, undone and redone through the history`, () => {
      const random = seededRandom(seed);
      const doc = parsePage(generatePageHtml(60, seed) + FIXED_CONTENT);
      const original = snapshot(doc);
      const history = new EditorHistory();
      const snapshots = [original];
      let applied = 0;
      let refused = 0;
      while (applied < 300) {
        const op = randomOperation(doc, random);
        const before = snapshot(doc);
        let inverse: Operation;
        try {
          inverse = applyOperation(doc, op);
        } catch (error) {
          if (!(error instanceof EditError)) throw error;
          refused++;
          expect(snapshot(doc), `refused ${JSON.stringify(op)} changed the page`).to.equal(before);
          continue;
        }
        applied++;
        // Every step: the page still loads back as itself, and the inverse restores it exactly.
        const after = snapshot(doc);
        const markup = serializePage(doc);
        expect(snapshot(parsePage(markup, { styles: styleRulesOf(doc.styles), ...doc.meta })), `${JSON.stringify(op)} left a page that does not load back`).to.equal(after);
        const redo = applyOperation(doc, inverse);
        expect(snapshot(doc), `inverse of ${JSON.stringify(op)}`).to.equal(before);
        applyOperation(doc, redo);
        expect(snapshot(doc), `${JSON.stringify(op)} replayed from its inverse's inverse ${JSON.stringify(redo)}`).to.equal(after);
        history.record('step', [op], [inverse], random() < 0.5 ? mergeKeyOf(op) : null);
        snapshots.push(after);
      }
      expect(refused, 'the generator also exercises refusals').to.be.greaterThan(20);
      expectConsistent(doc);
      const forward = snapshot(doc);

      // Step by step back: each undo lands on the state before its (possibly merged) step.
      while (history.canUndo) applyOperations(doc, history.undo()!);
      expect(snapshot(doc)).to.equal(original);
      expectConsistent(doc);
      while (history.canRedo) applyOperations(doc, history.redo()!);
      expect(snapshot(doc)).to.equal(forward);

      // And in one jump each way.
      applyOperations(doc, history.goTo(-1));
      expect(snapshot(doc)).to.equal(original);
      applyOperations(doc, history.goTo(history.steps.length - 1));
      expect(snapshot(doc)).to.equal(forward);
      expectConsistent(doc);
      expect(snapshots).to.have.length(301);
    });
  }
});
