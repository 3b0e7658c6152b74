import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Frame, HTTPRequest, Page } from 'puppeteer-core';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure } from '../helpers/browser.ts';
import { makeTempDir } from '../helpers/config.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

// The appearance editor as an admin uses it, in Chromium against the real server: edits show in
// the preview frame before anything is saved, Save stores them in one request, and a visitor in a
// fresh browser gets them. The preview obeys only its own host name, and leaving with unsaved
// changes asks first. Steps share one page and run in order.
describe('appearance editor in Chromium', function () {
  this.timeout(180_000);
  const email = 'appearance-admin@example.com';
  const password = 'appearance-password-1';
  const siteName = 'Acme Studio';
  const primary = '#e11d48';
  const primaryRgb = 'rgb(225, 29, 72)';
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    await createUser({ email, password, emailVerified: true, roles: ['admin'] });
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await page.setViewport({ width: 1400, height: 900 });
    await page.goto(`${app.url}/login`, { waitUntil: 'networkidle0' });
    await replaceText(page, 'input[name=email]', email);
    await replaceText(page, 'input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForFunction(() => location.pathname !== '/login');
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
  });

  async function preview(): Promise<Frame> {
    const element = await page.waitForSelector('iframe[data-testid=appearance-preview-frame]');
    const frame = await element!.contentFrame();
    if (!frame) throw new Error('no preview frame');
    return frame;
  }
  const frameTitle = async () => (await preview()).evaluate(() => document.title);
  const framePrimary = async () =>
    (await preview()).evaluate(() => {
      const button = document.querySelector('.sw-btn-primary');
      return {
        variable: getComputedStyle(document.documentElement).getPropertyValue('--be-primary').trim(),
        button: button ? getComputedStyle(button).backgroundColor : null,
      };
    });
  const storedAppearance = () =>
    page.evaluate(async () => (await (await fetch('/api/v1/admin/appearance')).json()) as { settings: Record<string, unknown>; themes: { name: string; values: Record<string, string> }[] });
  /** Back through the sidebar's pages to the list of sections, then into one. */
  async function openSection(name: string): Promise<void> {
    const back = '[data-testid=appearance-section-back]';
    while (await page.$(back)) {
      const target = await page.$eval(back, (link) => link.getAttribute('href'));
      await page.click(back);
      // The page it led to is drawn: its own way back goes elsewhere, or it is the list of sections.
      await page.waitForFunction((selector, href) => document.querySelector(selector)?.getAttribute('href') !== href, {}, back, target);
    }
    await page.click(`[data-testid=appearance-nav-${name}]`);
    await page.waitForSelector(`[data-testid=appearance-${name}]`);
  }
  async function toast(frameOrPage: Page | Frame, message: string): Promise<void> {
    await frameOrPage.waitForFunction((t) => [...document.querySelectorAll('.sw-toast-message')].some((e) => e.textContent?.includes(t)), { timeout: 10_000 }, message);
  }

  it('opens with the sections on the left and the preview of / on the right', async () => {
    await page.goto(`${app.url}/admin/appearance`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=appearance-editor]');
    const width = await page.$eval('.sw-appearance-sidebar', (e) => e.getBoundingClientRect().width);
    expect(width).to.equal(350);
    const routes = await page.$$eval('[data-testid=appearance-preview-route] option', (options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(routes[0]).to.equal('/');
    expect(routes).to.have.length(23);
    expect(routes).to.include.members(['/login', '/billing/pricing', '/admin/settings/cache', '/api-docs']);
    expect(await page.$eval('iframe[data-testid=appearance-preview-frame]', (e) => e.getAttribute('src'))).to.equal('/?appearanceEditor=true');
    const frame = await preview();
    await frame.waitForFunction(() => document.title === 'Sitewright' && !!document.querySelector('.sw-btn-primary'));
    expect(await frame.evaluate(() => location.pathname)).to.equal('/');
    expect(await page.$eval('[data-testid=appearance-save]', (e) => (e as HTMLButtonElement).disabled), 'nothing to save yet').to.equal(true);
  });

  it('renames the site: the preview’s title changes before saving', async () => {
    await openSection('general');
    await replaceText(page, '[data-testid=appearance-site-name]', siteName);
    await (await preview()).waitForFunction((name) => document.title === name, { timeout: 5_000 }, siteName);
    expect((await storedAppearance()).settings['branding.site_name'], 'not saved yet').to.equal('Sitewright');
    expect(await page.$eval('[data-testid=appearance-save]', (e) => (e as HTMLButtonElement).disabled)).to.equal(false);
  });

  it('changes the default light theme’s primary colour: the preview repaints before saving', async () => {
    await openSection('themes');
    const light = await page.waitForSelector('[data-testid=appearance-theme-row]:has(.sw-badge) [data-testid=appearance-theme-edit]');
    expect(await light!.evaluate((e) => e.textContent)).to.equal('Light');
    await light!.click();
    await page.waitForSelector('[data-testid=appearance-theme-editor]');
    await replaceText(page, '[data-testid="theme-value--be-primary-input"]', primary);
    const frame = await preview();
    await frame.waitForFunction((rgb) => getComputedStyle(document.querySelector('.sw-btn-primary')!).backgroundColor === rgb, { timeout: 5_000 }, primaryRgb);
    expect(await framePrimary()).to.deep.equal({ variable: primary, button: primaryRgb });
    expect(await frameTitle(), 'the earlier edit stays').to.equal(siteName);
    const stored = await storedAppearance();
    expect(stored.themes.find((t) => t.name === 'Light')?.values['--be-primary'], 'not saved yet').to.equal('#4f46e5');
  });

  it('picks the theme’s font from the served fonts: the preview loads and uses it before saving', async () => {
    await page.click('[data-testid=appearance-theme-font-link]');
    await (await page.waitForSelector('[data-testid=appearance-font-playfair-display]'))!.click();
    const frame = await preview();
    await frame.waitForFunction(() => getComputedStyle(document.body).fontFamily.startsWith('"Playfair Display"'), { timeout: 5_000 });
    await frame.waitForFunction(() => [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Playfair Display' && face.status === 'loaded'), { timeout: 10_000 });
    expect(await frame.$$eval('link[rel=stylesheet]', (links) => links.map((l) => l.getAttribute('href')))).to.include('/site-assets/fonts/playfair-display.css');
    await page.click('[data-testid=appearance-section-back]');
    await page.waitForSelector('[data-testid=appearance-theme-editor]');
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    await page.click('[data-testid=appearance-exit]');
    await page.waitForSelector('[data-testid=unsaved-changes-dialog]', { visible: true });
    await page.click('[data-testid=unsaved-stay]');
    await page.waitForSelector('[data-testid=unsaved-changes-dialog]', { hidden: true });
    expect(await page.evaluate(() => location.pathname)).to.match(/^\/admin\/appearance\/themes\/\d+$/);

    // Leaving the page itself (a typed address, a reload) gets the browser's own question.
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
    await page.evaluate(() => {
      location.href = '/admin';
    });
    expect(await asked).to.equal('beforeunload');
    expect(await page.evaluate(() => location.pathname)).to.match(/^\/admin\/appearance\/themes\/\d+$/);
    expect(await frameTitle(), 'the draft is still there').to.equal(siteName);
  });

  it('saves everything in one request', async () => {
    const writes: string[] = [];
    const onRequest = (request: HTTPRequest) => {
      if (request.url().includes('/api/v1/admin/') && request.method() !== 'GET') writes.push(`${request.headers()['x-http-method-override'] ?? request.method()} ${new URL(request.url()).pathname}`);
    };
    page.on('request', onRequest);
    await page.click('[data-testid=appearance-save]');
    await toast(page, 'Appearance saved');
    page.off('request', onRequest);
    expect(writes).to.deep.equal(['PUT /api/v1/admin/appearance']);
    await page.waitForFunction(() => (document.querySelector('[data-testid=appearance-save]') as HTMLButtonElement).disabled);
    const stored = await storedAppearance();
    expect(stored.settings['branding.site_name']).to.equal(siteName);
    expect(stored.themes.find((t) => t.name === 'Light')?.values['--be-primary']).to.equal(primary);
  });

  it('shows the new name and colour to a visitor in a fresh browser', async () => {
    const context = await browser.createBrowserContext();
    try {
      const visitor = await context.newPage();
      await visitor.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
      expect(await visitor.title()).to.equal(siteName);
      const colours = await visitor.evaluate(() => ({
        variable: getComputedStyle(document.documentElement).getPropertyValue('--be-primary').trim(),
        button: getComputedStyle(document.querySelector('.sw-btn-primary')!).backgroundColor,
      }));
      expect(colours).to.deep.equal({ variable: primary, button: primaryRgb });
      expect(await visitor.evaluate(() => getComputedStyle(document.body).fontFamily)).to.equal('"Playfair Display", serif');
    } finally {
      await context.close();
    }
  });

  it('previews a guest-only page without being sent away, and refuses to log out there', async () => {
    await page.select('[data-testid=appearance-preview-route]', '/login');
    const frame = await preview();
    await frame.waitForSelector('[data-testid=login-form]');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await frame.evaluate(() => location.pathname), 'the signed-in admin stays on /login').to.equal('/login');

    await page.select('[data-testid=appearance-preview-route]', '/account-settings');
    await frame.waitForFunction(() => location.pathname === '/account-settings');
    await frame.waitForSelector('[data-testid=user-menu-button]', { visible: true });
    await frame.click('[data-testid=user-menu-button]');
    const logout = await frame.waitForSelector('::-p-xpath(//*[@role="menuitem"][normalize-space()="Log out"])', { visible: true });
    await logout!.click();
    await toast(frame, "Can't logout while in appearance editor.");
    const visible = await frame.$eval('.sw-toast', (e) => {
      const box = e.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
    });
    expect(visible).to.equal(true);
    expect(await frame.evaluate(async () => (await fetch('/api/v1/users/me')).status), 'still signed in').to.equal(200);
  });

  it('shows the cookie notice in the preview as it is configured, even where it was dismissed', async () => {
    await page.evaluate(() => {
      document.cookie = 'cookie_notice=1; path=/';
    });
    await page.select('[data-testid=appearance-preview-route]', '/');
    const frame = await preview();
    await frame.waitForFunction(() => location.pathname === '/');
    await openSection('cookie-notice');
    await page.click('[data-testid=appearance-cookie-enable]');
    await page.select('[data-testid=appearance-cookie-position]', 'top');
    await replaceText(page, '[data-testid=appearance-cookie-label]', 'Got it');
    await frame.waitForFunction(() => document.querySelector('[data-testid=cookie-notice]')?.getAttribute('data-position') === 'top');
    await frame.waitForFunction(() => document.querySelector('[data-testid=cookie-notice-accept]')?.textContent === 'Got it');
  });

  it('shows custom CSS and HTML in the preview as they are typed', async () => {
    const frame = await preview();
    await openSection('custom-code');
    await (await page.waitForSelector('[data-testid=appearance-custom-css] .cm-content'))!.click();
    await page.keyboard.type('.sw-landing-footer { outline: 3px solid rgb(1, 2, 3); }');
    await frame.waitForFunction(() => getComputedStyle(document.querySelector('.sw-landing-footer')!).outlineColor === 'rgb(1, 2, 3)', { timeout: 5_000 });
    await (await page.waitForSelector('[data-testid=appearance-custom-html] .cm-content'))!.click();
    await page.keyboard.type('<p id="custom-banner">Hello from the admin</p>');
    await frame.waitForFunction(() => document.getElementById('custom-banner')?.textContent === 'Hello from the admin', { timeout: 5_000 });
    expect(await frame.$$eval('#sw-custom-css', (styles) => styles.length), 'the shell’s own element, not a second one').to.equal(1);
  });

  it('uploads a logo to the public disk and shows it in the preview’s navbar before saving', async () => {
    const frame = await preview();
    await openSection('general');
    const input = await page.waitForSelector('[data-testid=appearance-logo-dark-upload-input]');
    const file = join(makeTempDir('sitewright-logo-'), 'logo.png');
    writeFileSync(file, PNG);
    await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(file);
    await page.waitForSelector('[data-testid=appearance-logo-dark-image]');
    const src = await page.$eval('[data-testid=appearance-logo-dark-image]', (img) => img.getAttribute('src'));
    expect(src).to.match(/^\/storage\/branding\//);
    await frame.waitForFunction((url) => document.querySelector('.sw-logo img')?.getAttribute('src') === url, { timeout: 5_000 }, src);
    expect(await frame.evaluate(async (url) => (await fetch(url!)).status, src)).to.equal(200);
  });

  it('reorders a menu’s items from the keyboard and adds one; the preview’s footer follows', async () => {
    const frame = await preview();
    const footerLinks = () => frame.$$eval('.sw-footer-links:not(.sw-footer-secondary) a', (links) => links.map((a) => a.textContent));
    expect(await footerLinks()).to.deep.equal(['Privacy policy', 'Terms of service', 'About us', 'Contact']);
    await openSection('menus');
    const footer = await page.waitForSelector('::-p-xpath(//*[@data-testid="appearance-menu-row"]/a[normalize-space()="Footer"])');
    await footer!.click();
    await page.waitForSelector('[data-testid=appearance-menu-editor]');
    const labels = () => page.$$eval('[data-testid=appearance-menu-item]', (items) => items.map((item) => item.getAttribute('data-label')));
    expect(await labels()).to.deep.equal(['Privacy policy', 'Terms of service', 'About us', 'Contact']);

    const handles = await page.$$('[data-testid=appearance-menu-item-handle]');
    await handles[3].focus();
    const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
    await page.keyboard.press('Space');
    await pause();
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('ArrowUp');
      await pause();
    }
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('[data-testid=appearance-menu-item]')?.getAttribute('data-label') === 'Contact');
    expect(await labels()).to.deep.equal(['Contact', 'Privacy policy', 'Terms of service', 'About us']);
    await frame.waitForFunction(() => document.querySelector('.sw-footer-links:not(.sw-footer-secondary) a')?.textContent === 'Contact');

    await page.click('[data-testid=appearance-menu-item-add]');
    await replaceText(page, '[data-testid=appearance-item-label]', 'Blog');
    await replaceText(page, '[data-testid=appearance-item-action]', 'blog');
    expect(await page.$eval('[data-testid=appearance-item-action]', (e) => e.getAttribute('aria-invalid')), 'a route is a path').to.equal('true');
    await replaceText(page, '[data-testid=appearance-item-action]', '/blog');
    await frame.waitForFunction(() => [...document.querySelectorAll('.sw-footer-links:not(.sw-footer-secondary) a')].at(-1)?.textContent === 'Blog');
    expect(await footerLinks()).to.deep.equal(['Contact', 'Privacy policy', 'Terms of service', 'About us', 'Blog']);

    await page.click('[data-testid=appearance-save]');
    await toast(page, 'Appearance saved');
    const stored = await page.evaluate(async () => (await (await fetch('/api/v1/admin/appearance')).json()) as { menus: { name: string; items: { label: string }[] }[]; settings: Record<string, unknown> });
    expect(stored.menus.find((menu) => menu.name === 'Footer')?.items.map((item) => item.label)).to.deep.equal(['Contact', 'Privacy policy', 'Terms of service', 'About us', 'Blog']);
    expect([stored.settings['cookie_notice.enable'], stored.settings['cookie_notice.position'], stored.settings['cookie_notice.button.label']]).to.deep.equal([true, 'top', 'Got it']);
    expect(stored.settings['custom_code.html']).to.equal('<p id="custom-banner">Hello from the admin</p>');
    expect(stored.settings['branding.logo_dark']).to.match(/^\/storage\/branding\//);
    expect(await page.$eval('[data-testid=appearance-save]', (e) => (e as HTMLButtonElement).disabled), 'nothing left to save').to.equal(true);
  });

  it('ignores commands posted from another host name', async () => {
    // A page on 127.0.0.2 frames the preview and posts commands to it. The app's own headers
    // (frame-ancestors 'self', X-Frame-Options, the opener policy) keep other sites from framing or
    // opening it at all; this one document is let through so the preview's own rule is what is tested.
    const attacker = await startAttackerPage(app.url);
    const context = await browser.createBrowserContext();
    try {
      const evil = await context.newPage();
      await evil.setRequestInterception(true);
      evil.on('request', (request) => void letFramingThrough(request, app.url, attacker.origin));
      // The framed document comes through the interception above, which the page's idle state does
      // not wait for: the test waits for the frame itself.
      const framed = evil.waitForFrame((f) => f.url().startsWith(app.url));
      await evil.goto(attacker.url);
      const frame = await framed;
      await frame.waitForFunction((name) => document.title === name && !!document.querySelector('.sw-btn-primary'), {}, siteName);

      await evil.evaluate(() => {
        const target = (document.getElementById('preview') as HTMLIFrameElement).contentWindow!;
        const theme = { id: 1, name: 'Light', values: { '--be-primary': '#00ff00' }, is_dark: false, default_light: true, default_dark: false };
        target.postMessage({ type: 'setValues', values: { settings: { 'branding.site_name': 'Hijacked' } } }, '*');
        target.postMessage({ type: 'setActiveTheme', theme }, '*');
        target.postMessage({ type: 'setThemeValue', themeId: 1, name: '--be-primary', value: '#00ff00' }, '*');
        target.postMessage({ type: 'setCustomCode', code: { type: 'html', value: '<p id="injected">injected</p>' } }, '*');
        target.postMessage({ type: 'navigate', route: '/login' }, '*');
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const after = await frame.evaluate(() => ({
        title: document.title,
        primary: getComputedStyle(document.documentElement).getPropertyValue('--be-primary').trim(),
        injected: !!document.getElementById('injected'),
        path: location.pathname,
      }));
      expect(after).to.deep.equal({ title: siteName, primary, injected: false, path: '/' });
      expect(await evil.evaluate(() => (window as unknown as { received: unknown[] }).received), 'the preview says nothing to another origin').to.deep.equal([]);

      // The same frame does obey its own host name: the listener was there, the origin made the difference.
      await frame.evaluate(() => window.postMessage({ type: 'setValues', values: { settings: { 'branding.site_name': 'Own origin' } } }, '*'));
      await frame.waitForFunction(() => document.title === 'Own origin', { timeout: 5_000 });
    } finally {
      await context.close();
      await attacker.close();
    }
    expect(pageErrors).to.deep.equal([]);
  });
});

interface AttackerPage {
  url: string;
  origin: string;
  close(): Promise<void>;
}

/** A page on another loopback host name (127.0.0.2) that frames the preview and records what it is told. */
async function startAttackerPage(appUrl: string): Promise<AttackerPage> {
  const html = `<!doctype html><meta charset="utf-8"><title>Elsewhere</title>
<script>window.received = []; window.addEventListener('message', (event) => window.received.push(event.data));</script>
<iframe id="preview" src="${appUrl}/?appearanceEditor=true" width="1000" height="700"></iframe>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  const origin = `http://127.0.0.2:${(server.address() as AddressInfo).port}`;
  return { url: `${origin}/`, origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Serves the framed app document with the attacker's origin added to frame-ancestors; everything else as is. */
async function letFramingThrough(request: HTTPRequest, appUrl: string, ancestor: string): Promise<void> {
  if (!request.isNavigationRequest() || !request.url().startsWith(appUrl)) return request.continue();
  const answer = await fetch(request.url());
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (['x-frame-options', 'content-encoding', 'content-length', 'transfer-encoding'].includes(name)) return;
    headers[name] = name === 'content-security-policy' ? value.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${ancestor}`) : value;
  });
  await request.respond({ status: answer.status, headers, body: await answer.text() });
}
