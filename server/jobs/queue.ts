import { literal, Op, QueryTypes, Transaction } from 'sequelize';
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

function sequelize() {
  return Job.sequelize!;
}

/**
 * For the runner's writes to the jobs it holds, which run outside any transaction. On MariaDB
 * two of them (a heartbeat and the end of an attempt, a claim and the end of another attempt)
 * can deadlock on the status indexes; the one InnoDB rolls back is a single statement guarded
 * by the lease, safe to run again. Without this, an attempt's end that lost would leave its job
 * running until the lease lapsed (30 s) and the job then failed as if its runner had died.
 */
const RETRIED = { retry: { match: [/^Deadlock found/, 'SQLITE_BUSY: database is locked'], max: 5, backoffBase: 10 } };

/**
 * A time as the column stores it, for statements written here: UTC with milliseconds, the time
 * zone both dialects are configured with (server/db/connection.ts), SQLite's text with its offset.
 * Formatted by hand: Sequelize's DATE type goes through moment, a cost per statement.
 */
function dbTime(date: Date): string {
  const iso = date.toISOString();
  const time = `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
  return sequelize().getDialect() === 'sqlite' ? `${time} +00:00` : time;
}

function quotedTime(date: Date): string {
  return sequelize().escape(dbTime(date));
}

/** `status` becomes `status`, unless a cancel was asked for meanwhile: then the job ends cancelled. */
function unlessCancelled(status: JobStatus): string {
  return `CASE WHEN cancel_requested = 1 THEN 'cancelled' ELSE '${status}' END`;
}

function finishedUnlessCancelled(now: Date): string {
  return `CASE WHEN cancel_requested = 1 THEN ${quotedTime(now)} ELSE NULL END`;
}

/** A JSON column's value in SQL, stored as the model's JSON columns store it (server/db/json-column.ts). */
function jsonValue(value: unknown): string {
  return value === null || value === undefined ? 'NULL' : sequelize().escape(JSON.stringify(value));
}

/** `column = value, …` for an UPDATE, with `updated_at` set as Sequelize's own updates set it. */
function assignments(columns: Record<string, string>, now: Date): string {
  return Object.entries({ ...columns, updated_at: quotedTime(now) })
    .map(([column, value]) => `${column} = ${value}`)
    .join(', ');
}

/**
 * Sets `columns` (column to SQL expression) on the job `lease` holds, in one statement; true when
 * the lease still held it. Written as SQL, not through Model.update: one or two of these run for
 * every job, and Sequelize builds and validates an instance for each.
 */
async function updateHeld(lease: Lease, columns: Record<string, string>, now: Date): Promise<boolean> {
  const db = sequelize();
  const changed: unknown = await db.query(
    `UPDATE jobs SET ${assignments(columns, now)} WHERE id = ${Number(lease.id)} AND status = 'running' AND locked_by = ${db.escape(lease.instanceId)} AND attempts = ${Number(lease.attempt)}`,
    { type: QueryTypes.BULKUPDATE, ...RETRIED },
  );
  return (changed as number) > 0;
}

/** What a claim sets: the lease, the attempt counted, the first start kept. */
function claimAssignments(instanceId: string, now: Date, leaseMs: number): string {
  return assignments(
    {
      status: "'running'",
      locked_by: sequelize().escape(instanceId),
      locked_until: quotedTime(new Date(now.getTime() + leaseMs)),
      attempts: 'attempts + 1',
      started_at: `COALESCE(started_at, ${quotedTime(now)})`,
    },
    now,
  );
}

/** The due queued jobs of `types`, oldest first, in SQL. */
function dueJobs(types: string[], now: Date, limit: number): string {
  const db = sequelize();
  return `status = 'queued' AND run_at <= ${quotedTime(now)} AND type IN (${types.map((type) => db.escape(type)).join(', ')}) ORDER BY run_at, id LIMIT ${Math.floor(limit)}`;
}

interface ClaimedRow {
  id: number;
  type: string;
  payload: string | null;
  attempts: number;
  max_attempts: number;
}

function parsePayload(raw: string | null): unknown {
  if (raw === null || raw === '') return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const claimed = (row: ClaimedRow, attempt: number): ClaimedJob => ({ id: row.id, type: row.type, payload: parsePayload(row.payload), attempt, maxAttempts: row.max_attempts });

/**
 * Takes up to `limit` due queued jobs of `types`, oldest first, in one statement or transaction
 * whatever their number. On MySQL/MariaDB the rows are locked with SKIP LOCKED, so runners
 * claiming at once each get different jobs without waiting for each other. SQLite has one writer:
 * the claim is a single UPDATE of the rows its subquery picks, returning them.
 */
export async function claimJobs(instanceId: string, types: string[], now: Date, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
  if (!types.length || limit < 1) return [];
  const db = sequelize();
  const columns = 'id, type, payload, attempts, max_attempts';
  if (db.getDialect() === 'mysql') {
    // Read committed: the scan locks only the rows it takes. Under repeatable read it also held the
    // due rows of other types and the first row past the due ones until it committed, and another
    // runner's claim skipped those jobs though nobody was taking them.
    return inTransaction(
      db,
      async () => {
        const rows = await db.query<ClaimedRow>(`SELECT ${columns} FROM jobs WHERE ${dueJobs(types, now, limit)} FOR UPDATE SKIP LOCKED`, { type: QueryTypes.SELECT });
        if (!rows.length) return [];
        await db.query(`UPDATE jobs SET ${claimAssignments(instanceId, now, leaseMs)} WHERE id IN (${rows.map((row) => row.id).join(', ')})`, { type: QueryTypes.UPDATE });
        return rows.map((row) => claimed(row, row.attempts + 1));
      },
      { isolationLevel: Transaction.ISOLATION_LEVELS.READ_COMMITTED },
    );
  }
  const rows = await db.query<ClaimedRow>(
    `UPDATE jobs SET ${claimAssignments(instanceId, now, leaseMs)} WHERE id IN (SELECT id FROM jobs WHERE ${dueJobs(types, now, limit)}) RETURNING ${columns}`,
    { type: QueryTypes.SELECT },
  );
  return rows.sort((a, b) => a.id - b.id).map((row) => claimed(row, row.attempts));
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
        status: literal(unlessCancelled(last ? 'failed' : 'queued')),
        error: LOST_RUNNER_MESSAGE,
        finished_at: last ? now : literal(finishedUnlessCancelled(now)),
        run_at: now,
        locked_by: null,
        locked_until: null,
      },
      { where: { id: row.id, status: 'running', locked_by: row.locked_by, attempts: row.attempts, locked_until: { [Op.lt]: now } }, ...RETRIED },
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
  // Found by primary key alone (a job is running exactly while locked_by names a runner): guarded
  // by the status too, MariaDB may walk the status index and deadlock with the end of an attempt.
  await Job.update({ locked_until: until }, { where: { id: ids, locked_by: instanceId }, ...RETRIED });
  const rows = await Job.findAll({ attributes: ['id', 'status', 'locked_by', 'attempts', 'cancel_requested'], where: { id: ids } });
  const states = new Map<number, LeaseState>();
  for (const lease of leases) {
    const row = rows.find((candidate) => candidate.id === lease.id);
    const stillHeld = row?.status === 'running' && row.locked_by === instanceId && row.attempts === lease.attempt;
    states.set(lease.id, !stillHeld ? 'lost' : row.cancel_requested ? 'cancel' : 'held');
  }
  return states;
}

export function saveProgress(lease: Lease, progress: JobProgress): Promise<boolean> {
  return updateHeld(lease, { progress: jsonValue(progress) }, new Date());
}

/** What every end of an attempt sets: the lease let go, and progress not yet written riding along. */
function ending(progress: JobProgress | undefined): Record<string, string> {
  return { locked_by: 'NULL', locked_until: 'NULL', ...(progress ? { progress: jsonValue(progress) } : {}) };
}

export async function completeJob(lease: Lease, result: unknown, now: Date, progress?: JobProgress): Promise<void> {
  await updateHeld(lease, { status: "'succeeded'", result: jsonValue(result), error: 'NULL', finished_at: quotedTime(now), ...ending(progress) }, now);
}

/** A failed attempt: due again at `retryAt`, or failed for good when there is none. */
export async function failAttempt(lease: Lease, error: string, retryAt: Date | null, now: Date, progress?: JobProgress): Promise<void> {
  await updateHeld(
    lease,
    {
      status: unlessCancelled(retryAt ? 'queued' : 'failed'),
      error: sequelize().escape(error),
      finished_at: retryAt ? finishedUnlessCancelled(now) : quotedTime(now),
      run_at: quotedTime(retryAt ?? now),
      ...ending(progress),
    },
    now,
  );
}

export async function cancelAttempt(lease: Lease, now: Date, progress?: JobProgress): Promise<void> {
  await updateHeld(lease, { status: "'cancelled'", finished_at: quotedTime(now), ...ending(progress) }, now);
}

/** Hands a job back when its runner stops: due again at once, and the interrupted attempt does not count. */
export async function releaseJob(lease: Lease, now: Date, progress?: JobProgress): Promise<void> {
  await updateHeld(
    lease,
    {
      status: unlessCancelled('queued'),
      attempts: 'attempts - 1',
      finished_at: finishedUnlessCancelled(now),
      run_at: quotedTime(now),
      ...ending(progress),
    },
    now,
  );
}
