import { baseColumns } from '../../db/columns.ts';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { jsonColumn } from '../../db/json-column.ts';
import { sanitizePageBody } from './sanitize.ts';
import { defineModels } from '../../db/registry.ts';

export interface PageSeo {
  title?: string;
  description?: string;
}

export class CustomPage extends Model<InferAttributes<CustomPage>, InferCreationAttributes<CustomPage>> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare slug: string;
  declare body: CreationOptional<string | null>;
  declare meta: CreationOptional<PageSeo>;
  declare type: CreationOptional<string>;
  declare user_id: CreationOptional<number | null>;
  declare hide_nav: CreationOptional<boolean>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initPageModels(sequelize: Sequelize) {
  CustomPage.init(
    {
      ...baseColumns,
      title: { type: DataTypes.STRING(255), allowNull: false },
      slug: { type: DataTypes.STRING(191), allowNull: false, unique: true },
      body: DataTypes.TEXT,
      meta: jsonColumn<PageSeo>('meta', {}),
      type: { type: DataTypes.STRING(20), defaultValue: 'default' },
      user_id: DataTypes.INTEGER,
      hide_nav: { type: DataTypes.BOOLEAN, defaultValue: false },
    },
    {
      sequelize,
      tableName: 'custom_pages',
      // Every write path (seed, admin, CLI) stores only sanitized markup.
      hooks: {
        beforeSave(page) {
          if (page.changed('body')) page.body = sanitizePageBody(page.body);
        },
      },
    },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const pageModels = defineModels({ CustomPage }, initPageModels);
