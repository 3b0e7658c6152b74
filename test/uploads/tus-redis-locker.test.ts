import { expect } from 'chai';
import type { Redis } from 'ioredis';
import { redisEventBus, type EventBus } from '../../server/coordination/event-bus.ts';
import { connectRedis } from '../../server/coordination/redis.ts';
import { RedisLocker, type RedisLockerOptions } from '../../server/coordination/tus-locker.ts';
import { TEST_REDIS_URL, testRedisPrefix } from '../helpers/redis.ts';

const failOnError = (error: Error) => {
  throw error;
};

describe('tus locker on Redis', function () {
  this.timeout(20_000);
  const opened: { redis: Redis; bus: EventBus }[] = [];
  afterEach(async () => {
    for (const { redis, bus } of opened.splice(0)) {
      await bus.close();
      redis.disconnect();
    }
  });

  /** A locker as one instance builds it: its own connection and its own event bus. */
  async function instance(prefix: string, options: Partial<RedisLockerOptions> = {}) {
    const settings = { url: TEST_REDIS_URL, prefix };
    const redis = await connectRedis(settings, 'test-locker');
    const bus = await redisEventBus(settings, failOnError);
    opened.push({ redis, bus });
    return { redis, bus, locker: new RedisLocker({ redis, prefix, bus, ...options }) };
  }

  it('has the holder on another instance release the upload when a new request asks for it', async () => {
    const prefix = testRedisPrefix();
    const [a, b] = [await instance(prefix), await instance(prefix)];
    const held = a.locker.newLock('upload-1');
    let asked = 0;
    // As a stale PATCH does when tus cancels it: it ends, and its handler unlocks.
    await held.lock(new AbortController().signal, () => {
      asked++;
      setImmediate(() => void held.unlock());
    });

    const taken = b.locker.newLock('upload-1');
    await taken.lock(new AbortController().signal, () => undefined);
    expect(asked, 'A was asked once').to.be.at.least(1);
    expect(await b.redis.exists(`${prefix}tus:lock:upload-1`)).to.equal(1);
    await taken.unlock();
    expect(await b.redis.exists(`${prefix}tus:lock:upload-1`), 'unlock removes the key').to.equal(0);
  });

  it("fails with tus's lock timeout when the holder does not let go, and when the request stops waiting", async () => {
    const prefix = testRedisPrefix();
    const [a, b] = [await instance(prefix), await instance(prefix, { acquireTimeoutMs: 300 })];
    const held = a.locker.newLock('upload-2');
    let asked = 0;
    await held.lock(new AbortController().signal, () => void asked++);

    const refused = await b.locker
      .newLock('upload-2')
      .lock(new AbortController().signal, () => undefined)
      .then(() => null, (error: unknown) => error);
    expect(refused).to.deep.equal({ status_code: 500, body: 'failed to acquire lock before timeout' });
    expect(asked, 'the holder was asked to release').to.be.at.least(1);

    const stop = new AbortController();
    const stopped = b.locker.newLock('upload-2').lock(stop.signal, () => undefined).then(() => null, (error: unknown) => error);
    stop.abort();
    expect(await stopped).to.deep.equal({ status_code: 500, body: 'failed to acquire lock before timeout' });
    await held.unlock();
  });

  it('frees the lock of an instance that died once its lease runs out', async () => {
    const prefix = testRedisPrefix();
    const a = await instance(prefix, { leaseMs: 300 });
    const b = await instance(prefix);
    await a.locker.newLock('upload-3').lock(new AbortController().signal, () => undefined);
    // Killed: no renewal, no answer to release requests.
    a.redis.disconnect();
    await a.bus.close();

    const taken = b.locker.newLock('upload-3');
    await taken.lock(new AbortController().signal, () => undefined);
    await taken.unlock();
  });

  it('keeps a lock that its holder renews past the lease', async () => {
    const prefix = testRedisPrefix();
    const a = await instance(prefix, { leaseMs: 300 });
    const b = await instance(prefix, { acquireTimeoutMs: 900 });
    const held = a.locker.newLock('upload-4');
    await held.lock(new AbortController().signal, () => undefined);
    const refused = await b.locker
      .newLock('upload-4')
      .lock(new AbortController().signal, () => undefined)
      .then(() => null, (error: unknown) => error);
    expect(refused, 'three leases later, still held').to.have.property('status_code', 500);
    await held.unlock();
  });
});
