import { Op } from 'sequelize';
import { NotFoundError } from '../errors.ts';
import { emitJobEvent, jobEvents } from './events.ts';
import { Job } from './models.ts';
import { requestCancel } from './queue.ts';
import { FINISHED_JOB_STATUSES, type JobRecord } from './types.ts';

// Enqueueing, reading, cancelling and following jobs, shared by the HTTP API, the CLI and every
// service that starts long work. Running them is the runner's (runner.ts).

export const JOB_NOT_FOUND_MESSAGE = 'Job not found';
export const DEFAULT_MAX_ATTEMPTS = 3;

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

export interface EnqueueOptions {
  /** Who may follow and cancel the job over HTTP; none for the system's own work. */
  userId?: number | null;
  /** Overrides the definition's maxAttempts (default 3). */
  maxAttempts?: number;
  /** Not before this time (default now). */
  runAt?: Date;
}

/**
 * Stores a job for any runner to claim and wakes this process's runners at once (after the
 * caller's transaction commits, when there is one: the job only exists for others then).
 */
export async function enqueueJob(type: string, payload: unknown, options: EnqueueOptions = {}): Promise<JobRecord> {
  // Loaded when first needed: the list imports every module's job definitions, and those modules
  // import this one to enqueue their jobs.
  const { jobDefinitions } = await import('../modules/jobs.ts');
  const definition = jobDefinitions.find((candidate) => candidate.type === type);
  const maxAttempts = options.maxAttempts ?? definition?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  const row = await Job.create({
    type,
    payload: payload ?? null,
    max_attempts: maxAttempts,
    user_id: options.userId ?? null,
    run_at: options.runAt ?? new Date(),
  });
  emitJobEvent('enqueued');
  return serializeJob(row);
}

/** Removes the jobs that finished (succeeded, failed or cancelled) before `before`; returns how many. */
export async function deleteFinishedJobs(before: Date): Promise<number> {
  return Job.destroy({ where: { status: [...FINISHED_JOB_STATUSES], finished_at: { [Op.lt]: before } } });
}

export async function getJob(id: number): Promise<JobRecord | null> {
  const row = await Job.findByPk(id);
  return row && serializeJob(row);
}

async function findUserJob(userId: number, id: number): Promise<Job> {
  const row = await Job.findByPk(id);
  // Someone else's job is answered like a missing one: its existence is none of the caller's business.
  if (!row || row.user_id === null || row.user_id !== userId) throw new NotFoundError(JOB_NOT_FOUND_MESSAGE);
  return row;
}

/** The job, when it is this user's. */
export async function getUserJob(userId: number, id: number): Promise<JobRecord> {
  return serializeJob(await findUserJob(userId, id));
}

/**
 * A queued job ends cancelled at once; a running one is asked to stop (its signal aborts) and
 * ends cancelled when its handler gives up. A finished job is returned as it is, so a cancel that
 * crossed the job's end is not an error.
 */
export async function cancelJob(id: number): Promise<JobRecord> {
  const changed = await requestCancel(id, new Date());
  if (changed) {
    emitJobEvent('cancelRequested', id);
    emitJobEvent('changed', id);
  }
  const row = await Job.findByPk(id);
  if (!row) throw new NotFoundError(JOB_NOT_FOUND_MESSAGE);
  return serializeJob(row);
}

/** cancelJob for the job's own user only. */
export async function cancelUserJob(userId: number, id: number): Promise<JobRecord> {
  await findUserJob(userId, id);
  return cancelJob(id);
}

export interface WaitOptions {
  /** Called with the job each time its status, attempt or progress is seen to change, the last time included. */
  onProgress?(job: JobRecord): void;
  /** How often to read the job when no change is announced in this process (default 500 ms). */
  pollMs?: number;
}

/**
 * Resolves with the job once it finished (succeeded, failed or cancelled). Changes made by this
 * process's runners are seen at once; those of other instances at the next poll.
 */
export function waitForJob(id: number, options: WaitOptions = {}): Promise<JobRecord> {
  const pollMs = options.pollMs ?? 500;
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let reading = false;
    let readAgain = false;
    let seen = '';
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      jobEvents.off('changed', onChanged);
      settle();
    };
    const read = async () => {
      if (reading) {
        readAgain = true;
        return;
      }
      reading = true;
      clearTimeout(timer);
      try {
        const job = await getJob(id);
        if (!job) return finish(() => reject(new NotFoundError(JOB_NOT_FOUND_MESSAGE)));
        const state = JSON.stringify([job.status, job.attempts, job.progress, job.cancel_requested]);
        if (state !== seen) {
          seen = state;
          options.onProgress?.(job);
        }
        if (FINISHED_JOB_STATUSES.includes(job.status)) return finish(() => resolve(job));
      } catch (error) {
        return finish(() => reject(error));
      } finally {
        reading = false;
      }
      if (readAgain) {
        readAgain = false;
        void read();
      } else {
        timer = setTimeout(() => void read(), pollMs);
      }
    };
    const onChanged = (changedId: number) => {
      if (changedId === id) void read();
    };
    jobEvents.on('changed', onChanged);
    void read();
  });
}
