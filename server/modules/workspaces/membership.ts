import { Op, type WhereOptions } from 'sequelize';
import { DEFAULT_WORKSPACE_ID } from '../../../common/constants.ts';
import { mayInWorkspace, WORKSPACE_MESSAGES, type WorkspaceAbility, type WorkspaceRole } from '../../../common/workspaces.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { WorkspaceMember } from './models.ts';

// Who may see what: the one place projects, uploads and publishing ask whether a user reaches a
// workspace's rows. In the default workspace (0) a user reaches only their own rows; in workspace N
// every member reaches every row of N, whoever created it; anybody else gets the same 404 as for
// something that does not exist.

interface Requester {
  id: number;
}

/** A row that belongs to a workspace: a project (workspace_id 0 = default) or a file entry (null or 0 = default). */
interface WorkspaceRow {
  user_id: number;
  workspace_id: number | null | undefined;
}

function isDefault(workspaceId: number | null | undefined): boolean {
  return workspaceId === null || workspaceId === undefined || workspaceId === DEFAULT_WORKSPACE_ID;
}

/** The user's role in the workspace, or null when they are not a member; always 'owner' of their own default workspace. */
export async function workspaceRole(userId: number, workspaceId: number): Promise<WorkspaceRole | null> {
  if (isDefault(workspaceId)) return 'owner';
  const row = await WorkspaceMember.findOne({ attributes: ['role'], where: { workspace_id: workspaceId, user_id: userId } });
  return row?.role ?? null;
}

/** The user's role in the workspace; a non-member gets 404, as if the workspace did not exist. */
export async function workspaceAccess(user: Requester, workspaceId: number): Promise<WorkspaceRole> {
  const role = await workspaceRole(user.id, workspaceId);
  if (!role) throw new NotFoundError(WORKSPACE_MESSAGES.notFound);
  return role;
}

/** workspaceAccess, then 403 when the role may not do `ability`. */
export async function workspaceAbility(user: Requester, workspaceId: number, ability: WorkspaceAbility): Promise<WorkspaceRole> {
  const role = await workspaceAccess(user, workspaceId);
  if (!mayInWorkspace(role, ability)) throw new ForbiddenError(WORKSPACE_MESSAGES.notAllowed);
  return role;
}

/**
 * The workspace a request works in: the one it names (workspaceId parameter or the
 * activeWorkspaceId cookie) while the user is a member of it, else the default workspace — a
 * stale cookie after leaving a team never breaks the dashboard.
 */
export async function activeWorkspaceId(userId: number, requested: number): Promise<number> {
  if (isDefault(requested)) return DEFAULT_WORKSPACE_ID;
  return (await workspaceRole(userId, requested)) ? requested : DEFAULT_WORKSPACE_ID;
}

/** Whether the user reaches this project or file entry: their own in the default workspace, or any in a workspace they belong to. */
export async function reachesRow(user: Requester, row: WorkspaceRow): Promise<boolean> {
  if (isDefault(row.workspace_id)) return row.user_id === user.id;
  return (await workspaceRole(user.id, row.workspace_id!)) !== null;
}

/** Of these rows, the ones the user reaches (one membership query for all of them). */
export async function reachableRows<T extends WorkspaceRow>(user: Requester, rows: T[]): Promise<T[]> {
  const workspaceIds = [...new Set(rows.filter((row) => !isDefault(row.workspace_id)).map((row) => row.workspace_id as number))];
  const memberOf = new Set(
    workspaceIds.length
      ? (await WorkspaceMember.findAll({ attributes: ['workspace_id'], where: { user_id: user.id, workspace_id: { [Op.in]: workspaceIds } } })).map((m) => m.workspace_id)
      : [],
  );
  return rows.filter((row) => (isDefault(row.workspace_id) ? row.user_id === user.id : memberOf.has(row.workspace_id as number)));
}

/**
 * The file entries of one workspace as a where clause: in the default workspace the user's own
 * entries without a workspace (stored as null, or 0), in a team's workspace all of its entries.
 * Membership of a team's workspace is the caller's to check first.
 */
export function fileScope(userId: number, workspaceId: number | null | undefined): WhereOptions {
  if (isDefault(workspaceId)) return { user_id: userId, workspace_id: { [Op.or]: [null, DEFAULT_WORKSPACE_ID] } };
  return { workspace_id: workspaceId };
}
