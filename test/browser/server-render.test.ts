import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure } from '../helpers/browser.ts';

// A guest's public pages arrive rendered by the server (server/http/server-render.ts): readable
// with no script at all, and adopted by the app in the browser without a second render, a mismatch
// or a repeated API call.
describe('server-rendered public pages in Chromium', function () {
  this.timeout(90_000);
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let problems: string[] = [];
  let apiCalls: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true, env: { STRIPE_SECRET_KEY: 'sk_test_render', STRIPE_WEBHOOK_SECRET: 'whsec_render' } });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  beforeEach(async () => {
    problems = [];
    apiCalls = [];
    page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    // React reports a hydration mismatch as an uncaught error, or on the console.
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
    await page?.browserContext().close();
  });

  const text = () => page.$eval('body', (body) => body.innerText.replace(/\s+/g, ' '));

  it('shows the home page, the plans and a custom page with scripts turned off', async () => {
    await page.setJavaScriptEnabled(false);
    await page.goto(`${app.url}/`);
    const home = await text();
    expect(home).to.include('Build a website in minutes');
    expect(home).to.include('Frequently asked questions');
    expect(home).to.include('Premium');
    expect(await page.$$eval('#pricing .sw-plan-card', (cards) => cards.length)).to.be.greaterThan(0);

    await page.goto(`${app.url}/pages/about-us`);
    expect(await text()).to.include('We build tools that let anyone describe a website');
    await page.goto(`${app.url}/contact`);
    expect(await page.$('form input[type=email]')).to.not.equal(null);
  });

  it('hydrates the home page without a mismatch or a repeated request, and it works', async () => {
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    // The typing prompt runs: the app has taken over the server's HTML.
    await page.waitForFunction(() => (document.querySelector('[data-testid=hero-prompt]') as HTMLInputElement | null)?.placeholder !== '', { timeout: 15_000 });
    const question = '[data-testid=faq-question]';
    const before = await page.$eval(question, (button) => button.getAttribute('aria-expanded'));
    await page.click(question);
    await page.waitForFunction((selector, was) => document.querySelector(selector)?.getAttribute('aria-expanded') !== was, {}, question, before);
    expect(problems, 'errors while hydrating').to.deep.equal([]);
    expect(apiCalls.filter((path) => path === '/api/v1/billing/products' || path === '/api/v1/showcase')).to.deep.equal([]);
  });

  it('asks for the app’s scripts only once the page is painted, then adopts it', async () => {
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => (document.querySelector('[data-testid=hero-prompt]') as HTMLInputElement | null)?.placeholder !== '', { timeout: 15_000 });
    const timing = await page.evaluate(() => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/.*\.js$/.test(entry.name));
      const hero = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/assets/hero-editor-'));
      return { painted, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scripts: scripts.length, hero: hero?.startTime };
    });
    expect(timing.scripts).to.be.greaterThan(2);
    expect(timing.painted).to.be.a('number');
    expect(timing.firstScript, 'first app script asked for before the first paint').to.be.greaterThan(timing.painted!);
    expect(timing.hero, 'the hero picture waits for the scripts').to.be.lessThan(timing.firstScript);
    // The app keeps the server's theme font link rather than adding a second (which restyles the page).
    expect(await page.$$eval('link[rel=stylesheet][href*="/site-assets/fonts/"]', (links) => links.map((link) => link.id))).to.deep.equal(['be-theme-font']);
  });

  it('hydrates /pricing, /contact and a custom page without a mismatch', async () => {
    for (const path of ['/pricing', '/contact', '/pages/about-us']) {
      await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle0' });
      expect(await page.$eval('#root', (root) => root.children.length), path).to.be.greaterThan(0);
    }
    expect(problems, 'errors while hydrating').to.deep.equal([]);
    expect(apiCalls.filter((path) => path === '/api/v1/billing/products' || path.startsWith('/api/v1/custom-pages'))).to.deep.equal([]);
  });
});
