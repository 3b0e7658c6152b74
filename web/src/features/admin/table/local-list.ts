import type { Pagination } from '../../../../../common/pagination.ts';
import { findFilter, normalizeQuery, type ListState } from './list-state.ts';

// A list the server answers whole (the plans) paged, sorted, searched and filtered in the browser
// the way a server list would be, so it can sit in the same table with the same address.

export interface LocalListSpec<Row> {
  /** The text the search box matches, case-insensitively. */
  searchText: (row: Row) => string;
  /** Sort values by column id. */
  sortValues: Record<string, (row: Row) => string | number | boolean | null>;
  /** Filter tests by key; a filter whose key has none is ignored. */
  filters?: Record<string, (row: Row, value: unknown) => boolean>;
  defaultOrder?: { orderBy: string; orderDir: 'asc' | 'desc' };
}

function compare(a: string | number | boolean | null, b: string | number | boolean | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });
  return a < b ? -1 : 1;
}

export function paginateLocally<Row>(rows: readonly Row[], state: ListState, spec: LocalListSpec<Row>): Pagination<Row> {
  const query = normalizeQuery(state.query).toLowerCase();
  let matching = query ? rows.filter((row) => spec.searchText(row).toLowerCase().includes(query)) : [...rows];
  for (const [key, test] of Object.entries(spec.filters ?? {})) {
    const filter = findFilter(state, key);
    if (filter) matching = matching.filter((row) => test(row, filter.value));
  }
  const orderBy = state.orderBy ?? spec.defaultOrder?.orderBy;
  const sortValue = orderBy ? spec.sortValues[orderBy] : undefined;
  if (sortValue) {
    const direction = (state.orderBy ? state.orderDir : spec.defaultOrder?.orderDir) === 'desc' ? -1 : 1;
    // Array.prototype.sort is stable, so equal values keep the server's order.
    matching.sort((a, b) => direction * compare(sortValue(a), sortValue(b)));
  }
  const total = matching.length;
  const lastPage = Math.max(1, Math.ceil(total / state.perPage));
  const start = (state.page - 1) * state.perPage;
  return { data: matching.slice(start, start + state.perPage), current_page: state.page, last_page: lastPage, per_page: state.perPage, total };
}
