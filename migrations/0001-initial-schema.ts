import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false };
const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};
const bool = (defaultValue = false) => ({ type: DataTypes.BOOLEAN, allowNull: false, defaultValue });
const references = (model: string) => ({
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model, key: 'id' },
  onDelete: 'CASCADE',
});
export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  // MySQL TEXT stops at 64 KB; page bodies and translation files need LONGTEXT there. SQLite has one TEXT.
  const longText = { type: sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT, allowNull: true };
  await createTable(queryInterface, 'users', {
    id,
    email: { type: DataTypes.STRING(191), allowNull: false, unique: true },
    password: { type: DataTypes.STRING(255), allowNull: true },
    first_name: { type: DataTypes.STRING(100), allowNull: true },
    last_name: { type: DataTypes.STRING(100), allowNull: true },
    avatar: { type: DataTypes.STRING(255), allowNull: true },
    language: { type: DataTypes.STRING(10), allowNull: true },
    country: { type: DataTypes.STRING(10), allowNull: true },
    timezone: { type: DataTypes.STRING(64), allowNull: true },
    email_verified_at: { type: DataTypes.DATE, allowNull: true },
    two_factor_secret: { type: DataTypes.TEXT, allowNull: true },
    two_factor_recovery_codes: { type: DataTypes.TEXT, allowNull: true },
    two_factor_confirmed_at: { type: DataTypes.DATE, allowNull: true },
    banned_at: { type: DataTypes.DATE, allowNull: true },
    ...timestamps,
  });

  await createTable(queryInterface, 'roles', {
    id,
    name: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    description: { type: DataTypes.STRING(255), allowNull: true },
    default: bool(),
    guests: bool(),
    ...timestamps,
  });

  await createTable(queryInterface, 'permissions', {
    id,
    name: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    display_name: { type: DataTypes.STRING(191), allowNull: true },
    group: { type: DataTypes.STRING(50), allowNull: true },
    description: { type: DataTypes.TEXT, allowNull: true },
    restrictions: { type: DataTypes.TEXT, allowNull: true },
    advanced: bool(),
    ...timestamps,
  });

  // One link table for permissions granted to roles, users and plans, each with its own restriction values.
  await createTable(queryInterface, 'permissionables', {
    id,
    permission_id: references('permissions'),
    permissionable_type: { type: DataTypes.STRING(20), allowNull: false },
    permissionable_id: { type: DataTypes.INTEGER, allowNull: false },
    restrictions: { type: DataTypes.TEXT, allowNull: true },
  });
  await addIndex(queryInterface, 'permissionables', ['permission_id', 'permissionable_type', 'permissionable_id'], {
    unique: true,
    name: 'permissionables_unique',
  });
  await addIndex(queryInterface, 'permissionables', ['permissionable_type', 'permissionable_id'], { name: 'permissionables_owner' });

  await createTable(queryInterface, 'user_role', {
    id,
    user_id: references('users'),
    role_id: references('roles'),
    created_at: { type: DataTypes.DATE, allowNull: false },
  });
  await addIndex(queryInterface, 'user_role', ['user_id', 'role_id'], { unique: true, name: 'user_role_unique' });

  await createTable(queryInterface, 'settings', {
    id,
    name: { type: DataTypes.STRING(191), allowNull: false, unique: true },
    value: longText,
    ...timestamps,
  });

  await createTable(queryInterface, 'themes', {
    id,
    name: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    values: { type: DataTypes.TEXT, allowNull: false },
    is_dark: bool(),
    default_light: bool(),
    default_dark: bool(),
    user_id: { type: DataTypes.INTEGER, allowNull: true },
    ...timestamps,
  });

  await createTable(queryInterface, 'menus', {
    id,
    name: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    positions: { type: DataTypes.TEXT, allowNull: false },
    ...timestamps,
  });

  await createTable(queryInterface, 'menu_items', {
    id,
    menu_id: references('menus'),
    label: { type: DataTypes.STRING(191), allowNull: false },
    action: { type: DataTypes.STRING(255), allowNull: false },
    type: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'route' },
    target: { type: DataTypes.STRING(10), allowNull: true },
    icon: { type: DataTypes.STRING(50), allowNull: true },
    roles: { type: DataTypes.TEXT, allowNull: true },
    permissions: { type: DataTypes.TEXT, allowNull: true },
    order: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    ...timestamps,
  });

  await createTable(queryInterface, 'custom_pages', {
    id,
    title: { type: DataTypes.STRING(255), allowNull: false },
    slug: { type: DataTypes.STRING(191), allowNull: false, unique: true },
    body: longText,
    meta: { type: DataTypes.TEXT, allowNull: true },
    type: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'default' },
    user_id: { type: DataTypes.INTEGER, allowNull: true },
    hide_nav: bool(),
    ...timestamps,
  });

  await createTable(queryInterface, 'localizations', {
    id,
    name: { type: DataTypes.STRING(100), allowNull: false },
    language: { type: DataTypes.STRING(10), allowNull: false, unique: true },
    lines: longText,
    ...timestamps,
  });

  await createTable(queryInterface, 'products', {
    id,
    uuid: { type: DataTypes.STRING(36), allowNull: false, unique: true },
    name: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    description: { type: DataTypes.TEXT, allowNull: true },
    feature_list: { type: DataTypes.TEXT, allowNull: true },
    position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    recommended: bool(),
    free: bool(),
    hidden: bool(),
    trial_period_days: { type: DataTypes.INTEGER, allowNull: true },
    ...timestamps,
  });

  await createTable(queryInterface, 'prices', {
    id,
    product_id: references('products'),
    amount: { type: DataTypes.DECIMAL(10, 2), allowNull: false },
    currency: { type: DataTypes.STRING(3), allowNull: false },
    interval: { type: DataTypes.STRING(10), allowNull: false },
    interval_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    default: bool(),
    stripe_id: { type: DataTypes.STRING(100), allowNull: true },
    ...timestamps,
  });
  await addIndex(queryInterface, 'prices', ['product_id', 'currency', 'interval', 'interval_count'], { unique: true, name: 'prices_unique' });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  for (const table of [
    'prices',
    'products',
    'localizations',
    'custom_pages',
    'menu_items',
    'menus',
    'themes',
    'settings',
    'user_role',
    'permissionables',
    'permissions',
    'roles',
    'users',
  ]) {
    await dropTable(queryInterface, table);
  }
}
