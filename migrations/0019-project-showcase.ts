import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addColumn, removeColumn } from '../server/db/schema.ts';

// The home page's gallery shows published sites whose owners allowed it; nobody is in it until they opt in.
export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await addColumn(queryInterface, 'projects', 'showcase', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await removeColumn(queryInterface, 'projects', 'showcase');
}
