import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addColumn, removeColumn } from '../server/db/schema.ts';

// Per-page versions, so two people saving different pages of one project do not conflict, and the
// key of the last accepted save, so a save repeated after its response was lost is not taken for
// another tab's. Existing pages start at version 1: any value works, the editor reads it back.
export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await addColumn(queryInterface, 'project_pages', 'version', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 });
  await addColumn(queryInterface, 'projects', 'last_save_key', { type: DataTypes.STRING(64), allowNull: true });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await removeColumn(queryInterface, 'projects', 'last_save_key');
  await removeColumn(queryInterface, 'project_pages', 'version');
}
