import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Server } from '@hapi/hapi';
import { expect } from 'chai';
import { createServer } from '../../server/app.ts';
import { createLogger, prettyLine } from '../../server/logger.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';

// Issue 9, attack 10: the request log carried the session cookie and the Bearer token.
describe('request logs', () => {
  let app: TestApp;
  let server: Server;
  let lines: string[];
  let cookie: string;

  before(async () => {
    app = await startTestApp();
    lines = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    });
    const logger = createLogger({ logLevel: 'info' }, { destination });
    const distDir = makeTempDir('sitewright-web-');
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><!--bootstrap-data--></body></html>');
    writeFileSync(join(distDir, 'assets', 'app-1.js'), 'export {};');
    server = await createServer({ ...app.ctx, logger }, { webDistDir: distDir });
    const { user } = await createTestUser();
    cookie = await signInAs(user);
  });
  after(() => app.stop());

  /** Lines logged while `action` ran; the destination is written to synchronously by pino. */
  async function logged(action: () => Promise<unknown>): Promise<string[]> {
    const start = lines.length;
    await action();
    return lines.slice(start);
  }

  it('never contain cookies, tokens, XSRF values or passwords', async () => {
    const sessionSecret = cookie.split('=')[1];
    const output = await logged(async () => {
      await server.inject({
        url: '/api/v1/bootstrap-data?token=query-token-secret&page=1',
        headers: { cookie: `${cookie}; XSRF-TOKEN=xsrf-cookie-secret`, 'x-xsrf-token': 'xsrf-header-secret' },
      });
      await server.inject({ url: '/api/v1/bootstrap-data', headers: { authorization: 'Bearer 12|bearer-secret-value' } });
      await server.inject({ url: '/password/reset/reset-token-secret?email=a@b.c' });
      await server.inject({ url: '/auth/social/google/callback?code=oauth-code-secret&state=oauth-state-secret' });
      await server.inject({ method: 'POST', url: '/auth/login', payload: { email: 'a@b.c', password: 'password-secret' }, headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' } });
    });
    expect(output.length, 'one line per request at least').to.be.greaterThanOrEqual(5);
    const text = output.join('\n');
    for (const secret of [sessionSecret, 'xsrf-cookie-secret', 'xsrf-header-secret', 'bearer-secret-value', 'query-token-secret', 'reset-token-secret', 'oauth-code-secret', 'oauth-state-secret', 'password-secret']) {
      expect(text, secret).to.not.contain(secret);
    }
    // Still useful: the request is there, with the secrets marked as removed.
    const first = JSON.parse(output.find((l) => l.includes('/api/v1/bootstrap-data'))!) as { req: { headers: Record<string, string>; url: string; query: Record<string, string> } };
    expect(first.req.headers.cookie).to.equal('[Redacted]');
    expect(first.req.url).to.equal('/api/v1/bootstrap-data');
    expect(first.req.query).to.deep.equal({ token: '[Redacted]', page: '1' });
  });

  it('redacts the same names in anything else logged', async () => {
    const output = await logged(async () => {
      server.logger.info({ user: { email: 'a@b.c', password: 'plain-secret' }, headers: { authorization: 'Bearer 1|header-secret' } }, 'something happened');
    });
    expect(output.join('\n')).to.not.contain('plain-secret').and.to.not.contain('header-secret');
  });

  it('writes no line per static file unless it fails', async () => {
    const output = await logged(async () => {
      expect((await server.inject('/assets/app-1.js')).statusCode).to.equal(200);
      expect((await server.inject('/site-assets/missing.css')).statusCode).to.equal(404);
      expect((await server.inject('/storage/missing.png')).statusCode).to.equal(404);
    });
    expect(output).to.deep.equal([]);
    const page = await logged(() => server.inject('/login'));
    expect(page.length).to.equal(1);
  });

  it('writes no line for a request refused for its Host', async () => {
    await server.start();
    try {
      const output = await logged(
        () =>
          new Promise<number>((resolve, reject) => {
            http.get({ host: '127.0.0.1', port: server.info.port, path: '/login', headers: { host: 'scanner.example' }, agent: false }, (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            }).on('error', reject);
          }).then((status) => expect(status).to.equal(404)),
      );
      expect(output).to.deep.equal([]);
    } finally {
      await server.stop();
    }
  });

  it('prints one readable line per entry for a terminal', () => {
    const line = prettyLine(JSON.stringify({ level: 30, time: '2025-01-02T03:04:05.678Z', msg: 'GET /login 200 (3ms)', req: { headers: {} }, responseTime: 3 }), false);
    expect(line).to.equal('03:04:05 INFO  GET /login 200 (3ms)\n');
    expect(prettyLine(JSON.stringify({ level: 50, time: '2025-01-02T03:04:05.678Z', msg: 'boom', migrations: ['a'] }), false)).to.equal('03:04:05 ERROR boom migrations=["a"]\n');
  });

  it('never throws from a log call: a failing serializer or redaction leaves a plain line', async () => {
    // Node attaches the refused bytes to an HTTP parser error; redaction used to walk into them and throw.
    const parserError = Object.assign(new Error('Parse Error: Invalid header value char'), { code: 'HPE_INVALID_HEADER_TOKEN', rawPacket: Buffer.from('GET / HTTP/1.1\r\nX-A: a\u0001b\r\n\r\n') });
    const withBadGetter = Object.defineProperty({}, 'detail', {
      enumerable: true,
      get() {
        throw new Error('getter failed');
      },
    });
    const output = await logged(async () => {
      expect(() => server.logger.error({ err: parserError, tags: ['connection', 'client', 'error'] }, 'client error')).not.to.throw();
      expect(() => server.logger.info({ payload: withBadGetter }, 'something odd')).not.to.throw();
    });
    expect(output).to.have.length(2);
    const [parser, odd] = output.map((line) => JSON.parse(line) as { err?: { code: string; rawPacket: string }; msg: string; level: number });
    expect(parser.err).to.include({ code: 'HPE_INVALID_HEADER_TOKEN', rawPacket: `[${parserError.rawPacket.length} bytes]` });
    expect(odd).to.include({ level: 30, msg: 'something odd (details not logged: getter failed)' });
  });
});
