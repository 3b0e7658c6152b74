import { apiClient } from '../../../lib/http/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { listParams, type ListState } from './list-state.ts';
import type { Pagination } from '../../../../../common/pagination.ts';

// The calls every admin list shares (docs/admin-api.md): one page of rows for a list state, and the
// bulk delete. Query keys start with ADMIN_LIST_KEY and the endpoint, so a save can refresh a list.

export const ADMIN_LIST_KEY = 'admin-list';

export function listQueryKey(endpoint: string, state?: ListState): readonly unknown[] {
  return state ? [ADMIN_LIST_KEY, endpoint, listParams(state)] : [ADMIN_LIST_KEY, endpoint];
}

/** GET <endpoint> with the list query: one page of rows. */
export async function fetchListPage<Row>(endpoint: string, state: ListState, signal?: AbortSignal): Promise<Pagination<Row>> {
  const { pagination } = await apiClient.get<{ pagination: Pagination<Row> }>(endpoint, listParams(state), { signal });
  return pagination;
}

/** DELETE <endpoint> {ids}. */
export async function bulkDelete(endpoint: string, ids: number[]): Promise<void> {
  await apiClient.delete(endpoint, { ids });
}

/** Refetches every page of a list (after a create, edit or delete made elsewhere). */
export function refreshList(endpoint: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: listQueryKey(endpoint) });
}
