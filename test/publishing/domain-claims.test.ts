import { expect } from 'chai';
import { DOMAIN_CLAIM_HOURS, DOMAIN_MESSAGES, type DomainRecord } from '../../common/domains.ts';
import { releaseStaleDomainClaims, winClaim } from '../../server/modules/publishing/domain-claims.ts';
import { ProjectDomain } from '../../server/modules/publishing/models.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { PublishingClient } from './support/deploys.ts';
import { startDnsServer, type DnsStandIn } from './support/dns-server.ts';
import { connectDomain as connect, verifyDomain as verify } from './support/domains.ts';
import { siteRequest } from './support/site-http.ts';

// Who gets a custom domain when several sites claim it: a claim nobody proved never keeps the
// real owner out, the first claim proved wins, and a claim left unproved is released after
// DOMAIN_CLAIM_HOURS. DNS is a real server on loopback, as in domains.test.ts.

const HOUR_MS = 60 * 60 * 1000;

describe('published sites: competing claims on a custom domain', function () {
  this.timeout(60_000);
  let app: TestApp;
  let dns: DnsStandIn;
  let owner: PublishingClient;
  let squatter: PublishingClient;
  let site: { id: number; slug: string };
  let squat: { id: number; slug: string };

  before(async () => {
    dns = await startDnsServer();
    // The token file is fetched from the app itself, on loopback: allowed past the outbound guard.
    app = await startTestApp({ listen: true, env: { APP_URL: 'http://app.claims.test', OUTBOUND_ALLOW_PRIVATE: '127.0.0.1' } });
    await setSetting('publishing.dns_servers', [dns.address]);
    await setSetting('publishing.http_check_port', app.server.info.port);
    owner = await PublishingClient.signedIn(app);
    squatter = await PublishingClient.signedIn(app);
    site = await owner.create('Real Bakery');
    squat = await squatter.create('Squatter');
    await owner.deployFolder(site.id, { 'index.html': '<!doctype html><title>Bakery</title><h1>The real bakery</h1>' }, { prod: true });
    await squatter.deployFolder(squat.id, { 'index.html': '<!doctype html><title>Squat</title><h1>Squatted</h1>' }, { prod: true });
  });
  after(async () => {
    await app?.stop();
    await dns?.close();
  });

  async function hosts(client: PublishingClient, projectId: number): Promise<string[]> {
    const response = await client.request('GET', `/api/v1/projects/${projectId}/domains`);
    expect(response.statusCode, response.payload).to.equal(200);
    return (response.result as { domains: DomainRecord[] }).domains.map((domain) => domain.host);
  }

  /** Moves a claim's creation back in time, as if it had been made that long ago. */
  async function age(domainId: number, ms: number): Promise<void> {
    await ProjectDomain.sequelize!.query('UPDATE domain_claims SET created_at = :at WHERE id = :id', { replacements: { at: new Date(Date.now() - ms), id: domainId } });
  }

  it("lets the real owner claim a domain a stranger claimed without proving it; proving it drops the stranger's claim", async () => {
    const host = 'www.real-bakery.test';
    const squatted = await connect(squatter, squat.id, host);
    const mine = await connect(owner, site.id, host);
    expect(mine.verified).to.equal(false);
    const expires = Date.parse(mine.claim_expires_at!) - Date.now();
    expect(expires).to.be.within(DOMAIN_CLAIM_HOURS * HOUR_MS - 60_000, DOMAIN_CLAIM_HOURS * HOUR_MS);

    dns.txt.set(`_sitewright.${host}`, mine.records.txt.value);
    const verified = await verify(owner, site.id, mine.id);
    expect(verified).to.include({ verified: true, claim_expires_at: null, last_error: null });
    const home = await siteRequest(app, host, '/');
    expect(home.status).to.equal(200);
    expect(home.body.toString()).to.contain('<h1>The real bakery</h1>');

    expect(await hosts(squatter, squat.id)).to.deep.equal([]);
    const late = await squatter.request('POST', `/api/v1/projects/${squat.id}/domains/${squatted.id}/verify`);
    expect(late.statusCode).to.equal(404);
    expect(late.result).to.deep.equal({ message: DOMAIN_MESSAGES.notFound });
    // A verified claim keeps everyone else out.
    const again = await squatter.request('POST', `/api/v1/projects/${squat.id}/domains`, { host });
    expect(again.statusCode).to.equal(422);
    expect(again.result).to.deep.equal({ message: DOMAIN_MESSAGES.taken, errors: { host: DOMAIN_MESSAGES.taken } });
  });

  it('while two sites claim a domain only the TXT record proves it, not the token file the app answers for each claim', async () => {
    const host = 'www.contested-bakery.test';
    const theirs = await connect(squatter, squat.id, host);
    const mine = await connect(owner, site.id, host);
    // The domain points here, so the app answers both claims' token files on it.
    dns.a.set(host, '127.0.0.1');
    for (const claim of [theirs, mine]) {
      const file = await siteRequest(app, host, new URL(claim.records.http.url).pathname);
      expect(file.status).to.equal(200);
      expect(file.body.toString()).to.equal(claim.records.http.body);
    }

    const attempt = await verify(squatter, squat.id, theirs.id);
    expect(attempt.verified).to.equal(false);
    expect(attempt.last_error).to.equal(DOMAIN_MESSAGES.contested(host));

    dns.txt.set(`_sitewright.${host}`, mine.records.txt.value);
    expect((await verify(owner, site.id, mine.id)).verified).to.equal(true);
    expect(await hosts(squatter, squat.id)).to.deep.equal([]);
    expect((await siteRequest(app, host, new URL(theirs.records.http.url).pathname)).status, "the dropped claim's token is no longer answered").to.equal(404);
  });

  it(`releases a claim nobody verified within ${DOMAIN_CLAIM_HOURS} hours, and keeps verified ones however old`, async () => {
    const host = 'www.left-behind.test';
    const stale = await connect(squatter, squat.id, host);
    await age(stale.id, DOMAIN_CLAIM_HOURS * HOUR_MS + 60_000);
    // No longer served, even before anything released it.
    expect((await siteRequest(app, host, new URL(stale.records.http.url).pathname)).status).to.equal(404);
    // Reading the claims releases it.
    expect(await hosts(squatter, squat.id)).to.deep.equal([]);
    expect(await ProjectDomain.count({ where: { id: stale.id } })).to.equal(0);

    const fresh = await connect(squatter, squat.id, host);
    await age(fresh.id, DOMAIN_CLAIM_HOURS * HOUR_MS - 60_000);
    const verified = await ProjectDomain.findOne({ where: { host: 'www.real-bakery.test' } });
    await age(verified!.id, 30 * 24 * HOUR_MS);
    expect(await releaseStaleDomainClaims(new Date())).to.equal(0);
    expect(await releaseStaleDomainClaims(new Date(Date.now() + 2 * 60_000))).to.equal(1);
    expect(await hosts(squatter, squat.id)).to.deep.equal([]);
    expect(await hosts(owner, site.id)).to.include('www.real-bakery.test');
  });

  it('lets exactly one of two claims proved at the same moment win', async () => {
    const host = 'www.photo-finish.test';
    await connect(squatter, squat.id, host);
    await connect(owner, site.id, host);
    const claims = await ProjectDomain.findAll({ where: { host } });
    const outcomes = await Promise.all(claims.map((claim) => winClaim(claim, new Date())));
    expect(outcomes.filter(Boolean)).to.have.length(1);
    const left = await ProjectDomain.findAll({ where: { host } });
    expect(left).to.have.length(1);
    expect(left[0].verified_host).to.equal(host);
    expect(left[0].id).to.equal(claims[outcomes.indexOf(true)].id);
  });
});
