import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { WorkspaceRole } from '../../../common/workspaces.ts';
import { baseColumns } from '../../db/columns.ts';
import { defineModels } from '../../db/registry.ts';

/** A team's workspace; its projects and files are every member's. The built-in default workspace (id 0) has no row. */
export class Workspace extends Model<InferAttributes<Workspace>, InferCreationAttributes<Workspace>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare owner_id: number;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** One member of a workspace with their role; the owner has a row too (role owner). */
export class WorkspaceMember extends Model<InferAttributes<WorkspaceMember>, InferCreationAttributes<WorkspaceMember>> {
  declare id: CreationOptional<number>;
  declare workspace_id: number;
  declare user_id: number;
  declare role: WorkspaceRole;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export type InviteStatus = 'pending' | 'accepted' | 'declined' | 'revoked';
export type InviteRole = Exclude<WorkspaceRole, 'owner'>;

/** An invitation by e-mail; its id is the unguessable token of the join link, good once. */
export class WorkspaceInvite extends Model<InferAttributes<WorkspaceInvite>, InferCreationAttributes<WorkspaceInvite>> {
  declare id: string;
  declare workspace_id: number;
  declare email: string;
  declare role: InviteRole;
  declare inviter_id: number | null;
  declare status: CreationOptional<InviteStatus>;
  declare expires_at: Date;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initWorkspaceModels(sequelize: Sequelize) {
  Workspace.init(
    {
      ...baseColumns,
      name: { type: DataTypes.STRING(100), allowNull: false },
      owner_id: { type: DataTypes.INTEGER, allowNull: false },
    },
    { sequelize, tableName: 'workspaces' },
  );
  WorkspaceMember.init(
    {
      ...baseColumns,
      workspace_id: { type: DataTypes.INTEGER, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      role: { type: DataTypes.STRING(10), allowNull: false },
    },
    { sequelize, tableName: 'workspace_members' },
  );
  WorkspaceInvite.init(
    {
      id: { type: DataTypes.STRING(64), primaryKey: true },
      workspace_id: { type: DataTypes.INTEGER, allowNull: false },
      email: { type: DataTypes.STRING(255), allowNull: false },
      role: { type: DataTypes.STRING(10), allowNull: false },
      inviter_id: DataTypes.INTEGER,
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'pending' },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'workspace_invites' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const workspaceModels = defineModels({ Workspace, WorkspaceMember, WorkspaceInvite }, initWorkspaceModels);
