import { expect } from 'chai';
import { ConcurrencyLimit } from '../../server/security/concurrency-limit.ts';
import { PASSWORD_HASH_CONCURRENCY, passwordHashing } from '../../server/security/password-hashing.ts';
import { hashPassword, verifyPassword } from '../../server/modules/users/passwords.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { Browser } from './support/http-client.ts';
import { makeUser, PASSWORD } from './support/users.ts';

describe('password hashing: a bounded queue', () => {
  it('runs at most `max` tasks at once, the rest in arrival order', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const tasks = Array.from({ length: 7 }, (_, i) =>
      limit.run(async () => {
        running += 1;
        most = Math.max(most, running);
        started.push(i);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return i;
      }),
    );
    // Release tasks one by one as they start, checking the bound each time.
    for (let released = 0; released < 7; released++) {
      while (releases.length <= released) await new Promise((resolve) => setImmediate(resolve));
      expect(limit.active).to.be.at.most(2);
      releases[released]();
    }
    expect(await Promise.all(tasks)).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
    expect(started).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
    expect(most).to.equal(2);
    expect(limit.active).to.equal(0);
    expect(limit.waiting).to.equal(0);
  });

  it('frees the slot when a task fails', async () => {
    const limit = new ConcurrencyLimit(1);
    await limit.run(async () => Promise.reject(new Error('scrypt failed'))).catch(() => undefined);
    expect(await limit.run(async () => 'next')).to.equal('next');
    expect(limit.active).to.equal(0);
  });

  it('never hashes more than two passwords at once, however many arrive together', async () => {
    expect(PASSWORD_HASH_CONCURRENCY).to.equal(2);
    passwordHashing.resetPeak();
    const stored = await hashPassword('a password');
    const results = await Promise.all([
      ...Array.from({ length: 8 }, () => verifyPassword('a password', stored)),
      ...Array.from({ length: 4 }, () => hashPassword('another').then(Boolean)),
    ]);
    expect(results.every(Boolean)).to.equal(true);
    expect(passwordHashing.peak).to.equal(2);
  });

  describe('under a burst of logins', () => {
    let app: TestApp;
    before(async () => {
      app = await startTestApp();
    });
    after(() => app.stop());

    it('keeps the bound while 16 logins from different addresses arrive at once', async () => {
      await makeUser('burst@example.com');
      passwordHashing.resetPeak();
      const responses = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          new Browser(app.server, { remoteAddress: `192.0.2.${i + 1}` }).post('/auth/login', { email: i % 2 ? 'burst@example.com' : `nobody${i}@example.com`, password: PASSWORD }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).to.deep.equal([...Array(8).fill(200), ...Array(8).fill(422)]);
      expect(passwordHashing.peak).to.equal(PASSWORD_HASH_CONCURRENCY);
      expect(passwordHashing.active).to.equal(0);
    });
  });
});
