import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure } from '../helpers/browser.ts';

// The admin area as an admin uses it, in Chromium against the real server: the dashboard's
// figures, the users table (search kept in the address through a reload and back), creating a
// user in the dialog, suspending a user whose own browser is signed in, and impersonating with
// the banner and the way back. Steps share one page and run in order; each depends on the last.
describe('admin area in Chromium', function () {
  this.timeout(120_000);
  const admin = { email: 'admin@example.com', password: 'admin-password-1' };
  const dave = { email: 'dave@example.com', password: 'dave-password-1' };
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let daveContext: BrowserContext;
  let davePage: Page;
  const pageErrors: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    await createUser({ ...admin, first_name: 'Ada', last_name: 'Admin', emailVerified: true, roles: ['admin'] });
    await createUser({ email: 'bob@example.com', password: 'bob-password-1', first_name: 'Bob', last_name: 'Builder', emailVerified: true });
    await createUser({ email: 'carol@example.com', password: 'carol-password-1', first_name: 'Carol', last_name: 'Cook', emailVerified: true });
    await createUser({ ...dave, first_name: 'Dave', last_name: 'Diver', emailVerified: true });
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await page.setViewport({ width: 1280, height: 900 });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
    await screenshotOnFailure(this.currentTest, davePage);
  });

  // A signed-in page opens the notifications stream once it has settled; under a heavy load that can
  // come before a moment with no connection at all, so these pages wait for at most two.
  const SIGNED_IN_SETTLED = 'networkidle2';
  const type = (selector: string, value: string) => replaceText(page, selector, value);
  const text = (selector: string) => page.$eval(selector, (e) => (e as HTMLElement).innerText.trim());
  const rowEmails = () => page.$$eval('[data-testid=users-table] tbody tr[data-row-id] td:nth-child(4)', (cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()));
  async function waitForRows(emails: string[]): Promise<void> {
    await page.waitForFunction(
      (expected) => {
        const cells = [...document.querySelectorAll('[data-testid=users-table] tbody tr[data-row-id] td:nth-child(4)')].map((cell) => (cell as HTMLElement).innerText.trim());
        return JSON.stringify([...cells].sort()) === JSON.stringify([...expected].sort());
      },
      { timeout: 10_000 },
      emails,
    );
  }
  async function toast(message: string): Promise<void> {
    await page.waitForFunction((t) => [...document.querySelectorAll('.sw-toast-message')].some((e) => e.textContent?.includes(t)), { timeout: 10_000 }, message);
  }
  async function logIn(target: Page, email: string, password: string): Promise<void> {
    await target.goto(`${app.url}/login`, { waitUntil: 'networkidle0' });
    await replaceText(target, 'input[name=email]', email);
    await replaceText(target, 'input[name=password]', password);
    await target.click('[data-testid=login-submit]');
    await target.waitForFunction(() => location.pathname !== '/login');
  }
  async function openRowMenu(email: string): Promise<void> {
    await page.click(`[data-testid=users-table] [aria-label="Actions for ${email}"]`);
    await page.waitForSelector('[role=menu]', { visible: true });
  }

  it('shows the dashboard’s figures inside the admin frame', async () => {
    await logIn(page, admin.email, admin.password);
    await page.goto(`${app.url}/admin`, { waitUntil: SIGNED_IN_SETTLED });
    await page.waitForSelector('[data-testid=dashboard-figures]', { visible: true });
    expect(await text('[data-testid=figure-users]')).to.match(/New users\s+4$/);
    expect(await text('[data-testid=figure-sites]')).to.match(/Sites created\s+0$/);
    expect(await text('[data-testid=figure-storage_bytes]')).to.match(/Storage used\s+0 B$/);
    expect(await page.$('[data-testid=figure-revenue]'), 'no revenue while billing is off').to.equal(null);
    // The charts arrive in their own chunk.
    await page.waitForSelector('[data-testid=dashboard-charts] svg', { timeout: 10_000 });
    expect(await page.title()).to.match(/^Dashboard - /);
    const sidebar = await page.$$eval('[data-testid=admin-sidebar] a', (links) => links.map((a) => [a.textContent, a.getAttribute('aria-current')]));
    expect(sidebar.map(([label]) => label)).to.deep.equal(['Dashboard', 'Users', 'Roles', 'Plans', 'Subscriptions', 'Pages', 'Tags', 'Messages', 'Files', 'Localizations', 'Ads', 'Appearance', 'Settings']);
    expect(sidebar[0][1]).to.equal('page');
    await page.select('[data-testid=dashboard-range]', '7d');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('range') === '7d');
    await page.waitForFunction(() => document.querySelector('[data-testid=figure-users]')?.textContent?.endsWith('4'));
  });

  it('searches the users table, the address holding the search through a reload and back', async () => {
    await page.click('[data-testid=admin-sidebar] a[href="/admin/users"]');
    await page.waitForFunction(() => location.pathname === '/admin/users');
    await waitForRows([admin.email, 'bob@example.com', 'carol@example.com', dave.email]);
    expect(await page.$eval('[data-testid=admin-sidebar] a[href="/admin/users"]', (a) => a.getAttribute('aria-current'))).to.equal('page');
    expect(await page.$eval('[data-testid=table-search]', (e) => (e as HTMLInputElement).labels?.[0]?.textContent)).to.equal('Search by name or e-mail');

    await type('[data-testid=table-search]', 'carol');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('query') === 'carol');
    await waitForRows(['carol@example.com']);

    await page.reload({ waitUntil: SIGNED_IN_SETTLED });
    await waitForRows(['carol@example.com']);
    expect(await page.$eval('[data-testid=table-search]', (e) => (e as HTMLInputElement).value)).to.equal('carol');

    await page.goBack();
    await page.waitForFunction(() => !location.search.includes('query'));
    await waitForRows([admin.email, 'bob@example.com', 'carol@example.com', dave.email]);
    expect(await page.$eval('[data-testid=table-search]', (e) => (e as HTMLInputElement).value), 'the box follows the address').to.equal('');
  });

  it('sorts by a column from its header', async () => {
    await page.click('[data-testid=sort-email]');
    await page.waitForFunction(() => location.search.includes('orderBy=email') && location.search.includes('orderDir=asc'));
    await page.waitForFunction(() => document.querySelector('[data-testid=users-table] tbody tr[data-row-id] td:nth-child(4)')?.textContent === 'admin@example.com');
    expect(await page.$eval('[data-testid=sort-email]', (e) => e.closest('th')?.getAttribute('aria-sort'))).to.equal('ascending');
    expect(await rowEmails()).to.deep.equal([admin.email, 'bob@example.com', 'carol@example.com', dave.email]);
  });

  it('creates a user in the dialog, a refused e-mail shown under its field', async () => {
    await page.click('[data-testid=user-create]');
    await page.waitForSelector('[data-testid=user-form]', { visible: true });
    await type('[data-testid=user-first-name]', 'Erin');
    await type('[data-testid=user-last-name]', 'Engineer');
    await type('[data-testid=user-email]', 'bob@example.com');
    await type('[data-testid=user-password]', 'erin-password-1');
    await page.click('[data-testid=user-save]');
    await page.waitForSelector('[data-testid=user-email][aria-invalid=true]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('user-email');

    await type('[data-testid=user-email]', 'erin@example.com');
    await page.click('[data-testid=user-save]');
    await toast('User created');
    await page.waitForSelector('[data-testid=user-form]', { hidden: true });
    await waitForRows([admin.email, 'bob@example.com', 'carol@example.com', dave.email, 'erin@example.com']);
    const found = await page.evaluate(async () => (await (await fetch('/api/v1/admin/users?query=erin')).json()) as { pagination: { data: { display_name: string; email_verified_at: string | null }[] } });
    expect(found.pagination.data).to.have.length(1);
    expect(found.pagination.data[0].display_name).to.equal('Erin Engineer');
  });

  it('suspends a user, whose signed-in browser is logged out at once', async () => {
    daveContext = await browser.createBrowserContext();
    davePage = await daveContext.newPage();
    await logIn(davePage, dave.email, dave.password);
    const status = () => davePage.evaluate(async () => (await fetch('/api/v1/users/me', { headers: { Accept: 'application/json' } })).status);
    expect(await status()).to.equal(200);

    await openRowMenu(dave.email);
    await page.click('[data-testid=user-suspend]');
    await page.waitForSelector('[data-testid=suspend-form]', { visible: true });
    await page.type('#suspend-reason', 'Spam');
    await page.click('[data-testid=suspend-submit]');
    await toast('User suspended');
    await page.waitForSelector(`[data-testid=users-table] tr[data-row-id] [data-testid=user-suspended]`);

    expect(await status(), 'his next API call').to.equal(401);
    await daveContext.close();
  });

  it('impersonates a user from the keyboard, with a banner on every page and a way back', async () => {
    await type('[data-testid=table-search]', 'bob');
    await waitForRows(['bob@example.com']);
    await page.focus('[data-testid=users-table] [aria-label="Actions for bob@example.com"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'user-edit');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('user-impersonate');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=impersonate-dialog]', { visible: true });
    await Promise.all([page.waitForNavigation({ waitUntil: SIGNED_IN_SETTLED }), page.click('[data-testid=confirm-button]')]);

    expect(new URL(page.url()).pathname).to.equal('/dashboard');
    await page.waitForSelector('[data-testid=impersonation-banner]', { visible: true });
    expect(await text('[data-testid=impersonation-banner]')).to.contain('You are acting as Bob Builder. Signed in as Ada Admin.');
    await page.goto(`${app.url}/account-settings`, { waitUntil: SIGNED_IN_SETTLED });
    await page.waitForSelector('[data-testid=impersonation-banner]', { visible: true });

    await Promise.all([page.waitForNavigation({ waitUntil: SIGNED_IN_SETTLED }), page.click('[data-testid=stop-impersonating]')]);
    expect(new URL(page.url()).pathname).to.equal('/admin/users');
    await page.waitForSelector('[data-testid=users-table] tbody tr[data-row-id]');
    expect(await page.$('[data-testid=impersonation-banner]')).to.equal(null);
    const me = await page.evaluate(async () => (await (await fetch('/api/v1/users/me')).json()) as { user: { email: string } });
    expect(me.user.email).to.equal(admin.email);
  });

  it('deletes the selected users after confirming', async () => {
    await type('[data-testid=table-search]', 'example');
    await waitForRows([admin.email, 'bob@example.com', 'carol@example.com', dave.email, 'erin@example.com']);
    for (const email of ['carol@example.com', 'erin@example.com']) await page.click(`[data-testid=users-table] input[aria-label="Select ${email}"]`);
    expect(await text('[data-testid=table-bulk]')).to.contain('2 selected');
    await page.click('[data-testid=table-bulk-delete]');
    await page.waitForSelector('[data-testid=table-delete-dialog]', { visible: true });
    expect(await page.evaluate(() => document.activeElement?.textContent), 'Cancel has the focus').to.equal('Cancel');
    await page.click('[data-testid=table-delete-dialog] [data-testid=confirm-button]');
    await toast('2 deleted');
    await waitForRows([admin.email, 'bob@example.com', dave.email]);
    expect(await page.$('[data-testid=table-bulk]')).to.equal(null);
    expect(pageErrors).to.deep.equal([]);
  });
});
