import { fn, col, literal, Op, QueryTypes, type WhereOptions } from 'sequelize';
import { inTransaction } from '../db/transactions.ts';
import { Job } from './models.ts';
import type { JobProgress, JobStatus } from './types.ts';

// The statements a runner claims, renews and finishes jobs with. Every write to a job a runner
// holds is guarded by the lease it claimed (its instance and the attempt number): once the lease
// lapsed and another runner took the job over, the first runner's late writes change nothing.

/** A job a runner holds for one attempt. */
export interface ClaimedJob {
  id: number;
  type: string;
  payload: unknown;
  attempt: number;
  maxAttempts: number;
}

export interface Lease {
  instanceId: string;
  id: number;
  attempt: number;
}

/** What a heartbeat learns about a held job. */
export type LeaseState = 'held' | 'cancel' | 'lost';

export const LOST_RUNNER_MESSAGE = 'The instance running this job stopped responding.';

type Literal = ReturnType<typeof literal>;

function sequelize() {
  return Job.sequelize!;
}

/** A time as the column stores it, for statements Sequelize does not type (milliseconds kept). */
function dbTime(date: Date): string {
  const type = Job.getAttributes().run_at.type as unknown as { stringify(value: Date, options: { timezone?: string }): string };
  return type.stringify(date, { timezone: (sequelize() as unknown as { options: { timezone?: string } }).options.timezone });
}

function quotedTime(date: Date): string {
  return sequelize().escape(dbTime(date));
}

/** `status` becomes `status`, unless a cancel was asked for meanwhile: then the job ends cancelled. */
function unlessCancelled(status: JobStatus): Literal {
  return literal(`CASE WHEN cancel_requested = 1 THEN 'cancelled' ELSE '${status}' END`);
}

function finishedUnlessCancelled(now: Date): Literal {
  return literal(`CASE WHEN cancel_requested = 1 THEN ${quotedTime(now)} ELSE NULL END`);
}

function held(lease: Lease): WhereOptions<Job> {
  return { id: lease.id, status: 'running', locked_by: lease.instanceId, attempts: lease.attempt };
}

function claimValues(instanceId: string, now: Date, leaseMs: number) {
  return {
    status: 'running' as const,
    locked_by: instanceId,
    locked_until: new Date(now.getTime() + leaseMs),
    attempts: literal('attempts + 1'),
    started_at: fn('COALESCE', col('started_at'), dbTime(now)),
  };
}

async function claimedRow(id: number): Promise<ClaimedJob | null> {
  const row = await Job.findByPk(id);
  return row && { id: row.id, type: row.type, payload: row.payload, attempt: row.attempts, maxAttempts: row.max_attempts };
}

/**
 * Takes the next due queued job of one of `types`, or null. On MySQL/MariaDB the row is locked
 * with SKIP LOCKED, so runners claiming at once each get a different job without waiting for each
 * other. SQLite has one writer: the claim is an UPDATE guarded by `status = 'queued'`, which only
 * one runner can win; a runner that lost the race looks again.
 */
