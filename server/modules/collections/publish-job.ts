import { defineJob } from '../../jobs/types.ts';
import { runCollectionRepublish } from '../publishing/collection-deploys.ts';
import { REPUBLISH_JOB, type RepublishPayload } from './publish-types.ts';
import { REPUBLISH_ATTEMPTS } from './republish.ts';

/** Rebuilds what a change of a collection touches on the live site (publishing/collection-deploys.ts). */
export const collectionRepublishJob = defineJob<RepublishPayload>({
  type: REPUBLISH_JOB,
  maxAttempts: REPUBLISH_ATTEMPTS,
  // A new post in a blog of thousands moves every list page: still seconds, the rest is storage.
  timeoutMs: 10 * 60 * 1000,
  handler: (run) => runCollectionRepublish(run),
});
