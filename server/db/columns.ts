import { DataTypes } from 'sequelize';

/** The id and timestamp attributes every model shares. */
export const baseColumns = {
  id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
  created_at: DataTypes.DATE,
  updated_at: DataTypes.DATE,
};
