import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { Op } from 'sequelize';
import { DOMAIN_CLAIM_HOURS } from '../../common/domains.ts';
import { createAppContext, type AppContext } from '../../server/context.ts';
import { Job, JobScheduleRow } from '../../server/jobs/models.ts';
import { JobRunner } from '../../server/jobs/runner.ts';
import { enqueueJob, getJob, waitForJob } from '../../server/jobs/service.ts';
import { FINISHED_JOB_STATUSES, type JobRecord } from '../../server/jobs/types.ts';
import { RateLimit, Session } from '../../server/modules/auth/models.ts';
import { jobDefinitions, jobSchedules } from '../../server/modules/jobs.ts';
import { Project } from '../../server/modules/projects/models.ts';
import { ProjectDomain } from '../../server/modules/publishing/models.ts';
import { PendingUpload } from '../../server/modules/uploads/models.ts';
import { createTestUser } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const HOUSEKEEPING = jobSchedules.map((schedule) => schedule.type);

const ago = (ms: number) => new Date(Date.now() - ms);

async function queuedCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const type of HOUSEKEEPING) counts[type] = await Job.count({ where: { type } });
  return counts;
}

const each = (n: number) => Object.fromEntries(HOUSEKEEPING.map((type) => [type, n]));

describe('housekeeping', () => {
  let app: TestApp;

  before(async () => {
    // Finished jobs are kept 10 days here, not the default 14: the setting is what counts.
    app = await startTestApp({ env: { JOBS_RETENTION_DAYS: '10' } });
  });
  after(() => app.stop());

  describe('schedules', () => {
    let clock: Date;
    let instances: AppContext[];

    before(async () => {
      await Job.destroy({ where: { type: HOUSEKEEPING } });
      await JobScheduleRow.destroy({ where: {} });
      clock = new Date();
      // Two instances of the app on one database, each with its own runner and the same clock.
      instances = ['a', 'b'].map(() => createAppContext({ config: app.config, db: app.db, logger: app.ctx.logger, now: () => clock }));
    });

    // Runners without the housekeeping definitions: they enqueue the runs but leave them queued, to be counted.
    const tickTogether = async () => {
      const runners = instances.flatMap((ctx, i) => [0, 1].map((n) => new JobRunner(ctx, [], { instanceId: `instance-${i}-${n}`, schedules: jobSchedules })));
      await Promise.all(runners.map((runner) => runner.runOnce()));
    };

    it('enqueues each task once when every runner of two instances looks at the same moment', async () => {
      await tickTogether();
      expect(await queuedCounts()).to.deep.equal(each(1));
      await tickTogether();
      expect(await queuedCounts(), 'not due again within its period').to.deep.equal(each(1));
    });

    it('enqueues the next run once its period has passed, and never a second one while the first is still waiting', async () => {
      const hourly = jobSchedules.filter((schedule) => schedule.everyMs === HOUR_MS).map((schedule) => schedule.type);
      expect(hourly).to.include.members(['housekeeping.sessions', 'housekeeping.rate-limits', 'housekeeping.abandoned-uploads', 'housekeeping.domain-claims']);
      clock = new Date(clock.getTime() + HOUR_MS);
      await tickTogether();
      expect(await queuedCounts(), 'the runs of the last hour are still queued').to.deep.equal(each(1));

      await Job.update({ status: 'succeeded', finished_at: clock }, { where: { type: HOUSEKEEPING } });
      clock = new Date(clock.getTime() + HOUR_MS);
      await tickTogether();
      const counts = await queuedCounts();
      for (const type of hourly) expect(counts[type], type).to.equal(2);
      expect(counts['housekeeping.jobs'], 'finished jobs are pruned every 6 hours').to.equal(1);
      const next = await JobScheduleRow.findByPk('housekeeping.sessions');
      expect(next!.next_run_at.getTime()).to.equal(clock.getTime() + HOUR_MS);
    });
  });

  describe('tasks', () => {
    let runner: JobRunner;

    before(async () => {
      await Job.destroy({ where: { type: HOUSEKEEPING } });
      runner = new JobRunner(app.ctx, jobDefinitions, { instanceId: 'housekeeper' });
    });

    async function run(type: string): Promise<JobRecord> {
      const job = await enqueueJob(type, null);
      // Other queued jobs may come first; each look runs one to its end.
      for (let looks = 0; looks < 20 && !FINISHED_JOB_STATUSES.includes((await getJob(job.id))!.status); looks++) await runner.runOnce();
      const done = await waitForJob(job.id);
      expect(done.status, `${type}: ${done.error}`).to.equal('succeeded');
      return done;
    }

    it('deletes expired sessions and keeps the live ones', async () => {
      const { user } = await createTestUser();
      const session = (expiresAt: Date) =>
        Session.create({ token_hash: randomUUID().replace(/-/g, ''), user_id: user.id, payload: {}, last_activity: ago(DAY_MS), expires_at: expiresAt });
      const expired = await session(ago(60_000));
      const live = await session(new Date(Date.now() + HOUR_MS));
      const done = await run('housekeeping.sessions');
      expect((done.result as { deleted: number }).deleted).to.be.at.least(1);
      expect(await Session.findByPk(expired.id)).to.equal(null);
      expect(await Session.findByPk(live.id)).to.not.equal(null);
    });

    it('deletes rate-limit counters whose window ended and keeps the running ones', async () => {
      await RateLimit.bulkCreate([
        { key: 'housekeeping:ended', hits: 9, reset_at: ago(60_000) },
        { key: 'housekeeping:running', hits: 3, reset_at: new Date(Date.now() + HOUR_MS) },
      ]);
      await run('housekeeping.rate-limits');
      expect(await RateLimit.findByPk('housekeeping:ended')).to.equal(null);
      expect((await RateLimit.findByPk('housekeeping:running'))?.hits).to.equal(3);
    });

    it('deletes jobs finished longer ago than JOBS_RETENTION_DAYS and keeps newer and unfinished ones', async () => {
      const job = async (status: 'succeeded' | 'failed' | 'cancelled' | 'queued', finishedDaysAgo: number | null) => {
        const created = await Job.create({ type: 'test.retention', payload: null, max_attempts: 1, user_id: null, run_at: ago(30 * DAY_MS) });
        await created.update({ status, finished_at: finishedDaysAgo === null ? null : ago(finishedDaysAgo * DAY_MS) });
        return created.id;
      };
      const old = [await job('succeeded', 11), await job('failed', 11), await job('cancelled', 11)];
      const kept = [await job('succeeded', 9), await job('failed', 9), await job('queued', null)];
      const done = await run('housekeeping.jobs');
      expect((done.result as { deleted: number }).deleted).to.equal(3);
      const left = (await Job.findAll({ where: { type: 'test.retention' } })).map((row) => row.id);
      expect(left).to.have.members(kept);
      expect(left).to.not.include.members(old);
      expect(await Job.count({ where: { id: done.id } }), 'its own row stays').to.equal(1);
    });

    it('removes uploads abandoned for a week and keeps recent ones', async () => {
      const { user } = await createTestUser();
      const pending = async (createdAt: Date) => {
        const row = await PendingUpload.create({
          kind: 's3-simple',
          upload_key: `files/${randomUUID()}.txt`,
          user_id: user.id,
          disk: 'uploads',
          file_name: `${randomUUID()}.txt`,
          client_name: 'notes.txt',
          client_mime: 'text/plain',
          client_extension: 'txt',
          size: 5,
          metadata: {},
        });
        await PendingUpload.update({ created_at: createdAt }, { where: { id: row.id }, silent: true });
        return row.id;
      };
      const abandoned = await pending(ago(8 * DAY_MS));
      const recent = await pending(ago(DAY_MS));
      await run('housekeeping.abandoned-uploads');
      expect(await PendingUpload.findByPk(abandoned)).to.equal(null);
      expect(await PendingUpload.findByPk(recent)).to.not.equal(null);
    });

    it('releases custom-domain claims nobody proved in time and keeps the others', async () => {
      const { user } = await createTestUser();
      const project = await Project.create({ uuid: randomUUID(), user_id: user.id, name: 'Bakery', slug: `bakery-${randomUUID().slice(0, 8)}` });
      const claim = async (host: string, createdAt: Date, verified: boolean) => {
        const row = await ProjectDomain.create({ project_id: project.id, host, token: randomUUID().replace(/-/g, ''), ...(verified ? { verified_at: createdAt, verified_host: host } : {}) });
        await ProjectDomain.update({ created_at: createdAt }, { where: { id: row.id }, silent: true });
        return row.id;
      };
      const stale = await claim('www.stale-claim.test', ago((DOMAIN_CLAIM_HOURS + 1) * HOUR_MS), false);
      const fresh = await claim('www.fresh-claim.test', ago(HOUR_MS), false);
      const proved = await claim('www.proved-claim.test', ago((DOMAIN_CLAIM_HOURS + 1) * HOUR_MS), true);
      await run('housekeeping.domain-claims');
      const left = (await ProjectDomain.findAll({ where: { id: { [Op.in]: [stale, fresh, proved] } } })).map((row) => row.id);
      expect(left).to.have.members([fresh, proved]);
    });
  });

  it('runs on a started server without any timer of its own: the runner enqueues each task on its first look', async () => {
    await Job.destroy({ where: { type: HOUSEKEEPING } });
    await JobScheduleRow.destroy({ where: {} });
    await app.server.initialize();
    try {
      const deadline = Date.now() + 15_000;
      while ((await Job.count({ where: { type: HOUSEKEEPING, status: 'succeeded' } })) < HOUSEKEEPING.length) {
        if (Date.now() > deadline) throw new Error(`housekeeping did not run: ${JSON.stringify(await Job.findAll({ where: { type: HOUSEKEEPING }, raw: true }))}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await queuedCounts()).to.deep.equal(each(1));
    } finally {
      await app.server.stop();
    }
  });
});
