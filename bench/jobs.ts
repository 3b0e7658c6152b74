// The job queue across instances: no-op jobs/s drained by one runner and by three (each a process
// of its own, with its own database and Redis connections, as separate instances are), on the
// database queue (SQLite, and MariaDB when BENCH_DATABASE_URL or DATABASE_URL names one) and on
// BullMQ; and how long a job enqueued on one instance waits before another starts it.
//
// A busy machine (two cores shared with other work) moves single figures a lot, so each queue is
// drained in several rounds, one runner and three in alternating order, and the medians are
// printed, with the ratio of each round's pair. The runner processes start once per queue and
// run throughout, warmed up by a first round that is not counted: a drain enqueues a backlog of a
// job type only the runners it measures work (one type for the first runner alone, another for
// all three), tells them of it, and counts from the first job done to the last. The runners'
// CPU per job is printed too: unlike jobs/s, it hardly depends on what else the machine runs.
//
// Run alone with `node --import tsx bench/jobs.ts [sqlite] [mariadb] [bullmq]` (default: all there
// are); JOBS_CONCURRENCY and BENCH_JOBS_ROUNDS change the runners' concurrency and the rounds.
// `node --cpu-prof --cpu-prof-dir=DIR --import tsx bench/jobs.ts bullmq` writes a CPU profile per
// process, runners included (they inherit the flags).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { loadConfig, type Config } from '../config/index.ts';
import { jobBackend } from '../server/jobs/backend.ts';
import { Job } from '../server/jobs/models.ts';
import { deleteFinishedJobs, enqueueJob, enqueueJobs } from '../server/jobs/service.ts';
import { makeTempDir, testConfig } from '../test/helpers/config.ts';

const REDIS_URL = 'redis://127.0.0.1:6379';
const ROUNDS = Number(process.env.BENCH_JOBS_ROUNDS ?? 5);
const RUNNERS = 3;
const LATENCY_SAMPLES = 20;
// How often a runner process reports its count: per job, the pipe writes would cost as much as a no-op job.
const REPORT_MS = 20;

/** What a runner process is told: where the instance's database and Redis are, and the job types it runs. */
interface RunnerSettings {
  cwd: string;
  env: Record<string, string>;
  /** No-op job types. */
  noop: string[];
  /** The type of the latency probes, for the first runner only. */
  latency?: string;
}

const now = () => performance.timeOrigin + performance.now();

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * One instance: runs its job types from the start, and on stdin takes `mark` (counts from zero
 * again, answering `mark <cpu>`, the process's CPU µs so far) and `wake` (its runner looks for
 * jobs at once, as an enqueue on the event bus would have it). On stdout it says `ready`, then
 * `done <count> <first> <last>` (no-op jobs done since the mark, and when the first and the last
 * ended, epoch ms) and `latency <ms>` for each latency probe.
 */
async function runInstance(settings: RunnerSettings): Promise<void> {
  const [{ createAppContext }, { startCoordination }, { openDatabase }, { emitJobEvent }, { jobModels }, { JobRunner }, { defineJob }, { createLogger }] = await Promise.all([
    import('../server/context.ts'),
    import('../server/coordination/index.ts'),
    import('../server/db/index.ts'),
    import('../server/jobs/events.ts'),
    import('../server/jobs/models.ts'),
    import('../server/jobs/runner.ts'),
    import('../server/jobs/types.ts'),
    import('../server/logger.ts'),
  ]);
  const config = loadConfig({ cwd: settings.cwd, env: settings.env });
  const db = await openDatabase(config, [jobModels]);
  await startCoordination(config);
  const ctx = createAppContext({ config, db, logger: createLogger(config) });
  let done = 0;
  let first = 0;
  let last = 0;
  let reported = 0;
  setInterval(() => {
    if (done === reported) return;
    reported = done;
    process.stdout.write(`done ${done} ${first} ${last}\n`);
  }, REPORT_MS);
  const noop = async () => {
    last = now();
    if (done++ === 0) first = last;
  };
  const definitions = settings.noop.map((type) => defineJob({ type, handler: noop }));
  if (settings.latency) {
    definitions.push(defineJob<{ sentAt: number }>({ type: settings.latency, handler: async ({ payload }) => void process.stdout.write(`latency ${now() - payload.sentAt}\n`) }));
  }
  new JobRunner(ctx, definitions, { concurrency: config.jobs.concurrency }).start();
  process.stdout.write('ready\n');
  for await (const line of createInterface({ input: process.stdin })) {
    if (line === 'mark') {
      done = reported = 0;
      process.stdout.write(`mark ${cpuNow()}\n`);
    } else if (line === 'wake') {
      emitJobEvent('enqueued');
    }
  }
  process.exit(0);
}

