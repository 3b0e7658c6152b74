import { expect } from 'chai';
import { elementChildren, type PageDocument, parsePage, ROOT_ID, serializeNode, serializePage } from '../../common/editor/document.ts';
import {
  applyOperation,
  applyOperations,
  canInsert,
  canMove,
  EditError,
  insertIndexBefore,
  mergeKeyOf,
  moveBefore,
  type Operation,
} from '../../common/editor/operations.ts';
import { elements, expectConsistent, firstByTag, generatePageHtml, instrument } from './support.ts';

const PAGE =
  '<div class="container"><div class="row"><div class="col-sm-12">' +
  '<h1 class="title big" title="t" style="color: red">Hello <b>world</b></h1>' +
  '<p>Some text<br>more</p><img src="/a.png" alt="A">' +
  '<ul><li>one</li><li>two</li></ul>' +
  '<div contenteditable="true"><span>editable</span></div>' +
  '<table><tbody><tr><td>cell</td></tr></tbody></table>' +
  '<svg viewBox="0 0 1 1"><circle r="1"></circle></svg>' +
  '<script>var a = 1;</script><style>p { color: red }</style>' +
  '</div></div></div>';

const stripIds = (html: string) => html.replace(/ data-id="[^"]*"/g, '');

function expectRefused(doc: PageDocument, op: Operation, message: string): void {
  const before = serializePage(doc);
  expect(() => applyOperation(doc, op)).to.throw(EditError, message);
  try {
    applyOperation(doc, op);
  } catch (error) {
    expect((error as Error).message).to.equal(message);
  }
  expect(serializePage(doc), 'a refused edit leaves the document unchanged').to.equal(before);
  expectConsistent(doc);
}

/** Applies op, checks its effect, then its inverse restores the exact markup; returns the inverse. */
function roundTrip(doc: PageDocument, op: Operation, check: () => void = () => undefined): Operation {
  const before = serializePage(doc);
  const inverse = applyOperation(doc, op);
  expectConsistent(doc);
  check();
  const after = serializePage(doc);
  expect(after).to.not.equal(before);
  const redo = applyOperation(doc, inverse);
  expect(serializePage(doc)).to.equal(before);
  expectConsistent(doc);
  // The inverse of the inverse replays the original edit.
  applyOperation(doc, redo);
  expect(serializePage(doc)).to.equal(after);
  applyOperation(doc, inverse);
  expect(serializePage(doc)).to.equal(before);
  return inverse;
}

