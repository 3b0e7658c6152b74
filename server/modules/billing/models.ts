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
  Product.hasMany(Price, { foreignKey: 'product_id', as: 'prices', onDelete: 'CASCADE' });
  Price.belongsTo(Product, { foreignKey: 'product_id', as: 'product' });
}

/** Handed to the data layer by server/modules/models.ts. */
export const billingModels = defineModels({ Product, Price }, initBillingModels);
