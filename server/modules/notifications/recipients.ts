import { QueryTypes } from 'sequelize';
import { Notification } from './models.ts';

/**
 * The owner of a team workspace (id > 0), or null for the default workspace or when there is no
 * such row. Read with plain SQL and only once the `workspaces` table exists, so publishing's
 * notifications work with or without the workspaces module.
 */
export async function workspaceOwnerId(workspaceId: number | null | undefined): Promise<number | null> {
  if (!workspaceId || workspaceId <= 0) return null;
  const sequelize = Notification.sequelize!;
  if (!(await sequelize.getQueryInterface().tableExists('workspaces'))) return null;
  const [row] = await sequelize.query<{ owner_id: number | string | null }>('SELECT owner_id FROM workspaces WHERE id = ?', {
    replacements: [workspaceId],
    type: QueryTypes.SELECT,
  });
  return row?.owner_id ? Number(row.owner_id) : null;
}

/** Who hears about a project's events: its owner and, for a team's project, the workspace's owner too. */
export async function projectAudience(project: { user_id: number; workspace_id?: number | null }): Promise<number[]> {
  const owner = await workspaceOwnerId(project.workspace_id);
  return owner && owner !== project.user_id ? [project.user_id, owner] : [project.user_id];
}
