import { baseColumns } from '../../db/columns.ts';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

export class Theme extends Model<InferAttributes<Theme>, InferCreationAttributes<Theme>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare values: Record<string, string>;
  declare is_dark: CreationOptional<boolean>;
  declare default_light: CreationOptional<boolean>;
  declare default_dark: CreationOptional<boolean>;
  declare user_id: CreationOptional<number | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initThemeModels(sequelize: Sequelize) {
  Theme.init(
    {
      ...baseColumns,
      name: { type: DataTypes.STRING(100), allowNull: false, unique: true },
      values: { ...jsonColumn<Record<string, string>>('values', {}), allowNull: false },
      is_dark: { type: DataTypes.BOOLEAN, defaultValue: false },
      default_light: { type: DataTypes.BOOLEAN, defaultValue: false },
      default_dark: { type: DataTypes.BOOLEAN, defaultValue: false },
      user_id: DataTypes.INTEGER,
    },
    { sequelize, tableName: 'themes' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const themeModels = defineModels({ Theme }, initThemeModels);
