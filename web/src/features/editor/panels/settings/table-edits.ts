import type { ElementNode, Operation, PageDocument } from '../../model.ts';
import { elementNode } from '../../state/element-info.ts';

// Table rows and cells from the settings panel. A table's rows live in its row groups (the
// parser puts a <tbody> around rows written straight into a <table>); a column is the cell at
// one position in every row. Edits act next to the selected cell or row, else at the end, and
// each returns the operations of one step.

const ROW_GROUPS = new Set(['thead', 'tbody', 'tfoot']);
const CELLS = new Set(['td', 'th']);

function elementChildren(doc: PageDocument, node: ElementNode): ElementNode[] {
  return node.children.map((id) => doc.nodes.get(id)).filter((child): child is ElementNode => child?.type === 'element');
}

/** The table the element is or lies in, or null. */
export function tableOf(doc: PageDocument, id: string | null): ElementNode | null {
  let node = elementNode(doc, id);
  while (node && node.tag !== 'table') node = elementNode(doc, node.parent);
  return node;
}

export function tableRows(doc: PageDocument, table: ElementNode): ElementNode[] {
  return elementChildren(doc, table)
    .filter((group) => ROW_GROUPS.has(group.tag))
    .flatMap((group) => elementChildren(doc, group).filter((row) => row.tag === 'tr'));
}

function cells(doc: PageDocument, row: ElementNode): ElementNode[] {
  return elementChildren(doc, row).filter((cell) => CELLS.has(cell.tag));
}

export function columnCount(doc: PageDocument, table: ElementNode): number {
  return Math.max(0, ...tableRows(doc, table).map((row) => cells(doc, row).length));
}

/** The selected row and column inside the table (the element or its nearest row / cell). */
function reference(doc: PageDocument, table: ElementNode, selectedId: string | null): { row: ElementNode | null; column: number | null } {
  let row: ElementNode | null = null;
  let cell: ElementNode | null = null;
  for (let node = elementNode(doc, selectedId); node && node.id !== table.id; node = elementNode(doc, node.parent)) {
    if (!cell && CELLS.has(node.tag)) cell = node;
    if (!row && node.tag === 'tr') row = node;
  }
  return { row, column: row && cell ? cells(doc, row).indexOf(cell) : null };
}

/** A new body row with as many cells as the widest row, after the selected body row or last. */
export function addTableRow(doc: PageDocument, tableId: string, selectedId: string | null): Operation[] {
  const table = elementNode(doc, tableId);
  if (!table) return [];
  const html = `<tr>${'<td></td>'.repeat(Math.max(1, columnCount(doc, table)))}</tr>`;
  const { row } = reference(doc, table, selectedId);
  const group = row ? elementNode(doc, row.parent) : null;
  if (row && group && group.tag !== 'thead') return [{ type: 'insert', parentId: group.id, index: group.children.indexOf(row.id) + 1, html }];
  const body = elementChildren(doc, table).filter((child) => child.tag === 'tbody').at(-1);
  if (body) return [{ type: 'insert', parentId: body.id, index: body.children.length, html }];
  return [{ type: 'insert', parentId: table.id, index: table.children.length, html: `<tbody>${html}</tbody>` }];
}

/** Removes the selected row, else the last one; a table keeps at least one row. */
export function removeTableRow(doc: PageDocument, tableId: string, selectedId: string | null): Operation[] {
  const table = elementNode(doc, tableId);
  const rows = table ? tableRows(doc, table) : [];
  if (!table || rows.length <= 1) return [];
  const row = reference(doc, table, selectedId).row ?? rows[rows.length - 1];
  return [{ type: 'remove', id: row.id }];
}

/** A cell in every row after the selected column (a header cell in the table head), else at the end. */
export function addTableColumn(doc: PageDocument, tableId: string, selectedId: string | null): Operation[] {
  const table = elementNode(doc, tableId);
  if (!table) return [];
  const { column } = reference(doc, table, selectedId);
  return tableRows(doc, table).map((row) => {
    const rowCells = cells(doc, row);
    const after = column === null ? undefined : rowCells[column];
    const tag = elementNode(doc, row.parent)?.tag === 'thead' ? 'th' : 'td';
    const index = after ? row.children.indexOf(after.id) + 1 : row.children.length;
    return { type: 'insert', parentId: row.id, index, html: `<${tag}></${tag}>` };
  });
}

/** Removes the selected column, else the last one, from every row; a table keeps one column. */
export function removeTableColumn(doc: PageDocument, tableId: string, selectedId: string | null): Operation[] {
  const table = elementNode(doc, tableId);
  if (!table || columnCount(doc, table) <= 1) return [];
  const { column } = reference(doc, table, selectedId);
  return tableRows(doc, table).flatMap((row) => {
    const rowCells = cells(doc, row);
    const cell = column === null ? rowCells[rowCells.length - 1] : rowCells[column];
    return cell && rowCells.length > 1 ? [{ type: 'remove' as const, id: cell.id }] : [];
  });
}
