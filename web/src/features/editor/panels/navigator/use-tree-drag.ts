import { useEffect, useMemo, useRef, useState } from 'react';
import { DragController, type DropHit, type DropZone } from '../../canvas/drag-controller.ts';
import type { EditorStore } from '../../state/editor-store.ts';
import { treeDrop, type TreeRow } from './tree-model.ts';
import { ROW_HEIGHT_PX } from './use-tree-viewport.ts';

// Dragging rows to reorder and re-parent, on pointer events like the canvas's drags (the same
// DragController: threshold, ghost, Escape). The tree is its own drop zone: the row under the
// pointer and the height on it give the drop (treeDrop, the canvas's rules); the move is one
// store.moveTo, so one undoable step.

export const INDENT_PX = 14;
const AUTO_SCROLL_EDGE_PX = 24;
const AUTO_SCROLL_STEP_PX = 10;

export interface TreeDrag {
  controller: DragController;
  /** The drop indicator, in the tree's content coordinates. */
  indicator: DropHit | null;
}

export function useTreeDrag(store: EditorStore, list: React.RefObject<HTMLDivElement | null>, rows: readonly TreeRow[]): TreeDrag {
  const [indicator, setIndicator] = useState<DropHit | null>(null);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const controller = useMemo(
    () =>
      new DragController((source, drop) => {
        if (source.kind === 'move') store.moveTo(source.id, drop);
      }),
    [store],
  );

  useEffect(() => {
    const zone: DropZone = {
      hitTest(clientX, clientY, subject) {
        const box = list.current;
        if (!box || subject.kind !== 'move') return null;
        const rect = box.getBoundingClientRect();
        if (clientX < rect.left || clientX > rect.right || clientY < rect.top || clientY > rect.bottom) return null;
        const y = clientY - rect.top + box.scrollTop;
        const index = Math.floor(y / ROW_HEIGHT_PX);
        const current = rowsRef.current;
        const drop = treeDrop(store.document, current, index, (y - index * ROW_HEIGHT_PX) / ROW_HEIGHT_PX, subject.id);
        if (!drop) return null;
        const at = current.findIndex((row) => row.id === drop.targetId);
        const left = (current[at]?.depth ?? 0) * INDENT_PX;
        return { drop, box: { left, top: at * ROW_HEIGHT_PX, width: box.clientWidth - left, height: ROW_HEIGHT_PX }, horizontal: false };
      },
      showIndicator: setIndicator,
      // Nothing to shield: unlike the canvas, the tree lives in the editor's own document.
      setShield: () => undefined,
      autoScroll(_clientX, clientY) {
        const box = list.current;
        if (!box) return;
        const rect = box.getBoundingClientRect();
        if (clientY - rect.top < AUTO_SCROLL_EDGE_PX) box.scrollTop -= AUTO_SCROLL_STEP_PX;
        else if (rect.bottom - clientY < AUTO_SCROLL_EDGE_PX) box.scrollTop += AUTO_SCROLL_STEP_PX;
      },
    };
    controller.setZone(zone);
    return () => {
      controller.cancel();
      controller.setZone(null);
    };
  }, [controller, list, store]);

  return { controller, indicator };
}
