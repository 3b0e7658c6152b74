import type { AppContext } from '../context.ts';
import { replaceable } from '../coordination/replaceable.ts';
import { databaseJobBackend } from './database/backend.ts';
import type { JobEntry, JobRecord, JobSchedule } from './types.ts';

/**
 * Where jobs are kept and how they are run: the database (the embedded default, database/) or
 * BullMQ on Redis when REDIS_URL is set (bullmq/). The service functions (service.ts) and
 * JobRunner (runner.ts) go through the installed backend, so the rest of the app does not know
 * which one it has. Both keep the same JobRecord, numeric ids included.
 */
export interface JobBackend {
  readonly name: 'database' | 'bullmq';
  /** How often waitForJob re-reads a job when no change is announced: often where other instances' changes are not announced, rarely where they are. */
  readonly followPollMs: number;
  /** Inside a database transaction the job is only visible to runners once it commits, and never when it rolls back. */
  enqueue(type: string, payloads: unknown[], options: ResolvedEnqueueOptions): Promise<JobRecord[]>;
  /**
   * Merges `payload` into the job of `type` with the same key that waits to run, or enqueues it
   * when none does. A runner taking that job at the same moment gets the payload either merged
   * (the join came first) or not at all (then it is enqueued as a job of its own): none is lost.
   * Inside a database transaction it happens once the transaction commits, as an enqueue would.
   */
  enqueueOrJoin(type: string, payload: unknown, rule: JoinRule, options: ResolvedEnqueueOptions): Promise<void>;
  /**
   * Enqueues the job unless one of its type waits to run at or before `options.runAt`; callers
   * asking at the same moment, on any instances, enqueue one.
   */
  enqueueUnlessWaiting(type: string, payload: unknown, options: ResolvedEnqueueOptions): Promise<void>;
  get(id: number): Promise<JobRecord | null>;
  /** Cancels a queued job, or asks a running one to stop; false when it is finished or missing. */
  requestCancel(id: number): Promise<boolean>;
  deleteFinished(before: Date): Promise<number>;
  createRunner(ctx: AppContext, definitions: readonly JobEntry[], options: JobRunnerOptions): RunningJobs;
  close(): Promise<void>;
}

export interface ResolvedEnqueueOptions {
  userId: number | null;
  maxAttempts: number;
  runAt: Date;
}

/** Which waiting job a payload joins (enqueueOrJoinJob in service.ts), and how. */
export interface JoinRule<P = unknown> {
  /** Payloads with the same key go to the same waiting job. */
  key(payload: P): string;
  /** The waiting job's payload once `joining` joined it. */
  merge(waiting: P, joining: P): P;
}

/** What a runner does, whichever backend it works. */
export interface RunningJobs {
  readonly instanceId: string;
  start(): void;
  /**
   * Claims nothing more, aborts the jobs it runs and hands each back (the attempt does not count)
   * unless its handler finishes within the grace period; resolves when it holds nothing more.
   */
  stop(): Promise<void>;
  /** Claims and runs at most one due job to its end (and does what is due besides); true when it ran one. */
  runOnce(): Promise<boolean>;
}

export interface JobRunnerOptions {
  /** Names this runner where it holds jobs; default host, process and a random suffix. */
  instanceId?: string;
  /** Jobs run at the same time (default 1); on BullMQ, per job type. */
  concurrency?: number;
  /** How often the database runner looks for due jobs when nothing woke it (default 1 s). */
  pollMs?: number;
  /** How long a claimed job stays this runner's without a heartbeat (default 30 s on the database, 4 s on BullMQ, where a lock costs less to renew). */
  leaseMs?: number;
  /** How long a handler may take to give up once its signal aborted before the runner records the outcome without it (default 5 s). */
  abortGraceMs?: number;
  /** Repeating jobs (schedules.ts, or BullMQ job schedulers); the server's runner has the app's, others none. */
  schedules?: readonly JobSchedule[];
}

/**
 * `jobBackend()` is the backend this process uses: the database one until coordination installs
 * BullMQ (server/coordination/index.ts) with `useJobBackend(backend)`, which returns the one it replaced.
 */
export const { current: jobBackend, install: useJobBackend } = replaceable<JobBackend>(databaseJobBackend);
