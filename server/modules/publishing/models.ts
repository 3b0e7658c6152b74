import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { PublishedForm } from '../../../common/forms.ts';
import type { DeployStatus, DeployTarget } from '../../../common/publishing.ts';
import type { CollectionState } from './build/collections/types.ts';
import { baseColumns } from '../../db/columns.ts';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';
import { randomDeployLabel } from './deploy-labels.ts';

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
  /** 1, 2, 3… per project: what people call a deploy (history, rollback). */
  declare number: number;
  /** The random part of the deploy's own host, `{slug}--{label}` (deploy-labels.ts). */
  declare label: CreationOptional<string>;
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
  /** The forms its pages have, the ones its host accepts posts for (empty for a folder deploy). */
  declare forms: CreationOptional<PublishedForm[]>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare finished_at: CreationOptional<Date | null>;
  /** When the site was unpublished after this deploy was made: its own host answers 404 until it goes live again. */
  declare taken_down_at: CreationOptional<Date | null>;
  /** The files a partial rebuild wrote or took away; null for a whole build. */
  declare changed_paths: CreationOptional<string[] | null>;
  /** What its collections' pages were built from (collection-deploys.ts); null without collections. */
  declare collection_state: CreationOptional<CollectionState | null>;
}

function initPublishingModels(sequelize: Sequelize) {
  Deploy.init(
    {
      ...baseColumns,
      project_id: { type: DataTypes.INTEGER, allowNull: false },
      number: { type: DataTypes.INTEGER, allowNull: false },
      label: { type: DataTypes.STRING(20), allowNull: false, defaultValue: randomDeployLabel },
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
      forms: jsonColumn<PublishedForm[]>('forms', []),
      finished_at: DataTypes.DATE,
      taken_down_at: DataTypes.DATE,
      changed_paths: jsonColumn<string[] | null>('changed_paths', null),
      collection_state: jsonColumn<CollectionState | null>('collection_state', null),
    },
    { sequelize, tableName: 'deploys' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const publishingModels = defineModels({ Deploy }, initPublishingModels);

/**
 * A site's claim on a custom domain. Several sites may claim a host while none has proved it;
 * verified_host is the host once the claim is verified, unique, so one claim wins (domain-claims.ts).
 */
export class ProjectDomain extends Model<InferAttributes<ProjectDomain>, InferCreationAttributes<ProjectDomain>> {
  declare id: CreationOptional<number>;
  declare project_id: number;
  declare host: string;
  declare token: string;
  declare verified_at: CreationOptional<Date | null>;
  declare verified_host: CreationOptional<string | null>;
  declare last_checked_at: CreationOptional<Date | null>;
  declare last_error: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initDomainModels(sequelize: Sequelize) {
  ProjectDomain.init(
    {
      ...baseColumns,
      project_id: { type: DataTypes.INTEGER, allowNull: false },
      host: { type: DataTypes.STRING(253), allowNull: false },
      token: { type: DataTypes.STRING(64), allowNull: false },
      verified_at: DataTypes.DATE,
      verified_host: DataTypes.STRING(253),
      last_checked_at: DataTypes.DATE,
      last_error: DataTypes.STRING(500),
    },
    { sequelize, tableName: 'domain_claims' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const domainModels = defineModels({ ProjectDomain }, initDomainModels);
