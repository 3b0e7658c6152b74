/**
 * Below this many pages the gallery's heading names no count: "0 pages created" on a fresh install
 * (or 1 or 2, the admin's own tries) says the opposite of what the heading is for.
 */
export const MIN_COUNTED_PAGES = 3;

/** The page count the gallery's heading shows; null for "Made with …" while it loads or while it is too small. */
export function shownPagesCount(count: number | undefined): number | null {
  return count !== undefined && count >= MIN_COUNTED_PAGES ? count : null;
}
