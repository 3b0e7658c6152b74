import { expect } from 'chai';
import { elementChildren, type PageDocument, parsePage, ROOT_ID, serializePage } from '../../common/editor/document.ts';
import { addColumn, columnSpan, newRowHtml, rowColumns } from '../../common/editor/layout.ts';
import { applyOperation, applyOperations, EditError } from '../../common/editor/operations.ts';
import { firstByTag } from './support.ts';

const spans = (doc: PageDocument, rowId: string) => rowColumns(doc, rowId).map((column) => column.span);

describe('editor layout helpers (common/editor/layout.ts)', () => {
  it('makes a new row with one 12-span column, ids included', () => {
    const html = newRowHtml();
    expect(html).to.match(/^<div data-id="\w{10}" class="row"><div data-id="\w{10}" class="col-sm-12"><\/div><\/div>$/);
    const doc = parsePage('<div class="container"></div>');
    const container = firstByTag(doc, 'div').id;
    const op = { type: 'insert' as const, parentId: container, index: 0, html };
    applyOperation(doc, op);
    expect(op.html, 'the given ids are kept').to.equal(html);
    const [row] = elementChildren(doc, container);
    expect(spans(doc, row.id)).to.deep.equal([12]);
  });

  it('adds columns keeping the row at 12, narrowing the widest neighbour wider than 1', () => {
    const doc = parsePage(newRowHtml());
    const row = firstByTag(doc, 'div').id;
    const seen: number[][] = [];
    for (let i = 0; i < 11; i++) {
      applyOperations(doc, addColumn(doc, row));
      const now = spans(doc, row);
      expect(now.reduce((a, b) => a + b, 0)).to.equal(12);
      seen.push(now);
    }
    expect(seen[0]).to.deep.equal([11, 1]);
    expect(seen[1]).to.deep.equal([10, 1, 1]);
    expect(seen[10]).to.deep.equal(Array(12).fill(1));
    expect(() => addColumn(doc, row)).to.throw(EditError, 'A row cannot have more than 12 columns');
  });

  it('fills the free span first, and narrows the last of equally wide columns', () => {
    const doc = parsePage('<div class="row"><div class="col-sm-4">a</div><div class="col-sm-4">b</div></div>');
    const row = firstByTag(doc, 'div').id;
    applyOperations(doc, addColumn(doc, row));
    expect(spans(doc, row)).to.deep.equal([4, 4, 4]);
    const ops = addColumn(doc, row);
    expect(ops[0]).to.include({ type: 'replaceClass', from: 'col-sm-4', to: 'col-sm-3' });
    const before = serializePage(doc);
    const inverses = applyOperations(doc, ops);
    expect(spans(doc, row)).to.deep.equal([4, 4, 3, 1]);
    applyOperations(doc, [...inverses].reverse());
    expect(serializePage(doc)).to.equal(before);
  });

  it('only adds columns to rows', () => {
    const doc = parsePage('<div class="container"></div>');
    expect(() => addColumn(doc, firstByTag(doc, 'div').id)).to.throw(EditError, 'Columns can only be added to a row');
    expect(() => addColumn(doc, ROOT_ID)).to.throw(EditError, 'Columns can only be added to a row');
    expect(columnSpan({ attrs: { class: 'x col-sm-7' } })).to.equal(7);
    expect(columnSpan({ attrs: { class: 'col-md-7' } })).to.equal(null);
  });
});
