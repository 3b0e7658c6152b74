import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { SocialProfile } from '../../server/modules/auth/models.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { User } from '../../server/modules/users/models.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { freePort, startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure, waitForText } from '../helpers/browser.ts';
import { startOAuthProvider, type OAuthStandIn } from '../helpers/oauth-provider.ts';

// Needs the built web app (npm run build:web). The app listens on a port chosen up front, so its
// APP_URL, and with it the OAuth redirect URI and the popup's target origin, are the real ones.

describe('social login in Chromium', function () {
  this.timeout(60_000);
  let provider: OAuthStandIn;
  let app: TestApp;
  let appUrl: string;
  let browser: Browser;
  let page: Page;

  before(async () => {
    provider = await startOAuthProvider();
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    app = await startTestApp({ listen: true, env: { PORT: String(port), APP_URL: appUrl } });
    for (const service of ['github', 'google'] as const) {
      await setSetting(`social.${service}.enable`, true);
      await setSetting(`social.${service}.client_id`, provider.clients[service].clientId);
      await setSetting(`social.${service}.client_secret`, provider.clients[service].clientSecret);
      await setSetting(`social.${service}.endpoint_base_url`, provider.url);
    }
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
    await provider?.close();
  });
  beforeEach(async () => {
    // A fresh browser context per test: no session carried over.
    const context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
    await page.browserContext().close();
  });

  const signedInEmail = () =>
    page.evaluate(async () => {
      const response = await fetch('/api/v1/bootstrap-data', { credentials: 'include' });
      return ((await response.json()) as { data: { user: { email: string } | null } }).data.user?.email ?? null;
    });

  async function waitForPath(path: string): Promise<void> {
    // Polled on a timer: a page in a background tab gets no animation frames.
    await page.waitForFunction((p) => window.location.pathname === p, { timeout: 15_000, polling: 100 }, path);
  }

  it('signs up with "Continue with GitHub" through the popup and lands on the redirect target', async () => {
    provider.setAccount('github', { id: '583231', name: 'Mona Lisa Octocat', username: 'octocat', email: 'octocat@example.com' });
    await page.goto(`${appUrl}/login?redirect=%2Faccount-settings`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=social-login-github]');
    const text = await page.evaluate(() => document.querySelector('[data-testid=social-login]')!.textContent);
    expect(text).to.contain('OR');
    expect(text).to.contain('Continue with GitHub');
    expect(text).to.contain('Continue with Google');
    expect(text).to.not.contain('Facebook');

    await page.evaluate(() => {
      const open = window.open.bind(window);
      const calls: unknown[][] = [];
      const messages: unknown[] = [];
      Object.assign(window, { openCalls: calls, socialMessages: messages });
      window.addEventListener('message', (event) => messages.push({ origin: event.origin, status: event.data?.status, type: event.data?.type }));
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args);
        return open(...args);
      };
    });
    const popupOpened = new Promise<Page | null>((resolve) => page.once('popup', resolve));
    await page.click('[data-testid=social-login-github]');
    expect(await popupOpened).to.not.equal(null);
    const [[url, , features]] = (await page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls)) as string[][];
    expect(url).to.equal('/secure/auth/social/github/login');
    expect(features).to.contain('width=650').and.contain('height=550');

    await waitForPath('/account-settings');
    expect(await signedInEmail()).to.equal('octocat@example.com');
    // The popup reported to its opener, from the app's origin.
    expect(await page.evaluate(() => (window as unknown as { socialMessages: unknown[] }).socialMessages)).to.deep.equal([
      { origin: appUrl, status: 'SUCCESS', type: 'social-auth' },
    ]);
    const user = (await User.findOne({ where: { email: 'octocat@example.com' } }))!;
    expect(await SocialProfile.count({ where: { user_id: user.id, service_name: 'github', user_service_id: '583231' } })).to.equal(1);
  });

  it('asks for the password of an existing account in the "Password required" modal', async () => {
    await createUser({ email: 'ada@example.com', password: 'analytical engine', emailVerified: true });
    provider.setAccount('google', { id: '1815', name: 'Ada Lovelace', email: 'ada@example.com' });
    await page.goto(`${appUrl}/register?redirect=%2Faccount-settings`, { waitUntil: 'networkidle0' });
    await page.click('[data-testid=social-login-google]');
    await page.waitForSelector('[data-testid=social-password-form]', { visible: true });
    await waitForText(page, 'Password required');
    await waitForText(page, 'An account with this email address already exists.');
    const buttons = await page.$$eval('dialog[open] button', (elements) => elements.map((b) => b.textContent?.trim()));
    expect(buttons).to.include.members(['Cancel', 'Connect']);

    await page.type('[data-testid=social-password-form] input[type=password]', 'wrong password');
    await page.click('[data-testid=social-connect-submit]');
    await waitForText(page, 'The provided password is incorrect.');
    expect(await signedInEmail()).to.equal(null);

    await page.$eval('[data-testid=social-password-form] input[type=password]', (input) => ((input as HTMLInputElement).value = ''));
    await page.type('[data-testid=social-password-form] input[type=password]', 'analytical engine');
    await page.click('[data-testid=social-connect-submit]');
    await waitForPath('/account-settings');
    expect(await signedInEmail()).to.equal('ada@example.com');
  });

  it('still finishes when the popup lost its opener (the result travels over a BroadcastChannel)', async () => {
    provider.setAccount('github', { id: '9919', name: 'Hubot', username: 'hubot', email: 'hubot@example.com' });
    provider.consentNext('github');
    await page.goto(`${appUrl}/login?redirect=%2Faccount-settings`, { waitUntil: 'networkidle0' });
    const popupOpened = new Promise<Page | null>((resolve) => page.once('popup', resolve));
    await page.click('[data-testid=social-login-github]');
    const popup = (await popupOpened)!;
    await popup.waitForSelector('#allow');
    const allow = await popup.$eval('#allow', (a) => (a as HTMLAnchorElement).href);
    await popup.close();
    // The provider's last step, now in a tab without an opener, as after a provider page that isolates itself.
    const orphan = await page.browserContext().newPage();
    await orphan.goto(allow);
    await orphan.close();
    await page.bringToFront();
    await waitForPath('/account-settings');
    expect(await signedInEmail()).to.equal('hubot@example.com');
  });

  it('shows a danger toast when the provider refuses', async () => {
    provider.denyNext('github');
    await page.goto(`${appUrl}/login`, { waitUntil: 'networkidle0' });
    await page.click('[data-testid=social-login-github]');
    await waitForText(page, 'Signing in with GitHub was cancelled.');
    expect(new URL(page.url()).pathname).to.equal('/login');
  });
});
