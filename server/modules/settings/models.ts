import { baseColumns } from '../../db/columns.ts';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { defineModels } from '../../db/registry.ts';

export class Setting extends Model<InferAttributes<Setting>, InferCreationAttributes<Setting>> {
  declare id: CreationOptional<number>;
  declare name: string;
  /** JSON-encoded value. */
  declare value: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initSettingModels(sequelize: Sequelize) {
  Setting.init(
    {
      ...baseColumns,
      name: { type: DataTypes.STRING(191), allowNull: false, unique: true },
      value: DataTypes.TEXT,
    },
    { sequelize, tableName: 'settings' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const settingModels = defineModels({ Setting }, initSettingModels);
