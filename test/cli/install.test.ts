import { expect } from 'chai';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import dotenv from 'dotenv';
import { QueryTypes } from 'sequelize';
import { sharedDatabaseUrl, makeTempDir } from '../helpers/config.ts';
import { cliEnv, databaseEnv, freshDatabase, runCli, runCliOk, seedCounts, spawnCli, stopChild, watchOutput, withTestDatabase } from './helpers.ts';

const ADMIN_EMAIL = 'owner@example.com';

async function adminRow(cwd: string, sqlitePath?: string) {
  return withTestDatabase(
    cwd,
    async (sequelize) => {
      const users = await sequelize.query<{ id: number; password: string; email_verified_at: unknown }>(
        'SELECT id, password, email_verified_at FROM users WHERE email = ?',
        { replacements: [ADMIN_EMAIL], type: QueryTypes.SELECT },
      );
      const roles = await sequelize.query<{ name: string }>(
        'SELECT roles.name FROM roles JOIN user_role ON user_role.role_id = roles.id JOIN users ON users.id = user_role.user_id WHERE users.email = ? ORDER BY roles.name',
        { replacements: [ADMIN_EMAIL], type: QueryTypes.SELECT },
      );
      return { users, roles: roles.map((role) => role.name), counts: await seedCounts(sequelize) };
    },
    sqlitePath,
  );
}

