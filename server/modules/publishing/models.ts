import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { DeployStatus, DeployTarget } from '../../../common/publishing.ts';
import { baseColumns } from '../../db/columns.ts';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

/** One file of a deploy: its content hash (the object's key in the site target), bytes and content type. */
export interface ManifestEntry {
  hash: string;
  size: number;
  type: string;
}

/** Every file of a deploy by its path in the site ("index.html", "assets/site.1a2b3c4d5e.css"). */
export type Manifest = Record<string, ManifestEntry>;

/** Built from the project's pages by a publish job, or a folder's files sent as they are. */
export type DeploySource = 'project' | 'folder';

export class Deploy extends Model<InferAttributes<Deploy>, InferCreationAttributes<Deploy>> {
  declare id: CreationOptional<number>;
  declare project_id: number;
  /** 1, 2, 3… per project. */
  declare number: number;
  declare user_id: number | null;
  declare source: DeploySource;
  declare status: DeployStatus;
  declare target: DeployTarget;
  declare message: string | null;
  declare page_count: CreationOptional<number>;
  declare file_count: CreationOptional<number>;
  declare size: CreationOptional<number>;
  declare duration_ms: CreationOptional<number | null>;
  declare manifest: CreationOptional<Manifest>;
  declare job_id: CreationOptional<number | null>;
  declare error: CreationOptional<string | null>;
  declare warnings: CreationOptional<string[]>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare finished_at: CreationOptional<Date | null>;
}

function initPublishingModels(sequelize: Sequelize) {
  Deploy.init(
    {
      ...baseColumns,
      project_id: { type: DataTypes.INTEGER, allowNull: false },
      number: { type: DataTypes.INTEGER, allowNull: false },
      user_id: DataTypes.INTEGER,
      source: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'project' },
      status: { type: DataTypes.STRING(20), allowNull: false },
      target: { type: DataTypes.STRING(10), allowNull: false },
      message: DataTypes.STRING(500),
      page_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      file_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      // BIGINT comes back from MariaDB as a string; sizes stay far below 2^53.
      size: {
        type: DataTypes.BIGINT,
        allowNull: false,
        defaultValue: 0,
        get(this: Deploy) {
          return Number(this.getDataValue('size'));
        },
      },
      duration_ms: DataTypes.INTEGER,
      manifest: jsonColumn<Manifest>('manifest', {}),
      job_id: DataTypes.INTEGER,
      error: DataTypes.TEXT,
      warnings: jsonColumn<string[]>('warnings', []),
      finished_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'deploys' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const publishingModels = defineModels({ Deploy }, initPublishingModels);
