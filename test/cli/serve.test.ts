import { expect } from 'chai';
import { makeTempDir } from '../helpers/config.ts';
import { cliEnv, databaseEnv, freshDatabase, loopback, runCli, spawnCli, stopChild, watchOutput } from './helpers.ts';

describe('sitewright serve', function () {
  this.timeout(120_000);

  it('migrates, seeds and answers on the chosen port, then stops on SIGTERM', async () => {
    await freshDatabase();
    const cwd = makeTempDir();
    // Port 0: the system picks a free port and serve prints the one it got.
    const child = spawnCli(['serve', '--port', '0', '--host', '127.0.0.1'], { cwd, env: cliEnv(databaseEnv()) });
    const output = watchOutput(child);
    try {
      const [, url] = await output.waitFor(/Sitewright is running at (http:\/\/\S+)/);
      expect(url).to.match(/^http:\/\/localhost:\d+$/);
      const response = await fetch(`${loopback(url)}/api/v1/bootstrap-data`);
      expect(response.status).to.equal(200);
      const body = await response.json();
      expect(body.data.settings.branding.site_name).to.equal('Sitewright');
    } finally {
      expect(await stopChild(child, output.exited)).to.equal(0);
    }
    expect(output.stdout).to.contain('Sitewright stopped.');
    expect(output.stderr).to.equal('');
  });

  it('listens on the port given with --port', async () => {
    await freshDatabase();
    const cwd = makeTempDir();
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawnCli(['serve', '--port', String(port)], { cwd, env: cliEnv(databaseEnv()) });
    const output = watchOutput(child);
    try {
      await output.waitFor(new RegExp(`running at http://localhost:${port}`));
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/bootstrap-data`)).status).to.equal(200);
    } finally {
      expect(await stopChild(child, output.exited, 'SIGINT')).to.equal(0);
    }
  });

  it('exits 1 with one actionable line when the database is unreachable', async () => {
    const result = await runCli(['serve', '--port', '0'], { cwd: makeTempDir(), env: cliEnv({ DATABASE_URL: 'mysql://root@127.0.0.1:1/test' }) });
    expect(result.code).to.equal(1);
    expect(result.stdout).to.equal('');
    expect(result.stderr.trim().split('\n')).to.have.length(1);
    expect(result.stderr).to.match(/^Error: Cannot connect to the database at mysql:\/\/root@127\.0\.0\.1:1\/test \(ECONNREFUSED\): check DATABASE_URL/);
  });
});