describe('sitewright install', function () {
  this.timeout(120_000);

  describe('with every flag on a fresh directory', () => {
    const cwd = makeTempDir();
    // Given as a flag, so it must land in .env and every later command must find it there.
    const databaseUrl = sharedDatabaseUrl ?? 'sqlite:./data/site.sqlite';
    const sqlitePath = join(cwd, 'data', 'site.sqlite');
    const flags = ['--yes', '--db', databaseUrl, '--url', 'http://localhost:4567', '--admin-email', ADMIN_EMAIL];
    const env = cliEnv();
    let firstKey = '';
    let firstCounts: Record<string, number> = {};
    let firstHash = '';

    before(freshDatabase);

    it('writes .env, migrates, seeds and creates the admin', async () => {
      const { stdout } = await runCliOk(['install', ...flags, '--admin-password', 'correct-horse-1'], { cwd, env });
      expect(stdout).to.contain('Sitewright is installed.');
      expect(stdout).not.to.contain('correct-horse-1');

      const envFile = join(cwd, '.env');
      expect(statSync(envFile).mode & 0o777).to.equal(0o600);
      const written = dotenv.parse(readFileSync(envFile));
      expect(written.APP_KEY).to.match(/^base64:[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(written.APP_KEY.slice('base64:'.length), 'base64')).to.have.length(32);
      expect(written.DATABASE_URL).to.equal(databaseUrl);
      expect(written.APP_URL).to.equal('http://localhost:4567');
      firstKey = written.APP_KEY;

      const status = JSON.parse((await runCliOk(['migrate', '--status', '--json'], { cwd, env })).stdout);
      expect(status.pending).to.deep.equal([]);
      expect(status.executed).to.include('0001-initial-schema');

      const admin = await adminRow(cwd, sqlitePath);
      expect(admin.users).to.have.length(1);
      expect(admin.users[0].email_verified_at).to.not.equal(null);
      expect(admin.roles).to.deep.equal(['admin', 'users']);
      expect(admin.counts.users).to.equal(1);
      for (const table of ['roles', 'products', 'themes', 'menus', 'custom_pages', 'localizations']) expect(admin.counts[table], table).to.be.above(0);
      firstCounts = admin.counts;
      firstHash = admin.users[0].password;
      // An explicit password is the operator's: nothing is remembered for `start` to print.
      expect(existsSync(join(cwd, 'storage', 'initial-admin.json'))).to.equal(false);
    });

    it('keeps APP_KEY, the password and every row when run again', async () => {
      const { stdout } = await runCliOk(['install', ...flags, '--json'], { cwd, env });
      const result = JSON.parse(stdout);
      expect(result.admin).to.deep.equal({ email: ADMIN_EMAIL, created: false });
      expect(result.migrations).to.deep.equal([]);
      expect(result.appUrl).to.equal('http://localhost:4567');
      expect(dotenv.parse(readFileSync(join(cwd, '.env'))).APP_KEY).to.equal(firstKey);
      const admin = await adminRow(cwd, sqlitePath);
      expect(admin.counts).to.deep.equal(firstCounts);
      expect(admin.users[0].password).to.equal(firstHash);
    });

    it('sets the password of an existing admin only when one is given', async () => {
      await runCliOk(['install', ...flags, '--admin-password', 'another-secret-2'], { cwd, env });
      const admin = await adminRow(cwd, sqlitePath);
      expect(admin.users[0].password).to.not.equal(firstHash);
      expect(admin.counts).to.deep.equal(firstCounts);
    });
  });

  it('keeps the admin it finds when run again without --admin-email, and start prints that login', async () => {
    await freshDatabase();
    const cwd = makeTempDir();
    const env = cliEnv(databaseEnv());
    await runCliOk(['install', '--yes', '--admin-email', ADMIN_EMAIL, '--admin-password', 'correct-horse-1'], { cwd, env });

    const again = JSON.parse((await runCliOk(['install', '--yes', '--json'], { cwd, env })).stdout);
    expect(again.admin).to.deep.equal({ email: ADMIN_EMAIL, created: false });
    const emails = await withTestDatabase(cwd, async (sequelize) =>
      (await sequelize.query<{ email: string }>('SELECT email FROM users ORDER BY id', { type: QueryTypes.SELECT })).map((row) => row.email),
    );
    expect(emails).to.deep.equal([ADMIN_EMAIL]);
    expect(existsSync(join(cwd, 'storage', 'initial-admin.json'))).to.equal(false);

    const child = spawnCli(['start', '--port', '0'], { cwd, env });
    const output = watchOutput(child);
    try {
      const [, login] = await output.waitFor(/Admin login: (.+?)\s*│/, 60_000);
      expect(login).to.equal(`${ADMIN_EMAIL} (with the password chosen at install)`);
    } finally {
      expect(await stopChild(child, output.exited)).to.equal(0);
    }
  });

  it('changes nothing and says so in one line when MySQL is unreachable', async () => {
    const cwd = makeTempDir();
    const envFile = join(cwd, '.env');
    const original = '# operator notes\nMAIL_FROM="Ops <ops@example.com>"\n';
    writeFileSync(envFile, original);
    const result = await runCli(['install', '--yes', '--db', 'mysql://root@127.0.0.1:1/test'], { cwd, env: cliEnv() });
    expect(result.code).to.equal(1);
    expect(result.stderr.trim().split('\n')).to.have.length(1);
    expect(result.stderr).to.match(/^Error: Cannot connect to the database at mysql:\/\/root@127\.0\.0\.1:1\/test/);
    expect(readFileSync(envFile, 'utf8')).to.equal(original);
    expect(existsSync(join(cwd, 'storage', 'initial-admin.json'))).to.equal(false);

    const fresh = makeTempDir();
    expect((await runCli(['install', '--yes', '--db', 'mysql://root@127.0.0.1:1/test'], { cwd: fresh, env: cliEnv() })).code).to.equal(1);
    expect(existsSync(join(fresh, '.env'))).to.equal(false);
  });

  it('rejects a password that is too short before touching anything', async () => {
    const cwd = makeTempDir();
    const result = await runCli(['install', '--yes', '--admin-password', 'short'], { cwd, env: cliEnv(databaseEnv()) });
    expect(result.code).to.equal(1);
    expect(result.stderr.trim()).to.equal('Error: The admin password must be at least 8 characters');
    expect(existsSync(join(cwd, '.env'))).to.equal(false);
  });

  it('finishes with defaults when stdin is not a terminal and no flag is given', async () => {
    await freshDatabase();
    const cwd = makeTempDir();
    const { stdout } = await runCliOk(['install'], { cwd, env: cliEnv(databaseEnv()), timeoutMs: 60_000 });
    expect(stdout).to.contain('App URL   http://localhost:3000');
    expect(stdout).to.contain('admin@example.com (created)');
    const password = stdout.match(/Password {2}(\S+)/)?.[1];
    expect(password).to.match(/^[A-Za-z0-9]{20}$/);

    const remembered = join(cwd, 'storage', 'initial-admin.json');
    expect(statSync(remembered).mode & 0o777).to.equal(0o600);
    expect(JSON.parse(readFileSync(remembered, 'utf8'))).to.deep.equal({ email: 'admin@example.com', password });
    const written = dotenv.parse(readFileSync(join(cwd, '.env')));
    expect(Object.keys(written)).to.deep.equal(['APP_KEY']);
  });
});
