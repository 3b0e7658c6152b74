import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

// Repeating jobs (server/jobs/schedules.ts): one row per schedule holds when it is next due, and
// the instance whose update moves that time on is the one that enqueues the run. Housekeeping
// deletes finished jobs and ended rate-limit windows by time, so those columns get indexes.
export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  const time = { type: DataTypes.DATE(3), allowNull: false };
  await createTable(queryInterface, 'job_schedules', {
    name: { type: DataTypes.STRING(100), primaryKey: true, allowNull: false },
    next_run_at: time,
    created_at: time,
    updated_at: time,
  });
  await addIndex(queryInterface, 'jobs', ['status', 'finished_at'], { name: 'jobs_status_finished_at' });
  await addIndex(queryInterface, 'rate_limits', ['reset_at'], { name: 'rate_limits_reset_at' });
}

async function removeIndex(queryInterface: MigrationContext['queryInterface'], table: string, name: string): Promise<void> {
  const indexes = (await queryInterface.showIndex(table)) as { name: string }[];
  if (indexes.some((index) => index.name === name)) await queryInterface.removeIndex(table, name);
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await removeIndex(queryInterface, 'rate_limits', 'rate_limits_reset_at');
  await removeIndex(queryInterface, 'jobs', 'jobs_status_finished_at');
  await dropTable(queryInterface, 'job_schedules');
}
