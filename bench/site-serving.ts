// A published page through the app against plain node:http + fs serving the same file, side by
// side: GET / of a published site (Host = the site's host) and a bare server that reads the page
// from disk on each request. Each server runs in its own process so autocannon's work is not
// counted against it; rounds alternate the two. BENCH_CPU_PROF=<folder> writes a CPU profile of the
// app there (node --cpu-prof). Figures only: the goal is printed, never asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL = 0.8;

interface Fixture {
  url: string;
  host: string;
  /** The page's bytes on disk (its deploy folder's index.html). */
  file: string;
}

/** A page of realistic size: a starter site's home page is 10-30 KB of markup. */
function benchPage(): string {
  const sections = Array.from({ length: 40 }, (_, i) => `<section class="s${i}"><h2>Section ${i}</h2><p>${'Fresh bread every morning, baked with care. '.repeat(8)}</p></section>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench bakery</title></head><body>${sections.join('')}</body></html>`;
}

/** In the child: the app with one published site. */
async function serveApp(): Promise<void> {
  const [{ bootApp }, { makeTempDir, testConfig }, { PublishingClient }, { siteHost }, { siteHostsRoot }] = await Promise.all([
    import('../server/index.ts'),
    import('../test/helpers/config.ts'),
    import('../test/publishing/support/deploys.ts'),
    import('../test/publishing/support/site-http.ts'),
    import('../server/modules/publishing/host-entries.ts'),
  ]);
  const config = testConfig({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: `sqlite:${join(makeTempDir('sitewright-bench-sites-'), 'bench.sqlite')}` });
  const app = await bootApp(config);
  const client = await PublishingClient.signedIn({ ...app, config });
  const project = await client.create('Bench bakery');
  await client.deployFolder(project.id, { 'index.html': benchPage() }, { prod: true });
  const host = siteHost(project.slug);
  // As production runs the compiled server: tsx's source maps make every stack trace cost a lookup.
  process.setSourceMapsEnabled(false);
  process.stdout.write(`${JSON.stringify({ url: app.server.info.uri, host, file: join(siteHostsRoot(config.dataDir), host, 'index.html') } satisfies Fixture)}\n`);
  process.stdin.resume();
  process.stdin.once('end', () => void app.stop().then(() => process.exit(0)));
}

/** In the child: node:http + fs, the file read from disk on every request. */
function servePlain(file: string): void {
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    createReadStream(file).pipe(response);
  });
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, host: '127.0.0.1', file })}\n`);
  });
  process.stdin.resume();
  process.stdin.once('end', () => server.close(() => process.exit(0)));
}

async function startChild(args: string[], nodeFlags: string[] = []): Promise<{ child: ChildProcess; fixture: Fixture }> {
  const child = spawn(process.execPath, [...nodeFlags, ...process.execArgv, fileURLToPath(import.meta.url), ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const { value, done } = await lines.next();
  if (done) throw new Error('a bench server exited');
  return { child, fixture: JSON.parse(value as string) as Fixture };
}

async function stopChild(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin!.end();
  await exited;
}

async function load(fixture: Fixture, duration = DURATION_S): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url: `${fixture.url}/`, headers: { host: fixture.host }, connections: CONNECTIONS, duration });
  if (result.non2xx || result.errors || result.timeouts) throw new Error(`${fixture.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function benchSiteServing(): Promise<void> {
  const app = await startChild(['--serve-app'], process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []);
  const plain = await startChild(['--serve-plain', app.fixture.file]);
  try {
    const runs = { app: [] as { rps: number; p99: number }[], plain: [] as { rps: number; p99: number }[] };
    await load(app.fixture, 1);
    await load(plain.fixture, 1);
    for (let round = 0; round < ROUNDS; round++) {
      runs.plain.push(await load(plain.fixture));
      runs.app.push(await load(app.fixture));
    }
    const row = (results: { rps: number; p99: number }[]) => ({ 'req/s': Math.round(median(results.map((r) => r.rps))), 'p99 ms': median(results.map((r) => r.p99)) });
    const table = { 'node:http + fs (same file)': row(runs.plain), 'published page through the app': row(runs.app) };
    console.log(`\npublished page: the app vs node:http + fs (${CONNECTIONS} connections, median of ${ROUNDS} alternating rounds of ${DURATION_S} s)`);
    console.table(table);
    const ratio = table['published page through the app']['req/s'] / table['node:http + fs (same file)']['req/s'];
    console.log(`ratio: the app serves ${ratio.toFixed(3)}x the requests per second of node:http + fs (goal: at least ${GOAL}, ${ratio >= GOAL ? 'reached' : 'NOT reached'})`);
  } finally {
    await stopChild(plain.child);
    await stopChild(app.child);
  }
}

if (process.argv.includes('--serve-app')) await serveApp();
else if (process.argv.includes('--serve-plain')) servePlain(process.argv[process.argv.indexOf('--serve-plain') + 1]);
else if (process.argv[1] === fileURLToPath(import.meta.url)) await benchSiteServing();
