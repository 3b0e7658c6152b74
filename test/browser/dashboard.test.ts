import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { PERMISSIONS } from '../../common/constants.ts';
import { grantPermission } from '../../server/modules/roles/seed.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure, waitForText, replaceText } from '../helpers/browser.ts';

// The dashboard as a person uses it, in Chromium against the real server and projects API. Steps
// share one page and run in order; each depends on the last.
describe('dashboard in Chromium', function () {
  this.timeout(120_000);
  const email = 'builder@example.com';
  const password = 'builder-password-1';
  let app: TestApp;
  let userId: number;
  let browser: Browser;
  let page: Page;
  let siteId = '';

  before(async () => {
    app = await startTestApp({ listen: true });
    userId = (await createUser({ email, password, emailVerified: true })).id;
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
  });

  const card = (id: string) => `[data-testid=project-card][data-project-id="${id}"]`;
  const cardNames = () => page.$$eval('[data-testid=project-card] [data-testid=project-open]', (links) => links.map((l) => l.textContent ?? ''));
  const type = (selector: string, value: string) => replaceText(page, selector, value);
  async function toast(text: string): Promise<void> {
    await page.waitForFunction((t) => [...document.querySelectorAll('.sw-toast-message')].some((e) => e.textContent?.includes(t)), { timeout: 10_000 }, text);
  }
  async function cardCount(count: number): Promise<void> {
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=project-card]').length === n, { timeout: 10_000 }, count);
  }
  async function openMenuItem(cardSelector: string, item: string): Promise<void> {
    await page.click(`${cardSelector} [data-testid=project-menu]`);
    await page.waitForSelector(`${cardSelector} [data-testid=${item}]`, { visible: true });
    await page.click(`${cardSelector} [data-testid=${item}]`);
  }
  /** The site id of the card with this exact name. */
  const idOf = (name: string) =>
    page.$$eval(
      '[data-testid=project-card]',
      (cards, n) => cards.find((c) => c.querySelector('[data-testid=project-open]')?.textContent === n)?.getAttribute('data-project-id') ?? '',
      name,
    );

  it('logs in and is invited to build a first site', async () => {
    await page.goto(`${app.url}/login`, { waitUntil: 'networkidle0' });
    await type('input[name=email]', email);
    await type('input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForFunction(() => location.pathname === '/dashboard');
    await page.waitForSelector('[data-testid=projects-empty]', { visible: true });
    expect(await page.$eval('[data-testid=projects-empty]', (e) => (e as HTMLElement).innerText)).to.contain('Build your first site');
    expect(await page.$eval('h1', (e) => e.textContent)).to.equal('My sites');
    expect(await page.$('[data-testid=projects-search]')).to.equal(null);
    expect(await page.title()).to.match(/^Dashboard - /);
  });

  it('creates a blank site from the New site dialog and lands in its editor', async () => {
    await page.click('[data-testid=new-site]');
    await page.waitForSelector('[data-testid=new-site-dialog]', { visible: true });
    // Blank comes first and is the default choice.
    const first = await page.$eval('[data-testid=template-picker] label', (e) => [e.getAttribute('data-testid'), e.getAttribute('data-selected')]);
    expect(first).to.deep.equal(['template-option-blank', 'true']);
    // The name is required.
    await page.click('[data-testid=new-site-submit]');
    await waitForText(page, 'This field is required.');
    expect(await page.$eval('[data-testid=new-site-name]', (e) => e.getAttribute('name'))).to.equal('name');
    await type('[data-testid=new-site-name]', 'Bakery');
    await page.click('[data-testid=new-site-submit]');
    await page.waitForFunction(() => /^\/editor\/\d+$/.test(location.pathname), { timeout: 10_000 });
    siteId = new URL(page.url()).pathname.split('/')[2];
  });

  it('goes back to the dashboard and sees the new site as a card', async () => {
    await page.goBack();
    await page.waitForSelector(card(siteId), { visible: true });
    const text = await page.$eval(card(siteId), (e) => (e as HTMLElement).innerText);
    expect(text).to.contain('Bakery');
    expect(text).to.contain('Edited a few seconds ago');
    expect(text).to.contain('Draft');
    // A blank site gets a generated placeholder with its initial.
    expect(await page.$eval(`${card(siteId)} .sw-project-thumb`, (e) => e.textContent)).to.equal('B');
    expect(await page.$eval(`${card(siteId)} [data-testid=project-open]`, (e) => e.getAttribute('href'))).to.equal(`/editor/${siteId}`);
    expect(await page.$('[data-testid=projects-empty]')).to.equal(null);
  });

  it('renames the site', async () => {
    await openMenuItem(card(siteId), 'project-rename');
    await page.waitForSelector('[data-testid=rename-dialog]', { visible: true });
    expect(await page.$eval('[data-testid=rename-dialog] input[name=name]', (e) => (e as HTMLInputElement).value)).to.equal('Bakery');
    await type('[data-testid=rename-dialog] input[name=name]', '   ');
    await page.click('[data-testid=rename-submit]');
    await waitForText(page, 'This field is required.');
    await type('[data-testid=rename-dialog] input[name=name]', 'Corner Bakery');
    await page.click('[data-testid=rename-submit]');
    await toast('Project renamed');
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Corner Bakery', {}, `${card(siteId)} [data-testid=project-open]`);
  });

  it('duplicates it from the keyboard', async () => {
    await page.focus(`${card(siteId)} [data-testid=project-menu]`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'project-rename');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('project-duplicate');
    await page.keyboard.press('Enter');
    await toast('Project duplicated');
    await cardCount(2);
    expect(await cardNames()).to.have.members(['Corner Bakery', 'Corner Bakery (copy)']);
  });

  it('searches, keeping ?query= in the URL', async () => {
    await type('[data-testid=projects-search]', 'copy');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('query') === 'copy');
    await cardCount(1);
    expect(await cardNames()).to.deep.equal(['Corner Bakery (copy)']);

    await type('[data-testid=projects-search]', 'no such site');
    await page.waitForSelector('[data-testid=projects-no-results]', { visible: true });
    expect(await page.$eval('[data-testid=projects-no-results]', (e) => e.textContent)).to.equal('There are no items matching your query');

    // A reload (or a shared link) shows the same search.
    await page.goto(`${app.url}/dashboard?query=copy`, { waitUntil: 'networkidle0' });
    await cardCount(1);
    expect(await page.$eval('[data-testid=projects-search]', (e) => (e as HTMLInputElement).value)).to.equal('copy');

    await type('[data-testid=projects-search]', '');
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('query'));
    await cardCount(2);
  });

  it('deletes the copy after confirming', async () => {
    const copyId = await idOf('Corner Bakery (copy)');
    expect(copyId).to.match(/^\d+$/);
    await openMenuItem(card(copyId), 'project-delete');
    await page.waitForSelector('[data-testid=delete-project-confirm]', { visible: true });
    expect(await page.$eval('dialog[open] .sw-dialog-title', (e) => e.textContent)).to.equal('Delete Corner Bakery (copy)?');
    await page.click('[data-testid=delete-project-confirm]');
    await toast('Project deleted');
    await cardCount(1);
    expect(await page.$(card(copyId))).to.equal(null);
    expect(await page.$(card(siteId))).to.not.equal(null);
  });

  it('loads more than 24 sites with Load more', async () => {
    // 25 more through the API the page itself uses (cookie session + XSRF header).
    await page.evaluate(async () => {
      const xsrf = decodeURIComponent(document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '');
      for (let i = 1; i <= 25; i++) {
        const response = await fetch('/api/v1/projects', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': xsrf },
          body: JSON.stringify({ name: `Site ${i}` }),
        });
        if (!response.ok) throw new Error(`create failed: ${response.status}`);
      }
    });
    await page.reload({ waitUntil: 'networkidle0' });
    await cardCount(24);
    expect(await page.$eval('[data-testid=projects-count]', (e) => e.textContent)).to.equal('26 sites');
    await page.click('[data-testid=projects-load-more]');
    await cardCount(26);
    expect(await page.$('[data-testid=projects-load-more]')).to.equal(null);
  });

  it('explains the plan quota with a way to the pricing page', async () => {
    await grantPermission('user', userId, PERMISSIONS.projectsCreate, [{ name: 'count', value: 26 }]);
    await page.click('[data-testid=new-site]');
    await type('[data-testid=new-site-name]', 'One too many');
    await page.click('[data-testid=new-site-submit]');
    await toast('You have reached the maximum number of sites your plan allows (26).');
    expect(await page.$eval('.sw-toast', (e) => e.getAttribute('data-toast-type'))).to.equal('danger');
    expect(await page.$eval('.sw-toast-action', (e) => e.getAttribute('href'))).to.equal('/pricing');
    expect(new URL(page.url()).pathname).to.equal('/dashboard');
  });

  it('says the limit is reached before the template dialog, once the page knows the plan', async () => {
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=site-limit-notice]', { visible: true });
    expect(await page.$eval('[data-testid=site-limit-notice]', (e) => (e as HTMLElement).innerText)).to.equal(
      'You have reached the maximum number of sites your plan allows (26). Upgrade your plan to create more. See plans',
    );
    expect(await page.$eval('[data-testid=site-limit-notice] a', (a) => a.getAttribute('href'))).to.equal('/pricing');
    expect(await page.$eval('[data-testid=new-site]', (button) => [(button as HTMLButtonElement).disabled, button.getAttribute('aria-describedby')])).to.deep.equal([true, 'site-limit-notice']);
    await page.click('[data-testid=new-site]');
    expect(await page.$('[data-testid=new-site-name]')).to.equal(null);

    // One site fewer: the button opens the dialog again.
    const newest = await page.$eval('[data-testid=project-card]', (c) => c.getAttribute('data-project-id') ?? '');
    await openMenuItem(card(newest), 'project-delete');
    await page.waitForSelector('[data-testid=delete-project-confirm]', { visible: true });
    await page.click('[data-testid=delete-project-confirm]');
    await page.waitForSelector('[data-testid=site-limit-notice]', { hidden: true });
    expect(await page.$eval('[data-testid=new-site]', (button) => (button as HTMLButtonElement).disabled)).to.equal(false);
  });
});