interface Instance {
  child: ChildProcess;
  lines: Interface;
  /** Resolves with the next line the runner writes that `until` accepts. */
  next(until: (line: string) => boolean): Promise<string>;
  send(command: string): void;
}

async function startInstance(settings: RunnerSettings): Promise<Instance> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--runner', JSON.stringify(settings)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const nextLine = (until: (line: string) => boolean) =>
    new Promise<string>((resolve, reject) => {
      const onExit = () => reject(new Error('a bench job runner exited'));
      const onLine = (line: string) => {
        if (!until(line)) return;
        lines.off('line', onLine);
        child.off('exit', onExit);
        resolve(line);
      };
      lines.on('line', onLine);
      child.once('exit', onExit);
    });
  await nextLine((line) => line === 'ready');
  return { child, lines, next: nextLine, send: (command) => void child.stdin!.write(`${command}\n`) };
}

function stopInstance(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    instance.child.once('exit', () => resolve());
    instance.child.stdin!.end();
  });
}

/** Counts from zero again on each instance; resolves with their CPU µs so far, together. */
async function mark(instances: Instance[]): Promise<number> {
  const answers = instances.map((instance) => instance.next((line) => line.startsWith('mark ')));
  for (const instance of instances) instance.send('mark');
  return (await Promise.all(answers)).reduce((sum, line) => sum + Number(line.slice('mark '.length)), 0);
}

interface Drain {
  /** From the first job done to the last. */
  jobsPerSecond: number;
  /** The runner processes' CPU over the drain, per job. */
  cpuUsPerJob: number;
}

/** Enqueues `jobs` no-op jobs of `type`, which the runners of `instances` alone run, and resolves once they are all done. */
async function drain(instances: Instance[], type: string, jobs: number): Promise<Drain> {
  const cpuBefore = await mark(instances);
  const counts = instances.map(() => ({ done: 0, first: Infinity, last: 0 }));
  const listeners: ((line: string) => void)[] = [];
  const drained = new Promise<number>((resolve) => {
    instances.forEach((instance, index) => {
      const listener = (line: string) => {
        if (!line.startsWith('done ')) return;
        const [done, first, last] = line.slice('done '.length).split(' ').map(Number);
        counts[index] = { done, first, last };
        if (counts.reduce((sum, count) => sum + count.done, 0) < jobs) return;
        const span = Math.max(...counts.map((count) => count.last)) - Math.min(...counts.map((count) => count.first));
        resolve((jobs - 1) / (span / 1000));
      };
      listeners.push(listener);
      instance.lines.on('line', listener);
    });
  });
  await enqueueJobs(type, Array.from({ length: jobs }, () => null));
  for (const instance of instances) instance.send('wake');
  const jobsPerSecond = await drained;
  const cpu = (await mark(instances)) - cpuBefore;
  instances.forEach((instance, index) => instance.lines.off('line', listeners[index]));
  // Every drain starts on an empty queue: no earlier round's rows or BullMQ sets to wade through.
  await deleteBenchJobs(type);
  return { jobsPerSecond, cpuUsPerJob: cpu / jobs };
}

/** The bench's jobs of `type`, all finished: its own rows in a database that may hold others, or everything under its own BullMQ prefix. */
async function deleteBenchJobs(type: string): Promise<void> {
  if (jobBackend().name === 'database') await Job.destroy({ where: { type } });
  else await deleteFinishedJobs(new Date(Date.now() + 1000));
}

/** Milliseconds from the enqueue in this process to the start in another instance, one job at a time, the runner idle in between. */
async function startLatency(type: string, instance: Instance): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    // Anywhere in the database runner's 1 s poll, not always just after its last look.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
    const started = instance.next((line) => line.startsWith('latency '));
    await enqueueJob(type, { sentAt: now() });
    samples.push(Number((await started).slice('latency '.length)));
  }
  await deleteBenchJobs(type);
  return samples.sort((a, b) => a - b);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

interface QueueFigures {
  one: Drain[];
  three: Drain[];
  latency: number[];
}

