import { chmodSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect } from 'chai';
import { bootApp } from '../../../server/index.ts';
import { siteHostsRoot } from '../../../server/modules/publishing/host-entries.ts';
import { proxyConfig, type ProxyServer } from '../../../server/modules/publishing/proxy-config.ts';
import { setSetting } from '../../../server/modules/settings/service.ts';
import { freePort, startTestApp, type TestApp } from '../../helpers/app.ts';
import { makeTempDir } from '../../helpers/config.ts';
import { PublishingClient } from './deploys.ts';
import { startDnsServer, type DnsStandIn } from './dns-server.ts';
import { connectDomain, verifyDomain } from './domains.ts';
import { hashedName, loopbackRequest, siteHost } from './site-http.ts';

// What `sitewright sites proxy-config <server>` must do for a web server in front of the app:
// serve published sites from the host entries while the app is stopped, follow the switches the
// app makes (publish, rollback, slug change, unpublish), and hand to the app what only it answers.

export interface RunningProxy {
  stop(): Promise<void>;
}

/** Starts the web server on `port` with the generated configuration, working files under `folder`; resolves once it answers. */
export type StartProxy = (folder: string, config: string, port: number) => Promise<RunningProxy>;

const PAGE = (title: string, extra = '') => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${extra}</body></html>`;
const CSS_V1 = 'body { color: #123456 }';
const CSS_ASSET = hashedName('site', 'css', CSS_V1);

export function describeProxyServer(server: ProxyServer, start: StartProxy): void {
  describe(`published sites: ${server} from proxy-config, without the app`, function () {
    this.timeout(90_000);
    let app: TestApp;
    let dns: DnsStandIn;
    let proxy: RunningProxy | undefined;
    let proxyPort: number;
    let owner: PublishingClient;
    let project: { id: number; slug: string };
    const domain = `www.bakery-${server}.test`;
    const get = (host: string, path: string, headers: Record<string, string> = {}) => loopbackRequest(proxyPort, host, path, { headers });

    before(async () => {
      dns = await startDnsServer();
      // A fixed port: the app is started again on it after being stopped.
      app = await startTestApp({ listen: true, env: { PORT: String(await freePort()) } });
      // Run as root, nginx reads files as its workers' user (nobody): the data folder must be readable by it.
      chmodSync(dirname(app.config.dataDir), 0o755);
      await setSetting('publishing.dns_servers', [dns.address]);
      owner = await PublishingClient.signedIn(app);
      project = await owner.create(`${server} Bakery`);
      await owner.deployFolder(
        project.id,
        {
          'index.html': PAGE('Bakery one', `<link rel="stylesheet" href="/${CSS_ASSET}">`),
          'about.html': PAGE('About one'),
          'contact.html': PAGE('Contact one', '<script src="https://www.google.com/recaptcha/api.js" async defer></script>'),
          'docs/index.html': PAGE('Docs one'),
          '404.html': PAGE('Lost one'),
          [CSS_ASSET]: CSS_V1,
        },
        { prod: true },
      );
      const claim = await connectDomain(owner, project.id, domain);
      dns.txt.set(`_sitewright.${claim.host}`, claim.records.txt.value);
      expect((await verifyDomain(owner, project.id, claim.id)).verified).to.equal(true);

      proxyPort = await freePort();
      const config = proxyConfig(server, {
        dataDir: app.config.dataDir,
        upstream: `http://127.0.0.1:${app.server.info.port}`,
        listen: `127.0.0.1:${proxyPort}`,
        scriptAllowlist: [],
      });
      proxy = await start(makeTempDir(`sitewright-${server}-`), config, proxyPort);
    });

    after(async () => {
      await proxy?.stop();
      await app?.stop();
      await dns?.close();
    });

    it('serves the live site, clean URLs, the 404 page and assets with the app stopped', async () => {
      await app.stop();
      const host = siteHost(project.slug);

      const home = await get(host, '/');
      expect(home.status).to.equal(200);
      expect(home.body.toString()).to.contain('Bakery one');
      expect(home.headers['content-type']).to.equal('text/html; charset=utf-8');
      expect(home.headers['content-security-policy']).to.match(/^sandbox allow-scripts /).and.not.contain('allow-same-origin');
      expect(home.headers['cache-control']).to.equal('public, max-age=0, must-revalidate');
      expect(home.headers['x-content-type-options']).to.equal('nosniff');
      expect(home.headers['referrer-policy']).to.equal('strict-origin-when-cross-origin');

      const revisit = await get(host, '/', { 'if-none-match': String(home.headers.etag) });
      expect(revisit.status).to.equal(304);

      expect((await get(host, '/about')).body.toString()).to.contain('About one');
      expect((await get(host, '/about.html')).body.toString()).to.contain('About one');
      expect((await get(host, '/docs/')).body.toString()).to.contain('Docs one');
      const folder = await get(host, '/docs?x=1');
      expect(folder.status).to.equal(301);
      expect(folder.headers.location).to.match(/\/docs\/\?x=1$/);

      const missing = await get(host, '/no-such-page');
      expect(missing.status).to.equal(404);
      expect(missing.body.toString()).to.contain('Lost one');
      expect(missing.headers['content-security-policy']).to.match(/^sandbox /);

      const css = await get(host, `/${CSS_ASSET}`);
      expect(css.status).to.equal(200);
      expect(css.body.toString()).to.equal(CSS_V1);
      expect(css.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
      expect(css.headers['access-control-allow-origin']).to.equal('*');

      // A page with a captcha keeps its real origin: the server takes its policy from where it lies.
      const contact = await get(host, '/contact');
      expect(contact.body.toString()).to.contain('Contact one');
      expect(contact.headers['content-security-policy']).to.contain('allow-same-origin');
      expect((await get(host, '/.sitewright/same-origin/contact.html')).status).to.equal(404);
    });

    it('serves the verified custom domain from its own entry', async () => {
      const page = await get(domain, '/about');
      expect(page.status).to.equal(200);
      expect(page.body.toString()).to.contain('About one');
    });

    it('lays the entries out again when the app starts', async () => {
      rmSync(siteHostsRoot(app.config.dataDir), { recursive: true });
      expect((await get(domain, '/')).status).to.equal(502);
      app = { ...(await bootApp(app.config, { listen: true })), config: app.config };
      owner = new PublishingClient(app, owner.user, owner.cookie);
      await app.stop();
      expect((await get(domain, '/')).body.toString()).to.contain('Bakery one');
    });

    it(`switches what ${server} serves on publish and rollback, and hands unpublished and unknown hosts to the app`, async () => {
      app = { ...(await bootApp(app.config, { listen: true })), config: app.config };
      owner = new PublishingClient(app, owner.user, owner.cookie);
      await owner.deployFolder(project.id, { 'index.html': PAGE('Bakery two'), 'about.html': PAGE('About two') }, { prod: true });
      const host = siteHost(project.slug);
      expect((await get(host, '/')).body.toString()).to.contain('Bakery two');
      expect((await get(domain, '/about')).body.toString()).to.contain('About two');
      // The second deploy has no 404 page of its own and no docs: the server answers its plain 404.
      expect((await get(host, '/docs/')).status).to.equal(404);

      const rollback = await owner.request('POST', `/api/v1/projects/${project.id}/deploys/1/live`);
      expect(rollback.statusCode, rollback.payload).to.equal(200);
      expect((await get(host, '/')).body.toString()).to.contain('Bakery one');
      expect((await get(domain, '/docs/')).body.toString()).to.contain('Docs one');

      // A new slug moves the live site to its new host; the old one is the app's (an unknown host) at once.
      const renamed = await owner.request('PUT', `/api/v1/projects/${project.id}`, { slug: `${server}-bakery-renamed` });
      expect(renamed.statusCode, renamed.payload).to.equal(200);
      expect((await get(siteHost(`${server}-bakery-renamed`), '/')).body.toString()).to.contain('Bakery one');
      const oldHost = await get(host, '/');
      expect(oldHost.status).to.equal(404);
      expect(oldHost.body.toString()).not.to.contain('Bakery');
      const renamedHost = siteHost(`${server}-bakery-renamed`);

      const unpublished = await owner.request('POST', `/api/v1/projects/${project.id}/unpublish`);
      expect(unpublished.statusCode, unpublished.payload).to.equal(200);
      // No entry any more: the app answers, with its own 404 for a site that is offline.
      const offline = await get(renamedHost, '/');
      expect(offline.status).to.equal(404);
      expect(offline.body.toString()).not.to.contain('Bakery');

      const unknown = await get('nobody.invalid', '/');
      expect(unknown.status).to.equal(404);
    });

    it('proxies form posts to the app', async () => {
      const post = await loopbackRequest(proxyPort, siteHost(project.slug), '/_forms/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=x' });
      // Answered by the app (no 405 for a POST to a static file), which knows no such form on an offline site.
      expect(post.status).to.be.oneOf([400, 404, 422]);
    });
  });
}
