import { expect } from 'chai';
import { createElement } from 'react';
import { render } from 'ink-testing-library';
import { QueryTypes, type Sequelize } from 'sequelize';
import { ConfirmPrompt } from '../../cli/ui/confirm-prompt.tsx';
import { PasswordPrompt } from '../../cli/ui/password-prompt.tsx';
import { verifyPassword } from '../../server/modules/users/passwords.ts';
import { makeTempDir } from '../helpers/config.ts';
import { cliEnv, countRows, databaseEnv, freshDatabase, runCli, runCliOk, spawnCli, watchOutput, withTestDatabase, type CliResult } from './helpers.ts';

const ENTER = '\r';

describe('sitewright users', function () {
  this.timeout(120_000);
  const cwd = makeTempDir();
  const env = cliEnv(databaseEnv());
  const run = (...args: string[]) => runCli(['users', ...args], { cwd, env });
  const runOk = (...args: string[]) => runCliOk(['users', ...args], { cwd, env });
  const json = async (...args: string[]) => JSON.parse((await runOk(...args, '--json')).stdout);
  const db = <T>(work: (sequelize: Sequelize) => Promise<T>) => withTestDatabase(cwd, work);

  /** Runs `sitewright users …` with `input` on stdin, which stays open as a terminal-less pipe would. */
  async function runWithStdin(input: string, ...args: string[]): Promise<CliResult> {
    const child = spawnCli(['users', ...args], { cwd, env });
    const output = watchOutput(child);
    child.stdin.write(input);
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    try {
      const code = await output.exited;
      return { code, stdout: output.stdout, stderr: output.stderr };
    } finally {
      clearTimeout(timer);
      child.stdin.destroy();
    }
  }

  async function createUser(email: string, password: string, ...flags: string[]) {
    const result = await runWithStdin(`${password}\n`, 'create', email, '--password-stdin', '--json', ...flags);
    if (result.code !== 0) throw new Error(`create ${email} exited ${result.code}: ${result.stderr}`);
    return JSON.parse(result.stdout);
  }

  async function userRow(email: string) {
    return db(async (sequelize) => {
      const [row] = await sequelize.query<Record<string, unknown> & { id: number; password: string }>('SELECT * FROM users WHERE email = ?', {
        replacements: [email],
        type: QueryTypes.SELECT,
      });
      return row;
    });
  }

  async function roleNamesInDb(userId: number): Promise<string[]> {
    return db(async (sequelize) => {
      const rows = await sequelize.query<{ name: string }>(
        'SELECT roles.name FROM roles JOIN user_role ON user_role.role_id = roles.id WHERE user_role.user_id = ? ORDER BY roles.name',
        { replacements: [userId], type: QueryTypes.SELECT },
      );
      return rows.map((row) => row.name);
    });
  }

  async function addSession(userId: number, tokenHash: string) {
    const now = new Date();
    await db((sequelize) =>
      sequelize.getQueryInterface().bulkInsert('sessions', [
        { token_hash: tokenHash, user_id: userId, payload: '{}', remember: false, last_activity: now, expires_at: new Date(now.getTime() + 3600_000), created_at: now, updated_at: now },
      ]),
    );
  }

  async function sessionCount(userId: number): Promise<number> {
    return db(async (sequelize) => {
      const [row] = await sequelize.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', { replacements: [userId], type: QueryTypes.SELECT });
      return Number(row.n);
    });
  }

  before(async () => {
    await freshDatabase();
    await runCliOk(['install', '--yes', '--admin-password', 'users-admin-1'], { cwd, env });
  });

  it('creates a user with the password from the first line of stdin and the default role', async () => {
    // The second line must be ignored, and the open pipe must not keep the command waiting.
    const created = await runWithStdin('first-line-pass\nsecond-line-pass\n', 'create', 'Ada@Example.com', '--password-stdin', '--first-name', 'Ada', '--json');
    expect(created.code, created.stderr).to.equal(0);
    const user = JSON.parse(created.stdout);
    expect(user).to.include({ email: 'ada@example.com', first_name: 'Ada', display_name: 'Ada', email_verified_at: null });
    expect(user.roles.map((role: { name: string }) => role.name)).to.deep.equal(['users']);
    const row = await userRow('ada@example.com');
    expect(await verifyPassword('first-line-pass', row.password)).to.equal(true);
    expect(await verifyPassword('second-line-pass', row.password)).to.equal(false);
  });

  it('creates a verified user with the roles given', async () => {
    const user = await createUser('grace@example.com', 'grace-pass-1', '--role', 'admin', '--role', 'users', '--verified', '--last-name', 'Hopper');
    expect(user.email_verified_at).to.be.a('string');
    expect(user.last_name).to.equal('Hopper');
    expect(await roleNamesInDb(user.id)).to.deep.equal(['admin', 'users']);
    expect(user.permissions.map((permission: { name: string }) => permission.name)).to.include('admin');
  });

  it('refuses a second user with the same e-mail in one line', async () => {
    const before = await db((sequelize) => countRows(sequelize, 'users'));
    const result = await runWithStdin('another-pass-1\n', 'create', 'ADA@example.com', '--password-stdin');
    expect(result.code).to.equal(1);
    expect(result.stderr.trim()).to.match(/^Error: The email has already been taken: ada@example\.com \(id \d+\)$/);
    expect(await db((sequelize) => countRows(sequelize, 'users'))).to.equal(before);
  });

  it('refuses a password shorter than the minimum and an unknown role, creating nothing', async () => {
    const short = await runWithStdin('short\n', 'create', 'short@example.com', '--password-stdin');
    expect(short.code).to.equal(1);
    expect(short.stderr.trim()).to.equal('Error: The password must be at least 8 characters');
    const role = await runWithStdin('long-enough-1\n', 'create', 'role@example.com', '--password-stdin', '--role', 'owner');
    expect(role.code).to.equal(1);
    expect(role.stderr.trim()).to.equal('Error: Unknown role "owner": the roles are admin, guest, users');
    expect(await userRow('short@example.com')).to.equal(undefined);
    expect(await userRow('role@example.com')).to.equal(undefined);
  });

  it('refuses the e-mail addresses registration refuses, before asking for a password', async () => {
    for (const email of ['a@b', 'a b@example.com', 'a..b@example.com']) {
      const result = await runWithStdin('long-enough-1\n', 'create', email, '--password-stdin');
      expect(result.code, email).to.equal(1);
      expect(result.stderr.trim()).to.equal(`Error: "${email}" is not an e-mail address: enter a valid email address`);
      expect(await userRow(email)).to.equal(undefined);
    }
    const long = await runWithStdin(`${'x'.repeat(256)}\n`, 'create', 'long@example.com', '--password-stdin');
    expect(long.stderr.trim()).to.equal('Error: The password may not be longer than 255 characters');
  });

  it('refuses at once, without a terminal and without --password-stdin, instead of waiting', async () => {
    for (const args of [['create', 'nobody@example.com'], ['set-password', 'ada@example.com']]) {
      // runCli keeps stdin an open pipe and fails the test if the command does not finish.
      const result = await runCli(['users', ...args], { cwd, env, timeoutMs: 20_000 });
      expect(result.code, args.join(' ')).to.equal(1);
      expect(result.stderr.trim()).to.equal('Error: There is no terminal to ask for the password on: pipe it in with --password-stdin');
    }
    expect(await userRow('nobody@example.com')).to.equal(undefined);
  });

  it('lists users as a table and as JSON, with a search', async () => {
    const { stdout } = await runOk('list');
    const lines = stdout.trim().split('\n');
    expect(lines[0]).to.match(/^ID\s+Email\s+Name\s+Roles\s+Verified\s+2FA\s+Created$/);
    expect(lines.find((line) => line.includes('grace@example.com'))).to.match(/grace@example\.com\s+Hopper\s+admin, users\s+yes\s+off\s+\d{4}-\d{2}-\d{2}$/);

    const all = await json('list');
    expect(all.total).to.equal(3);
    expect(all.users.map((user: { email: string }) => user.email)).to.deep.equal(['admin@example.com', 'ada@example.com', 'grace@example.com']);
    const found = await json('list', '--search', 'GRACE');
    expect(found.total).to.equal(1);
    expect(found.users[0]).to.include({ email: 'grace@example.com', display_name: 'Hopper', two_factor_enabled: false });
    expect(found.users[0].roles).to.deep.equal(['admin', 'users']);
  });

  it('shows a user by id or e-mail with roles, permissions, 2FA, sessions and tokens', async () => {
    const ada = await userRow('ada@example.com');
    await addSession(ada.id, 'a'.repeat(64));
    await db((sequelize) =>
      sequelize.getQueryInterface().bulkInsert('personal_access_tokens', [{ user_id: ada.id, name: 'ci', token_hash: 'b'.repeat(64), created_at: new Date(), updated_at: new Date() }]),
    );
    const byEmail = await json('show', 'ada@example.com');
    expect(byEmail).to.include({ id: ada.id, email: 'ada@example.com', two_factor_enabled: false, sessions_count: 1, tokens_count: 1 });
    expect(byEmail.roles.map((role: { name: string }) => role.name)).to.deep.equal(['users']);
    expect(byEmail.permissions.map((permission: { name: string }) => permission.name)).to.have.members(['projects.create', 'api.access']);
    expect(await json('show', String(ada.id))).to.deep.equal(byEmail);

    const { stdout } = await runOk('show', 'ada@example.com');
    expect(stdout).to.match(/^Roles\s+users$/m);
    expect(stdout).to.match(/^Sessions\s+1$/m);
    expect(stdout).to.match(/^API tokens\s+1$/m);

    const missing = await run('show', 'nobody@example.com');
    expect(missing.code).to.equal(1);
    expect(missing.stderr.trim()).to.equal('Error: No user with the id or e-mail "nobody@example.com": run `sitewright users list` to see them');
  });

  it('replaces the roles with set-role and refuses an unknown role, naming the roles there are', async () => {
    const ada = await userRow('ada@example.com');
    const user = await json('set-role', 'ada@example.com', 'admin');
    expect(user.roles.map((role: { name: string }) => role.name)).to.deep.equal(['admin']);
    expect(await roleNamesInDb(ada.id)).to.deep.equal(['admin']);

    const unknown = await run('set-role', 'ada@example.com', 'users', 'owner');
    expect(unknown.code).to.equal(1);
    expect(unknown.stderr.trim()).to.equal('Error: Unknown role "owner": the roles are admin, guest, users');
    expect(await roleNamesInDb(ada.id)).to.deep.equal(['admin']);

    expect((await runOk('set-role', String(ada.id), 'users', 'users')).stdout.trim()).to.equal(`ada@example.com (id ${ada.id}) now has the roles users`);
    expect(await roleNamesInDb(ada.id)).to.deep.equal(['users']);
  });

  it('sets a new password and ends only that user’s sessions', async () => {
    const ada = await userRow('ada@example.com');
    const grace = await userRow('grace@example.com');
    await addSession(ada.id, 'c'.repeat(64));
    await addSession(grace.id, 'd'.repeat(64));
    expect(await sessionCount(ada.id)).to.equal(2);

    const result = await runWithStdin('brand-new-pass\n', 'set-password', 'ada@example.com', '--password-stdin', '--json');
    expect(result.code, result.stderr).to.equal(0);
    expect(JSON.parse(result.stdout)).to.deep.equal({ id: ada.id, email: 'ada@example.com', sessions_ended: 2 });
    const row = await userRow('ada@example.com');
    expect(row.password).not.to.equal(ada.password);
    expect(await verifyPassword('brand-new-pass', row.password)).to.equal(true);
    expect(await verifyPassword('first-line-pass', row.password)).to.equal(false);
    expect(await sessionCount(ada.id)).to.equal(0);
    expect(await sessionCount(grace.id)).to.equal(1);
  });

  it('turns off 2FA by clearing every two-factor column', async () => {
    const grace = await userRow('grace@example.com');
    // Replacements, not bind parameters: sqlite3 would store a bound Date as a number.
    await db((sequelize) =>
      sequelize.query('UPDATE users SET two_factor_secret = ?, two_factor_recovery_codes = ?, two_factor_confirmed_at = ?, two_factor_last_step = ? WHERE id = ?', {
        replacements: ['encrypted-secret', 'encrypted-codes', new Date(), 58_000_000, grace.id],
      }),
    );
    expect((await json('show', 'grace@example.com')).two_factor_enabled).to.equal(true);

    expect((await runOk('disable-2fa', 'grace@example.com')).stdout.trim()).to.equal(`Turned off two-factor authentication for grace@example.com (id ${grace.id})`);
    const row = await userRow('grace@example.com');
    expect(row).to.include({ two_factor_secret: null, two_factor_recovery_codes: null, two_factor_confirmed_at: null, two_factor_last_step: null });
    expect((await json('show', 'grace@example.com')).two_factor_enabled).to.equal(false);
    expect((await runOk('disable-2fa', String(grace.id))).stdout.trim()).to.equal(`Two-factor authentication was already off for grace@example.com (id ${grace.id})`);
  });

  it('refuses to delete without --yes when there is no terminal to confirm on', async () => {
    const result = await run('delete', 'grace@example.com');
    expect(result.code).to.equal(1);
    expect(result.stderr.trim()).to.match(/^Error: Deleting grace@example\.com \(id \d+\) cannot be undone and there is no terminal to confirm on: add --yes$/);
    expect(await userRow('grace@example.com')).not.to.equal(undefined);
  });

  it('deletes a user with --yes, with their roles and sessions', async () => {
    const grace = await userRow('grace@example.com');
    expect(await sessionCount(grace.id)).to.equal(1);
    expect(await json('delete', 'grace@example.com', '--yes')).to.deep.equal({ deleted: { id: grace.id, email: 'grace@example.com' } });
    expect(await userRow('grace@example.com')).to.equal(undefined);
    expect(await roleNamesInDb(grace.id)).to.deep.equal([]);
    expect(await sessionCount(grace.id)).to.equal(0);
    expect((await json('list')).users.map((user: { email: string }) => user.email)).to.deep.equal(['admin@example.com', 'ada@example.com']);
  });

  it('documents every subcommand in --help', async () => {
    const expected: Record<string, string[]> = {
      list: ['--search <text>', '--json'],
      create: ['<email>', '--role <name>', '--first-name <name>', '--last-name <name>', '--verified', '--password-stdin', '--json'],
      show: ['<user>', '--json'],
      'set-role': ['<user>', '<role...>', '--json'],
      'set-password': ['<user>', '--password-stdin', '--json'],
      'disable-2fa': ['<user>', '--json'],
      delete: ['<user>', '--yes', '--json'],
    };
    const results = await Promise.all(Object.keys(expected).map((command) => runOk(command, '--help')));
    Object.entries(expected).forEach(([command, options], index) => {
      expect(results[index].stdout, command).to.contain(`Usage: sitewright users ${command}`);
      for (const option of options) expect(results[index].stdout, `${command} --help`).to.contain(option);
    });
    const { stdout } = await runCliOk(['--help'], { cwd, env });
    expect(stdout).to.match(/^\s+users\b/m);
  });
});

