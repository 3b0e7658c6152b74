import { canInsert, canMove, type PageDocument } from '../model.ts';
import { canContainChildren, elementNode, isDropContainer, isInside, layoutKind } from './element-info.ts';

// Where a dragged element lands, from the element under the pointer and where on it the pointer
// is. Pure: the canvas measures (rect, flow direction), this decides.

export type DropPlacement = 'before' | 'after' | 'inside';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface DropTarget {
  /** The element the indicator is drawn against. */
  targetId: string;
  placement: DropPlacement;
  /** Where the element goes: index among parentId's children as they are now (before any move). */
  parentId: string;
  index: number;
}

/** What is dragged: new markup (one element, from the catalogue or the clipboard) or an existing element. */
export type DragSubject = { kind: 'new'; html: string; isColumn: boolean } | { kind: 'move'; id: string };

/** Edge bands of a container (a quarter each side) drop before/after; the middle drops inside. */
const CONTAINER_EDGE = 0.25;

/**
 * before/after/inside for a pointer over `box`. Along x when the element flows horizontally
 * (columns in a row, inline elements), else along y.
 */
export function placementFor(box: Box, pointer: { x: number; y: number }, options: { horizontal: boolean; container: boolean }): DropPlacement {
  const start = options.horizontal ? box.left : box.top;
  const size = Math.max(1, options.horizontal ? box.width : box.height);
  const offset = ((options.horizontal ? pointer.x : pointer.y) - start) / size;
  if (options.container) {
    if (offset < CONTAINER_EDGE) return 'before';
    if (offset > 1 - CONTAINER_EDGE) return 'after';
    return 'inside';
  }
  return offset < 0.5 ? 'before' : 'after';
}

function isColumnSubject(doc: PageDocument, subject: DragSubject): boolean {
  return subject.kind === 'new' ? subject.isColumn : layoutKind(doc.nodes.get(subject.id)) === 'column';
}

/**
 * Whether `parentId` may receive the subject at all: the model's rule (no void/restricted
 * parents), a moved element never goes into itself or its own descendants, and the grid stays a
 * grid (columns only inside rows, rows hold only columns).
 */
export function acceptsDrop(doc: PageDocument, parentId: string, subject: DragSubject): boolean {
  const parent = elementNode(doc, parentId);
  if (!parent || !canContainChildren(doc, parent)) return false;
  if (subject.kind === 'move' && isInside(doc, parentId, subject.id)) return false;
  const column = isColumnSubject(doc, subject);
  const parentIsRow = layoutKind(parent) === 'row';
  return column ? parentIsRow : !parentIsRow;
}

/** acceptsDrop, plus the model's own check of the exact position (e.g. no <div> inside a <p>). */
export function canDropAt(doc: PageDocument, drop: Pick<DropTarget, 'parentId' | 'index'>, subject: DragSubject): boolean {
  if (!acceptsDrop(doc, drop.parentId, subject)) return false;
  return subject.kind === 'new' ? canInsert(doc, drop.parentId, drop.index, subject.html) : canMove(doc, subject.id, drop.parentId, moveIndex(doc, subject.id, drop));
}

/**
 * The drop for a placement on a target, falling back to the nearest valid spot: "inside" a
 * refusing container becomes before/after, before/after a root becomes inside. Null when the
 * subject cannot go anywhere near this target.
 */
export function resolveDrop(doc: PageDocument, targetId: string, placement: DropPlacement, subject: DragSubject): DropTarget | null {
  const target = elementNode(doc, targetId);
  if (!target) return null;
  if (subject.kind === 'move' && isInside(doc, targetId, subject.id)) {
    // Over the moved element itself: only its own edges make sense (a no-op move), so refuse.
    return null;
  }
  const checked = (drop: DropTarget): DropTarget | null => (canDropAt(doc, drop, subject) ? drop : null);
  const inside = (): DropTarget | null => checked({ targetId, placement: 'inside', parentId: target.id, index: target.children.length });
  const beside = (where: 'before' | 'after'): DropTarget | null => {
    const parent = elementNode(doc, target.parent);
    if (!parent) return null;
    const position = parent.children.indexOf(target.id);
    return checked({ targetId, placement: where, parentId: parent.id, index: where === 'before' ? position : position + 1 });
  };
  if (target.id === doc.rootId || placement === 'inside') return inside() ?? (target.id === doc.rootId ? null : beside('after'));
  return beside(placement) ?? (isDropContainer(doc, target) ? inside() : null);
}

/** The model index for a move: positions after the moved element shift by one once it leaves. */
export function moveIndex(doc: PageDocument, id: string, drop: Pick<DropTarget, 'parentId' | 'index'>): number {
  const node = doc.nodes.get(id);
  if (!node || node.parent !== drop.parentId) return drop.index;
  const current = elementNode(doc, drop.parentId)!.children.indexOf(id);
  return current < drop.index ? drop.index - 1 : drop.index;
}

/** Whether moving `id` to the drop would leave it where it is. */
export function isNoOpMove(doc: PageDocument, id: string, drop: Pick<DropTarget, 'parentId' | 'index'>): boolean {
  const node = doc.nodes.get(id);
  if (!node || node.parent !== drop.parentId) return false;
  return elementNode(doc, drop.parentId)!.children.indexOf(id) === moveIndex(doc, id, drop);
}
