import net from 'node:net';
import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../config/index.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';
import { PublishingClient } from '../publishing/support/deploys.ts';
import { siteHost, siteRequest, type SiteResponse } from '../publishing/support/site-http.ts';

// The app answers only on its own hosts (APP_URL's, ALLOWED_HOSTS, loopback names from this
// machine) and the sites' hosts; a Host someone else pointed at the server gets a plain 404
// without any of the app's cookies. Requests travel over a real socket from loopback.

const APP_HOST = 'app.guard.test';

function cookies(response: SiteResponse): string[] {
  return ([] as string[]).concat(response.headers['set-cookie'] ?? []);
}

/** A request line without any Host header (HTTP/1.0), which Node's client cannot send. */
function withoutHost(app: TestApp, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(app.server.info.port as number, '127.0.0.1', () => socket.end(`GET ${path} HTTP/1.0\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('host guard: the hosts the app answers on', function () {
  this.timeout(30_000);
  let app: TestApp;
  let slug: string;

  before(async () => {
    app = await startTestApp({ listen: true, env: { APP_URL: `https://${APP_HOST}`, ALLOWED_HOSTS: 'sitewright-app, 10.0.0.7' } });
    const client = await PublishingClient.signedIn(app);
    const project = await client.create('Guarded Site');
    await client.deployFolder(project.id, { 'index.html': '<!doctype html><title>Guarded</title><h1>Guarded</h1>' }, { prod: true });
    slug = project.slug;
  });
  after(() => app?.stop());

  it('answers a Host it does not know with a plain 404 and no cookie, whatever the path', async () => {
    for (const [host, path] of [
      ['evil.example', '/api/v1/bootstrap-data'],
      ['evil.example', '/'],
      ['evil.example', '/login'],
      ['app.guard.test.evil.example', '/api/v1/bootstrap-data'],
      ['203.0.113.9', '/api/v1/bootstrap-data'],
      ['sub.app.guard.test', '/'],
    ]) {
      const response = await siteRequest(app, host, path, { headers: { cookie: 'XSRF-TOKEN=abc' } });
      expect(response.status, `${host}${path}`).to.equal(404);
      expect(cookies(response), `${host}${path}`).to.deep.equal([]);
      expect(response.headers['content-type']).to.match(/^text\/html/);
      expect(response.headers['cache-control']).to.equal('no-store');
      expect(response.body.toString()).to.contain('Site not found').and.not.contain('bootstrap');
    }
    expect(await withoutHost(app, '/api/v1/bootstrap-data')).to.match(/^HTTP\/1\.[01] 404 /).and.not.match(/set-cookie/i);
  });

  it("answers on APP_URL's host with any port, on ALLOWED_HOSTS, and on loopback names from this machine", async () => {
    // siteRequest sends the listening port, not APP_URL's 443, as a proxy in front may.
    for (const host of [APP_HOST, 'sitewright-app', '10.0.0.7', 'localhost', '127.0.0.1', '[::1]']) {
      const response = await siteRequest(app, host, '/api/v1/bootstrap-data');
      expect(response.status, host).to.equal(200);
      expect(response.headers['content-type'], host).to.match(/json/);
      expect(cookies(response).some((cookie) => cookie.startsWith('XSRF-TOKEN=')), host).to.equal(true);
    }
  });

  it('still serves the sites on their own hosts, and the app to itself through server.inject', async () => {
    const site = await siteRequest(app, siteHost(slug), '/');
    expect(site.status).to.equal(200);
    expect(site.body.toString()).to.contain('<h1>Guarded</h1>');
    expect((await siteRequest(app, siteHost('no-such-site'), '/')).body.toString()).to.contain('Site not found');
    expect((await app.server.inject('/api/v1/bootstrap-data')).statusCode).to.equal(200);
  });

  it('reads ALLOWED_HOSTS as host names, and refuses at startup what is none', () => {
    const load = (value: string) => loadConfig({ cwd: makeTempDir(), env: { ALLOWED_HOSTS: value } });
    expect(load(' App.Internal, 10.0.0.7, [::1], ::2,sitewright_app ').allowedHosts).to.deep.equal(['app.internal', '10.0.0.7', '[::1]', '[::2]', 'sitewright_app']);
    expect(load('').allowedHosts).to.deep.equal([]);
    for (const typo of ['https://app.example.com', 'app.example.com:8080', 'app example']) {
      expect(() => load(typo), typo).to.throw(ConfigError, /^ALLOWED_HOSTS: /);
    }
  });

  it('lets health probes in by address or any name, without cookies', async () => {
    for (const host of ['10.1.2.3', 'evil.example']) {
      const response = await siteRequest(app, host, '/healthz');
      expect(response.status, host).to.equal(200);
      expect(cookies(response)).to.deep.equal([]);
    }
  });
});
