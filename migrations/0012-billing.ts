import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addColumn, addIndex, createTable, dropTable, removeColumn } from '../server/db/schema.ts';

// Billing (server/modules/billing/): each user's Stripe customer, subscriptions kept in step with
// Stripe by its webhooks, the webhook events already handled (so a redelivery changes nothing),
// and each plan's Stripe Product.
export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await addColumn(queryInterface, 'users', 'stripe_customer_id', { type: DataTypes.STRING(100), allowNull: true });
  await addColumn(queryInterface, 'products', 'stripe_id', { type: DataTypes.STRING(100), allowNull: true });
  await createTable(queryInterface, 'subscriptions', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    user_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    // A plan or price an admin deletes leaves the subscription readable (its name is kept below).
    product_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'products', key: 'id' }, onDelete: 'SET NULL' },
    price_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'prices', key: 'id' }, onDelete: 'SET NULL' },
    gateway_name: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'stripe' },
    gateway_id: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    gateway_status: { type: DataTypes.STRING(30), allowNull: false },
    gateway_customer_id: { type: DataTypes.STRING(100), allowNull: true },
    gateway_schedule_id: { type: DataTypes.STRING(100), allowNull: true },
    // The price a downgrade switches to at the end of the period (from the Stripe schedule).
    scheduled_price_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'prices', key: 'id' }, onDelete: 'SET NULL' },
    scheduled_at: { type: DataTypes.DATE, allowNull: true },
    quantity: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    trial_ends_at: { type: DataTypes.DATE, allowNull: true },
    renews_at: { type: DataTypes.DATE, allowNull: true },
    ends_at: { type: DataTypes.DATE, allowNull: true },
    cancel_at_period_end: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await addIndex(queryInterface, 'subscriptions', ['user_id'], { name: 'subscriptions_user' });
  await createTable(queryInterface, 'billing_webhook_events', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    event_id: { type: DataTypes.STRING(100), allowNull: false, unique: true },
    type: { type: DataTypes.STRING(100), allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'billing_webhook_events');
  await dropTable(queryInterface, 'subscriptions');
  await removeColumn(queryInterface, 'products', 'stripe_id');
  await removeColumn(queryInterface, 'users', 'stripe_customer_id');
}
