import { baseColumns } from '../../db/columns.ts';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

export class Localization extends Model<InferAttributes<Localization>, InferCreationAttributes<Localization>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare language: string;
  declare lines: CreationOptional<Record<string, string>>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initLocalizationModels(sequelize: Sequelize) {
  Localization.init(
    {
      ...baseColumns,
      name: { type: DataTypes.STRING(100), allowNull: false },
      language: { type: DataTypes.STRING(10), allowNull: false, unique: true },
      lines: jsonColumn<Record<string, string>>('lines', {}),
    },
    { sequelize, tableName: 'localizations' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const localizationModels = defineModels({ Localization }, initLocalizationModels);
