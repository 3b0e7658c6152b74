import type { AppContext } from '../context.ts';
import { jobDefinitions, jobSchedules } from '../modules/jobs.ts';
import { JobRunner } from './runner.ts';

/** What the plugin needs from the server it runs in (a hapi server is one): its context and start/stop hooks. */
interface RunnerHost {
  app: { ctx: AppContext };
  ext(event: 'onPreStart' | 'onPreStop' | 'onPostStop', method: () => void | Promise<void>): void;
}

/**
 * Runs the app's jobs and housekeeping schedules while the server runs (a hapi plugin): from
 * `initialize()` or `start()` to `stop()`, which waits until the runner has handed back what it
 * was running. The runner starts stopping as the server does, but without holding up the closing
 * of the listener: new connections are refused while the jobs are handed back and the requests
 * in flight finish.
 */
export const jobRunnerPlugin = {
  name: 'job-runner',
  register(server: RunnerHost) {
    const { ctx } = server.app;
    let runner: JobRunner | null = null;
    let stopping: Promise<void> = Promise.resolve();
    server.ext('onPreStart', () => {
      runner = new JobRunner(ctx, jobDefinitions, { concurrency: ctx.config.jobs.concurrency, schedules: jobSchedules });
      runner.start();
    });
    server.ext('onPreStop', () => {
      stopping = (runner?.stop() ?? Promise.resolve()).catch((error: unknown) => ctx.logger.error({ err: error }, 'the job runner did not stop cleanly'));
      runner = null;
    });
    server.ext('onPostStop', () => stopping);
  },
};
