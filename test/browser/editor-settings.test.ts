import { expect } from 'chai';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { createProject, getProject } from '../../server/modules/projects/service.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure, replaceText } from '../helpers/browser.ts';
import { canvasImageSrc, chooseFile, selectImage, writeTemp } from './support/editor-images.ts';

// The settings panel, the link dialog and the icon picker as a person uses them on the
// restaurant template: a heading becomes an h3, an element gets an id, buttons link to another
// page, to that anchor and to an e-mail (with the dialog's validation on the way), the brand
// icon changes through a search. Every change is undone and redone, saved and reloaded.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

describe('editor settings, link dialog and icon picker in Chromium', function () {
  this.timeout(120_000);
  const email = 'settings@example.com';
  const password = 'settings-password-1';
  let app: TestApp;
  let user: User;
  let browser: Browser;
  let page: Page;
  let projectId = 0;
  const pageErrors: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    user = await createUser({ email, password, emailVerified: true });
    projectId = (await createProject(user, { name: 'Trattoria', templateSlug: 'restaurant', workspaceId: DEFAULT_WORKSPACE_ID })).id;
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
  /** Waits for the canvas (which runs no script, so the wait polls from the app page). */
  async function inCanvas(selector: string, count = 1): Promise<void> {
    await page.waitForFunction(
      (s, n) => {
        const doc = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument;
        return doc?.querySelectorAll(s).length === n;
      },
      { timeout: 10_000 },
      selector,
      count,
    );
  }
  async function canvas(): Promise<Frame> {
    const handle = await page.waitForSelector('[data-testid=canvas-frame]');
    await inCanvas('body[data-id] > nav');
    return (await handle!.contentFrame())!;
  }
  /** Clicks a canvas element (selecting it) and opens the settings panel on it. */
  async function selectAndOpenSettings(selector: string, definition: string): Promise<void> {
    const frame = await canvas();
    const frameBox = (await (await page.$('[data-testid=canvas-frame]'))!.boundingBox())!;
    const box = await frame.$eval(selector, (el) => {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.click(frameBox.x + box.x, frameBox.y + box.y);
    await page.click('[data-testid=panel-tab-settings]');
    await page.waitForSelector(`[data-testid=settings-panel][data-definition="${definition}"]`);
  }
  const dialogTitle = () => page.$eval('dialog[open] .sw-dialog-title', (e) => e.textContent);
  const error = (field: string) => page.$eval(`[data-testid=link-${field}-error]`, (e) => e.textContent);
  async function done(): Promise<void> {
    await page.click('[data-testid=link-done]');
  }
  async function undo(): Promise<void> {
    await page.click('[data-testid=undo-button]');
  }
  async function redo(): Promise<void> {
    await page.click('[data-testid=redo-button]');
  }
  /** Double-clicks a paragraph to edit it inline and puts the caret `right` characters from its start. */
  async function editTextAt(selector: string, right: number, select = 0): Promise<void> {
    const frame = await canvas();
    const frameBox = (await (await page.$('[data-testid=canvas-frame]'))!.boundingBox())!;
    const box = await frame.$eval(selector, (el) => {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.click(frameBox.x + box.x, frameBox.y + box.y, { count: 2 });
    await inCanvas(`${selector}[contenteditable=true]`);
    await page.keyboard.down('Control');
    await page.keyboard.press('Home');
    await page.keyboard.up('Control');
    for (let i = 0; i < right; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.down('Shift');
    for (let i = 0; i < select; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.up('Shift');
  }
  async function endTextEditing(selector: string): Promise<void> {
    await page.click('[data-testid=breadcrumb]');
    await inCanvas(`${selector}:not([contenteditable])`);
  }
  const historyLabels = async () => {
    await page.click('[data-testid=panel-tab-history]');
    return page.$$eval('[data-testid=history-step]', (els) => els.map((e) => e.textContent));
  };

  it('logs in and opens the restaurant site', async () => {
    await page.goto(`${app.url}/login?redirect=/editor/${projectId}`, { waitUntil: 'networkidle0' });
    await type('input[name=email]', email);
    await type('input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=editor-page]');
    await canvas();
  });

  it('renames a heading to h3 with the Type select', async () => {
    await selectAndOpenSettings('.section .section-title h2', 'Heading');
    expect(await page.$eval('[data-testid=setting-heading-type]', (e) => (e as HTMLSelectElement).value)).to.equal('h2');
    await page.select('[data-testid=setting-heading-type]', 'h3');
    await inCanvas('.section-title h3');
    expect(await (await canvas()).$eval('.section-title h3', (e) => e.textContent)).to.equal("This week's favourites");
    await page.waitForSelector('[data-testid=settings-panel][data-definition=Heading]');
  });

  it('gives "Our story" an id to link to', async () => {
    await selectAndOpenSettings('.bg-light h2', 'Heading');
    await type('[data-testid=setting-id]', 'story');
    await inCanvas('h2#story');
  });

  it('links a button to another page, checking that a page is required', async () => {
    await selectAndOpenSettings('.bg-light a.btn', 'Button');
    expect(await page.$eval('[data-testid=setting-href]', (e) => e.textContent)).to.equal('menu.html');
    await page.click('[data-testid=edit-link]');
    await page.waitForSelector('[data-testid=link-dialog]', { visible: true });
    expect(await dialogTitle()).to.equal('What do you want to link to?');
    // menu.html is the Menu page: the dialog opens on Page with it chosen, Same window by default.
    expect(await page.$eval('[data-testid=link-dialog]', (e) => e.getAttribute('data-kind'))).to.equal('page');
    expect(await page.$$eval('[data-testid=link-dialog] [role=tab]', (tabs) => tabs.map((t) => t.textContent))).to.deep.equal(['Unlink', 'Url', 'Page', 'Anchor', 'Download', 'E-mail']);
    expect(await page.$eval('[data-testid=link-pageId] option:checked', (e) => e.textContent)).to.equal('Menu');
    expect(await page.$eval('[data-testid=link-target-same]', (e) => (e as HTMLInputElement).checked)).to.equal(true);
    expect(await page.$$eval('[data-testid=link-pageId] option', (options) => options.map((o) => o.textContent))).to.deep.equal(['Choose a page', 'Home', 'Menu', 'Reservations']);

    await page.select('[data-testid=link-pageId]', '');
    await done();
    expect(await error('pageId')).to.equal('Choose a page.');
    const reservations = await page.$$eval('[data-testid=link-pageId] option', (options) => options.find((o) => o.textContent === 'Reservations')!.getAttribute('value')!);
    await page.select('[data-testid=link-pageId]', reservations);
    await page.waitForSelector('[data-testid=link-pageId-error]', { hidden: true });
    await done();
    await page.waitForSelector('[data-testid=link-dialog]', { hidden: true });
    await inCanvas('.bg-light a.btn[href="reservations.html"]:not([target])');
  });

  it('links a button to an anchor of the page, in a new window', async () => {
    await selectAndOpenSettings('.image-header a.btn-primary', 'Button');
    await page.click('[data-testid=edit-link]');
    await page.waitForSelector('[data-testid=link-dialog]', { visible: true });
    await page.click('[data-testid=link-kind-anchor]');
    await done();
    expect(await error('anchor')).to.equal('Choose an anchor.');
    expect(await page.$$eval('[data-testid=link-anchor] option', (options) => options.map((o) => o.textContent))).to.deep.equal(['Choose an anchor', '#story']);
    await page.select('[data-testid=link-anchor]', 'story');
    await page.click('[data-testid=link-target-new]');
    await done();
    await page.waitForSelector('[data-testid=link-dialog]', { hidden: true });
    await inCanvas('.image-header a.btn-primary[href="#story"][target=_blank]');
  });

  it('links a button to an e-mail with a subject, refusing a bad address, a missing subject and a non-URL', async () => {
    await selectAndOpenSettings('.text-center a.btn', 'Button');
    await page.click('[data-testid=edit-link]');
    await page.waitForSelector('[data-testid=link-dialog]', { visible: true });
    expect(await page.$eval('[data-testid=link-dialog]', (e) => e.getAttribute('data-kind'))).to.equal('email');
    expect(await page.$eval('[data-testid=link-email]', (e) => (e as HTMLInputElement).value)).to.equal('events@oliveandthyme.com');
    await done();
    expect(await error('subject')).to.equal('Enter a subject.');

    await page.click('[data-testid=link-kind-url]');
    await type('[data-testid=link-url]', 'not a link');
    await done();
    expect(await error('url')).to.equal('Enter a valid URL.');

    await page.click('[data-testid=link-kind-email]');
    await type('[data-testid=link-email]', 'events@oliveandthyme');
    await type('[data-testid=link-subject]', 'Private dining');
    await done();
    expect(await error('email')).to.equal('Enter a valid e-mail address.');
    await type('[data-testid=link-email]', 'events@oliveandthyme.com');
    await done();
    await page.waitForSelector('[data-testid=link-dialog]', { hidden: true });
    await inCanvas('.text-center a.btn[href="mailto:events@oliveandthyme.com?subject=Private%20dining"]');
  });

  it('links words of a paragraph from the text toolbar through the same dialog', async () => {
    const story = '.bg-light .col-sm-6 > p:first-of-type';
    await editTextAt(story, 0, 'Giulia'.length);
    await page.click('[data-testid=text-link]');
    await page.waitForSelector('[data-testid=link-dialog]', { visible: true });
    expect(await dialogTitle()).to.equal('What do you want to link to?');
    expect(await page.$eval('[data-testid=link-dialog]', (e) => e.getAttribute('data-kind'))).to.equal('url');
    await done();
    expect(await error('url')).to.equal('Enter an address.');
    await type('[data-testid=link-url]', 'example.com/giulia');
    await page.click('[data-testid=link-target-new]');
    await done();
    await page.waitForSelector('[data-testid=link-dialog]', { hidden: true });
    await inCanvas(`${story} a[href="https://example.com/giulia"][target=_blank]`);
    expect(await (await canvas()).$eval(`${story} a`, (a) => a.textContent)).to.equal('Giulia');
    // The dialog opens on the link the selection is in; Cancel changes nothing.
    await page.click('[data-testid=text-link]');
    await page.waitForSelector('[data-testid=link-dialog]', { visible: true });
    expect(await page.$eval('[data-testid=link-url]', (e) => (e as HTMLInputElement).value)).to.equal('https://example.com/giulia');
    expect(await page.$eval('[data-testid=link-target-new]', (e) => (e as HTMLInputElement).checked)).to.equal(true);
    await page.click('[data-testid=link-cancel]');
    await page.waitForSelector('[data-testid=link-dialog]', { hidden: true });
    await endTextEditing(story);
    await inCanvas(`${story} a[href="https://example.com/giulia"][target=_blank]`);
  });

  it('changes the brand icon through a search in the icon picker', async () => {
    await selectAndOpenSettings('.navbar-brand .icon', 'Icon');
    expect(await page.$$eval('[data-testid=setting-icon-size] option', (options) => options.map((o) => o.textContent))).to.deep.equal(['Default', 'Large', '2x', '3x', '4x', '5x']);
    await page.click('[data-testid=change-icon]');
    await page.waitForSelector('[data-testid=icon-option]', { visible: true });
    expect(await dialogTitle()).to.equal('Select an icon');
    expect(await page.$eval('[data-testid=icon-search]', (e) => e.getAttribute('placeholder'))).to.equal('Search icons...');
    // The list opens on the current icon, and scrolls within 420 px.
    expect(await page.$eval('[data-testid=icon-option][aria-selected=true]', (e) => e.getAttribute('data-name'))).to.equal('leaf');
    expect(await page.$eval('[data-testid=icon-list]', (e) => getComputedStyle(e).maxHeight)).to.equal('420px');
    expect(await page.$eval('[data-testid=icon-list]', (e) => e.scrollHeight > e.clientHeight)).to.equal(true);

    await type('[data-testid=icon-search]', 'no such icon at all');
    await page.waitForSelector('[data-testid=icon-picker-empty]');
    expect(await page.$eval('[data-testid=icon-picker-empty]', (e) => e.textContent)).to.equal('There are no items matching your query');

    await type('[data-testid=icon-search]', 'food');
    await page.waitForSelector('[data-testid=icon-option][data-name=pizza]');
    // Into the list, type-ahead to "piz", then Enter picks it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('piz');
    await page.waitForSelector('[data-testid=icon-option][aria-selected=true][data-name=pizza]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=icon-picker]', { hidden: true });
    await inCanvas('.navbar-brand i.icon.icon-pizza');
    await inCanvas('.navbar-brand i.icon-leaf', 0);
    // The canvas draws the Lucide glyph (icons.css) as the icon's mask.
    await page.waitForFunction(() => {
      const doc = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument!;
      const icon = doc.querySelector('.navbar-brand i.icon-pizza')!;
      return doc.defaultView!.getComputedStyle(icon).getPropertyValue('--sw-icon').includes('/site-assets/lucide/pizza.svg');
    });
    expect(await page.$eval('[data-testid=setting-icon-name]', (e) => e.textContent)).to.equal('pizza');
  });

  it('unlinks the words again from the text toolbar', async () => {
    const story = '.bg-light .col-sm-6 > p:first-of-type';
    await editTextAt(story, 2);
    await page.click('[data-testid=text-link]');
    await page.waitForSelector('[data-testid=link-dialog]', { visible: true });
    await page.click('[data-testid=link-kind-unlink]');
    await done();
    await page.waitForSelector('[data-testid=link-dialog]', { hidden: true });
    await inCanvas(`${story} a`, 0);
    await endTextEditing(story);
    expect(await (await canvas()).$eval(story, (p) => p.textContent)).to.match(/^Giulia grew up/);
  });

  it('undoes every change in order and redoes them', async () => {
    expect(await historyLabels()).to.deep.equal([
      'Opened page',
      'Change Heading to <h3>',
      'Change id',
      'Edit link of Button',
      'Edit link of Button',
      'Edit link of Button',
      'Edit text of Paragraph',
      'Change icon',
      'Edit text of Paragraph',
    ]);
    const states = [
      '.bg-light .col-sm-6 > p:first-of-type a[href="https://example.com/giulia"]',
      '.navbar-brand i.icon-leaf',
      '.bg-light .col-sm-6 > p:first-of-type:not(:has(a))',
      '.text-center a.btn[href="mailto:events@oliveandthyme.com"]',
      '.image-header a.btn-primary[href="reservations.html"]:not([target])',
      '.bg-light a.btn[href="menu.html"]',
      '.bg-light h2:not([id])',
      '.section-title h2',
    ];
    for (const selector of states) {
      await undo();
      await inCanvas(selector);
    }
    const redone = [
      '.section-title h3',
      'h2#story',
      '.bg-light a.btn[href="reservations.html"]',
      '.image-header a.btn-primary[href="#story"][target=_blank]',
      '.text-center a.btn[href="mailto:events@oliveandthyme.com?subject=Private%20dining"]',
      '.bg-light .col-sm-6 > p:first-of-type a[href="https://example.com/giulia"][target=_blank]',
      '.navbar-brand i.icon-pizza',
      '.bg-light .col-sm-6 > p:first-of-type:not(:has(a))',
    ];
    for (const selector of redone) {
      await redo();
      await inCanvas(selector);
    }
  });

  it('saves with Ctrl+S, reloads and keeps every change', async () => {
    await page.keyboard.down('Control');
    await page.keyboard.press('s');
    await page.keyboard.up('Control');
    await page.waitForSelector('[data-testid=save-state][data-state=saved]', { timeout: 10_000 });
    const home = (await getProject(user, projectId)).pages![0].html;
    expect(home).to.contain('href="mailto:events@oliveandthyme.com?subject=Private%20dining"');
    expect(home).to.match(/<i [^>]*class="icon icon-pizza"/);

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=editor-page]');
    await canvas();
    for (const selector of [
      '.section-title h3',
      'h2#story',
      '.bg-light a.btn[href="reservations.html"]',
      '.image-header a.btn-primary[href="#story"][target=_blank]',
      '.text-center a.btn[href="mailto:events@oliveandthyme.com?subject=Private%20dining"]',
      '.navbar-brand i.icon.icon-pizza',
    ]) {
      await inCanvas(selector);
    }
    expect(pageErrors).to.deep.equal([]);
  });

  it('puts an earlier upload into another image from the asset library', async () => {
    const first = await selectImage(page, 0);
    await page.click('[data-testid=image-library-toggle]');
    await page.waitForSelector('[data-testid=image-library-empty]');
    await chooseFile(page, writeTemp('panzanella.png', PNG));
    const uploaded = await canvasImageSrc(page, first, '/storage/project-assets/', true);

    const second = await selectImage(page, 1);
    await page.click('[data-testid=image-library-toggle]');
    await page.waitForSelector('[data-testid=image-library-item]');
    expect(await page.$$eval('[data-testid=image-library-item] img', (imgs) => imgs.map((img) => img.getAttribute('src')))).to.deep.equal([uploaded]);
    await page.click('[data-testid=image-library-item]');
    await canvasImageSrc(page, second, uploaded, true);
    expect(await page.$eval('[data-testid=image-library-item]', (e) => e.getAttribute('aria-pressed'))).to.equal('true');
    await undo();
    await canvasImageSrc(page, second, '/site-assets/img/dish-pasta.svg', true);
  });
});
