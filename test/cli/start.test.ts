import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import dotenv from 'dotenv';
import { makeTempDir } from '../helpers/config.ts';
import { hashPassword } from '../../server/modules/users/passwords.ts';
import { cliEnv, databaseEnv, freshDatabase, loopback, spawnCli, stopChild, watchOutput, withTestDatabase } from './helpers.ts';

/** Starts `sitewright start`, waits for its box, checks HTTP, stops it; returns what it printed. */
async function startOnce(cwd: string) {
  const child = spawnCli(['start', '--port', '0'], { cwd, env: cliEnv(databaseEnv()) });
  const output = watchOutput(child);
  try {
    const [, url] = await output.waitFor(/Sitewright is running at (http:\/\/\S+)/, 60_000);
    const [, login] = await output.waitFor(/Admin login: (.+?)\s*│/);
    const response = await fetch(`${loopback(url)}/api/v1/bootstrap-data`);
    expect(response.status).to.equal(200);
    return { url, login, stdout: output.stdout };
  } finally {
    expect(await stopChild(child, output.exited)).to.equal(0);
  }
}

describe('sitewright start', function () {
  this.timeout(120_000);
  const cwd = makeTempDir();
  let firstLogin = '';

  before(freshDatabase);

  it('installs a fresh directory, serves it and prints the admin login', async () => {
    const { login, stdout } = await startOnce(cwd);
    expect(stdout).to.contain('First start: installing with defaults.');
    expect(login).to.match(/^admin@example\.com \/ [A-Za-z0-9]{20}$/);
    expect(dotenv.parse(readFileSync(join(cwd, '.env'))).APP_KEY).to.match(/^base64:/);
    firstLogin = login;
  });

  it('reuses the installation and the login the second time', async () => {
    const key = dotenv.parse(readFileSync(join(cwd, '.env'))).APP_KEY;
    const { login, stdout } = await startOnce(cwd);
    expect(stdout).not.to.contain('installing');
    expect(login).to.equal(firstLogin);
    expect(dotenv.parse(readFileSync(join(cwd, '.env'))).APP_KEY).to.equal(key);
    const users = await withTestDatabase(cwd, async (sequelize) => (await sequelize.query('SELECT id FROM users'))[0]);
    expect(users).to.have.length(1);
  });

  it('stops printing the password once it has been changed', async () => {
    const hash = await hashPassword('changed-by-the-admin');
    await withTestDatabase(cwd, (sequelize) => sequelize.query('UPDATE users SET password = ? WHERE email = ?', { replacements: [hash, 'admin@example.com'] }));
    const { login } = await startOnce(cwd);
    expect(login).to.equal('admin@example.com (password changed since install)');
    // The old secret is no use to anyone any more, so it no longer sits on disk.
    const remembered = join(cwd, 'storage', 'initial-admin.json');
    expect(existsSync(remembered)).to.equal(true);
    expect(JSON.parse(readFileSync(remembered, 'utf8'))).to.deep.equal({ email: 'admin@example.com', passwordChanged: true });
  });
});
