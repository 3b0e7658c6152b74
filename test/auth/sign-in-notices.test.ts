import { expect } from 'chai';
import { up as knownDevicesMigration } from '../../migrations/0023-known-devices.ts';
import { KnownDevice } from '../../server/modules/auth/models.ts';
import { createSession } from '../../server/modules/auth/sessions.ts';
import { enableTwoFactor, recoveryCodes } from '../../server/modules/auth/two-factor.ts';
import { Notification } from '../../server/modules/notifications/models.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { User } from '../../server/modules/users/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { startOAuthProvider, type OAuthStandIn } from '../helpers/oauth-provider.ts';
import { Browser } from './support/http-client.ts';
import { CHROME_LINUX, makeUser, PASSWORD, SAFARI_IPHONE } from './support/users.ts';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const FIREFOX_WINDOWS_UPDATED = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';
const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const APP_URL = 'http://sitewright.test';

// The "new sign-in" notice (server/modules/auth/notifications.ts) comes for a browser and OS the
// account has not signed in with before, whichever way in: password, 2FA challenge, social login.
describe('auth: new sign-in notices only for a new device', function () {
  this.timeout(20_000);
  let app: TestApp;
  let provider: OAuthStandIn;
  before(async () => {
    provider = await startOAuthProvider();
    app = await startTestApp({ env: { APP_URL } });
  });
  after(async () => {
    await app?.stop();
    await provider?.close();
  });

  async function noticesOf(userId: number): Promise<string[][]> {
    const notices = await Notification.findAll({ where: { user_id: userId, type: 'new_sign_in' }, order: [['created_at', 'ASC'], ['id', 'ASC']] });
    return notices.map((notice) => notice.data.lines.map((line) => line.content));
  }

  async function signIn(email: string, userAgent: string | undefined, remoteAddress = '192.0.2.80'): Promise<Browser> {
    const browser = new Browser(app.server, { userAgent, remoteAddress });
    const response = await browser.post('/auth/login', { email, password: PASSWORD });
    expect(response.statusCode, response.payload).to.equal(200);
    return browser;
  }

  it('says nothing about the first sign-in or a browser used before, even after logout and an update, and names a new one with its address', async () => {
    const user = await makeUser('devices@example.com');
    const first = await signIn('devices@example.com', FIREFOX_WINDOWS);
    expect(await noticesOf(user.id)).to.deep.equal([]);
    expect((await first.post('/auth/logout')).statusCode).to.equal(200);
    await signIn('devices@example.com', FIREFOX_WINDOWS_UPDATED, '198.51.100.9');
    expect(await noticesOf(user.id)).to.deep.equal([]);

    await signIn('devices@example.com', CHROME_MAC, '203.0.113.7');
    expect(await noticesOf(user.id)).to.deep.equal([['New sign-in to your account from <b>Chrome on macOS</b>.', '203.0.113.7']]);
    await signIn('devices@example.com', CHROME_MAC, '203.0.113.8');
    expect(await noticesOf(user.id)).to.have.length(1);
  });

  it('signs a new account up without a notice; the next sign-in from another device gets one', async () => {
    await setSetting('require_email_confirmation', false);
    const form = { email: 'signup-device@example.com', password: PASSWORD, password_confirmation: PASSWORD, policies: { terms: true, privacy: true } };
    const registered = await new Browser(app.server, { userAgent: SAFARI_IPHONE, remoteAddress: '192.0.2.81' }).post('/auth/register', form);
    expect(registered.statusCode, registered.payload).to.equal(200);
    const user = (await User.findOne({ where: { email: 'signup-device@example.com' } }))!;
    await signIn('signup-device@example.com', SAFARI_IPHONE);
    expect(await noticesOf(user.id)).to.deep.equal([]);
    await signIn('signup-device@example.com', FIREFOX_WINDOWS);
    expect((await noticesOf(user.id)).map(([primary]) => primary)).to.deep.equal(['New sign-in to your account from <b>Firefox on Windows</b>.']);
  });

  it('tells after the 2FA challenge, not after the password step alone', async () => {
    const user = await makeUser('devices-2fa@example.com');
    await signIn('devices-2fa@example.com', FIREFOX_WINDOWS);
    await enableTwoFactor(app.config.appKey, user);
    await user.update({ two_factor_confirmed_at: new Date() });

    for (const [userAgent, notices] of [
      [FIREFOX_WINDOWS, 0],
      [CHROME_LINUX, 1],
    ] as const) {
      const browser = new Browser(app.server, { userAgent, remoteAddress: '192.0.2.82' });
      expect((await browser.post('/auth/login', { email: 'devices-2fa@example.com', password: PASSWORD })).result).to.deep.equal({ two_factor: true });
      expect(await noticesOf(user.id)).to.have.length(0);
      const [code] = recoveryCodes(app.config.appKey, (await User.findByPk(user.id))!);
      const challenge = await browser.post('/auth/two-factor-challenge', { recovery_code: code });
      expect(challenge.statusCode, challenge.payload).to.equal(200);
      expect(await noticesOf(user.id)).to.have.length(notices);
    }
  });

  it('treats a social login the same way', async () => {
    await setSetting('social.github.enable', true);
    await setSetting('social.github.client_id', provider.clients.github.clientId);
    await setSetting('social.github.client_secret', provider.clients.github.clientSecret);
    await setSetting('social.github.endpoint_base_url', provider.url);
    const github = { id: '4242', name: 'Grace Hopper', username: 'grace4242', email: 'devices-social@example.com', emailVerified: true };
    provider.setAccount('github', github);

    async function socialLogin(userAgent: string, remoteAddress: string): Promise<void> {
      const browser = new Browser(app.server, { userAgent, remoteAddress });
      const start = await browser.get('/secure/auth/social/github/login');
      expect(start.statusCode, start.payload).to.equal(302);
      const authorized = await fetch(start.headers.location as string, { redirect: 'manual' });
      const callback = new URL(authorized.headers.get('location')!);
      const page = await browser.get(`${callback.pathname}${callback.search}`);
      expect(page.payload).to.contain('"status":"SUCCESS"');
    }

    // Signing up through the provider is the account's first sign-in.
    await socialLogin(SAFARI_IPHONE, '192.0.2.83');
    const user = (await User.findOne({ where: { email: github.email } }))!;
    await socialLogin(SAFARI_IPHONE, '192.0.2.84');
    expect(await noticesOf(user.id)).to.deep.equal([]);
    await socialLogin(CHROME_LINUX, '192.0.2.85');
    expect(await noticesOf(user.id)).to.deep.equal([['New sign-in to your account from <b>Chrome on Linux</b>.', '192.0.2.85']]);
  });

  it('never takes a user agent that names no browser or OS for a device seen before', async () => {
    const user = await makeUser('devices-unknown@example.com');
    await signIn('devices-unknown@example.com', FIREFOX_WINDOWS);
    await signIn('devices-unknown@example.com', undefined, '192.0.2.86');
    await signIn('devices-unknown@example.com', 'curl/8.5.0', '192.0.2.86');
    expect(await noticesOf(user.id)).to.deep.equal([
      ['New sign-in to your account from <b>Unknown device</b>.', '192.0.2.86'],
      ['New sign-in to your account from <b>Unknown device</b>.', '192.0.2.86'],
    ]);
  });

  it('counts the devices of sessions open before the upgrade as seen, and the migration can run again', async () => {
    const user = await makeUser('devices-upgrade@example.com');
    await createSession(user, { ip_address: '192.0.2.87', user_agent: SAFARI_IPHONE, country: null, city: null });
    const sequelize = KnownDevice.sequelize!;
    await knownDevicesMigration({ context: { queryInterface: sequelize.getQueryInterface(), sequelize } });
    await knownDevicesMigration({ context: { queryInterface: sequelize.getQueryInterface(), sequelize } });
    expect(await KnownDevice.count({ where: { user_id: user.id } })).to.equal(1);

    // Not the account's first sign-in: it was signed in on the iPhone.
    await signIn('devices-upgrade@example.com', FIREFOX_WINDOWS);
    expect(await noticesOf(user.id)).to.have.length(1);
    await signIn('devices-upgrade@example.com', SAFARI_IPHONE);
    expect(await noticesOf(user.id)).to.have.length(1);
  });
});
