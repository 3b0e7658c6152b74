import { useCallback, useLayoutEffect, useRef } from 'react';

// Moving a list item re-orders the DOM, which can take focus from the button that moved it; the
// panel puts focus back on the same control of the moved item.

export function useRefocus(list: React.RefObject<HTMLElement | null>, revision: number): (nodeId: string, testId: string) => void {
  const pending = useRef<{ nodeId: string; testId: string } | null>(null);
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target || !list.current) return;
    pending.current = null;
    const item = [...list.current.querySelectorAll<HTMLElement>('[data-node-id]')].find((element) => element.dataset.nodeId === target.nodeId);
    const control = item?.querySelector<HTMLElement>(`[data-testid="${target.testId}"]:not(:disabled)`) ?? item?.querySelector<HTMLElement>('button:not(:disabled)');
    if (control && control !== document.activeElement) control.focus();
  }, [list, revision]);
  return useCallback((nodeId: string, testId: string) => {
    pending.current = { nodeId, testId };
  }, []);
}
