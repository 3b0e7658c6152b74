import { Op } from 'sequelize';
import { DEFAULT_WORKSPACE_ID } from '../../../common/constants.ts';
import {
  DEFAULT_WORKSPACE,
  mayInWorkspace,
  WORKSPACE_MESSAGES,
  WORKSPACE_NAME_MAX_LENGTH,
  type WorkspaceData,
  type WorkspaceDeleteChoice,
  type WorkspaceInviteData,
  type WorkspaceMemberData,
} from '../../../common/workspaces.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transactions.ts';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../errors.ts';
import { Project } from '../projects/models.ts';
import { deleteProject } from '../projects/service.ts';
import { getAllSettings } from '../settings/service.ts';
import { FileEntryModel } from '../uploads/models.ts';
import { deleteFileEntries } from '../uploads/service.ts';
import { removeEntryBytes } from '../uploads/stored-bytes.ts';
import { User } from '../users/models.ts';
import { displayName } from '../users/service.ts';
import { pendingInvites } from './invites.ts';
import { workspaceAbility, workspaceAccess } from './membership.ts';
import { Workspace, WorkspaceMember, type InviteRole } from './models.ts';
import { listMembers, memberCounts, serializeMember, serializeWorkspace } from './serialize.ts';

// Workspaces and their members, shared by the HTTP API and the CLI. Role rules come from
// WORKSPACE_ABILITIES (common/workspaces.ts); a non-member always gets the 404 of a workspace that
// does not exist. The built-in default workspace (id 0) has no row and cannot be changed.

function refuseDefault(workspaceId: number): void {
  if (workspaceId === DEFAULT_WORKSPACE_ID) throw new ForbiddenError(WORKSPACE_MESSAGES.defaultWorkspace);
}

function workspaceName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw InvalidError.field('name', WORKSPACE_MESSAGES.nameRequired);
  if (trimmed.length > WORKSPACE_NAME_MAX_LENGTH) {
    const message = `The name may have at most ${WORKSPACE_NAME_MAX_LENGTH} characters.`;
    throw InvalidError.field('name', message);
  }
  return trimmed;
}

async function findWorkspace(workspaceId: number): Promise<Workspace> {
  const workspace = await Workspace.findByPk(workspaceId);
  if (!workspace) throw new NotFoundError(WORKSPACE_MESSAGES.notFound);
  return workspace;
}

async function workspaceData(workspace: Workspace, userId: number): Promise<WorkspaceData> {
  const role = (await WorkspaceMember.findOne({ attributes: ['role'], where: { workspace_id: workspace.id, user_id: userId } }))?.role ?? 'member';
  return serializeWorkspace(workspace, (await memberCounts([workspace.id])).get(workspace.id) ?? 0, role);
}

/** The user's workspaces: the built-in default first, then the teams they belong to by name. */
export async function listUserWorkspaces(user: Pick<User, 'id'>): Promise<WorkspaceData[]> {
  const memberships = await WorkspaceMember.findAll({ attributes: ['workspace_id', 'role'], where: { user_id: user.id } });
  const roleOf = new Map(memberships.map((membership) => [membership.workspace_id, membership.role]));
  const ids = [...roleOf.keys()];
  const workspaces = ids.length ? await Workspace.findAll({ where: { id: { [Op.in]: ids } }, order: [['name', 'ASC'], ['id', 'ASC']] }) : [];
  const counts = await memberCounts(ids);
  return [{ ...DEFAULT_WORKSPACE }, ...workspaces.map((workspace) => serializeWorkspace(workspace, counts.get(workspace.id) ?? 0, roleOf.get(workspace.id)!))];
}

