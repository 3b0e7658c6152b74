import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

// Background jobs (server/jobs/), claimed by every instance that runs a job runner. Times keep
// milliseconds: leases and retry times are finer than MariaDB's default whole seconds.
export async function up({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  // A payload or a result may outgrow MySQL TEXT's 64 KB; SQLite has one TEXT.
  const longText = { type: sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT, allowNull: true };
  const time = (allowNull: boolean) => ({ type: DataTypes.DATE(3), allowNull });

  await createTable(queryInterface, 'jobs', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    type: { type: DataTypes.STRING(100), allowNull: false },
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'queued' },
    payload: longText,
    result: longText,
    progress: { type: DataTypes.TEXT, allowNull: true },
    error: { type: DataTypes.TEXT, allowNull: true },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    max_attempts: { type: DataTypes.INTEGER, allowNull: false },
    // Whose job it is: only they see it over HTTP. Null for the system's own work.
    user_id: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    run_at: time(false),
    locked_by: { type: DataTypes.STRING(100), allowNull: true },
    locked_until: time(true),
    cancel_requested: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    started_at: time(true),
    finished_at: time(true),
    created_at: time(false),
    updated_at: time(false),
  });
  // What a runner looks for on every poll: due queued jobs, and running ones whose lease lapsed.
  await addIndex(queryInterface, 'jobs', ['status', 'run_at'], { name: 'jobs_status_run_at' });
  await addIndex(queryInterface, 'jobs', ['status', 'locked_until'], { name: 'jobs_status_locked_until' });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'jobs');
}
