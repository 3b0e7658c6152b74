import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { baseColumns } from '../../db/columns.ts';
import { defineModels } from '../../db/registry.ts';

export class Tag extends Model<InferAttributes<Tag>, InferCreationAttributes<Tag>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare display_name: CreationOptional<string | null>;
  declare type: CreationOptional<string>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** One tag on one row of another table, named by type ('project', …) and id. */
export class Taggable extends Model<InferAttributes<Taggable>, InferCreationAttributes<Taggable>> {
  declare id: CreationOptional<number>;
  declare tag_id: number;
  declare taggable_type: string;
  declare taggable_id: number;
}

function initTagModels(sequelize: Sequelize) {
  Tag.init(
    {
      ...baseColumns,
      name: { type: DataTypes.STRING(191), allowNull: false, unique: true },
      display_name: DataTypes.STRING(191),
      type: { type: DataTypes.STRING(50), allowNull: false, defaultValue: 'custom' },
    },
    { sequelize, tableName: 'tags' },
  );
  Taggable.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      tag_id: { type: DataTypes.INTEGER, allowNull: false },
      taggable_type: { type: DataTypes.STRING(50), allowNull: false },
      taggable_id: { type: DataTypes.INTEGER, allowNull: false },
    },
    { sequelize, tableName: 'taggables', timestamps: false },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const tagModels = defineModels({ Tag, Taggable }, initTagModels);
