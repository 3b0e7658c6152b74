import { useSearchParams } from 'react-router';
import { useUrlSearchQuery } from '../dashboard/use-project-search.ts';
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

/** A new search starts on the first page. */
const SEARCH_RESETS = ['page'] as const;

/**
 * The tab, page and search in effect, and the search box's text: the box writes ?query= 300 ms
 * after the last key and a new search starts on page 1.
 */
export function useSubmissionsLocation() {
  const [params] = useSearchParams();
  const { input, setInput, query } = useUrlSearchQuery({ resetParams: SEARCH_RESETS });
  return { params, tab: readTab(params), page: readPage(params), query, input, setInput };
}
