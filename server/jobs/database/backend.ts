import { Op } from 'sequelize';
import { currentTransaction, inTransaction } from '../../db/transactions.ts';
import type { JobBackend, JoinRule, ResolvedEnqueueOptions } from '../backend.ts';
import { emitJobEvent } from '../events.ts';
import { Job } from '../models.ts';
import { requestCancel } from '../queue.ts';
import { FINISHED_JOB_STATUSES, type JobRecord } from '../types.ts';
import { DatabaseJobRunner } from './runner.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function serializeJob(row: Job): JobRecord {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    progress: row.progress ?? null,
    result: row.result ?? null,
    error: row.error ?? null,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    cancel_requested: Boolean(row.cancel_requested),
    user_id: row.user_id ?? null,
    created_at: row.created_at.toISOString(),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
  };
}

async function insertJobs(type: string, payloads: unknown[], options: ResolvedEnqueueOptions): Promise<JobRecord[]> {
  const rows = payloads.map((payload) => ({
    type,
    payload: payload ?? null,
    max_attempts: options.maxAttempts,
    user_id: options.userId,
    run_at: options.runAt,
  }));
  // One statement for any number of jobs; bulkCreate returns the ids on both dialects (MySQL's are consecutive from the first insert id).
  const created = rows.length === 1 ? [await Job.create(rows[0])] : await Job.bulkCreate(rows);
  if (created.length) emitJobEvent('enqueued');
  return created.map(serializeJob);
}

/**
 * Merges into the job when it is still queued. The row is locked by its primary key first
 * (SQLite's transactions hold the write lock from their start): a runner's claim either took it
 * before (then it is no longer queued here) or passes it by until this commits and takes it
 * with the payload merged (MariaDB's claim skips locked rows).
 */
function joinQueued(id: number, payload: unknown, rule: JoinRule): Promise<boolean> {
  return inTransaction(Job.sequelize!, async (transaction) => {
    const row = await Job.findByPk(id, { attributes: ['id', 'status', 'payload'], lock: transaction.LOCK.UPDATE });
    if (row?.status !== 'queued') return false;
    await Job.update({ payload: rule.merge(row.payload, payload) }, { where: { id } });
    return true;
  });
}

const DEADLOCK = /^Deadlock found/;

/**
 * The look for a waiting job and the insert in one transaction, the rows looked at locked
 * (on SQLite the transaction holds the write lock), so a second caller waits and then sees the
 * first one's job. Should MariaDB still pick one of two such transactions as a deadlock's victim,
 * it runs again when it is this function's own transaction.
 */
async function insertUnlessWaiting(type: string, payload: unknown, options: ResolvedEnqueueOptions): Promise<void> {
  const owned = !currentTransaction(Job.sequelize!);
  for (let tries = 1; ; tries++) {
    try {
      await inTransaction(Job.sequelize!, async (transaction) => {
        const waiting = await Job.findOne({
          attributes: ['id'],
          where: { type, status: 'queued', run_at: { [Op.lte]: options.runAt } },
          lock: transaction.LOCK.UPDATE,
        });
        if (!waiting) await insertJobs(type, [payload], options);
      });
      return;
    } catch (error) {
      if (!owned || tries >= 3 || !DEADLOCK.test((error as Error).message)) throw error;
    }
  }
}

/**
 * The embedded default: the jobs table, claimed with leases (queue.ts). Without Redis no change
 * on another instance is announced here, so followers re-read the row twice a second.
 */
export const databaseJobBackend: JobBackend = {
  name: 'database',
  followPollMs: 500,
  enqueue: insertJobs,
  async enqueueOrJoin(type, payload, rule, options) {
    const key = rule.key(payload);
    const queued = await Job.findAll({ attributes: ['id', 'payload'], where: { type, status: 'queued' }, order: [['id', 'ASC']] });
    for (const job of queued) {
      if (rule.key(job.payload) === key && (await joinQueued(job.id, payload, rule))) return;
    }
    await insertJobs(type, [payload], options);
  },
  enqueueUnlessWaiting: insertUnlessWaiting,
  async get(id) {
    const row = await Job.findByPk(id);
    return row && serializeJob(row);
  },
  async requestCancel(id) {
    const changed = await requestCancel(id, new Date());
    if (changed) {
      emitJobEvent('cancelRequested', id);
      emitJobEvent('changed', id);
    }
    return changed;
  },
  deleteFinished(before) {
    return Job.destroy({ where: { status: [...FINISHED_JOB_STATUSES], finished_at: { [Op.lt]: before } } });
  },
  createRunner: (ctx, definitions, options) => new DatabaseJobRunner(ctx, definitions, options),
  close: async () => undefined,
};
