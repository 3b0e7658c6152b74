import { expect } from 'chai';
import { parsePage, type PageDocument } from '../../common/editor/index.ts';
import { frameSrcdoc } from '../../web/src/features/editor/canvas/frame-document.ts';
import { groupElements } from '../../web/src/features/editor/state/catalogue.ts';
import { isNoOpMove, moveIndex, placementFor, resolveDrop, type DragSubject } from '../../web/src/features/editor/state/drop-target.ts';
import { ancestry, elementLabel, inlineEditTarget, isDropContainer, layoutKind } from '../../web/src/features/editor/state/element-info.ts';
import { shortcutFor, type KeyInput } from '../../web/src/features/editor/state/shortcuts.ts';

function byTag(doc: PageDocument, tag: string, nth = 0): string {
  const found = [...doc.nodes.values()].filter((n) => n.type === 'element' && n.tag === tag && n.id !== doc.rootId);
  return found[nth].id;
}

const PAGE = '<div class="container"><div class="row"><div class="col-sm-6"><h1>Hi</h1><p>Some <strong>bold</strong> text</p></div><div class="col-sm-6"></div></div></div>';
const heading: DragSubject = { kind: 'new', html: '<h2>New</h2>', isColumn: false };
const column: DragSubject = { kind: 'new', html: '<div class="col-sm-12"></div>', isColumn: true };

describe('editor element info', () => {
  const doc = parsePage(PAGE);
  const [container, row, col] = [byTag(doc, 'div', 0), byTag(doc, 'div', 1), byTag(doc, 'div', 2)];

  it('names elements as the model does and knows the layout kinds', () => {
    expect([container, row, col, byTag(doc, 'h1'), byTag(doc, 'p')].map((id) => elementLabel(doc.nodes.get(id)))).to.deep.equal(['Container', 'Row', 'Column', 'Heading', 'Paragraph']);
    expect([container, row, col, byTag(doc, 'h1')].map((id) => layoutKind(doc.nodes.get(id)))).to.deep.equal(['container', 'row', 'column', null]);
    expect(isDropContainer(doc, doc.nodes.get(col))).to.equal(true);
    expect(isDropContainer(doc, doc.nodes.get(byTag(doc, 'h1')))).to.equal(false);
  });

  it('lists the ancestry from the body down', () => {
    expect(ancestry(doc, byTag(doc, 'h1'))).to.deep.equal([doc.rootId, container, row, col, byTag(doc, 'h1')]);
  });

  it('double-clicking inline formatting edits its text parent; layout boxes are not text', () => {
    expect(inlineEditTarget(doc, byTag(doc, 'strong'))?.id).to.equal(byTag(doc, 'p'));
    expect(inlineEditTarget(doc, byTag(doc, 'h1'))?.id).to.equal(byTag(doc, 'h1'));
    expect(inlineEditTarget(doc, col)).to.equal(null);
    expect(inlineEditTarget(doc, doc.rootId)).to.equal(null);
  });
});

describe('editor drop targets', () => {
  const doc = parsePage(PAGE);
  const [row, col, emptyCol, h1, p] = [byTag(doc, 'div', 1), byTag(doc, 'div', 2), byTag(doc, 'div', 3), byTag(doc, 'h1'), byTag(doc, 'p')];
  const box = { left: 0, top: 100, width: 200, height: 100 };

  it('splits text elements in halves and containers in edge bands and middle', () => {
    expect(placementFor(box, { x: 10, y: 120 }, { horizontal: false, container: false })).to.equal('before');
    expect(placementFor(box, { x: 10, y: 160 }, { horizontal: false, container: false })).to.equal('after');
    expect(placementFor(box, { x: 10, y: 110 }, { horizontal: false, container: true })).to.equal('before');
    expect(placementFor(box, { x: 10, y: 150 }, { horizontal: false, container: true })).to.equal('inside');
    expect(placementFor(box, { x: 190, y: 150 }, { horizontal: true, container: true })).to.equal('after');
  });

  it('places before/after text elements and inside containers', () => {
    expect(resolveDrop(doc, h1, 'before', heading)).to.deep.equal({ targetId: h1, placement: 'before', parentId: col, index: 0 });
    expect(resolveDrop(doc, p, 'after', heading)).to.deep.equal({ targetId: p, placement: 'after', parentId: col, index: 2 });
    expect(resolveDrop(doc, emptyCol, 'inside', heading)).to.deep.equal({ targetId: emptyCol, placement: 'inside', parentId: emptyCol, index: 0 });
    expect(resolveDrop(doc, doc.rootId, 'inside', heading)?.parentId).to.equal(doc.rootId);
  });

  it('refuses invalid parents: a heading next to a column goes inside it, a column only into a row, nothing into a paragraph', () => {
    expect(resolveDrop(doc, emptyCol, 'before', heading), 'no headings directly in a row').to.deep.include({ placement: 'inside', parentId: emptyCol });
    expect(resolveDrop(doc, emptyCol, 'before', column)).to.deep.include({ parentId: row, index: 1 });
    expect(resolveDrop(doc, h1, 'after', column)).to.equal(null);
    const strong = byTag(doc, 'strong');
    expect(resolveDrop(doc, strong, 'after', { kind: 'new', html: '<div>block</div>', isColumn: false }), 'the model refuses a div in a p').to.equal(null);
  });

  it('never drops an element into itself; counts move positions as the model does', () => {
    expect(resolveDrop(doc, h1, 'after', { kind: 'move', id: col })).to.equal(null);
    expect(resolveDrop(doc, col, 'inside', { kind: 'move', id: col })).to.equal(null);
    expect(moveIndex(doc, h1, { parentId: col, index: 2 })).to.equal(1);
    expect(isNoOpMove(doc, h1, { parentId: col, index: 1 })).to.equal(true);
    expect(isNoOpMove(doc, h1, { parentId: col, index: 2 })).to.equal(false);
  });
});

