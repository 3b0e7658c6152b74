import { expect } from 'chai';
import type { CollectionItem } from '../../common/collections.ts';
import { jobBackend } from '../../server/jobs/backend.ts';
import { JobRunner } from '../../server/jobs/runner.ts';
import { enqueueJob } from '../../server/jobs/service.ts';
import { defineJob, type JobDefinition } from '../../server/jobs/types.ts';
import { RELEASE_JOB, REPUBLISH_JOB, type RepublishPayload } from '../../server/modules/collections/publish-types.ts';
import { enqueueRepublish } from '../../server/modules/collections/republish.ts';
import { releaseDueItems } from '../../server/modules/collections/schedule.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { deleteTestRedisKeys, redisEnv, testRedisPrefix } from '../helpers/redis.ts';
import { ContentClient } from './support.ts';

// What collections ask of the job queue, on the database queue and on BullMQ alike: changes
// saved while a rebuild waits join it, and the run that releases the next scheduled item is
// enqueued once.

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what} after ${timeoutMs} ms`);
    await sleep(10);
  }
}


for (const backend of ['database', 'bullmq'] as const) {
  describe(`collection jobs on the ${backend} queue`, function () {
    this.timeout(60_000);
    let app: TestApp;
    let runners: JobRunner[] = [];
    const prefix = testRedisPrefix();

    before(async () => {
      app = await startTestApp({ env: backend === 'bullmq' ? redisEnv(prefix) : {} });
      expect(jobBackend().name).to.equal(backend);
    });
    afterEach(async () => {
      await Promise.all(runners.map((runner) => runner.stop()));
      runners = [];
    });
    after(async () => {
      await app?.stop();
      if (backend === 'bullmq') await deleteTestRedisKeys(prefix);
    });

    /** One runner, one job at a time: jobs due together run in the order they were enqueued. */
    function work(definition: JobDefinition<never>): void {
      const runner = new JobRunner(app.ctx, [definition as JobDefinition], { pollMs: 20 });
      runners.push(runner);
      runner.start();
    }

    const change = (projectId: number, itemIds: number[], removedPaths: string[] = []) => enqueueRepublish({ projectId, collectionIds: [7], itemIds, removedPaths }, new Date());

    /** The rebuilds run, up to one of a project enqueued last: every change asked for before it has run by then. */
    function rebuildsUpTo(lastProjectId: number, handle: (payload: RepublishPayload) => Promise<void> = async () => undefined) {
      const rebuilds: RepublishPayload[] = [];
      work(
        defineJob<RepublishPayload>({
          type: REPUBLISH_JOB,
          handler: async ({ payload }) => {
            await handle(payload);
            rebuilds.push(payload);
          },
        }),
      );
      return {
        rebuilds,
        async done() {
          await change(lastProjectId, [0]);
          await until(() => rebuilds.some((payload) => payload.projectId === lastProjectId), 'the last rebuild');
          return rebuilds.filter((payload) => payload.projectId !== lastProjectId);
        },
      };
    }

    it("joins the changes saved while a project's rebuild waits into that one rebuild, and keeps other projects' apart", async () => {
      await change(1, [11]);
      await change(1, [12], ['/blog/old-address/']);
      await change(2, [21]);
      await change(1, [12, 13]);

      const rebuilds = await rebuildsUpTo(999).done();
      expect(rebuilds).to.deep.equal([
        { projectId: 1, collectionIds: [7], itemIds: [11, 12, 13], removedPaths: ['/blog/old-address/'] },
        { projectId: 2, collectionIds: [7], itemIds: [21], removedPaths: [] },
      ]);
    });

    it('loses no change while a runner keeps taking the waiting rebuild, changes joining it five at a time', async () => {
      const run = rebuildsUpTo(998, () => sleep(30));
      const asked: number[] = [];
      for (let batch = 0; batch < 10; batch++) {
        const ids = Array.from({ length: 5 }, (_, n) => 100 + batch * 5 + n);
        asked.push(...ids);
        await Promise.all(ids.map((id) => change(3, [id])));
      }
      const rebuilds = await run.done();
      const rebuilt = rebuilds.flatMap((payload) => payload.itemIds);
      expect([...rebuilt].sort((a, b) => a - b)).to.deep.equal(asked);
      expect(rebuilds.length, 'changes that came while a rebuild waited joined it').to.be.below(asked.length / 2);
    });

    it('enqueues the release of the next scheduled item once, however many release runs look for it at once', async () => {
      const owner = await ContentClient.user(app);
      const project = await owner.create('On The Dot');
      const item = await owner.createItem(project.id, { title: 'Right on time' });
      // Whole seconds, as MariaDB keeps them; soon enough to wait for.
      const at = new Date(Math.ceil((Date.now() + 1000) / 1000) * 1000);
      const scheduled = await owner.ok<CollectionItem>('POST', `${owner.itemsUrl(project.id)}/${item.id}/publish`, { at: at.toISOString() });
      expect(scheduled.status).to.equal('scheduled');

      await Promise.all([releaseDueItems(app.ctx), releaseDueItems(app.ctx), releaseDueItems(app.ctx)]);
      await releaseDueItems(app.ctx);

      const runs: unknown[] = [];
      work(
        defineJob<unknown>({
          type: RELEASE_JOB,
          handler: async (run) => {
            runs.push(run.payload);
            return releaseDueItems(run.ctx);
          },
        }),
      );
      // Due after every run enqueued for the item's time: once it ran, they all did.
      await enqueueJob(RELEASE_JOB, 'after', { runAt: new Date(at.getTime() + 200) });
      await until(() => runs.includes('after'), 'the release run after the item was due');

      expect(runs).to.deep.equal([null, 'after']);
      expect(await owner.item(project.id, item.id)).to.include({ status: 'published', publish_at: null, published_at: at.toISOString() });
    });
  });
}
