import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { UploadDisk } from '../../../common/uploads/constants.ts';
import { baseColumns } from '../../db/columns.ts';
import { jsonColumn } from '../../db/json-column.ts';
import type { UploadMetadata } from '../../../common/uploads/types.ts';
import { defineModels } from '../../db/registry.ts';

// MySQL hands BIGINT back as a string; sizes are always well inside Number's safe range.
const bigNumber = (name: string) => ({
  type: DataTypes.BIGINT,
  allowNull: false,
  get(this: Model) {
    return Number(this.getDataValue(name) ?? 0);
  },
});

/** A file or folder a user uploaded; deleted_at makes it paranoid (soft delete), `destroy({force})` removes the row. */
export class FileEntryModel extends Model<InferAttributes<FileEntryModel>, InferCreationAttributes<FileEntryModel>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare file_name: string;
  declare mime: string;
  declare extension: string;
  declare file_size: number;
  declare type: 'file' | 'folder';
  declare disk: UploadDisk;
  declare disk_prefix: CreationOptional<string | null>;
  declare parent_id: CreationOptional<number | null>;
  declare path: CreationOptional<string | null>;
  declare relative_path: CreationOptional<string | null>;
  declare workspace_id: CreationOptional<number | null>;
  declare user_id: number;
  declare deleted_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export type PendingUploadKind = 'tus' | 's3-simple' | 's3-multipart';

/** An upload that started (tus, direct to S3) and has no file entry yet; it ties the upload to its owner. */
export class PendingUpload extends Model<InferAttributes<PendingUpload>, InferCreationAttributes<PendingUpload>> {
  declare id: CreationOptional<number>;
  declare kind: PendingUploadKind;
  /** The tus upload id, or the S3 key relative to the disk root. */
  declare upload_key: string;
  declare s3_upload_id: CreationOptional<string | null>;
  declare user_id: number;
  declare disk: UploadDisk;
  /** The final random name the bytes will have on the disk. */
  declare file_name: string;
  declare client_name: string;
  declare client_mime: string;
  declare client_extension: string;
  declare size: number;
  declare metadata: UploadMetadata;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initUploadModels(sequelize: Sequelize) {
  FileEntryModel.init(
    {
      ...baseColumns,
      name: { type: DataTypes.STRING(255), allowNull: false },
      file_name: { type: DataTypes.STRING(255), allowNull: false },
      mime: { type: DataTypes.STRING(191), allowNull: false },
      extension: { type: DataTypes.STRING(50), allowNull: false },
      file_size: bigNumber('file_size'),
      type: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'file' },
      disk: { type: DataTypes.STRING(20), allowNull: false },
      disk_prefix: DataTypes.STRING(191),
      parent_id: DataTypes.INTEGER,
      path: DataTypes.STRING(255),
      relative_path: DataTypes.TEXT,
      workspace_id: DataTypes.INTEGER,
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      deleted_at: DataTypes.DATE,
    },
    { sequelize, tableName: 'file_entries', paranoid: true, deletedAt: 'deleted_at' },
  );
  PendingUpload.init(
    {
      ...baseColumns,
      kind: { type: DataTypes.STRING(20), allowNull: false },
      upload_key: { type: DataTypes.STRING(191), allowNull: false, unique: true },
      s3_upload_id: DataTypes.STRING(512),
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      disk: { type: DataTypes.STRING(20), allowNull: false },
      file_name: { type: DataTypes.STRING(255), allowNull: false },
      client_name: { type: DataTypes.STRING(255), allowNull: false },
      client_mime: { type: DataTypes.STRING(191), allowNull: false },
      client_extension: { type: DataTypes.STRING(50), allowNull: false },
      size: bigNumber('size'),
      metadata: { ...jsonColumn<UploadMetadata>('metadata', {}), allowNull: false },
    },
    { sequelize, tableName: 'pending_uploads' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const uploadModels = defineModels({ FileEntryModel, PendingUpload }, initUploadModels);
