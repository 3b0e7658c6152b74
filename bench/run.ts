// npm run bench: prints figures measured side by side in one run on this machine.
// Timing goals live here, never in tests.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Hapi from '@hapi/hapi';
import autocannon from 'autocannon';
import { webDistDir } from '../config/paths.ts';
import { bootApp } from '../server/index.ts';
import { makeTempDir, testConfig } from '../test/helpers/config.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = 10;

interface LoadResult {
  rps: number;
  p99: number;
}

async function load(url: string): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function bootstrapVersusBareHapi(): Promise<void> {
  const app = await bootApp(testConfig({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: `sqlite:${join(makeTempDir(), 'bench.sqlite')}` }));
  const bare = Hapi.server({ host: '127.0.0.1', port: 0 });
  bare.route({ method: 'GET', path: '/', handler: () => ({ ok: true }) });
  await bare.start();
  try {
    await load(`${app.server.info.uri}/api/v1/bootstrap-data`); // warm-up
    const bareResult = await load(bare.info.uri);
    const bootstrap = await load(`${app.server.info.uri}/api/v1/bootstrap-data`);
    console.log(`\nbootstrap-data vs a bare hapi route (${CONNECTIONS} connections, ${DURATION_S} s each, SQLite)`);
    console.table({
      'bare hapi route': { 'req/s': Math.round(bareResult.rps), 'p99 ms': bareResult.p99 },
      'GET /api/v1/bootstrap-data': { 'req/s': Math.round(bootstrap.rps), 'p99 ms': bootstrap.p99 },
    });
    console.log(`ratio: bootstrap-data serves ${(bootstrap.rps / bareResult.rps).toFixed(3)}x the requests per second of a bare route; p99 ${(bootstrap.p99 / Math.max(bareResult.p99, 1)).toFixed(1)}x`);
  } finally {
    await bare.stop();
    await app.stop();
  }
}

/** What index.html makes every first visit load: its scripts and module preloads, and its stylesheets. */
function firstLoadAssets(): void {
  const indexPath = join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) {
    console.log('\nweb app first-load JavaScript and CSS: not built (run npm run build)');
    return;
  }
  const html = readFileSync(indexPath, 'utf8');
  const kinds = {
    JavaScript: /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
    CSS: /<link[^>]*rel="stylesheet"[^>]*\shref="([^"]+\.css)"/g,
  };
  const rows: Record<string, Record<string, number | string>> = {};
  for (const [kind, pattern] of Object.entries(kinds)) {
    const files = new Set([...html.matchAll(pattern)].map((m) => m[1]));
    let raw = 0;
    let gzipped = 0;
    for (const file of files) {
      const content = readFileSync(join(webDistDir, file.replace(/^\//, '')));
      raw += content.length;
      gzipped += gzipSync(content, { level: 9 }).length;
    }
    rows[kind] = { files: files.size, 'gzipped KiB': Number((gzipped / 1024).toFixed(1)), 'raw KiB': Number((raw / 1024).toFixed(1)) };
  }
  console.log('\nweb app first-load JavaScript and CSS referenced by index.html (every screen; the home page adds its own chunks, see the Lighthouse figures)');
  console.table(rows);
}

await bootstrapVersusBareHapi();
await (await import('./auth-read.ts')).benchAuthenticatedRead();
await (await import('./throughput.ts')).benchThroughput();
await (await import('./start.ts')).benchStart();
firstLoadAssets();
(await import('./editor.ts')).benchEditor();
const editorBrowser = await import('./editor-browser.ts');
await editorBrowser.benchEditorBrowser();
await editorBrowser.benchStyleScrub();
await (await import('./editor-open.ts')).benchEditorOpen();
await (await import('./uploads.ts')).benchUploads();
await (await import('./publish.ts')).benchPublish();
await (await import('./site-serving.ts')).benchSiteServing();
await (await import('./collections.ts')).benchCollections();
await (await import('./jobs.ts')).benchJobs();
const aiBench = await import('./ai.ts');
aiBench.benchKindClassifier();
await aiBench.benchAiGeneration();
const lighthouseBench = await import('./lighthouse.ts');
await lighthouseBench.benchPublicPages();
await lighthouseBench.benchLighthouse();
