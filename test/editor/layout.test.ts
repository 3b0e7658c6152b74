import { expect } from 'chai';
import { elementChildren, type PageDocument, parsePage, ROOT_ID, serializePage } from '../../common/editor/document.ts';
import {
  addColumn,
  addRow,
  columnSpan,
  containerKind,
  newRowHtml,
  removeColumn,
  resizeColumn,
  rowColumns,
  setContainerKind,
  spanDeclarations,
  spanOfWidth,
} from '../../common/editor/layout.ts';
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

  const grid = (html: string) => {
    const doc = parsePage(`<div class="row">${html}</div>`);
    const row = firstByTag(doc, 'div').id;
    const column = (n: number) => elementChildren(doc, row)[n].id;
    return { doc, row, column };
  };
  /** Applies the operations, checks the row, undoes them and checks the page came back. */
  const roundTrip = (doc: PageDocument, ops: ReturnType<typeof resizeColumn>, check: () => void) => {
    const before = serializePage(doc);
    const inverses = applyOperations(doc, ops);
    check();
    applyOperations(doc, [...inverses].reverse());
    expect(serializePage(doc)).to.equal(before);
    applyOperations(doc, ops);
  };

  it('removes a column and gives its span to the column before it (after it when first)', () => {
    const { doc, row, column } = grid('<div class="col-sm-4">a</div><div class="col-sm-3">b</div><div class="col-sm-5">c</div>');
    roundTrip(doc, removeColumn(doc, column(1)), () => expect(spans(doc, row)).to.deep.equal([7, 5]));
    applyOperations(doc, removeColumn(doc, column(0)));
    expect(spans(doc, row)).to.deep.equal([12]);
    applyOperations(doc, removeColumn(doc, column(0)));
    expect(elementChildren(doc, row), 'the last column leaves an empty row').to.have.length(0);
  });

  it('never grows a neighbour past 12 when removing from a row with free span', () => {
    const { doc, row, column } = grid('<div class="col-sm-10">a</div><div class="col-sm-1">b</div>');
    applyOperations(doc, removeColumn(doc, column(1)));
    expect(spans(doc, row)).to.deep.equal([11]);
    const other = grid('<div class="col-sm-12">a</div><div class="col-sm-6">b</div>');
    applyOperations(other.doc, removeColumn(other.doc, other.column(1)));
    expect(spans(other.doc, other.row)).to.deep.equal([12]);
  });

  it('resizes a column: shrinking frees span, growing narrows the following, then the preceding columns', () => {
    const { doc, row, column } = grid('<div class="col-sm-4">a</div><div class="col-sm-4">b</div><div class="col-sm-4">c</div>');
    roundTrip(doc, resizeColumn(doc, column(0), 3), () => expect(spans(doc, row)).to.deep.equal([3, 4, 4]));
    roundTrip(doc, resizeColumn(doc, column(0), 4), () => expect(spans(doc, row), 'the free span first').to.deep.equal([4, 4, 4]));
    roundTrip(doc, resizeColumn(doc, column(0), 8), () => expect(spans(doc, row)).to.deep.equal([8, 1, 3]));
    roundTrip(doc, resizeColumn(doc, column(2), 6), () => expect(spans(doc, row), 'then the ones before, nearest first').to.deep.equal([5, 1, 6]));
    const total = spans(doc, row).reduce((a, b) => a + b, 0);
    expect(total).to.equal(12);
  });

  it('keeps the row total at most 12 for any span asked, and leaves every column at least 1', () => {
    for (let span = -3; span <= 20; span++) {
      const { doc, row, column } = grid('<div class="col-sm-2">a</div><div class="col-sm-6">b</div><div class="col-sm-3">c</div>');
      applyOperations(doc, resizeColumn(doc, column(1), span));
      const now = spans(doc, row);
      expect(now.reduce((a, b) => a + b, 0), `span ${span}`).to.be.at.most(12);
      expect(Math.min(...now)).to.be.at.least(1);
      expect(now[1], `span ${span}`).to.equal(Math.min(Math.max(span, 1), 10));
    }
    const { doc, column } = grid('<div class="col-sm-6">a</div><div class="col-sm-6">b</div>');
    expect(resizeColumn(doc, column(0), 6), 'no change, no operation').to.deep.equal([]);
  });

  it('refuses to resize or remove what is not a column of a row', () => {
    const doc = parsePage('<div class="container"><div class="col-sm-6">a</div></div>');
    const stray = elementChildren(doc, firstByTag(doc, 'div').id)[0].id;
    expect(() => resizeColumn(doc, stray, 4)).to.throw(EditError, 'Columns can only be added to a row');
    expect(() => removeColumn(doc, stray)).to.throw(EditError, 'Columns can only be added to a row');
  });

  it('gives a column without a col-sm span one when resized', () => {
    const { doc, row, column } = grid('<div class="col">a</div><div class="col-sm-6">b</div>');
    applyOperations(doc, resizeColumn(doc, column(0), 8));
    expect(spans(doc, row)).to.deep.equal([8, 4]);
  });

  it('turns spans into flex declarations and back', () => {
    expect(spanDeclarations(6)).to.deep.equal({ flex: '0 0 50%', 'max-width': '50%' });
    expect(spanDeclarations(4)).to.deep.equal({ flex: '0 0 33.333333%', 'max-width': '33.333333%' });
    expect(spanDeclarations(1)['max-width']).to.equal('8.333333%');
    for (let span = 1; span <= 12; span++) expect(spanOfWidth(spanDeclarations(span)['max-width'])).to.equal(span);
    expect(spanOfWidth('40%')).to.equal(null);
    expect(spanOfWidth('300px')).to.equal(null);
    expect(spanOfWidth('none')).to.equal(null);
  });

  it('switches a container between fixed and full width, and adds rows to it', () => {
    const doc = parsePage('<div class="container x"><div class="row"><div class="col-sm-12">a</div></div></div><div class="box"></div>');
    const [container, box] = elementChildren(doc, ROOT_ID);
    expect(containerKind(container)).to.equal('container');
    expect(setContainerKind(container, 'container')).to.equal(null);
    expect(setContainerKind(box, 'container-fluid'), 'not a container').to.equal(null);
    applyOperations(doc, [setContainerKind(container, 'container-fluid')!]);
    expect(container.attrs.class).to.equal('container-fluid x');
    applyOperations(doc, [addRow(doc, container.id, 0)]);
    const rows = elementChildren(doc, container.id);
    expect(rows).to.have.length(2);
    expect(spans(doc, rows[0].id), 'a new row has one 12-span column').to.deep.equal([12]);
  });
});
