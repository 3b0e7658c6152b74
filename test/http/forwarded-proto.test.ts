import { expect } from 'chai';
import type { ServerInjectResponse } from '@hapi/hapi';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { withCsrf } from '../helpers/http.ts';

// The scheme the CSRF origin check and the XSRF-TOKEN cookie go by: X-Forwarded-Proto counts only
// from a proxy of TRUSTED_PROXIES. From anyone else a claimed https would let an https Origin of
// the request's own host pass for same-origin on an app served over http.

const HOST = 'app.proto.test';
const PROXY = '10.0.0.5';
const STRANGER = '203.0.113.9';

function xsrfCookie(response: ServerInjectResponse): string | undefined {
  return ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('XSRF-TOKEN='));
}

describe('X-Forwarded-Proto: believed from trusted proxies only', () => {
  let app: TestApp;

  before(async () => {
    app = await startTestApp({ env: { APP_URL: `http://${HOST}`, TRUSTED_PROXIES: '10.0.0.0/8' } });
    app.server.route({ method: 'POST', path: '/api/v1/proto-probe', options: { auth: { mode: 'optional' } }, handler: () => ({ ok: true }) });
  });
  after(() => app?.stop());

  const write = (remoteAddress: string, headers: Record<string, string>) =>
    app.server.inject({ method: 'POST', url: '/api/v1/proto-probe', remoteAddress, headers: withCsrf({ host: HOST, ...headers }) });

  it('ignores a claimed https from a peer that is no trusted proxy: an https Origin is another origin', async () => {
    const spoofed = await write(STRANGER, { origin: `https://${HOST}`, 'x-forwarded-proto': 'https' });
    expect(spoofed.statusCode).to.equal(403);
    expect(spoofed.result).to.deep.equal({ message: 'Cross-origin requests are not allowed.' });
    const plain = await write(STRANGER, { origin: `http://${HOST}`, 'x-forwarded-proto': 'https' });
    expect(plain.statusCode, plain.payload).to.equal(200);

    const page = await app.server.inject({ url: '/api/v1/bootstrap-data', remoteAddress: STRANGER, headers: { host: HOST, 'x-forwarded-proto': 'https' } });
    expect(xsrfCookie(page)).to.be.a('string').and.not.match(/;\s*Secure/i);
  });

  it("takes a trusted proxy's word for https: the https Origin is the request's own, the cookie Secure", async () => {
    const forwarded = await write(PROXY, { origin: `https://${HOST}`, 'x-forwarded-proto': 'https' });
    expect(forwarded.statusCode, forwarded.payload).to.equal(200);
    const downgraded = await write(PROXY, { origin: `https://${HOST}`, 'x-forwarded-proto': 'http' });
    expect(downgraded.statusCode).to.equal(403);

    const page = await app.server.inject({ url: '/api/v1/bootstrap-data', remoteAddress: PROXY, headers: { host: HOST, 'x-forwarded-proto': 'https' } });
    expect(xsrfCookie(page)).to.match(/;\s*Secure/i);
  });
});
