import { elementChildren, type ElementNode, generateId, getElement, type PageDocument } from './document.ts';
import { EDIT_MESSAGES, EditError } from './errors.ts';
import type { Operation } from './operations.ts';

// Grid structure (the product specification, §5 "Structure"): containers hold rows, rows hold
// columns `col-sm-N` with N from 1 to 12, and a row's spans never add up to more than 12.

export const GRID_COLUMNS = 12;
const SPAN_CLASS = /^col-sm-(\d{1,2})$/;

/** A new row: one column spanning the whole row, ids included. */
export function newRowHtml(): string {
  return `<div data-id="${generateId()}" class="row">${newColumnHtml(GRID_COLUMNS)}</div>`;
}

export function newColumnHtml(span: number): string {
  return `<div data-id="${generateId()}" class="col-sm-${span}"></div>`;
}

/** The col-sm span of an element, or null when it is not a grid column. */
export function columnSpan(node: Pick<ElementNode, 'attrs'>): number | null {
  for (const token of (node.attrs.class ?? '').split(/\s+/)) {
    const span = SPAN_CLASS.exec(token);
    if (span) return Number(span[1]);
  }
  return null;
}

export function isRow(node: Pick<ElementNode, 'attrs'>): boolean {
  return (node.attrs.class ?? '').split(/\s+/).includes('row');
}

/** The columns of a row with their spans, in order. */
export function rowColumns(doc: PageDocument, rowId: string): Array<{ node: ElementNode; span: number }> {
  const out: Array<{ node: ElementNode; span: number }> = [];
  for (const child of elementChildren(doc, rowId)) {
    const span = columnSpan(child);
    if (span !== null) out.push({ node: child, span });
  }
  return out;
}

/**
 * The operations that append a column to a row, to apply in order. The new column takes the free
 * span; when the row is full, the widest column (the last of equals, the new column's nearest
 * neighbour) is narrowed by one and the new column spans 1.
 */
export function addColumn(doc: PageDocument, rowId: string): Operation[] {
  const row = getElement(doc, rowId);
  if (!row || !isRow(row)) throw new EditError(EDIT_MESSAGES.notRow);
  const columns = rowColumns(doc, rowId);
  const used = columns.reduce((sum, column) => sum + column.span, 0);
  const append = (span: number): Operation => ({ type: 'insert', parentId: rowId, index: row.children.length, html: newColumnHtml(span) });
  if (used < GRID_COLUMNS) return [append(GRID_COLUMNS - used)];
  let widest: { node: ElementNode; span: number } | undefined;
  for (const column of columns) if (column.span > 1 && (!widest || column.span >= widest.span)) widest = column;
  if (!widest) throw new EditError(EDIT_MESSAGES.rowFull);
  return [
    { type: 'replaceClass', id: widest.node.id, from: `col-sm-${widest.span}`, to: `col-sm-${widest.span - 1}` },
    append(1),
  ];
}
