import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../common/constants.ts';

/**
 * One MediaQueryList per query for the page's life: React reads the snapshot on every render of
 * every subscriber, and each window.matchMedia call builds and evaluates a new list.
 */
const lists = new Map<string, MediaQueryList>();

function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query).matches,
    () => false,
  );
}

/** Mobile means a viewport 768 px wide or less. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
}
