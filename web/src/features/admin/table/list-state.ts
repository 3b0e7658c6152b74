// The state of an admin list (page, page size, sort, search, filters) and its two encodings: the
// address bar's query string, so a filtered view is a link that can be shared, reloaded or walked
// with back/forward; and the list API's query (docs/admin-api.md), which uses the same names.
// Pure functions only: the hook that binds them to the router is use-list-state.ts.

export const LIST_OPERATORS = ['=', '!=', '>', '<', '>=', '<=', 'has', 'doesntHave', 'between'] as const;
export type ListOperator = (typeof LIST_OPERATORS)[number];

export type SortDirection = 'asc' | 'desc';

export interface ListFilter {
  key: string;
  value: unknown;
  /** Absent means '=' (the API's default). */
  operator?: ListOperator;
}

export interface ListState {
  page: number;
  perPage: number;
  /** Absent: the list's default order. */
  orderBy?: string;
  orderDir?: SortDirection;
  query: string;
  filters: ListFilter[];
}

export const PER_PAGE_OPTIONS = [15, 25, 50, 100] as const;
export const DEFAULT_PER_PAGE = 15;
const MAX_PER_PAGE = 100;
const MAX_PAGE = 100_000;
const MAX_QUERY_LENGTH = 200;
const MAX_FILTERS = 20;
const COLUMN_NAME = /^[a-z_.]+$/i;

export const EMPTY_LIST_STATE: ListState = { page: 1, perPage: DEFAULT_PER_PAGE, query: '', filters: [] };

/** The parameter names, shared by the address bar and the API. */
export const LIST_PARAMS = ['page', 'perPage', 'orderBy', 'orderDir', 'query', 'filters'] as const;

function positiveInteger(raw: string | null, max: number): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : null;
}

/** Trims and collapses inner whitespace, so "  ada   l " and "ada l" are the same search. */
export function normalizeQuery(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH);
}

function isOperator(value: unknown): value is ListOperator {
  return typeof value === 'string' && (LIST_OPERATORS as readonly string[]).includes(value);
}

/** One filter as written; anything malformed is dropped rather than sent to answer 400. */
function readFilter(raw: unknown, allowedKeys: readonly string[] | null): ListFilter | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { key, value, operator } = raw as Record<string, unknown>;
  if (typeof key !== 'string' || !COLUMN_NAME.test(key)) return null;
  if (allowedKeys && !allowedKeys.includes(key)) return null;
  if (operator !== undefined && !isOperator(operator)) return null;
  if (value === undefined && operator !== 'has' && operator !== 'doesntHave') return null;
  if (operator === 'between' && !(Array.isArray(value) && value.length === 2)) return null;
  const filter: ListFilter = { key, value: value ?? null };
  if (operator && operator !== '=') filter.operator = operator;
  return filter;
}

/** The filters of a `filters` parameter (a JSON array); one filter per key, the last one winning. */
export function parseFilters(raw: string | null, allowedKeys: readonly string[] | null = null): ListFilter[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const byKey = new Map<string, ListFilter>();
  for (const item of parsed) {
    const filter = readFilter(item, allowedKeys);
    if (filter) byKey.set(filter.key, filter);
  }
  return [...byKey.values()].slice(0, MAX_FILTERS);
}

export function serializeFilters(filters: readonly ListFilter[]): string | null {
  if (!filters.length) return null;
  return JSON.stringify(filters.map(({ key, value, operator }) => (operator && operator !== '=' ? { key, value, operator } : { key, value })));
}

export interface ReadOptions {
  /** Filter keys the list declares; others in the address are ignored. */
  filterKeys?: readonly string[];
  /** Columns the list can sort by; another orderBy in the address is ignored. */
  sortKeys?: readonly string[];
}

