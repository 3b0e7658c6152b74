import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { withCsrf } from '../helpers/http.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/serve-app.ts', import.meta.url));

interface RawResponse {
  status: number;
  body: string;
}

function send(port: number, options: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<RawResponse> {
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

// A body that cannot be decompressed, sent as multipart: @hapi/subtext used to pipe it through a
// decoder with no error listener, and the decoder's error ended the process.
describe('a compressed multipart body (issue 9, attack 1)', function () {
  this.timeout(60_000);
  let child: ChildProcess;
  let port = 0;
  let cookie = '';
  let stderr = '';

  before(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env } });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let stdout = '';
    const ready = new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const line = stdout.split('\n').find((l) => l.startsWith('READY '));
        if (line) {
          ({ port, cookie } = JSON.parse(line.slice('READY '.length)) as { port: number; cookie: string });
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`the app exited with ${code} before it was ready: ${stderr}`)));
    });
    await ready;
  });

  after(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  async function expectAlive(): Promise<void> {
    // Each round trip gives a pending decoder error the chance to surface; the process must still answer.
    for (let i = 0; i < 5; i++) {
      const res = await send(port, { method: 'GET', path: '/api/v1/bootstrap-data' });
      expect(res.status, `still answering (${stderr})`).to.equal(200);
    }
    expect(child.exitCode, stderr).to.equal(null);
    expect(child.signalCode).to.equal(null);
  }

  for (const encoding of ['gzip', 'deflate', 'br']) {
    it(`is refused with 415 and leaves the process running (${encoding})`, async () => {
      const targets: { path: string; headers: Record<string, string> }[] = [
        { path: '/auth/login', headers: {} },
        { path: '/api/v1/probe/echo', headers: {} },
        // A route that accepts multipart, as a signed-in user.
        { path: '/api/v1/file-entries', headers: withCsrf({ cookie }) },
      ];
      for (const target of targets) {
        const res = await send(port, {
          method: 'POST',
          path: target.path,
          headers: { ...target.headers, 'content-type': 'multipart/form-data; boundary=xyz', 'content-encoding': encoding },
          body: '{a:1}',
        });
        expect(res.status, `${target.path} ${stderr}`).to.be.within(400, 499);
        await expectAlive();
      }
      const refused = await send(port, {
        method: 'POST',
        path: '/api/v1/probe/echo',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'content-encoding': encoding },
        body: '{a:1}',
      });
      expect(refused.status).to.equal(415);
      expect(JSON.parse(refused.body)).to.deep.equal({ message: 'Compressed multipart bodies are not supported.' });
    });
  }

  it('still decodes a well-formed compressed JSON body', async () => {
    const { gzipSync } = await import('node:zlib');
    const res = await send(port, {
      method: 'POST',
      path: '/api/v1/probe/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ a: 1 })),
    });
    expect(res.status).to.equal(200);
    expect(JSON.parse(res.body)).to.deep.equal({ payload: { a: 1 } });
    const broken = await send(port, { method: 'POST', path: '/api/v1/probe/echo', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: '{a:1}' });
    expect(broken.status).to.equal(400);
    await expectAlive();
  });
});
