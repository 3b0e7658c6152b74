import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { emitJobEvent, jobEvents } from './events.ts';
import { ProgressWriter } from './progress.ts';
import {
  cancelAttempt,
  claimJob,
  completeJob,
  failAttempt,
  recoverExpiredJobs,
  releaseJob,
  renewLeases,
  saveProgress,
  type ClaimedJob,
  type Lease,
} from './queue.ts';
import { enqueueDueJobs } from './schedules.ts';
import type { JobDefinition, JobProgress, JobRun, JobSchedule } from './types.ts';

export interface JobRunnerOptions {
  /** Names this runner in the rows it holds (`locked_by`); default host, process and a random suffix. */
  instanceId?: string;
  /** Jobs run at the same time (default 1). */
  concurrency?: number;
  /** How often to look for due jobs when nothing woke the runner (default 1 s). */
  pollMs?: number;
  /** How long a claimed job stays this runner's without a heartbeat (default 30 s); heartbeats renew it while it runs. */
  leaseMs?: number;
  /** How long a handler may take to give up once its signal aborted before the runner records the outcome without it (default 5 s). */
  abortGraceMs?: number;
  /** Repeating jobs this runner enqueues when they are due (schedules.ts); the server's runner has the app's, others none. */
  schedules?: readonly JobSchedule[];
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000;
// Schedules run every few minutes at most: a look twice a minute is on time without a query per poll.
const SCHEDULE_CHECK_MS = 30_000;
// setTimeout fires at once for anything longer.
const LONGEST_TIMER_MS = 2 ** 31 - 1;
const MAX_BACKOFF_MS = 15 * 60_000;
const ERROR_MAX_LENGTH = 2000;

/** 5 s, 10 s, 20 s… at most 15 minutes. */
function defaultBackoffMs(attempt: number): number {
  return Math.min(5000 * 2 ** (attempt - 1), MAX_BACKOFF_MS);
}

type AbortReason = 'cancelled' | 'timeout' | 'shutdown' | 'lost';

const ABORT_MESSAGES: Record<AbortReason, string> = {
  cancelled: 'The job was cancelled.',
  timeout: 'The job took too long.',
  shutdown: 'The job runner is stopping.',
  lost: 'Another runner took this job over.',
};

type Outcome = { kind: 'resolved'; value: unknown } | { kind: 'rejected'; error: unknown } | { kind: 'abandoned' };

interface ActiveJob {
  job: ClaimedJob;
  lease: Lease;
  controller: AbortController;
  reason: AbortReason | null;
  progress: ProgressWriter;
}

function seconds(ms: number): string {
  const value = ms / 1000;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} s`;
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message || 'The job failed.').slice(0, ERROR_MAX_LENGTH);
}

/** Why `value` cannot be stored as JSON (a cycle, a BigInt), or null when it can. */
function jsonProblem(value: unknown): string | null {
  try {
    JSON.stringify(value);
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}

/**
 * Claims due jobs of the types it has definitions for and runs them, any number of runners on
 * any number of instances side by side (queue.ts says how a job goes to exactly one of them).
 * It looks for work every `pollMs`, and at once when this process enqueues a job or one of its
 * jobs ends; each poll also hands back jobs whose runner died (their lease lapsed), and at most
 * every SCHEDULE_CHECK_MS enqueues the schedules that are due.
 */
export class JobRunner {
  readonly instanceId: string;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly abortGraceMs: number;
  private readonly schedules: readonly JobSchedule[];
  private nextScheduleCheck = 0;
  private readonly active = new Map<number, ActiveJob>();
  private readonly executions = new Set<Promise<void>>();
  private state: 'idle' | 'running' | 'stopping' | 'stopped' = 'idle';
  private pollTimer: NodeJS.Timeout | undefined;
  private tick: Promise<void> | null = null;
  private tickAgain = false;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private heartbeatRun: Promise<void> | null = null;

  constructor(
    private readonly ctx: AppContext,
    definitions: readonly JobDefinition[],
    options: JobRunnerOptions = {},
  ) {
    for (const definition of definitions) this.definitions.set(definition.type, definition);
    this.instanceId = (options.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`).slice(0, 100);
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.abortGraceMs = options.abortGraceMs ?? 5000;
    this.schedules = options.schedules ?? [];
  }

  start(): void {
    if (this.state !== 'idle') throw new Error(`A job runner cannot start once it is ${this.state}`);
    this.state = 'running';
    jobEvents.on('enqueued', this.wake);
    jobEvents.on('cancelRequested', this.onCancelRequested);
    this.wake();
  }

  /**
   * Claims nothing more, aborts the jobs it runs and hands each back to the queue (the attempt
   * does not count) unless its handler finishes within the grace period; resolves when no timer
   * or query of this runner is left.
   */
  async stop(): Promise<void> {
    if (this.state === 'stopping' || this.state === 'stopped') return;
    this.state = 'stopping';
    clearTimeout(this.pollTimer);
    jobEvents.off('enqueued', this.wake);
    jobEvents.off('cancelRequested', this.onCancelRequested);
    await this.tick;
    for (const entry of this.active.values()) this.abort(entry, 'shutdown');
    await Promise.all(this.executions);
    await this.heartbeatRun;
    clearInterval(this.heartbeatTimer);
    this.state = 'stopped';
  }

  /** Recovers expired leases and enqueues due schedules, then claims and runs at most one job to its end; true when it ran one. */
  async runOnce(): Promise<boolean> {
    if (this.state === 'stopping' || this.state === 'stopped') return false;
    await this.recover();
    await this.enqueueScheduled(true);
    const job = await claimJob(this.instanceId, [...this.definitions.keys()], this.ctx.now(), this.leaseMs);
    if (!job) return false;
    await this.track(job);
    return true;
  }

  private readonly wake = (): void => {
    if (this.state !== 'running') return;
    if (this.tick) {
      this.tickAgain = true;
      return;
    }
    clearTimeout(this.pollTimer);
    this.tick = this.fill()
      .catch((error: unknown) => this.ctx.logger.warn({ err: error }, 'job runner poll failed'))
      .finally(() => {
        this.tick = null;
        if (this.state !== 'running') return;
        if (this.tickAgain) {
          this.tickAgain = false;
          this.wake();
        } else {
          this.pollTimer = setTimeout(this.wake, this.pollMs).unref();
        }
      });
  };

  private async fill(): Promise<void> {
    await this.recover();
    await this.enqueueScheduled(false);
    while (this.state === 'running' && this.active.size < this.concurrency) {
      const job = await claimJob(this.instanceId, [...this.definitions.keys()], this.ctx.now(), this.leaseMs);
      if (!job) return;
      void this.track(job).finally(this.wake);
    }
  }

  private async recover(): Promise<void> {
    const recovered = await recoverExpiredJobs(this.ctx.now());
    if (recovered.length) this.ctx.logger.warn({ jobs: recovered }, 'took back jobs whose runner stopped responding');
  }

  private async enqueueScheduled(now: boolean): Promise<void> {
    const time = this.ctx.now();
    if (!this.schedules.length || (!now && time.getTime() < this.nextScheduleCheck)) return;
    this.nextScheduleCheck = time.getTime() + SCHEDULE_CHECK_MS;
    try {
      await enqueueDueJobs(this.schedules, time);
    } catch (error) {
      // The jobs already queued still run; the schedules are looked at again next time.
      this.ctx.logger.warn({ err: error }, 'could not enqueue scheduled jobs');
    }
  }

  private track(job: ClaimedJob): Promise<void> {
    const execution = this.execute(job).catch((error: unknown) => this.ctx.logger.error({ err: error, job: job.id }, 'could not record the end of a job'));
    this.executions.add(execution);
    void execution.finally(() => this.executions.delete(execution));
    return execution;
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.type)!;
    const lease: Lease = { instanceId: this.instanceId, id: job.id, attempt: job.attempt };
    const entry: ActiveJob = {
      job,
      lease,
      controller: new AbortController(),
      reason: null,
      progress: new ProgressWriter((progress) => this.writeProgress(lease, progress)),
    };
    this.active.set(job.id, entry);
    this.startHeartbeat();
    const timeoutMs = definition.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timeout = setTimeout(() => this.abort(entry, 'timeout'), Math.min(timeoutMs, LONGEST_TIMER_MS));
    try {
      const outcome = await this.settle(entry, definition);
      clearTimeout(timeout);
      await this.record(entry, definition, outcome, await entry.progress.close(), timeoutMs);
    } finally {
      clearTimeout(timeout);
      await entry.progress.close();
      this.active.delete(job.id);
      if (!this.active.size) clearInterval(this.heartbeatTimer);
      emitJobEvent('changed', job.id);
    }
  }

  /** The handler's outcome, or `abandoned` when it did not give up within the grace period after an abort. */
  private async settle(entry: ActiveJob, definition: JobDefinition): Promise<Outcome> {
    const { signal } = entry.controller;
    const run: JobRun<unknown> = {
      id: entry.job.id,
      payload: entry.job.payload,
      attempt: entry.job.attempt,
      ctx: this.ctx,
      signal,
      progress: (done, total, message) => entry.progress.report(done, total, message),
    };
    let grace: NodeJS.Timeout | undefined;
    let onAbort!: () => void;
    const abandoned = new Promise<Outcome>((resolve) => {
      onAbort = () => {
        grace = setTimeout(() => resolve({ kind: 'abandoned' }), this.abortGraceMs);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
    const handled = Promise.resolve()
      .then(() => definition.handler(run))
      .then(
        (value): Outcome => ({ kind: 'resolved', value }),
        (error: unknown): Outcome => ({ kind: 'rejected', error }),
      );
    try {
      return await Promise.race([handled, abandoned]);
    } finally {
      signal.removeEventListener('abort', onAbort);
      clearTimeout(grace);
    }
  }

  private async record(entry: ActiveJob, definition: JobDefinition, outcome: Outcome, progress: JobProgress | undefined, timeoutMs: number): Promise<void> {
    const { job, lease, reason } = entry;
    const now = this.ctx.now();
    const log = { job: job.id, type: job.type, attempt: job.attempt };
    if (reason === 'lost') {
      this.ctx.logger.warn(log, 'a job this runner held was taken over after its lease lapsed');
      return;
    }
    // A handler that finished did the work, whatever asked it to stop meanwhile.
    if (outcome.kind === 'resolved') {
      const unstorable = jsonProblem(outcome.value);
      if (!unstorable) return completeJob(lease, outcome.value, now, progress);
      this.ctx.logger.error(log, 'a job handler returned a result that is not JSON');
      return failAttempt(lease, `The job's result could not be stored: ${unstorable}`, null, now, progress);
    }
    if (reason === 'shutdown') return releaseJob(lease, now, progress);
    if (reason === 'cancelled') return cancelAttempt(lease, now, progress);
    const error = outcome.kind === 'rejected' ? outcome.error : undefined;
    const message = reason === 'timeout' ? `Timed out after ${seconds(timeoutMs)}.` : errorMessage(error);
    // A domain error says the input or the state refuses the work: another attempt would be refused too.
    const refused = reason === null && error instanceof DomainError;
    const last = refused || job.attempt >= job.maxAttempts;
    const retryAt = last ? null : new Date(now.getTime() + Math.max(0, (definition.backoffMs ?? defaultBackoffMs)(job.attempt) || 0));
    this.ctx.logger.warn({ ...log, err: error, retryAt }, last ? 'job failed' : 'job attempt failed, will retry');
    return failAttempt(lease, message, retryAt, now, progress);
  }

  private abort(entry: ActiveJob, reason: AbortReason): void {
    if (entry.reason) return;
    entry.reason = reason;
    const error = new Error(ABORT_MESSAGES[reason]);
    error.name = reason === 'timeout' ? 'TimeoutError' : 'AbortError';
    entry.controller.abort(error);
  }

  private async writeProgress(lease: Lease, progress: JobProgress): Promise<void> {
    try {
      if (await saveProgress(lease, progress)) emitJobEvent('changed', lease.id);
    } catch (error) {
      // Progress is for people watching; a failed write must not fail the job.
      this.ctx.logger.warn({ err: error, job: lease.id }, 'could not record job progress');
    }
  }

  private readonly onCancelRequested = (id: number): void => {
    const entry = this.active.get(id);
    if (entry) this.abort(entry, 'cancelled');
  };

  /** While jobs run: renew their leases, and stop those cancelled elsewhere or taken over. */
  private startHeartbeat(): void {
    if (this.active.size > 1) return;
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), Math.min(this.pollMs, this.leaseMs / 3)).unref();
  }

  private heartbeat(): Promise<void> {
    if (this.heartbeatRun || !this.active.size) return this.heartbeatRun ?? Promise.resolve();
    const entries = [...this.active.values()];
    this.heartbeatRun = renewLeases(
      this.instanceId,
      entries.map((entry) => entry.lease),
      new Date(this.ctx.now().getTime() + this.leaseMs),
    )
      .then((states) => {
        for (const entry of entries) {
          const state = states.get(entry.lease.id);
          if (state === 'lost') this.abort(entry, 'lost');
          else if (state === 'cancel') this.abort(entry, 'cancelled');
        }
      })
      .catch((error: unknown) => this.ctx.logger.warn({ err: error }, 'could not renew job leases'))
      .finally(() => (this.heartbeatRun = null));
    return this.heartbeatRun;
  }
}
