import { useCallback, useEffect, useRef, useState } from 'react';

// The tree's scroll box: which rows are in view (only those are rendered, so a page of thousands
// of elements costs what fits on screen) and scrolling a row into view.

export const ROW_HEIGHT_PX = 28;
/** Rows rendered beyond each edge, so a fast scroll or a keyboard step shows no gap. */
const OVERSCAN_ROWS = 8;

export interface TreeViewport {
  ref: React.RefObject<HTMLDivElement | null>;
  onScroll: () => void;
  /** First and last+1 row indexes to render. */
  start: number;
  end: number;
  /** Scrolls as little as needed to show row `index`, or centres it. */
  reveal: (index: number, how?: 'nearest' | 'center') => void;
}

export function useTreeViewport(rowCount: number): TreeViewport {
  const ref = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 600 });

  const measure = useCallback(() => {
    const box = ref.current;
    if (box) setView((current) => (current.top === box.scrollTop && current.height === box.clientHeight ? current : { top: box.scrollTop, height: box.clientHeight }));
  }, []);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure]);

  const reveal = useCallback(
    (index: number, how: 'nearest' | 'center' = 'nearest') => {
      const box = ref.current;
      if (!box || index < 0) return;
      const top = index * ROW_HEIGHT_PX;
      const bottom = top + ROW_HEIGHT_PX;
      if (top >= box.scrollTop && bottom <= box.scrollTop + box.clientHeight) return;
      if (how === 'center') box.scrollTop = top - (box.clientHeight - ROW_HEIGHT_PX) / 2;
      else box.scrollTop = top < box.scrollTop ? top : bottom - box.clientHeight;
      measure();
    },
    [measure],
  );

  const start = Math.max(0, Math.floor(view.top / ROW_HEIGHT_PX) - OVERSCAN_ROWS);
  const end = Math.min(rowCount, Math.ceil((view.top + view.height) / ROW_HEIGHT_PX) + OVERSCAN_ROWS);
  return { ref, onScroll: measure, start, end, reveal };
}
