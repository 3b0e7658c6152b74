import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

// Workspaces (server/modules/workspaces/): teams that share projects and files, their members
// with a role each, and invitations by e-mail. Projects and file entries already carry
// workspace_id (0, or null for files, is the user's own default workspace).

const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};
const cascade = (model: string) => ({ type: DataTypes.INTEGER, allowNull: false, references: { model, key: 'id' }, onDelete: 'CASCADE' });

export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await createTable(queryInterface, 'workspaces', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    name: { type: DataTypes.STRING(100), allowNull: false },
    owner_id: cascade('users'),
    ...timestamps,
  });
  await addIndex(queryInterface, 'workspaces', ['owner_id'], { name: 'workspaces_owner' });

  await createTable(queryInterface, 'workspace_members', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    workspace_id: cascade('workspaces'),
    user_id: cascade('users'),
    // owner | admin | member; the owner is also workspaces.owner_id.
    role: { type: DataTypes.STRING(10), allowNull: false },
    ...timestamps,
  });
  await addIndex(queryInterface, 'workspace_members', ['workspace_id', 'user_id'], { name: 'workspace_members_pair', unique: true });
  await addIndex(queryInterface, 'workspace_members', ['user_id'], { name: 'workspace_members_user' });

  await createTable(queryInterface, 'workspace_invites', {
    // The invite's id is its token: 43 characters of base64url from 32 random bytes, in the join link.
    id: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
    workspace_id: cascade('workspaces'),
    email: { type: DataTypes.STRING(255), allowNull: false },
    // admin | member
    role: { type: DataTypes.STRING(10), allowNull: false },
    inviter_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
    // pending | accepted | declined | revoked
    status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'pending' },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    ...timestamps,
  });
  await addIndex(queryInterface, 'workspace_invites', ['workspace_id', 'status'], { name: 'workspace_invites_workspace' });
  await addIndex(queryInterface, 'workspace_invites', ['email', 'status'], { name: 'workspace_invites_email' });

  // A team's project list and file list read by workspace, whoever created the rows.
  await addIndex(queryInterface, 'projects', ['workspace_id', 'updated_at'], { name: 'projects_workspace_updated' });
  await addIndex(queryInterface, 'file_entries', ['workspace_id'], { name: 'file_entries_workspace' });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  if (await queryInterface.tableExists('file_entries')) {
    const indexes = (await queryInterface.showIndex('file_entries')) as { name: string }[];
    if (indexes.some((index) => index.name === 'file_entries_workspace')) await queryInterface.removeIndex('file_entries', 'file_entries_workspace');
  }
  if (await queryInterface.tableExists('projects')) {
    const indexes = (await queryInterface.showIndex('projects')) as { name: string }[];
    if (indexes.some((index) => index.name === 'projects_workspace_updated')) await queryInterface.removeIndex('projects', 'projects_workspace_updated');
  }
  await dropTable(queryInterface, 'workspace_invites');
  await dropTable(queryInterface, 'workspace_members');
  await dropTable(queryInterface, 'workspaces');
}
