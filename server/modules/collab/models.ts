import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { ProjectOperation } from '../../../common/editor/project-operations.ts';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

/**
 * One entry of a project's operation log: the operations of one push as the server applied them
 * (the client's, rebased, then the ones the server derived from them), in the order `seq` gives,
 * gapless per project. `version` is the project version the entry left; `dropped` the indexes of
 * the pushed operations that no longer applied.
 */
export class ProjectLogEntry extends Model<InferAttributes<ProjectLogEntry>, InferCreationAttributes<ProjectLogEntry>> {
  declare id: CreationOptional<number>;
  declare project_id: number;
  declare seq: number;
  declare version: number;
  declare user_id: number | null;
  declare client_id: string;
  declare client_seq: number;
  declare ops: ProjectOperation[];
  declare dropped: number[];
  declare created_at: CreationOptional<Date>;
}

function initCollabModels(sequelize: Sequelize) {
  ProjectLogEntry.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      project_id: { type: DataTypes.INTEGER, allowNull: false },
      seq: { type: DataTypes.INTEGER, allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: true },
      client_id: { type: DataTypes.STRING(64), allowNull: false },
      client_seq: { type: DataTypes.INTEGER, allowNull: false },
      ops: { ...jsonColumn<ProjectOperation[]>('ops', []), allowNull: false },
      dropped: { ...jsonColumn<number[]>('dropped', []), allowNull: false },
      created_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'project_operations', updatedAt: false },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const collabModels = defineModels({ ProjectLogEntry }, initCollabModels);
