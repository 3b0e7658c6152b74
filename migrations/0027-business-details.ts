import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { createTable, dropTable } from '../server/db/schema.ts';

// A site's business details (server/modules/business/): one row per project at most, gone with the
// project. The publisher writes them into the home page as schema.org LocalBusiness data.
export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  const text = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true });
  await createTable(queryInterface, 'project_business', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    project_id: { type: DataTypes.INTEGER, allowNull: false, unique: true, references: { model: 'projects', key: 'id' }, onDelete: 'CASCADE' },
    name: { type: DataTypes.STRING(191), allowNull: false },
    // A schema.org type: LocalBusiness or one of its subtypes (Restaurant, HairSalon, Plumber, …).
    kind: { type: DataTypes.STRING(50), allowNull: false, defaultValue: 'LocalBusiness' },
    phone: text(40),
    email: text(191),
    street: text(191),
    postcode: text(20),
    city: text(100),
    region: text(100),
    // ISO 3166-1 alpha-2.
    country: text(2),
    // Per weekday, the list of {opens, closes} (an empty list: closed); NULL when not given.
    opening_hours: { type: DataTypes.TEXT, allowNull: true },
    price_range: text(20),
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'project_business');
}
