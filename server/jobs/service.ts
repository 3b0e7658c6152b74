import { jobDefinitions } from '../modules/jobs.ts';
import { NotFoundError } from '../errors.ts';
import { jobBackend, type JoinRule, type ResolvedEnqueueOptions } from './backend.ts';
import { onJobEvent } from './events.ts';
import { FINISHED_JOB_STATUSES, jobDefinition, type JobRecord } from './types.ts';

// Enqueueing, reading, cancelling and following jobs, shared by the HTTP API, the CLI and every
// service that starts long work, on whichever backend is installed (backend.ts). Running them is
// the runner's (runner.ts).

export type { JoinRule } from './backend.ts';

export const JOB_NOT_FOUND_MESSAGE = 'Job not found';
export const DEFAULT_MAX_ATTEMPTS = 3;

export interface EnqueueOptions {
  /** Who may follow and cancel the job over HTTP; none for the system's own work. */
  userId?: number | null;
  /** Overrides the definition's maxAttempts (default 3). */
  maxAttempts?: number;
  /** Not before this time (default now). */
  runAt?: Date;
}

/** The attempts the type's definition asks for (its module is imported now if it was not yet). */
async function catalogueMaxAttempts(type: string): Promise<number | undefined> {
  const entry = jobDefinitions.find((candidate) => candidate.type === type);
  return entry && (await jobDefinition(entry)).maxAttempts;
}

async function resolveOptions(type: string, options: EnqueueOptions): Promise<ResolvedEnqueueOptions> {
  const maxAttempts = options.maxAttempts ?? (await catalogueMaxAttempts(type)) ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError(`maxAttempts must be a positive integer, got ${maxAttempts}`);
  return { maxAttempts, userId: options.userId ?? null, runAt: options.runAt ?? new Date() };
}

/**
 * Stores jobs of one type, one per payload, in one statement (one batch on BullMQ), for any
 * runner to claim. Inside the caller's transaction they exist for runners only once it commits,
 * and never when it rolls back; the records, ids included, are returned at once either way.
 */
export async function enqueueJobs(type: string, payloads: unknown[], options: EnqueueOptions = {}): Promise<JobRecord[]> {
  const resolved = await resolveOptions(type, options);
  if (!payloads.length) return [];
  return jobBackend().enqueue(type, payloads, resolved);
}

/**
 * Merges the payload into the job of the type that waits to run with the same key (`rule`), or
 * enqueues a job of it when there is none: a burst of changes makes one run. A runner taking the
 * waiting job meanwhile never makes a payload go missing; it then gets a job of its own.
 */
export async function enqueueOrJoinJob<P>(type: string, payload: P, rule: JoinRule<P>, options: EnqueueOptions = {}): Promise<void> {
  await jobBackend().enqueueOrJoin(type, payload, rule as JoinRule, await resolveOptions(type, options));
}

/** Enqueues the job unless one of its type already waits to run at or before `options.runAt` (default now); once however many ask at once. */
export async function enqueueJobUnlessWaiting(type: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
  await jobBackend().enqueueUnlessWaiting(type, payload, await resolveOptions(type, options));
}

/** enqueueJobs for one job. */
export async function enqueueJob(type: string, payload: unknown, options: EnqueueOptions = {}): Promise<JobRecord> {
  const [record] = await enqueueJobs(type, [payload], options);
  return record;
}

/** Removes the jobs that finished (succeeded, failed or cancelled) before `before`; returns how many. */
export function deleteFinishedJobs(before: Date): Promise<number> {
  return jobBackend().deleteFinished(before);
}

export function getJob(id: number): Promise<JobRecord | null> {
  return jobBackend().get(id);
}

async function findUserJob(userId: number, id: number): Promise<JobRecord> {
  const job = await getJob(id);
  // Someone else's job is answered like a missing one: its existence is none of the caller's business.
  if (!job || job.user_id === null || job.user_id !== userId) throw new NotFoundError(JOB_NOT_FOUND_MESSAGE);
  return job;
}

/** The job, when it is this user's. */
export function getUserJob(userId: number, id: number): Promise<JobRecord> {
  return findUserJob(userId, id);
}

/**
 * A queued job ends cancelled at once; a running one is asked to stop (its signal aborts) and
 * ends cancelled when its handler gives up. A finished job is returned as it is, so a cancel that
 * crossed the job's end is not an error.
 */
export async function cancelJob(id: number): Promise<JobRecord> {
  await jobBackend().requestCancel(id);
  const job = await getJob(id);
  if (!job) throw new NotFoundError(JOB_NOT_FOUND_MESSAGE);
  return job;
}

/** cancelJob for the job's own user only. */
export async function cancelUserJob(userId: number, id: number): Promise<JobRecord> {
  await findUserJob(userId, id);
  return cancelJob(id);
}

export interface WaitOptions {
  /** Called with the job each time its status, attempt or progress is seen to change, the last time included. */
  onProgress?(job: JobRecord): void;
  /** How often to read the job when no change is announced (default: the backend's, 500 ms on the database, a slow safety re-read on BullMQ). */
  pollMs?: number;
}

/**
 * Resolves with the job once it finished (succeeded, failed or cancelled). It re-reads the job
 * whenever a change is announced on the event bus (at once for this process's runners, and for
 * every instance's when the bus is Redis), and every `pollMs` besides.
 */
export function waitForJob(id: number, options: WaitOptions = {}): Promise<JobRecord> {
  const pollMs = options.pollMs ?? jobBackend().followPollMs;
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let reading = false;
    let readAgain = false;
    let seen = '';
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      stopListening();
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
    const stopListening = onJobEvent('changed', (changedId) => {
      if (changedId === id) void read();
    });
    void read();
  });
}
