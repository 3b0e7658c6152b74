// A 200 MB file through each upload strategy, driven by the CLI's own code (remote mode: the common
// UploadQueue over node:http), against an app on loopback. Figures only; no pass/fail here.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UploadQueue } from '../common/uploads/queue.ts';
import type { UploadStrategyName } from '../common/uploads/types.ts';
import { collectFiles, toUploadedFile } from '../cli/uploads/files.ts';
import { remoteUploadEnvironment } from '../cli/uploads/remote.ts';
import { webDistDir } from '../config/paths.ts';
import { bootApp } from '../server/index.ts';
import { createAccessToken } from '../server/modules/auth/access-tokens.ts';
import { setSetting } from '../server/modules/settings/service.ts';
import { createUser } from '../server/modules/users/service.ts';
import { startS3rver } from '../test/helpers/s3rver.ts';
import { makeTempDir, testConfig } from '../test/helpers/config.ts';
import { benchBrowserUploads } from './uploads-browser.ts';

const MB = 1024 * 1024;
const FILE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);

async function writeRandomFile(path: string, bytes: number): Promise<void> {
  const handle = await open(path, 'w');
  try {
    for (let written = 0; written < bytes; written += 8 * MB) await handle.write(randomBytes(Math.min(8 * MB, bytes - written)));
  } finally {
    await handle.close();
  }
}

async function seconds(work: () => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * The honest ceiling for any upload strategy: the same bytes sent by a bare Node HTTP client to a
 * bare Node HTTP server on loopback, which writes them to disk and answers once they are there.
 * No framework, no parsing, no database: what is left is the network stack and the disk.
 */
async function bareHttpUpload(path: string, dir: string): Promise<number> {
  const server: Server = createServer((req, res) => {
    pipeline(req, createWriteStream(join(dir, 'received.bin'))).then(
      () => res.end('ok'),
      (error: Error) => {
        res.statusCode = 500;
        res.end(error.message);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const { size } = await stat(path);
  try {
    return await seconds(async () => {
      await new Promise<void>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'content-type': 'application/octet-stream', 'content-length': size } }, (res) => {
          res.resume();
          res.once('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`bare upload answered ${res.statusCode}`))));
        });
        req.once('error', reject);
        createReadStream(path).once('error', reject).pipe(req);
      });
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** One upload of `path` through a fresh app; returns the seconds the queue took and the strategy used. */
async function uploadOnce(path: string, env: Record<string, string>, settings: Record<string, unknown>): Promise<{ seconds: number; strategy: UploadStrategyName }> {
  const dir = makeTempDir('sitewright-bench-upload-');
  const app = await bootApp(testConfig({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`, ...env }), { listen: true });
  try {
    for (const [key, value] of Object.entries(settings)) await setSetting(key, value);
    const user = await createUser({ email: `bench-${Date.now()}@example.com`, password: 'bench password 1', emailVerified: true });
    const { plainTextToken } = await createAccessToken(user, 'bench');
    const queue = new UploadQueue(await remoteUploadEnvironment(app.server.info.uri, plainTextToken));
    const files = await Promise.all((await collectFiles([path])).map(toUploadedFile));
    let strategy: UploadStrategyName = 'plain';
    const took = await seconds(async () => {
      const [id] = queue.add(files);
      strategy = queue.get(id)!.strategy;
      await queue.whenIdle();
      const item = queue.get(id)!;
      if (item.status !== 'completed') throw new Error(`${strategy} upload ${item.status}: ${item.errorMessage}`);
    });
    return { seconds: took, strategy };
  } finally {
    await app.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

function table(baselineSeconds: number, runs: { strategy: string; seconds: number }[]) {
  const rate = (s: number) => FILE_MB / s;
  return {
    'bare node:http upload (baseline)': { 'MB/s': Math.round(rate(baselineSeconds)), seconds: baselineSeconds.toFixed(2), 'ratio to baseline': '1.000' },
    ...Object.fromEntries(
      runs.map((run) => [
        run.strategy,
        { 'MB/s': Math.round(rate(run.seconds)), seconds: run.seconds.toFixed(2), 'ratio to baseline': (baselineSeconds / run.seconds).toFixed(3) },
      ]),
    ),
  };
}

export async function benchUploads(): Promise<void> {
  const work = makeTempDir('sitewright-bench-files-');
  // Resume state goes to HOME; the bench keeps it out of the operator's own ~/.sitewright.
  process.env.HOME = work;
  // .png so the editor's image control takes it in the browser runs; the bytes are random.
  const source = join(work, 'upload.png');
  await writeRandomFile(source, FILE_MB * MB);
  const s3 = await startS3rver();
  try {
    const baselineSeconds = await bareHttpUpload(source, work);
    await rm(join(work, 'received.bin'), { force: true });
    const setups = [
      { strategy: 'plain', env: {}, settings: { 'uploads.disable_tus': true } },
      { strategy: 'tus', env: {}, settings: {} },
      { strategy: 's3-multipart', env: s3.env, settings: { 'uploads.disable_tus': true, 'uploads.s3_direct_upload': true } },
    ];
    const runs = [];
    for (const setup of setups) runs.push(await uploadOnce(source, setup.env, setup.settings));
    console.log(`\nuploads: a ${FILE_MB} MB file through the CLI's upload queue to an app on loopback (SQLite; S3 is s3rver)`);
    console.table(table(baselineSeconds, runs));
    if (!existsSync(join(webDistDir, 'index.html'))) {
      console.log('\nuploads from Chromium: the web app is not built (run npm run build)');
      return;
    }
    const browserRuns = await benchBrowserUploads(source, setups);
    console.log(`\nuploads: the same file from Chromium through the editor's image control, until the canvas shows the stored file`);
    console.table(table(baselineSeconds, browserRuns));
  } finally {
    await s3.close();
    await rm(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchUploads();
