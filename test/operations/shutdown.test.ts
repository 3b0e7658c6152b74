import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import type { Config } from '../../config/index.ts';
import { createSequelize } from '../../server/db/connection.ts';
import { resetDatabase, testConfig } from '../helpers/config.ts';

const CHILD = fileURLToPath(new URL('./support/shutdown-child.ts', import.meta.url));

interface Served {
  child: ChildProcessWithoutNullStreams;
  port: number;
  output: () => string;
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

/** The app in a process of its own, as `sitewright serve` runs it, once it printed READY. */
async function serve(config: Config, env: Record<string, string>): Promise<Served> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, DATABASE_URL: config.database.url, DATA_DIR: config.dataDir, CONFIG_CWD: config.cwd, ...env },
  });
  let stdout = '';
  let stderr = '';
  const waiters: { pattern: RegExp; resolve(match: RegExpMatchArray): void }[] = [];
  const check = () => {
    for (const waiter of [...waiters]) {
      const match = stdout.match(waiter.pattern);
      if (match) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(match);
      }
    }
  };
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    check();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const waitFor = (pattern: RegExp) =>
    Promise.race([
      new Promise<RegExpMatchArray>((resolve) => {
        waiters.push({ pattern, resolve });
        check();
      }),
      exited.then((code) => {
        throw new Error(`the app exited (${code}) before printing ${pattern}: ${stdout} ${stderr}`);
      }),
    ]);
  const [, port] = await waitFor(/READY (\d+)/);
  return { child, port: Number(port), output: () => `${stdout}\n${stderr}`, waitFor, exited };
}

function slowRequest(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/slow', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Resolves with how a new connection to the port ends: 'connected' or the error code. */
function connect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('stopping on SIGTERM', function () {
  this.timeout(90_000);
  let config: Config;
  let served: Served | null = null;

  beforeEach(async () => {
    config = testConfig();
    await resetDatabase(config);
  });
  afterEach(async () => {
    if (served && served.child.exitCode === null && served.child.signalCode === null) {
      served.child.kill('SIGKILL');
      await served.exited;
    }
    served = null;
  });

  async function jobRow(id: number): Promise<{ status: string; locked_by: string | null; locked_until: unknown; attempts: number }> {
    const sequelize = createSequelize(config.database);
    try {
      const [row] = await sequelize.query<{ status: string; locked_by: string | null; locked_until: unknown; attempts: number }>(
        'SELECT status, locked_by, locked_until, attempts FROM jobs WHERE id = :id',
        { replacements: { id }, type: QueryTypes.SELECT },
      );
      return row;
    } finally {
      await sequelize.close();
    }
  }

  it('refuses new connections at once, finishes the request in flight, hands the running job back and exits 0', async () => {
    served = await serve(config, { JOB: '1', SHUTDOWN_TIMEOUT: '30000' });
    const { port } = served;
    const [, jobId] = await served.waitFor(/JOB (\d+)/);
    expect(await jobRow(Number(jobId))).to.include({ status: 'running', attempts: 1 });

    let answered = false;
    const slow = slowRequest(port).finally(() => (answered = true));
    await served.waitFor(/SLOW/);
    served.child.kill('SIGTERM');

    // The job's handler ignores its signal for the runner's 5 s grace; the listener does not wait for it.
    expect(await until(() => connect(port), (result) => result === 'ECONNREFUSED', 2000, 'a new connection')).to.equal('ECONNREFUSED');
    expect(answered, 'the request in flight is still being answered').to.equal(false);

    // Back in the queue, due at once for another instance, the interrupted attempt not counted.
    const row = await until(() => jobRow(Number(jobId)), (current) => current.status !== 'running', 15_000, 'the running job');
    expect(row).to.deep.include({ status: 'queued', locked_by: null, locked_until: null, attempts: 0 });
    expect(served.child.exitCode, 'still waiting for the request in flight').to.equal(null);

    served.child.stdin.write('finish\n');
    expect(await slow).to.deep.equal({ status: 200, body: JSON.stringify({ finished: true }) });
    expect(await served.exited, served.output()).to.equal(0);
    expect(served.output()).to.contain('SIGTERM received: stopping Sitewright…').and.contain('Sitewright stopped.');
  });

  it('cuts a request still running after SHUTDOWN_TIMEOUT and exits 0', async () => {
    served = await serve(config, { SHUTDOWN_TIMEOUT: '300' });
    // Nothing will ever release /slow.
    served.child.stdin.end();
    const slow = slowRequest(served.port).then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    );
    await served.waitFor(/SLOW/);
    const signalledAt = Date.now();
    served.child.kill('SIGTERM');
    expect(await slow).to.equal('ECONNRESET');
    expect(await served.exited, served.output()).to.equal(0);
    // Well inside hapi's own 5 s default, which applied before SHUTDOWN_TIMEOUT existed.
    expect(Date.now() - signalledAt).to.be.below(4000);
  });
});
