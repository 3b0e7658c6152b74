import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { UnrecoverableError, WaitingError, Worker, type Job as BullJob } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppContext } from '../../context.ts';
import { closeRedis, connectRedis, type RedisSettings } from '../../coordination/redis.ts';
import {
  ABORT_MESSAGES,
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
} from '../attempt.ts';
import type { JobRunnerOptions, RunningJobs } from '../backend.ts';
import { emitJobEvent, onJobEvent } from '../events.ts';
import { ProgressWriter } from '../progress.ts';
import { LOST_RUNNER_MESSAGE } from '../queue.ts';
import { jobDefinition, type JobDefinition, type JobEntry, type JobRun, type JobSchedule } from '../types.ts';
import type { BullJobData, BullQueues } from './backend.ts';
import type { JobKeys, JobMeta } from './keys.ts';

/** What the runner shares with its backend. */
export interface BullmqRunnerParts {
  settings: RedisSettings;
  keys: JobKeys;
  queues: BullQueues;
  /** The backend's connection, for the meta hashes. */
  redis: Redis;
}

// A dead instance's jobs are taken over once their lock lapsed (at most the lease) and a stalled
// check saw it missing twice: with the 4 s default lease, checked each second, within 4-6 s.
const DEFAULT_LEASE_MS = 4000;
// A cancel is announced on the event bus; this re-read catches one asked for while the bus was down.
const CANCEL_CHECK_MS = 1000;
// Kept as long as finished jobs are by default (JOBS_RETENTION_DAYS); only scheduled runs use it, their BullMQ id is not `j{n}`.
const SCHEDULED_META_TTL_S = 30 * 24 * 3600;

interface ActiveJob {
  id: number;
  controller: AbortController;
  reason: AbortReason | null;
}

/**
 * BullMQ workers, one per job type this runner has a definition for, on a connection of its own.
 * BullMQ hands each job to one worker, renews its lock while it runs, retries it with the
 * definition's backoff, and moves a job whose lock lapsed (its instance died) back to waiting.
 * The handler, its timeout, the cancel and what an outcome means are decided as on the database
 * (attempt.ts). A start that was no attempt (handed back on stop, discarded after a cancel) is
 * counted in the job's meta hash, so `attempts` reads as on the database.
 */
export class BullmqJobRunner implements RunningJobs {
  readonly instanceId: string;
  private readonly definitions = new Map<string, JobEntry>();
  private readonly loaded = new Map<string, JobDefinition>();
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly abortGraceMs: number;
  private readonly schedules: readonly JobSchedule[];
  private readonly active = new Map<number, ActiveJob>();
  /** The numbers of the BullMQ jobs this runner holds, for the events after BullMQ recorded their end. */
  private readonly ids = new Map<string, number>();
  /** The wait before the next attempt, decided when an attempt failed and read by BullMQ's backoff. */
  private readonly retryDelays = new Map<string, number>();
  private workers: Worker<BullJobData>[] = [];
  private connection: Redis | null = null;
  private opening: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  private cancelTimer: NodeJS.Timeout | undefined;
  private state: 'idle' | 'running' | 'stopping' | 'stopped' = 'idle';