// Ink handles each keypress in an effect; typing faster than it re-renders would drop keys.
const tick = () => new Promise((resolve) => setTimeout(resolve, 60));

async function type(stdin: { write(data: string): void }, ...inputs: string[]) {
  for (const input of inputs) {
    await tick();
    stdin.write(input);
  }
  await tick();
}

describe('users password prompt', () => {
  it('masks the password and asks for it twice, again after a short one or a mismatch', async () => {
    const submitted: string[] = [];
    const view = render(createElement(PasswordPrompt, { label: 'Password for ada@example.com', minLength: 8, onSubmit: (password) => submitted.push(password) }));
    expect(view.lastFrame()).to.contain('Password for ada@example.com (at least 8 characters):');
    await type(view.stdin, 'short', ENTER);
    expect(view.lastFrame()).to.contain('Use at least 8 characters');
    await type(view.stdin, 'long-enough-1');
    expect(view.lastFrame()).to.contain('*************');
    expect(view.lastFrame()).not.to.contain('long-enough-1');
    await type(view.stdin, ENTER);
    expect(view.lastFrame()).to.contain('Password for ada@example.com again:');
    await type(view.stdin, 'different-2', ENTER);
    expect(view.lastFrame()).to.contain('The passwords do not match; choose the password again');
    expect(submitted).to.deep.equal([]);
    await type(view.stdin, 'long-enough-1', ENTER, 'long-enough-1', ENTER);
    expect(submitted).to.deep.equal(['long-enough-1']);
    for (const frame of view.frames) expect(frame).not.to.contain('long-enough-1');
    view.unmount();
  });
});

describe('users delete confirmation', () => {
  function renderConfirm() {
    const answers: string[] = [];
    const view = render(createElement(ConfirmPrompt, { question: 'Delete ada@example.com (id 2)?', onConfirm: () => answers.push('yes'), onCancel: () => answers.push('no') }));
    return { view, answers };
  }

  it('takes Enter alone as no', async () => {
    const { view, answers } = renderConfirm();
    expect(view.lastFrame()).to.contain('Delete ada@example.com (id 2)?');
    await type(view.stdin, ENTER);
    expect(answers).to.deep.equal(['no']);
    view.unmount();
  });

  it('deletes only on y', async () => {
    const { view, answers } = renderConfirm();
    await type(view.stdin, 'y');
    expect(answers).to.deep.equal(['yes']);
    view.unmount();
  });
});
