import type { ElementNode, PageDocument } from '../../model.ts';
import { placementFor, resolveDrop, type DropTarget } from '../../state/drop-target.ts';
import { ancestry, elementLabel, elementNode, isDropContainer } from '../../state/element-info.ts';

// The navigator's tree as plain data: the rows a reader sees given which elements are expanded,
// where the keyboard goes from a row, and where a row dropped at a point lands. Pure, so it is
// tested without a DOM, and it costs the visible rows, not the page.

/**
 * A layer's own name, set by renaming it in the navigator. It is page data (it must survive a
 * reload, and undo must cover it), so it lives on the element as an attribute; `data-sw-` marks
 * it as the editor's own, not the site's (a plain `data-name` may be the site's own data), and the
 * publisher strips it like the data ids.
 */
export const LAYER_NAME_ATTRIBUTE = 'data-sw-name';

export interface TreeRow {
  id: string;
  depth: number;
  hasChildren: boolean;
  expanded: boolean;
  /** An ancestor is hidden in the canvas, so this element is too. */
  hiddenByAncestor: boolean;
}

export function layerName(node: ElementNode): string | null {
  const name = node.attrs[LAYER_NAME_ATTRIBUTE]?.trim();
  return name ? name : null;
}

/** What a row shows: the layer's own name, else the element's readable name. */
export function layerLabel(node: ElementNode): string {
  return layerName(node) ?? elementLabel(node);
}

function hasElementChildren(doc: PageDocument, node: ElementNode): boolean {
  return node.children.some((id) => doc.nodes.get(id)?.type === 'element');
}

/** The rows in reading order: the root, then the children of every expanded row. O(visible rows). */
export function visibleRows(doc: PageDocument, expanded: ReadonlySet<string>, hidden: ReadonlySet<string> = new Set()): TreeRow[] {
  const rows: TreeRow[] = [];
  const root = elementNode(doc, doc.rootId);
  if (!root) return rows;
  // Explicit stack: nesting depth must not be limited by the call stack.
  const stack: Array<[ElementNode, number, boolean]> = [[root, 0, false]];
  while (stack.length) {
    const [node, depth, hiddenByAncestor] = stack.pop()!;
    const hasChildren = hasElementChildren(doc, node);
    const open = hasChildren && (node.id === doc.rootId || expanded.has(node.id));
    rows.push({ id: node.id, depth, hasChildren, expanded: open, hiddenByAncestor });
    if (!open) continue;
    const hides = hiddenByAncestor || hidden.has(node.id);
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = doc.nodes.get(node.children[i]);
      if (child?.type === 'element') stack.push([child, depth + 1, hides]);
    }
  }
  return rows;
}

/** The expanded set with every ancestor of `id` added (so its row shows); the same set when nothing changes. */
export function expandTo(doc: PageDocument, expanded: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const ancestors = ancestry(doc, id).slice(0, -1);
  if (ancestors.every((ancestor) => expanded.has(ancestor))) return expanded;
  return new Set([...expanded, ...ancestors]);
}

/** Expanded ids whose elements are gone (deleted, undone) are dropped; the same set when none are. */
export function pruneExpanded(doc: PageDocument, expanded: ReadonlySet<string>): ReadonlySet<string> {
  for (const id of expanded) {
    if (!doc.nodes.has(id)) return new Set([...expanded].filter((kept) => doc.nodes.has(kept)));
  }
  return expanded;
}

export type TreeKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/** What a navigation key does from the focused row (the WAI-ARIA tree pattern). */
export type TreeMove = { focus: string } | { expand: string } | { collapse: string } | null;

export function treeKeyMove(rows: readonly TreeRow[], focusedId: string | null, key: TreeKey): TreeMove {
  if (rows.length === 0) return null;
  const at = focusedId === null ? -1 : rows.findIndex((row) => row.id === focusedId);
  if (at < 0) return { focus: rows[0].id };
  const row = rows[at];
  switch (key) {
    case 'ArrowUp':
      return at > 0 ? { focus: rows[at - 1].id } : null;
    case 'ArrowDown':
      return at < rows.length - 1 ? { focus: rows[at + 1].id } : null;
    case 'Home':
      return { focus: rows[0].id };
    case 'End':
      return { focus: rows[rows.length - 1].id };
    case 'ArrowRight':
      if (!row.hasChildren) return null;
      return row.expanded ? { focus: rows[at + 1].id } : { expand: row.id };
    case 'ArrowLeft': {
      if (row.expanded && at > 0) return { collapse: row.id };
      for (let i = at - 1; i >= 0; i--) if (rows[i].depth < row.depth) return { focus: rows[i].id };
      return null;
    }
  }
}

/**
 * Where element `draggedId` lands when dropped on row `index` at `offset` (0 = the row's top
 * edge, 1 = its bottom). The upper and lower quarters of a container row (the halves of any
 * other row) drop before and after it, the middle inside it; the lower edge of an expanded row
 * drops at the start of its children, just below it as the reader sees it. The canvas's rules
 * decide what may go where (resolveDrop), so the two never disagree. Null: nowhere.
 */
export function treeDrop(doc: PageDocument, rows: readonly TreeRow[], index: number, offset: number, draggedId: string): DropTarget | null {
  const row = rows[index];
  const node = row ? elementNode(doc, row.id) : null;
  if (!row || !node) return null;
  const subject = { kind: 'move' as const, id: draggedId };
  if (node.id === doc.rootId) return resolveDrop(doc, node.id, 'inside', subject);
  const placement = placementFor({ left: 0, top: 0, width: 1, height: 1 }, { x: 0, y: offset }, { horizontal: false, container: isDropContainer(doc, node) });
  if (placement === 'after' && row.expanded) {
    const first = rows[index + 1];
    // Just above the dragged element itself: it would stay where it is.
    if (!first || first.id === draggedId) return null;
    const drop = resolveDrop(doc, first.id, 'before', subject);
    if (drop?.parentId === node.id) return drop;
  }
  return resolveDrop(doc, node.id, placement, subject);
}
