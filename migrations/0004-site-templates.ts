import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { createTable, dropTable } from '../server/db/schema.ts';

export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  // A template's pages (markup and page documents) easily pass MySQL TEXT's 64 KB; SQLite has one TEXT.
  const longText = { type: sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT, allowNull: false };

  await createTable(queryInterface, 'site_templates', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    slug: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    name: { type: DataTypes.STRING(191), allowNull: false },
    description: { type: DataTypes.STRING(1000), allowNull: false, defaultValue: '' },
    category: { type: DataTypes.STRING(100), allowNull: false, defaultValue: '' },
    // Relative to the templates/ directory, e.g. sites/portfolio/thumbnail.svg.
    thumbnail: { type: DataTypes.STRING(255), allowNull: true },
    pages: longText,
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'site_templates');
}
