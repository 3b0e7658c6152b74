import { baseColumns } from '../../db/columns.ts';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

export class Product extends Model<InferAttributes<Product>, InferCreationAttributes<Product>> {
  declare id: CreationOptional<number>;
  declare uuid: string;
  declare name: string;
  declare description: CreationOptional<string | null>;
  declare feature_list: CreationOptional<string[]>;
  declare position: CreationOptional<number>;
  declare recommended: CreationOptional<boolean>;
  declare free: CreationOptional<boolean>;
  declare hidden: CreationOptional<boolean>;
  declare trial_period_days: CreationOptional<number | null>;
  declare stripe_id: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare prices?: Price[];
}

export class Price extends Model<InferAttributes<Price>, InferCreationAttributes<Price>> {
  declare id: CreationOptional<number>;
  declare product_id: number;
  declare amount: number;
  declare currency: string;
  declare interval: 'month' | 'year';
  declare interval_count: CreationOptional<number>;
  declare default: CreationOptional<boolean>;
  declare stripe_id: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** Our copy of a Stripe subscription; Stripe is the truth, webhooks keep this in step. */
export class Subscription extends Model<InferAttributes<Subscription>, InferCreationAttributes<Subscription>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare product_id: number | null;
  declare price_id: number | null;
  declare gateway_name: CreationOptional<string>;
  declare gateway_id: string;
  /** Stripe's status: trialing, active, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  declare gateway_status: string;
  declare gateway_customer_id: CreationOptional<string | null>;
  declare gateway_schedule_id: CreationOptional<string | null>;
  declare scheduled_price_id: CreationOptional<number | null>;
  declare scheduled_at: CreationOptional<Date | null>;
  declare quantity: CreationOptional<number>;
  declare trial_ends_at: CreationOptional<Date | null>;
  declare renews_at: CreationOptional<Date | null>;
  declare ends_at: CreationOptional<Date | null>;
  declare cancel_at_period_end: CreationOptional<boolean>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare product?: Product | null;
  declare price?: Price | null;
}

/** A Stripe event id handled once; its row is written in the same transaction as the event's effect. */
export class WebhookEvent extends Model<InferAttributes<WebhookEvent>, InferCreationAttributes<WebhookEvent>> {
  declare id: CreationOptional<number>;
  declare event_id: string;
  declare type: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initBillingModels(sequelize: Sequelize) {
  Product.init(
    {
      ...baseColumns,
      uuid: { type: DataTypes.STRING(36), allowNull: false, unique: true },
      name: { type: DataTypes.STRING(100), allowNull: false, unique: true },
      description: DataTypes.TEXT,
      feature_list: jsonColumn<string[]>('feature_list', []),
      position: { type: DataTypes.INTEGER, defaultValue: 0 },
      recommended: { type: DataTypes.BOOLEAN, defaultValue: false },
      free: { type: DataTypes.BOOLEAN, defaultValue: false },
      hidden: { type: DataTypes.BOOLEAN, defaultValue: false },
      trial_period_days: DataTypes.INTEGER,
      stripe_id: DataTypes.STRING(100),
    },
    { sequelize, tableName: 'products' },
  );
  Price.init(
    {
      ...baseColumns,
      product_id: { type: DataTypes.INTEGER, allowNull: false },
      // DECIMAL comes back as a string from mysql2; prices are shown and compared as numbers.
      amount: {
        type: DataTypes.DECIMAL(10, 2),
        allowNull: false,
        get(this: Price) {
          return Number(this.getDataValue('amount'));
        },
      },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      interval: { type: DataTypes.STRING(10), allowNull: false },
      interval_count: { type: DataTypes.INTEGER, defaultValue: 1 },
      default: { type: DataTypes.BOOLEAN, defaultValue: false },
      stripe_id: DataTypes.STRING(100),
    },
    { sequelize, tableName: 'prices' },
  );
  Subscription.init(
    {
      ...baseColumns,
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      product_id: DataTypes.INTEGER,
      price_id: DataTypes.INTEGER,
      gateway_name: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'stripe' },
      gateway_id: { type: DataTypes.STRING(100), allowNull: false, unique: true },
      gateway_status: { type: DataTypes.STRING(30), allowNull: false },
      gateway_customer_id: DataTypes.STRING(100),
      gateway_schedule_id: DataTypes.STRING(100),
      scheduled_price_id: DataTypes.INTEGER,
      scheduled_at: DataTypes.DATE,
      quantity: { type: DataTypes.INTEGER, defaultValue: 1 },
      trial_ends_at: DataTypes.DATE,
      renews_at: DataTypes.DATE,
      ends_at: DataTypes.DATE,
      cancel_at_period_end: { type: DataTypes.BOOLEAN, defaultValue: false },
    },
    { sequelize, tableName: 'subscriptions' },
  );
  WebhookEvent.init(
    {
      ...baseColumns,
      event_id: { type: DataTypes.STRING(100), allowNull: false, unique: true },
      type: { type: DataTypes.STRING(100), allowNull: false },
    },
    { sequelize, tableName: 'billing_webhook_events' },
  );
  Subscription.belongsTo(Product, { foreignKey: 'product_id', as: 'product' });
  Subscription.belongsTo(Price, { foreignKey: 'price_id', as: 'price' });
  Product.hasMany(Price, { foreignKey: 'product_id', as: 'prices', onDelete: 'CASCADE' });
  Price.belongsTo(Product, { foreignKey: 'product_id', as: 'product' });
}

/** Handed to the data layer by server/modules/models.ts. */
export const billingModels = defineModels({ Product, Price, Subscription, WebhookEvent }, initBillingModels);
