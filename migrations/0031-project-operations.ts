import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

// Each project's operation log for editing together (server/modules/collab/): one row per accepted
// push, numbered by `seq` without gaps per project. The unique client key makes a push repeated
// after a lost answer recognisable; `version` is the project version the entry left.
export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  // A push may add a whole page (up to 5 MB), far past MySQL TEXT's 64 KB; SQLite has one TEXT.
  const longText = { type: sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT, allowNull: false };
  await createTable(queryInterface, 'project_operations', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    project_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'projects', key: 'id' }, onDelete: 'CASCADE' },
    seq: { type: DataTypes.INTEGER, allowNull: false },
    version: { type: DataTypes.INTEGER, allowNull: false },
    // The log outlives a member who leaves: their entries stay, unattributed.
    user_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
    client_id: { type: DataTypes.STRING(64), allowNull: false },
    client_seq: { type: DataTypes.INTEGER, allowNull: false },
    ops: longText,
    dropped: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await addIndex(queryInterface, 'project_operations', ['project_id', 'seq'], { unique: true, name: 'project_operations_project_seq' });
  await addIndex(queryInterface, 'project_operations', ['project_id', 'client_id', 'client_seq'], { unique: true, name: 'project_operations_project_client' });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'project_operations');
}
