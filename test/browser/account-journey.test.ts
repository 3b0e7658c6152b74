import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { setSetting } from '../../server/modules/settings/service.ts';
import { linkIn, mailTo, startMailServer, type TestMailServer } from '../auth/support/mail-server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure, replaceText } from '../helpers/browser.ts';
import { totp } from '../helpers/totp.ts';

// The whole account journey a person makes, in Chromium against the real server and a real
// SMTP server on loopback. Steps share one browser and run in order; each depends on the last.
describe('account journey in Chromium', function () {
  this.timeout(120_000);
  const email = 'journey@example.com';
  const password = 'journey-password-1';
  let app: TestApp;
  let mail: TestMailServer;
  let browser: Browser;
  let page: Page;
  let phone: BrowserContext;
  let phonePage: Page;
  let secret = '';
  let apiToken = '';

  before(async () => {
    mail = await startMailServer();
    app = await startTestApp({ listen: true, env: { MAIL_URL: mail.url } });
    await setSetting('require_email_confirmation', true);
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
    await mail?.close();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
  });

  const path = () => new URL(page.url()).pathname;
  const type = (selector: string, value: string, target = page) => replaceText(target, selector, value);
  async function toast(text: string): Promise<void> {
    await page.waitForFunction((t) => [...document.querySelectorAll('.sw-toast-message')].some((e) => e.textContent?.includes(t)), { timeout: 10_000 }, text);
  }
  // Sensitive actions ask for the password unless it was confirmed in the last 9000 s. Wait for
  // whichever comes first, the dialog or the action's result: a fixed wait could outlast a toast.
  async function confirmPasswordIfAsked(result: { selector?: string; toast?: string }): Promise<void> {
    await page.waitForFunction(
      (selector, text) =>
        Boolean(document.querySelector('[data-testid=confirm-password-dialog] input[name=password]')) ||
        (selector ? Boolean(document.querySelector(selector)) : false) ||
        (text ? [...document.querySelectorAll('.sw-toast-message')].some((e) => e.textContent?.includes(text)) : false),
      { timeout: 10_000 },
      result.selector ?? '',
      result.toast ?? '',
    );
    if (await page.$('[data-testid=confirm-password-dialog] input[name=password]')) {
      await type('[data-testid=confirm-password-dialog] input[name=password]', password);
      await page.click('[data-testid=confirm-password-submit]');
    }
  }
  async function logIn(target: Page): Promise<void> {
    await target.goto(`${app.url}/login`, { waitUntil: 'networkidle0' });
    await type('input[name=email]', email, target);
    await type('input[name=password]', password, target);
    await target.click('[data-testid=login-submit]');
  }
  async function logOut(): Promise<void> {
    await page.click('[data-testid=user-menu-button]');
    await page.waitForSelector('[role=menuitem]');
    await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[role=menuitem]')].find((e) => e.textContent === 'Log out')?.click());
    await page.waitForFunction(() => location.pathname === '/');
  }

  it('registers, and receives a verification mail whose link verifies the address', async () => {
    await page.goto(`${app.url}/register`, { waitUntil: 'networkidle0' });
    await type('input[name=email]', email);
    await type('input[name=password]', password);
    await type('input[name=password_confirmation]', password);
    for (const checkbox of await page.$$('input[type=checkbox][name^="policies."]')) await checkbox.click();
    await page.click('[data-testid=register-submit]');
    await page.waitForFunction(() => location.pathname === '/');

    const message = await mail.take(mailTo(email), 10_000);
    const link = linkIn(message, '/auth/email/verify/');
    await page.goto(`${app.url}${link.pathname}${link.search}`, { waitUntil: 'networkidle0' });
    expect(path()).to.equal('/login');
  });

  it('logs in to the dashboard, and a second device logs in too', async () => {
    await logIn(page);
    await page.waitForFunction(() => location.pathname === '/dashboard');
    await page.waitForSelector('[data-testid=dashboard-page]');

    phone = await browser.createBrowserContext();
    phonePage = await phone.newPage();
    await phonePage.setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1');
    await logIn(phonePage);
    await phonePage.waitForFunction(() => location.pathname === '/dashboard');
  });

  it('turns on two-factor authentication with a code from an independent TOTP implementation', async () => {
    await page.goto(`${app.url}/account-settings`, { waitUntil: 'networkidle0' });
    await page.click('[data-testid=two-factor-enable]');
    await confirmPasswordIfAsked({ selector: '[data-testid=panel-two-factor][data-two-factor-state=pending]' });
    await page.waitForSelector('[data-testid=panel-two-factor][data-two-factor-state=pending]');
    await page.waitForSelector('[data-testid=two-factor-secret]');
    secret = (await page.$eval('[data-testid=two-factor-secret]', (e) => e.textContent ?? '')).replace(/\s+/g, '');
    await type('[data-testid=two-factor-confirm-form] input[name=code]', totp(secret));
    await page.click('[data-testid=two-factor-confirm]');
    await page.waitForSelector('[data-testid=panel-two-factor][data-two-factor-state=enabled]');
    await page.waitForSelector('[data-testid=two-factor-recovery-codes] code');
    const codes = await page.$$eval('[data-testid=two-factor-recovery-codes] code', (els) => els.map((e) => e.textContent ?? ''));
    expect(codes).to.have.length(8);
    for (const code of codes) expect(code).to.have.length(21);
  });

  it('logs out, then logs in again through the two-factor challenge', async () => {
    await logOut();
    await logIn(page);
    await page.waitForSelector('[data-testid=two-factor-form]');
    // The code that confirmed 2FA cannot be replayed; the next step's code is within the ±1 window.
    await type('[data-testid=two-factor-form] input[name=code]', totp(secret, { stepOffset: 1 }));
    await page.click('[data-testid=two-factor-submit]');
    await page.waitForFunction(() => location.pathname === '/dashboard');
  });

  it('creates an API token shown once, and calls the API with it', async () => {
    await page.goto(`${app.url}/account-settings`, { waitUntil: 'networkidle0' });
    await page.click('[data-testid=create-token]');
    await type('[data-testid=create-token-dialog] input[name=tokenName]', 'CI deploys');
    await page.click('[data-testid=create-token-submit]');
    await confirmPasswordIfAsked({ selector: '[data-testid=plain-text-token]' });
    await page.waitForSelector('[data-testid=plain-text-token]', { visible: true });
    apiToken = await page.$eval('[data-testid=plain-text-token]', (e) => (e as HTMLInputElement).value || e.textContent || '');
    expect(apiToken).to.match(/^\d+\|\w{40}$/);
    await page.click('[data-testid=create-token-done]');
    await page.waitForSelector('[data-testid=token-row]');

    const res = await fetch(`${app.url}/api/v1/users/me`, { headers: { Authorization: `Bearer ${apiToken}` } });
    expect(res.status).to.equal(200);
    expect(((await res.json()) as { user: { email: string } }).user.email).to.equal(email);
  });

  it('sees the other device among the active sessions and ends it', async () => {
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=session-row]');
    const rows = await page.$$eval('[data-testid=session-row]', (els) => els.map((e) => ({ current: e.getAttribute('data-current'), text: e.textContent ?? '' })));
    expect(rows).to.have.length(2);
    expect(rows.filter((r) => r.current === 'true')).to.have.length(1);
    expect(rows.find((r) => r.current !== 'true')!.text).to.match(/iOS/);

    await page.click('[data-testid=logout-other-sessions]');
    await type('[data-testid=logout-other-sessions-dialog] input[name=password]', password);
    await page.click('[data-testid=logout-other-sessions-submit]');
    await toast('Logged out other sessions.');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=session-row]').length === 1);

    await phonePage.goto(`${app.url}/account-settings`, { waitUntil: 'networkidle0' });
    expect(new URL(phonePage.url()).pathname).to.equal('/login');
    await phone.close();
  });

  it('deletes the account: signed out, the token dead and the login gone', async () => {
    await page.click('[data-testid=delete-account]');
    await page.click('[data-testid=delete-account-confirm]');
    await confirmPasswordIfAsked({ toast: 'Account deleted' });
    await toast('Account deleted');
    await page.waitForFunction(() => location.pathname === '/');
    await page.waitForFunction(() => document.body.innerText.includes('Log In'));

    const api = await fetch(`${app.url}/api/v1/users/me`, { headers: { Authorization: `Bearer ${apiToken}` } });
    expect(api.status).to.equal(401);
    await logIn(page);
    await page.waitForSelector('.sw-field-error');
    expect(await page.$eval('.sw-field-error', (e) => e.textContent)).to.equal('These credentials do not match our records.');
  });
});
