import { expect } from 'chai';
import { getJob } from '../../server/jobs/service.ts';
import { NOTIFICATION_MAIL_JOB } from '../../server/modules/job-types.ts';
import { NOTIFICATION_TYPES } from '../../common/notifications.ts';
import { deliverNotification } from '../../server/modules/notifications/notify.ts';
import { User } from '../../server/modules/users/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { deleteTestRedisKeys, redisEnv, testRedisPrefix } from '../helpers/redis.ts';

const RECIPIENTS = 1000;

for (const backend of ['database', 'bullmq'] as const) {
  describe(`notifications to ${RECIPIENTS} users on the ${backend} queue`, function () {
    this.timeout(60_000);
    const prefix = testRedisPrefix();
    let app: TestApp;

    before(async () => {
      // No runner: the test looks at what was enqueued, not at mail going out.
      app = await startTestApp({ listen: false, env: backend === 'bullmq' ? redisEnv(prefix) : {} });
    });
    after(async () => {
      await app?.stop();
      if (backend === 'bullmq') await deleteTestRedisKeys(prefix);
    });

    it('enqueues the e-mail of every recipient in one batch, however many they are', async () => {
      const stamp = Date.now();
      const users = await User.bulkCreate(Array.from({ length: RECIPIENTS }, (_, index) => ({ email: `fan-out-${stamp}-${index}@example.com` })));
      const ids = users.map((user) => user.id);

      // Sequelize reads options.logging at each query; the typings do not expose it.
      const sequelize = app.db.sequelize as unknown as { options: { logging: unknown } };
      const logging = sequelize.options.logging;
      const statements: string[] = [];
      sequelize.options.logging = (statement: string) => void statements.push(statement);
      try {
        const delivered = await deliverNotification(app.ctx, ids, { type: NOTIFICATION_TYPES.subscription, lines: [{ type: 'primary', content: 'Your plan changes on Monday' }] });
        expect(delivered).to.have.length(RECIPIENTS);
      } finally {
        sequelize.options.logging = logging;
      }
      const jobInserts = statements.filter((statement) => /INSERT INTO [`"]?jobs[`"]?/i.test(statement));
      // The database queue: one INSERT of all the rows; BullMQ: none (one addBulk to Redis).
      expect(jobInserts).to.have.length(backend === 'database' ? 1 : 0);

      const notificationInserts = statements.filter((statement) => /INSERT INTO [`"]?notifications[`"]?/i.test(statement));
      expect(notificationInserts).to.have.length(1);

      // Every mail is a job of its own (each retried on its own), numbered one after the other.
      const jobs = await Promise.all(Array.from({ length: RECIPIENTS + 1 }, (_, index) => getJob(index + 1)));
      expect(jobs.slice(0, RECIPIENTS).every((job) => job?.type === NOTIFICATION_MAIL_JOB && job.status === 'queued')).to.equal(true);
      expect(jobs[RECIPIENTS]).to.equal(null);
    });
  });
}
