import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startMailServer } from '../auth/support/mail-server.ts';
import { freePort } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';
import { TEST_REDIS_URL } from '../helpers/redis.ts';
import { startS3rver, type TestS3 } from '../helpers/s3rver.ts';
import { checkNodeVersion } from '../../server/modules/doctor/service.ts';
import { cliEnv, databaseEnv, freshDatabase, runCli, runCliOk } from './helpers.ts';

interface Check {
  name: string;
  ok: boolean;
  message: string;
}

const byName = (checks: Check[]) => Object.fromEntries(checks.map((check) => [check.name, check]));

describe('sitewright doctor', function () {
  this.timeout(120_000);

  it('passes every check on a healthy install', async () => {
    await freshDatabase();
    const cwd = makeTempDir();
    const env = cliEnv(databaseEnv());
    await runCliOk(['install', '--yes', '--admin-password', 'doctor-test-1'], { cwd, env });

    const { stdout } = await runCliOk(['doctor'], { cwd, env });
    expect(stdout).to.match(/✔ database reachable/);
    expect(stdout).to.contain('All checks passed.');

    const report = JSON.parse((await runCliOk(['doctor', '--json'], { cwd, env })).stdout);
    expect(report.ok).to.equal(true);
    expect(report.checks.map((check: Check) => check.name)).to.deep.equal([
      'Node.js',
      'configuration',
      'APP_KEY',
      'database reachable',
      'database migrated',
      'data directory',
      'mail',
      'storage',
      'redis',
    ]);
    expect(byName(report.checks).mail.message).to.match(/^\(environment\) mail is written to the log/);
    expect(byName(report.checks).storage.message).to.match(/^\(environment\) local disk: .* is writable$/);
    expect(byName(report.checks).redis.message).to.match(/^not set: /);

    const shared = await runCliOk(['doctor', '--json'], { cwd, env: { ...env, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: 'doctor:' } });
    expect(byName(JSON.parse(shared.stdout).checks).redis).to.deep.include({ ok: true });
    expect(byName(JSON.parse(shared.stdout).checks).redis.message).to.match(/^redis:\/\/127\.0\.0\.1:6379 \(Redis [\d.]+\) answers, keys under doctor:$/);
  });

  describe('with mail and storage replaced in the admin settings', () => {
    let cwd: string;
    let env: NodeJS.ProcessEnv;
    const configSet = (key: string, value: string) => runCliOk(['config', 'set', key, value], { cwd, env });

    before(async () => {
      await freshDatabase();
      cwd = makeTempDir();
      // The environment writes mail to the log and keeps files on the local disk.
      env = cliEnv({ ...databaseEnv(), MAIL_URL: 'log', STORAGE_DRIVER: 'local' });
      await runCliOk(['install', '--yes', '--admin-password', 'doctor-test-1'], { cwd, env });
      await configSet('mail.driver', 'smtp');
      await configSet('mail.host', '127.0.0.1');
    });

    it('checks the settings’ SMTP server and bucket, not the environment’s', async () => {
      const closed = await freePort();
      await configSet('mail.port', String(closed));
      await configSet('storage.driver', 's3');
      const result = await runCli(['doctor', '--json'], { cwd, env });
      expect(result.code, result.stderr).to.equal(1);
      expect(result.stderr.trim()).to.equal('Error: 2 checks failed: mail, storage');
      const checks = byName(JSON.parse(result.stdout).checks);
      expect(checks.mail.message).to.match(new RegExp(`^\\(admin settings\\) SMTP at 127\\.0\\.0\\.1:${closed} is not usable: .*ECONNREFUSED`));
      expect(checks.storage.message).to.equal('(admin settings) S3 storage is missing storage.s3.bucket');
      await configSet('storage.driver', 'null');
    });

    it('passes with a working SMTP server, signing in with the stored password', async () => {
      const relay = await startMailServer({ auth: { username: 'mailer', password: 'relay-password-1' } });
      try {
        const port = new URL(relay.url).port;
        await configSet('mail.port', port);
        await configSet('mail.username', 'mailer');
        await configSet('mail.password', 'relay-password-1');
        const { stdout } = await runCliOk(['doctor'], { cwd, env });
        expect(stdout).to.match(new RegExp(`✔ mail\\s+\\(admin settings\\) SMTP at 127\\.0\\.0\\.1:${port} accepts connections`));
        expect(stdout).to.match(/✔ storage\s+\(environment\) local disk: /);
        expect(stdout).to.contain('All checks passed.');

        // A wrong password proves the doctor signed in with the stored one.
        await configSet('mail.password', 'not-the-password');
        const refused = await runCli(['doctor', '--json'], { cwd, env });
        expect(refused.code).to.equal(1);
        expect(byName(JSON.parse(refused.stdout).checks).mail.message).to.match(/^\(admin settings\) SMTP at .* is not usable: Invalid login/);
      } finally {
        await relay.close();
      }
    });
  });

  describe('with files in an S3 bucket', () => {
    let s3: TestS3;
    let cwd: string;
    let env: NodeJS.ProcessEnv;
    const storageCheck = async (overrides: Record<string, string>) => {
      const result = await runCli(['doctor', '--json'], { cwd, env: { ...env, ...overrides } });
      return { code: result.code, stderr: result.stderr, storage: byName(JSON.parse(result.stdout).checks).storage };
    };

    before(async () => {
      s3 = await startS3rver({ verifySignatures: true });
      await freshDatabase();
      cwd = makeTempDir();
      env = cliEnv({ ...databaseEnv(), ...s3.env });
      await runCliOk(['install', '--yes', '--admin-password', 'doctor-test-1'], { cwd, env });
    });
    after(() => s3.close());

    it('passes once an object was written, read back and deleted', async () => {
      const { code, storage } = await storageCheck({});
      expect(code).to.equal(0);
      expect(storage).to.deep.equal({ name: 'storage', ok: true, message: `(environment) S3 bucket ${s3.bucket} at ${s3.endpoint} takes a write, read and delete` });
    });

    it('exits 1 naming the keys to fix when S3 refuses the secret', async () => {
      const { code, stderr, storage } = await storageCheck({ S3_SECRET_ACCESS_KEY: 'not-the-secret' });
      expect(code).to.equal(1);
      // The AWS SDK may print its Node.js version warning first.
      expect(stderr.trim().split('\n').at(-1)).to.equal('Error: 1 check failed: storage');
      expect(storage.message).to.equal(
        `(environment) S3 at ${s3.endpoint} refused the credentials (SignatureDoesNotMatch 403): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or the storage settings in the admin area`,
      );
      expect(storage.message).to.not.contain('not-the-secret');
    });

    it('exits 1 naming the endpoint when nothing listens there', async () => {
      const closed = `http://127.0.0.1:${await freePort()}`;
      const { code, storage } = await storageCheck({ S3_ENDPOINT: closed });
      expect(code).to.equal(1);
      expect(storage.message).to.equal(`(environment) S3 at ${closed} is unreachable (ECONNREFUSED): check S3_ENDPOINT (and that the storage server is running)`);
    });

    it('exits 1 naming the bucket when it does not exist', async () => {
      const { code, storage } = await storageCheck({ S3_BUCKET: 'no-such-bucket' });
      expect(code).to.equal(1);
      expect(storage.message).to.equal(`(environment) S3 at ${s3.endpoint} has no bucket no-such-bucket (NoSuchBucket 404): create the bucket or fix S3_BUCKET`);
    });
  });

  it('exits 1 naming the database when MySQL is unreachable, and reports the other problems too', async () => {
    const cwd = makeTempDir();
    const env = cliEnv({ DATABASE_URL: 'mysql://root@127.0.0.1:1/test', MAIL_URL: 'smtp://127.0.0.1:1', STORAGE_DRIVER: 's3', S3_BUCKET: 'sites', REDIS_URL: 'redis://127.0.0.1:1' });
    const result = await runCli(['doctor', '--json'], { cwd, env });
    expect(result.code).to.equal(1);
    expect(result.stderr.trim()).to.equal('Error: 6 checks failed: APP_KEY, database reachable, database migrated, mail, storage, redis');
    const checks = byName(JSON.parse(result.stdout).checks);
    expect(checks['database reachable'].message).to.match(/^Cannot connect to the database at mysql:\/\/root@127\.0\.0\.1:1\/test \(ECONNREFUSED\)/);
    expect(checks['database migrated'].ok).to.equal(false);
    expect(checks.APP_KEY.message).to.contain('sitewright install');
    // Without a database the admin settings cannot be read: the environment is checked, and the answer says so.
    const unread = '(environment; admin settings not read: the database is not ready)';
    expect(checks.mail.message).to.match(/^\(environment; admin settings not read: the database is not ready\) SMTP at smtp:\/\/127\.0\.0\.1:1 is not usable/);
    expect(checks.storage.message).to.equal(`${unread} S3 storage is missing S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY`);
    expect(checks.redis.message).to.match(/^Could not connect to Redis at redis:\/\/127\.0\.0\.1:1 \(REDIS_URL\): .*ECONNREFUSED.*: start Redis or fix REDIS_URL$/);
    expect(checks.configuration.ok).to.equal(true);
  });

  it('exits 1 when the SQLite file cannot be created', async () => {
    const cwd = makeTempDir();
    // A file where a directory should be: unwritable even for root, unlike a chmod'ed directory.
    writeFileSync(join(cwd, 'blocker'), '');
    const result = await runCli(['doctor'], { cwd, env: cliEnv({ DATABASE_URL: `sqlite:${join(cwd, 'blocker', 'db.sqlite')}` }) });
    expect(result.code).to.equal(1);
    expect(result.stdout).to.match(/✖ database reachable\s+Cannot connect to SQLite file .*blocker\/db\.sqlite \((EEXIST|ENOTDIR)/);
    expect(result.stderr).to.contain('database reachable');
  });

  it('reports invalid configuration instead of crashing', async () => {
    const result = await runCli(['doctor'], { cwd: makeTempDir(), env: cliEnv({ DATABASE_URL: 'postgres://db/site' }) });
    expect(result.code).to.equal(1);
    expect(result.stdout).to.match(/✖ configuration\s+Invalid configuration: DATABASE_URL must start with sqlite:, mysql:\/\/ or mariadb:\/\//);
  });

  it('compares the Node.js version with package.json engines', () => {
    expect(checkNodeVersion('20.19.0').ok).to.equal(true);
    expect(checkNodeVersion('22.1.0').ok).to.equal(true);
    expect(checkNodeVersion('20.18.3')).to.deep.include({ ok: false });
    expect(checkNodeVersion('18.20.0').message).to.contain('needs Node.js 20.19 or newer');
  });
});
