import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { normalizeSearchQuery, SEARCH_DEBOUNCE_MS } from '../dashboard/project-search.ts';
import { SUBMISSION_FILTERS, type SubmissionFilter } from './forms-api.ts';

// The Submissions screen keeps what it shows in the URL (?tab=, ?query=, ?page=), so a reload,
// Back, or a link from the editor ("?tab=settings") lands on the same view.

export type SubmissionsTab = SubmissionFilter | 'settings';

export function readTab(params: URLSearchParams): SubmissionsTab {
  const tab = params.get('tab');
  return tab === 'settings' || (SUBMISSION_FILTERS as readonly string[]).includes(tab ?? '') ? (tab as SubmissionsTab) : 'inbox';
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The search for a tab: another tab starts on its first page, with the search kept. */
export function tabSearch(params: URLSearchParams, tab: SubmissionsTab): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (tab === 'inbox') next.delete('tab');
  else next.set('tab', tab);
  const text = next.toString();
  return text ? `?${text}` : '';
}

export function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * The tab, page and search in effect, and the search box's text: the box writes ?query= 300 ms
 * after the last key and a new search starts on page 1.
 */
export function useSubmissionsLocation() {
  const [params, setParams] = useSearchParams();
  const query = normalizeSearchQuery(params.get('query'));
  const [input, setInput] = useState(query);
  // The last query written here: the URL catching up with the typing must not reset the box.
  const written = useRef(query);

  useEffect(() => {
    if (query === written.current) return;
    written.current = query;
    setInput(query);
  }, [query]);

  useEffect(() => {
    const typed = normalizeSearchQuery(input);
    if (typed === query) return;
    const timer = setTimeout(() => {
      written.current = typed;
      const next = new URLSearchParams(params);
      if (typed) next.set('query', typed);
      else next.delete('query');
      next.delete('page');
      setParams(next, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, query, params, setParams]);

  return { params, tab: readTab(params), page: readPage(params), query, input, setInput };
}
