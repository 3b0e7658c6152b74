import { readdir } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Server } from '@hapi/hapi';
import { expect } from 'chai';
import { QueryTypes } from 'sequelize';
import { createServer } from '../../server/app.ts';
import { createLogger } from '../../server/logger.ts';
import { READINESS_CACHE_MS } from '../../server/modules/health/service.ts';
import { getAllSettings } from '../../server/modules/settings/service.ts';
import { diskDriver } from '../../server/storage/index.ts';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../../server/storage/probe.ts';
import { freePort, startTestApp, type TestApp } from '../helpers/app.ts';
import { startS3rver, type TestS3 } from '../helpers/s3rver.ts';
import { PublishingClient } from '../publishing/support/deploys.ts';
import { siteHost, siteRequest } from '../publishing/support/site-http.ts';
import { UploadsClient } from '../uploads/support/multipart.ts';

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Moves the app's clock past the readiness cache, so the next /readyz checks again. */
function laterBy(app: TestApp, ms: number): void {
  const now = app.ctx.now().getTime() + ms;
  app.ctx.now = () => new Date(now);
}

describe('health endpoints', () => {
  describe('on local storage', () => {
    let app: TestApp;
    before(async () => {
      app = await startTestApp();
    });
    after(() => app.stop());

    it('/healthz answers 200 {status: ok} on any Host, without cookies, however often it is asked, even with the database gone', async () => {
      const query = app.db.sequelize.query;
      app.db.sequelize.query = (async () => {
        throw new Error('the database is gone');
      }) as unknown as typeof query;
      try {
        for (let i = 0; i < 40; i++) {
          const host = ['internal-probe.example:8080', '10.0.0.7:3000', 'a-published-site.localhost:3000', 'localhost:3000'][i % 4];
          const res = await app.server.inject({ url: '/healthz', headers: { host } });
          expect(res.statusCode, host).to.equal(200);
          expect(JSON.parse(res.payload)).to.deep.equal({ status: 'ok' });
          expect(res.headers['set-cookie']).to.equal(undefined);
          expect(res.headers['cache-control']).to.equal('no-store');
        }
      } finally {
        app.db.sequelize.query = query;
      }
    });

    it('/readyz answers ready after writing, reading and deleting a probe object, and leaves nothing behind', async () => {
      const res = await app.server.inject({ url: '/readyz', headers: { host: 'lb-health-check' } });
      expect(res.statusCode).to.equal(200);
      expect(JSON.parse(res.payload)).to.deep.equal({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
      expect(res.headers['set-cookie']).to.equal(undefined);
      expect(res.headers['cache-control']).to.equal('no-store');
      // The probe wrote under the uploads disk and removed its object again.
      expect(await readdir(join(app.config.dataDir, 'uploads', '.sitewright-ready'))).to.deep.equal([]);
    });

    it('/readyz answers from its cache for 10 s, then names a database that stopped answering', async () => {
      laterBy(app, READINESS_CACHE_MS);
      expect((await app.server.inject('/readyz')).statusCode).to.equal(200);
      const query = app.db.sequelize.query;
      app.db.sequelize.query = (async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:3306 (password=hunter2)'), { code: 'ECONNREFUSED' });
      }) as unknown as typeof query;
      try {
        laterBy(app, READINESS_CACHE_MS - 1);
        expect((await app.server.inject('/readyz')).statusCode, 'still the cached answer').to.equal(200);
        laterBy(app, 1);
        const res = await app.server.inject('/readyz');
        expect(res.statusCode).to.equal(503);
        const body = JSON.parse(res.payload) as { message: string; status: string; checks: Record<string, string> };
        expect(body.status).to.equal('not_ready');
        expect(body.checks.database).to.equal('unreachable (ECONNREFUSED)');
        expect(body.checks.migrations).to.equal('not checked (no database)');
        expect(body.message).to.match(/^Not ready: database unreachable \(ECONNREFUSED\)/);
        expect(res.payload).to.not.match(/hunter2|10\.1\.2\.3/);
      } finally {
        app.db.sequelize.query = query;
      }
      laterBy(app, READINESS_CACHE_MS);
      expect((await app.server.inject('/readyz')).statusCode).to.equal(200);
    });

    it('/readyz answers 503 while a migration is pending', async () => {
      const [last] = await app.db.sequelize.query<{ name: string }>('SELECT name FROM migrations ORDER BY name DESC LIMIT 1', { type: QueryTypes.SELECT });
      await app.db.sequelize.query('DELETE FROM migrations WHERE name = :name', { replacements: { name: last.name } });
      try {
        laterBy(app, READINESS_CACHE_MS);
        const res = await app.server.inject('/readyz');
        expect(res.statusCode).to.equal(503);
        expect(JSON.parse(res.payload).checks).to.deep.equal({ database: 'ok', migrations: '1 pending', storage: 'ok' });
      } finally {
        await app.db.sequelize.query('INSERT INTO migrations (name) VALUES (:name)', { replacements: { name: last.name } });
      }
    });
  });

  describe('on S3', () => {
    let s3: TestS3;
    let s3Running = false;
    let app: TestApp;
    before(async () => {
      s3 = await startS3rver();
      s3Running = true;
      app = await startTestApp({ env: s3.env });
    });
    after(async () => {
      await app.stop();
      if (s3Running) await s3.close();
    });

    it('/readyz is ready while the bucket takes writes and names storage once the endpoint is down', async () => {
      const up = await app.server.inject('/readyz');
      expect(up.statusCode).to.equal(200);
      expect(JSON.parse(up.payload)).to.deep.equal({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });

      await s3.close();
      s3Running = false;
      laterBy(app, READINESS_CACHE_MS);
      const down = await app.server.inject('/readyz');
      expect(down.statusCode).to.equal(503);
      const body = JSON.parse(down.payload) as { message: string; checks: Record<string, string> };
      expect(body.checks).to.deep.equal({ database: 'ok', migrations: 'ok', storage: 'unreachable (ECONNREFUSED)' });
      expect(body.message).to.equal('Not ready: storage unreachable (ECONNREFUSED).');
      expect(down.payload).to.not.contain(s3.endpoint.replace('http://', ''));
      expect(down.payload).to.not.contain('S3RVER');
    });
  });

  describe('with the bucket gone after publishing', () => {
    let s3: TestS3;
    let app: TestApp;
    let slug = '';
    before(async () => {
      s3 = await startS3rver();
      app = await startTestApp({ listen: true, env: s3.env });
      const owner = await PublishingClient.signedIn(app);
      const project = await owner.create('Bucket Bakery');
      slug = project.slug;
      await owner.deployFolder(project.id, { 'index.html': '<!doctype html><title>Bakery</title><h1>Fresh bread</h1>' }, { prod: true });
      await diskDriver('public', app.config, await getAllSettings()).put('logo.txt', Buffer.from('logo'), { mime: 'text/plain', size: 4 });
      expect((await app.server.inject('/storage/logo.txt')).statusCode).to.equal(200);
      await s3.close();
    });
    after(() => app.stop());

    it('answers a public file and a published page with 503, not a 500', async () => {
      const file = await app.server.inject('/storage/logo.txt');
      expect(file.statusCode).to.equal(503);
      expect(JSON.parse(file.payload)).to.deep.equal({ message: STORAGE_UNAVAILABLE_MESSAGE });
      const page = await siteRequest(app, siteHost(slug), '/');
      expect(page.status).to.equal(503);
      expect(page.headers['retry-after']).to.equal('30');
    });
  });

  describe('with S3 unreachable from the start', () => {
    let app: TestApp;
    let server: Server;
    let lines: string[];

    before(async () => {
      const closed = await freePort();
      app = await startTestApp({
        env: {
          STORAGE_DRIVER: 's3',
          S3_ENDPOINT: `http://127.0.0.1:${closed}`,
          S3_BUCKET: 'sitewright',
          S3_ACCESS_KEY_ID: 'key-id',
          S3_SECRET_ACCESS_KEY: 'secret-value-1',
          S3_FORCE_PATH_STYLE: '1',
        },
      });
      lines = [];
      const destination = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(...chunk.toString().split('\n').filter(Boolean));
          callback();
        },
      });
      server = await createServer({ ...app.ctx, logger: createLogger({ logLevel: 'warn' }, { destination }) });
      await server.start();
    });
    after(async () => {
      await server.stop();
      await app.stop();
    });

    it('says so in one warning at start and reports not ready', async () => {
      const warnings = await until(
        () => lines.filter((line) => line.includes('Not ready')),
        (found) => found.length > 0,
      );
      expect(warnings).to.have.length(1);
      const entry = JSON.parse(warnings[0]) as { level: number; msg: string };
      expect(entry.level).to.equal(40);
      expect(entry.msg).to.equal('Not ready: storage unreachable (ECONNREFUSED). /readyz answers 503, and uploads 503, until this is fixed');
      expect(warnings[0]).to.not.contain('secret-value-1');
      const res = await server.inject('/readyz');
      expect(res.statusCode).to.equal(503);
      expect(JSON.parse(res.payload).checks.storage).to.equal('unreachable (ECONNREFUSED)');
    });

    it('answers both probes over the network on a Host the app does not know', async () => {
      const probe = (path: string) =>
        new Promise<{ status: number; body: string; cookies: unknown }>((resolve, reject) => {
          const req = http.get({ host: '127.0.0.1', port: server.info.port, path, agent: false, headers: { host: 'k8s-probe.internal:8080' } }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, cookies: res.headers['set-cookie'] }));
          });
          req.on('error', reject);
        });
      expect(await probe('/healthz')).to.deep.equal({ status: 200, body: '{"status":"ok"}', cookies: undefined });
      const ready = await probe('/readyz');
      expect(ready.status).to.equal(503);
      expect(JSON.parse(ready.body).checks.storage).to.equal('unreachable (ECONNREFUSED)');
      expect(ready.cookies).to.equal(undefined);
    });

    it('answers an upload with 503 and a clear message, not a 500', async () => {
      const client = await UploadsClient.signedIn(app);
      const res = await client.upload({ name: 'notes.txt', bytes: Buffer.from('first upload'), mime: 'text/plain' });
      expect(res.statusCode).to.equal(503);
      expect(JSON.parse(res.payload)).to.deep.equal({ message: STORAGE_UNAVAILABLE_MESSAGE });
    });
  });
});
