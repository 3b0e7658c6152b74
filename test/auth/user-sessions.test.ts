import { expect } from 'chai';
import { Session } from '../../server/modules/auth/models.ts';
import type { SessionData } from '../../server/modules/auth/session-list.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { Browser } from './support/http-client.ts';
import { CHROME_LINUX, makeUser, PASSWORD, SAFARI_IPAD, SAFARI_IPHONE } from './support/users.ts';

// The CDN edge or reverse proxy in front of the app: only its forwarding and location headers count.
const PROXY = '10.0.0.1';

describe('auth: active sessions (user-sessions)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ env: { TRUSTED_PROXIES: PROXY } });
  });
  after(() => app.stop());

  async function signIn(email: string, options: { userAgent?: string; remoteAddress?: string; headers?: Record<string, string> } = {}): Promise<Browser> {
    const browser = new Browser(app.server, options);
    const response = await browser.post('/auth/login', { email, password: PASSWORD }, options.headers);
    expect(response.statusCode).to.equal(200);
    return browser;
  }

  async function sessionsOf(browser: Browser): Promise<SessionData[]> {
    const response = await browser.get('/api/v1/user-sessions');
    expect(response.statusCode).to.equal(200);
    return (response.result as { sessions: SessionData[] }).sessions;
  }

  it('needs a signed-in user', async () => {
    expect((await new Browser(app.server).get('/api/v1/user-sessions')).statusCode).to.equal(401);
    expect((await new Browser(app.server).post('/api/v1/user-sessions/logout-other', { password: PASSWORD })).statusCode).to.equal(401);
  });

  it("lists the caller's sessions only, with device details and the current one marked", async () => {
    await makeUser('lister@example.com');
    await makeUser('stranger@example.com');
    const phone = await signIn('lister@example.com', {
      userAgent: SAFARI_IPHONE,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.10', 'cf-ipcountry': 'DE', 'cf-ipcity': 'Berlin' },
    });
    // Straight to the app, not through the proxy: headers of its own making are not believed.
    const tablet = await signIn('lister@example.com', {
      userAgent: SAFARI_IPAD,
      remoteAddress: '203.0.113.11',
      headers: { 'x-forwarded-for': '192.0.2.99', 'cf-ipcountry': 'FR', 'cf-ipcity': 'Paris' },
    });
    const desktop = await signIn('lister@example.com', { userAgent: CHROME_LINUX, remoteAddress: '203.0.113.12' });
    const stranger = await signIn('stranger@example.com', { userAgent: CHROME_LINUX, remoteAddress: '198.51.100.1' });

    const sessions = await sessionsOf(desktop);
    expect(sessions).to.have.length(3);
    expect(sessions.map((s) => s.ip_address).sort()).to.deep.equal(['203.0.113.10', '203.0.113.11', '203.0.113.12']);
    const byIp = Object.fromEntries(sessions.map((s) => [s.ip_address, s]));
    expect(byIp['203.0.113.10']).to.include({ platform: 'iOS', browser: 'Mobile Safari', device_type: 'mobile', country: 'DE', city: 'Berlin', is_current_device: false });
    expect(byIp['203.0.113.11']).to.include({ device_type: 'tablet', is_current_device: false, country: null, city: null });
    expect(byIp['203.0.113.12']).to.include({ platform: 'Linux', browser: 'Chrome', device_type: 'other', is_current_device: true });
    for (const session of sessions) {
      expect(session).to.have.all.keys('id', 'platform', 'browser', 'city', 'country', 'ip_address', 'last_active', 'is_current_device', 'device_type');
      expect(new Date(session.last_active).toISOString()).to.equal(session.last_active);
    }

    const fromPhone = await sessionsOf(phone);
    expect(fromPhone.filter((s) => s.is_current_device).map((s) => s.ip_address)).to.deep.equal(['203.0.113.10']);
    const strangers = await sessionsOf(stranger);
    expect(strangers.map((s) => s.ip_address)).to.deep.equal(['198.51.100.1']);
    expect(await tablet.whoAmI()).to.equal('lister@example.com');
  });

  it('leaves out expired sessions', async () => {
    const user = await makeUser('expiry@example.com');
    const current = await signIn('expiry@example.com');
    await signIn('expiry@example.com', { remoteAddress: '192.0.2.200' });
    await Session.update({ expires_at: new Date(Date.now() - 1000) }, { where: { user_id: user.id, ip_address: '192.0.2.200' } });
    expect((await sessionsOf(current)).map((s) => s.is_current_device)).to.deep.equal([true]);
  });

  it('logs out the other sessions only with the password, leaving this one and other users alone', async () => {
    await makeUser('owner@example.com');
    await makeUser('bystander@example.com');
    const current = await signIn('owner@example.com', { remoteAddress: '192.0.2.1' });
    const laptop = await signIn('owner@example.com', { remoteAddress: '192.0.2.2' });
    const phone = await signIn('owner@example.com', { remoteAddress: '192.0.2.3' });
    const bystander = await signIn('bystander@example.com');

    const wrong = await current.post('/api/v1/user-sessions/logout-other', { password: 'not my password' });
    expect(wrong.statusCode).to.equal(422);
    expect((wrong.result as { errors: Record<string, string> }).errors).to.deep.equal({ password: 'The provided password is incorrect.' });
    expect(await laptop.whoAmI()).to.equal('owner@example.com');

    const missing = await current.post('/api/v1/user-sessions/logout-other', {});
    expect(missing.statusCode).to.equal(400);

    const done = await current.post('/api/v1/user-sessions/logout-other', { password: PASSWORD });
    expect(done.statusCode).to.equal(200);
    expect(done.result).to.deep.equal({ message: 'Logged out other sessions.' });
    expect(await laptop.whoAmI()).to.equal(null);
    expect(await phone.whoAmI()).to.equal(null);
    expect(await current.whoAmI()).to.equal('owner@example.com');
    expect(await bystander.whoAmI()).to.equal('bystander@example.com');
    expect((await sessionsOf(current)).map((s) => s.ip_address)).to.deep.equal(['192.0.2.1']);
  });

  it("refuses a foreign-origin logout-other that rides on the user's cookie", async () => {
    await makeUser('victim@example.com');
    const victim = await signIn('victim@example.com');
    const other = await signIn('victim@example.com', { remoteAddress: '192.0.2.77' });
    const forged = await victim.post('/api/v1/user-sessions/logout-other', { password: PASSWORD }, { origin: 'https://evil.example' });
    expect(forged.statusCode).to.equal(403);
    expect(await other.whoAmI()).to.equal('victim@example.com');
  });
});
