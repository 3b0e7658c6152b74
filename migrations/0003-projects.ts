import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false };
const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};
const references = (model: string) => ({ type: DataTypes.INTEGER, allowNull: false, references: { model, key: 'id' }, onDelete: 'CASCADE' });

export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  // A page body may reach 5 MB and its CSS/JS document well past MySQL TEXT's 64 KB; SQLite has one TEXT.
  const longText = { type: sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT, allowNull: false };

  await createTable(queryInterface, 'projects', {
    id,
    uuid: { type: DataTypes.STRING(36), allowNull: false, unique: true },
    user_id: references('users'),
    workspace_id: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    name: { type: DataTypes.STRING(191), allowNull: false },
    slug: { type: DataTypes.STRING(191), allowNull: false, unique: true },
    template: { type: DataTypes.STRING(100), allowNull: true },
    published: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    // Bumped by every pages save; a save based on an older version is a conflict, not an overwrite.
    version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    thumbnail: { type: DataTypes.STRING(255), allowNull: true },
    ...timestamps,
  });
  await addIndex(queryInterface, 'projects', ['user_id', 'workspace_id', 'updated_at'], { name: 'projects_owner_updated' });

  await createTable(queryInterface, 'project_pages', {
    id,
    project_id: references('projects'),
    // The editor's own 10-character page id, stable across saves (links between pages use it).
    page_id: { type: DataTypes.STRING(10), allowNull: false },
    name: { type: DataTypes.STRING(191), allowNull: false },
    position: { type: DataTypes.INTEGER, allowNull: false },
    html: longText,
    doc: longText,
    ...timestamps,
  });
  await addIndex(queryInterface, 'project_pages', ['project_id', 'page_id'], { unique: true, name: 'project_pages_project_page' });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'project_pages');
  await dropTable(queryInterface, 'projects');
}
