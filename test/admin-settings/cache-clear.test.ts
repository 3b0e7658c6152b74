import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { BootstrapData } from '../../common/types.ts';
import { Setting } from '../../server/modules/settings/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';
import { clientFor } from './support/admin-client.ts';

const CHILD = fileURLToPath(new URL('./support/second-instance-child.ts', import.meta.url));

interface SecondInstance {
  url: string;
  stop(): Promise<void>;
}

/** Boots another app process on the same database and waits until it listens. */
function startSecondInstance(app: TestApp): Promise<SecondInstance> {
  const dir = makeTempDir();
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      env: { ...process.env, DATABASE_URL: app.config.database.url, DATA_DIR: join(dir, 'storage'), CONFIG_CWD: dir, APP_KEY: app.config.appKey },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (\S+)/.exec(output)?.[1];
      if (url) resolve({ url, stop: () => (child.kill('SIGTERM'), exited) });
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the second instance exited (${code}): ${output}`)));
  });
}

async function siteNameAt(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/bootstrap-data`);
  return ((await response.json()) as { data: BootstrapData }).data.settings.branding.site_name;
}

describe('admin settings: clearing the site cache on every instance', function () {
  this.timeout(90_000);
  let app: TestApp;
  let second: SecondInstance | undefined;

  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await second?.stop();
    await app?.stop();
  });

  it('makes another instance on the same database read what changed behind its back', async () => {
    second = await startSecondInstance(app);
    const admin = clientFor(app, await signInAs((await createTestUser({ roles: ['admin'] })).user));
    expect(await siteNameAt(second.url)).to.equal('Sitewright');

    // Written straight into the table, as a database restore or another tool would: no instance hears of it.
    await Setting.upsert({ name: 'branding.site_name', value: JSON.stringify('Changed Behind Its Back') });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await siteNameAt(second.url), 'the second instance serves its cache').to.equal('Sitewright');

    const cleared = await admin('POST', 'admin/cache/clear');
    expect(cleared.statusCode, cleared.payload).to.equal(200);
    const bootstrap = (await app.server.inject({ url: '/api/v1/bootstrap-data' })).result as { data: BootstrapData };
    expect(bootstrap.data.settings.branding.site_name, 'the clearing instance at once').to.equal('Changed Behind Its Back');

    const deadline = Date.now() + 10_000;
    let seen = await siteNameAt(second.url);
    while (seen !== 'Changed Behind Its Back' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      seen = await siteNameAt(second.url);
    }
    expect(seen, 'the other instance after its next generation check').to.equal('Changed Behind Its Back');
  });
});
