import type { AppContext } from '../context.ts';
import { jobDefinitions } from '../modules/jobs.ts';
import { JobRunner } from './runner.ts';

/** What the plugin needs from the server it runs in (a hapi server is one): its context and start/stop hooks. */
interface RunnerHost {
  app: { ctx: AppContext };
  ext(event: 'onPreStart' | 'onPreStop', method: () => void | Promise<void>): void;
}

/**
 * Runs the app's jobs while the server runs (a hapi plugin): from `initialize()` or `start()` to
 * `stop()`, which waits until the runner has handed back what it was running.
 */
export const jobRunnerPlugin = {
  name: 'job-runner',
  register(server: RunnerHost) {
    const { ctx } = server.app;
    let runner: JobRunner | null = null;
    server.ext('onPreStart', () => {
      runner = new JobRunner(ctx, jobDefinitions, { concurrency: ctx.config.jobs.concurrency });
      runner.start();
    });
    server.ext('onPreStop', async () => {
      await runner?.stop();
      runner = null;
    });
  },
};
