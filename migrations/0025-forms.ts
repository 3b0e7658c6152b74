import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addColumn, addIndex, createTable, dropTable } from '../server/db/schema.ts';

// Forms on published sites (server/modules/forms/): what visitors send is kept per project, each
// project has its form settings (who is mailed, captcha, webhook key), and each deploy records the
// forms it serves, so a draft host and the live host accept exactly the forms on their pages.
export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  // Fifty fields of 5,000 characters are past MySQL TEXT's 64 KB.
  const longText = sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT;
  await createTable(queryInterface, 'form_submissions', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    project_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'projects', key: 'id' }, onDelete: 'CASCADE' },
    // No foreign key: old deploys are pruned while their submissions are kept.
    deploy_id: { type: DataTypes.INTEGER, allowNull: true },
    form_id: { type: DataTypes.STRING(10), allowNull: false },
    form_name: { type: DataTypes.STRING(191), allowNull: false },
    page_id: { type: DataTypes.STRING(10), allowNull: true },
    // The answers as a JSON list of {name, label, value}, in the form's order.
    fields: { type: longText, allowNull: true },
    email: { type: DataTypes.STRING(191), allowNull: true },
    // IPv6 with a zone index fits in 64 characters.
    ip: { type: DataTypes.STRING(64), allowNull: true },
    user_agent: { type: DataTypes.STRING(255), allowNull: true },
    status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'new' },
    handled_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  // The owner's list is newest first per project; retention deletes by age.
  await addIndex(queryInterface, 'form_submissions', ['project_id', 'created_at'], { name: 'form_submissions_project_created' });
  await createTable(queryInterface, 'project_form_settings', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    project_id: { type: DataTypes.INTEGER, allowNull: false, unique: true, references: { model: 'projects', key: 'id' }, onDelete: 'CASCADE' },
    email_enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    // null: never set, the owner's address is used.
    recipients: { type: DataTypes.TEXT, allowNull: true },
    retention_days: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 365 },
    captcha_provider: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'none' },
    captcha_site_key: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
    // Sealed under APP_KEY, as secret settings are.
    captcha_secret: { type: DataTypes.TEXT, allowNull: true },
    webhook_secret: { type: DataTypes.STRING(64), allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  // A site of many pages with forms may pass 64 KB of definitions too.
  await addColumn(queryInterface, 'deploys', 'forms', { type: longText, allowNull: true });
}

export async function down({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  // Not removeColumn: on SQLite it rebuilds the table and breaks the deploys' unique keys (0021).
  const columns = await queryInterface.describeTable('deploys');
  if ('forms' in columns) await sequelize.query('ALTER TABLE deploys DROP COLUMN forms');
  await dropTable(queryInterface, 'project_form_settings');
  await dropTable(queryInterface, 'form_submissions');
}
