import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

// Content collections (server/modules/collections/): a project's blog ("posts", made when the
// project's collections are first read) and the collections its owner defines, their items and the
// items' revisions. Item values and field definitions are JSON in text columns.
export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  // A post's body may reach 1 MB of HTML, far past MySQL TEXT's 64 KB; SQLite has one TEXT.
  const longText = sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT;
  await createTable(queryInterface, 'collections', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    project_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'projects', key: 'id' }, onDelete: 'CASCADE' },
    slug: { type: DataTypes.STRING(191), allowNull: false },
    name: { type: DataTypes.STRING(191), allowNull: false },
    builtin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    fields: { type: DataTypes.TEXT, allowNull: true },
    // No foreign key: pages are keyed by their editor id inside the project, and a deleted page
    // leaves the collection without a template rather than blocking the save.
    template_page_id: { type: DataTypes.STRING(10), allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await addIndex(queryInterface, 'collections', ['project_id', 'slug'], { unique: true, name: 'collections_project_slug' });

  await createTable(queryInterface, 'collection_items', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    collection_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'collections', key: 'id' }, onDelete: 'CASCADE' },
    // Copied from the collection so the plan's per-project item count is one indexed count.
    project_id: { type: DataTypes.INTEGER, allowNull: false },
    slug: { type: DataTypes.STRING(191), allowNull: false },
    title: { type: DataTypes.STRING(255), allowNull: false },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'draft' },
    publish_at: { type: DataTypes.DATE, allowNull: true },
    published_at: { type: DataTypes.DATE, allowNull: true },
    author_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
    body: { type: longText, allowNull: true },
    values: { type: longText, allowNull: true },
    tags: { type: DataTypes.TEXT, allowNull: true },
    seo_title: { type: DataTypes.STRING(191), allowNull: false, defaultValue: '' },
    seo_description: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
    og_image: { type: DataTypes.STRING(2048), allowNull: false, defaultValue: '' },
    sample: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await addIndex(queryInterface, 'collection_items', ['collection_id', 'slug'], { unique: true, name: 'collection_items_collection_slug' });
  await addIndex(queryInterface, 'collection_items', ['project_id'], { name: 'collection_items_project' });
  // The scheduler looks for scheduled items whose time has come.
  await addIndex(queryInterface, 'collection_items', ['status', 'publish_at'], { name: 'collection_items_status_publish_at' });

  await createTable(queryInterface, 'collection_item_revisions', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    item_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'collection_items', key: 'id' }, onDelete: 'CASCADE' },
    author_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
    title: { type: DataTypes.STRING(255), allowNull: false },
    body: { type: longText, allowNull: true },
    values: { type: longText, allowNull: true },
    tags: { type: DataTypes.TEXT, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await addIndex(queryInterface, 'collection_item_revisions', ['item_id', 'id'], { name: 'collection_item_revisions_item' });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'collection_item_revisions');
  await dropTable(queryInterface, 'collection_items');
  await dropTable(queryInterface, 'collections');
}
