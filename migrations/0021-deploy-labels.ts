import { DataTypes, QueryTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addColumn, addIndex } from '../server/db/schema.ts';
import { randomDeployLabel } from '../server/modules/publishing/deploy-labels.ts';

// A deploy's own host was `{slug}--{number}`: anyone who knew a slug could count through its
// drafts and earlier versions. It becomes `{slug}--{label}` with a random label (the number stays
// what people call a deploy), so every existing deploy gets one here and its old host stops
// answering. taken_down_at marks the deploys of a site that was unpublished, whose hosts answer
// 404 until one goes live again.
export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  // Empty until the rows below are labelled; '' never names a host.
  await addColumn(queryInterface, 'deploys', 'label', { type: DataTypes.STRING(20), allowNull: false, defaultValue: '' });
  await addColumn(queryInterface, 'deploys', 'taken_down_at', { type: DataTypes.DATE, allowNull: true });
  const unlabelled = await sequelize.query<{ id: number }>("SELECT id FROM deploys WHERE label = ''", { type: QueryTypes.SELECT });
  // One row at a time and only while still unlabelled, so a run killed half-way picks up where it stopped.
  for (const { id } of unlabelled) {
    await sequelize.query("UPDATE deploys SET label = ? WHERE id = ? AND label = ''", { replacements: [randomDeployLabel(), id] });
  }
  await addIndex(queryInterface, 'deploys', ['project_id', 'label'], { name: 'deploys_project_label', unique: true });
}

export async function down({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  const indexes = (await queryInterface.showIndex('deploys')) as { name: string }[];
  if (indexes.some((index) => index.name === 'deploys_project_label')) await queryInterface.removeIndex('deploys', 'deploys_project_label');
  // Not removeColumn: on SQLite it rebuilds the table and makes each column of the (project_id,
  // number) unique key unique on its own. Both databases drop a column that is in no index in place.
  const columns = await queryInterface.describeTable('deploys');
  for (const column of ['taken_down_at', 'label']) if (column in columns) await sequelize.query(`ALTER TABLE deploys DROP COLUMN ${column}`);
}
