// Run by jobs.test.ts in its own process, as another instance: a runner on the database named by
// DATABASE_URL (or BullMQ, with REDIS_URL) claims jobs of JOB_TYPE with a short lease, reports each claim on stdout and works
// on it until its signal aborts (a cancel, or a takeover after the test SIGSTOPped the process past
// its lease), which it reports too, or the test SIGKILLs the process (an instance dying mid-job).
import { loadConfig } from '../../../config/index.ts';
import { createAppContext } from '../../../server/context.ts';
import { startCoordination } from '../../../server/coordination/index.ts';
import { openDatabase } from '../../../server/db/index.ts';
import { jobModels } from '../../../server/jobs/models.ts';
import { JobRunner } from '../../../server/jobs/runner.ts';
import { defineJob } from '../../../server/jobs/types.ts';
import { createLogger } from '../../../server/logger.ts';

const config = loadConfig({
  cwd: process.env.CONFIG_CWD,
  env: {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: process.env.DATA_DIR,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: process.env.REDIS_PREFIX! } : {}),
  },
});
// Only the jobs table: loading every module would make this process slow to start.
const db = await openDatabase(config, [jobModels]);
// With REDIS_URL the jobs are BullMQ's, as on every instance.
await startCoordination(config);
const ctx = createAppContext({ config, db, logger: createLogger(config) });

const hang = defineJob({
  type: process.env.JOB_TYPE!,
  handler: async ({ id, signal }) => {
    process.stdout.write(`claimed ${id}\n`);
    await new Promise((_, reject) =>
      signal.addEventListener('abort', () => {
        process.stdout.write(`aborted ${id}: ${(signal.reason as Error).message}\n`);
        reject(signal.reason);
      }),
    );
  },
});

new JobRunner(ctx, [hang], { instanceId: 'doomed-instance', concurrency: Number(process.env.CONCURRENCY), pollMs: 20, leaseMs: Number(process.env.LEASE_MS) }).start();
// The runner's own timers do not hold a process open; this one waits for the kill.
setInterval(() => undefined, 60_000);
process.stdout.write('ready\n');