describe('editor operations (common/editor/operations.ts)', () => {
  let doc: PageDocument;
  beforeEach(() => {
    doc = parsePage(PAGE);
  });

  describe('setAttributes', () => {
    it('sets, appends and removes attributes; the inverse restores values and order', () => {
      const h1 = firstByTag(doc, 'h1');
      const inverse = roundTrip(doc, { type: 'setAttributes', id: h1.id, attrs: { title: null, 'DATA-X': '1', style: 'color: blue' } }, () => {
        expect(h1.id).to.equal(firstByTag(doc, 'h1').id);
        expect(doc.nodes.get(h1.id)).to.have.deep.property('attrs', { class: 'title big', style: 'color: blue', 'data-x': '1' });
      });
      expect(inverse).to.deep.equal({ type: 'setAttributes', id: h1.id, attrs: { title: 't', 'data-x': null, style: 'color: red' }, order: ['class', 'title', 'style'] });
    });

    it('refuses data-id, invalid names and unknown elements', () => {
      const h1 = firstByTag(doc, 'h1');
      expectRefused(doc, { type: 'setAttributes', id: h1.id, attrs: { 'data-id': 'x' } }, 'Cannot change data-id');
      expectRefused(doc, { type: 'setAttributes', id: h1.id, attrs: { 'a b': 'x' } }, 'Invalid attribute name');
      expectRefused(doc, { type: 'setAttributes', id: 'missing123', attrs: { title: 'x' } }, 'Element not found');
      const text = h1.children[0];
      expectRefused(doc, { type: 'setAttributes', id: text, attrs: { title: 'x' } }, 'Element not found');
    });
  });

  describe('replaceClass', () => {
    it('replaces, adds and removes one class token', () => {
      const h1 = firstByTag(doc, 'h1');
      const className = () => firstByTag(doc, 'h1').attrs.class;
      roundTrip(doc, { type: 'replaceClass', id: h1.id, from: 'title', to: 'heading' }, () => expect(className()).to.equal('heading big'));
      roundTrip(doc, { type: 'replaceClass', id: h1.id, from: null, to: 'x' }, () => expect(className()).to.equal('title big x'));
      roundTrip(doc, { type: 'replaceClass', id: h1.id, from: 'big', to: null }, () => expect(className()).to.equal('title'));
      roundTrip(doc, { type: 'replaceClass', id: h1.id, from: 'big', to: 'title' }, () => expect(className()).to.equal('title'));
      const p = firstByTag(doc, 'p');
      roundTrip(doc, { type: 'replaceClass', id: p.id, from: null, to: 'lead' }, () => expect(firstByTag(doc, 'p').attrs).to.deep.equal({ class: 'lead' }));
    });

    it('removes the class attribute with its last token and puts it back in place', () => {
      const li = firstByTag(doc, 'li');
      applyOperation(doc, { type: 'setAttributes', id: li.id, attrs: { class: 'only', title: 'after' } });
      roundTrip(doc, { type: 'replaceClass', id: li.id, from: 'only', to: null }, () => expect(firstByTag(doc, 'li').attrs).to.deep.equal({ title: 'after' }));
    });

    it('changes nothing when from and to are the same', () => {
      const h1 = firstByTag(doc, 'h1');
      const before = serializePage(doc);
      for (const token of ['title', 'absent']) applyOperation(doc, { type: 'replaceClass', id: h1.id, from: token, to: token });
      expect(serializePage(doc)).to.equal(before);
    });

    it('refuses tokens with spaces', () => {
      expectRefused(doc, { type: 'replaceClass', id: firstByTag(doc, 'h1').id, from: null, to: 'a b' }, 'Invalid class name');
    });
  });

  describe('renameElement', () => {
    it('keeps the id, attributes and children', () => {
      const h1 = firstByTag(doc, 'h1');
      const children = [...h1.children];
      const inverse = roundTrip(doc, { type: 'renameElement', id: h1.id, tag: 'H2' }, () => {
        const renamed = doc.nodes.get(h1.id);
        expect(renamed).to.include({ tag: 'h2' });
        expect(renamed).to.have.deep.property('attrs', { class: 'title big', title: 't', style: 'color: red' });
        expect(renamed).to.have.deep.property('children', children);
      });
      expect(inverse).to.deep.equal({ type: 'renameElement', id: h1.id, tag: 'h1' });
    });

    it('refuses body, html, editable content, SVG internals and names that would not load back', () => {
      const message = 'Cannot change element name';
      expectRefused(doc, { type: 'renameElement', id: ROOT_ID, tag: 'div' }, message);
      expectRefused(doc, { type: 'renameElement', id: firstByTag(doc, 'h1').id, tag: 'body' }, message);
      expectRefused(doc, { type: 'renameElement', id: firstByTag(doc, 'h1').id, tag: 'html' }, message);
      expectRefused(doc, { type: 'renameElement', id: firstByTag(doc, 'h1').id, tag: '1x' }, message);
      const editable = elements(doc).find((el) => 'contenteditable' in el.attrs)!;
      expectRefused(doc, { type: 'renameElement', id: editable.id, tag: 'section' }, message);
      expectRefused(doc, { type: 'renameElement', id: firstByTag(doc, 'span').id, tag: 'em' }, message);
      expectRefused(doc, { type: 'renameElement', id: firstByTag(doc, 'circle').id, tag: 'rect' }, message);
      // A <p> around block content, a <td> outside a row: the browser would rebuild the page.
      expectRefused(doc, { type: 'renameElement', id: firstByTag(doc, 'ul').id, tag: 'p' }, message);
      expectRefused(doc, { type: 'renameElement', id: firstByTag(doc, 'h1').id, tag: 'td' }, message);
    });
  });

  describe('replaceContent', () => {
    it('replaces the children from markup, giving new elements ids written back into the operation', () => {
      const h1 = firstByTag(doc, 'h1');
      const op: Operation = { type: 'replaceContent', id: h1.id, html: 'New <i>title</i> &amp; more' };
      const inverse = roundTrip(doc, op, () => {
        expect(serializeNode(doc, h1.id)).to.match(/^<h1 data-id="\w+" class="title big" title="t" style="color: red">New <i data-id="\w{10}">title<\/i> &amp; more<\/h1>$/);
      });
      expect(op.html).to.match(/^New <i data-id="\w{10}">title<\/i> &amp; more$/);
      expect(inverse).to.deep.equal({ type: 'replaceContent', id: h1.id, html: `Hello <b data-id="${firstByTag(doc, 'b').id}">world</b>` });
    });

    it('lets the new content reuse the ids of the content it replaces', () => {
      const h1 = firstByTag(doc, 'h1');
      const b = firstByTag(doc, 'b');
      applyOperation(doc, { type: 'replaceContent', id: h1.id, html: `Bye <b data-id="${b.id}">now</b>` });
      expect(firstByTag(doc, 'b').id).to.equal(b.id);
    });

    it('refuses void elements and markup that would not load back inside the element', () => {
      expectRefused(doc, { type: 'replaceContent', id: firstByTag(doc, 'img').id, html: 'x' }, 'Cannot replace content - this element cannot have content');
      expectRefused(doc, { type: 'replaceContent', id: firstByTag(doc, 'p').id, html: 'a<div>b</div>' }, 'Cannot replace content - this markup does not fit in this element');
      const link = parsePage('<a href="#">x</a>');
      expectRefused(link, { type: 'replaceContent', id: firstByTag(link, 'a').id, html: '<a href="#y">y</a>' }, 'Cannot replace content - this markup does not fit in this element');
    });
  });

  describe('insert', () => {
    it('inserts one element at an index, assigning ids and writing them back into the operation', () => {
      const column = firstByTag(doc, 'h1').parent!;
      const op: Operation = { type: 'insert', parentId: column, index: 1, html: '  <a class="btn" href="#">Go <span>now</span></a>\n' };
      const inverse = roundTrip(doc, op, () => {
        const inserted = elementChildren(doc, column)[1];
        expect(inserted).to.include({ tag: 'a', parent: column });
        expect(serializeNode(doc, inserted.id)).to.equal(op.type === 'insert' ? op.html : '');
      });
      expect(op.html).to.match(/^<a data-id="\w{10}" class="btn" href="#">Go <span data-id="\w{10}">now<\/span><\/a>$/);
      expect(inverse).to.deep.equal({ type: 'remove', id: /data-id="(\w+)"/.exec(op.html)![1] });
    });

    it('keeps given ids and regenerates ids already in the page (a paste)', () => {
      const h1 = firstByTag(doc, 'h1');
      const copy = serializeNode(doc, h1.id);
      const op: Operation = { type: 'insert', parentId: ROOT_ID, index: 0, html: copy };
      applyOperation(doc, op);
      const pasted = elementChildren(doc, ROOT_ID)[0];
      expect(pasted.id).to.not.equal(h1.id);
      expect(op.html).to.not.equal(copy);
      expect(new Set(elements(doc).map((el) => el.id)).size).to.equal(elements(doc).length);

      const fresh: Operation = { type: 'insert', parentId: ROOT_ID, index: 0, html: '<section data-id="given12345"><p data-id="given12345">x</p></section>' };
      applyOperation(doc, fresh);
      expect(elementChildren(doc, ROOT_ID)[0].id).to.equal('given12345');
      expect(firstByTag(doc, 'section').children.map((id) => doc.nodes.get(id)!.id)).to.not.include('given12345');
    });

    it('inserts table rows and list items where they belong', () => {
      const tbody = firstByTag(doc, 'tbody');
      roundTrip(doc, { type: 'insert', parentId: tbody.id, index: 1, html: '<tr><td>new</td></tr>' }, () => expect(elementChildren(doc, tbody.id)).to.have.length(2));
      const ul = firstByTag(doc, 'ul');
      roundTrip(doc, { type: 'insert', parentId: ul.id, index: 0, html: '<li>zero</li>' });
    });

    it('refuses invalid parents with the "invalid parent" message', () => {
      const message = 'Cannot insert - invalid parent';
      const html = '<span>x</span>';
      for (const tag of ['img', 'br', 'script', 'style', 'svg', 'circle']) {
        expectRefused(doc, { type: 'insert', parentId: firstByTag(doc, tag).id, index: 0, html }, message);
      }
      expectRefused(doc, { type: 'insert', parentId: firstByTag(doc, 'h1').children[0], index: 0, html }, message);
      expectRefused(doc, { type: 'insert', parentId: 'missing123', index: 0, html }, message);
      // Content the browser would move elsewhere on reload.
      expectRefused(doc, { type: 'insert', parentId: firstByTag(doc, 'p').id, index: 0, html: '<div>block</div>' }, message);
      expectRefused(doc, { type: 'insert', parentId: ROOT_ID, index: 0, html: '<td>cell</td>' }, message);
      expectRefused(doc, { type: 'insert', parentId: firstByTag(doc, 'tbody').id, index: 0, html: '<div>x</div>' }, message);
      const nested = parsePage('<a href="#"><span>x</span></a>');
      expectRefused(nested, { type: 'insert', parentId: firstByTag(nested, 'span').id, index: 0, html: '<a href="#y">y</a>' }, message);
    });

    it('refuses to take an element out of an <svg>, a <math> or a template on its own: undo could not put it back', () => {
      const message = 'Cannot remove or move - this element is part of its parent (an SVG, formula or template)';
      const fixed = parsePage('<div><svg viewBox="0 0 1 1"><g><path d="M0"></path></g></svg><math><mi>x</mi></math><template><p>t</p></template></div>');
      const div = firstByTag(fixed, 'div');
      for (const tag of ['g', 'mi', 'p']) {
        expectRefused(fixed, { type: 'remove', id: firstByTag(fixed, tag).id }, message);
        expectRefused(fixed, { type: 'move', id: firstByTag(fixed, tag).id, parentId: div.id, index: 0 }, message);
      }
      // Inside the <svg>, past its first level, nothing may leave either; the graphic as a whole may.
      expectRefused(fixed, { type: 'remove', id: firstByTag(fixed, 'path').id }, message);
      roundTrip(fixed, { type: 'remove', id: firstByTag(fixed, 'svg').id });
    });

    it('needs exactly one element and a valid index', () => {
      const column = firstByTag(doc, 'h1').parent!;
      for (const html of ['', 'text', '<p>a</p><p>b</p>', 'x<p>a</p>']) {
        expectRefused(doc, { type: 'insert', parentId: column, index: 0, html }, 'Cannot insert - expected exactly one element');
      }
      for (const index of [-1, 1.5, 99]) {
        expectRefused(doc, { type: 'insert', parentId: column, index, html: '<p>x</p>' }, 'Cannot insert - invalid position');
      }
    });
  });

  describe('remove', () => {
    it('removes an element and its subtree; the inverse inserts the exact markup at the same index', () => {
      const ul = firstByTag(doc, 'ul');
      const parent = ul.parent!;
      const index = doc.nodes.get(parent)!.type === 'element' ? (doc.nodes.get(parent) as { children: string[] }).children.indexOf(ul.id) : -1;
      const html = serializeNode(doc, ul.id);
      const size = doc.nodes.size;
      const inverse = roundTrip(doc, { type: 'remove', id: ul.id }, () => {
        expect(doc.nodes.has(ul.id)).to.equal(false);
        expect(doc.nodes.size).to.equal(size - 5);
      });
      expect(inverse).to.deep.equal({ type: 'insert', parentId: parent, index, html });
    });

    it('refuses the body', () => {
      expectRefused(doc, { type: 'remove', id: ROOT_ID }, 'Cannot remove the page body');
    });
  });

  describe('move', () => {
    it('reorders among siblings: the index is the position after leaving the old place', () => {
      const ul = firstByTag(doc, 'ul');
      const [one, two] = ul.children;
      const inverse = roundTrip(doc, { type: 'move', id: one, parentId: ul.id, index: 1 }, () => expect(ul.children).to.deep.equal([two, one]));
      expect(inverse).to.deep.equal({ type: 'move', id: one, parentId: ul.id, index: 0 });
    });

    it('moves to another parent, keeping the subtree', () => {
      const h1 = firstByTag(doc, 'h1');
      const from = h1.parent!;
      roundTrip(doc, { type: 'move', id: h1.id, parentId: ROOT_ID, index: 0 }, () => {
        expect(elementChildren(doc, ROOT_ID)[0].id).to.equal(h1.id);
        expect(h1.parent).to.equal(ROOT_ID);
      });
      expect(h1.parent).to.equal(from);
    });

    it('refuses moving into itself, a descendant, a restricted parent or a parent that would not keep it', () => {
      const row = firstByTag(doc, 'h1').parent!;
      const container = doc.nodes.get(doc.nodes.get(row)!.parent!)!.parent!;
      expectRefused(doc, { type: 'move', id: container, parentId: container, index: 0 }, 'Cannot move an element into itself');
      expectRefused(doc, { type: 'move', id: container, parentId: row, index: 0 }, 'Cannot move an element into itself');
      expectRefused(doc, { type: 'move', id: firstByTag(doc, 'b').id, parentId: firstByTag(doc, 'img').id, index: 0 }, 'Cannot insert - invalid parent');
      expectRefused(doc, { type: 'move', id: firstByTag(doc, 'ul').id, parentId: firstByTag(doc, 'p').id, index: 0 }, 'Cannot insert - invalid parent');
      expectRefused(doc, { type: 'move', id: ROOT_ID, parentId: row, index: 0 }, 'Cannot move the page body');
      expectRefused(doc, { type: 'move', id: firstByTag(doc, 'b').id, parentId: row, index: 99 }, 'Cannot insert - invalid position');
    });

    it('answers canInsert and canMove without changing the document', () => {
      const before = serializePage(doc);
      const p = firstByTag(doc, 'p').id;
      expect(canInsert(doc, p, 0, '<b>x</b>')).to.equal(true);
      expect(canInsert(doc, p, 0, '<div>x</div>')).to.equal(false);
      expect(canMove(doc, firstByTag(doc, 'b').id, p, 0)).to.equal(true);
      expect(canMove(doc, firstByTag(doc, 'ul').id, p, 0)).to.equal(false);
      expect(serializePage(doc)).to.equal(before);
    });
  });

  describe('text around an element that leaves', () => {
    it('merges the two texts (as a reload would) and splits them back on undo, even after the paragraph was re-parsed', () => {
      const page = parsePage('<p>Hello <b>big</b> world</p>');
      const p = firstByTag(page, 'p');
      const b = firstByTag(page, 'b');
      const original = serializePage(page);
      const inverse = applyOperation(page, { type: 'remove', id: b.id });
      expect(p.children).to.have.length(1);
      expect(page.nodes.get(p.children[0])).to.include({ type: 'text', text: 'Hello  world' });
      expect(inverse).to.deep.equal({ type: 'insert', parentId: p.id, index: 1, html: `<b data-id="${b.id}">big</b>`, split: 6 });
      // An inline edit of the paragraph, then undo of both.
      const edit = applyOperation(page, { type: 'replaceContent', id: p.id, html: 'Hello  world!' });
      applyOperation(page, edit);
      applyOperation(page, inverse);
      expect(serializePage(page)).to.equal(original);
      expectConsistent(page);
    });

    it('does the same for a move out of the text and back', () => {
      const page = parsePage('<p>Hello <b>big</b> world</p><div></div>');
      const b = firstByTag(page, 'b');
      const original = serializePage(page);
      const inverse = applyOperation(page, { type: 'move', id: b.id, parentId: firstByTag(page, 'div').id, index: 0 });
      expect(inverse).to.deep.equal({ type: 'move', id: b.id, parentId: firstByTag(page, 'p').id, index: 1, split: 6 });
      expect(serializePage(page)).to.equal(original.replace(/<b [^]*<\/b>/, '').replace('></div>', `><b data-id="${b.id}">big</b></div>`));
      applyOperation(page, inverse);
      expect(serializePage(page)).to.equal(original);
      expectConsistent(page);
    });

    it('counts a move within the same parent after the texts merged (moveBefore computes it)', () => {
      const page = parsePage('<div>\n<h2>A</h2>\n<p>B</p></div>');
      const div = firstByTag(page, 'div');
      const h2 = firstByTag(page, 'h2');
      const op = moveBefore(page, h2.id, div.id, null);
      expect(op).to.deep.equal({ type: 'move', id: h2.id, parentId: div.id, index: 2 });
      roundTrip(page, op, () => expect(stripIds(serializePage(page))).to.equal('<div>\n\n<p>B</p><h2>A</h2></div>'));
      expect(insertIndexBefore(page, div.id, firstByTag(page, 'p').id)).to.equal(3);
      expect(insertIndexBefore(page, div.id, null)).to.equal(4);
    });

    it('refuses a split that does not fall inside a text node', () => {
      const page = parsePage('<p>Hello <b>big</b> world</p>');
      const p = firstByTag(page, 'p').id;
      for (const [index, split] of [[1, 0], [1, 6], [0, 2], [2, 1]]) {
        expectRefused(page, { type: 'insert', parentId: p, index, html: '<i>x</i>', split }, 'Cannot insert - invalid position');
      }
    });
  });

  it('applies a batch all or nothing and returns the inverses in order', () => {
    const h1 = firstByTag(doc, 'h1');
    const before = serializePage(doc);
    expect(() =>
      applyOperations(doc, [
        { type: 'setAttributes', id: h1.id, attrs: { title: 'new' } },
        { type: 'remove', id: firstByTag(doc, 'ul').id },
        { type: 'remove', id: ROOT_ID },
      ]),
    ).to.throw(EditError, 'Cannot remove the page body');
    expect(serializePage(doc)).to.equal(before);
    const inverses = applyOperations(doc, [
      { type: 'setAttributes', id: h1.id, attrs: { title: 'new' } },
      { type: 'replaceClass', id: h1.id, from: 'big', to: 'small' },
    ]);
    expect(inverses.map((op) => op.type)).to.deep.equal(['setAttributes', 'setAttributes']);
    applyOperations(doc, [...inverses].reverse());
    expect(serializePage(doc)).to.equal(before);
  });

  it('gives merge keys per kind and element', () => {
    expect(mergeKeyOf({ type: 'replaceContent', id: 'a', html: '' })).to.equal('replaceContent:a');
    expect(mergeKeyOf({ type: 'setAttributes', id: 'a', attrs: {} })).to.equal('setAttributes:a');
    expect(mergeKeyOf({ type: 'insert', parentId: 'a', index: 0, html: '' })).to.equal(null);
    expect(mergeKeyOf({ type: 'remove', id: 'a' })).to.equal(null);
  });

  describe('cost on a 2,000-element page', () => {
    it('each operation and its inverse touch only the nodes of the edit, never the whole page', () => {
      const page = parsePage(generatePageHtml(2000));
      const pageSize = page.nodes.size;
      expect(pageSize).to.be.greaterThan(4000);
      const all = elements(page);
      const deep = all.filter((el) => el.tag === 'li');
      const target = deep[Math.floor(deep.length / 2)];
      const paragraph = all.filter((el) => el.tag === 'p')[7];
      const columns = all.filter((el) => /col-sm/.test(el.attrs.class ?? ''));
      const column = columns[5];
      const otherColumn = columns[columns.length - 2];
      const counting = instrument(page);
      const ops: Operation[] = [
        { type: 'setAttributes', id: target.id, attrs: { title: 'x', class: 'y' } },
        { type: 'replaceClass', id: target.id, from: 'y', to: 'z' },
        { type: 'renameElement', id: paragraph.id, tag: 'h3' },
        { type: 'replaceContent', id: target.id, html: 'new <b>content</b>' },
        { type: 'insert', parentId: column.id, index: 0, html: '<p>A <a href="#">new</a> paragraph</p>' },
        { type: 'move', id: paragraph.id, parentId: otherColumn.id, index: 0 },
        { type: 'remove', id: column.id },
      ];
      for (const op of ops) {
        counting.reset();
        const inverse = applyOperation(page, op);
        const forward = counting.touched;
        counting.reset();
        applyOperation(page, inverse);
        applyOperation(page, op);
        expect(counting.scans, `${op.type} iterated the node map`).to.equal(0);
        expect(forward, `${op.type} touched ${forward} nodes`).to.be.below(150);
        expect(counting.touched, `${op.type} undo + redo`).to.be.below(300);
      }
      expect(pageSize / 150).to.be.greaterThan(25);
      expectConsistent(page);
    });
  });
});
