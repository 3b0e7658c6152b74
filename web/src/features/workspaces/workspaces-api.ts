import { useQuery } from '@tanstack/react-query';
import type { WorkspaceData, WorkspaceDeleteChoice, WorkspaceInviteData, WorkspaceMemberData, WorkspaceRole } from '../../../../common/workspaces.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

// The workspace calls (server/modules/workspaces/routes.ts; shapes in common/workspaces.ts). Every cached answer is keyed
// under "workspaces": the same in every active workspace, so switching keeps them (active-workspace.ts).

export const WORKSPACES_QUERY_KEY = ['workspaces'] as const;
export const MY_WORKSPACES_QUERY_KEY = ['workspaces', 'mine'] as const;
export const MY_INVITES_QUERY_KEY = ['workspaces', 'invites'] as const;

export function workspaceQueryKey(id: number) {
  return ['workspaces', 'detail', id] as const;
}

export type InviteRole = Exclude<WorkspaceRole, 'owner'>;

export interface WorkspaceDetails {
  workspace: WorkspaceData;
  members: WorkspaceMemberData[];
  invites: WorkspaceInviteData[];
}

/** GET me/workspaces: the default workspace (id 0) first, then the teams the user belongs to. */
export async function fetchMyWorkspaces(signal?: AbortSignal): Promise<WorkspaceData[]> {
  return (await apiClient.get<{ workspaces: WorkspaceData[] }>('me/workspaces', undefined, { signal })).workspaces ?? [];
}

/** GET me/workspace-invites: invitations waiting for the user to join or decline. */
export async function fetchMyInvites(signal?: AbortSignal): Promise<WorkspaceInviteData[]> {
  return (await apiClient.get<{ invites: WorkspaceInviteData[] }>('me/workspace-invites', undefined, { signal })).invites ?? [];
}

export async function fetchWorkspace(id: number, signal?: AbortSignal): Promise<WorkspaceDetails> {
  const answer = await apiClient.get<WorkspaceDetails>(`workspaces/${id}`, undefined, { signal });
  return { workspace: answer.workspace, members: answer.members ?? [], invites: answer.invites ?? [] };
}

export function useMyWorkspaces(enabled = true) {
  return useQuery({ queryKey: MY_WORKSPACES_QUERY_KEY, queryFn: ({ signal }) => fetchMyWorkspaces(signal), enabled });
}

export function useMyInvites() {
  return useQuery({ queryKey: MY_INVITES_QUERY_KEY, queryFn: ({ signal }) => fetchMyInvites(signal) });
}

export function useWorkspace(id: number | null) {
  return useQuery({
    queryKey: workspaceQueryKey(id ?? -1),
    queryFn: ({ signal }) => fetchWorkspace(id!, signal),
    enabled: id !== null,
  });
}

export async function createWorkspace(name: string): Promise<WorkspaceData> {
  return (await apiClient.post<{ workspace: WorkspaceData }>('workspaces', { name })).workspace;
}

export async function renameWorkspace(id: number, name: string): Promise<WorkspaceData | undefined> {
  return (await apiClient.put<{ workspace?: WorkspaceData }>(`workspaces/${id}`, { name }))?.workspace;
}

/** DELETE workspaces/{id}: its sites move to the owner's default workspace or are deleted with it. */
export async function deleteWorkspace(id: number, projects: WorkspaceDeleteChoice): Promise<void> {
  await apiClient.delete(`workspaces/${id}`, { projects });
}

export async function inviteMembers(id: number, emails: string[], role: InviteRole): Promise<WorkspaceInviteData[]> {
  return (await apiClient.post<{ invites?: WorkspaceInviteData[] }>(`workspaces/${id}/invites`, { emails, role }))?.invites ?? [];
}

export async function resendInvite(id: number, inviteId: string): Promise<void> {
  await apiClient.post(`workspaces/${id}/invites/${encodeURIComponent(inviteId)}/resend`);
}

export async function revokeInvite(id: number, inviteId: string): Promise<void> {
  await apiClient.delete(`workspaces/${id}/invites/${encodeURIComponent(inviteId)}`);
}

export async function changeMemberRole(id: number, userId: number, role: InviteRole): Promise<void> {
  await apiClient.put(`workspaces/${id}/members/${userId}`, { role });
}

export async function removeMember(id: number, userId: number): Promise<void> {
  await apiClient.delete(`workspaces/${id}/members/${userId}`);
}

export async function leaveWorkspace(id: number): Promise<void> {
  await apiClient.post(`workspaces/${id}/leave`);
}

export async function transferWorkspace(id: number, userId: number): Promise<void> {
  await apiClient.post(`workspaces/${id}/transfer`, { user_id: userId });
}

/** GET workspace/join/{inviteId}: makes the user a member; answers the workspace's id. */
export async function joinInvite(inviteId: string): Promise<number> {
  return (await apiClient.get<{ workspace: { id: number } }>(`workspace/join/${encodeURIComponent(inviteId)}`)).workspace.id;
}

/** DELETE workspace/invite/{inviteId}: declines the invitation. */
export async function declineInvite(inviteId: string): Promise<void> {
  await apiClient.delete(`workspace/invite/${encodeURIComponent(inviteId)}`);
}

/** After joining or declining, the invitation list and the user's workspaces are fetched again. */
export function refetchInvitesAndWorkspaces(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: MY_INVITES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: MY_WORKSPACES_QUERY_KEY }),
  ]);
}

/** After a change inside a workspace: its details and the lists (member counts, names) are fetched again. */
export function refreshWorkspace(id: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workspaceQueryKey(id) }),
    queryClient.invalidateQueries({ queryKey: MY_WORKSPACES_QUERY_KEY }),
  ]);
}
