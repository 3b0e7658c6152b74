import { expect } from 'chai';
import { DOMAIN_MESSAGES, type DomainRecord } from '../../common/domains.ts';
import { FORBIDDEN_MESSAGE } from '../../server/errors.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { PublishingClient } from './support/deploys.ts';
import { startDnsServer, type DnsStandIn } from './support/dns-server.ts';
import { connectDomain as connect, verifyDomain as verify } from './support/domains.ts';
import { siteHost, siteRequest } from './support/site-http.ts';

// Custom domains: connected by the owner, proved by a DNS TXT record or a token file, and only
// then served by Host header. DNS is a real server on loopback; the token file is fetched over
// HTTP from whatever the domain's A record names (here, the app itself, as in production).

const APP_HOST = 'app.sitewright.test';

describe('published sites: custom domains', function () {
  this.timeout(60_000);
  let app: TestApp;
  let dns: DnsStandIn;
  let owner: PublishingClient;
  let project: { id: number; slug: string };

  before(async () => {
    dns = await startDnsServer();
    // The token file is fetched from the app itself, on loopback: allowed past the outbound guard.
    app = await startTestApp({ listen: true, env: { APP_URL: `http://${APP_HOST}`, OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' } });
    await setSetting('publishing.dns_servers', [dns.address]);
    await setSetting('publishing.http_check_port', app.server.info.port);
    owner = await PublishingClient.signedIn(app);
    project = await owner.create('Domain Bakery');
    await owner.deployFolder(project.id, { 'index.html': '<!doctype html><title>Bakery</title><h1>Fresh bread</h1>' }, { prod: true });
  });
  after(async () => {
    await app?.stop();
    await dns?.close();
  });

  const ask = (domain: string) => app.server.inject(`/api/v1/domains/check?domain=${encodeURIComponent(domain)}`);

  it('connects a domain with the records that prove it, normalised to lower-case ASCII', async () => {
    const domain = await connect(owner, project.id, '  WWW.Bäckerei-Shop.TEST. ');
    expect(domain.host).to.equal('www.xn--bckerei-shop-gcb.test');
    expect(domain.verified).to.equal(false);
    expect(domain.verified_at).to.equal(null);
    expect(domain.last_error).to.equal(null);
    const token = domain.records.http.body;
    expect(token).to.match(/^[0-9a-f]{32}$/);
    expect(domain.records).to.deep.equal({
      txt: { name: `_sitewright.${domain.host}`, value: `sitewright-verify=${token}` },
      http: { url: `http://${domain.host}/.well-known/sitewright-verify/${token}`, body: token },
    });
    const list = await owner.request('GET', `/api/v1/projects/${project.id}/domains`);
    expect(list.statusCode).to.equal(200);
    expect((list.result as { domains: DomainRecord[] }).domains).to.deep.equal([domain]);
  });

  it('refuses what is not a domain of your own, and a domain the site has already', async () => {
    const refusals: [string, string][] = [
      ['not a domain', DOMAIN_MESSAGES.invalid],
      ['localhost', DOMAIN_MESSAGES.invalid],
      ['127.0.0.1', DOMAIN_MESSAGES.invalid],
      ['shop.test:8080', DOMAIN_MESSAGES.invalid],
      [APP_HOST, DOMAIN_MESSAGES.appHost],
      ['anything.localhost', DOMAIN_MESSAGES.sitesHost],
    ];
    for (const [host, message] of refusals) {
      const response = await owner.request('POST', `/api/v1/projects/${project.id}/domains`, { host });
      expect(response.statusCode, host).to.equal(422);
      expect(response.result, host).to.deep.equal({ message, errors: { host: message } });
    }
    await connect(owner, project.id, 'taken.example-shop.test');
    const again = await owner.request('POST', `/api/v1/projects/${project.id}/domains`, { host: 'TAKEN.example-shop.test' });
    expect(again.statusCode).to.equal(422);
    expect((again.result as { message: string }).message).to.equal('This domain is already connected to a site.');
  });

  it("answers 404 for another user's project or domain, and 403 without projects.create", async () => {
    const domain = await connect(owner, project.id, 'private.example-shop.test');
    const stranger = await PublishingClient.signedIn(app);
    const calls: [string, string, object?][] = [
      ['GET', `/api/v1/projects/${project.id}/domains`],
      ['POST', `/api/v1/projects/${project.id}/domains`, { host: 'mine.example-shop.test' }],
      ['POST', `/api/v1/projects/${project.id}/domains/${domain.id}/verify`],
      ['DELETE', `/api/v1/projects/${project.id}/domains/${domain.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const response = await stranger.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).to.equal(404);
    }
    const theirs = await stranger.create('Stranger Site');
    const crossed = await stranger.request('DELETE', `/api/v1/projects/${theirs.id}/domains/${domain.id}`);
    expect(crossed.statusCode).to.equal(404);
    expect((crossed.result as { message: string }).message).to.equal(DOMAIN_MESSAGES.notFound);

    const { user } = await createTestUser({ roles: [] });
    const without = new PublishingClient(app, user, await signInAs(user));
    for (const [method, url, payload] of calls) {
      const response = await without.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).to.equal(403);
      expect(response.result).to.deep.equal({ message: FORBIDDEN_MESSAGE });
    }
    const list = await owner.request('GET', `/api/v1/projects/${project.id}/domains`);
    expect((list.result as { domains: DomainRecord[] }).domains.map((d) => d.host)).to.include('private.example-shop.test');
  });

  it('says what is missing when neither the TXT record nor the token file is there', async () => {
    const domain = await connect(owner, project.id, 'nowhere.example-shop.test');
    const checked = await verify(owner, project.id, domain.id);
    expect(checked.verified).to.equal(false);
    expect(checked.last_error).to.equal(DOMAIN_MESSAGES.notVerified(domain.host, domain.records.http.body));
    expect(checked.last_error).to.contain(`_sitewright.${domain.host}`);
    expect(checked.last_error).to.contain(domain.records.http.url);
  });

  it('serves the live site on a domain verified by its DNS TXT record, and not before', async () => {
    const domain = await connect(owner, project.id, 'www.dns-bakery.test');
    const before = await siteRequest(app, domain.host, '/');
    expect(before.status).to.equal(404);
    expect(before.body.toString()).to.contain('Site not found');
    expect((await ask(domain.host)).statusCode).to.equal(404);

    dns.txt.set(`_sitewright.${domain.host}`, domain.records.txt.value);
    const verified = await verify(owner, project.id, domain.id);
    expect(verified.verified).to.equal(true);
    expect(verified.verified_at).to.be.a('string');
    expect(verified.last_error).to.equal(null);

    const after = await siteRequest(app, domain.host, '/');
    expect(after.status).to.equal(200);
    expect(after.body.toString()).to.contain('<h1>Fresh bread</h1>');
    expect(after.headers['x-robots-tag']).to.equal(undefined);
    expect(after.headers['set-cookie']).to.equal(undefined);
    expect((await ask(domain.host)).statusCode).to.equal(200);
    expect((await ask(domain.host)).result).to.deep.equal({ domain: domain.host });
  });

  it('verifies a domain by the token file the app answers on it once the domain points here', async () => {
    const domain = await connect(owner, project.id, 'www.http-bakery.test');
    // The token file answers while the domain is unverified; nothing else of the site does.
    const file = await siteRequest(app, domain.host, new URL(domain.records.http.url).pathname);
    expect(file.status).to.equal(200);
    expect(file.body.toString()).to.equal(domain.records.http.body);
    expect((await siteRequest(app, domain.host, '/.well-known/sitewright-verify/0123456789abcdef0123456789abcdef')).status).to.equal(404);

    // Not pointing here yet: no address, no file.
    expect((await verify(owner, project.id, domain.id)).verified).to.equal(false);
    dns.a.set(domain.host, '127.0.0.1');
    expect((await verify(owner, project.id, domain.id)).verified).to.equal(true);
    const home = await siteRequest(app, domain.host, '/');
    expect(home.status).to.equal(200);
    expect(home.body.toString()).to.contain('<h1>Fresh bread</h1>');
  });

  it('answers the proxy ask endpoint for verified domains and existing sites only', async () => {
    const draft = (await owner.deployFolder(project.id, { 'index.html': '<h1>Draft</h1>' }, { prod: false })).deploy;
    const cases: [string, number][] = [
      [siteHost(project.slug), 200],
      [siteHost(project.slug, draft.label), 200],
      [siteHost(project.slug, String(draft.number)), 404],
      [siteHost('no-such-site'), 404],
      ['private.example-shop.test', 404],
      ['unknown.example.test', 404],
      [APP_HOST, 404],
    ];
    for (const [domain, status] of cases) {
      const response = await ask(domain);
      expect(response.statusCode, domain).to.equal(status);
      if (status === 404) expect(response.result, domain).to.deep.equal({ message: DOMAIN_MESSAGES.notServed });
      expect(response.headers['set-cookie'], domain).to.equal(undefined);
    }
    expect((await app.server.inject('/api/v1/domains/check')).statusCode).to.equal(400);
  });

  it('stops serving a domain once it is removed or its project deleted', async () => {
    const site = await owner.create('Domain Leaving');
    await owner.deployFolder(site.id, { 'index.html': '<h1>Leaving soon</h1>' }, { prod: true });
    const first = await connect(owner, site.id, 'first.leaving.test');
    const second = await connect(owner, site.id, 'second.leaving.test');
    for (const domain of [first, second]) dns.txt.set(`_sitewright.${domain.host}`, domain.records.txt.value);
    await verify(owner, site.id, first.id);
    await verify(owner, site.id, second.id);
    expect((await siteRequest(app, first.host, '/')).status).to.equal(200);

    const removed = await owner.request('DELETE', `/api/v1/projects/${site.id}/domains/${first.id}`);
    expect(removed.statusCode, removed.payload).to.equal(200);
    expect((await siteRequest(app, first.host, '/')).body.toString(), 'a removed domain is no site').to.not.contain('Leaving soon');
    expect((await ask(first.host)).statusCode).to.equal(404);

    expect((await owner.request('DELETE', `/api/v1/projects/${site.id}`)).statusCode).to.equal(200);
    const deadline = Date.now() + 8000;
    while ((await ask(second.host)).statusCode !== 404 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await ask(second.host)).statusCode).to.equal(404);
    expect((await siteRequest(app, second.host, '/')).body.toString()).to.not.contain('Leaving soon');
  });
});
