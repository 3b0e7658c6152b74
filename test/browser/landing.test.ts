import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { ProjectPage } from '../../server/modules/projects/models.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { startBillingWorld, type BillingWorld } from '../billing/support.ts';
import { signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure, waitForHydration, waitForText } from '../helpers/browser.ts';
import { TeamClient } from '../workspaces/support.ts';

// The marketing home page as a visitor meets it, in Chromium against the real server: the hero's
// typing prompt and Generate, the rotating reviews and partner logos with their real timings
// (5 s and 3 s), the FAQ accordion from the keyboard, scroll-to-top, the gallery of showcased
// sites, the footer's links, and the other homepage types at /.
describe('the home page in Chromium', function () {
  this.timeout(90_000);
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    await setSetting('published_sites_url', `http://{slug}.localhost:${app.server.info.port}`);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  beforeEach(async () => {
    pageErrors = [];
    page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width: 1280, height: 900 });
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
    await page?.browserContext().close();
    if (this.currentTest?.state === 'passed') expect(pageErrors, 'uncaught errors in the page').to.deep.equal([]);
  });

  const home = async (origin = app.url) => {
    await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page, '.sw-landing-footer');
  };
  const attribute = (selector: string, name: string) => page.$eval(selector, (el, n) => el.getAttribute(n), name);
  const placeholder = () => attribute('[data-testid=hero-prompt]', 'placeholder');
  const texts = (selector: string) => page.$$eval(selector, (els) => els.map((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** The page's clock (milliseconds since navigation) when the element's data-index first differs from `from`. */
  const indexChangedAt = (selector: string, from: string, timeout: number) =>
    page.waitForFunction((s, f) => document.querySelector(s)?.getAttribute('data-index') !== f && performance.now(), { timeout, polling: 50 }, selector, from).then((handle) => handle.jsonValue() as Promise<number>);

  it('shows the sections in order, the hero navbar, and no pricing or trial badge while billing is off', async () => {
    await home();
    const ids = await page.$$eval('main > section[id]', (sections) => sections.map((s) => s.id));
    expect(ids).to.deep.equal(['home', 'features', 'solutions', 'reviews', 'faq-section', 'gallery']);
    expect(await texts('.sw-landing-navbar nav[aria-label="Home page sections"] a')).to.deep.equal(['Home', 'Features', 'Solutions NEW', 'Reviews', 'Contact Us']);
    const hrefs = await page.$$eval('.sw-landing-navbar nav[aria-label="Home page sections"] a', (links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).to.deep.equal(['#home', '#features', '#solutions', '#reviews', '#contact-us']);
    expect(await page.$('#contact-us a[href="/contact"]')).to.not.equal(null);
    expect(await page.$('[data-testid=trial-badge]')).to.equal(null);
    expect(await texts('.sw-navbar-actions a')).to.deep.equal(['Log In', 'Get Started']);
    expect(await page.$$eval('#features .sw-step', (steps) => steps.length)).to.equal(3);
    // A fresh install has no page to count: the gallery names no number.
    await page.waitForSelector('[data-testid=gallery-heading][data-count]:not([data-count=""])');
    expect(await attribute('[data-testid=gallery-heading]', 'data-count')).to.equal('0');
    expect(await texts('[data-testid=gallery-heading]')).to.deep.equal(['Made with Sitewright']);
  });

  it('types example prompts in a loop, holds while the field is focused, and stands still for reduced motion', async () => {
    await home();
    // Longer than a prompt's typing plus its 1.8 s hold, so the window never falls inside one hold.
    const seen = new Set<string>();
    for (let i = 0; i < 60 && seen.size <= 5; i++) {
      seen.add((await placeholder()) ?? '');
      await sleep(100);
    }
    expect(seen.size, [...seen].join(' | ')).to.be.greaterThan(5);

    await page.focus('[data-testid=hero-prompt]');
    const held = await placeholder();
    expect(held).to.match(/^A .{20,}$/);
    await sleep(400);
    expect(await placeholder()).to.equal(held);

    // Typing resumes on leaving the field, and stops for good once the visitor asks for less motion.
    await page.$eval('[data-testid=hero-prompt]', (input) => (input as HTMLInputElement).blur());
    await page.waitForFunction((before) => document.querySelector('[data-testid=hero-prompt]')!.getAttribute('placeholder') !== before, { timeout: 3_000 }, held);
    expect(await attribute('[data-testid=reviews]', 'data-paused')).to.equal('false');
    await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    // The reviews pause on the same media query, so once they do the page has seen the change.
    await page.waitForFunction(() => document.querySelector('[data-testid=reviews]')?.getAttribute('data-paused') === 'true');
    await sleep(100);
    const still = await placeholder();
    expect(still).to.match(/^A .{20,}$/);
    await sleep(400);
    expect(await placeholder()).to.equal(still);
    expect(await attribute('[data-testid=reviews]', 'data-paused')).to.equal('true');
    expect(await attribute('[data-testid=partner-slider]', 'data-paused')).to.equal('true');
  });

  it('turns the reviews every 5 seconds and the partner logos every 3, and holds the reviews under the pointer', async () => {
    await home();
    // Timers never fire early, so the time since navigation bounds each interval from below whatever
    // the machine's load; a much slower rotation shows as no change within the wait.
    const [reviewAt, logosAt] = await Promise.all([indexChangedAt('[data-testid=review]', '0', 10_000), indexChangedAt('[data-testid=partner-slider]', '0', 7_000)]);
    expect(reviewAt).to.be.at.least(5_000);
    expect(logosAt).to.be.at.least(3_000);
    expect(await attribute('[data-testid=review]', 'data-index')).to.equal('1');

    await page.hover('[data-testid=review]');
    expect(await attribute('[data-testid=reviews]', 'data-paused')).to.equal('true');
    const shown = await attribute('[data-testid=review]', 'data-index');
    await sleep(5_500);
    expect(await attribute('[data-testid=review]', 'data-index')).to.equal(shown);
    // The logos go on meanwhile, and a dot shows any review at once.
    expect(Number(await attribute('[data-testid=partner-slider]', 'data-index'))).to.be.greaterThan(1);
    await page.click('[data-testid=review-dot]:nth-child(4)');
    expect(await attribute('[data-testid=review]', 'data-index')).to.equal('3');
  });

  it('opens and closes the FAQ from the keyboard, citing the plans’ site counts', async () => {
    await home();
    const questions = '[data-testid=faq-question]';
    expect(await page.$$eval(questions, (buttons) => buttons.length)).to.equal(4);
    const state = () =>
      page.$$eval(questions, (buttons) =>
        buttons.map((b) => `${b.getAttribute('aria-expanded')}:${document.getElementById(b.getAttribute('aria-controls')!)!.hidden ? 'hidden' : 'shown'}`),
      );
    expect(await state()).to.deep.equal(['true:shown', 'false:hidden', 'false:hidden', 'false:hidden']);
    await waitForText(page, 'Starter includes 5 sites, Premium 20 and Ultimate 50');

    await page.focus(questions);
    await page.keyboard.press('Enter');
    expect(await state()).to.deep.equal(['false:hidden', 'false:hidden', 'false:hidden', 'false:hidden']);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await state()).to.deep.equal(['false:hidden', 'true:shown', 'false:hidden', 'false:hidden']);
    const region = await page.$eval('[data-testid=faq-answer]:not([hidden])', (el) => [el.getAttribute('role'), el.getAttribute('aria-labelledby') === el.previousElementSibling?.querySelector('button')?.id]);
    expect(region).to.deep.equal(['region', true]);
    await page.keyboard.press('Enter');
    expect(await state()).to.deep.equal(['false:hidden', 'false:hidden', 'false:hidden', 'false:hidden']);
  });

  it('shows scroll-to-top once scrolled down, and it brings the visitor back to the top', async () => {
    await page.setViewport({ width: 390, height: 844 });
    await home();
    expect(await page.$('[data-testid=scroll-to-top]')).to.equal(null);
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.waitForSelector('[data-testid=scroll-to-top]', { visible: true });
    await page.click('[data-testid=scroll-to-top]');
    await page.waitForFunction(() => window.scrollY === 0, { timeout: 5_000 });
    await page.waitForFunction(() => !document.querySelector('[data-testid=scroll-to-top]'));
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('main-content');
  });

  it('keeps scroll-to-top above a cookie bar at the bottom of the window, and back in its corner once the bar is gone', async () => {
    await setSetting('cookie_notice.enable', true);
    await setSetting('cookie_notice.position', 'bottom');
    try {
      await page.setViewport({ width: 390, height: 844 });
      await home();
      await page.waitForSelector('[data-testid=cookie-notice]', { visible: true });
      await page.evaluate(() => window.scrollTo(0, 2500));
      await page.waitForSelector('[data-testid=scroll-to-top]', { visible: true });
      const box = async (selector: string) => (await (await page.$(selector))!.boundingBox())!;
      const bar = await box('[data-testid=cookie-notice]');
      const button = await box('[data-testid=scroll-to-top]');
      expect(button.y + button.height).to.be.at.most(bar.y);
      // The button is clickable where it shows: nothing lies over its middle.
      const onTop = await page.$eval('[data-testid=scroll-to-top]', (button) => {
        const rect = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
      });
      expect(onTop).to.equal(true);

      await page.click('[data-testid=cookie-notice-accept]');
      await page.waitForSelector('[data-testid=cookie-notice]', { hidden: true });
      await page.waitForFunction(() => {
        const rect = document.querySelector('[data-testid=scroll-to-top]')!.getBoundingClientRect();
        return Math.round(window.innerHeight - rect.bottom) === 20;
      });
    } finally {
      await setSetting('cookie_notice.enable', false);
    }
  });

  it('lets an owner allow a site in the gallery, which heads it with the real page count and shows only allowed sites', async () => {
    const owner = await TeamClient.user(app);
    const shown = await owner.create('Harbour Bakery', { templateSlug: 'restaurant' });
    const kept = await owner.create('Private Studio');
    await owner.publish(shown.id, { prod: true });
    await owner.publish(kept.id, { prod: true });
    const pages = await ProjectPage.count();
    expect(pages).to.be.greaterThan(2);

    // The owner opts in from the site's publishing settings on the dashboard.
    const [name, value] = (await signInAs(owner.user)).split('=');
    await page.setCookie({ name, value, url: app.url });
    await page.goto(`${app.url}/dashboard`, { waitUntil: 'domcontentloaded' });
    const card = `[data-testid=project-card][data-project-id="${shown.id}"]`;
    await page.waitForSelector(`${card} [data-testid=project-menu]`);
    await page.click(`${card} [data-testid=project-menu]`);
    await page.click('[data-testid=project-publishing]');
    // A locator clicks once the box has stopped moving: the dialog's lists arrive after it.
    await page.locator('[data-testid=showcase-checkbox]:not(:checked):not(:disabled)').click();
    await page.waitForSelector('[data-testid=showcase-checkbox]:checked:not(:disabled)');
    await waitForText(page, 'The site may appear in the gallery');

    await home();
    await page.waitForSelector('[data-testid=gallery-heading][data-count]:not([data-count=""])');
    expect(await attribute('[data-testid=gallery-heading]', 'data-count')).to.equal(String(pages));
    expect(await texts('[data-testid=gallery-heading]')).to.deep.equal([`${pages} pages created with Sitewright`]);
    expect(await texts('[data-testid=gallery-site] .sw-gallery-link')).to.deep.equal(['Harbour Bakery (opens in a new tab)']);
    const live = `http://${shown.slug}.localhost:${app.server.info.port}`;
    expect(await page.$eval('[data-testid=gallery-site] a', (a) => a.getAttribute('href'))).to.equal(live);
    expect(await page.$eval('[data-testid=gallery-site] iframe', (frame) => frame.getAttribute('src'))).to.equal(live);
  });

  it('leads every footer link to a page that exists', async () => {
    await home();
    const links = await page.$$eval('.sw-landing-footer nav.sw-footer-links a', (anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')] as [string, string]));
    expect(links.map(([, href]) => href)).to.have.members(['/privacy', '/terms', '/contact', '/about', '/more', '/#faq-section', '/pricing', '/pages/changelog', '/pages/feature-requests', '/pages/affiliates']);
    expect(links.find(([, href]) => href === '/pages/affiliates')![0]).to.equal('Affiliates: earn 25%');
    for (const [, href] of links) {
      const response = await fetch(`${app.url}${href.split('#')[0]}`);
      expect(response.status, href).to.equal(200);
    }
    // The FAQ link from another screen lands on the FAQ once the home page has drawn it.
    await page.goto(`${app.url}/privacy`, { waitUntil: 'networkidle0' });
    await page.goto(`${app.url}/#faq-section`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => Math.abs(document.getElementById('faq-section')!.getBoundingClientRect().top) < 100, { timeout: 5_000 });
  });

  it('keeps a guest’s prompt through registration and generates it on arrival', async () => {
    const prompt = 'a cosy bakery in Lisbon with online orders and opening hours';
    await home();
    await page.type('[data-testid=hero-prompt]', prompt);
    await page.click('[data-testid=hero-generate]');
    await page.waitForFunction(() => location.pathname === '/register');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('sitewright.pendingPrompt')!).prompt)).to.equal(prompt);

    await replaceText(page, 'input[name=email]', 'landing-guest@example.com');
    await replaceText(page, 'input[name=password]', 'landing-password-1');
    await replaceText(page, 'input[name=password_confirmation]', 'landing-password-1');
    for (const checkbox of await page.$$('input[type=checkbox][name^="policies."]')) await checkbox.click();
    await page.click('[data-testid=register-submit]');
    await page.waitForSelector('[data-testid=ai-generation-dialog]', { timeout: 15_000 });
    // The dialog names the prompt once the generation has started: a busy machine takes its time.
    await waitForText(page, prompt, 20_000);
    await page.waitForFunction(() => /^\/editor\/\d+$/.test(location.pathname), { timeout: 20_000 });
    // Taken once: a later visit to the dashboard does not generate it again.
    expect(await page.evaluate(() => localStorage.getItem('sitewright.pendingPrompt'))).to.equal(null);
  });

  it('hides Get Started when registration is disabled, and Generate then leads to log in', async () => {
    await setSetting('registration.disable', true);
    try {
      await home();
      expect(await texts('.sw-navbar-actions a')).to.deep.equal(['Log In']);
      await page.type('[data-testid=hero-prompt]', 'a portfolio for a ceramicist');
      await page.click('[data-testid=hero-generate]');
      await page.waitForFunction(() => location.pathname === '/login');
    } finally {
      await setSetting('registration.disable', false);
    }
  });

  it('renders the configured homepage at /: login, registration, or a custom page', async () => {
    const at = async (type: string, value: string | null) => {
      await setSetting('homepage.type', type);
      await setSetting('homepage.value', value);
      await page.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
      expect(new URL(page.url()).pathname).to.equal('/');
    };
    try {
      await at('login', null);
      await page.waitForSelector('input[name=password]');
      expect(await page.$('input[name=password_confirmation]')).to.equal(null);
      expect(await page.$('#hero-heading')).to.equal(null);

      await at('register', null);
      await page.waitForSelector('input[name=password_confirmation]');

      await at('customPage', 'about-us');
      await waitForText(page, 'We build tools that let anyone describe a website');
      expect(await page.$('#hero-heading')).to.equal(null);

      await at('landing', null);
      await page.waitForSelector('#hero-heading');
    } finally {
      await setSetting('homepage.type', 'landing');
      await setSetting('homepage.value', null);
    }
  });

  describe('with billing on', () => {
    let world: BillingWorld;
    before(async () => {
      world = await startBillingWorld();
    });
    after(async () => {
      await world?.close();
    });

    it('shows the trial badge and the plans with Purchase Now', async () => {
      await home(world.app.url);
      await page.waitForSelector('[data-testid=trial-badge]');
      expect(await texts('[data-testid=trial-badge]')).to.deep.equal(['7 Day Free Trial']);
      expect(await attribute('[data-testid=trial-badge]', 'href')).to.equal('#pricing');
      const ids = await page.$$eval('main > section[id]', (sections) => sections.map((s) => s.id));
      expect(ids).to.deep.equal(['home', 'features', 'solutions', 'pricing', 'reviews', 'faq-section', 'gallery']);
      expect(await texts('.sw-landing-navbar nav[aria-label="Home page sections"] a')).to.include('Pricing');
      await page.waitForSelector('#pricing [data-testid=plan-cards]');
      const buttons = await texts('#pricing [data-testid=plan-cards] button');
      expect(buttons.length).to.be.greaterThan(1);
      expect(new Set(buttons)).to.deep.equal(new Set(['Purchase Now']));
    });
  });
});
