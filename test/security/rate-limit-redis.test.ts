import { expect } from 'chai';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../server/coordination/redis.ts';
import { redisRateLimits } from '../../server/coordination/rate-limits.ts';
import { RateLimit } from '../../server/modules/auth/models.ts';
import { databaseRateLimits } from '../../server/security/rate-limit.ts';
import type { TestApp } from '../helpers/app.ts';
import { deleteTestRedisKeys, redisEnv, startTwoInstances, TEST_REDIS_URL, testRedisPrefix } from '../helpers/redis.ts';
import { Browser } from '../auth/support/http-client.ts';
import { makeUser, PASSWORD } from '../auth/support/users.ts';

describe('rate limits shared through Redis', function () {
  this.timeout(60_000);
  const prefix = testRedisPrefix();
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;

  before(async () => {
    [a, b] = await startTwoInstances(redisEnv(prefix));
    redis = await connectRedis({ url: TEST_REDIS_URL, prefix }, 'test');
  });
  after(async () => {
    await b?.stop();
    await a?.stop();
    redis?.disconnect();
    await deleteTestRedisKeys(prefix);
  });

  it('adds up login attempts made on two instances, counting them in Redis rather than the database', async () => {
    await makeUser('shared-limit@example.com');
    const onA = new Browser(a.server, { remoteAddress: '203.0.113.9' });
    const onB = new Browser(b.server, { remoteAddress: '203.0.113.9' });
    for (const browser of [onA, onB, onA, onB, onA]) {
      expect((await browser.post('/auth/login', { email: 'shared-limit@example.com', password: 'guess' })).statusCode).to.equal(422);
    }
    const blocked = await onB.post('/auth/login', { email: 'shared-limit@example.com', password: PASSWORD });
    expect(blocked.statusCode, 'the sixth attempt, on B after three on A and two on B').to.equal(429);
    expect(Number(blocked.headers['retry-after'])).to.be.within(1, 60);
    expect((blocked.result as { message: string }).message).to.match(/^Too many login attempts\. Please try again in \d+ seconds\.$/);

    expect(await RateLimit.count(), 'no counter rows in the database').to.equal(0);
    const key = `${prefix}rate-limits:login:shared-limit@example.com|203.0.113.9`;
    expect(await redis.get(key)).to.equal('6');
    expect(await redis.ttl(key), 'the window ends on its own').to.be.within(1, 60);
  });

  it('starts the count afresh on both instances after a successful login', async () => {
    await makeUser('cleared@example.com');
    const onA = new Browser(a.server, { remoteAddress: '203.0.113.10' });
    const onB = new Browser(b.server, { remoteAddress: '203.0.113.10' });
    for (let attempt = 0; attempt < 4; attempt++) await onA.post('/auth/login', { email: 'cleared@example.com', password: 'guess' });
    expect((await onB.post('/auth/login', { email: 'cleared@example.com', password: PASSWORD })).statusCode).to.equal(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await onA.post('/auth/login', { email: 'cleared@example.com', password: 'guess' })).statusCode, `attempt ${attempt + 1}`).to.equal(422);
    }
  });

  it('counts in the database while Redis cannot answer, so the limit still holds', async () => {
    const gone = await connectRedis({ url: TEST_REDIS_URL, prefix }, 'test-gone');
    gone.disconnect();
    const warnings: string[] = [];
    const counter = await redisRateLimits(gone, prefix, databaseRateLimits, (error) => warnings.push(error.message));
    const results = [];
    for (let attempt = 0; attempt < 3; attempt++) results.push(await counter.hit('contact-ip:198.51.100.20', 2, 60));
    expect(results.map((result) => result.limited)).to.deep.equal([false, false, true]);
    expect(warnings, 'the operator is told why').to.have.length(3);
    expect((await RateLimit.findByPk('contact-ip:198.51.100.20'))?.hits).to.equal(3);
    await counter.clear('contact-ip:198.51.100.20');
    expect(await RateLimit.findByPk('contact-ip:198.51.100.20')).to.equal(null);
  });
});
