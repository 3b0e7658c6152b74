import type { JobSchedule } from '../../jobs/types.ts';

// The job types of collections on the live site, in a module that loads nothing: the job
// catalogue (server/modules/jobs.ts) names them without importing what runs them.

/** Rebuilds what a change of a collection touches on the live site (publish-job.ts). */
export const REPUBLISH_JOB = 'collections.republish';
/** Puts scheduled items whose time has come on the site (schedule.ts). */
export const RELEASE_JOB = 'collections.release';

export interface RepublishPayload {
  projectId: number;
  collectionIds: number[];
  itemIds: number[];
  /** Site paths the changes took away (an item's old address after a slug change). */
  removedPaths: string[];
}

/** How often every instance together looks for scheduled items that are due; schedule.ts adds a run at the exact time of the next one. */
export const RELEASE_EVERY_MS = 60_000;

export const collectionSchedules: readonly JobSchedule[] = [{ type: RELEASE_JOB, everyMs: RELEASE_EVERY_MS }];
