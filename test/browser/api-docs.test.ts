import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { setSetting } from '../../server/modules/settings/service.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure, waitForText } from '../helpers/browser.ts';

// /api-docs as a developer uses it, in Chromium against the real server: the reference drawn by
// the project's own Swagger UI files (nothing from another host), a token made on the page, and
// "Try it out" calling the API with that token alone. Steps share one page and run in order.
describe('API documentation in Chromium', function () {
  this.timeout(120_000);
  const email = 'developer@example.com';
  const password = 'developer-password-1';
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let token = '';
  const requests: string[] = [];
  const pageErrors: string[] = [];
  const policyViolations: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    await createUser({ email, password, emailVerified: true });
    // No roles at all: signed in, but without api.access.
    await createUser({ email: 'no-api@example.com', password, emailVerified: true, roles: [] });
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('request', (request) => requests.push(request.url()));
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
    });
    await page.setViewport({ width: 1280, height: 900 });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
  });

  async function logIn(target: Page, address: string): Promise<void> {
    await target.goto(`${app.url}/login`, { waitUntil: 'networkidle0' });
    await replaceText(target, 'input[name=email]', address);
    await replaceText(target, 'input[name=password]', password);
    await target.click('[data-testid=login-submit]');
    await target.waitForFunction(() => location.pathname !== '/login');
  }

  /** Opens an operation of the reference, presses "Try it out", fills the id and executes it. */
  async function tryUsersMe(): Promise<{ status: string; body: string }> {
    const operation = '#operations-users-getUsersById';
    const row = `${operation} .live-responses-table tr.response`;
    if (!(await page.$(operation))) await page.click('.swagger-ui h3.opblock-tag[data-tag="users"]');
    await page.waitForSelector(operation, { visible: true });
    if (!(await page.$(`${operation}.is-open`))) await page.click(`${operation} .opblock-summary-control`);
    await page.waitForSelector(`${operation}.is-open .try-out__btn`, { visible: true });
    if (!(await page.$(`${operation} .try-out__btn.cancel`))) await page.click(`${operation} .try-out__btn`);
    await page.waitForSelector(`${operation} button.execute`, { visible: true });
    // The answer of an earlier try goes first, so the one read below is this call's.
    if (await page.$(row)) {
      await page.click(`${operation} button.btn-clear`);
      await page.waitForSelector(row, { hidden: true });
    }
    await replaceText(page, `${operation} tr[data-param-name="id"] input`, 'me');
    await page.click(`${operation} button.execute`);
    await page.waitForSelector(row, { timeout: 15_000 });
    return page.$eval(row, (response) => ({
      status: response.querySelector('.response-col_status')?.textContent?.trim() ?? '',
      body: response.querySelector('.response-col_description')?.textContent ?? '',
    }));
  }

  it('shows the reference from the local Swagger UI files, requesting nothing from another host', async () => {
    await logIn(page, email);
    requests.length = 0;
    // The navbar keeps the notification stream open, so the network never goes quiet here.
    const response = await page.goto(`${app.url}/api-docs`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid=swagger-ui][data-state=ready]', { timeout: 30_000 });
    expect(await page.title()).to.match(/^API documentation - /);
    await page.waitForSelector('.swagger-ui .info .title');
    expect(await page.$eval('.swagger-ui .info .title', (e) => e.textContent)).to.include('Sitewright API');
    expect(await page.$$eval('.swagger-ui h3.opblock-tag', (tags) => tags.map((tag) => tag.getAttribute('data-tag')))).to.include.members(['users', 'projects', 'auth']);
    expect(await page.$('.swagger-ui .scheme-container .authorize'), 'the Authorize button of bearer auth').to.not.equal(null);

    const origin = new URL(app.url).origin;
    const foreign = requests.filter((url) => !url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url));
    expect(foreign, 'requests to other hosts').to.deep.equal([]);
    expect(requests.some((url) => /\/assets\/swagger-ui-bundle-[\w-]+\.js$/.test(url)), 'the bundle comes from the app').to.equal(true);
    expect(requests.some((url) => /\/assets\/swagger-ui-[\w-]+\.css$/.test(url)), 'the styles come from the app').to.equal(true);
    expect(requests).to.include(`${origin}/api/v1/openapi.json`);
    // The page keeps the app's policy: no inline or foreign scripts, and Swagger UI runs under it.
    expect(response?.headers()['content-security-policy']).to.match(/script-src 'self';/);
    expect(policyViolations).to.deep.equal([]);
    expect(pageErrors).to.deep.equal([]);
  });

  it('refuses "Try it out" without a token, even with the session cookie in the browser', async () => {
    const { status } = await tryUsersMe();
    expect(status).to.equal('401');
  });

  it('creates a token for the page behind the password and authorizes the reference with it', async () => {
    await page.click('[data-testid=api-docs-create-token]');
    await page.waitForSelector('[data-testid=confirm-password-dialog] input[name=password], [data-testid=api-docs-token-chosen]', { visible: true });
    if (await page.$('[data-testid=confirm-password-dialog] input[name=password]')) {
      await replaceText(page, '[data-testid=confirm-password-dialog] input[name=password]', password);
      await page.click('[data-testid=confirm-password-submit]');
    }
    await page.waitForSelector('[data-testid=api-docs-token-chosen]', { visible: true });
    await waitForText(page, 'Calls use the token “API documentation”.');
    token = await page.$eval('[data-testid=api-docs-created-token]', (e) => (e as HTMLInputElement).value);
    expect(token).to.match(/^\d+\|\S+$/);
    await page.waitForSelector('[data-testid=swagger-ui][data-authorized=true]');
  });

  it('tries GET /api/v1/users/me from the page and gets 200 with the e-mail', async () => {
    const authorizations: string[] = [];
    const listen = (request: { url(): string; headers(): Record<string, string> }) => {
      if (request.url().endsWith('/api/v1/users/me')) authorizations.push(request.headers().authorization ?? '');
    };
    page.on('request', listen);
    try {
      const { status, body } = await tryUsersMe();
      expect(status).to.equal('200');
      expect(body).to.include(`"email": "${email}"`);
    } finally {
      page.off('request', listen);
    }
    expect(authorizations).to.deep.equal([`Bearer ${token}`]);
  });

  it('takes a pasted token after "Forget token", and refuses one that is not the user\'s', async () => {
    await page.click('[data-testid=api-docs-forget-token]');
    await page.waitForSelector('[data-testid=api-docs-token-form]');
    await page.waitForSelector('[data-testid=swagger-ui][data-authorized=false]');
    const input = '[data-testid=api-docs-token-form] input[name=token]';
    await replaceText(page, input, '999999|not-mine');
    await page.click('[data-testid=api-docs-use-token]');
    await waitForText(page, 'This is not one of your tokens.');
    await replaceText(page, input, token);
    await page.click('[data-testid=api-docs-use-token]');
    await waitForText(page, 'Calls use the token “API documentation”.');
    expect(await page.$('[data-testid=api-docs-created-token]'), 'a pasted token is not shown again').to.equal(null);
    const { status, body } = await tryUsersMe();
    expect(status).to.equal('200');
    expect(body).to.include(email);
  });

  it('shows the not-authorized page to a user without api.access', async () => {
    const context = await browser.createBrowserContext();
    try {
      const other = await context.newPage();
      await logIn(other, 'no-api@example.com');
      await other.goto(`${app.url}/api-docs`, { waitUntil: 'load' });
      await other.waitForSelector('[data-testid=not-authorized-page]');
      expect(await other.$eval('[data-testid=not-authorized-page]', (e) => (e as HTMLElement).innerText)).to.include("Looks like you're not authorized to access this page");
      expect(await other.$('[data-testid=swagger-ui]')).to.equal(null);
    } finally {
      await context.close();
    }
  });

  it('is not found while the API is not integrated', async () => {
    await setSetting('api.integrated', false);
    try {
      await page.goto(`${app.url}/api-docs`, { waitUntil: 'load' });
      await page.waitForSelector('[data-testid=not-found-page]');
      expect(await page.$('[data-testid=api-docs-page]')).to.equal(null);
      const status = await page.evaluate(async () => (await fetch('/api/v1/openapi.json', { cache: 'no-store' })).status);
      expect(status).to.equal(404);
    } finally {
      await setSetting('api.integrated', true);
    }
  });
});
