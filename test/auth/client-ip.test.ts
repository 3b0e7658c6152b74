import { expect } from 'chai';
import { ConfigError } from '../../config/index.ts';
import { clientOrigin, type ClientOrigin } from '../../server/http/client-ip.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { testConfig } from '../helpers/config.ts';

const FORGED = { 'x-forwarded-for': '6.6.6.6', 'cf-ipcountry': 'KP', 'cf-ipcity': 'Pyongyang' };

describe('client address and location (server/http/client-ip.ts)', () => {
  async function originSeenBy(app: TestApp, remoteAddress: string, headers: Record<string, string>): Promise<ClientOrigin> {
    const response = await app.server.inject({ url: '/__test/client-origin', remoteAddress, headers });
    expect(response.statusCode).to.equal(200);
    return response.result as ClientOrigin;
  }

  function withProbe(app: TestApp): TestApp {
    app.server.route({ method: 'GET', path: '/__test/client-origin', options: { auth: false }, handler: (request) => clientOrigin(request) });
    return app;
  }

  describe('without TRUSTED_PROXIES', () => {
    let app: TestApp;
    before(async () => {
      app = withProbe(await startTestApp());
    });
    after(() => app.stop());

    it('takes the socket address and ignores forwarding and CDN headers a client writes itself', async () => {
      expect(await originSeenBy(app, '203.0.113.5', FORGED)).to.deep.equal({ ip: '203.0.113.5', country: null, city: null });
      // Not even from loopback: a local reverse proxy has to be named.
      expect(await originSeenBy(app, '127.0.0.1', FORGED)).to.deep.equal({ ip: '127.0.0.1', country: null, city: null });
    });
  });

  describe('behind configured proxies', () => {
    let app: TestApp;
    before(async () => {
      app = withProbe(await startTestApp({ env: { TRUSTED_PROXIES: '10.0.0.0/8, ::1' } }));
    });
    after(() => app.stop());

    it('believes a trusted proxy: the forwarded client address and the CDN location', async () => {
      const origin = await originSeenBy(app, '10.1.2.3', { 'x-forwarded-for': '198.51.100.7', 'cf-ipcountry': 'de', 'cf-ipcity': 'Berlin' });
      expect(origin).to.deep.equal({ ip: '198.51.100.7', country: 'DE', city: 'Berlin' });
    });

    it('walks back only through trusted hops, so an address the client prepended is not taken', async () => {
      const origin = await originSeenBy(app, '10.1.2.3', { 'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.9' });
      expect(origin.ip).to.equal('198.51.100.7');
    });

    it('ignores the same headers from a peer that is not a configured proxy', async () => {
      expect(await originSeenBy(app, '203.0.113.5', FORGED)).to.deep.equal({ ip: '203.0.113.5', country: null, city: null });
    });

    it("drops Cloudflare's unknown-country code", async () => {
      expect((await originSeenBy(app, '10.1.2.3', { 'x-forwarded-for': '198.51.100.7', 'cf-ipcountry': 'XX' })).country).to.equal(null);
    });
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address, a CIDR or a named range', () => {
    expect(() => testConfig({ TRUSTED_PROXIES: '10.0.0.0/8,not-an-address' })).to.throw(ConfigError, /TRUSTED_PROXIES/);
    expect(testConfig({ TRUSTED_PROXIES: 'loopback, 192.0.2.0/24' }).trustedProxies).to.deep.equal(['loopback', '192.0.2.0/24']);
    expect(testConfig().trustedProxies).to.deep.equal([]);
  });
});
