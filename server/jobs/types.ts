import type { AppContext } from '../context.ts';
import { lazyImport } from '../lazy-import.ts';

export interface JobProgress {
  done: number;
  total: number;
  message: string;
}

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** The statuses a job never leaves. */
export const FINISHED_JOB_STATUSES: readonly JobStatus[] = ['succeeded', 'failed', 'cancelled'];

/** A job as the API and the CLI show it (GET /api/v1/jobs/{id} answers `{job}`). */
export interface JobRecord {
  id: number;
  type: string;
  status: JobStatus;
  progress: JobProgress | null;
  /** What the handler returned, once it succeeded. */
  result: unknown;
  /** The last failed attempt's message: set while a retry waits, and on a failed job. */
  error: string | null;
  attempts: number;
  max_attempts: number;
  /** A running job asked to stop; it ends `cancelled` once its handler gave up. */
  cancel_requested: boolean;
  user_id: number | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** What a handler is given for one attempt. */
export interface JobRun<P> {
  id: number;
  payload: P;
  /** 1 for the first attempt. */
  attempt: number;
  ctx: AppContext;
  /** Aborted when the job is cancelled, times out, loses its lease or the runner stops: stop soon and throw. */
  signal: AbortSignal;
  /** Records how far the job got; writes are throttled, the last one always lands. */
  progress(done: number, total: number, message: string): Promise<void>;
}

export interface JobDefinition<P = unknown> {
  type: string;
  /** Resolves with the job's result (stored as JSON). A DomainError fails the job without a retry: another attempt would be refused the same way. */
  handler(run: JobRun<P>): Promise<unknown>;
  /** Attempts before the job fails (default 3); enqueueJob may ask for another number. */
  maxAttempts?: number;
  /** How long one attempt may run before its signal aborts and the attempt counts as failed (default 10 minutes). */
  timeoutMs?: number;
  /** The wait before attempt `attempt + 1` after attempt `attempt` failed (default 5 s doubling, at most 15 minutes). */
  backoffMs?(attempt: number): number;
}

/** Types a definition's payload where it is written, so the handler need not cast. */
export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

/**
 * A job type whose definition is imported when it is first needed: when a runner has claimed a job
 * of the type, or one is enqueued. The server's catalogue (server/modules/jobs.ts) lists its jobs
 * so, and a runner claims them by type without having loaded what runs them.
 */
export interface DeferredJob {
  type: string;
  load(): Promise<JobDefinition>;
}

/** What a runner is given for each job type it claims. */
export type JobEntry = JobDefinition | DeferredJob;

export function deferJob(type: string, load: () => Promise<JobDefinition>): DeferredJob {
  return { type, load: lazyImport(load) };
}

/** The entry's definition, imported first when it is deferred. */
export async function jobDefinition(entry: JobEntry): Promise<JobDefinition> {
  if (!('load' in entry)) return entry;
  const definition = await entry.load();
  if (definition.type !== entry.type) throw new Error(`The job type ${entry.type} loaded the definition of ${definition.type}`);
  return definition;
}

/** A job enqueued again and again, once per period across all instances (server/jobs/schedules.ts). */
export interface JobSchedule {
  /** The job's type, and the schedule's name. */
  type: string;
  /** How long after one run is enqueued the next one is due. */
  everyMs: number;
}
