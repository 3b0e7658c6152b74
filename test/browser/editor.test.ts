import { expect } from 'chai';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { createProject, getProject, saveProjectPages } from '../../server/modules/projects/service.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure, waitForText, replaceText } from '../helpers/browser.ts';

// The editor as a person uses it, in Chromium against the real server: a site from a template,
// a block dragged in from the elements panel, text edited inline, undo and redo, a page added,
// saved, reloaded. Steps share one page and run in order; each depends on the last.
describe('editor in Chromium', function () {
  this.timeout(120_000);
  const email = 'editor@example.com';
  const password = 'editor-password-1';
  let app: TestApp;
  let user: User;
  let browser: Browser;
  let page: Page;
  let projectId = 0;
  const pageErrors: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    user = await createUser({ email, password, emailVerified: true });
    projectId = (await createProject(user, { name: 'Bakery', templateSlug: 'restaurant', workspaceId: DEFAULT_WORKSPACE_ID })).id;
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
    // A drag that failed half-way must not leave the button down for the next test.
    if (this.currentTest?.state === 'failed') await page.mouse.up().catch(() => undefined);
  });

  const type = (selector: string, value: string) => replaceText(page, selector, value);
  /**
   * Waits for the canvas document to match, polling from the app page: the frame runs no
   * scripts (sandbox without allow-scripts), so waits inside it would never poll.
   */
  async function inCanvas(selector: string, want: { count?: number; text?: string; noText?: string; hidden?: boolean } = {}): Promise<void> {
    await page.waitForFunction(
      (s, w) => {
        const doc = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument;
        if (!doc) return false;
        const found = [...doc.querySelectorAll(s)];
        const texts = found.map((e) => e.textContent ?? '');
        if (w.hidden) return found.length === 0;
        if (w.count !== undefined) return found.length === w.count;
        if (w.text !== undefined) return texts.includes(w.text);
        if (w.noText !== undefined) return !texts.some((t) => new RegExp(w.noText!).test(t));
        return found.length > 0;
      },
      { timeout: 10_000 },
      selector,
      want,
    );
  }
  async function canvas(): Promise<Frame> {
    const handle = await page.waitForSelector('[data-testid=canvas-frame]');
    const frame = await handle!.contentFrame();
    if (!frame) throw new Error('the canvas frame has no document');
    await inCanvas('body[data-id] > *');
    return frame;
  }
  /** The centre of a canvas element in page coordinates. */
  async function pointIn(selector: string, where: 'centre' | 'lower' = 'centre', scroll = true): Promise<{ x: number; y: number }> {
    const frame = await canvas();
    const frameBox = (await (await page.$('[data-testid=canvas-frame]'))!.boundingBox())!;
    const box = await frame.$eval(selector, (el, scrollFirst) => {
      if (scrollFirst) el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    }, scroll);
    return { x: frameBox.x + box.x + box.width / 2, y: frameBox.y + box.y + (where === 'lower' ? box.height * 0.85 : box.height / 2) };
  }
  async function openPanel(name: string): Promise<void> {
    await page.click(`[data-testid=panel-tab-${name}]`);
    await page.waitForSelector(`[data-testid=panel-${name}]`);
  }
  async function saveState(state: string): Promise<void> {
    await page.waitForSelector(`[data-testid=save-state][data-state=${state}]`, { timeout: 10_000 });
  }
  const frameTexts = async (selector: string) => (await canvas()).$$eval(selector, (els) => els.map((e) => e.textContent ?? ''));

  it('logs in and opens the project in the editor: full screen, sidebar, canvas with the template page', async () => {
    await page.goto(`${app.url}/login?redirect=/editor/${projectId}`, { waitUntil: 'networkidle0' });
    await type('input[name=email]', email);
    await type('input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForFunction((id) => location.pathname === `/editor/${id}`, {}, projectId);
    await page.waitForSelector('[data-testid=editor-page]');
    expect(await page.$('.sw-navbar'), 'no app navbar').to.equal(null);
    expect(await page.$eval('[data-testid=editor-project-name]', (e) => e.textContent)).to.equal('Bakery');
    const sidebarWidth = await page.$eval('[data-testid=editor-sidebar]', (e) => e.getBoundingClientRect().width);
    expect(sidebarWidth).to.equal(350);
    const frame = await canvas();
    expect(await frame.$eval('body', (b) => b.children.length)).to.be.greaterThan(0);
    // The site stylesheet styles the canvas (the grid container is centred with a max width).
    expect(await frame.$eval('link[rel=stylesheet]', (l) => l.getAttribute('href'))).to.equal('/site-assets/site.css');
    await page.waitForFunction(() => {
      const doc = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument!;
      return doc.styleSheets.length >= 2 && doc.defaultView!.getComputedStyle(doc.querySelector('.container')!).marginLeft !== '0px';
    });
    await saveState('saved');
  });

  it('switches breakpoints (desktop resets to full width) and collapses the sidebar', async () => {
    const frameWidth = (width: number) => page.waitForFunction((w) => document.querySelector('[data-testid=canvas-frame]')!.getBoundingClientRect().width === w, {}, width);
    await page.click('[data-testid=breakpoint-mobile]');
    await frameWidth(375);
    await page.click('[data-testid=breakpoint-tablet]');
    await frameWidth(768);
    await page.click('[data-testid=breakpoint-laptop]');
    await frameWidth(1024);
    await page.click('[data-testid=breakpoint-desktop]');
    expect(await page.$eval('[data-testid=canvas-viewport]', (e) => e.getAttribute('data-breakpoint'))).to.equal('desktop');
    await frameWidth(1400 - 350);
    await page.click('[data-testid=sidebar-toggle]');
    await page.waitForSelector('[data-testid=editor-sidebar]', { hidden: true });
    await frameWidth(1400);
    await page.click('[data-testid=sidebar-toggle]');
    await page.waitForSelector('[data-testid=editor-sidebar]', { visible: true });
    await frameWidth(1400 - 350);
  });

  it('searches the elements panel and drags a Heading into the canvas with a drop indicator', async () => {
    await openPanel('elements');
    await type('[data-testid=element-search]', 'zzzz no such block');
    await waitForText(page, 'There are no items matching your query');
    await type('[data-testid=element-search]', 'heading');
    const card = await page.waitForSelector('[data-testid=element-card][data-name=Heading]', { visible: true });
    const headingsBefore = (await frameTexts('h2')).length;

    const from = (await card!.boundingBox())!;
    const target = await pointIn('.section-title h2', 'lower');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y, { steps: 12 });
    const indicator = await page.waitForSelector('[data-testid=drop-indicator]', { visible: true });
    expect(await indicator!.evaluate((e) => e.getAttribute('data-placement'))).to.be.oneOf(['before', 'after', 'inside']);
    await page.mouse.up();
    await page.waitForSelector('[data-testid=drop-indicator]', { hidden: true });

    const headings = await frameTexts('h2');
    expect(headings).to.have.length(headingsBefore + 1);
    expect(headings).to.include('Write a clear, short heading');
    // The new element is selected, and the history has the step.
    await page.waitForSelector('[data-testid=selection-box]');
    expect(await page.$eval('[data-testid=selection-name]', (e) => e.textContent)).to.equal('Heading');
    await saveState('unsaved');
  });

  it('double-clicks the new heading, types, and one history step records the edit', async () => {
    const frame = await canvas();
    const newId = await page.$eval('[data-testid=selection-box]', (e) => e.getAttribute('data-id'));
    const selector = `[data-id="${newId}"]`;
    const point = await pointIn(selector);
    await page.mouse.click(point.x, point.y, { count: 2 });
    await inCanvas(`${selector}[contenteditable=true]`);
    await page.waitForSelector('[data-testid=text-toolbar]', { visible: true });
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.type('Fresh bread every morning');
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.click('[data-testid=text-italic]');
    await inCanvas(`${selector} i`);
    await page.keyboard.press('Escape');
    await inCanvas(`${selector}:not([contenteditable])`);
    expect(await frame.$eval(selector, (e) => e.textContent)).to.equal('Fresh bread every morning');
    // The model gave the new <i> its data-id, and the canvas shows it.
    expect(await frame.$eval(`${selector} > i`, (e) => e.getAttribute('data-id'))).to.match(/^[A-Za-z0-9]{10}$/);

    await openPanel('history');
    const steps = await page.$$eval('[data-testid=history-step]', (els) => els.map((e) => ({ label: e.textContent, current: e.getAttribute('data-current') })));
    expect(steps.map((s) => s.label)).to.deep.equal(['Opened page', 'Insert Heading', 'Edit text of Heading']);
    expect(steps.at(-1)!.current).to.equal('true');
  });

  it('undoes and redoes with the buttons and with the keyboard, inside the canvas too', async () => {
    const frame = await canvas();
    const selector = 'h2';
    const texts = () => frame.$$eval(selector, (els) => els.map((e) => e.textContent ?? ''));
    await page.click('[data-testid=undo-button]');
    await inCanvas('h2', { text: 'Write a clear, short heading' });
    await page.click('[data-testid=undo-button]');
    await inCanvas('h2', { noText: 'Write a clear|Fresh bread' });
    await page.click('[data-testid=redo-button]');
    await inCanvas('h2', { text: 'Write a clear, short heading' });
    // Focus inside the frame: Ctrl+Shift+Z redoes, Ctrl+Z undoes.
    const body = await pointIn('body > *:last-child');
    await page.mouse.click(body.x, body.y);
    await page.keyboard.down('Control');
    await page.keyboard.down('Shift');
    await page.keyboard.press('z');
    await page.keyboard.up('Shift');
    await page.keyboard.up('Control');
    await inCanvas('h2', { text: 'Fresh bread every morning' });
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    await inCanvas('h2', { text: 'Write a clear, short heading' });
    await page.keyboard.down('Control');
    await page.keyboard.press('y');
    await page.keyboard.up('Control');
    await inCanvas('h2', { text: 'Fresh bread every morning' });
    expect((await texts()).filter((t) => t === 'Fresh bread every morning')).to.have.length(1);
    await openPanel('history');
    const current = await page.$eval('[data-testid=history-step][data-current=true]', (e) => e.textContent);
    expect(current).to.equal('Edit text of Heading');
  });

  it('selects with a click, shows the breadcrumb, and uses the context menu', async () => {
    await canvas();
    const point = await pointIn('h2');
    await page.mouse.click(point.x, point.y);
    await page.waitForSelector('[data-testid=selection-box]');
    const crumbs = await page.$$eval('[data-testid=breadcrumb-item]', (els) => els.map((e) => e.textContent));
    expect(crumbs[0]).to.equal('Body');
    expect(crumbs.at(-1)).to.equal('Heading');
    expect(await page.$eval('[data-testid=panel-style]', (e) => e.getAttribute('data-panel'))).to.equal('style');

    const headingCount = (await frameTexts('h2')).length;
    await page.mouse.click(point.x, point.y, { button: 'right' });
    await page.waitForSelector('[data-testid=context-menu]', { visible: true });
    await page.click('[data-testid=context-menu-duplicate]');
    await page.waitForSelector('[data-testid=context-menu]', { hidden: true });
    await inCanvas('h2', { count: headingCount + 1 });
    // Delete removes the selected duplicate again (keyboard, focus in the frame).
    await page.keyboard.press('Delete');
    await inCanvas('h2', { count: headingCount });
    // Arrow left selects the parent.
    await page.mouse.click(point.x, point.y);
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => document.querySelector('[data-testid=selection-name]')?.textContent !== 'Heading');
  });

  it('reorders by dragging the selection\'s move handle, with a drop indicator', async () => {
    const frame = await canvas();
    const order = () => frame.$eval('.section-title', (e) => [...e.children].map((c) => c.tagName.toLowerCase()));
    const before = await order();
    expect(before[0]).to.not.equal('p');
    const paragraph = await pointIn('.section-title > p');
    await page.mouse.click(paragraph.x, paragraph.y);
    await page.waitForFunction(() => document.querySelector('[data-testid=selection-name]')?.textContent === 'Paragraph');
    // Both points are measured before the drag starts: scrolling the canvas mid-drag would move them.
    const top = await pointIn('.section-title > :first-child', 'centre', false);
    const handle = await page.waitForSelector('[data-testid=selection-move]', { visible: true });
    const from = (await handle!.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(top.x, top.y - 2, { steps: 10 });
    const indicator = await page.waitForSelector('[data-testid=drop-indicator]', { visible: true });
    expect(await indicator!.evaluate((e) => e.getAttribute('data-placement'))).to.equal('before');
    await page.mouse.up();
    await inCanvas('.section-title > p:first-child');
    expect((await order()).slice(1)).to.deep.equal(before.filter((tag, i) => !(tag === 'p' && i === before.indexOf('p'))));
    await openPanel('history');
    expect(await page.$eval('[data-testid=history-step][data-current=true]', (e) => e.textContent)).to.equal('Move Paragraph');
  });

  it('adds, deletes and switches pages in the pages panel', async () => {
    await openPanel('pages');
    const before = await page.$$eval('[data-testid=page-row]', (rows) => rows.length);
    expect(before).to.be.greaterThan(1);
    const addPage = async (name: string, start: 'frame' | 'blank' = 'frame') => {
      await page.click('[data-testid=page-add]');
      await type('[data-testid=page-name-input]', name);
      // A new page starts from the site's layout unless the user picks a blank one.
      await page.waitForSelector('[data-testid=page-start-frame]:checked');
      if (start === 'blank') await page.click('[data-testid=page-start-blank]');
      await page.click('[data-testid=page-name-submit]');
      await page.waitForFunction((n) => [...document.querySelectorAll('[data-testid=page-row][data-active=true]')].some((row) => row.textContent?.includes(n)), {}, name);
    };
    await addPage('Scratch');
    await page.click('[data-testid=page-row][data-active=true] [data-testid=page-delete]');
    await page.click('[data-testid=page-delete-confirm]');
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=page-row]').length === n, {}, before);

    await addPage('Opening hours', 'blank');
    expect(await page.$eval('[data-testid=page-switcher]', (s) => (s as HTMLSelectElement).selectedOptions[0].textContent)).to.equal('Opening hours');
    const frame = await canvas();
    expect(await frame.$eval('body', (b) => b.innerHTML.replace(/ data-id="[^"]*"/g, ''))).to.equal('<div class="container"></div>');
  });

  it('builds the new page by clicking catalogue elements: a row (one col-sm-12), add column, a linked paragraph', async () => {
    const frame = await canvas();
    const container = await pointIn('.container');
    await page.mouse.click(container.x, container.y);
    expect(await page.$eval('[data-testid=panel-layout]', (e) => e.getAttribute('data-panel'))).to.equal('layout');
    await openPanel('elements');
    await type('[data-testid=element-search]', 'row');
    await page.click('[data-testid=element-card][data-name=Row]');
    await inCanvas('.container > .row > .col-sm-12');
    await openPanel('layout');
    await page.click('[data-testid=add-column]');
    await inCanvas('.container > .row > .col-sm-11 + .col-sm-1');

    const column = await pointIn('.col-sm-11');
    await page.mouse.click(column.x, column.y);
    await openPanel('elements');
    await type('[data-testid=element-search]', 'paragraph');
    await page.click('[data-testid=element-card][data-name=Paragraph]');
    await inCanvas('.col-sm-11 > p');

    const paragraph = await pointIn('.col-sm-11 > p');
    await page.mouse.click(paragraph.x, paragraph.y, { count: 2 });
    await inCanvas('.col-sm-11 > p[contenteditable=true]');
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.type('Open daily from 8');
    await page.keyboard.down('Shift');
    for (let i = 0; i < 'daily'.length + 7; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await page.click('[data-testid=text-link]');
    await type('[data-testid=link-dialog] [data-testid=link-url]', 'example.com/hours');
    await page.click('[data-testid=link-done]');
    await inCanvas('.col-sm-11 > p a[href="https://example.com/hours"]');
    // A click outside the text ends the edit.
    await page.click('[data-testid=breadcrumb]');
    await inCanvas('.col-sm-11 > p:not([contenteditable])');
    expect(await frame.$eval('.col-sm-11 > p', (e) => e.textContent)).to.equal('Open daily from 8');
    await openPanel('history');
    expect(await page.$$eval('[data-testid=history-step]', (els) => els.map((e) => e.textContent))).to.deep.equal([
      'Opened page',
      'Insert Row',
      'Add column',
      'Insert Paragraph',
      'Edit text of Paragraph',
    ]);
  });

  it('copies and pastes, warns before leaving unsaved, saves (Ctrl+S), reloads, and sees everything persisted', async () => {
    await canvas();
    const paragraph = await pointIn('.col-sm-11 > p');
    await page.mouse.click(paragraph.x, paragraph.y);
    for (const key of ['c', 'v'] as const) {
      await page.keyboard.down('Control');
      await page.keyboard.press(key);
      await page.keyboard.up('Control');
    }
    await inCanvas('.col-sm-11 > p', { count: 2 });
    await saveState('unsaved');
    const leaving = new Promise<{ type: string }>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve({ type: dialog.type() });
        void dialog.dismiss();
      }),
    );
    void page.reload({ timeout: 3000 }).catch(() => undefined);
    expect((await leaving).type).to.equal('beforeunload');
    await page.waitForSelector('[data-testid=editor-page]');

    await page.keyboard.down('Control');
    await page.keyboard.press('s');
    await page.keyboard.up('Control');
    await saveState('saved');
    const saved = await getProject(user, projectId);
    expect(saved.pages!.map((p) => p.name)).to.include('Opening hours');
    expect(saved.pages!.some((p) => p.html.includes('Fresh bread every morning'))).to.equal(true);

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=editor-page]');
    expect(await frameTexts('h2')).to.include('Fresh bread every morning');
    const names = await page.$$eval('[data-testid=page-switcher] option', (options) => options.map((o) => o.textContent));
    expect(names).to.include('Opening hours');
    await page.select('[data-testid=page-switcher]', saved.pages!.find((p) => p.name === 'Opening hours')!.id);
    const reloaded = await canvas();
    await inCanvas('.row > .col-sm-11 + .col-sm-1');
    expect(await reloaded.$$eval('.col-sm-11 > p', (els) => els.map((e) => e.textContent))).to.deep.equal(['Open daily from 8', 'Open daily from 8']);
    await inCanvas('.col-sm-11 > p a[href="https://example.com/hours"]');
  });

  it('autosaves after a change and shows a conflict when another tab saved first', async () => {
    const column = await pointIn('.col-sm-1');
    await page.mouse.click(column.x, column.y);
    await openPanel('elements');
    await type('[data-testid=element-search]', 'button');
    await page.click('[data-testid=element-card][data-name=Button]');
    await inCanvas('.col-sm-1 > a.btn');
    await saveState('unsaved');
    await saveState('saved'); // autosave, 2 s after the change

    // Another tab saves: this editor's next save conflicts.
    const current = await getProject(user, projectId);
    await saveProjectPages(user, projectId, { version: current.version, pages: current.pages!.map((pg) => (pg.name === 'Opening hours' ? { ...pg, html: '<p>theirs</p>' } : pg)) });
    const button = await pointIn('.col-sm-1 > a.btn');
    await page.mouse.click(button.x, button.y);
    await page.keyboard.press('Delete');
    await inCanvas('.col-sm-1 > a.btn', { hidden: true });
    await page.click('[data-testid=save-button]');
    await page.waitForSelector('[data-testid=conflict-dialog]', { visible: true });
    await waitForText(page, 'This project was changed elsewhere');
    await page.click('[data-testid=conflict-reload]');
    await page.waitForSelector('[data-testid=conflict-dialog]', { hidden: true });
    await saveState('saved');
    await page.select('[data-testid=page-switcher]', current.pages!.find((pg) => pg.name === 'Opening hours')!.id);
    expect(await frameTexts('p')).to.deep.equal(['theirs']);
  });

  it('keeps markup inert: a script or an onerror in page html does not run or reach the app', async () => {
    const current = await getProject(user, projectId);
    const evil =
      '<p id="evil">x</p><script>window.parent.pwned = document.cookie || "script"</script>' +
      '<img src="/nope.png" onerror="window.parent.pwned = document.cookie || \'onerror\'">' +
      '<a href="#" onclick="window.parent.pwned = \'click\'">click me</a>';
    await saveProjectPages(user, projectId, { version: current.version, pages: current.pages!.map((pg, i) => (i === 0 ? { ...pg, html: evil } : pg)) });
    await page.reload({ waitUntil: 'networkidle0' });
    await canvas();
    await inCanvas('#evil');
    const link = await pointIn('a[onclick]');
    await page.mouse.click(link.x, link.y);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await page.evaluate(() => (window as unknown as { pwned?: unknown }).pwned)).to.equal(undefined);
    expect(await page.$eval('[data-testid=canvas-frame]', (f) => f.getAttribute('sandbox'))).to.equal('allow-same-origin');
    expect(pageErrors).to.deep.equal([]);
  });

  it('cannot delete the last page of a project', async () => {
    const single = await createProject(user, { name: 'One pager', workspaceId: DEFAULT_WORKSPACE_ID });
    await page.goto(`${app.url}/editor/${single.id}`, { waitUntil: 'networkidle0' });
    await openPanel('pages');
    expect(await page.$eval('[data-testid=page-delete]', (b) => (b as HTMLButtonElement).disabled)).to.equal(true);
    expect(await page.$eval('[data-testid=page-delete-wrapper]', (e) => e.getAttribute('title'))).to.equal('A project needs at least one page.');
  });

  it('answers another user’s project with the not-found page', async () => {
    const other = await createUser({ email: 'other@example.com', password, emailVerified: true });
    const theirs = await createProject(other, { name: 'Theirs', workspaceId: DEFAULT_WORKSPACE_ID });
    await page.goto(`${app.url}/editor/${theirs.id}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=not-found-page]');
  });
});
