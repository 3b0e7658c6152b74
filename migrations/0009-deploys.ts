import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addColumn, addIndex, createTable, dropTable, removeColumn } from '../server/db/schema.ts';

// Numbered deploys of a project's static site. A deploy's files live content-addressed in the
// site target; the row holds its manifest (path -> hash, size, type), so going live is one UPDATE
// of projects.live_deploy_id and a rollback copies nothing.
export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  // A 10,000-file manifest is about a megabyte: past MySQL TEXT's 64 KB.
  const longText = sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT;
  await createTable(queryInterface, 'deploys', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    project_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'projects', key: 'id' }, onDelete: 'CASCADE' },
    number: { type: DataTypes.INTEGER, allowNull: false },
    // The author stays on the deploy's record only while the account exists.
    user_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
    // 'project': built from the pages by a publish job; 'folder': files uploaded as they are.
    source: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'project' },
    status: { type: DataTypes.STRING(20), allowNull: false },
    target: { type: DataTypes.STRING(10), allowNull: false },
    message: { type: DataTypes.STRING(500), allowNull: true },
    page_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    file_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    size: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    duration_ms: { type: DataTypes.INTEGER, allowNull: true },
    manifest: { type: longText, allowNull: true },
    // No foreign key: finished jobs may be swept while their deploys are kept.
    job_id: { type: DataTypes.INTEGER, allowNull: true },
    error: { type: DataTypes.TEXT, allowNull: true },
    // What the build left as it was and why (a missing image), as a JSON list.
    warnings: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
    finished_at: { type: DataTypes.DATE, allowNull: true },
  });
  await addIndex(queryInterface, 'deploys', ['project_id', 'number'], { name: 'deploys_project_number', unique: true });
  // No foreign key either: deleting the project deletes its deploys, and a reference back from
  // projects would make that cascade update the row being deleted. Retention never removes the live deploy.
  await addColumn(queryInterface, 'projects', 'live_deploy_id', { type: DataTypes.INTEGER, allowNull: true });
  await addColumn(queryInterface, 'projects', 'published_at', { type: DataTypes.DATE, allowNull: true });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await removeColumn(queryInterface, 'projects', 'published_at');
  await removeColumn(queryInterface, 'projects', 'live_deploy_id');
  await dropTable(queryInterface, 'deploys');
}
