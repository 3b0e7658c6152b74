import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { inTransaction } from '../../server/db/transactions.ts';
import { jobBackend } from '../../server/jobs/backend.ts';
import { onJobEvent } from '../../server/jobs/events.ts';
import { InvalidError } from '../../server/errors.ts';
import { ABORT_MESSAGES } from '../../server/jobs/attempt.ts';
import { LOST_RUNNER_MESSAGE } from '../../server/jobs/queue.ts';
import { JobRunner, type JobRunnerOptions } from '../../server/jobs/runner.ts';
import { cancelJob, enqueueJob, enqueueJobs, getJob, JOB_NOT_FOUND_MESSAGE, waitForJob } from '../../server/jobs/service.ts';
import { deferJob, defineJob, jobDefinition, type JobEntry, type JobRecord, type JobRun } from '../../server/jobs/types.ts';
import { jobDefinitions } from '../../server/modules/jobs.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';
import { deleteTestRedisKeys, redisEnv, testRedisPrefix } from '../helpers/redis.ts';

const CHILD = fileURLToPath(new URL('./support/claim-and-die-child.ts', import.meta.url));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await sleep(10);
  }
}

/** Resolves when the run's signal aborts, then throws its reason, as a well-behaved handler does. */
function abortion(run: JobRun<unknown>): Promise<never> {
  return new Promise((_, reject) => {
    if (run.signal.aborted) reject(run.signal.reason);
    run.signal.addEventListener('abort', () => reject(run.signal.reason), { once: true });
  });
}

let typeCounter = 0;
/** A job type no earlier test left jobs of. */
const freshType = (name: string) => `test.${name}.${++typeCounter}`;

type Backend = 'database' | 'bullmq';

/** A unique REDIS_PREFIX per app: the suite's two workers share one Redis. */
function backendEnv(backend: Backend, prefix: string): Record<string, string> {
  return backend === 'bullmq' ? redisEnv(prefix) : {};
}

describe('background jobs', () => {
  it('loads the definition of its own type for every job in the catalogue', async () => {
    const loaded = await Promise.all(jobDefinitions.map(async (entry) => (await jobDefinition(entry)).type));
    expect(loaded).to.deep.equal(jobDefinitions.map((entry) => entry.type));
  });

  for (const backend of ['database', 'bullmq'] as const) describe(`on the ${backend} queue`, () => jobSuite(backend));
});

