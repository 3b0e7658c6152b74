import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false };
const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};
const owner = { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' };

export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await createTable(queryInterface, 'file_entries', {
    id,
    // What the user called the file; file_name is the random name the bytes live under.
    name: { type: DataTypes.STRING(255), allowNull: false },
    file_name: { type: DataTypes.STRING(255), allowNull: false },
    mime: { type: DataTypes.STRING(191), allowNull: false },
    extension: { type: DataTypes.STRING(50), allowNull: false },
    // Files past 2 GB do not fit an INTEGER.
    file_size: { type: DataTypes.BIGINT, allowNull: false, defaultValue: 0 },
    type: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'file' },
    disk: { type: DataTypes.STRING(20), allowNull: false },
    disk_prefix: { type: DataTypes.STRING(191), allowNull: true },
    parent_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'file_entries', key: 'id' }, onDelete: 'CASCADE' },
    // The chain of ancestor ids and the entry's own ("1/4/9"), so a folder's whole subtree is one prefix query.
    path: { type: DataTypes.STRING(255), allowNull: true },
    relative_path: { type: DataTypes.TEXT, allowNull: true },
    workspace_id: { type: DataTypes.INTEGER, allowNull: true },
    user_id: owner,
    deleted_at: { type: DataTypes.DATE, allowNull: true },
    ...timestamps,
  });
  await addIndex(queryInterface, 'file_entries', ['user_id', 'disk', 'parent_id'], { name: 'file_entries_owner_disk_parent' });
  await addIndex(queryInterface, 'file_entries', ['file_name'], { name: 'file_entries_file_name' });

  // Uploads that started (tus, direct to S3) but have no file entry yet; the row is what ties an
  // upload id or key to the user who may finish it.
  await createTable(queryInterface, 'pending_uploads', {
    id,
    kind: { type: DataTypes.STRING(20), allowNull: false },
    upload_key: { type: DataTypes.STRING(191), allowNull: false, unique: true },
    s3_upload_id: { type: DataTypes.STRING(512), allowNull: true },
    user_id: owner,
    disk: { type: DataTypes.STRING(20), allowNull: false },
    file_name: { type: DataTypes.STRING(255), allowNull: false },
    client_name: { type: DataTypes.STRING(255), allowNull: false },
    client_mime: { type: DataTypes.STRING(191), allowNull: false },
    client_extension: { type: DataTypes.STRING(50), allowNull: false },
    size: { type: DataTypes.BIGINT, allowNull: false },
    metadata: { type: DataTypes.TEXT, allowNull: false },
    ...timestamps,
  });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'pending_uploads');
  await dropTable(queryInterface, 'file_entries');
}
