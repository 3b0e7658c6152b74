import type { Restriction } from '../../../../../common/types.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import { refreshList } from '../table/list-api.ts';
import type { GrantedPermission } from '../roles/permissions-api.ts';

// admin/users (docs/admin-api.md) and the way back from impersonation.

export const USERS_ENDPOINT = 'admin/users';

export interface UserRow {
  id: number;
  email: string;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  email_verified_at: string | null;
  banned_at: string | null;
  created_at: string;
  roles: { id: number; name: string }[];
  permissions: { name: string; restrictions: Restriction[] }[];
}

export interface UserPayload {
  email: string;
  first_name: string | null;
  last_name: string | null;
  /** Required to create; left out on an edit that keeps the password. */
  password?: string;
  roles: number[];
  permissions: GrantedPermission[];
  verified: boolean;
}

export async function saveUser(id: number | null, payload: UserPayload): Promise<UserRow> {
  const { user } = id === null ? await apiClient.post<{ user: UserRow }>(USERS_ENDPOINT, { ...payload }) : await apiClient.put<{ user: UserRow }>(`${USERS_ENDPOINT}/${id}`, { ...payload });
  await refreshList(USERS_ENDPOINT);
  return user;
}

export async function suspendUser(id: number, reason: string): Promise<void> {
  await apiClient.post(`${USERS_ENDPOINT}/${id}/suspend`, reason ? { reason } : {});
  await refreshList(USERS_ENDPOINT);
}

export async function unsuspendUser(id: number): Promise<void> {
  await apiClient.post(`${USERS_ENDPOINT}/${id}/unsuspend`);
  await refreshList(USERS_ENDPOINT);
}

/**
 * The admin's session acts as the user from now on. Every cached answer and the bootstrap data
 * belong to the admin, so the caller reloads the app rather than patching them.
 */
export async function impersonateUser(id: number): Promise<void> {
  await apiClient.post(`${USERS_ENDPOINT}/${id}/impersonate`);
}

export async function stopImpersonating(): Promise<void> {
  await apiClient.post('impersonation/stop');
}
