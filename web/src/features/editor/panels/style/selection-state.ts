import { useCallback, useState, type SetStateAction } from 'react';

/**
 * Component state that starts afresh for each selected element. The style panel keeps its
 * controls mounted from one selection to the next (creating its hundreds of elements anew made
 * every click on the canvas slow), so a choice made for one element (sides linked, a background
 * tab, a half-typed value) is dropped as soon as another is selected.
 */
export function useSelectionState<T>(id: string | null, initial: T | (() => T)): [T, (action: SetStateAction<T>) => void] {
  const fresh = () => (typeof initial === 'function' ? (initial as () => T)() : initial);
  const [state, setState] = useState(() => ({ id, value: fresh() }));
  let current = state;
  if (state.id !== id) {
    current = { id, value: fresh() };
    // Adjusting state while rendering: React renders this component again before committing.
    setState(current);
  }
  const set = useCallback(
    (action: SetStateAction<T>) => setState((previous) => ({ id, value: typeof action === 'function' ? (action as (value: T) => T)(previous.value) : action })),
    [id],
  );
  return [current.value, set];
}
