import { elementChildren, type ElementNode, generateId, getElement, type PageDocument } from './document.ts';
import { EDIT_MESSAGES, EditError } from './errors.ts';
import type { Operation } from './operations.ts';

// Grid structure: containers hold rows, rows hold
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

/** The operation that changes a column's col-sm span (adding the class when it has none). */
function spanChange(node: ElementNode, from: number | null, to: number): Operation {
  return { type: 'replaceClass', id: node.id, from: from === null ? null : `col-sm-${from}`, to: `col-sm-${to}` };
}

function rowOfColumn(doc: PageDocument, columnId: string): ElementNode {
  const column = getElement(doc, columnId);
  const row = column?.parent ? getElement(doc, column.parent) : undefined;
  if (!column || !row || !isRow(row)) throw new EditError(EDIT_MESSAGES.notRow);
  return row;
}

/**
 * The operations that remove a column, to apply in order: its span goes to the column before it
 * (the one after it when it is first), so the row keeps its width.
 */
export function removeColumn(doc: PageDocument, columnId: string): Operation[] {
  const row = rowOfColumn(doc, columnId);
  const columns = rowColumns(doc, row.id);
  const at = columns.findIndex((column) => column.node.id === columnId);
  const ops: Operation[] = [{ type: 'remove', id: columnId }];
  if (at < 0) return ops;
  const neighbour = columns[at - 1] ?? columns[at + 1];
  if (neighbour) ops.push(spanChange(neighbour.node, neighbour.span, Math.min(GRID_COLUMNS, neighbour.span + columns[at].span)));
  return ops;
}

/**
 * The operations that give a column a new span (1 to 12). Shrinking leaves the freed span empty;
 * growing past the row's free span narrows the following columns, then the preceding ones,
 * nearest first and never below 1, so the row total stays at most 12. A span the others cannot
 * make room for is reduced to what fits. Empty when nothing changes.
 */
export function resizeColumn(doc: PageDocument, columnId: string, span: number): Operation[] {
  const row = rowOfColumn(doc, columnId);
  const column = getElement(doc, columnId)!;
  const current = columnSpan(column);
  const others = rowColumns(doc, row.id).filter((entry) => entry.node.id !== columnId);
  const wanted = Math.min(Math.max(1, Math.round(span)), GRID_COLUMNS - others.length);
  if (wanted === current || wanted < 1) return [];
  const at = row.children.indexOf(columnId);
  const position = (entry: { node: ElementNode }) => row.children.indexOf(entry.node.id);
  const after = others.filter((entry) => position(entry) > at);
  const before = others.filter((entry) => position(entry) < at).reverse();
  let excess = others.reduce((sum, entry) => sum + entry.span, 0) + wanted - GRID_COLUMNS;
  const ops: Operation[] = [];
  for (const entry of [...after, ...before]) {
    if (excess <= 0) break;
    const take = Math.min(excess, entry.span - 1);
    if (take <= 0) continue;
    ops.push(spanChange(entry.node, entry.span, entry.span - take));
    excess -= take;
  }
  ops.push(spanChange(column, current, wanted));
  return ops;
}

/** Declarations that give a column `span` twelfths of its row (the site.css col-sm-N rule). */
export function spanDeclarations(span: number): Record<string, string> {
  const width = `${Number(((span * 100) / GRID_COLUMNS).toFixed(6))}%`;
  return { flex: `0 0 ${width}`, 'max-width': width };
}

/** The span a `max-width` percentage stands for, or null when it is not a whole twelfth. */
export function spanOfWidth(value: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)%\s*$/.exec(value);
  if (!match) return null;
  const span = (Number(match[1]) * GRID_COLUMNS) / 100;
  const whole = Math.round(span);
  return whole >= 1 && whole <= GRID_COLUMNS && Math.abs(span - whole) < 0.01 ? whole : null;
}

/** Fixed-width `container` or full-width `container-fluid`, or null for other elements. */
export function containerKind(node: Pick<ElementNode, 'attrs'>): 'container' | 'container-fluid' | null {
  const classes = (node.attrs.class ?? '').split(/\s+/);
  if (classes.includes('container-fluid')) return 'container-fluid';
  return classes.includes('container') ? 'container' : null;
}

/** The operation that makes a container fixed-width or full-width, or null when it already is. */
export function setContainerKind(node: ElementNode, kind: 'container' | 'container-fluid'): Operation | null {
  const current = containerKind(node);
  if (current === null || current === kind) return null;
  return { type: 'replaceClass', id: node.id, from: current, to: kind };
}

/** The operation that adds a new row (one 12-span column) to a container at `index` (the end by default). */
export function addRow(doc: PageDocument, containerId: string, index?: number): Operation {
  const container = getElement(doc, containerId);
  if (!container) throw new EditError(EDIT_MESSAGES.notFound);
  return { type: 'insert', parentId: containerId, index: index ?? container.children.length, html: newRowHtml() };
}
