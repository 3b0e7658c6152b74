import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

// Site-wide parts (common/editor/parts.ts): a project's shared header, footer and sections, each
// the canonical markup its instances on the pages are expanded from. `version` is the project
// version of the save that last wrote the part, checked like a page's on the next save.
export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  // A part is held to a page's 5 MB, well past MySQL TEXT's 64 KB; SQLite has one TEXT.
  const longText = { type: sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT, allowNull: false };
  await createTable(queryInterface, 'project_parts', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    project_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'projects', key: 'id' }, onDelete: 'CASCADE' },
    part_id: { type: DataTypes.STRING(10), allowNull: false },
    name: { type: DataTypes.STRING(191), allowNull: false },
    kind: { type: DataTypes.STRING(16), allowNull: false },
    html: longText,
    styles: longText,
    version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await addIndex(queryInterface, 'project_parts', ['project_id', 'part_id'], { unique: true, name: 'project_parts_project_part' });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'project_parts');
}