async function measureQueue(env: Record<string, string>, jobs: number): Promise<QueueFigures> {
  const { bootApp } = await import('../server/index.ts');
  const config: Config = testConfig({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...env });
  // The instance that enqueues: migrates the database and, with REDIS_URL, puts the jobs on BullMQ.
  const app = await bootApp(config, { listen: false });
  const suffix = randomUUID().slice(0, 8);
  const types = { one: `bench.one.${suffix}`, all: `bench.all.${suffix}`, latency: `bench.latency.${suffix}` };
  const runnerEnv = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: config.dataDir, DATABASE_URL: config.database.url, APP_KEY: config.appKey, ...env };
  const instances: Instance[] = [];
  const figures: QueueFigures = { one: [], three: [], latency: [] };
  try {
    for (let i = 0; i < RUNNERS; i++) {
      const settings: RunnerSettings = i === 0 ? { cwd: config.cwd, env: runnerEnv, noop: [types.one, types.all], latency: types.latency } : { cwd: config.cwd, env: runnerEnv, noop: [types.all] };
      instances.push(await startInstance(settings));
    }
    // Round 0 warms up: connections open, code compiled, in every process.
    for (let round = 0; round <= ROUNDS; round++) {
      for (const runners of round % 2 ? [RUNNERS, 1] : [1, RUNNERS]) {
        const drained = await drain(instances.slice(0, runners), runners === 1 ? types.one : types.all, jobs);
        if (round > 0) (runners === 1 ? figures.one : figures.three).push(drained);
      }
    }
    figures.latency = await startLatency(types.latency, instances[0]);
    return figures;
  } finally {
    await Promise.all(instances.map(stopInstance));
    await app.stop();
  }
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

export async function benchJobs(only: string[] = []): Promise<void> {
  const mariadb = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  // The default unless this process was given JOBS_CONCURRENCY; every instance gets the same.
  const { concurrency } = testConfig(process.env.JOBS_CONCURRENCY ? { JOBS_CONCURRENCY: process.env.JOBS_CONCURRENCY } : {}).jobs;
  const instance = (env: Record<string, string>) => ({ JOBS_CONCURRENCY: String(concurrency), ...env });
  const sqlite = () => ({ DATABASE_URL: `sqlite:${join(makeTempDir('sitewright-bench-jobs-'), 'bench.sqlite')}` });
  const prefix = `bench:${process.pid}:${randomUUID().slice(0, 8)}:`;
  const queues: [string, string, () => Promise<QueueFigures>][] = [['sqlite', 'database queue, SQLite', () => measureQueue(instance(sqlite()), 400)]];
  if (mariadb?.startsWith('mysql:')) queues.push(['mariadb', 'database queue, MariaDB', () => measureQueue(instance({ DATABASE_URL: mariadb }), 400)]);
  queues.push(['bullmq', 'BullMQ (Redis)', () => measureQueue(instance({ ...sqlite(), REDIS_URL, REDIS_PREFIX: prefix }), 3000)]);

  const loadBefore = load();
  const rows: Record<string, Record<string, number | string>> = {};
  try {
    for (const [key, name, measure] of queues) {
      if (only.length && !only.includes(key)) continue;
      const figures = await measure();
      const ratios = figures.three.map((three, round) => three.jobsPerSecond / figures.one[round].jobsPerSecond);
      const medianOf = (drains: Drain[], figure: keyof Drain) => Math.round(median(drains.map((drained) => drained[figure])));
      rows[name] = {
        '1 runner jobs/s': medianOf(figures.one, 'jobsPerSecond'),
        [`${RUNNERS} runners jobs/s`]: medianOf(figures.three, 'jobsPerSecond'),
        [`${RUNNERS} vs 1`]: Number(median(ratios).toFixed(2)),
        'rounds 3 vs 1': ratios.map((ratio) => ratio.toFixed(2)).join(' '),
        'start p50 ms': Number(percentile(figures.latency, 50).toFixed(1)),
        'start p95 ms': Number(percentile(figures.latency, 95).toFixed(1)),
        'runner CPU µs/job (1, 3)': `${medianOf(figures.one, 'cpuUsPerJob')}, ${medianOf(figures.three, 'cpuUsPerJob')}`,
      };
    }
  } finally {
    await deleteRedisKeys(prefix);
  }
  console.log(
    `\njob queue: no-op jobs drained by 1 and by ${RUNNERS} runners in separate processes (JOBS_CONCURRENCY ${concurrency} each), medians of ${ROUNDS} rounds;` +
      ` the wait from an enqueue on one instance to the start on another (${LATENCY_SAMPLES} jobs). Load average before ${loadBefore}, after ${load()}`,
  );
  console.table(rows);
}

if (process.argv[2] === '--runner') await runInstance(JSON.parse(process.argv[3]) as RunnerSettings);
else if (process.argv[1] === fileURLToPath(import.meta.url)) await benchJobs(process.argv.slice(2));
