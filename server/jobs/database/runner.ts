import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../../context.ts';
import {
  abortError,
  backoffMs,
  DEFAULT_TIMEOUT_MS,
  errorMessage,
  jsonProblem,
  LONGEST_TIMER_MS,
  refusesRetry,
  settleHandler,
  timeoutMessage,
  unloadable,
  unstorableMessage,
  type AbortReason,
  type Outcome,
} from '../attempt.ts';
import { emitJobEvent, onJobEvent } from '../events.ts';
import { ProgressWriter } from '../progress.ts';
import type { JobRunnerOptions, RunningJobs } from '../backend.ts';
import {
  cancelAttempt,
  claimJobs,
  completeJob,
  failAttempt,
  recoverExpiredJobs,
  releaseJob,
  renewLeases,
  saveProgress,
  type ClaimedJob,
  type Lease,
} from '../queue.ts';
import { enqueueDueJobs } from '../schedules.ts';
import { jobDefinition, type JobDefinition, type JobEntry, type JobProgress, type JobRun, type JobSchedule } from '../types.ts';

// Schedules run every few minutes at most: a look twice a minute is on time without a query per poll.
const SCHEDULE_CHECK_MS = 30_000;

interface ActiveJob {
  job: ClaimedJob;
  lease: Lease;
  controller: AbortController;
  reason: AbortReason | null;
  progress: ProgressWriter;
}

/**
 * Claims due jobs of the types it has definitions for and runs them, any number of runners on
 * any number of instances side by side (queue.ts says how a job goes to exactly one of them).
 * It looks for work every `pollMs`, and at once when this process enqueues a job or one of its
 * jobs ends; each poll also hands back jobs whose runner died (their lease lapsed), and at most
 * every SCHEDULE_CHECK_MS enqueues the schedules that are due.
 */
export class DatabaseJobRunner implements RunningJobs {
  readonly instanceId: string;
  private readonly definitions = new Map<string, JobEntry>();
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly abortGraceMs: number;
  private readonly schedules: readonly JobSchedule[];
  private nextScheduleCheck = 0;
  // A lease lapses after tens of seconds: a look once per poll is soon enough, not once per job.
  private nextRecovery = 0;
  private readonly active = new Map<number, ActiveJob>();
  private readonly executions = new Set<Promise<void>>();
  private state: 'idle' | 'running' | 'stopping' | 'stopped' = 'idle';
  private unsubscribe: (() => void)[] = [];
  private pollTimer: NodeJS.Timeout | undefined;
  private tick: Promise<void> | null = null;
  private tickAgain = false;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private heartbeatRun: Promise<void> | null = null;

  constructor(
    private readonly ctx: AppContext,
    definitions: readonly JobEntry[],
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
    this.unsubscribe = [onJobEvent('enqueued', this.wake), onJobEvent('cancelRequested', this.onCancelRequested)];
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
    for (const stop of this.unsubscribe.splice(0)) stop();
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
    const [job] = await claimJobs(this.instanceId, [...this.definitions.keys()], this.ctx.now(), this.leaseMs, 1);
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

  /** Claims as many jobs as there are free slots, all in one claim, until the slots are full or nothing is due. */
  private async fill(): Promise<void> {
    if (this.ctx.now().getTime() >= this.nextRecovery) await this.recover();
    await this.enqueueScheduled(false);
    while (this.state === 'running' && this.active.size < this.concurrency) {
      const free = this.concurrency - this.active.size;
      const jobs = await claimJobs(this.instanceId, [...this.definitions.keys()], this.ctx.now(), this.leaseMs, free);
      for (const job of jobs) void this.track(job).finally(this.wake);
      if (jobs.length < free) return;
    }
  }

  private async recover(): Promise<void> {
    this.nextRecovery = this.ctx.now().getTime() + this.pollMs;
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
    const lease: Lease = { instanceId: this.instanceId, id: job.id, attempt: job.attempt };
    const entry: ActiveJob = {
      job,
      lease,
      controller: new AbortController(),
      reason: null,
      progress: new ProgressWriter((progress) => this.writeProgress(lease, progress)),
    };
    // Counted as running before the definition loads, so a runner never claims more than its concurrency.
    this.active.set(job.id, entry);
    this.startHeartbeat();
    let timeout: NodeJS.Timeout | undefined;
    try {
      const definition = await jobDefinition(this.definitions.get(job.type)!).catch((error: unknown) => unloadable(job.type, error));
      const timeoutMs = definition.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      timeout = setTimeout(() => this.abort(entry, 'timeout'), Math.min(timeoutMs, LONGEST_TIMER_MS));
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
  private settle(entry: ActiveJob, definition: JobDefinition): Promise<Outcome> {
    const { signal } = entry.controller;
    const run: JobRun<unknown> = {
      id: entry.job.id,
      payload: entry.job.payload,
      attempt: entry.job.attempt,
      ctx: this.ctx,
      signal,
      progress: (done, total, message) => entry.progress.report(done, total, message),
    };
    return settleHandler(signal, this.abortGraceMs, () => definition.handler(run));
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
      return failAttempt(lease, unstorableMessage(unstorable), null, now, progress);
    }
    if (reason === 'shutdown') return releaseJob(lease, now, progress);
    if (reason === 'cancelled') return cancelAttempt(lease, now, progress);
    const error = outcome.kind === 'rejected' ? outcome.error : undefined;
    const message = reason === 'timeout' ? timeoutMessage(timeoutMs) : errorMessage(error);
    const last = refusesRetry(reason, error) || job.attempt >= job.maxAttempts;
    const retryAt = last ? null : new Date(now.getTime() + backoffMs(definition, job.attempt));
    this.ctx.logger.warn({ ...log, err: error, retryAt }, last ? 'job failed' : 'job attempt failed, will retry');
    return failAttempt(lease, message, retryAt, now, progress);
  }

  private abort(entry: ActiveJob, reason: AbortReason): void {
    if (entry.reason) return;
    entry.reason = reason;
    entry.controller.abort(abortError(reason));
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
