import { Op, UniqueConstraintError } from 'sequelize';
import { inTransaction } from '../db/transactions.ts';
import { Job, JobScheduleRow } from './models.ts';
import { enqueueJob } from './service.ts';
import type { JobSchedule } from './types.ts';

// Repeating jobs without a timer on every instance: each schedule is a row saying when it is next
// due, and enqueueing a run is an UPDATE that moves that time on, guarded by "still due". However
// many runners look at once, on however many instances, only one UPDATE finds the row due, and
// only that runner enqueues; the job itself then goes to one runner like any other.

/** When a schedule has no row yet, it is due at once: a new install does its housekeeping on first start. */
async function dueTimes(schedules: readonly JobSchedule[], now: Date): Promise<Map<string, Date>> {
  const rows = await JobScheduleRow.findAll({ where: { name: schedules.map((schedule) => schedule.type) } });
  const due = new Map(rows.map((row) => [row.name, row.next_run_at]));
  for (const schedule of schedules) {
    if (due.has(schedule.type)) continue;
    try {
      await JobScheduleRow.create({ name: schedule.type, next_run_at: now });
    } catch (error) {
      // Another instance wrote it first; its time is as good as ours.
      if (!(error instanceof UniqueConstraintError)) throw error;
    }
    due.set(schedule.type, now);
  }
  return due;
}

/**
 * Enqueues a run of every schedule that is due at `now` and moves it to `now + everyMs`; returns
 * the types enqueued. A run still queued or running from an earlier period is not doubled: the
 * period passes without a new one.
 */
export async function enqueueDueJobs(schedules: readonly JobSchedule[], now: Date): Promise<string[]> {
  if (!schedules.length) return [];
  const due = await dueTimes(schedules, now);
  const enqueued: string[] = [];
  for (const schedule of schedules) {
    if (due.get(schedule.type)!.getTime() > now.getTime()) continue;
    const claimed = await inTransaction(JobScheduleRow.sequelize!, async () => {
      const [moved] = await JobScheduleRow.update(
        { next_run_at: new Date(now.getTime() + schedule.everyMs) },
        { where: { name: schedule.type, next_run_at: { [Op.lte]: now } } },
      );
      if (!moved) return false;
      if (await Job.count({ where: { type: schedule.type, status: ['queued', 'running'] } })) return false;
      await enqueueJob(schedule.type, null);
      return true;
    });
    if (claimed) enqueued.push(schedule.type);
  }
  return enqueued;
}
