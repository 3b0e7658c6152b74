// The dashboard's search lives in the URL (?query=…) so a reload, a shared link or coming back
// from the editor shows the same results. The input writes to the URL 300 ms after the last key.

export const SEARCH_PARAM = 'query';
export const SEARCH_DEBOUNCE_MS = 300;

/** Trims and collapses inner whitespace: "  my   site " and "my site" are the same search. */
export function normalizeSearchQuery(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ');
}

export function readSearchQuery(params: URLSearchParams): string {
  return normalizeSearchQuery(params.get(SEARCH_PARAM));
}

/**
 * The search parameters with `query` set to the typed text (removed when empty), other parameters
 * kept; null when the URL already says the same, so no navigation is needed.
 */
export function withSearchQuery(params: URLSearchParams, typed: string): URLSearchParams | null {
  const query = normalizeSearchQuery(typed);
  if (params.get(SEARCH_PARAM) === (query || null)) return null;
  const next = new URLSearchParams(params);
  if (query) next.set(SEARCH_PARAM, query);
  else next.delete(SEARCH_PARAM);
  return next;
}
