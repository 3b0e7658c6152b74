import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Browser, Frame, HTTPRequest, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { createProject, getProject } from '../../server/modules/projects/service.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure, replaceText } from '../helpers/browser.ts';

// Add-ons, the script policy, page settings and the preview, as a person uses them: a waitlist
// widget added from the Add-ons panel and configured, an untrusted script put in the page's
// custom JS, the preview opened in a new tab (the widget rendered, the script blocked with the
// policy's message), undo and redo, save and reload. Steps share one page and run in order.
describe('editor add-ons, page settings and preview in Chromium', function () {
  this.timeout(120_000);
  const email = 'addons@example.com';
  const password = 'addons-password-1';
  const UNTRUSTED = 'https://evil.example.net/steal.js';
  const TITLE = 'Join the bakery club';
  let app: TestApp;
  let user: User;
  let browser: Browser;
  let page: Page;
  let preview: Page | null = null;
  let projectId = 0;
  const pageErrors: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    user = await createUser({ email, password, emailVerified: true });
    projectId = (await createProject(user, { name: 'Bakery', templateSlug: 'restaurant', workspaceId: DEFAULT_WORKSPACE_ID })).id;
    const file = join(app.config.dataDir, 'editor', 'custom-elements.js');
    mkdirSync(join(app.config.dataDir, 'editor'), { recursive: true });
    writeFileSync(
      file,
      `export default [
        { name: 'Promo banner', category: 'Our blocks', html: '<section class="promo"><h2>Fresh bread daily</h2></section>' },
        { name: 'Tagline', category: 'typography', html: '<p class="tagline">Baked with love</p>' },
        { name: 'Broken', html: '<p>no category</p>' },
      ];\n`,
    );
    await setSetting('editor.custom_elements_module', 'editor/custom-elements.js');
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await page.setViewport({ width: 1400, height: 900 });
  });
  after(async () => {
    await setSetting('editor.custom_elements_module', null);
    await browser?.close();
    await app?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, preview ?? page);
    // The editor in a background tab gets no animation frames: the next steps need it in front.
    if (preview) {
      await preview.close();
      preview = null;
      await page.bringToFront();
    }
  });

  const type = (selector: string, value: string) => replaceText(page, selector, value);
  /** Polls the canvas from the app page: the frame itself runs no script. */
  async function inCanvas<T>(fn: (doc: Document) => T | false | null | undefined): Promise<T> {
    const handle = await page.waitForFunction(
      (source) => {
        const doc = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument;
        if (!doc?.body) return false;
        return new Function('doc', `return (${source})(doc)`)(doc);
      },
      { timeout: 10_000 },
      fn.toString(),
    );
    return (await handle.jsonValue()) as T;
  }
  async function canvas(): Promise<Frame> {
    const frame = await (await page.waitForSelector('[data-testid=canvas-frame]'))!.contentFrame();
    if (!frame) throw new Error('the canvas frame has no document');
    return frame;
  }
  async function openPanel(name: string): Promise<void> {
    await page.click(`[data-testid=panel-tab-${name}]`);
    await page.waitForSelector(`[data-testid=panel-${name}]`);
  }
  const widgetCount = () => inCanvas((doc) => String(doc.querySelectorAll('[data-sw-widget="omelette"]').length));
  async function waitWidgets(count: number): Promise<void> {
    await page.waitForFunction(
      (n) => (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument?.querySelectorAll('[data-sw-widget="omelette"]').length === n,
      { timeout: 10_000 },
      count,
    );
  }
  async function historyLabels(): Promise<string[]> {
    await openPanel('history');
    return page.$$eval('[data-testid=panel-history] li', (items) => items.map((item) => item.textContent?.trim() ?? ''));
  }

  it('opens the project in the editor', async () => {
    await page.goto(`${app.url}/login?redirect=/editor/${projectId}`, { waitUntil: 'networkidle0' });
    await type('input[name=email]', email);
    await type('input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=editor-page]');
    await inCanvas((doc) => doc.querySelector('body[data-id] > *') !== null);
  });

  it('lists the admin\'s custom elements in the elements panel, in their categories, and inserts one', async () => {
    await openPanel('elements');
    await page.waitForSelector('[data-testid=element-group][data-category="Our blocks"] [data-testid=element-card][data-name="Promo banner"]');
    await page.waitForSelector('[data-testid=element-group][data-category="typography"] [data-testid=element-card][data-name="Tagline"]');
    expect(await page.$('[data-testid=element-card][data-name="Broken"]'), 'an entry without a category is skipped').to.equal(null);
    await page.click('[data-testid=element-card][data-name="Promo banner"]');
    expect(await inCanvas((doc) => doc.querySelector('section.promo h2')?.textContent)).to.equal('Fresh bread daily');
    await page.click('[data-testid=undo-button]');
    await inCanvas((doc) => doc.querySelector('section.promo') === null);
  });

  it('inserts the Omelette waitlist widget from the Add-ons panel: a 100 px placeholder in the canvas, which runs no script', async () => {
    await openPanel('addons');
    const names = await page.$$eval('[data-testid=addon-card] .sw-editor-element-name', (els) => els.map((el) => el.textContent));
    expect(names).to.deep.equal(['Omelette Widget', 'Factory Article']);
    await page.click('[data-testid=addon-card][data-widget=omelette]');
    await waitWidgets(1);
    const frame = await canvas();
    const look = await frame.$eval('[data-sw-widget="omelette"]', (el) => {
      el.scrollIntoView({ block: 'center' });
      return {
        height: el.getBoundingClientRect().height,
        label: getComputedStyle(el, '::before').content,
        attributes: el.getAttributeNames().filter((name) => name.startsWith('data-') && name !== 'data-id'),
        empty: el.childNodes.length === 0,
      };
    });
    expect(look.height).to.be.at.least(100);
    expect(look.label).to.equal('"Omelette Widget — Join the waitlist"');
    expect(look.empty, 'nothing rendered it: the canvas ran no script').to.equal(true);
    expect(look.attributes).to.deep.equal([
      'data-sw-widget',
      'data-waitlist',
      'data-variant',
      'data-title',
      'data-subtitle',
      'data-submittext',
      'data-hasnamefield',
      'data-hasphonefield',
      'data-imglocation',
      'data-imgsrc',
      'data-subscribercounttext',
      'data-metafields',
    ]);
    expect(await page.$eval('[data-testid=canvas-frame]', (f) => f.getAttribute('sandbox'))).to.not.contain('allow-scripts');
  });

  it('edits the widget\'s data attributes in the Add-ons and Settings panels: typing is one step, a select another', async () => {
    await page.waitForSelector('[data-testid=widget-settings][data-widget=omelette]');
    await type('[data-testid="widget-field-data-title"]', TITLE);
    await page.select('[data-testid="widget-field-data-hasphonefield"]', 'true');
    expect(await inCanvas((doc) => doc.querySelector('[data-sw-widget="omelette"]')?.getAttribute('data-title'))).to.equal(TITLE);
    expect(await inCanvas((doc) => doc.querySelector('[data-sw-widget="omelette"]')?.getAttribute('data-hasphonefield'))).to.equal('true');
    // The settings panel edits the same attributes.
    await openPanel('settings');
    await type('[data-testid=settings-widget] [data-testid="widget-field-data-submittext"]', 'Count me in');
    expect(await inCanvas((doc) => doc.querySelector('[data-sw-widget="omelette"]')?.getAttribute('data-submittext'))).to.equal('Count me in');
    expect((await historyLabels()).slice(-4)).to.deep.equal(['Insert Omelette Widget', 'Change title', 'Change phone field', 'Change button text']);
  });

  it('undoes and redoes the insert and the edits', async () => {
    for (let step = 0; step < 3; step++) await page.click('[data-testid=undo-button]');
    expect(await inCanvas((doc) => doc.querySelector('[data-sw-widget="omelette"]')?.getAttribute('data-title'))).to.equal('Join the waitlist');
    expect(await inCanvas((doc) => doc.querySelector('[data-sw-widget="omelette"]')?.getAttribute('data-submittext'))).to.equal('Join');
    await page.click('[data-testid=undo-button]');
    await waitWidgets(0);
    await page.click('[data-testid=redo-button]');
    await waitWidgets(1);
    for (let step = 0; step < 3; step++) await page.click('[data-testid=redo-button]');
    expect(await inCanvas((doc) => doc.querySelector('[data-sw-widget="omelette"]')?.getAttribute('data-title'))).to.equal(TITLE);
    expect(await inCanvas((doc) => doc.querySelector('[data-sw-widget="omelette"]')?.getAttribute('data-submittext'))).to.equal('Count me in');
    expect(await widgetCount()).to.equal('1');
  });

  it('opens page settings with a loading state where the code editors go, until their code has arrived', async () => {
    await openPanel('pages');
    // The code editor's chunk is held back until the loading state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    const onRequest = (request: HTTPRequest) => {
      if (!/\/assets\/code-field-[\w-]+\.js$/.test(request.url())) return void request.continue();
      requested.push(request.url());
      void held.then(() => request.continue());
    };
    await page.setRequestInterception(true);
    page.on('request', onRequest);
    try {
      await page.click('[data-testid=page-row]:first-child [data-testid=page-settings]');
      await page.waitForSelector('[data-testid=page-settings-dialog]');
      await page.waitForSelector('[data-testid=page-js-loading]');
      const loading = await page.$$eval('[data-testid=page-settings-dialog] [data-testid$=-loading]', (els) => els.map((el) => [el.getAttribute('data-testid'), el.getAttribute('role'), el.textContent]));
      expect(loading).to.deep.equal([
        ['page-css-loading', 'status', 'Loading…'],
        ['page-js-loading', 'status', 'Loading…'],
      ]);
      expect(requested, 'the code editor is fetched once the dialog opens').to.have.length(1);
      expect(await page.$('[data-testid=page-settings-dialog] .cm-editor')).to.equal(null);
      release();
      await page.waitForSelector('[data-testid=page-css] .cm-content');
      await page.waitForSelector('[data-testid=page-js] .cm-content');
      expect(await page.$('[data-testid=page-settings-dialog] [data-testid$=-loading]')).to.equal(null);
    } finally {
      release();
      page.off('request', onRequest);
      await page.setRequestInterception(false);
    }
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=page-settings-dialog]', { hidden: true });
  });

  it('puts an untrusted script in the page\'s custom JS: the dialog says it will be blocked; saving is one step', async () => {
    await openPanel('pages');
    await page.click('[data-testid=page-row]:first-child [data-testid=page-settings]');
    await page.waitForSelector('[data-testid=page-settings-dialog]');
    await page.waitForSelector('[data-testid=page-js] .cm-content');
    expect(await page.$eval('[data-testid=script-policy-note]', (el) => el.textContent)).to.contain('https://cdn.omelette.app/sdk/v1/waitlist.js');
    await page.click('[data-testid=page-js] .cm-content');
    await page.keyboard.type(`<script src="${UNTRUSTED}"></script>`);
    await page.keyboard.press('Enter');
    await page.keyboard.type('<script>document.body.dataset.inline = "ran"</script>');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=blocked-scripts] li').length === 2);
    const blocked = await page.$$eval('[data-testid=blocked-scripts] li', (items) => items.map((item) => item.textContent));
    expect(blocked).to.deep.equal([`Blocked untrusted script${UNTRUSTED}`, 'Blocked inline script']);
    await type('[data-testid=page-description]', 'Bread, cakes and coffee');
    await page.click('[data-testid=page-settings-save]');
    await page.waitForSelector('[data-testid=page-settings-dialog]', { hidden: true });
    const labels = await historyLabels();
    expect(labels[labels.length - 1]).to.equal('Edit page settings');
  });

  it('Preview saves and opens the page in a new tab: the widget renders, the untrusted script is blocked with the policy\'s message', async () => {
    const opened = new Promise<Page>((resolve) => {
      browser.once('targetcreated', (target) => void target.page().then((p) => resolve(p!)));
    });
    await page.click('[data-testid=preview-button]');
    preview = await opened;
    await preview.waitForFunction(() => location.pathname.endsWith('/preview'), { timeout: 10_000 });
    await page.waitForSelector('[data-testid=save-state][data-state=saved]');
    expect(preview.url()).to.match(new RegExp(`/api/v1/projects/${projectId}/pages/[A-Za-z0-9_-]{10}/preview$`));

    // The widget runtime rendered the waitlist form from the data attributes.
    await preview.waitForSelector('[data-sw-widget="omelette"] form', { timeout: 10_000 });
    const widget = await preview.$eval('[data-sw-widget="omelette"]', (el) => ({
      title: el.querySelector('h3')?.textContent,
      fields: [...el.querySelectorAll('input')].map((input) => input.name),
      button: el.querySelector('button')?.textContent,
      height: el.getBoundingClientRect().height,
    }));
    expect(widget).to.deep.include({ title: TITLE, button: 'Count me in' });
    expect(widget.fields).to.deep.equal(['name', 'email', 'phone']);
    expect(widget.height).to.be.at.least(100);

    // An empty widget area keeps 100 px until the runtime fills it.
    const added = await preview.evaluate(() => {
      const area = document.createElement('div');
      area.className = 'sw-widget sw-widget-article';
      area.setAttribute('data-sw-widget', 'article');
      area.setAttribute('data-article-keyword', 'Sourdough');
      document.body.append(area);
      return getComputedStyle(area).minHeight;
    });
    expect(added).to.equal('100px');
    await preview.waitForFunction(() => document.querySelector('[data-sw-widget="article"] h3')?.textContent === 'Sourdough', { timeout: 5_000 });

    // A changed data attribute refreshes the waitlist 900 ms later, the article 100 ms later.
    // Source text, not a function: the test compiler's name helpers do not exist in the page.
    const refreshed = await preview.evaluate(`(async () => {
      const headings = () => ({
        omelette: document.querySelector('[data-sw-widget="omelette"] h3').textContent,
        article: document.querySelector('[data-sw-widget="article"] h3').textContent,
      });
      document.querySelector('[data-sw-widget="omelette"]').setAttribute('data-title', 'Opening soon');
      document.querySelector('[data-sw-widget="article"]').setAttribute('data-article-keyword', 'Rye');
      await new Promise((resolve) => setTimeout(resolve, 20));
      const early = headings();
      await new Promise((resolve) => setTimeout(resolve, 480));
      const middle = headings();
      await new Promise((resolve) => setTimeout(resolve, 800));
      return { early, middle, late: headings() };
    })()`);
    expect(refreshed).to.deep.equal({
      early: { omelette: TITLE, article: 'Sourdough' },
      middle: { omelette: TITLE, article: 'Rye' },
      late: { omelette: 'Opening soon', article: 'Rye' },
    });

    // The blocked scripts left notices with the policy's messages and did not run.
    const notices = await preview.$$eval('.sw-script-blocked', (els) => els.map((el) => el.textContent));
    expect(notices).to.deep.equal([`Blocked untrusted script ${UNTRUSTED}`, 'Blocked inline script']);
    const state = await preview.evaluate(() => ({
      inline: document.body.dataset.inline ?? null,
      scripts: [...document.scripts].map((script) => script.getAttribute('src')),
      requested: performance.getEntriesByType('resource').map((entry) => entry.name),
      dataIds: document.querySelectorAll('[data-id]').length,
      description: document.querySelector('meta[name=description]')?.getAttribute('content'),
    }));
    expect(state.inline).to.equal(null);
    expect(state.scripts).to.deep.equal(['/site-assets/widgets.js']);
    expect(state.requested.some((url) => url.startsWith('https://evil.example.net'))).to.equal(false);
    expect(state.dataIds).to.equal(0);
    expect(state.description).to.equal('Bread, cakes and coffee');
  });

  it('starts a new page from the site\'s header and footer', async () => {
    await openPanel('pages');
    await page.click('[data-testid=page-add]');
    // The site's layout is the default start.
    await page.waitForSelector('[data-testid=page-start-frame]:checked');
    await page.type('[data-testid=page-name-input]', 'Gallery');
    await page.click('[data-testid=page-name-submit]');
    await page.waitForSelector('[data-testid=page-name-dialog]', { hidden: true });
    const shape = await inCanvas((doc) => {
      const tops = [...doc.body.children].map((el) => `${el.tagName.toLowerCase()}.${el.classList[0] ?? ''}`);
      return tops.length === 3 ? tops : false;
    });
    expect(shape).to.deep.equal(['nav.navbar', 'section.section', 'footer.site-footer']);
  });

  it('keeps everything after a save and a reload', async () => {
    await page.click('[data-testid=save-button]');
    await page.waitForSelector('[data-testid=save-state][data-state=saved]');
    const saved = await getProject(user, projectId);
    const home = saved.pages![0];
    expect(home.html).to.contain(`data-title="${TITLE}"`);
    expect(home.doc.js).to.contain(UNTRUSTED);
    expect(saved.pages!.map((p) => p.name)).to.include('Gallery');

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=editor-page]');
    expect(await inCanvas((doc) => doc.querySelector('[data-sw-widget="omelette"]')?.getAttribute('data-title'))).to.equal(TITLE);
    await openPanel('pages');
    await page.click('[data-testid=page-row]:first-child [data-testid=page-settings]');
    await page.waitForSelector('[data-testid=page-settings-dialog]');
    // After the reload the dialog and its code editor are fetched afresh.
    await page.waitForSelector('[data-testid=page-js] .cm-content');
    expect(await page.$eval('[data-testid=page-js] .cm-content', (el) => el.textContent)).to.contain(UNTRUSTED);
    expect(await page.$eval('[data-testid=page-description]', (el) => (el as HTMLTextAreaElement).value)).to.equal('Bread, cakes and coffee');
    expect(pageErrors).to.deep.equal([]);
  });
});
