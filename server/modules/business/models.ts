import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { OpeningHours } from '../../../common/business.ts';
import { baseColumns } from '../../db/columns.ts';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

/** A project's business details; optional text columns are NULL when not given. */
export class ProjectBusiness extends Model<InferAttributes<ProjectBusiness>, InferCreationAttributes<ProjectBusiness>> {
  declare id: CreationOptional<number>;
  declare project_id: number;
  declare name: string;
  declare kind: string;
  declare phone: string | null;
  declare email: string | null;
  declare street: string | null;
  declare postcode: string | null;
  declare city: string | null;
  declare region: string | null;
  declare country: string | null;
  declare opening_hours: OpeningHours | null;
  declare price_range: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initBusinessModels(sequelize: Sequelize) {
  ProjectBusiness.init(
    {
      ...baseColumns,
      project_id: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      name: { type: DataTypes.STRING(191), allowNull: false },
      kind: { type: DataTypes.STRING(50), allowNull: false },
      phone: DataTypes.STRING(40),
      email: DataTypes.STRING(191),
      street: DataTypes.STRING(191),
      postcode: DataTypes.STRING(20),
      city: DataTypes.STRING(100),
      region: DataTypes.STRING(100),
      country: DataTypes.STRING(2),
      opening_hours: jsonColumn<OpeningHours | null>('opening_hours', null),
      price_range: DataTypes.STRING(20),
    },
    { sequelize, tableName: 'project_business' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const businessModels = defineModels({ ProjectBusiness }, initBusinessModels);
