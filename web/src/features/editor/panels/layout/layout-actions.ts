import {
  addRow,
  columnSpan,
  GRID_COLUMNS,
  removeColumn,
  resizeColumn,
  setContainerKind,
  spanDeclarations,
  spanOfWidth,
  type Operation,
  type StyleBreakpoint,
} from '../../model.ts';
import type { EditorStore } from '../../state/editor-store.ts';
import { elementNode, layoutKind } from '../../state/element-info.ts';

// What the layout panel does to the page, each one undoable step through the store. The grid's
// arithmetic is the model's (common/editor/layout.ts); per-size column widths are the element's
// own style rules, so they cascade like every other style.

/** The declarations a per-size column width sets (and a reset removes). */
const SPAN_PROPERTIES = ['flex', 'max-width'] as const;

/** Below the site's col-sm breakpoint (576 px) columns stack; mobile (≤ 479 px) is always below it. */
const STACKED_BREAKPOINTS: ReadonlySet<StyleBreakpoint> = new Set(['mobile']);

export interface ColumnWidth {
  span: number;
  /**
   * class: the column's col-sm-N; here: set at this size; inherited: set at a wider size (`from`);
   * stacked: the template stacks columns at this size.
   */
  source: 'class' | 'here' | 'inherited' | 'stacked';
  from?: StyleBreakpoint;
}

function edit(store: EditorStore, ops: Operation[], label: string): boolean {
  return ops.length > 0 && store.edit(ops, { label, mergeKey: null });
}

/** A column the grid helpers take: an element inside a row (they refuse anything else). */
function inRow(store: EditorStore, columnId: string): boolean {
  const node = elementNode(store.document, columnId);
  return layoutKind(elementNode(store.document, node?.parent)) === 'row';
}

export function setContainerFluid(store: EditorStore, containerId: string, fluid: boolean): boolean {
  const node = elementNode(store.document, containerId);
  const op = node ? setContainerKind(node, fluid ? 'container-fluid' : 'container') : null;
  return op ? edit(store, [op], fluid ? 'Full width container' : 'Fixed width container') : false;
}

/** Appends a row (one full-width column) to a container and selects it. */
export function addRowTo(store: EditorStore, containerId: string): boolean {
  const op = addRow(store.document, containerId);
  if (!edit(store, [op], 'Add row')) return false;
  const container = elementNode(store.document, containerId);
  store.select(container?.children[container.children.length - 1] ?? null, { openPanel: false });
  return true;
}

export function removeGridColumn(store: EditorStore, columnId: string): boolean {
  return inRow(store, columnId) && edit(store, removeColumn(store.document, columnId), 'Remove column');
}

/** The width a column shows at a size: its own rule there or above, else the class (or stacked). */
export function columnWidthAt(store: EditorStore, columnId: string, breakpoint: StyleBreakpoint): ColumnWidth | null {
  const node = elementNode(store.document, columnId);
  if (!node) return null;
  const resolved = store.resolveStyle(columnId, 'max-width', breakpoint);
  const styled = resolved ? spanOfWidth(resolved.value) : null;
  if (resolved && styled !== null) return { span: styled, source: resolved.source, from: resolved.from };
  if (STACKED_BREAKPOINTS.has(breakpoint)) return { span: GRID_COLUMNS, source: 'stacked' };
  return { span: columnSpan(node) ?? GRID_COLUMNS, source: 'class' };
}

/**
 * Gives a column `span` twelfths: for all sizes its col-sm class (the row stays at most 12, see
 * resizeColumn), for one size its own flex rule there.
 */
export function setColumnWidth(store: EditorStore, columnId: string, span: number, breakpoint: StyleBreakpoint): boolean {
  if (breakpoint === 'all') return inRow(store, columnId) && edit(store, resizeColumn(store.document, columnId, span), 'Resize column');
  return store.setStyle(columnId, spanDeclarations(span), { breakpoint, label: `Resize column on ${breakpoint}` });
}

export function resetColumnWidth(store: EditorStore, columnId: string, breakpoint: StyleBreakpoint): boolean {
  return store.resetStyle(columnId, [...SPAN_PROPERTIES], breakpoint);
}

/**
 * Moves an element one place among `ids` (its row siblings, or its column siblings), past any
 * other elements between them. One undoable step; the moved element is selected.
 */
export function moveAmong(store: EditorStore, id: string, ids: readonly string[], direction: -1 | 1): boolean {
  const other = elementNode(store.document, ids[ids.indexOf(id) + direction]);
  const parent = elementNode(store.document, other?.parent);
  if (!other || !parent || ids.indexOf(id) < 0) return false;
  const position = parent.children.indexOf(other.id);
  return store.moveTo(id, { parentId: parent.id, index: direction === -1 ? position : position + 1 });
}
