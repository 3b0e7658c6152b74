import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID, PERMISSIONS } from '../../common/constants.ts';
import { PUBLISHING_MESSAGES } from '../../common/publishing.ts';
import { createProject } from '../../server/modules/projects/service.ts';
import { grantPermission } from '../../server/modules/roles/seed.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure, replaceText } from '../helpers/browser.ts';

// Publishing as a person does it, in Chromium against the real server, job runner and site
// serving: an edit published live from the editor, a draft with its own address, the card on the
// dashboard, switching the live site between deploys, unpublishing, a custom domain's record.
// Steps share one page and run in order; each depends on the last.
describe('publishing in Chromium', function () {
  this.timeout(120_000);
  const email = 'publisher@example.com';
  const password = 'publisher-password-1';
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let projectId = 0;
  let userId = 0;
  let liveUrl = '';
  let draftUrl = '';
  const pageErrors: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    const port = app.server.info.port;
    await setSetting('published_sites_url', `http://{slug}.localhost:${port}`);
    const user = await createUser({ email, password, emailVerified: true });
    userId = user.id;
    const project = await createProject(user, { name: 'Trattoria', templateSlug: 'restaurant', workspaceId: DEFAULT_WORKSPACE_ID });
    projectId = project.id;
    liveUrl = `http://${project.slug}.localhost:${port}`;
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

  const type = (selector: string, value: string) => replaceText(page, selector, value);
  async function toast(text: string): Promise<void> {
    await page.waitForFunction((t) => [...document.querySelectorAll('.sw-toast-message')].some((e) => e.textContent?.includes(t)), { timeout: 10_000 }, text);
  }
  /** Replaces the text of the canvas's first h1 by double-clicking it and typing, as a person would. */
  async function editHeading(text: string): Promise<void> {
    const handle = await page.waitForSelector('[data-testid=canvas-frame]');
    const frame = (await handle!.contentFrame())!;
    await page.waitForFunction(() => Boolean((document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument?.querySelector('h1')));
    const frameBox = (await handle!.boundingBox())!;
    const box = await frame.$eval('h1', (el) => {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.click(frameBox.x + box.x, frameBox.y + box.y, { count: 2 });
    await page.waitForFunction(() => Boolean((document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument!.querySelector('h1[contenteditable=true]')));
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.type(text);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=save-state][data-state=unsaved]', { timeout: 5_000 }).catch(() => undefined);
  }
  /** Records the steps the Publish dialog goes through from now on (read them with `phases`). */
  async function watchPhases(): Promise<void> {
    await page.evaluate(() => {
      const dialog = document.querySelector('[data-testid=publish-dialog]')!;
      const phases: string[] = ((window as unknown as { phases: string[] }).phases = []);
      new MutationObserver(() => {
        const phase = dialog.getAttribute('data-phase') ?? '';
        if (phases.at(-1) !== phase) phases.push(phase);
      }).observe(dialog, { attributes: true, attributeFilter: ['data-phase'] });
    });
  }
  const phases = () => page.evaluate(() => (window as unknown as { phases: string[] }).phases);
  /** Opens the Publish dialog, chooses live or draft, writes the message and publishes. */
  async function startPublish(target: 'prod' | 'draft', message: string): Promise<void> {
    await page.click('[data-testid=publish-button]');
    await page.waitForSelector('[data-testid=publish-form]', { visible: true });
    await page.click(`[data-testid=publish-target-${target}]`);
    await type('[data-testid=publish-message]', message);
    await watchPhases();
    await page.click('[data-testid=publish-submit]');
  }
  const publishDone = () => page.waitForSelector('[data-testid=publish-done]', { visible: true, timeout: 30_000 });
  /** The text of the first h1 a site answers with, in a tab of its own (a revalidated page counts as answered). */
  async function siteHeading(url: string): Promise<string> {
    const tab = await browser.newPage();
    try {
      const response = await tab.goto(url, { waitUntil: 'load' });
      expect(response?.status(), url).to.be.oneOf([200, 304]);
      return await tab.$eval('h1', (e) => e.textContent?.trim() ?? '');
    } finally {
      await tab.close();
    }
  }
  async function siteStatus(url: string): Promise<number | undefined> {
    const tab = await browser.newPage();
    try {
      return (await tab.goto(url, { waitUntil: 'load' }))?.status();
    } finally {
      await tab.close();
    }
  }
  /**
   * What the live address shows once a switch reached the sites: each instance remembers which
   * deploy a host serves for a few seconds, so the answer may lag that long.
   */
  async function eventually<T>(read: () => Promise<T>, want: T, timeout = 8_000): Promise<T> {
    const deadline = Date.now() + timeout;
    let got = await read();
    while (got !== want && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      got = await read();
    }
    return got;
  }
  const deployRow = (number: number) => `[data-testid=deploy-row][data-number="${number}"]`;
  const card = () => `[data-testid=project-card][data-project-id="${projectId}"]`;

  it('signs in, opens the site in the editor and edits the heading', async () => {
    await page.goto(`${app.url}/login?redirect=/editor/${projectId}`, { waitUntil: 'networkidle0' });
    await type('input[name=email]', email);
    await type('input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForFunction((id) => location.pathname === `/editor/${id}`, {}, projectId);
    await page.waitForSelector('[data-testid=editor-page]');
    await editHeading('Fresh pasta, every single day');
    expect(await page.$eval('[data-testid=preview-button]', (e) => e.textContent)).to.equal('Preview');
  });

  it('refuses to publish on a plan without publishing: the reason, a way to upgrade, a retry', async () => {
    await grantPermission('user', userId, PERMISSIONS.projectsCreate, [{ name: 'publish', value: 0 }]);
    await startPublish('prod', 'First launch');
    await page.waitForSelector('[data-testid=publish-failed]', { visible: true });
    expect(await page.$eval('[data-testid=publish-error]', (e) => e.textContent)).to.equal(PUBLISHING_MESSAGES.planRestricted);
    expect(await page.$eval('[data-testid=publish-error-action]', (a) => [a.textContent, a.getAttribute('href')])).to.deep.equal(['Upgrade', '/pricing']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('publish-retry');
    await grantPermission('user', userId, PERMISSIONS.projectsCreate, [{ name: 'publish', value: true }]);
  });

  it('publishes live on Try again: the edit is saved first, progress shows, then the address to open', async () => {
    await watchPhases();
    await page.click('[data-testid=publish-retry]');
    await publishDone();
    const seen = await phases();
    expect(seen[0]).to.equal('saving');
    expect(seen).to.include('running');
    expect(seen.at(-1)).to.equal('done');
    expect(await page.$eval('[data-testid=save-state]', (e) => e.getAttribute('data-state'))).to.equal('saved');
    const link = await page.$eval('[data-testid=publish-url]', (a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel'), text: a.textContent }));
    expect(link.href).to.equal(liveUrl);
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.contain('noopener');
    expect(link.text).to.contain(liveUrl.replace('http://', ''));
    expect(await page.$eval('[data-testid=publish-done]', (e) => (e as HTMLElement).innerText)).to.contain('Your site is live').and.contain('First launch');
  });

  it('serves the published edit at the live address', async () => {
    expect(await siteHeading(liveUrl)).to.equal('Fresh pasta, every single day');
  });

  it('publishes a draft at its own address, leaving the live site as it was', async () => {
    await page.click('[data-testid=publish-close]');
    await page.waitForSelector('[data-testid=publish-dialog]', { hidden: true });
    await editHeading('Now open on Sundays');
    await startPublish('draft', 'Sunday opening');
    await publishDone();
    draftUrl = (await page.$eval('[data-testid=publish-url]', (a) => a.getAttribute('href'))) ?? '';
    // Its own address carries a random label, not the deploy's number.
    expect(draftUrl).to.match(new RegExp(`^${liveUrl.replace('.localhost', '--[a-z0-9]{12}\\.localhost')}$`));
    expect(await page.$eval('[data-testid=publish-done]', (e) => (e as HTMLElement).innerText)).to.contain('Your draft is ready');
    expect(await siteHeading(draftUrl)).to.equal('Now open on Sundays');
    expect(await siteHeading(liveUrl)).to.equal('Fresh pasta, every single day');
  });

  it('opens the deploy history above the Publish dialog; Escape closes one dialog at a time', async () => {
    await page.click('[data-testid=publish-open-settings]');
    await page.waitForSelector('[data-testid=publishing-dialog] [data-testid=deploy-list]', { visible: true });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=deploy-row]').length === 2);
    const rows = await page.$$eval('[data-testid=deploy-row]', (els) => els.map((e) => [e.getAttribute('data-number'), e.getAttribute('data-live')]));
    expect(rows).to.deep.equal([
      ['2', 'false'],
      ['1', 'true'],
    ]);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=publishing-dialog]', { hidden: true });
    expect(await page.$('[data-testid=publish-done]')).to.not.equal(null);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=publish-dialog]', { hidden: true });
  });

  it('shows the site as published on its dashboard card, with the live link and the live home page as picture', async () => {
    await page.goto(`${app.url}/dashboard`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(card(), { visible: true });
    expect(await page.$eval(card(), (e) => e.getAttribute('data-published'))).to.equal('true');
    expect(await page.$eval(`${card()} [data-testid=project-status]`, (e) => e.textContent)).to.equal('Published');
    const link = await page.$eval(`${card()} [data-testid=project-live-link]`, (a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target') }));
    expect(link).to.deep.equal({ href: liveUrl, target: '_blank' });
    const frame = await page.$eval(`${card()} [data-testid=project-live-thumbnail] iframe`, (f) => ({
      src: f.getAttribute('src'),
      sandbox: f.getAttribute('sandbox'),
      tabIndex: (f as HTMLIFrameElement).tabIndex,
      hidden: f.getAttribute('aria-hidden'),
      pointer: getComputedStyle(f).pointerEvents,
    }));
    expect(frame).to.deep.equal({ src: liveUrl, sandbox: '', tabIndex: -1, hidden: 'true', pointer: 'none' });
    // The app's Content-Security-Policy lets the frame load: it shows the live home page.
    const heading = async () => {
      const live = page.frames().find((f) => f.url().startsWith(liveUrl));
      return live ? live.$eval('h1', (e) => e.textContent?.trim() ?? '').catch(() => '') : '';
    };
    const deadline = Date.now() + 10_000;
    while ((await heading()) !== 'Fresh pasta, every single day' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await heading()).to.equal('Fresh pasta, every single day');
  });

  it('lists both deploys in the publishing settings, with who, what and how big', async () => {
    await page.click(`${card()} [data-testid=project-menu]`);
    await page.waitForSelector('[data-testid=project-publishing]', { visible: true });
    await page.click('[data-testid=project-publishing]');
    await page.waitForSelector('[data-testid=publishing-dialog] [data-testid=deploy-list]', { visible: true });
    expect(await page.$eval('[data-testid=deploys-live-url]', (a) => a.getAttribute('href'))).to.equal(liveUrl);
    const live = await page.$eval(deployRow(1), (e) => (e as HTMLElement).innerText);
    expect(live).to.contain('#1').and.contain('Live').and.contain('Production').and.contain('First launch').and.contain('3 pages').and.match(/\d kB/);
    const draft = await page.$eval(deployRow(2), (e) => (e as HTMLElement).innerText);
    expect(draft).to.contain('#2').and.contain('Draft').and.contain('Sunday opening').and.not.contain('Live');
    expect(await page.$eval(`${deployRow(2)} [data-testid=deploy-url]`, (a) => [a.getAttribute('href'), a.getAttribute('target')])).to.deep.equal([draftUrl, '_blank']);
    expect(await page.$(`${deployRow(1)} [data-testid=deploy-make-live]`), 'the live deploy has no Make live').to.equal(null);
  });

  it('makes the draft live after confirming, then rolls back to the older deploy', async () => {
    await page.click(`${deployRow(2)} [data-testid=deploy-make-live]`);
    await page.waitForSelector('[data-testid=make-live-dialog]', { visible: true });
    await page.click('[data-testid=make-live-dialog-confirm]');
    await toast('Deploy #2 is live');
    await page.waitForSelector(`${deployRow(2)}[data-live=true]`);
    expect(await eventually(() => siteHeading(liveUrl), 'Now open on Sundays')).to.equal('Now open on Sundays');

    await page.click(`${deployRow(1)} [data-testid=deploy-make-live]`);
    await page.waitForSelector('[data-testid=make-live-dialog]', { visible: true });
    await page.click('[data-testid=make-live-dialog-confirm]');
    await page.waitForSelector(`${deployRow(1)}[data-live=true]`);
    expect(await eventually(() => siteHeading(liveUrl), 'Fresh pasta, every single day')).to.equal('Fresh pasta, every single day');
  });

  it('unpublishes after confirming: the live address and every deploy address answer 404, the deploys stay', async () => {
    await page.click('[data-testid=unpublish]');
    await page.waitForSelector('[data-testid=unpublish-dialog]', { visible: true });
    await page.click('[data-testid=unpublish-dialog-confirm]');
    await toast('The site is offline');
    await page.waitForSelector('[data-testid=deploys-status][data-live=false]');
    expect(await eventually(() => siteStatus(liveUrl), 404)).to.equal(404);
    expect(await page.$$eval('[data-testid=deploy-row]', (els) => els.length)).to.equal(2);
    expect(await siteStatus(draftUrl)).to.equal(404);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=deploy-offline]').length === 2);
    expect(await page.$('[data-testid=deploy-url]'), 'no link to an address that answers 404').to.equal(null);
  });

  it('shows the TXT record to create for a custom domain, then removes it', async () => {
    await page.click('[data-testid=publishing-tab-domains]');
    await page.waitForSelector('[data-testid=domains-empty]', { visible: true });
    await type('[data-testid=domain-host]', 'not a domain');
    await page.click('[data-testid=add-domain]');
    await page.waitForFunction(() => document.querySelector('[data-testid=add-domain-form]')?.textContent?.includes('Enter a domain name such as www.example.com.'));
    await type('[data-testid=domain-host]', 'www.trattoria-example.com');
    await page.click('[data-testid=add-domain]');
    const row = '[data-testid=domain-row][data-host="www.trattoria-example.com"]';
    await page.waitForSelector(row, { visible: true });
    expect(await page.$eval(`${row} [data-testid=domain-state]`, (e) => e.textContent)).to.equal('Pending');
    expect(await page.$eval(`${row} [data-testid=domain-txt-name]`, (e) => e.textContent)).to.equal('_sitewright.www.trattoria-example.com');
    expect(await page.$eval(`${row} [data-testid=domain-txt-value]`, (e) => e.textContent)).to.match(/^sitewright-verify=\S+$/);
    expect(await page.$(`${row} [data-testid=domain-txt-value-copy]`)).to.not.equal(null);
    expect(await page.$(`${row} [data-testid=domain-verify]`)).to.not.equal(null);

    await page.click(`${row} [data-testid=domain-remove]`);
    await page.waitForSelector('[data-testid=remove-domain-dialog]', { visible: true });
    await page.click('[data-testid=remove-domain-dialog-confirm]');
    await page.waitForSelector('[data-testid=domains-empty]', { visible: true });
  });

  it('shows the card as a draft again, and raised no page error on the way', async () => {
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=publishing-dialog]', { hidden: true });
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('data-published') === 'false', {}, card());
    expect(await page.$(`${card()} [data-testid=project-live-link]`)).to.equal(null);
    expect(pageErrors).to.deep.equal([]);
  });
});
