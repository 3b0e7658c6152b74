import { apiClient } from '../../../lib/http/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { refreshList } from '../table/list-api.ts';
import type { AdminCustomPage, PagePayload } from './page-form.ts';

// admin/custom-pages (docs/admin-api.md). The list itself goes through the shared admin table.

export const PAGES_LIST_ENDPOINT = 'admin/custom-pages';
export const pageQueryKey = (id: number) => ['admin', 'custom-pages', id] as const;

export async function fetchPage(id: number, signal?: AbortSignal): Promise<AdminCustomPage> {
  return (await apiClient.get<{ page: AdminCustomPage }>(`admin/custom-pages/${id}`, undefined, { signal })).page;
}

/** Any saved change refreshes the admin list and the public copy of the page. */
function refresh(): void {
  void refreshList(PAGES_LIST_ENDPOINT);
  void queryClient.invalidateQueries({ queryKey: ['custom-pages'] });
}

export async function createPage(payload: PagePayload): Promise<AdminCustomPage> {
  const page = (await apiClient.post<{ page: AdminCustomPage }>('admin/custom-pages', { ...payload })).page;
  refresh();
  return page;
}

export async function updatePage(id: number, payload: PagePayload): Promise<AdminCustomPage> {
  const page = (await apiClient.put<{ page: AdminCustomPage }>(`admin/custom-pages/${id}`, { ...payload })).page;
  queryClient.setQueryData(pageQueryKey(id), page);
  refresh();
  return page;
}

export async function deletePage(id: number): Promise<void> {
  await apiClient.delete(`admin/custom-pages/${id}`);
  refresh();
}