/** Every workspace of the installation with its owner's e-mail (the CLI's overview). */
export async function listAllWorkspaces(): Promise<(WorkspaceData & { owner_email: string | null })[]> {
  const workspaces = await Workspace.findAll({ order: [['id', 'ASC']] });
  const counts = await memberCounts(workspaces.map((workspace) => workspace.id));
  const owners = new Map((await User.findAll({ attributes: ['id', 'email'], where: { id: { [Op.in]: workspaces.map((w) => w.owner_id) } } })).map((u) => [u.id, u.email]));
  return workspaces.map((workspace) => ({ ...serializeWorkspace(workspace, counts.get(workspace.id) ?? 0, 'owner'), owner_email: owners.get(workspace.owner_id) ?? null }));
}

/** A new workspace; its creator is its owner and first member. */
export async function createWorkspace(user: Pick<User, 'id'>, name: string): Promise<WorkspaceData> {
  const values = { name: workspaceName(name), owner_id: user.id };
  const workspace = await inTransaction(Workspace.sequelize!, async () => {
    const created = await Workspace.create(values);
    await WorkspaceMember.create({ workspace_id: created.id, user_id: user.id, role: 'owner' });
    return created;
  });
  return serializeWorkspace(workspace, 1, 'owner');
}

export interface WorkspaceDetails {
  workspace: WorkspaceData;
  members: WorkspaceMemberData[];
  /** Pending invites; only its admins and owner see them (empty for members). */
  invites: WorkspaceInviteData[];
}

/** A workspace with its members, and its pending invites for those who may invite. */
export async function getWorkspace(user: User, workspaceId: number): Promise<WorkspaceDetails> {
  if (workspaceId === DEFAULT_WORKSPACE_ID) {
    const me = { id: user.id, email: user.email, display_name: displayName(user), avatar: user.avatar ?? null, role: 'owner' as const, joined_at: new Date(user.created_at).toISOString() };
    return { workspace: { ...DEFAULT_WORKSPACE }, members: [me], invites: [] };
  }
  const role = await workspaceAccess(user, workspaceId);
  const workspace = await findWorkspace(workspaceId);
  const members = await listMembers(workspaceId);
  return {
    workspace: serializeWorkspace(workspace, members.length, role),
    members,
    invites: mayInWorkspace(role, 'invite') ? await pendingInvites(workspaceId) : [],
  };
}

/** The members of a workspace, without a requester (the CLI). */
export async function workspaceMembers(workspaceId: number): Promise<WorkspaceMemberData[]> {
  await findWorkspace(workspaceId);
  return listMembers(workspaceId);
}

export async function renameWorkspace(user: User, workspaceId: number, name: string): Promise<WorkspaceData> {
  refuseDefault(workspaceId);
  await workspaceAbility(user, workspaceId, 'rename');
  const workspace = await findWorkspace(workspaceId);
  await workspace.update({ name: workspaceName(name) });
  return workspaceData(workspace, user.id);
}

/**
 * Deletes a workspace (its owner only). Its projects and files either move to the owner's
 * default workspace, whoever created them (`move`), or are deleted with their published sites and
 * stored bytes through the projects and uploads services (`delete`). Members and invites go with it.
 */
export async function deleteWorkspace(ctx: AppContext, user: User, workspaceId: number, choice: WorkspaceDeleteChoice): Promise<void> {
  refuseDefault(workspaceId);
  await workspaceAbility(user, workspaceId, 'delete');
  const workspace = await findWorkspace(workspaceId);
  if (choice === 'delete') {
    // One by one and before the workspace row goes: a failure half-way leaves a workspace to delete again.
    const projects = await Project.findAll({ attributes: ['id'], where: { workspace_id: workspaceId } });
    for (const project of projects) await deleteProject(ctx, user, project.id);
    const entries = await FileEntryModel.findAll({ attributes: ['id'], where: { workspace_id: workspaceId }, paranoid: false });
    if (entries.length) {
      const settings = await getAllSettings();
      await deleteFileEntries(user, entries.map((entry) => entry.id), true, (entry) => removeEntryBytes(entry, ctx.config, settings));
    }
    await workspace.destroy();
    return;
  }
  await inTransaction(Workspace.sequelize!, async () => {
    await Project.update({ workspace_id: DEFAULT_WORKSPACE_ID, user_id: workspace.owner_id }, { where: { workspace_id: workspaceId } });
    await FileEntryModel.update({ workspace_id: null, user_id: workspace.owner_id }, { where: { workspace_id: workspaceId }, paranoid: false });
    await workspace.destroy();
  });
}

