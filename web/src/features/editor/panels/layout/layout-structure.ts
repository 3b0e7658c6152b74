import type { ElementNode, PageDocument } from '../../model.ts';
import { ancestry, elementNode, layoutKind, type LayoutKind } from '../../state/element-info.ts';

// The grid around the selection that the layout panel edits: the innermost container, row and
// column on the way from the page root to the selected element (or, for a wrapper such as a
// section, the grid just inside it), the container's rows, and the row the column controls apply
// to (the selection's own, else the container's first). O(depth + the children looked at).

export interface LayoutStructure {
  containerId: string | null;
  /** The container's rows, in order. */
  rowIds: string[];
  rowId: string | null;
  columnId: string | null;
}

/** The element children of `id` that are grid elements of one kind (a container's rows, a row's columns). */
export function gridChildren(doc: PageDocument, id: string, kind: LayoutKind): ElementNode[] {
  const out: ElementNode[] = [];
  for (const childId of elementNode(doc, id)?.children ?? []) {
    const child = elementNode(doc, childId);
    if (child && layoutKind(child) === kind) out.push(child);
  }
  return out;
}

export const NO_STRUCTURE: LayoutStructure = { containerId: null, rowIds: [], rowId: null, columnId: null };

/** How far below a selected wrapper (a section around a container) the panel looks for the grid. */
const DESCEND_LEVELS = 2;

/** The first container or row inside `id`, at most DESCEND_LEVELS below it, breadth first. */
function gridInside(doc: PageDocument, id: string): string | null {
  let level = [id];
  for (let depth = 0; depth < DESCEND_LEVELS && level.length; depth++) {
    const next: string[] = [];
    for (const parentId of level) {
      for (const childId of elementNode(doc, parentId)?.children ?? []) {
        const child = elementNode(doc, childId);
        if (!child) continue;
        const kind = layoutKind(child);
        if (kind === 'container' || kind === 'row') return child.id;
        next.push(child.id);
      }
    }
    level = next;
  }
  return null;
}

export function layoutAround(doc: PageDocument, selectedId: string | null): LayoutStructure {
  if (!selectedId || !doc.nodes.has(selectedId)) return NO_STRUCTURE;
  const around = structureOf(doc, selectedId);
  if (around.containerId || around.rowId || selectedId === doc.rootId) return around;
  // A wrapper around the grid (a section, a header): the grid inside it.
  const inside = gridInside(doc, selectedId);
  return inside ? structureOf(doc, inside) : around;
}

function structureOf(doc: PageDocument, selectedId: string): LayoutStructure {
  let containerId: string | null = null;
  let rowId: string | null = null;
  let columnId: string | null = null;
  for (const id of ancestry(doc, selectedId)) {
    const kind = layoutKind(elementNode(doc, id));
    if (kind === 'container') [containerId, rowId, columnId] = [id, null, null];
    else if (kind === 'row') [rowId, columnId] = [id, null];
    else if (kind === 'column') columnId = id;
  }
  // A column outside a row is no grid column for these controls.
  if (columnId && elementNode(doc, elementNode(doc, columnId)?.parent)?.id !== rowId) columnId = null;
  const rowIds = containerId ? gridChildren(doc, containerId, 'row').map((row) => row.id) : [];
  return { containerId, rowIds, rowId: rowId ?? rowIds[0] ?? null, columnId };
}
