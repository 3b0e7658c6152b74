import { defineJob } from '../../jobs/types.ts';
import { notifyDeployOutcome } from './deploy-notifications.ts';
import { PUBLISH_JOB } from '../job-types.ts';
import { PUBLISH_ATTEMPTS, runProjectDeploy, type PublishPayload } from './deploys.ts';
import { Deploy } from './models.ts';

/** Builds and uploads one deploy (deploys.ts); its result is the deploy as it ended. */
export const publishJob = defineJob<PublishPayload>({
  type: PUBLISH_JOB,
  maxAttempts: PUBLISH_ATTEMPTS,
  // A 500-page site builds in seconds; the rest is uploading, which a slow S3 link stretches.
  timeoutMs: 30 * 60 * 1000,
  handler: async (run) => {
    const before = await Deploy.findByPk(run.payload.deployId, { attributes: ['status'] });
    try {
      return await runProjectDeploy(run);
    } finally {
      // Published, or failed for good, by this attempt: the owner hears of it (a retry or a cancel says nothing).
      if (before && !['ready', 'failed', 'cancelled'].includes(before.status)) await notifyDeployOutcome(run.ctx, run.payload.deployId);
    }
  },
});
