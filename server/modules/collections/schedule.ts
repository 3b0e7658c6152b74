import { Op } from 'sequelize';
import type { AppContext } from '../../context.ts';
import { enqueueJobUnlessWaiting } from '../../jobs/service.ts';
import { defineJob } from '../../jobs/types.ts';
import { CollectionItemRow } from './models.ts';
import { RELEASE_EVERY_MS, RELEASE_JOB } from './publish-types.ts';
import { requestCollectionRepublish } from './republish.ts';

// Scheduled items go live at their time without anyone acting: a run of the release job every
// minute (a job schedule, so one instance runs it however many there are) puts every item whose
// time has come on the site, and when the next one is due before the next minute it enqueues a
// run for that very moment. Each item is read again and flipped by an UPDATE guarded by what was
// read, so an item edited, rescheduled or unpublished meanwhile is left as its owner left it.

/** Items flipped by one run at most; the next run takes the rest. */
const RELEASE_BATCH = 500;

export interface ReleaseResult {
  released: number[];
}

/** The run at the moment the next scheduled item is due, when that comes before the next regular run. */
async function enqueueNextRelease(now: Date): Promise<void> {
  const next = await CollectionItemRow.findOne({ attributes: ['publish_at'], where: { status: 'scheduled', publish_at: { [Op.gt]: now } }, order: [['publish_at', 'ASC']] });
  const at = next?.publish_at ? new Date(next.publish_at) : null;
  if (!at || at.getTime() > now.getTime() + RELEASE_EVERY_MS) return;
  await enqueueJobUnlessWaiting(RELEASE_JOB, null, { runAt: at });
}

/** Publishes every scheduled item whose time has come, as published at its scheduled time, and has the live sites follow. */
export async function releaseDueItems(ctx: AppContext): Promise<ReleaseResult> {
  const now = ctx.now();
  const due = await CollectionItemRow.findAll({
    attributes: ['id', 'project_id', 'collection_id', 'publish_at'],
    where: { status: 'scheduled', publish_at: { [Op.lte]: now } },
    order: [['publish_at', 'ASC'], ['id', 'ASC']],
    limit: RELEASE_BATCH,
  });
  const released: number[] = [];
  for (const item of due) {
    const [flipped] = await CollectionItemRow.update(
      { status: 'published', published_at: item.publish_at, publish_at: null },
      { where: { id: item.id, status: 'scheduled', publish_at: item.publish_at } },
    );
    if (!flipped) continue;
    released.push(item.id);
    await requestCollectionRepublish(ctx, item.project_id, { collectionId: item.collection_id, itemIds: [item.id] });
  }
  await enqueueNextRelease(now);
  return { released };
}

export const releaseJob = defineJob<null>({
  type: RELEASE_JOB,
  handler: (run) => releaseDueItems(run.ctx),
});
