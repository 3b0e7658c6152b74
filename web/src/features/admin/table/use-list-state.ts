import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeListState, readListState, sameListState, writeListState, type ListState, type ReadOptions } from './list-state.ts';

/**
 * A list's state read from the address bar, and a setter that writes a change back as a new
 * history entry (back and forward walk through the views) unless told to replace the current one.
 * Parameters that are not the list's stay; a change that asks for the same rows navigates nowhere.
 */
export function useListState(options: ReadOptions): [ListState, (change: Partial<ListState>, navigation?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const { filterKeys, sortKeys } = options;
  const state = useMemo(() => readListState(params, { filterKeys, sortKeys }), [params, filterKeys, sortKeys]);

  const update = useCallback(
    (change: Partial<ListState>, navigation: { replace?: boolean } = {}) => {
      const next = changeListState(state, change);
      if (!sameListState(state, next)) setParams(writeListState(params, next), { replace: navigation.replace });
    },
    [state, params, setParams],
  );

  return [state, update];
}
