import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

// Tags (server/modules/tags/): labels an admin keeps, and which rows carry them. Taggables name
// the row by type and id, so sites and other records can be tagged without a table per pair.
export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await createTable(queryInterface, 'tags', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    name: { type: DataTypes.STRING(191), allowNull: false, unique: true },
    display_name: { type: DataTypes.STRING(191), allowNull: true },
    type: { type: DataTypes.STRING(50), allowNull: false, defaultValue: 'custom' },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await addIndex(queryInterface, 'tags', ['type'], { name: 'tags_type' });

  await createTable(queryInterface, 'taggables', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    tag_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'tags', key: 'id' }, onDelete: 'CASCADE' },
    taggable_type: { type: DataTypes.STRING(50), allowNull: false },
    taggable_id: { type: DataTypes.INTEGER, allowNull: false },
  });
  await addIndex(queryInterface, 'taggables', ['tag_id', 'taggable_type', 'taggable_id'], { name: 'taggables_tag_row', unique: true });
  // "The tags of this site": looked up from the tagged row's side.
  await addIndex(queryInterface, 'taggables', ['taggable_type', 'taggable_id'], { name: 'taggables_row' });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'taggables');
  await dropTable(queryInterface, 'tags');
}
