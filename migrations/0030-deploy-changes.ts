import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addColumn } from '../server/db/schema.ts';

// Deploys that rebuild part of a site (a collection item published or edited,
// server/modules/publishing/collection-deploys.ts): `changed_paths` lists the files such a deploy
// wrote or took away (NULL for a whole build), and `collection_state` keeps what the collections'
// pages were built from, so the next partial rebuild renders with the pages as published.
export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  // A new post in a large blog moves every list page; the state holds page markup: both pass 64 KB.
  const longText = { type: sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT, allowNull: true };
  await addColumn(queryInterface, 'deploys', 'changed_paths', longText);
  await addColumn(queryInterface, 'deploys', 'collection_state', longText);
}

export async function down({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  const columns = await queryInterface.describeTable('deploys');
  // Not removeColumn: on SQLite it rebuilds the table; a column in no index drops in place on both databases.
  for (const column of ['collection_state', 'changed_paths']) if (column in columns) await sequelize.query(`ALTER TABLE deploys DROP COLUMN ${column}`);
}
