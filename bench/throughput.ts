// Throughput against what the machine does with no framework work at all, side by side in one run:
// - a signed-in user's GET /api/v1/projects (session cookie, then API token) and the anonymous GET
//   /api/v1/bootstrap-data, each against a bare hapi route in the same process answering the
//   same JSON (goals: 0.3x and 0.5x of its requests per second);
// - a 500-page first publish through the job runner into the local target, start to live,
//   against fs.writeFile of the same files into an empty folder (goal: 0.5x of its speed).
// The app runs in its own process so autocannon's work is not counted against it; rounds
// alternate the endpoints so a busy machine slows them alike, and each ratio is the median of the
// rounds' own ratios (the app's figure over the bare route's of the same round), in requests per
// second and in the server's CPU time per request. Requests carry APP_URL's host, as the web app's
// and API clients' do. Figures only, never asserted.
// Run alone with `node --import tsx bench/throughput.ts` (BENCH_DATABASE_URL for MariaDB;
// BENCH_PART=reads or BENCH_PART=publish for one half; BENCH_CPU_PROFILE=<file> for a CPU profile
// of the server during the reads and then, replacing it, of the publish half's measured rounds).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PUBLISH_RUNS = Number(process.env.BENCH_PUBLISH_RUNS ?? 3);
const GOALS = { projects: 0.3, bootstrap: 0.5, publish: 0.5 };
// The files a plain write puts in flight at once: what the publisher's uploads use.
const WRITES_AT_ONCE = 8;

interface Fixture {
  app: string;
  bare: string;
  /** The Host header: APP_URL's host name, on the port the app listens on. */
  host: string;
  cookie: string;
  token: string;
  dialect: string;
}

/** In the child: the app with a user who has a dashboard's worth of sites, and a bare hapi server answering the same JSON. */
async function serve(): Promise<void> {
  const [{ default: Hapi }, { bootApp }, { XSRF_COOKIE }, { createAccessToken }, { createProject }, { createTestUser, signInAs }, { makeTempDir, testConfig }] = await Promise.all([
    import('@hapi/hapi'),
    import('../server/index.ts'),
    import('../server/http/csrf.ts'),
    import('../server/modules/auth/access-tokens.ts'),
    import('../server/modules/projects/service.ts'),
    import('../test/helpers/account-session.ts'),
    import('../test/helpers/config.ts'),
  ]);
  const database = process.env.BENCH_DATABASE_URL ?? `sqlite:${join(makeTempDir('sitewright-bench-throughput-'), 'bench.sqlite')}`;
  const app = await bootApp(testConfig({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: database }));
  const { user } = await createTestUser();
  for (let i = 1; i <= 12; i++) await createProject(user, { name: `Bench site ${i}`, workspaceId: 0 });
  const cookie = `${await signInAs(user)}; ${XSRF_COOKIE}=bench-xsrf-token-value`;
  const answer = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.server.inject({ url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return JSON.parse(response.payload) as object;
  };
  const projects = await answer('/api/v1/projects', { cookie });
  const bootstrap = await answer('/api/v1/bootstrap-data');
  const bare = Hapi.server({ host: '127.0.0.1', port: 0 });
  bare.route({ method: 'GET', path: '/projects', handler: () => projects });
  bare.route({ method: 'GET', path: '/bootstrap-data', handler: () => bootstrap });
  // The process's CPU time so far, read before and after each round: what a request costs the server.
  bare.route({ method: 'GET', path: '/cpu', handler: () => process.cpuUsage() });
  await bare.start();
  const fixture: Fixture = {
    app: app.server.info.uri,
    bare: bare.info.uri,
    host: `${new URL(app.ctx.config.appUrl).hostname}:${app.server.info.port}`,
    cookie,
    token: (await createAccessToken(user, 'bench')).plainTextToken,
    dialect: database.split(':')[0],
  };
  // Production runs the compiled server without source maps; tsx turns them on, and then every
  // stack trace taken (Sequelize takes one per query) costs a source-map lookup.
  process.setSourceMapsEnabled(false);
  const stopProfile = await profileFromHere(process.env.BENCH_CPU_PROFILE);
  process.stdout.write(`${JSON.stringify(fixture)}\n`);
  process.stdin.resume();
  process.stdin.once('end', () => void stopProfile().then(() => Promise.all([bare.stop(), app.stop()])).then(() => process.exit(0)));
}

/**
 * With BENCH_CPU_PROFILE=<file>, a V8 CPU profile of the server from now on (the requests, not
 * the boot), written to the file when the bench stops it; open it in Chrome's DevTools.
 */
async function profileFromHere(file: string | undefined): Promise<() => Promise<void>> {
  if (!file) return async () => {};
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
  };
}

async function startServer(): Promise<{ child: ChildProcess; fixture: Fixture }> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const { value, done } = await lines.next();
  if (done) throw new Error('the bench server exited');
  return { child, fixture: JSON.parse(value as string) as Fixture };
}

interface Load {
  rps: number;
  /** The server's CPU time (user + system, all its threads) per answered request, in µs. */
  cpuUs: number;
}

async function serverCpuUs(bare: string): Promise<number> {
  const { user, system } = (await (await fetch(`${bare}/cpu`)).json()) as NodeJS.CpuUsage;
  return user + system;
}

async function load(fixture: Fixture, url: string, headers: Record<string, string>, duration = DURATION_S): Promise<Load> {
  const cpuBefore = await serverCpuUs(fixture.bare);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  const cpuUs = (await serverCpuUs(fixture.bare)) - cpuBefore;
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, cpuUs: cpuUs / result.requests.total };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function verdict(ratio: number, goal: number): string {
  return `${ratio.toFixed(3)}x (goal: at least ${goal}, ${ratio >= goal ? 'reached' : 'NOT reached'})`;
}