function jobSuite(backend: Backend) {
  let app: TestApp;
  let runners: JobRunner[] = [];
  const prefix = testRedisPrefix();

  before(async function () {
    // Migrating a fresh MariaDB database takes a while; SQLite copies a template.
    this.timeout(60_000);
    app = await startTestApp({ env: backendEnv(backend, prefix) });
    expect(jobBackend().name).to.equal(backend);
  });
  afterEach(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    runners = [];
  });
  after(async () => {
    await app.stop();
    if (backend === 'bullmq') await deleteTestRedisKeys(prefix);
  });

  function runner(definitions: JobEntry[], options: JobRunnerOptions = {}): JobRunner {
    const created = new JobRunner(app.ctx, definitions, { pollMs: 20, ...options });
    runners.push(created);
    return created;
  }

  it('imports a deferred job\'s module when a job of it is first claimed; a failed import fails that attempt and the next job imports again', async () => {
    const type = freshType('deferred');
    const loads: string[] = [];
    let failNext = true;
    const deferred = deferJob(type, async () => {
      loads.push(failNext ? 'failed' : 'loaded');
      if (failNext) {
        failNext = false;
        throw new Error('Cannot find module ./gone.ts');
      }
      return defineJob<{ n: number }>({ type, handler: async ({ payload }) => ({ doubled: payload.n * 2 }) });
    });
    runner([deferred]).start();
    await sleep(100);
    expect(loads, 'nothing is imported before a job is claimed').to.deep.equal([]);

    const first = await enqueueJob(type, { n: 1 }, { maxAttempts: 1 });
    expect(await waitForJob(first.id, { pollMs: 20 })).to.include({ status: 'failed', error: 'Cannot find module ./gone.ts' });
    const second = await enqueueJob(type, { n: 2 });
    const third = await enqueueJob(type, { n: 3 });
    expect((await waitForJob(second.id, { pollMs: 20 })).result).to.deep.equal({ doubled: 4 });
    expect((await waitForJob(third.id, { pollMs: 20 })).result).to.deep.equal({ doubled: 6 });
    expect(loads, 'imported once more after the failure, then kept').to.deep.equal(['failed', 'loaded']);
  });

  it('runs every job exactly once when several runners claim from the same table', async () => {
    const type = freshType('exclusive');
    const runs = new Map<number, string[]>();
    const definition = (instance: string) =>
      defineJob<{ n: number }>({
        type,
        handler: async ({ payload }) => {
          runs.set(payload.n, [...(runs.get(payload.n) ?? []), instance]);
          await sleep(5 + (payload.n % 4) * 5);
          return { n: payload.n };
        },
      });
    const jobs = await Promise.all(Array.from({ length: 24 }, (_, n) => enqueueJob(type, { n })));
    const a = runner([definition('a')], { instanceId: 'runner-a', concurrency: 3, pollMs: 5 });
    const b = runner([definition('b')], { instanceId: 'runner-b', concurrency: 3, pollMs: 5 });
    a.start();
    b.start();

    const finished = await Promise.all(jobs.map((job) => waitForJob(job.id)));
    expect(finished.map((job) => job.status)).to.deep.equal(jobs.map(() => 'succeeded'));
    expect(finished.map((job) => job.result)).to.deep.equal(jobs.map((_, n) => ({ n })));
    expect(finished.every((job) => job.attempts === 1)).to.equal(true);
    expect([...runs.keys()].sort((x, y) => x - y)).to.deep.equal(jobs.map((_, n) => n));
    expect([...runs.values()].filter((instances) => instances.length !== 1)).to.deep.equal([]);
    // Three at a time each: neither runner could have taken all of them alone.
    const instances = new Set([...runs.values()].flat());
    expect([...instances].sort()).to.deep.equal(['a', 'b']);
  });

  it('works as many jobs at once as its concurrency allows, and never more', async () => {
    const type = freshType('parallel');
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    runner(
      [
        defineJob({
          type,
          handler: async () => {
            running += 1;
            most = Math.max(most, running);
            await gate;
            running -= 1;
          },
        }),
      ],
      { concurrency: 3 },
    ).start();
    const jobs = await enqueueJobs(type, Array.from({ length: 7 }, () => ({})));

    await until(async () => running, (count) => count === 3);
    release();
    const finished = await Promise.all(jobs.map((job) => waitForJob(job.id, { pollMs: 20 })));
    expect(finished.map((job) => job.status)).to.deep.equal(jobs.map(() => 'succeeded'));
    expect(most).to.equal(3);
  });

  it('retries a failing job after a growing backoff and records its result once an attempt succeeds', async () => {
    const type = freshType('flaky');
    const startedAt: number[] = [];
    runner([
      defineJob({
        type,
        // Long enough that a follower on a busy machine reads the job while it waits between attempts.
        backoffMs: (attempt) => 300 * 2 ** (attempt - 1),
        handler: async ({ attempt }) => {
          startedAt.push(Date.now());
          if (attempt < 3) throw new Error(`Attempt ${attempt} failed`);
          return { delivered: true };
        },
      }),
    ]).start();

    const seen: JobRecord[] = [];
    const job = await enqueueJob(type, {}, { maxAttempts: 3 });
    const finished = await waitForJob(job.id, { onProgress: (state) => seen.push(state), pollMs: 20 });

    expect(finished).to.include({ status: 'succeeded', attempts: 3, max_attempts: 3, error: null });
    expect(finished.result).to.deep.equal({ delivered: true });
    expect(startedAt).to.have.length(3);
    expect(startedAt[1] - startedAt[0]).to.be.at.least(300);
    expect(startedAt[2] - startedAt[1]).to.be.at.least(600);
    // Between attempts the job waits in the queue with the failure that sent it there.
    const waiting = seen.find((state) => state.status === 'queued' && state.attempts === 1);
    expect(waiting, JSON.stringify(seen)).to.not.equal(undefined);
    expect(Date.parse(finished.finished_at!)).to.be.at.least(Date.parse(finished.started_at!));
  });

  it('fails a job with the last error once its attempts are used up, and at once on a domain error or a result JSON cannot hold', async () => {
    const type = freshType('broken');
    let calls = 0;
    runner([
      defineJob<{ refuse?: boolean; bigResult?: boolean }>({
        type,
        backoffMs: () => 10,
        handler: async ({ payload }) => {
          calls += 1;
          if (payload.bigResult) return { total: 10n };
          if (payload.refuse) throw new InvalidError('This project has no pages to publish.');
          throw new Error('The printer is on fire');
        },
      }),
    ]).start();

    const broken = await waitForJob((await enqueueJob(type, {}, { maxAttempts: 2 })).id, { pollMs: 20 });
    expect(broken).to.include({ status: 'failed', attempts: 2, error: 'The printer is on fire' });
    expect(broken.finished_at).to.be.a('string');
    expect(calls).to.equal(2);

    const refused = await waitForJob((await enqueueJob(type, { refuse: true }, { maxAttempts: 3 })).id, { pollMs: 20 });
    expect(refused).to.include({ status: 'failed', attempts: 1, error: 'This project has no pages to publish.' });
    expect(calls).to.equal(3);

    const unstorable = await waitForJob((await enqueueJob(type, { bigResult: true }, { maxAttempts: 3 })).id, { pollMs: 20 });
    expect(unstorable).to.include({ status: 'failed', attempts: 1, result: null });
    expect(unstorable.error).to.match(/^The job's result could not be stored: .*BigInt/);
  });

  it('aborts an attempt that runs past its timeout and counts it as failed, even when the handler ignores the signal', async () => {
    const type = freshType('slow');
    const aborted: string[] = [];
    runner(
      [
        defineJob<{ ignoreSignal: boolean }>({
          type,
          timeoutMs: 100,
          handler: async (run) => {
            run.signal.addEventListener('abort', () => aborted.push((run.signal.reason as Error).name));
            if (run.payload.ignoreSignal) return new Promise(() => undefined);
            return abortion(run);
          },
        }),
      ],
      { abortGraceMs: 100, concurrency: 2 },
    ).start();

    const [polite, stubborn] = await Promise.all([
      enqueueJob(type, { ignoreSignal: false }, { maxAttempts: 1 }).then((job) => waitForJob(job.id, { pollMs: 20 })),
      enqueueJob(type, { ignoreSignal: true }, { maxAttempts: 1 }).then((job) => waitForJob(job.id, { pollMs: 20 })),
    ]);
    expect(polite).to.include({ status: 'failed', attempts: 1, error: 'Timed out after 0.1 s.' });
    expect(stubborn).to.include({ status: 'failed', attempts: 1, error: 'Timed out after 0.1 s.' });
    expect(aborted).to.deep.equal(['TimeoutError', 'TimeoutError']);
  });

  it('shows progress while a job runs, through getJob and over HTTP, writing a burst of reports at most 5 times a second with the last one landing', async () => {
    const type = freshType('progress');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    runner([
      defineJob({
        type,
        handler: async (run) => {
          await run.progress(1, 3, 'Building pages');
          await gate;
          for (let page = 1; page <= 50; page++) {
            await run.progress(page, 50, `Uploaded page ${page}`);
            await sleep(10);
          }
          return { pages: 50 };
        },
      }),
    ]).start();
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    const job = await enqueueJob(type, {}, { userId: user.id });

    const running = await until(
      () => getJob(job.id),
      (current) => current?.progress?.done === 1,
    );
    expect(running).to.include({ status: 'running', attempts: 1, user_id: user.id });
    expect(running!.progress).to.deep.equal({ done: 1, total: 3, message: 'Building pages' });
    const response = await app.server.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}`, headers: { cookie } });
    expect(response.statusCode, response.payload).to.equal(200);
    const { job: shown } = JSON.parse(response.payload) as { job: JobRecord };
    expect(shown).to.include({ id: job.id, type, status: 'running', attempts: 1, max_attempts: 3, cancel_requested: false, result: null, error: null });
    expect(shown.progress).to.deep.equal({ done: 1, total: 3, message: 'Building pages' });
    expect(shown.started_at).to.be.a('string');
    expect(shown.finished_at).to.equal(null);

    // Fifty reports over half a second or more: a write every 200 ms at most, not fifty.
    const writes = await progressWritesDuring(job.id, async () => {
      const startedBurst = Date.now();
      release();
      const finished = await waitForJob(job.id, { pollMs: 20 });
      expect(finished).to.include({ status: 'succeeded' });
      expect(finished.result).to.deep.equal({ pages: 50 });
      expect(finished.progress).to.deep.equal({ done: 50, total: 50, message: 'Uploaded page 50' });
      return Date.now() - startedBurst;
    });
    expect(writes.count).to.be.at.least(2);
    // The end of the job is announced too.
    expect(writes.count).to.be.at.most(Math.ceil(writes.ms / 200) + 3);
  });

  /** How many times the job's change was announced (each progress write is) while `work` ran, and how long it ran. */
  async function progressWritesDuring(id: number, work: () => Promise<number>): Promise<{ count: number; ms: number }> {
    let count = 0;
    const stop = onJobEvent('changed', (changed) => {
      if (changed === id) count += 1;
    });
    try {
      const ms = await work();
      return { count, ms };
    } finally {
      stop();
    }
  }

  it('cancels a queued job at once, so no runner ever starts it', async () => {
    const type = freshType('never');
    let ran = false;
    const job = await enqueueJob(type, {});
    const cancelled = await cancelJob(job.id);
    expect(cancelled).to.include({ status: 'cancelled', attempts: 0 });
    expect(cancelled.finished_at).to.be.a('string');

    const later = await enqueueJob(type, { later: true });
    runner([defineJob<{ later?: boolean }>({ type, handler: async ({ payload }) => void (ran = ran || !payload.later) })]).start();
    expect(await waitForJob(later.id, { pollMs: 20 })).to.include({ status: 'succeeded' });
    expect(ran, 'the cancelled job, queued first, never started').to.equal(false);
    expect(await getJob(job.id)).to.include({ status: 'cancelled', attempts: 0 });
    // Cancelling again is not an error: the job is answered as it is.
    expect(await cancelJob(job.id)).to.include({ status: 'cancelled' });
  });

  it('ends a job cancelled while it waits for a retry, and no runner starts it again', async () => {
    const type = freshType('retry-cancelled');
    const starts: string[] = [];
    runner(
      [
        defineJob<{ name: string }>({
          type,
          backoffMs: () => 1000,
          handler: async ({ payload, attempt }) => {
            starts.push(`${payload.name} ${attempt}`);
            if (payload.name === 'flaky') throw new Error('Try again');
          },
        }),
      ],
      { concurrency: 1 },
    ).start();
    const job = await enqueueJob(type, { name: 'flaky' }, { maxAttempts: 3 });
    await until(
      () => getJob(job.id),
      (current) => current?.status === 'queued' && current.attempts === 1,
    );
    expect(await cancelJob(job.id)).to.include({ status: 'cancelled', attempts: 1 });

    // Due after the retry would have been: once it ran, the retry's turn has passed.
    const later = await enqueueJob(type, { name: 'later' }, { runAt: new Date(Date.now() + 1500) });
    expect(await waitForJob(later.id, { pollMs: 20 })).to.include({ status: 'succeeded' });
    expect(starts).to.deep.equal(['flaky 1', 'later 1']);
    expect(await getJob(job.id)).to.include({ status: 'cancelled', attempts: 1 });
  });

  it('stops a running job through its signal when its owner cancels it over HTTP, and it ends cancelled', async () => {
    const type = freshType('cancellable');
    let signalReason = '';
    runner([
      defineJob({
        type,
        handler: async (run) => {
          await run.progress(0, 10, 'Starting');
          try {
            return await abortion(run);
          } finally {
            signalReason = (run.signal.reason as Error).message;
          }
        },
      }),
    ]).start();
    const { user } = await createTestUser();
    const cookie = await signInAs(user);
    const job = await enqueueJob(type, {}, { userId: user.id });
    await until(
      () => getJob(job.id),
      (current) => current?.progress !== null,
    );

    const response = await app.server.inject({ method: 'POST', url: `/api/v1/jobs/${job.id}/cancel`, headers: withCsrf({ cookie }) });
    expect(response.statusCode, response.payload).to.equal(200);
    const { job: answered } = JSON.parse(response.payload) as { job: JobRecord };
    expect(answered.id).to.equal(job.id);
    expect(answered.cancel_requested).to.equal(true);

    const finished = await waitForJob(job.id, { pollMs: 20 });
    expect(finished).to.include({ status: 'cancelled', attempts: 1, cancel_requested: true });
    expect(finished.finished_at).to.be.a('string');
    expect(signalReason).to.equal('The job was cancelled.');
  });

  it('starts a job enqueued in this process at once instead of at the next poll, and only once its transaction committed', async () => {
    const type = freshType('nudged');
    let runs = 0;
    runner([defineJob({ type, handler: async () => void (runs += 1) })], { pollMs: 60_000 }).start();
    await sleep(50); // the runner's first poll found nothing: the next one is a minute away

    const started = Date.now();
    expect((await waitForJob((await enqueueJob(type, {})).id, { pollMs: 20 })).status).to.equal('succeeded');
    expect(Date.now() - started).to.be.below(1000);

    const sequelize = app.db.sequelize;
    const job = await inTransaction(sequelize, async () => {
      const enqueued = await enqueueJob(type, {});
      await sleep(100);
      expect(runs, 'a job is not started before its transaction commits').to.equal(1);
      return enqueued;
    });
    expect((await waitForJob(job.id, { pollMs: 20 })).status).to.equal('succeeded');
    expect(runs).to.equal(2);

    const rolledBack = await inTransaction(sequelize, async () => {
      const enqueued = await enqueueJob(type, {});
      throw Object.assign(new Error('changed my mind'), { enqueued });
    }).catch((error: { enqueued: JobRecord }) => error.enqueued);
    expect(await getJob(rolledBack.id)).to.equal(null);
  });

  if (backend === 'database') databaseLeaseTests();
  else bullmqTakeoverTests();

  function databaseLeaseTests() {
  it('keeps a job with its runner while heartbeats renew the lease, however long it runs', async () => {
    const type = freshType('long');
    const runs: string[] = [];
    const slow = (instance: string) =>
      defineJob({
        type,
        handler: async () => {
          runs.push(instance);
          // Several lease lengths, and a lease long enough that a busy machine's event-loop stall
          // between two heartbeats does not pass for a dead runner.
          await sleep(1800);
          return 'done';
        },
      });
    runner([slow('a')], { leaseMs: 500 }).start();
    const job = await enqueueJob(type, {});
    await until(
      () => getJob(job.id),
      (current) => current?.status === 'running',
    );
    runner([slow('b')], { leaseMs: 500 }).start();

    const finished = await waitForJob(job.id, { pollMs: 20 });
    expect(finished).to.include({ status: 'succeeded', attempts: 1 });
    expect(runs).to.deep.equal(['a']);
  });

  it('cancels a job running on another instance, and takes back the jobs of an instance that died mid-job once their lease lapses', async function () {
    this.timeout(20_000);
    const type = freshType('orphaned');
    const retried = await enqueueJob(type, { n: 1 }, { maxAttempts: 2 });
    const lastChance = await enqueueJob(type, { n: 2 }, { maxAttempts: 1 });
    const cancelled = await enqueueJob(type, { n: 3 });
    // A lease long enough that a loaded machine (the suite runs two files at a time) does not stall a heartbeat past it.
    const child = spawnOtherInstance(type, 3, 1500);
    try {
      await claims(child, 3);
      // No event reaches the other process: its runner learns of the cancel from the table.
      expect(await cancelJob(cancelled.id)).to.include({ status: 'running', cancel_requested: true });
      expect(await waitForJob(cancelled.id, { pollMs: 20 })).to.include({ status: 'cancelled', attempts: 1 });
    } finally {
      child.kill('SIGKILL');
    }
    expect(await getJob(retried.id)).to.include({ status: 'running', attempts: 1 });
    expect(await getJob(lastChance.id)).to.include({ status: 'running', attempts: 1 });

    runner([defineJob({ type, handler: async ({ attempt }) => ({ finishedOnAttempt: attempt }) })], { instanceId: 'survivor' }).start();
    const [recovered, failed] = await Promise.all([waitForJob(retried.id, { pollMs: 20 }), waitForJob(lastChance.id, { pollMs: 20 })]);
    expect(recovered).to.include({ status: 'succeeded', attempts: 2 });
    expect(recovered.result).to.deep.equal({ finishedOnAttempt: 2 });
    expect(failed).to.include({ status: 'failed', attempts: 1, error: LOST_RUNNER_MESSAGE });
    expect((await getJob(cancelled.id))!.status).to.equal('cancelled');
  });

  }

  function bullmqTakeoverTests() {
    it('cancels a job running on another instance, and another instance takes over the jobs of one killed mid-job within seconds', async function () {
      this.timeout(20_000);
      const type = freshType('orphaned');
      const retried = await enqueueJob(type, { n: 1 }, { maxAttempts: 2 });
      const lastChance = await enqueueJob(type, { n: 2 }, { maxAttempts: 1 });
      const cancelled = await enqueueJob(type, { n: 3 });
      const child = spawnOtherInstance(type, 3, 1500);
      try {
        await claims(child, 3);
        // The other instance hears of the cancel on the bus, often before this read.
        expect(await cancelJob(cancelled.id)).to.include({ cancel_requested: true });
        expect(await waitForJob(cancelled.id, { pollMs: 20 })).to.include({ status: 'cancelled', attempts: 1 });
      } finally {
        child.kill('SIGKILL');
      }
      expect(await getJob(retried.id)).to.include({ status: 'running', attempts: 1 });

      runner([defineJob({ type, handler: async ({ attempt }) => ({ finishedOnAttempt: attempt }) })], { instanceId: 'survivor', leaseMs: 1500 }).start();
      const [recovered, failed] = await Promise.all([waitForJob(retried.id, { pollMs: 50 }), waitForJob(lastChance.id, { pollMs: 50 })]);
      expect(recovered).to.include({ status: 'succeeded', attempts: 2 });
      expect(recovered.result).to.deep.equal({ finishedOnAttempt: 2 });
      expect(failed).to.include({ status: 'failed', attempts: 1, error: LOST_RUNNER_MESSAGE });
      expect((await getJob(cancelled.id))!.status).to.equal('cancelled');
    });
  }

  it('stops the attempt of a runner that stalled past its lease once another runner took its job over, and keeps the new runner\'s outcome', async function () {
    this.timeout(20_000);
    const type = freshType('stalled');
    const job = await enqueueJob(type, {}, { maxAttempts: 2 });
    const child = spawnOtherInstance(type, 1, 1000);
    try {
      await claims(child, 1);
      // Frozen, as a machine under memory pressure or a paused VM freezes an instance: it sends no heartbeat.
      child.kill('SIGSTOP');
      let finish!: () => void;
      const finishing = new Promise<void>((resolve) => (finish = resolve));
      runner([defineJob({ type, handler: async ({ attempt }) => finishing.then(() => ({ finishedOnAttempt: attempt })) })], { instanceId: 'survivor', leaseMs: 1000 }).start();
      await until(
        () => getJob(job.id),
        (current) => current?.status === 'running' && current.attempts === 2,
        15_000,
      );

      const aborted = lineFrom(child, /^aborted \d+: (.*)$/m);
      child.kill('SIGCONT');
      expect(await aborted).to.equal(ABORT_MESSAGES.lost);
      finish();
      const finished = await waitForJob(job.id, { pollMs: 20 });
      expect(finished).to.include({ status: 'succeeded', attempts: 2 });
      expect(finished.result).to.deep.equal({ finishedOnAttempt: 2 });
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('hands running jobs back when it stops, without counting the interrupted attempt, and another runner finishes them', async () => {
    const type = freshType('restart');
    const first = runner([defineJob({ type, handler: (run) => abortion(run) })]);
    first.start();
    const job = await enqueueJob(type, {});
    await until(
      () => getJob(job.id),
      (current) => current?.status === 'running',
    );
    await first.stop();
    expect(await getJob(job.id)).to.include({ status: 'queued', attempts: 0, error: null });

    runner([defineJob({ type, handler: async () => 'finished after the restart' })]).start();
    const finished = await waitForJob(job.id, { pollMs: 20 });
    expect(finished).to.include({ status: 'succeeded', attempts: 1, result: 'finished after the restart' });
  });

  describe('over HTTP', () => {
    it("shows and cancels a job for its owner only: someone else's, a system job and a missing one are not found", async () => {
      const owner = await createTestUser();
      const other = await createTestUser();
      const type = freshType('private');
      const job = await enqueueJob(type, { secret: 'payload' }, { userId: owner.user.id });
      const systemJob = await enqueueJob(type, {});
      const ownerCookie = await signInAs(owner.user);
      const otherCookie = await signInAs(other.user);
      const request = (method: 'GET' | 'POST', id: number, headers: Record<string, string>) =>
        app.server.inject({ method, url: method === 'GET' ? `/api/v1/jobs/${id}` : `/api/v1/jobs/${id}/cancel`, headers: method === 'POST' ? withCsrf(headers) : headers });

      for (const [method, id, cookie] of [
        ['GET', job.id, otherCookie],
        ['POST', job.id, otherCookie],
        ['GET', systemJob.id, ownerCookie],
        ['POST', systemJob.id, ownerCookie],
        ['GET', 2_000_000_000, ownerCookie],
      ] as const) {
        const response = await request(method, id, { cookie });
        expect(response.statusCode, `${method} ${id}`).to.equal(404);
        expect(JSON.parse(response.payload)).to.deep.equal({ message: JOB_NOT_FOUND_MESSAGE });
      }
      expect(await getJob(job.id)).to.include({ status: 'queued', cancel_requested: false });
      expect(await getJob(systemJob.id)).to.include({ status: 'queued' });

      const anonymous = await app.server.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}` });
      expect(anonymous.statusCode).to.equal(401);

      const { plainTextToken } = await createAccessToken(owner.user, 'ci');
      const bearer = { authorization: `Bearer ${plainTextToken}` };
      const shown = await app.server.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}`, headers: bearer });
      expect(shown.statusCode, shown.payload).to.equal(200);
      expect(JSON.parse(shown.payload).job).to.include({ id: job.id, type, status: 'queued', user_id: owner.user.id });
      const cancelled = await app.server.inject({ method: 'POST', url: `/api/v1/jobs/${job.id}/cancel`, headers: bearer });
      expect(cancelled.statusCode, cancelled.payload).to.equal(200);
      expect(JSON.parse(cancelled.payload).job).to.include({ id: job.id, status: 'cancelled' });
      await cancelJob(systemJob.id);
    });
  });

  /** A runner in its own process that claims up to `concurrency` jobs of `type` and works on each until cancelled or killed. */
  function spawnOtherInstance(type: string, concurrency: number, leaseMs: number): ChildProcess {
    return spawn(process.execPath, ['--no-experimental-require-module', '--import', 'tsx', CHILD], {
      env: {
        ...process.env,
        JOB_TYPE: type,
        CONCURRENCY: String(concurrency),
        LEASE_MS: String(leaseMs),
        DATABASE_URL: app.config.database.url,
        ...backendEnv(backend, prefix),
        DATA_DIR: app.config.dataDir,
        CONFIG_CWD: app.config.cwd,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  /** The first group of `pattern` in the next line of the child's output that matches it. */
  function lineFrom(child: ChildProcess, pattern: RegExp): Promise<string> {
    return new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`the child runner never wrote ${pattern}: ${output}`)), 10_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = pattern.exec(output);
        if (!match) return;
        clearTimeout(timer);
        resolve(match[1]);
      });
    });
  }

  function claims(child: ChildProcess, count: number): Promise<void> {
    return new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`the child runner did not claim ${count} jobs: ${output}`)), 15_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if ((output.match(/^claimed \d+$/gm) ?? []).length >= count) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the child runner exited (${code}) before claiming ${count} jobs: ${output}`));
      });
    });
  }
}
