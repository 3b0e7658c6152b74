import { defineJob } from '../../jobs/types.ts';
import { PUBLISH_ATTEMPTS, PUBLISH_JOB, runProjectDeploy, type PublishPayload } from './deploys.ts';

/** Builds and uploads one deploy (deploys.ts); its result is the deploy as it ended. */
export const publishJob = defineJob<PublishPayload>({
  type: PUBLISH_JOB,
  maxAttempts: PUBLISH_ATTEMPTS,
  // A 500-page site builds in seconds; the rest is uploading, which a slow S3 link stretches.
  timeoutMs: 30 * 60 * 1000,
  handler: (run) => runProjectDeploy(run),
});
