import type { AppContext } from '../../context.ts';
import { enqueueOrJoinJob, type JoinRule } from '../../jobs/service.ts';
import { Project } from '../projects/models.ts';
import { REPUBLISH_JOB, type RepublishPayload } from './publish-types.ts';

// The way into the incremental rebuild (publish-job.ts): services that publish, edit or unpublish
// an item call requestCollectionRepublish and the job rebuilds what that touches on the live site.
// Changes made while a rebuild is still waiting join it, so a burst of saves makes one deploy.

/** A storage hiccup is worth another try, as for a publish. */
export const REPUBLISH_ATTEMPTS = 3;

export interface CollectionChange {
  collectionId: number;
  itemIds: number[];
  /** Site paths the change took away (an item's old address after a slug change). */
  removedPaths?: string[];
}

const union = <T>(a: readonly T[], b: readonly T[]): T[] => [...new Set([...a, ...b])];

function merged(a: RepublishPayload, b: RepublishPayload): RepublishPayload {
  return {
    projectId: a.projectId,
    collectionIds: union(a.collectionIds, b.collectionIds),
    itemIds: union(a.itemIds, b.itemIds),
    removedPaths: union(a.removedPaths, b.removedPaths),
  };
}

/** Changes join the project's rebuild that has not started yet. */
const joinRebuild: JoinRule<RepublishPayload> = { key: (payload) => String(payload.projectId), merge: merged };

/** A rebuild of these changes at `runAt`, or joined to the one already waiting. */
export async function enqueueRepublish(changes: RepublishPayload, runAt: Date): Promise<void> {
  await enqueueOrJoinJob(REPUBLISH_JOB, changes, joinRebuild, { maxAttempts: REPUBLISH_ATTEMPTS, runAt });
}

/**
 * Rebuilds, through the job queue, what one change of a collection touches on the project's live
 * site. A project that is not live has nothing to rebuild: its next publish includes the change.
 */
export async function requestCollectionRepublish(ctx: AppContext, projectId: number, change: CollectionChange): Promise<void> {
  const project = await Project.findByPk(projectId, { attributes: ['id', 'live_deploy_id'] });
  if (!project || project.live_deploy_id === null) return;
  await enqueueRepublish({ projectId, collectionIds: [change.collectionId], itemIds: [...new Set(change.itemIds)], removedPaths: [...new Set(change.removedPaths ?? [])] }, ctx.now());
}
