import { useEffect } from 'react';

/**
 * Focuses a field once a dialog has opened. The native <dialog> becomes modal in the Dialog's own
 * effect, after its children mounted, so React's autoFocus would run too early; wait a frame.
 */
export function useFocusWhenOpen(open: boolean, focus: () => void): void {
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => focus());
    return () => cancelAnimationFrame(frame);
    // Only on opening: `focus` may be a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
