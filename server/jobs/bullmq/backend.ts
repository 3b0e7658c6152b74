import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Job as BullJob, Queue, type JobState } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppContext } from '../../context.ts';
import { closeRedis, connectRedis, type RedisSettings } from '../../coordination/redis.ts';
import { currentTransaction } from '../../db/transactions.ts';
import { afterCommit } from '../after-commit.ts';
import type { JobBackend, JoinRule, ResolvedEnqueueOptions } from '../backend.ts';
import { emitJobEvent } from '../events.ts';
import { Job } from '../models.ts';
import type { JobProgress, JobRecord, JobStatus } from '../types.ts';
import { bullJobId, jobKeys, queueName, WAITING_STATES, type JobKeys, type JobMeta } from './keys.ts';
import { BullmqJobRunner } from './runner.ts';

/** What a BullMQ job carries besides its options (attempts, backoff). */
export interface BullJobData {
  payload: unknown;
  userId: number | null;
  /**
   * Set once the job's meta hash holds what its next start must read: a cancel asked for while it
   * waited, or starts handed back. A start reads the hash only then, not one more round trip per job.
   */
  readMeta?: true;
}

/**
 * Puts ARGV[2] as the data of the BullMQ job KEYS[1] when its data is still ARGV[1] (else 0: another
 * join came first), as long as no worker ever took it and no cancel waits for it (else -1). BullMQ
 * moves a job to active in one script that marks it (processedOn, ats) and reads the data the worker
 * gets, so a join lands either wholly before a start or not at all.
 */
