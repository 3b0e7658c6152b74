import { useQuery } from '@tanstack/react-query';
import type { Restriction } from '../../../../../common/types.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { fetchListPage } from '../table/list-api.ts';
import { EMPTY_LIST_STATE } from '../table/list-state.ts';

// The permission catalogue (GET admin/permissions) and the roles list as choices, shared by the
// role, user and plan forms.

export interface RestrictionDefinition {
  name: string;
  type: 'number' | 'boolean' | 'string';
  description?: string | null;
}

export interface CatalogueEntry {
  name: string;
  display_name: string | null;
  group: string | null;
  description: string | null;
  restrictions: RestrictionDefinition[];
}

/** A permission as a role, user or plan holds it. */
export interface GrantedPermission {
  name: string;
  restrictions: Restriction[];
}

export function usePermissionCatalogue() {
  return useQuery({
    queryKey: ['admin', 'permissions'],
    queryFn: async ({ signal }) => (await apiClient.get<{ permissions: CatalogueEntry[] }>('admin/permissions', undefined, { signal })).permissions,
    staleTime: Infinity,
  });
}

export interface RoleChoice {
  id: number;
  name: string;
}

/** Every role, for pickers (the roles list's largest page: there are few roles). */
export function useRoleChoices() {
  return useQuery({
    queryKey: ['admin', 'role-choices'],
    queryFn: async ({ signal }) => (await fetchListPage<RoleChoice>('admin/roles', { ...EMPTY_LIST_STATE, perPage: 100 }, signal)).data,
  });
}
