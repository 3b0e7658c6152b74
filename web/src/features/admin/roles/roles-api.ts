import { apiClient } from '../../../lib/http/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { bulkDelete, refreshList } from '../table/list-api.ts';
import type { GrantedPermission } from './permissions-api.ts';

// admin/roles (docs/admin-api.md).

export const ROLES_ENDPOINT = 'admin/roles';

export interface RoleRow {
  id: number;
  name: string;
  description: string | null;
  default: boolean;
  guests: boolean;
  permissions: GrantedPermission[];
  users_count: number;
  created_at: string;
}

export interface RolePayload {
  name: string;
  description: string | null;
  default: boolean;
  guests: boolean;
  permissions: GrantedPermission[];
}

async function refreshRoles(): Promise<void> {
  await Promise.all([refreshList(ROLES_ENDPOINT), queryClient.invalidateQueries({ queryKey: ['admin', 'role-choices'] })]);
}

export async function saveRole(id: number | null, payload: RolePayload): Promise<RoleRow> {
  const { role } = id === null ? await apiClient.post<{ role: RoleRow }>(ROLES_ENDPOINT, { ...payload }) : await apiClient.put<{ role: RoleRow }>(`${ROLES_ENDPOINT}/${id}`, { ...payload });
  await refreshRoles();
  return role;
}

export async function deleteRoles(ids: number[]): Promise<void> {
  await bulkDelete(ROLES_ENDPOINT, ids);
  await refreshRoles();
}
