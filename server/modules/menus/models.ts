import { baseColumns } from '../../db/columns.ts';
import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

export class Menu extends Model<InferAttributes<Menu>, InferCreationAttributes<Menu>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare positions: string[];
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare items?: MenuItem[];
}

export class MenuItem extends Model<InferAttributes<MenuItem>, InferCreationAttributes<MenuItem>> {
  declare id: CreationOptional<number>;
  declare menu_id: number;
  declare label: string;
  declare action: string;
  declare type: 'link' | 'route';
  declare target: CreationOptional<'_blank' | '_self' | null>;
  declare icon: CreationOptional<string | null>;
  declare roles: CreationOptional<number[]>;
  declare permissions: CreationOptional<string[]>;
  declare order: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initMenuModels(sequelize: Sequelize) {
  Menu.init(
    {
      ...baseColumns,
      name: { type: DataTypes.STRING(100), allowNull: false, unique: true },
      positions: { ...jsonColumn<string[]>('positions', []), allowNull: false },
    },
    { sequelize, tableName: 'menus' },
  );
  MenuItem.init(
    {
      ...baseColumns,
      menu_id: { type: DataTypes.INTEGER, allowNull: false },
      label: { type: DataTypes.STRING(191), allowNull: false },
      action: { type: DataTypes.STRING(255), allowNull: false },
      type: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'route' },
      target: DataTypes.STRING(10),
      icon: DataTypes.STRING(50),
      roles: jsonColumn<number[]>('roles', []),
      permissions: jsonColumn<string[]>('permissions', []),
      order: { type: DataTypes.INTEGER, defaultValue: 0 },
    },
    { sequelize, tableName: 'menu_items' },
  );
  Menu.hasMany(MenuItem, { foreignKey: 'menu_id', as: 'items', onDelete: 'CASCADE' });
}

/** Handed to the data layer by server/modules/models.ts. */
export const menuModels = defineModels({ Menu, MenuItem }, initMenuModels);
