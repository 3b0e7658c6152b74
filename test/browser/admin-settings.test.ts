import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { createUser } from '../../server/modules/users/service.ts';
import { mailTo, startMailServer, type TestMailServer } from '../auth/support/mail-server.ts';
import { freePort, startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure } from '../helpers/browser.ts';

// The admin's settings, pages and ads as a person uses them, in Chromium against the real server
// and a loopback SMTP server: SMTP set up after a test mail that arrives, a broken port refused
// with the mail server's error and not saved, an About page written in the rich-text editor that
// a visitor then reads, and a dashboard ad a user sees inside a sandboxed frame. Steps share one
// page and run in order; each depends on the last.
describe('admin settings, pages and ads in Chromium', function () {
  this.timeout(180_000);
  const admin = { email: 'admin@example.com', password: 'admin-password-1' };
  const user = { email: 'user@example.com', password: 'user-password-1' };
  let app: TestApp;
  let mail: TestMailServer;
  let mailPort: string;
  let browser: Browser;
  let page: Page;
  const others: BrowserContext[] = [];
  const pageErrors: string[] = [];

  before(async () => {
    mail = await startMailServer();
    mailPort = new URL(mail.url).port;
    app = await startTestApp({ listen: true });
    await createUser({ email: admin.email, password: admin.password, emailVerified: true, roles: ['admin'] });
    await createUser({ email: user.email, password: user.password, emailVerified: true });
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await page.setViewport({ width: 1280, height: 900 });
    // The app scrolls smoothly (a refused save brings its field into view): a click computed while
    // the page still glides lands beside its target. Nothing here is about motion.
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  });
  after(async () => {
    for (const context of others) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.stop();
    await mail?.close();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
  });

  const setting = (key: string) => `[data-testid="setting-${key}"]`;
  const type = (selector: string, value: string) => replaceText(page, selector, value);
  const value = (selector: string) => page.$eval(selector, (e) => (e as HTMLInputElement).value);
  const saveDisabled = () => page.$eval('[data-testid=settings-save]', (e) => (e as HTMLButtonElement).disabled);
  async function toast(message: string): Promise<void> {
    await page.waitForFunction((t) => [...document.querySelectorAll('.sw-toast-message')].some((e) => e.textContent?.includes(t)), { timeout: 15_000 }, message);
  }
  const apiGet = <T>(target: Page, path: string) => target.evaluate(async (p) => (await (await fetch(p)).json()) as T, path) as Promise<T>;
  const savedSettings = async () => (await apiGet<{ settings: Record<string, unknown> }>(page, '/api/v1/admin/settings')).settings;

  async function logIn(target: Page, who: { email: string; password: string }): Promise<void> {
    await target.goto(`${app.url}/login`, { waitUntil: 'networkidle0' });
    await replaceText(target, 'input[name=email]', who.email);
    await replaceText(target, 'input[name=password]', who.password);
    await target.click('[data-testid=login-submit]');
    await target.waitForFunction(() => location.pathname !== '/login');
  }

  /** A page in a browser context of its own: another person, with no cookies of the admin's. */
  async function freshPage(): Promise<Page> {
    const context = await browser.createBrowserContext();
    others.push(context);
    const other = await context.newPage();
    other.on('pageerror', (error) => pageErrors.push(String(error)));
    await other.setViewport({ width: 1280, height: 900 });
    return other;
  }

  it('opens the settings on General and moves to Providers from the keyboard', async () => {
    await logIn(page, admin);
    await page.goto(`${app.url}/admin/settings`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => location.pathname === '/admin/settings/general');
    await page.waitForSelector('[data-testid=settings-general]', { visible: true });
    expect(await page.$eval('[data-testid=settings-nav-general]', (e) => e.getAttribute('aria-current'))).to.equal('page');
    expect(await value(setting('branding.site_name'))).to.equal('Sitewright');
    expect(await saveDisabled(), 'nothing to save yet').to.equal(true);
    expect(await page.$eval('[data-testid=settings-nav-ai]', (e) => e.getAttribute('href'))).to.equal('/admin/settings/ai');

    await page.focus('[data-testid=settings-nav-providers]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=settings-mail]', { visible: true });
    expect(await page.title()).to.match(/^Provider settings - /);
  });

  it('points mail at the SMTP server and sends a test mail that arrives, saving nothing', async () => {
    await page.select(setting('mail.driver'), 'smtp');
    await page.waitForSelector(setting('mail.host'), { visible: true });
    expect(await saveDisabled()).to.equal(false);
    for (const [key, label] of [
      ['mail.host', 'Host'],
      ['mail.port', 'Port'],
      ['mail.username', 'Username'],
      ['mail.password', 'Password'],
    ]) {
      expect(await page.$eval(setting(key), (e) => (e as HTMLInputElement).labels?.[0]?.textContent), key).to.equal(label);
    }
    expect(await page.$eval(setting('mail.password'), (e) => e.getAttribute('type'))).to.equal('password');
    await type(setting('mail.host'), '127.0.0.1');
    await type(setting('mail.port'), mailPort);
    expect(await value('[data-testid=mail-test-to]'), 'the admin’s own address').to.equal(admin.email);

    await page.click('[data-testid=mail-test]');
    await page.waitForSelector('[data-testid=mail-test-outcome][data-state=passed]', { timeout: 20_000 });
    expect(await page.$eval('[data-testid=mail-test-outcome]', (e) => (e as HTMLElement).innerText)).to.contain(admin.email);
    const received = await mail.take(mailTo(admin.email), 10_000);
    expect(received.subject).to.match(/^Test mail from /);
    expect((await savedSettings())['mail.driver'], 'a test saves nothing').to.equal(null);
  });

  it('saves the SMTP settings', async () => {
    await page.click('[data-testid=settings-save]');
    await toast('Settings saved');
    await page.waitForFunction(() => (document.querySelector('[data-testid=settings-save]') as HTMLButtonElement).disabled);
    const saved = await savedSettings();
    expect([saved['mail.driver'], saved['mail.host'], saved['mail.port']]).to.deep.equal(['smtp', '127.0.0.1', Number(mailPort)]);
  });

  it('refuses a port nothing listens on with the mail server’s error, and keeps the saved one', async () => {
    await type(setting('mail.port'), String(await freePort()));
    await page.click('[data-testid=settings-save]');
    await page.waitForSelector('[data-testid=settings-mail] [aria-invalid=true]', { timeout: 20_000 });
    const error = await page.$eval('[data-testid=settings-mail] .sw-field-error', (e) => e.textContent ?? '');
    expect(error).to.match(/^Could not send mail with these settings: /);
    expect((await savedSettings())['mail.port'], 'not saved').to.equal(Number(mailPort));
    expect(await saveDisabled(), 'the typed value stays, still unsaved').to.equal(false);
  });

  it('keeps a secret write-only: once stored it shows as set, with Replace', async () => {
    // Another settings page first: the providers form still holds the refused port, so leaving asks.
    await page.click('[data-testid=settings-nav-authentication]');
    await page.waitForSelector('[data-testid=unsaved-changes-prompt]', { visible: true });
    await page.click('[data-testid=unsaved-leave]');
    await page.waitForSelector('[data-testid=settings-authentication]', { visible: true });
    expect(await page.$('[data-testid="secret-set-recaptcha.secret_key"]'), 'nothing stored yet').to.equal(null);
    await type(setting('recaptcha.secret_key'), 'recaptcha-secret-42');
    await page.click('[data-testid=settings-save]');
    await toast('Settings saved');
    await page.waitForSelector('[data-testid="secret-set-recaptcha.secret_key"]', { visible: true });
    expect(await page.$eval('[data-testid="secret-set-recaptcha.secret_key"]', (e) => e.textContent)).to.equal('•••• set');
    const answer = await apiGet<{ secrets: Record<string, boolean> }>(page, '/api/v1/admin/settings');
    expect(answer.secrets['recaptcha.secret_key']).to.equal(true);
    expect(JSON.stringify(answer)).to.not.contain('recaptcha-secret-42');

    await page.click('[data-testid="secret-replace-recaptcha.secret_key"]');
    await page.waitForFunction((selector) => document.activeElement === document.querySelector(selector), {}, setting('recaptcha.secret_key'));
    expect(await value(setting('recaptcha.secret_key'))).to.equal('');
    await page.click('[data-testid="secret-keep-recaptcha.secret_key"]');
    await page.waitForSelector('[data-testid="secret-set-recaptcha.secret_key"]', { visible: true });
    expect(await saveDisabled()).to.equal(true);
  });

  it('asks before leaving with unsaved changes', async () => {
    await page.click('[data-testid=settings-nav-providers]');
    await page.waitForSelector('[data-testid=settings-mail]', { visible: true });
    await type(setting('mail.port'), '2526');
    await page.click('[data-testid=settings-nav-general]');
    await page.waitForSelector('[data-testid=unsaved-changes-prompt]', { visible: true });
    expect(await page.evaluate(() => location.pathname)).to.equal('/admin/settings/providers');
    await page.click('[data-testid=unsaved-stay]');
    await page.waitForFunction(() => !document.querySelector('[data-testid=unsaved-changes-prompt]'));
    expect(await value(setting('mail.port')), 'staying keeps the edit').to.not.equal(mailPort);

    await page.click('a[href="/admin/pages"]');
    await page.waitForSelector('[data-testid=unsaved-changes-prompt]', { visible: true });
    await page.click('[data-testid=unsaved-leave]');
    await page.waitForFunction(() => location.pathname === '/admin/pages');
  });

  it('writes an About page in the rich-text editor', async () => {
    await page.waitForSelector('[data-testid=page-new]', { visible: true });
    await page.click('[data-testid=page-new]');
    await page.waitForSelector('[data-testid=page-form]', { visible: true });
    await type('[data-testid=page-title]', 'About');
    expect(await page.$eval('[data-testid=page-slug]', (e) => e.getAttribute('placeholder'))).to.equal('about');
    expect(await page.$eval('[data-testid=page-body-editor]', (e) => document.getElementById(e.getAttribute('aria-labelledby') ?? '')?.textContent)).to.equal('Content');

    await page.click('[data-testid=page-body-editor]');
    await page.click('[data-testid=tool-h2]');
    await page.keyboard.type('Who we are');
    await page.keyboard.press('Enter');
    await page.keyboard.type('We build ');
    await page.keyboard.down('Control');
    await page.keyboard.press('b');
    await page.keyboard.up('Control');
    await page.keyboard.type('websites');
    await page.keyboard.down('Control');
    await page.keyboard.press('b');
    await page.keyboard.up('Control');
    await page.keyboard.type(' for everyone.');
    expect(await page.$eval('[data-testid=tool-bold]', (e) => e.getAttribute('aria-pressed'))).to.equal('false');
    expect(await page.$eval('[data-testid=page-body-editor]', (e) => e.innerHTML)).to.equal('<h2>Who we are</h2><p>We build <strong>websites</strong> for everyone.</p>');
    // A link from the keyboard: Ctrl+K asks for the address, Enter applies it where the caret is.
    await page.keyboard.press('Enter');
    await page.keyboard.type('Write to us: ');
    await page.keyboard.down('Control');
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    await page.waitForSelector('[data-testid=link-href]', { visible: true });
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'link-href');
    await page.keyboard.type('example.com/contact');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=page-body-editor] a[href="https://example.com/contact"]');
    expect(await page.evaluate(() => location.pathname), 'Enter in the link dialog does not save the page').to.equal('/admin/pages/new');
    await type('[data-testid=page-seo-title]', 'About Sitewright');

    await page.click('[data-testid=page-save]');
    await toast('Page created');
    await page.waitForFunction(() => /^\/admin\/pages\/\d+\/edit$/.test(location.pathname));
    await page.waitForSelector('[data-testid=page-preview]', { visible: true });
    expect(await page.$eval('[data-testid=page-preview]', (e) => [e.getAttribute('href'), e.getAttribute('target')])).to.deep.equal(['/pages/about', '_blank']);
    expect(await value('[data-testid=page-slug]')).to.equal('about');
  });

  it('lists the page and a visitor reads it at /pages/about', async () => {
    await page.goto(`${app.url}/admin/pages`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=page-row-title]', { visible: true });
    expect(await page.$$eval('[data-testid=page-row-title]', (links) => links.map((l) => l.textContent))).to.include('About');

    const visitor = await freshPage();
    await visitor.goto(`${app.url}/pages/about`, { waitUntil: 'networkidle0' });
    await visitor.waitForSelector('[data-testid=custom-page]', { visible: true });
    expect(await visitor.$eval('[data-testid=custom-page] h1', (e) => e.textContent)).to.equal('About');
    expect(await visitor.$eval('.sw-custom-page-body h2', (e) => e.textContent)).to.equal('Who we are');
    expect(await visitor.$eval('.sw-custom-page-body p', (e) => e.innerHTML)).to.equal('We build <strong>websites</strong> for everyone.');
    expect(await visitor.$eval('.sw-custom-page-body a', (e) => [e.getAttribute('href'), e.textContent])).to.deep.equal(['https://example.com/contact', 'https://example.com/contact']);
  });

  it('sets a dashboard-top ad, sanitized on save', async () => {
    await page.goto(`${app.url}/admin/ads`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="ad-dashboard_top"] .cm-content', { visible: true });
    expect(await page.$eval('[data-testid=ads-note]', (e) => e.textContent)).to.contain('sanitized');
    expect(await page.$eval('[data-testid=ads-save]', (e) => (e as HTMLButtonElement).disabled)).to.equal(true);
    await page.click('[data-testid="ad-dashboard_top"] .cm-content');
    await page.keyboard.type('<div class="promo">Try <b>Pro</b> today</div><script>parent.document.title = "owned"</script>');
    await page.click('[data-testid=ads-save]');
    await toast('Ads saved');
    const { ads } = await apiGet<{ ads: { dashboard_top: string | null; dashboard_bottom: string | null } }>(page, '/api/v1/admin/ads');
    expect(ads.dashboard_top).to.contain('<div class="promo">Try <b>Pro</b> today</div>');
    expect(ads.dashboard_top).to.not.contain('script');
    expect(ads.dashboard_bottom).to.equal(null);
  });

  it('shows the ad to a user above their sites, inside a sandboxed frame', async () => {
    const member = await freshPage();
    await logIn(member, user);
    await member.goto(`${app.url}/dashboard`, { waitUntil: 'networkidle0' });
    const frameSelector = '[data-testid=dashboard-ad-dashboard_top] iframe';
    await member.waitForSelector(frameSelector, { visible: true });
    expect(await member.$('[data-testid=dashboard-ad-dashboard_bottom]'), 'an empty slot shows nothing').to.equal(null);

    const sandbox = await member.$eval(frameSelector, (e) => (e as HTMLIFrameElement).sandbox);
    expect(sandbox, 'a sandbox attribute').to.not.equal(null);
    const tokens = await member.$eval(frameSelector, (e) => [...(e as HTMLIFrameElement).sandbox]);
    expect(tokens).to.not.include('allow-scripts');
    expect(tokens).to.not.include('allow-same-origin');
    expect(await member.$eval(frameSelector, (e) => (e as HTMLIFrameElement).contentDocument), 'the app cannot reach into it, nor it into the app').to.equal(null);
    // Above the sites: the ad comes before the heading of the list in document order.
    expect(
      await member.$eval(frameSelector, (frame) => Boolean(frame.compareDocumentPosition(document.querySelector('h1')!) & Node.DOCUMENT_POSITION_FOLLOWING)),
    ).to.equal(true);

    const frame = await (await member.$(frameSelector))!.contentFrame();
    await frame.waitForSelector('.promo');
    expect(await frame.$eval('.promo', (e) => e.textContent)).to.equal('Try Pro today');
    expect(await member.title()).to.not.equal('owned');
    expect(pageErrors).to.deep.equal([]);
  });
});