describe('editor shortcuts', () => {
  const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
  const plain = { editingText: false, inField: false };

  it('maps the editor keys, Ctrl and Cmd alike', () => {
    expect(shortcutFor(key('z', { ctrlKey: true }), plain)).to.equal('undo');
    expect(shortcutFor(key('z', { metaKey: true }), plain)).to.equal('undo');
    expect(shortcutFor(key('Z', { ctrlKey: true, shiftKey: true }), plain)).to.equal('redo');
    expect(shortcutFor(key('y', { metaKey: true }), plain)).to.equal('redo');
    expect(shortcutFor(key('s', { ctrlKey: true }), plain)).to.equal('save');
    expect(shortcutFor(key('c', { ctrlKey: true }), plain)).to.equal('copy');
    expect(shortcutFor(key('v', { metaKey: true }), plain)).to.equal('paste');
    expect(['Delete', 'Backspace', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'Escape'].map((k) => shortcutFor(key(k), plain))).to.deep.equal([
      'delete',
      'delete',
      'selectPrevious',
      'selectNext',
      'selectParent',
      'clearSelection',
    ]);
    expect(shortcutFor(key('a'), plain)).to.equal(null);
  });

  it('leaves keys to the text while editing inline and to fields, except save (and Escape ends editing)', () => {
    const editing = { editingText: true, inField: false };
    expect(shortcutFor(key('Backspace'), editing)).to.equal(null);
    expect(shortcutFor(key('z', { ctrlKey: true }), editing)).to.equal(null);
    expect(shortcutFor(key('Escape'), editing)).to.equal('endTextEditing');
    expect(shortcutFor(key('s', { metaKey: true }), editing)).to.equal('save');
    const field = { editingText: false, inField: true };
    expect(shortcutFor(key('Backspace'), field)).to.equal(null);
    expect(shortcutFor(key('v', { ctrlKey: true }), field)).to.equal(null);
    expect(shortcutFor(key('s', { ctrlKey: true }), field)).to.equal('save');
  });
});

describe('editor elements catalogue', () => {
  const elements = [
    { name: 'Heading', category: 'typography', html: '<h2>x</h2>', keywords: ['title'] },
    { name: 'Row', category: 'layout', html: '<div class="row"></div>' },
    { name: 'Paragraph', category: 'typography', html: '<p>x</p>' },
    { name: 'Button', category: 'buttons', html: '<a class="btn">x</a>' },
  ];

  it('groups by category in catalogue order and searches names, categories and keywords', () => {
    expect(groupElements(elements, '').map((g) => [g.category, g.elements.map((e) => e.name)])).to.deep.equal([
      ['typography', ['Heading', 'Paragraph']],
      ['layout', ['Row']],
      ['buttons', ['Button']],
    ]);
    expect(groupElements(elements, 'TITLE').map((g) => g.elements.map((e) => e.name))).to.deep.equal([['Heading']]);
    expect(groupElements(elements, 'layout').map((g) => g.category)).to.deep.equal(['layout']);
    expect(groupElements(elements, 'nothing like this')).to.deep.equal([]);
  });
});

describe('editor canvas frame document', () => {
  it('loads the site stylesheet and the page CSS (which cannot close its style element) and leaves out the page JS', () => {
    const doc = parsePage('<p>Hi</p>', { title: 'Home', css: 'p{color:red}</style><script>x()</script>', js: 'window.parent.pwned = 1' });
    const srcdoc = frameSrcdoc(doc);
    expect(srcdoc).to.contain('<link rel="stylesheet" href="/site-assets/site.css">');
    expect(srcdoc).to.contain('p{color:red}<\\/style><script>x()</script>');
    // The canvas helpers, one style element per breakpoint and the page CSS: nothing closed early.
    expect(srcdoc.match(/<\/style>/g)).to.have.length(6);
    expect(srcdoc).not.to.contain('pwned');
    expect(srcdoc).to.match(new RegExp(`<body data-id="${doc.rootId}"><p data-id="[A-Za-z0-9]{10}">Hi</p></body>`));
  });
});
