import type { AppContext } from '../context.ts';
import { jobBackend, type JobRunnerOptions, type RunningJobs } from './backend.ts';
import type { JobEntry } from './types.ts';

export type { JobRunnerOptions } from './backend.ts';

/**
 * Runs jobs of the types it has definitions for, any number of runners on any number of
 * instances side by side, on the backend installed when it is created: the database runner
 * (database/runner.ts) or BullMQ workers (bullmq/runner.ts).
 */
export class JobRunner implements RunningJobs {
  private readonly runner: RunningJobs;

  constructor(ctx: AppContext, definitions: readonly JobEntry[], options: JobRunnerOptions = {}) {
    this.runner = jobBackend().createRunner(ctx, definitions, options);
  }

  get instanceId(): string {
    return this.runner.instanceId;
  }

  start(): void {
    this.runner.start();
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }

  runOnce(): Promise<boolean> {
    return this.runner.runOnce();
  }
}
