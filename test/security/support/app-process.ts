import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';

const FIXTURE = fileURLToPath(new URL('../fixtures/serve-app.ts', import.meta.url));

export interface RawResponse {
  status: number;
  body: string;
}

export interface AppProcess {
  child: ChildProcess;
  port: number;
  /** A signed-in user's session cookie. */
  cookie: string;
  /** Everything the process wrote to stdout (its log lines, at `logLevel`) and stderr so far. */
  stdout(): string;
  stderr(): string;
  /** A few ordinary requests answer 200 and the process is still running. */
  expectAlive(): Promise<void>;
  stop(): Promise<void>;
}

/** Sends one request on a fresh connection and reads the whole answer. */
export function send(port: number, options: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: options.method, path: options.path, headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * The app booted in a process of its own (test/security/fixtures/serve-app.ts), so a test can see
 * whether a request ends it. `logLevel` other than silent makes every log call run for real.
 */
export async function startAppProcess(options: { logLevel?: string } = {}): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIXTURE_LOG_LEVEL: options.logLevel ?? 'silent' },
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const { port, cookie } = await new Promise<{ port: number; cookie: string }>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve(JSON.parse(line.slice('READY '.length)) as { port: number; cookie: string });
    });
    child.once('exit', (code) => reject(new Error(`the app exited with ${code} before it was ready: ${stderr}`)));
  });
  return {
    child,
    port,
    cookie,
    stdout: () => stdout,
    stderr: () => stderr,
    async expectAlive() {
      // Each round trip gives a pending error the chance to surface; the process must still answer.
      for (let i = 0; i < 3; i++) {
        const res = await send(port, { method: 'GET', path: '/api/v1/bootstrap-data' });
        expect(res.status, `still answering (${stderr})`).to.equal(200);
      }
      expect(child.exitCode, stderr).to.equal(null);
      expect(child.signalCode).to.equal(null);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
