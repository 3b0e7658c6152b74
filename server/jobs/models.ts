import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { jsonColumn } from '../db/json-column.ts';
import { defineModels } from '../db/registry.ts';
import type { JobProgress, JobStatus } from './types.ts';

// Milliseconds: leases, retry times and short test timeouts are finer than MariaDB's default whole seconds.
const preciseDate = (allowNull: boolean) => ({ type: DataTypes.DATE(3), allowNull });

/**
 * One background job. `run_at` is when it may next be claimed; while it runs, `locked_by` names the
 * runner holding it and `locked_until` when that lease lapses unless a heartbeat renews it.
 */
export class Job extends Model<InferAttributes<Job>, InferCreationAttributes<Job>> {
  declare id: CreationOptional<number>;
  declare type: string;
  declare status: CreationOptional<JobStatus>;
  declare payload: unknown;
  declare result: CreationOptional<unknown>;
  declare progress: CreationOptional<JobProgress | null>;
  declare error: CreationOptional<string | null>;
  declare attempts: CreationOptional<number>;
  declare max_attempts: number;
  declare user_id: number | null;
  declare run_at: Date;
  declare locked_by: CreationOptional<string | null>;
  declare locked_until: CreationOptional<Date | null>;
  declare cancel_requested: CreationOptional<boolean>;
  declare started_at: CreationOptional<Date | null>;
  declare finished_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** When a repeating job (server/jobs/schedules.ts) is next due; the row's name is the job's type. */
export class JobScheduleRow extends Model<InferAttributes<JobScheduleRow>, InferCreationAttributes<JobScheduleRow>> {
  declare name: string;
  declare next_run_at: Date;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initJobModels(sequelize: Sequelize) {
  Job.init(
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      type: { type: DataTypes.STRING(100), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'queued' },
      payload: jsonColumn<unknown>('payload', null),
      result: jsonColumn<unknown>('result', null),
      progress: jsonColumn<JobProgress | null>('progress', null),
      error: { type: DataTypes.TEXT, allowNull: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      max_attempts: { type: DataTypes.INTEGER, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: true },
      run_at: preciseDate(false),
      locked_by: { type: DataTypes.STRING(100), allowNull: true },
      locked_until: preciseDate(true),
      cancel_requested: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      started_at: preciseDate(true),
      finished_at: preciseDate(true),
      created_at: preciseDate(false),
      updated_at: preciseDate(false),
    },
    { sequelize, tableName: 'jobs' },
  );
  JobScheduleRow.init(
    {
      name: { type: DataTypes.STRING(100), primaryKey: true },
      next_run_at: preciseDate(false),
      created_at: preciseDate(false),
      updated_at: preciseDate(false),
    },
    { sequelize, tableName: 'job_schedules' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const jobModels = defineModels({ Job, JobScheduleRow }, initJobModels);
