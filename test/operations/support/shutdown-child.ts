// Run by shutdown.test.ts in its own process: serves the app as `sitewright serve` does
// (bootServer and serveUntilSignal of cli/serving.ts) on the database named by DATABASE_URL, with
// what the test needs to watch a shutdown: GET /slow answers once the test writes a line to
// stdin, and with JOB=1 a job is running that ignores its abort signal, as a handler in the middle
// of an upload might. Prints `READY <port>`, then `SLOW` when /slow is waiting, and `JOB <id>`.
import { loadConfig } from '../../../config/index.ts';
import { bootServer, serveUntilSignal } from '../../../cli/serving.ts';
import { enqueueJob } from '../../../server/jobs/service.ts';
import { defineJob, type JobDefinition } from '../../../server/jobs/types.ts';
import { jobDefinitions } from '../../../server/modules/jobs.ts';

const stubborn = defineJob({
  type: 'test.stubborn',
  handler: async ({ id }) => {
    process.stdout.write(`JOB ${id}\n`);
    await new Promise(() => undefined);
  },
});
// The server's runner takes its definitions from this list when it starts.
(jobDefinitions as JobDefinition[]).push(stubborn);

const config = loadConfig({
  cwd: process.env.CONFIG_CWD,
  env: {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: process.env.DATA_DIR,
    APP_KEY: 'base64:dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktdGVzdA==',
    HOST: '127.0.0.1',
    PORT: '0',
    SHUTDOWN_TIMEOUT: process.env.SHUTDOWN_TIMEOUT,
  },
});
const app = await bootServer(config);

const released = new Promise<void>((resolve) => {
  process.stdin.once('data', () => {
    process.stdin.destroy();
    resolve();
  });
});
app.server.route({
  method: 'GET',
  path: '/slow',
  options: { auth: false },
  handler: async () => {
    process.stdout.write('SLOW\n');
    await released;
    return { finished: true };
  },
});

process.stdout.write(`READY ${app.server.info.port}\n`);
if (process.env.JOB === '1') await enqueueJob(stubborn.type, null);
await serveUntilSignal(app);
