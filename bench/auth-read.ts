// An authenticated API read against an anonymous one, side by side on one listening app: the
// anonymous GET /api/v1/bootstrap-data (site-wide data, served from the site cache) and a signed-in
// user's GET /api/v1/projects with the cookies a browser sends (session and XSRF-TOKEN), then the
// same list with an API token. The authenticated reads pay for knowing the requester on every
// request (session or token, user, roles, permissions), so the ratio shows what that costs.
// The app runs in its own process so that autocannon's work is not counted against it; rounds
// alternate the endpoints so a busy machine slows them alike. Figures only: the goal is printed,
// never asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const GOAL = 0.5;

interface Fixture {
  url: string;
  cookie: string;
  token: string;
  dialect: string;
}

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU time (user + system) per answered request: what a request costs, however busy the machine. */
  cpuUs: number;
}

/** In the child: boots the app with a user who has a dashboard's worth of sites, prints how to reach it. */
async function serve(): Promise<void> {
  const [{ bootApp }, { XSRF_COOKIE }, { createAccessToken }, { createProject }, { createTestUser, signInAs }, { makeTempDir, testConfig }] = await Promise.all([
    import('../server/index.ts'),
    import('../server/http/csrf.ts'),
    import('../server/modules/auth/access-tokens.ts'),
    import('../server/modules/projects/service.ts'),
    import('../test/helpers/account-session.ts'),
    import('../test/helpers/config.ts'),
  ]);
  const database = process.env.BENCH_DATABASE_URL ?? `sqlite:${join(makeTempDir('sitewright-bench-auth-'), 'bench.sqlite')}`;
  const app = await bootApp(testConfig({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: database }));
  const { user } = await createTestUser();
  for (let i = 1; i <= 12; i++) await createProject(user, { name: `Bench site ${i}`, workspaceId: 0 });
  const fixture: Fixture = {
    url: app.server.info.uri,
    cookie: `${await signInAs(user)}; ${XSRF_COOKIE}=bench-xsrf-token-value`,
    token: (await createAccessToken(user, 'bench')).plainTextToken,
    dialect: database.split(':')[0],
  };
  // Production runs the compiled server without source maps; tsx turns them on, and then every
  // stack trace taken (Sequelize takes one per query) costs a source-map lookup.
  process.setSourceMapsEnabled(false);
  process.stdout.write(`${JSON.stringify(fixture)}\n`);
  // Each line on stdin asks for the CPU time used so far; the parent closes stdin when it is done.
  createInterface({ input: process.stdin }).on('line', () => {
    const { user: cpuUser, system } = process.cpuUsage();
    process.stdout.write(`${cpuUser + system}\n`);
  });
  process.stdin.once('end', () => void app.stop().then(() => process.exit(0)));
}

interface BenchServer {
  child: ChildProcess;
  fixture: Fixture;
  /** The server process's CPU time so far, in microseconds. */
  cpu(): Promise<number>;
}

async function startServer(): Promise<BenchServer> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextLine = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the bench server exited');
    return value as string;
  };
  const fixture = JSON.parse(await nextLine()) as Fixture;
  return {
    child,
    fixture,
    async cpu() {
      child.stdin!.write('cpu\n');
      return Number(await nextLine());
    },
  };
}

async function load(server: BenchServer, url: string, headers: Record<string, string>, duration = DURATION_S): Promise<LoadResult> {
  const cpuBefore = await server.cpu();
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  const cpu = (await server.cpu()) - cpuBefore;
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuUs: cpu / Math.max(1, result.requests.total) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function summary(results: LoadResult[]) {
  return {
    'req/s': Math.round(median(results.map((r) => r.rps))),
    'p50 ms': median(results.map((r) => r.p50)),
    'p99 ms': median(results.map((r) => r.p99)),
    'server CPU µs/request': Math.round(median(results.map((r) => r.cpuUs))),
  };
}

export async function benchAuthenticatedRead(): Promise<void> {
  const server = await startServer();
  const { child, fixture } = server;
  try {
    const endpoints = {
      'GET /api/v1/bootstrap-data (anonymous)': { url: `${fixture.url}/api/v1/bootstrap-data`, headers: {} },
      'GET /api/v1/projects (session cookie)': { url: `${fixture.url}/api/v1/projects`, headers: { cookie: fixture.cookie } },
      'GET /api/v1/projects (API token)': { url: `${fixture.url}/api/v1/projects`, headers: { authorization: `Bearer ${fixture.token}` } },
    };
    const results = new Map<string, LoadResult[]>(Object.keys(endpoints).map((name) => [name, []]));
    // Warm-up: JIT, the site cache, the database's page cache.
    for (const { url, headers } of Object.values(endpoints)) await load(server, url, headers, 1);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, { url, headers }] of Object.entries(endpoints)) results.get(name)!.push(await load(server, url, headers));
    }
    const table = Object.fromEntries([...results].map(([name, runs]) => [name, summary(runs)]));
    console.log(`\nauthenticated read vs anonymous read (${CONNECTIONS} connections, median of ${ROUNDS} alternating rounds of ${DURATION_S} s, ${fixture.dialect})`);
    console.table(table);
    const [anonymous, session, token] = Object.values(table);
    const ratio = session['req/s'] / anonymous['req/s'];
    console.log(
      `ratio: an authenticated project list serves ${ratio.toFixed(3)}x the requests per second of anonymous bootstrap-data ` +
        `(goal: at least ${GOAL}, ${ratio >= GOAL ? 'reached' : 'NOT reached'}); with an API token ${(token['req/s'] / anonymous['req/s']).toFixed(3)}x`,
    );
    console.log(
      `server CPU per request: ${(session['server CPU µs/request'] / anonymous['server CPU µs/request']).toFixed(2)}x bootstrap-data's with a session, ` +
        `${(token['server CPU µs/request'] / anonymous['server CPU µs/request']).toFixed(2)}x with a token`,
    );
  } finally {
    child.stdin!.end();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

if (process.argv.includes('--serve')) await serve();
else if (import.meta.url === `file://${process.argv[1]}`) await benchAuthenticatedRead();
