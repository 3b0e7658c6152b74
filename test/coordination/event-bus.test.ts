import { expect } from 'chai';
import { inTransaction } from '../../server/db/transactions.ts';
import { eventBus, publishAfterCommit, redisEventBus, type EventBus } from '../../server/coordination/event-bus.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_REDIS_URL, testRedisPrefix } from '../helpers/redis.ts';

/** Resolves with the first message `bus` hears on `channel`. */
function nextMessage(bus: EventBus, channel: string): Promise<unknown> {
  return new Promise((resolve) => {
    const stop = bus.subscribe(channel, (message) => {
      stop();
      resolve(message);
    });
  });
}

const failOnError = (error: Error) => {
  throw error;
};

describe('event bus', () => {
  describe('on Redis', () => {
    const buses: EventBus[] = [];
    afterEach(async () => {
      await Promise.all(buses.splice(0).map((bus) => bus.close()));
    });
    async function bus(prefix: string): Promise<EventBus> {
      const created = await redisEventBus({ url: TEST_REDIS_URL, prefix }, failOnError);
      buses.push(created);
      return created;
    }

    it('carries a message from one instance to the subscribers of another, and to its own once', async () => {
      const prefix = testRedisPrefix();
      const [a, b] = [await bus(prefix), await bus(prefix)];
      const onA: unknown[] = [];
      a.subscribe('notifications.unread.7', (message) => onA.push(message));
      const heardOnB = nextMessage(b, 'notifications.unread.7');
      // Redis subscribes asynchronously: give B's SUBSCRIBE time to reach the server.
      await new Promise((resolve) => setTimeout(resolve, 50));

      a.publish('notifications.unread.7', { userIds: [7] });
      expect(onA, 'its own subscribers hear it at once').to.deep.equal([{ userIds: [7] }]);
      expect(await heardOnB).to.deep.equal({ userIds: [7] });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(onA, 'and not a second time when Redis echoes it back').to.have.length(1);
    });

    it('keeps installations with other prefixes apart, and stops delivering after unsubscribe', async () => {
      const prefix = testRedisPrefix();
      const [a, sameInstallation, stranger] = [await bus(prefix), await bus(prefix), await bus(testRedisPrefix())];
      const heard: unknown[] = [];
      const stop = stranger.subscribe('jobs.enqueued', (message) => heard.push(message));
      const delivered = nextMessage(sameInstallation, 'jobs.enqueued');
      await new Promise((resolve) => setTimeout(resolve, 50));
      a.publish('jobs.enqueued', 'from a');
      expect(await delivered).to.equal('from a');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard, 'another installation hears nothing').to.deep.equal([]);
      stop();
      stranger.publish('jobs.enqueued', 'after');
      expect(heard).to.deep.equal([]);
    });

    it('refuses to start with an unreachable Redis, naming REDIS_URL', async () => {
      const attempt = redisEventBus({ url: 'redis://127.0.0.1:1', prefix: testRedisPrefix() }, failOnError);
      await attempt.then(
        () => expect.fail('connected to port 1'),
        (error: Error) => expect(error.message).to.match(/^Could not connect to Redis at redis:\/\/127\.0\.0\.1:1 \(REDIS_URL\): .*ECONNREFUSED/),
      );
    });
  });

  describe('publishing after commit', () => {
    let app: TestApp;
    before(async () => {
      app = await startTestApp({ listen: false });
    });
    after(() => app.stop());

    it('delivers a message published inside a transaction once it commits, and never when it rolls back', async () => {
      const heard: unknown[] = [];
      const stop = eventBus().subscribe('test.after-commit', (message) => heard.push(message));
      try {
        await inTransaction(app.db.sequelize, async () => {
          publishAfterCommit(app.db.sequelize, 'test.after-commit', 'committed');
          expect(heard, 'not before the commit').to.deep.equal([]);
        });
        expect(heard).to.deep.equal(['committed']);
        await inTransaction(app.db.sequelize, async () => {
          publishAfterCommit(app.db.sequelize, 'test.after-commit', 'rolled back');
          throw new Error('undo');
        }).catch(() => undefined);
        expect(heard).to.deep.equal(['committed']);
      } finally {
        stop();
      }
    });
  });
});