const JOIN_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 or redis.call('HEXISTS', KEYS[1], 'processedOn') == 1 then return -1 end
if tonumber(redis.call('HGET', KEYS[1], 'ats') or '0') > 0 or redis.call('HEXISTS', KEYS[2], 'cancel_at') == 1 then return -1 end
if redis.call('HGET', KEYS[1], 'data') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'data', ARGV[2])
return 1`;

/** Puts ARGV[2] as the data of the BullMQ job KEYS[1] when its data is still ARGV[1] (1), else 0 (it changed meanwhile), or -1 when the job is gone. */
const REPLACE_DATA_SCRIPT = `
local data = redis.call('HGET', KEYS[1], 'data')
if not data then return -1 end
if data ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'data', ARGV[2])
return 1`;

const UNLOCK_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/** Longer than the look and the enqueue under the lock take; a holder that died frees it after that. */
const ENQUEUE_LOCK_MS = 5000;
/** How long after its due time a waiting job still takes joins; later changes get a job of their own. */
const JOINABLE_MS = 24 * 3600_000;

const iso = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : null);

function isProgress(value: unknown): value is JobProgress {
  return typeof value === 'object' && value !== null && 'done' in value;
}

function status(state: JobState | 'unknown', cancelled: boolean): JobStatus | null {
  if (state === 'completed') return 'succeeded';
  if (state === 'failed') return cancelled ? 'cancelled' : 'failed';
  if (state === 'active') return 'running';
  if (WAITING_STATES.includes(state)) return cancelled ? 'cancelled' : 'queued';
  return null;
}

/** The JobRecord of a BullMQ job, as the database backend would show it. */
export function bullJobRecord(id: number, meta: JobMeta, job: BullJob<BullJobData>, state: JobState | 'unknown'): JobRecord | null {
  const cancelAt = meta.cancel_at ? Number(meta.cancel_at) : null;
  const shown = status(state, cancelAt !== null);
  if (!shown) return null;
  const finished = shown === 'succeeded' || shown === 'failed';
  const retrying = shown === 'queued' && job.attemptsMade > 0;
  return {
    id,
    type: job.name,
    status: shown,
    progress: isProgress(job.progress) ? job.progress : null,
    result: shown === 'succeeded' ? (job.returnvalue ?? null) : null,
    error: shown === 'failed' || retrying ? job.failedReason || null : null,
    attempts: Math.max(0, job.attemptsStarted - Number(meta.handed_back ?? 0)),
    max_attempts: job.opts.attempts ?? 1,
    cancel_requested: cancelAt !== null,
    user_id: job.data.userId ?? null,
    created_at: new Date(job.timestamp).toISOString(),
    started_at: job.attemptsStarted > 0 ? iso(job.processedOn) : null,
    finished_at: finished ? iso(job.finishedOn) : shown === 'cancelled' ? iso(job.finishedOn ?? cancelAt ?? undefined) : null,
  };
}

/** The BullMQ queues of one process, one per job type, on one connection. */
export class BullQueues {
  private readonly queues = new Map<string, Queue<BullJobData>>();

  constructor(
    readonly keys: JobKeys,
    private readonly connection: Redis,
  ) {}

  get(type: string): Queue<BullJobData> {
    let queue = this.queues.get(type);
    if (!queue) {
      queue = new Queue<BullJobData>(queueName(type), { connection: this.connection, prefix: this.keys.bullPrefix });
      this.queues.set(type, queue);
    }
    return queue;
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    this.queues.clear();
  }
}

/**
 * Runs `write` once the caller's transaction (the outermost one) commits, never on a rollback;
 * at once outside one, failing the caller when it fails. Committed work is not undone by a write
 * Redis refused after the commit: that failure goes to `onLateError`, for the operator to see.
 */
function afterCommitted(write: () => Promise<void>, onLateError: (error: unknown) => void): Promise<void> {
  if (!currentTransaction(Job.sequelize!)) return write();
  afterCommit(Job.sequelize!, () => write().catch(onLateError));
  return Promise.resolve();
}

/**
 * Jobs on BullMQ (REDIS_URL): one queue per job type, worked by BullMQ workers on every instance
 * (runner.ts). Changes on any instance are announced on the Redis event bus, so followers re-read
 * a job when it changes and only every 10 s besides.
 */
export async function startBullmqJobBackend(settings: RedisSettings, logger: AppContext['logger']): Promise<JobBackend> {
  const keys = jobKeys(settings);
  // BullMQ asks for no per-command retry limit on the connections it blocks on or shares.
  const redis = await connectRedis(settings, 'jobs', { maxRetriesPerRequest: null });
  const queues = new BullQueues(keys, redis);

  /** The state is read before the job, so a job seen finished is read with its result or error. */
  async function find(id: number): Promise<{ meta: JobMeta; job: BullJob<BullJobData>; state: JobState | 'unknown' } | null> {
    const meta = (await redis.hgetall(keys.meta(id))) as JobMeta;
    if (!meta.type) return null;
    const queue = queues.get(meta.type);
    const bullId = meta.bull_id ?? bullJobId(id);
    const state = await queue.getJobState(bullId);
    const job = (await BullJob.fromId<BullJobData>(queue, bullId)) as BullJob<BullJobData> | undefined;
    return job ? { meta, job, state } : null;
  }

  async function add(type: string, ids: number[], payloads: unknown[], options: ResolvedEnqueueOptions, createdAt: number): Promise<void> {
    const transaction = redis.multi();
    for (const id of ids) transaction.hset(keys.meta(id), { type });
    transaction.sadd(keys.types, type);
    await transaction.exec();
    const delay = Math.max(0, options.runAt.getTime() - Date.now());
    await queues.get(type).addBulk(
      ids.map((id, index) => ({
        name: type,
        data: { payload: payloads[index] ?? null, userId: options.userId },
        opts: { jobId: bullJobId(id), attempts: options.maxAttempts, backoff: { type: 'definition' }, delay, timestamp: createdAt },
      })),
    );
  }

  async function newIds(count: number): Promise<number[]> {
    const last = await redis.incrby(keys.counter, count);
    return Array.from({ length: count }, (_, index) => last - count + 1 + index);
  }

  async function addOne(type: string, payload: unknown, options: ResolvedEnqueueOptions): Promise<number> {
    const [id] = await newIds(1);
    await add(type, [id], [payload], options, Date.now());
    return id;
  }

  const lateError = (type: string, jobs?: number[]) => (error: unknown) => logger.error({ err: error, type, jobs }, 'could not enqueue jobs on BullMQ after the transaction committed');

  /** Merges the payload into the job its key names, while that job never started; false when there is none to join. */
  async function join(type: string, payload: unknown, rule: JoinRule): Promise<boolean> {
    const id = Number(await redis.get(keys.joinable(type, rule.key(payload))));
    if (!id) return false;
    const jobKey = queues.get(type).toKey(bullJobId(id));
    for (;;) {
      const data = await redis.hget(jobKey, 'data');
      if (data === null) return false;
      const current = JSON.parse(data) as BullJobData;
      const merged: BullJobData = { ...current, payload: rule.merge(current.payload, payload) };
      const outcome = (await redis.eval(JOIN_SCRIPT, 2, jobKey, keys.meta(id), data, JSON.stringify(merged))) as number;
      if (outcome !== 0) return outcome === 1;
    }
  }

  /** Flags the job's data so that its next start reads the meta hash; set only over the data read, so a join's merge meanwhile is not undone. */
  async function flagMeta(jobKey: string): Promise<void> {
    for (;;) {
      const data = await redis.hget(jobKey, 'data');
      if (data === null) return;
      const current = JSON.parse(data) as BullJobData;
      if (current.readMeta) return;
      const outcome = (await redis.eval(REPLACE_DATA_SCRIPT, 1, jobKey, data, JSON.stringify({ ...current, readMeta: true } satisfies BullJobData))) as number;
      if (outcome !== 0) return;
    }
  }

  /** Runs `work` while this process alone holds `name` across all instances. */
  async function exclusively(name: string, work: () => Promise<void>): Promise<void> {
    const token = randomUUID();
    const deadline = Date.now() + 2 * ENQUEUE_LOCK_MS;
    while ((await redis.set(name, token, 'PX', ENQUEUE_LOCK_MS, 'NX')) === null) {
      if (Date.now() > deadline) throw new Error(`Could not take the lock ${name}`);
      await sleep(10);
    }
    try {
      await work();
    } finally {
      await redis.eval(UNLOCK_SCRIPT, 1, name, token);
    }
  }

  /** Whether a job of the type waits to run at or before `runAt` (one cancelled meanwhile does not count). */
  async function waitsBy(type: string, runAt: Date): Promise<boolean> {
    const queue = queues.get(type);
    const [ready, delayed] = await Promise.all([queue.getJobs(['wait', 'prioritized'], 0, 99), queue.getJobs(['delayed'], 0, 99, true)]);
    for (const job of [...ready, ...delayed]) {
      if (job.timestamp + (job.delay ?? 0) > runAt.getTime()) continue;
      const cancelled = job.id?.startsWith('j') && (await redis.hexists(keys.meta(Number(job.id.slice(1))), 'cancel_at'));
      if (!cancelled) return true;
    }
    return false;
  }

  return {
    name: 'bullmq',
    followPollMs: 10_000,
    async enqueue(type, payloads, options) {
      queueName(type);
      const ids = await newIds(payloads.length);
      const createdAt = Date.now();
      await afterCommitted(() => add(type, ids, payloads, options, createdAt), lateError(type, ids));
      return ids.map((id) => ({
        id,
        type,
        status: 'queued',
        progress: null,
        result: null,
        error: null,
        attempts: 0,
        max_attempts: options.maxAttempts,
        cancel_requested: false,
        user_id: options.userId,
        created_at: new Date(createdAt).toISOString(),
        started_at: null,
        finished_at: null,
      }));
    },
    async enqueueOrJoin(type, payload, rule, options) {
      queueName(type);
      await afterCommitted(async () => {
        if (await join(type, payload, rule)) return;
        const id = await addOne(type, payload, options);
        // Named after it is added: a join never finds a job that does not exist yet.
        await redis.set(keys.joinable(type, rule.key(payload)), String(id), 'PX', Math.max(0, options.runAt.getTime() - Date.now()) + JOINABLE_MS);
      }, lateError(type));
    },
    async enqueueUnlessWaiting(type, payload, options) {
      queueName(type);
      await afterCommitted(
        () =>
          exclusively(keys.enqueueLock(type), async () => {
            if (!(await waitsBy(type, options.runAt))) await addOne(type, payload, options);
          }),
        lateError(type),
      );
    },
    async get(id) {
      const found = await find(id);
      return found && bullJobRecord(id, found.meta, found.job, found.state);
    },
    async requestCancel(id) {
      const found = await find(id);
      if (!found || found.meta.cancel_at) return false;
      if (found.state !== 'active' && !WAITING_STATES.includes(found.state)) return false;
      // A waiting job stays in its queue, marked: the worker that takes it discards it unstarted.
      // A running one is flagged as well: should its attempt fail as the cancel comes, it waits for
      // a retry, and that start must discard it.
      await redis.hset(keys.meta(id), { cancel_at: Date.now() });
      await flagMeta(queues.get(found.job.name).toKey(found.job.id!));
      emitJobEvent('cancelRequested', id);
      emitJobEvent('changed', id);
      return true;
    },
    async deleteFinished(before) {
      const grace = Math.max(0, Date.now() - before.getTime());
      let deleted = 0;
      for (const type of await redis.smembers(keys.types)) {
        for (const state of ['completed', 'failed'] as const) {
          const removed = await queues.get(type).clean(grace, 0, state);
          const ids = removed.filter((bullId) => /^j\d+$/.test(bullId)).map((bullId) => keys.meta(Number(bullId.slice(1))));
          if (ids.length) await redis.del(...ids);
          deleted += removed.length;
        }
      }
      return deleted;
    },
    createRunner: (ctx, definitions, options) => new BullmqJobRunner(ctx, definitions, options, { settings, keys, queues, redis }),
    async close() {
      await queues.close();
      await closeRedis(redis);
    },
  };
}
