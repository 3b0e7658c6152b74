import { useQuery } from '@tanstack/react-query';
import type { AppearanceData, AppearanceUpdate } from '../../../../../common/appearance/types.ts';
import type { Role } from '../../../../../common/types.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { normalizeAppearance } from './draft.ts';

// The appearance editor's calls (docs/admin-api.md, "Appearance"), plus the roles, permissions and
// custom pages its menu items and homepage choice offer.

export async function fetchAppearance(signal?: AbortSignal): Promise<AppearanceData> {
  return normalizeAppearance(await apiClient.get<AppearanceData>('admin/appearance', undefined, { signal }));
}

/** PUT admin/appearance: everything in one request; the answer is the stored state. */
export async function saveAppearance(update: AppearanceUpdate): Promise<AppearanceData> {
  return normalizeAppearance(await apiClient.put<AppearanceData>('admin/appearance', { ...update }));
}

interface ListAnswer<T> {
  pagination: { data: T[] };
}

export function useRoleOptions() {
  return useQuery({
    queryKey: ['admin', 'appearance', 'roles'],
    queryFn: async ({ signal }) => (await apiClient.get<ListAnswer<Role>>('admin/roles', { perPage: 100 }, { signal })).pagination.data,
  });
}

export function usePermissionOptions() {
  return useQuery({
    queryKey: ['admin', 'appearance', 'permissions'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ permissions: { name: string; display_name?: string }[] }>('admin/permissions', undefined, { signal })).permissions,
  });
}

export function useCustomPageOptions() {
  return useQuery({
    queryKey: ['admin', 'appearance', 'custom-pages'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<ListAnswer<{ id: number; title: string; slug: string }>>('admin/custom-pages', { perPage: 100 }, { signal })).pagination.data,
  });
}