export async function benchReadThroughput(): Promise<void> {
  const { child, fixture } = await startServer();
  try {
    const { host } = fixture;
    const endpoints = {
      'bare hapi route, the project list JSON': { url: `${fixture.bare}/projects`, headers: { host } },
      'GET /api/v1/projects (session cookie)': { url: `${fixture.app}/api/v1/projects`, headers: { host, cookie: fixture.cookie } },
      'GET /api/v1/projects (API token)': { url: `${fixture.app}/api/v1/projects`, headers: { host, authorization: `Bearer ${fixture.token}` } },
      'bare hapi route, the bootstrap-data JSON': { url: `${fixture.bare}/bootstrap-data`, headers: { host } },
      'GET /api/v1/bootstrap-data (anonymous)': { url: `${fixture.app}/api/v1/bootstrap-data`, headers: { host } },
    };
    const runs = new Map<string, Load[]>(Object.keys(endpoints).map((name) => [name, []]));
    // Warm-up: JIT, the site cache, the database's page cache.
    for (const { url, headers } of Object.values(endpoints)) await load(fixture, url, headers, 1);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, { url, headers }] of Object.entries(endpoints)) runs.get(name)!.push(await load(fixture, url, headers));
    }
    console.log(`\nAPI reads vs a bare hapi route answering the same JSON (${CONNECTIONS} connections, median of ${ROUNDS} alternating rounds of ${DURATION_S} s, ${fixture.dialect})`);
    console.table(
      Object.fromEntries(
        [...runs].map(([name, loads]) => [name, { 'req/s': Math.round(median(loads.map((l) => l.rps))), 'server CPU µs/request': Math.round(median(loads.map((l) => l.cpuUs))) }]),
      ),
    );
    const [bareProjects, session, token, bareBootstrap, bootstrap] = [...runs.values()];
    // Requests per second is the goal's measure; CPU per request tells the same story less
    // disturbed by whatever else the machine runs meanwhile.
    const report = (label: string, app: Load[], bare: Load[], goal: number) => {
      const rps = median(app.map((l, round) => l.rps / bare[round].rps));
      const cpu = median(app.map((l, round) => bare[round].cpuUs / l.cpuUs));
      console.log(`ratio: ${label} ${verdict(rps, goal)}; by server CPU per request ${cpu.toFixed(3)}x`);
    };
    report('project list with a session cookie', session, bareProjects, GOALS.projects);
    report('project list with an API token', token, bareProjects, GOALS.projects);
    report('bootstrap-data', bootstrap, bareBootstrap, GOALS.bootstrap);
  } finally {
    child.stdin!.end();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Milliseconds to write the files into an empty folder, WRITES_AT_ONCE at a time. */
async function plainWrite(root: string, files: readonly { path: string; body: Buffer }[]): Promise<number> {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const path = join(root, file.path);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.body);
    }
  };
  await Promise.all(Array.from({ length: WRITES_AT_ONCE }, worker));
  return performance.now() - started;
}

export async function benchPublishThroughput(): Promise<void> {
  const [{ bootApp }, { createTestUser }, { makeTempDir, testConfig }, { buildSite }, { generatedProject, storedProject, timedPublish }] = await Promise.all([
    import('../server/index.ts'),
    import('../test/helpers/account-session.ts'),
    import('../test/helpers/config.ts'),
    import('../server/modules/publishing/build/site.ts'),
    import('./publish.ts'),
  ]);
  const database = process.env.BENCH_DATABASE_URL ?? `sqlite:${join(makeTempDir('sitewright-bench-publish-'), 'bench.sqlite')}`;
  const app = await bootApp(testConfig({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: database }));
  process.setSourceMapsEnabled(false);
  try {
    const project = generatedProject();
    const site = await buildSite(app.ctx, { project, siteUrl: 'http://bench.localhost:3000', allowlist: [] });
    const { user } = await createTestUser();
    const publishes: number[] = [];
    const writes: number[] = [];
    // A warm-up publish: the first build reads what ships with the app (site.css, fonts, icons) once per process.
    await timedPublish(app.ctx, user, await storedProject(user));
    // A new project each time: its target is empty, so the publish stores every file.
    const projects: number[] = [];
    for (let run = 0; run < PUBLISH_RUNS; run++) projects.push(await storedProject(user));
    const stopProfile = await profileFromHere(process.env.BENCH_CPU_PROFILE);
    for (const projectId of projects) {
      writes.push(await plainWrite(makeTempDir('sitewright-bench-write-'), site.files));
      publishes.push((await timedPublish(app.ctx, user, projectId)).ms);
    }
    await stopProfile();
    const publish = median(publishes);
    const write = median(writes);
    const pages = project.pages.length;
    console.log(`\nfirst publish of ${pages} pages (job runner to the local target, start to live) vs fs.writeFile of the same ${site.files.length} files, ${(site.size / 1024 / 1024).toFixed(1)} MiB (median of ${PUBLISH_RUNS}, ${database.split(':')[0]})`);
    console.table({
      'first publish': { ms: Math.round(publish), 'pages/s': Math.round(pages / (publish / 1000)) },
      'fs.writeFile': { ms: Math.round(write), 'pages/s': Math.round(pages / (write / 1000)) },
    });
    console.log(`ratio: a first publish ${verdict(write / publish, GOALS.publish)} of writing the same bytes`);
  } finally {
    await app.stop();
  }
}

export async function benchThroughput(): Promise<void> {
  const part = process.env.BENCH_PART;
  if (part !== 'publish') await benchReadThroughput();
  if (part !== 'reads') await benchPublishThroughput();
}

if (process.argv.includes('--serve')) await serve();
else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchThroughput();
