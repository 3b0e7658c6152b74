import { useSyncExternalStore } from 'react';

// Whether a number is being scrubbed (a label dragged sideways). While it is, the style panel
// renders a step behind the canvas (style-panel.tsx), so each step's frame goes to the canvas.

let scrubbing = false;
const listeners = new Set<() => void>();

export function setScrubbing(active: boolean): void {
  if (active === scrubbing) return;
  scrubbing = active;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useScrubbing(): boolean {
  return useSyncExternalStore(subscribe, () => scrubbing);
}
