import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { FILE_TYPE_NOT_ALLOWED_MESSAGE } from '../../common/uploads/constants.ts';
import type { FileEntry } from '../../common/uploads/types.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import { createTestUser } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';
import { cliEnv, runCli, spawnCli } from '../cli/helpers.ts';
import { startLoggingProxy, type LoggingProxy } from './support.ts';
import { sha256 } from '../helpers/hash.ts';

const MB = 1024 * 1024;


describe('sitewright upload', function () {
  this.timeout(120_000);
  let app: TestApp;
  let proxy: LoggingProxy;
  let token: string;
  let email: string;
  let work: string;

  before(async () => {
    app = await startTestApp({ listen: true });
    proxy = await startLoggingProxy(app.url!);
    const created = await createTestUser();
    email = created.email;
    token = (await createAccessToken(created.user, 'cli')).plainTextToken;
  });
  after(async () => {
    await proxy.close();
    await app.stop();
  });
  beforeEach(() => {
    work = makeTempDir('sitewright-upload-');
    proxy.log.length = 0;
  });

  /** Remote mode through the logging proxy; HOME is the test's own so resume state starts empty. */
  function remote(args: string[], home = work) {
    return runCli(['upload', ...args], {
      cwd: work,
      env: cliEnv({ HOME: home, SITEWRIGHT_SERVER: proxy.url, SITEWRIGHT_TOKEN: token }),
      timeoutMs: 110_000,
    });
  }

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${app.url}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status, path).to.equal(200);
    return (await response.json()) as T;
  }

  async function download(entry: FileEntry): Promise<Buffer> {
    const response = await fetch(`${app.url}/api/v1/file-entries/${entry.id}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).to.equal(200);
    return Buffer.from(await response.arrayBuffer());
  }

  it('uploads a small file with a plain post and says so, one line per file', async () => {
    writeFileSync(join(work, 'notes.md'), '# Notes\n');
    const result = await remote(['notes.md']);
    expect(result.stderr).to.equal('');
    expect(result.code).to.equal(0);
    expect(result.stdout).to.match(/^Uploaded notes\.md \(8 B\) \/api\/v1\/file-entries\/\d+\/download\n$/);
    expect(proxy.log.some((r) => r.method === 'POST' && r.path === '/api/v1/file-entries' && r.status === 201)).to.equal(true);
    const { data } = await api<{ data: FileEntry[] }>('file-entries?perPage=50');
    const entry = data.find((e) => e.name === 'notes.md')!;
    expect([entry.mime, entry.file_size, entry.disk]).to.deep.equal(['text/markdown', 8, 'uploads']);
    expect((await download(entry)).toString()).to.equal('# Notes\n');
  });

  it('uploads a folder tree keeping relative paths as folders, skipping .DS_Store, and prints entries with --json', async () => {
    mkdirSync(join(work, 'site', 'img'), { recursive: true });
    writeFileSync(join(work, 'site', 'index.html'), '<h1>Hi</h1>');
    writeFileSync(join(work, 'site', 'img', 'logo.png'), randomBytes(300));
    writeFileSync(join(work, 'site', 'img', '.DS_Store'), 'junk');
    writeFileSync(join(work, 'site', '.DS_Store'), 'junk');
    const result = await remote(['site', '--disk', 'public', '--json']);
    expect(result.code, result.stderr).to.equal(0);
    const entries = JSON.parse(result.stdout) as FileEntry[];
    expect(entries.map((e) => [e.name, e.relative_path, e.disk, e.type])).to.deep.equal([
      ['logo.png', 'site/img/logo.png', 'public', 'file'],
      ['index.html', 'site/index.html', 'public', 'file'],
    ]);
    expect(Object.keys(entries[0]).sort()).to.deep.equal(
      ['created_at', 'disk', 'disk_prefix', 'extension', 'file_name', 'file_size', 'id', 'mime', 'name', 'parent_id', 'relative_path', 'type', 'updated_at', 'url', 'user_id', 'workspace_id'].sort(),
    );
    expect(entries[0].url).to.match(/^\/storage\/files\/[0-9a-f]{40}\.png$/);

    const root = await api<{ data: FileEntry[] }>('file-entries?disk=public&perPage=50');
    const site = root.data.find((e) => e.name === 'site' && e.type === 'folder')!;
    expect(entries[1].parent_id).to.equal(site.id);
    const inSite = await api<{ data: FileEntry[] }>(`file-entries?disk=public&parentId=${site.id}&perPage=50`);
    const img = inSite.data.find((e) => e.name === 'img' && e.type === 'folder')!;
    expect(entries[0].parent_id).to.equal(img.id);
    expect(root.data.concat(inSite.data).some((e) => e.name === '.DS_Store')).to.equal(false);
    const publicBytes = await fetch(`${app.url}${entries[0].url}`);
    expect(publicBytes.status).to.equal(200);
  });

  it('sends a 12 MB file with tus in chunks and creates its entry from the upload key', async () => {
    const bytes = randomBytes(12 * MB);
    writeFileSync(join(work, 'video.mp4'), bytes);
    const result = await remote(['video.mp4', '--json']);
    expect(result.code, result.stderr).to.equal(0);
    const [entry] = JSON.parse(result.stdout) as FileEntry[];
    expect([entry.name, entry.mime, entry.file_size]).to.deep.equal(['video.mp4', 'video/mp4', 12 * MB]);
    const patches = proxy.log.filter((r) => r.method === 'PATCH' && r.path.startsWith('/api/v1/tus/upload/'));
    expect(patches.length, 'one PATCH per 5 MB chunk').to.equal(3);
    expect(proxy.log.some((r) => r.method === 'POST' && r.path === '/api/v1/tus/entries' && r.status === 201)).to.equal(true);
    expect(proxy.log.some((r) => r.path === '/api/v1/file-entries' && r.method === 'POST')).to.equal(false);
    expect(sha256(await download(entry))).to.equal(sha256(bytes));
  });

  it('refuses a blocked file type with one error line and exit code 1', async () => {
    writeFileSync(join(work, 'setup.exe'), 'MZ');
    const result = await remote(['setup.exe']);
    expect(result.code).to.equal(1);
    expect(result.stderr).to.equal(`Error: setup.exe: ${FILE_TYPE_NOT_ALLOWED_MESSAGE}\n`);
  });

  it('refuses a bad token and a missing path with one error line', async () => {
    writeFileSync(join(work, 'a.txt'), 'a');
    const denied = await runCli(['upload', 'a.txt', '--server', proxy.url, '--token', '1|nope'], { cwd: work, env: cliEnv({ HOME: work }) });
    expect(denied.code).to.equal(1);
    expect(denied.stderr).to.match(/^Error: .*refused the API token: Invalid API token\.\n$/);
    const missing = await remote(['nothing-here.txt']);
    expect([missing.code, missing.stderr]).to.deep.equal([1, 'Error: No such file or folder: nothing-here.txt\n']);
  });

  it('resumes an interrupted tus upload on the next run, sending only what the server lacks', async () => {
    const bytes = randomBytes(60 * MB);
    writeFileSync(join(work, 'big.bin'), bytes);
    const env = cliEnv({ HOME: work, SITEWRIGHT_SERVER: proxy.url, SITEWRIGHT_TOKEN: token });
    const first = spawnCli(['upload', 'big.bin'], { cwd: work, env });
    const accepted = () => proxy.log.filter((r) => r.method === 'PATCH' && r.status === 204).length;
    await new Promise<void>((resolve, reject) => {
      const poll = setInterval(() => {
        if (accepted() >= 2) {
          clearInterval(poll);
          first.kill('SIGKILL');
          resolve();
        }
      }, 5);
      first.on('exit', () => {
        clearInterval(poll);
        reject(new Error('the first run finished before it could be interrupted'));
      });
    });
    await new Promise((resolve) => first.once('close', resolve));
    const before = proxy.log.length;

    const second = await runCli(['upload', 'big.bin'], { cwd: work, env, timeoutMs: 110_000 });
    expect(second.code, second.stderr).to.equal(0);
    const said = /^Resuming big\.bin from .+ \((\d+) bytes\)\nUploaded big\.bin \(60 MB\)/.exec(second.stdout);
    expect(said, second.stdout).to.not.equal(null);
    const resumed = proxy.log.slice(before).filter((r) => r.path.startsWith('/api/v1/tus/'));
    expect(resumed.filter((r) => r.method === 'POST' && r.path === '/api/v1/tus/upload'), 'no new upload is created').to.have.length(0);
    expect(resumed[0]).to.deep.include({ method: 'HEAD', status: 200 });
    const firstPatch = resumed.find((r) => r.method === 'PATCH')!;
    expect(Number(firstPatch.uploadOffset), 'the second run starts where the server stopped').to.be.at.least(10 * MB);
    expect(Number(said![1])).to.equal(Number(firstPatch.uploadOffset));
    const { data } = await api<{ data: FileEntry[] }>('file-entries?perPage=50');
    const entry = data.find((e) => e.name === 'big.bin')!;
    expect(entry.file_size).to.equal(60 * MB);
    expect(sha256(await download(entry))).to.equal(sha256(bytes));
  });

  it('uploads without --server through the local services as the given user', async () => {
    writeFileSync(join(work, 'local.txt'), 'local bytes');
    const result = await runCli(['upload', 'local.txt', '--user', email, '--prefix', 'project-assets', '--disk', 'public', '--json'], {
      cwd: work,
      env: cliEnv({ HOME: work, DATABASE_URL: app.config.database.url, DATA_DIR: app.config.dataDir, APP_KEY: 'base64:dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktdGVzdA==' }),
    });
    expect(result.code, result.stderr).to.equal(0);
    const [entry] = JSON.parse(result.stdout) as FileEntry[];
    expect([entry.name, entry.disk, entry.disk_prefix]).to.deep.equal(['local.txt', 'public', 'project-assets']);
    expect(entry.url).to.match(/^\/storage\/project-assets\/[0-9a-f]{40}\.txt$/);
    const served = await fetch(`${app.url}${entry.url}`);
    expect(await served.text()).to.equal('local bytes');
    expect(proxy.log, 'local mode does not use HTTP').to.have.length(0);
  });
});