/** Leaves a workspace; its owner must transfer it to another member first. The projects stay the team's. */
export async function leaveWorkspace(user: User, workspaceId: number): Promise<void> {
  refuseDefault(workspaceId);
  const role = await workspaceAccess(user, workspaceId);
  if (role === 'owner') throw new ConflictError(WORKSPACE_MESSAGES.ownerCannotLeave);
  await WorkspaceMember.destroy({ where: { workspace_id: workspaceId, user_id: user.id } });
}

async function findMember(workspaceId: number, userId: number): Promise<WorkspaceMember> {
  const member = await WorkspaceMember.findOne({ where: { workspace_id: workspaceId, user_id: userId } });
  if (!member) throw new NotFoundError(WORKSPACE_MESSAGES.memberNotFound);
  return member;
}

/** Hands the workspace to another member (its owner only); the old owner stays on as an admin. */
export async function transferWorkspace(user: User, workspaceId: number, newOwnerId: number): Promise<WorkspaceData> {
  refuseDefault(workspaceId);
  await workspaceAbility(user, workspaceId, 'transfer');
  const workspace = await findWorkspace(workspaceId);
  if (newOwnerId !== user.id) {
    await inTransaction(Workspace.sequelize!, async () => {
      const next = await findMember(workspaceId, newOwnerId);
      await next.update({ role: 'owner' });
      await WorkspaceMember.update({ role: 'admin' }, { where: { workspace_id: workspaceId, user_id: user.id } });
      await workspace.update({ owner_id: newOwnerId });
    });
  }
  return workspaceData(workspace, user.id);
}

/** Makes a member an admin or a member (admins and the owner); the owner's role changes only by a transfer. */
export async function changeMemberRole(user: User, workspaceId: number, memberId: number, role: InviteRole): Promise<WorkspaceMemberData> {
  refuseDefault(workspaceId);
  await workspaceAbility(user, workspaceId, 'changeRoles');
  const member = await findMember(workspaceId, memberId);
  if (member.role === 'owner') throw new ForbiddenError(WORKSPACE_MESSAGES.ownerRole);
  await member.update({ role });
  const memberUser = await User.findByPk(member.user_id);
  if (!memberUser) throw new NotFoundError(WORKSPACE_MESSAGES.memberNotFound);
  return serializeMember(member, memberUser);
}

/** Removes a member (admins and the owner); the owner cannot be removed. Their projects stay the team's. */
export async function removeMember(user: User, workspaceId: number, memberId: number): Promise<void> {
  refuseDefault(workspaceId);
  await workspaceAbility(user, workspaceId, 'removeMembers');
  const member = await findMember(workspaceId, memberId);
  if (member.role === 'owner') throw new ForbiddenError(WORKSPACE_MESSAGES.removeOwner);
  await member.destroy();
}

/**
 * Before an account is deleted: the workspaces it owns go with it (by foreign key), so their
 * projects and files first return to the default workspace of whoever created them.
 */
export async function releaseOwnedWorkspaces(user: Pick<User, 'id'>): Promise<void> {
  const owned = (await Workspace.findAll({ attributes: ['id'], where: { owner_id: user.id } })).map((workspace) => workspace.id);
  if (!owned.length) return;
  await inTransaction(Workspace.sequelize!, async () => {
    await Project.update({ workspace_id: DEFAULT_WORKSPACE_ID }, { where: { workspace_id: { [Op.in]: owned } } });
    await FileEntryModel.update({ workspace_id: null }, { where: { workspace_id: { [Op.in]: owned } }, paranoid: false });
  });
}