/** The list state an address describes; missing or invalid parameters fall back to the defaults. */
export function readListState(params: URLSearchParams, options: ReadOptions = {}): ListState {
  const state: ListState = {
    page: positiveInteger(params.get('page'), MAX_PAGE) ?? 1,
    perPage: positiveInteger(params.get('perPage'), MAX_PER_PAGE) ?? DEFAULT_PER_PAGE,
    query: normalizeQuery(params.get('query')),
    filters: parseFilters(params.get('filters'), options.filterKeys ?? null),
  };
  const orderBy = params.get('orderBy');
  if (orderBy && COLUMN_NAME.test(orderBy) && (!options.sortKeys || options.sortKeys.includes(orderBy))) {
    state.orderBy = orderBy;
    state.orderDir = params.get('orderDir') === 'asc' ? 'asc' : 'desc';
  }
  return state;
}

/**
 * The address's parameters with the list state written in: defaults are left out (a plain list is
 * a plain address), parameters that are not the list's are kept.
 */
export function writeListState(params: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of LIST_PARAMS) next.delete(name);
  for (const [name, value] of Object.entries(listParams(state))) next.set(name, value);
  return next;
}

/** The non-default parameters of a state, as strings: the address bar's and the API's query alike. */
export function listParams(state: ListState): Record<string, string> {
  const params: Record<string, string> = {};
  if (state.page > 1) params.page = String(state.page);
  if (state.perPage !== DEFAULT_PER_PAGE) params.perPage = String(state.perPage);
  if (state.orderBy) {
    params.orderBy = state.orderBy;
    params.orderDir = state.orderDir ?? 'desc';
  }
  const query = normalizeQuery(state.query);
  if (query) params.query = query;
  const filters = serializeFilters(state.filters);
  if (filters) params.filters = filters;
  return params;
}

/** Whether two states ask for the same rows (the address may spell them differently). */
export function sameListState(a: ListState, b: ListState): boolean {
  const pa = listParams(a);
  const pb = listParams(b);
  const keys = new Set([...Object.keys(pa), ...Object.keys(pb)]);
  return [...keys].every((key) => pa[key] === pb[key]);
}

/**
 * The sort after a click on a column's header, given the order in effect (the address's, or the
 * list's default): another column sorts ascending, the same column flips direction.
 */
export function nextSort(current: Pick<ListState, 'orderBy' | 'orderDir'>, column: string): Required<Pick<ListState, 'orderBy' | 'orderDir'>> {
  if (current.orderBy !== column) return { orderBy: column, orderDir: 'asc' };
  return { orderBy: column, orderDir: current.orderDir === 'asc' ? 'desc' : 'asc' };
}

/**
 * A change of the list state. Anything that changes which rows match or their order starts again
 * at page 1: page 4 of the old results means nothing in the new ones.
 */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next: ListState = { ...state, ...change, query: normalizeQuery(change.query ?? state.query) };
  if (!next.orderBy) {
    delete next.orderBy;
    delete next.orderDir;
  }
  const resets = change.page === undefined && (['perPage', 'orderBy', 'orderDir', 'query', 'filters'] as const).some((key) => key in change);
  if (resets) next.page = 1;
  return next;
}

/** The state with one filter set (replacing the one of that key) or, with null, removed. */
export function withFilter(state: ListState, key: string, filter: Omit<ListFilter, 'key'> | null): ListState {
  const others = state.filters.filter((each) => each.key !== key);
  return changeListState(state, { filters: filter ? [...others, { key, ...filter }] : others });
}

export function findFilter(state: ListState, key: string): ListFilter | undefined {
  return state.filters.find((filter) => filter.key === key);
}

export interface PageWindow {
  /** 1-based index of the first row shown; 0 when there is none. */
  from: number;
  to: number;
  total: number;
}

/** "Showing 16–30 of 42": the rows a page holds, from the API's pagination figures. */
export function pageWindow(page: number, perPage: number, rows: number, total: number): PageWindow {
  if (!rows) return { from: 0, to: 0, total };
  const from = (page - 1) * perPage + 1;
  return { from, to: from + rows - 1, total };
}