  constructor(
    private readonly ctx: AppContext,
    definitions: readonly JobEntry[],
    options: JobRunnerOptions,
    private readonly parts: BullmqRunnerParts,
  ) {
    for (const definition of definitions) this.definitions.set(definition.type, definition);
    this.instanceId = (options.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`).slice(0, 100);
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.abortGraceMs = options.abortGraceMs ?? 5000;
    this.schedules = options.schedules ?? [];
  }

  start(): void {
    if (this.state !== 'idle') throw new Error(`A job runner cannot start once it is ${this.state}`);
    this.state = 'running';
    this.unsubscribe = onJobEvent('cancelRequested', (id) => this.abortJob(id, 'cancelled'));
    this.cancelTimer = setInterval(() => void this.checkCancels(), CANCEL_CHECK_MS).unref();
    this.opening = this.open().catch((error: unknown) => this.ctx.logger.error({ err: error }, 'the BullMQ job runner could not start'));
  }

  async stop(): Promise<void> {
    if (this.state === 'stopping' || this.state === 'stopped') return;
    const started = this.state === 'running';
    this.state = 'stopping';
    this.unsubscribe?.();
    clearInterval(this.cancelTimer);
    if (started) {
      await this.opening;
      // close() waits for the jobs under way, which the aborts end (or their grace period).
      const closing = this.workers.map((worker) => worker.close());
      for (const entry of this.active.values()) this.abort(entry, 'shutdown');
      await Promise.all(closing);
      if (this.connection) await closeRedis(this.connection);
    }
    this.state = 'stopped';
  }

  runOnce(): Promise<boolean> {
    return Promise.reject(new Error('runOnce works the database queue; BullMQ workers take jobs once started'));
  }

  private async open(): Promise<void> {
    const connection = await connectRedis(this.parts.settings, `jobs-runner:${this.instanceId}`, { maxRetriesPerRequest: null });
    this.connection = connection;
    if (this.state !== 'running') return;
    for (const type of this.definitions.keys()) {
      const worker = new Worker<BullJobData>(type, (job, token) => this.process(job, token), {
        connection,
        prefix: this.parts.keys.bullPrefix,
        concurrency: this.concurrency,
        lockDuration: this.leaseMs,
        stalledInterval: Math.max(250, Math.round(this.leaseMs / 4)),
        // Lost attempts are counted against the job's own maxAttempts (process()); BullMQ's limit only stops a job that crashes every worker.
        maxStalledCount: 100,
        name: this.instanceId,
        settings: { backoffStrategy: (_attempts, _type, _error, job) => this.retryDelays.get(job?.id ?? '') ?? 0 },
      });
      worker.on('error', (error) => this.ctx.logger.warn({ err: error, type }, 'BullMQ worker trouble'));
      // The lock lapsed (this instance stalled) and a stalled check handed the job to another worker.
      worker.on('lockRenewalFailed', (bullIds) => {
        for (const bullId of bullIds) {
          const id = this.ids.get(bullId);
          if (id !== undefined) this.abortJob(id, 'lost');
        }
      });
      worker.on('completed', (job) => this.finished(job));
      worker.on('failed', (job) => job && this.finished(job));
      this.workers.push(worker);
    }
    for (const schedule of this.schedules) {
      // One scheduler per type however many instances upsert it: each period's run goes to one worker.
      await this.parts.queues.get(schedule.type).upsertJobScheduler(
        schedule.type,
        { every: schedule.everyMs },
        { name: schedule.type, data: { payload: null, userId: null }, opts: { attempts: 1, backoff: { type: 'definition' } } },
      );
    }
  }

  private finished(job: BullJob<BullJobData>): void {
    this.retryDelays.delete(job.id!);
    const id = this.ids.get(job.id!);
    this.ids.delete(job.id!);
    if (id !== undefined) emitJobEvent('changed', id);
  }

  /** The job's number: from its BullMQ id, or a new one for a scheduled run. */
  private async numberOf(job: BullJob<BullJobData>): Promise<number> {
    const bullId = job.id!;
    if (/^j\d+$/.test(bullId)) return Number(bullId.slice(1));
    const id = await this.parts.redis.incr(this.parts.keys.counter);
    await this.parts.redis
      .multi()
      .hset(this.parts.keys.meta(id), { type: job.name, bull_id: bullId })
      .expire(this.parts.keys.meta(id), SCHEDULED_META_TTL_S)
      .exec();
    return id;
  }

  private async definition(type: string): Promise<JobDefinition> {
    const known = this.loaded.get(type);
    if (known) return known;
    try {
      const definition = await jobDefinition(this.definitions.get(type)!);
      this.loaded.set(type, definition);
      return definition;
    } catch (error) {
      return unloadable(type, error);
    }
  }

  /** A start that is no attempt: it does not count in `attempts`. */
  private async notAnAttempt(id: number): Promise<void> {
    await this.parts.redis.hincrby(this.parts.keys.meta(id), 'handed_back', 1);
  }

  private async process(job: BullJob<BullJobData>, token: string | undefined): Promise<unknown> {
    const id = await this.numberOf(job);
    this.ids.set(job.id!, id);
    const meta = job.data.readMeta ? ((await this.parts.redis.hgetall(this.parts.keys.meta(id))) as JobMeta) : {};
    const attempt = job.attemptsStarted - Number(meta.handed_back ?? 0);
    const maxAttempts = job.opts.attempts ?? 1;
    if (meta.cancel_at) {
      await this.notAnAttempt(id);
      throw new UnrecoverableError(ABORT_MESSAGES.cancelled);
    }
    // Its earlier attempt's instance died; that attempt was its last.
    if (attempt > maxAttempts) {
      await this.notAnAttempt(id);
      throw new UnrecoverableError(LOST_RUNNER_MESSAGE);
    }
    const entry: ActiveJob = { id, controller: new AbortController(), reason: null };
    const progress = new ProgressWriter(async (report) => {
      // BullMQ does not guard progress by the lock: the job's new runner owns it now.
      if (entry.reason === 'lost') return;
      try {
        await job.updateProgress(report);
        emitJobEvent('changed', id);
      } catch (error) {
        // Progress is for people watching; a failed write must not fail the job.
        this.ctx.logger.warn({ err: error, job: id }, 'could not record job progress');
      }
    });
    this.active.set(id, entry);
    emitJobEvent('changed', id);
    let timeout: NodeJS.Timeout | undefined;
    try {
      const definition = await this.definition(job.name);
      const timeoutMs = definition.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      timeout = setTimeout(() => this.abort(entry, 'timeout'), Math.min(timeoutMs, LONGEST_TIMER_MS));
      const run: JobRun<unknown> = {
        id,
        payload: job.data.payload,
        attempt,
        ctx: this.ctx,
        signal: entry.controller.signal,
        progress: (done, total, message) => progress.report(done, total, message),
      };
      const outcome = await settleHandler(entry.controller.signal, this.abortGraceMs, () => definition.handler(run));
      clearTimeout(timeout);
      if (entry.reason === 'lost') {
        this.ctx.logger.warn({ job: id, type: job.name, attempt }, 'a job this runner held was taken over after its lock lapsed');
        this.ids.delete(job.id!);
        // BullMQ refuses to record anything for a job whose lock this worker no longer holds.
        throw new Error(ABORT_MESSAGES.lost);
      }
      const unwritten = await progress.close();
      if (unwritten) await job.updateProgress(unwritten);
      // A handler that finished did the work, whatever asked it to stop meanwhile.
      if (outcome.kind === 'resolved') {
        const unstorable = jsonProblem(outcome.value);
        if (unstorable) throw new UnrecoverableError(unstorableMessage(unstorable));
        return outcome.value ?? null;
      }
      const { reason } = entry;
      if (reason === 'shutdown') {
        await job.updateData({ ...job.data, readMeta: true });
        await this.notAnAttempt(id);
        await job.moveToWait(token);
        emitJobEvent('changed', id);
        throw new WaitingError();
      }
      if (reason === 'cancelled') throw new UnrecoverableError(ABORT_MESSAGES.cancelled);
      const error = outcome.kind === 'rejected' ? outcome.error : undefined;
      const message = reason === 'timeout' ? timeoutMessage(timeoutMs) : errorMessage(error);
      if (refusesRetry(reason, error) || attempt >= maxAttempts) throw new UnrecoverableError(message);
      this.retryDelays.set(job.id!, backoffMs(definition, attempt));
      throw new Error(message);
    } finally {
      clearTimeout(timeout);
      await progress.close();
      this.active.delete(id);
    }
  }

  private abortJob(id: number, reason: AbortReason): void {
    const entry = this.active.get(id);
    if (entry) this.abort(entry, reason);
  }

  private abort(entry: ActiveJob, reason: AbortReason): void {
    if (entry.reason) return;
    entry.reason = reason;
    entry.controller.abort(abortError(reason));
  }

  private async checkCancels(): Promise<void> {
    const ids = [...this.active.keys()];
    if (!ids.length) return;
    try {
      const pipeline = this.parts.redis.pipeline();
      for (const id of ids) pipeline.hget(this.parts.keys.meta(id), 'cancel_at');
      const replies = (await pipeline.exec()) ?? [];
      replies.forEach(([, value], index) => value && this.abortJob(ids[index], 'cancelled'));
    } catch (error) {
      this.ctx.logger.warn({ err: error }, 'could not look for cancelled jobs');
    }
  }
}
