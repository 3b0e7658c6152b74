import { expect } from 'chai';
import { request } from 'node:http';
import type { Browser, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { createProject } from '../../server/modules/projects/service.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure } from '../helpers/browser.ts';

// A site's shared header as a person uses it, in Chromium against the real server: a site from a
// starter template (whose header the server makes a shared part with a menu that follows the
// page list), the header edited on the second page, saved and published; every published page,
// fetched as a visitor's browser asks for it (the site's Host), shows the edit. A page added in the
// editor joins the menu of every published page. Steps share one page and run in order.
describe('shared header in the editor, published', function () {
  this.timeout(180_000);
  const email = 'parts@example.com';
  const password = 'parts-password-1';
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let projectId = 0;
  let siteHost = '';
  const pageErrors: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    const port = app.server.info.port;
    await setSetting('published_sites_url', `http://{slug}.localhost:${port}`);
    const user = await createUser({ email, password, emailVerified: true });
    const project = await createProject(user, { name: 'Mara', templateSlug: 'portfolio', workspaceId: DEFAULT_WORKSPACE_ID });
    projectId = project.id;
    siteHost = `${project.slug}.localhost:${port}`;
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await page.setViewport({ width: 1400, height: 900 });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
  });

  /** A published page as the site's visitors get it: plain HTTP with the site's Host. */
  function published(path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: app.server.info.port, path, headers: { host: siteHost } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }
  const menuOf = (body: string) => [...body.matchAll(/<li class="nav-item"><a class="nav-link[^"]*"[^>]*>([^<]*)<\/a><\/li>/g)].map((m) => m[1]);
  async function inCanvas(selector: string): Promise<void> {
    await page.waitForFunction((s) => Boolean((document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument?.querySelector(s)), { timeout: 10_000 }, selector);
  }
  async function openPanel(name: string): Promise<void> {
    await page.click(`[data-testid=panel-tab-${name}]`);
    await page.waitForSelector(`[data-testid=panel-${name}]`);
  }
  async function publish(message: string): Promise<void> {
    await page.click('[data-testid=publish-button]');
    await page.waitForSelector('[data-testid=publish-form]', { visible: true });
    await page.click('[data-testid=publish-target-prod]');
    await replaceText(page, '[data-testid=publish-message]', message);
    await page.click('[data-testid=publish-submit]');
    await page.waitForSelector('[data-testid=publish-done]', { visible: true, timeout: 60_000 });
    await page.click('[data-testid=publish-close]');
    await page.waitForSelector('[data-testid=publish-dialog]', { hidden: true });
  }

  it('opens the site and the second page; its header is the shared part', async () => {
    await page.goto(`${app.url}/login?redirect=/editor/${projectId}`, { waitUntil: 'networkidle0' });
    await replaceText(page, 'input[name=email]', email);
    await replaceText(page, 'input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=editor-page]');
    await openPanel('pages');
    await page.click('[data-testid=page-row]:nth-child(2) [data-testid=page-open]');
    await inCanvas('nav[data-sw-part] .navbar-brand');
  });

  it('edits the brand in the header on page 2: the selection and the settings say it is shared', async () => {
    const handle = await page.waitForSelector('[data-testid=canvas-frame]');
    const frame = (await handle!.contentFrame())!;
    const frameBox = (await handle!.boundingBox())!;
    const box = await frame.$eval('.navbar-brand', (el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.click(frameBox.x + box.x, frameBox.y + box.y);
    await page.waitForSelector('[data-testid=selection-part]');
    expect(await page.$eval('[data-testid=selection-part]', (e) => e.textContent)).to.equal('Header');
    await openPanel('settings');
    expect(await page.$eval('[data-testid=shared-part-name]', (e) => e.textContent)).to.equal('Header — shared by 3 pages');
    await replaceText(page, '[data-testid=setting-content]', 'Mara Lindqvist Studio');
    await inCanvas('.navbar-brand');
    await page.waitForSelector('[data-testid=save-state][data-state=unsaved]');
    await page.click('[data-testid=save-button]');
    await page.waitForSelector('[data-testid=save-state][data-state=saved]');
  });

  it('publishes: every page shows the new header text', async () => {
    await publish('New studio name');
    for (const path of ['/', '/about.html', '/contact.html']) {
      const { status, body } = await published(path);
      expect(status, path).to.equal(200);
      expect(body, path).to.contain('Mara Lindqvist Studio</a>');
      expect(body, path).to.not.contain('data-sw-');
    }
  });

  it('adds a page from the site layout: it joins the menu on every published page', async () => {
    await openPanel('pages');
    await page.click('[data-testid=page-add]');
    await page.waitForSelector('[data-testid=page-start-frame]:checked');
    await replaceText(page, '[data-testid=page-name-input]', 'Journal');
    await page.click('[data-testid=page-name-submit]');
    await page.waitForSelector('[data-testid=page-name-dialog]', { hidden: true });
    await inCanvas('nav[data-sw-part] a[aria-current=page][href="journal.html"]');
    await inCanvas('body > section h2');
    await publish('A journal');
    // The instance that made the deploy live serves it at once.
    for (const path of ['/', '/about.html', '/contact.html', '/journal.html']) {
      const { status, body } = await published(path);
      expect(status, path).to.equal(200);
      expect(menuOf(body), path).to.deep.equal(['Work', 'About', 'Contact', 'Journal']);
      expect(body, path).to.contain('Mara Lindqvist Studio</a>');
    }
    expect(pageErrors).to.deep.equal([]);
  });
});