export async function claimJob(instanceId: string, types: string[], now: Date, leaseMs: number): Promise<ClaimedJob | null> {
  if (!types.length) return null;
  const db = sequelize();
  if (db.getDialect() === 'mysql') {
    const id = await inTransaction(db, async () => {
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM jobs WHERE status = :status AND run_at <= :now AND type IN (:types) ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED',
        { replacements: { status: 'queued', now: dbTime(now), types }, type: QueryTypes.SELECT },
      );
      if (!rows.length) return null;
      await Job.update(claimValues(instanceId, now, leaseMs), { where: { id: rows[0].id } });
      return rows[0].id;
    });
    return id === null ? null : claimedRow(id);
  }
  for (let tries = 0; tries < 5; tries++) {
    const candidate = await Job.findOne({
      attributes: ['id'],
      where: { status: 'queued', run_at: { [Op.lte]: now }, type: types },
      order: [
        ['run_at', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    if (!candidate) return null;
    const [claimed] = await Job.update(claimValues(instanceId, now, leaseMs), { where: { id: candidate.id, status: 'queued' } });
    if (claimed) return claimedRow(candidate.id);
  }
  return null;
}

/**
 * Running jobs whose lease lapsed belong to an instance that died (or stalled past its lease):
 * the attempt counts as failed, and the job is due again at once, fails when it was its last
 * attempt, or ends cancelled when a cancel was asked for. Returns the ids recovered.
 */
export async function recoverExpiredJobs(now: Date): Promise<number[]> {
  const expired = await Job.findAll({
    attributes: ['id', 'locked_by', 'attempts', 'max_attempts'],
    where: { status: 'running', locked_until: { [Op.lt]: now } },
    order: [['id', 'ASC']],
    limit: 100,
  });
  const recovered: number[] = [];
  for (const row of expired) {
    const last = row.attempts >= row.max_attempts;
    const [changed] = await Job.update(
      {
        status: unlessCancelled(last ? 'failed' : 'queued'),
        error: LOST_RUNNER_MESSAGE,
        finished_at: last ? now : finishedUnlessCancelled(now),
        run_at: now,
        locked_by: null,
        locked_until: null,
      },
      { where: { id: row.id, status: 'running', locked_by: row.locked_by, attempts: row.attempts, locked_until: { [Op.lt]: now } } },
    );
    if (changed) recovered.push(row.id);
  }
  return recovered;
}

/**
 * Cancels a queued job, or asks a running one to stop; false when the job is finished or missing.
 * One statement, so a job moving between queued and running meanwhile is still caught. `status`
 * is queued or running here and only a queued one changes, so `finished_at` comes out the same
 * whether the database evaluates it with the old status or the new one.
 */
export async function requestCancel(id: number, now: Date): Promise<boolean> {
  const [changed] = await Job.update(
    {
      cancel_requested: true,
      finished_at: literal(`CASE WHEN status = 'running' THEN finished_at ELSE ${quotedTime(now)} END`),
      status: literal(`CASE WHEN status = 'queued' THEN 'cancelled' ELSE status END`),
    },
    { where: { id, status: ['queued', 'running'] } },
  );
  return changed > 0;
}

/** Extends the leases a runner holds and reports, per job, whether it still holds it and whether a cancel was asked for. */
export async function renewLeases(instanceId: string, leases: Lease[], until: Date): Promise<Map<number, LeaseState>> {
  const ids = leases.map((lease) => lease.id);
  await Job.update({ locked_until: until }, { where: { id: ids, status: 'running', locked_by: instanceId } });
  const rows = await Job.findAll({ attributes: ['id', 'status', 'locked_by', 'attempts', 'cancel_requested'], where: { id: ids } });
  const states = new Map<number, LeaseState>();
  for (const lease of leases) {
    const row = rows.find((candidate) => candidate.id === lease.id);
    const stillHeld = row?.status === 'running' && row.locked_by === instanceId && row.attempts === lease.attempt;
    states.set(lease.id, !stillHeld ? 'lost' : row.cancel_requested ? 'cancel' : 'held');
  }
  return states;
}

export async function saveProgress(lease: Lease, progress: JobProgress): Promise<boolean> {
  const [changed] = await Job.update({ progress }, { where: held(lease) });
  return changed > 0;
}

/** Progress not yet written rides along with the attempt's last write. */
const withProgress = (progress: JobProgress | undefined) => (progress ? { progress } : {});

export async function completeJob(lease: Lease, result: unknown, now: Date, progress?: JobProgress): Promise<void> {
  await Job.update(
    { status: 'succeeded', result: (result ?? null) as Job['result'], error: null, finished_at: now, locked_by: null, locked_until: null, ...withProgress(progress) },
    { where: held(lease) },
  );
}

/** A failed attempt: due again at `retryAt`, or failed for good when there is none. */
export async function failAttempt(lease: Lease, error: string, retryAt: Date | null, now: Date, progress?: JobProgress): Promise<void> {
  await Job.update(
    {
      status: unlessCancelled(retryAt ? 'queued' : 'failed'),
      error,
      finished_at: retryAt ? finishedUnlessCancelled(now) : now,
      run_at: retryAt ?? now,
      locked_by: null,
      locked_until: null,
      ...withProgress(progress),
    },
    { where: held(lease) },
  );
}

export async function cancelAttempt(lease: Lease, now: Date, progress?: JobProgress): Promise<void> {
  await Job.update({ status: 'cancelled', finished_at: now, locked_by: null, locked_until: null, ...withProgress(progress) }, { where: held(lease) });
}

/** Hands a job back when its runner stops: due again at once, and the interrupted attempt does not count. */
export async function releaseJob(lease: Lease, now: Date, progress?: JobProgress): Promise<void> {
  await Job.update(
    {
      status: unlessCancelled('queued'),
      attempts: literal('attempts - 1'),
      finished_at: finishedUnlessCancelled(now),
      run_at: now,
      locked_by: null,
      locked_until: null,
      ...withProgress(progress),
    },
    { where: held(lease) },
  );
}
