import { Op } from 'sequelize';
import type { WorkspaceData, WorkspaceInviteData, WorkspaceMemberData, WorkspaceRole } from '../../../common/workspaces.ts';
import { User } from '../users/models.ts';
import { displayName } from '../users/service.ts';
import { Workspace, WorkspaceInvite, WorkspaceMember } from './models.ts';

// Workspaces, members and invites as the API and the CLI show them (common/workspaces.ts).

const ROLE_ORDER: Record<WorkspaceRole, number> = { owner: 0, admin: 1, member: 2 };

function iso(date: Date | string): string {
  return new Date(date).toISOString();
}

export function serializeWorkspace(workspace: Workspace, membersCount: number, role: WorkspaceRole): WorkspaceData {
  return { id: workspace.id, name: workspace.name, members_count: membersCount, owner_id: workspace.owner_id, role };
}

/** Members per workspace, in one grouped count. */
export async function memberCounts(workspaceIds: number[]): Promise<Map<number, number>> {
  if (!workspaceIds.length) return new Map();
  const rows = (await WorkspaceMember.count({ where: { workspace_id: { [Op.in]: workspaceIds } }, group: ['workspace_id'] })) as unknown as {
    workspace_id: number;
    count: number | string;
  }[];
  return new Map(rows.map((row) => [Number(row.workspace_id), Number(row.count)]));
}

export async function usersById(ids: number[]): Promise<Map<number, User>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const users = await User.findAll({ attributes: ['id', 'email', 'first_name', 'last_name', 'avatar'], where: { id: { [Op.in]: unique } } });
  return new Map(users.map((user) => [user.id, user]));
}

export function serializeMember(member: WorkspaceMember, user: User): WorkspaceMemberData {
  return { id: user.id, email: user.email, display_name: displayName(user), avatar: user.avatar ?? null, role: member.role, joined_at: iso(member.created_at) };
}

/** The workspace's members: the owner first, then admins, then members, each in the order they joined. */
export async function listMembers(workspaceId: number): Promise<WorkspaceMemberData[]> {
  const members = await WorkspaceMember.findAll({ where: { workspace_id: workspaceId }, order: [['created_at', 'ASC'], ['id', 'ASC']] });
  const users = await usersById(members.map((member) => member.user_id));
  return members
    .filter((member) => users.has(member.user_id))
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role])
    .map((member) => serializeMember(member, users.get(member.user_id)!));
}

/** Invites with their workspace and inviter, read in two queries whatever their number. */
export async function serializeInvites(invites: WorkspaceInvite[]): Promise<WorkspaceInviteData[]> {
  const workspaceIds = [...new Set(invites.map((invite) => invite.workspace_id))];
  const workspaces = new Map(
    (workspaceIds.length ? await Workspace.findAll({ where: { id: { [Op.in]: workspaceIds } } }) : []).map((workspace) => [workspace.id, workspace]),
  );
  const inviters = await usersById(invites.flatMap((invite) => (invite.inviter_id === null ? [] : [invite.inviter_id])));
  return invites.map((invite) => {
    const inviter = invite.inviter_id === null ? undefined : inviters.get(invite.inviter_id);
    return {
      id: invite.id,
      email: invite.email,
      role: invite.role,
      workspace: { id: invite.workspace_id, name: workspaces.get(invite.workspace_id)?.name ?? '' },
      inviter: inviter ? { id: inviter.id, display_name: displayName(inviter) } : null,
      created_at: iso(invite.created_at),
      expires_at: iso(invite.expires_at),
    };
  });
}
