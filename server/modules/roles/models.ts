import { baseColumns } from '../../db/columns.ts';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { jsonColumn } from '../../db/json-column.ts';
import type { Restriction } from '../../../common/types.ts';
import { defineModels } from '../../db/registry.ts';

export interface RestrictionDefinition {
  name: string;
  type: 'number' | 'boolean' | 'string';
  description: string;
}

export class Role extends Model<InferAttributes<Role>, InferCreationAttributes<Role>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare description: CreationOptional<string | null>;
  declare default: CreationOptional<boolean>;
  declare guests: CreationOptional<boolean>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class Permission extends Model<InferAttributes<Permission>, InferCreationAttributes<Permission>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare display_name: CreationOptional<string | null>;
  declare group: CreationOptional<string | null>;
  declare description: CreationOptional<string | null>;
  declare restrictions: CreationOptional<RestrictionDefinition[]>;
  declare advanced: CreationOptional<boolean>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export type PermissionableType = 'role' | 'user' | 'product';

/** A permission granted to a role, user or plan, with that grant's restriction values. */
export class Permissionable extends Model<InferAttributes<Permissionable>, InferCreationAttributes<Permissionable>> {
  declare id: CreationOptional<number>;
  declare permission_id: number;
  declare permissionable_type: PermissionableType;
  declare permissionable_id: number;
  declare restrictions: CreationOptional<Restriction[]>;
}

function initRoleModels(sequelize: Sequelize) {
  Role.init(
    {
      ...baseColumns,
      name: { type: DataTypes.STRING(100), allowNull: false },
      description: DataTypes.STRING(255),
      default: { type: DataTypes.BOOLEAN, defaultValue: false },
      guests: { type: DataTypes.BOOLEAN, defaultValue: false },
    },
    { sequelize, tableName: 'roles' },
  );
  Permission.init(
    {
      ...baseColumns,
      name: { type: DataTypes.STRING(100), allowNull: false },
      display_name: DataTypes.STRING(191),
      group: DataTypes.STRING(50),
      description: DataTypes.TEXT,
      restrictions: jsonColumn<RestrictionDefinition[]>('restrictions', []),
      advanced: { type: DataTypes.BOOLEAN, defaultValue: false },
    },
    { sequelize, tableName: 'permissions' },
  );
  Permissionable.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      permission_id: { type: DataTypes.INTEGER, allowNull: false },
      permissionable_type: { type: DataTypes.STRING(20), allowNull: false },
      permissionable_id: { type: DataTypes.INTEGER, allowNull: false },
      restrictions: jsonColumn<Restriction[]>('restrictions', []),
    },
    { sequelize, tableName: 'permissionables', timestamps: false },
  );
  Permissionable.belongsTo(Permission, { foreignKey: 'permission_id', as: 'permission' });
}

/** Handed to the data layer by server/modules/models.ts. */
export const roleModels = defineModels({ Role, Permission, Permissionable }, initRoleModels);
