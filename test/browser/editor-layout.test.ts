import { expect } from 'chai';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { createProject, getProject, saveProjectPages } from '../../server/modules/projects/service.ts';
import { createUser } from '../../server/modules/users/service.ts';
import type { User } from '../../server/modules/users/models.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure } from '../helpers/browser.ts';
import { parsePage } from '../../common/editor/index.ts';
import { elements, generatePageHtml } from '../editor/support.ts';

// The layout panel and the navigator as a person uses them, on the restaurant template: the
// three dishes become two per line on tablets only, a column is added and removed, the container
// goes full width, a section is dragged to another place in the navigator, the tree is walked
// with the keyboard and a layer renamed, an element hidden while editing; then every change is
// undone and redone, saved, and found again after a reload. Steps share one page and run in order.
describe('editor layout panel and navigator in Chromium', function () {
  this.timeout(120_000);
  const email = 'layout@example.com';
  const password = 'layout-password-1';
  let app: TestApp;
  let user: User;
  let browser: Browser;
  let page: Page;
  let projectId = 0;
  const pageErrors: string[] = [];
  /** data-ids of the "This week's favourites" grid and of the page's sections, read once. */
  const ids = { container: '', row: '', columns: [] as string[], story: '', dining: '' };

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
    if (this.currentTest?.state === 'failed') await page.mouse.up().catch(() => undefined);
  });

  async function canvas(): Promise<Frame> {
    const handle = await page.waitForSelector('[data-testid=canvas-frame]');
    const frame = await handle!.contentFrame();
    if (!frame) throw new Error('the canvas frame has no document');
    await frame.waitForSelector('body[data-id] > *');
    return frame;
  }
  /**
   * Polls the canvas from the app page (the sandboxed frame runs no scripts, so it cannot poll
   * itself). The check, given the frame's document, is installed in the app page first: the
   * page's policy allows no eval, the DevTools protocol does.
   */
  async function untilCanvas<T>(check: (doc: Document, arg: T) => boolean, arg: T, timeout = 10_000): Promise<void> {
    const iframe = await page.waitForSelector('[data-testid=canvas-frame]');
    await page.evaluate(`window.__canvasCheck = ${check.toString()}`);
    await page.waitForFunction(
      (element, a) => {
        const doc = (element as HTMLIFrameElement).contentDocument;
        const installed = (window as unknown as { __canvasCheck: (d: Document, x: unknown) => boolean }).__canvasCheck;
        return Boolean(doc?.body) && installed(doc!, a);
      },
      { timeout },
      iframe,
      arg,
    );
  }
  const byId = (id: string) => `[data-id="${id}"]`;
  async function openPanel(name: string): Promise<void> {
    await page.click(`[data-testid=panel-tab-${name}]`);
    await page.waitForSelector(`[data-testid=panel-${name}]`);
  }
  async function setBreakpoint(name: 'mobile' | 'tablet' | 'laptop' | 'desktop'): Promise<void> {
    await page.click(`[data-testid=breakpoint-${name}]`);
    await page.waitForSelector(`[data-testid=canvas-viewport][data-breakpoint=${name}]`);
    await page.waitForFunction(() => document.querySelector('[data-testid=canvas-frame]')!.getBoundingClientRect().width > 0);
  }
  /** Each dish column's width as a share of its row, and whether it starts a new line. */
  async function columnLayout(): Promise<Array<{ share: number; newLine: boolean }>> {
    const frame = await canvas();
    return frame.$$eval(`${byId(ids.row)} > *`, (columns) => {
      const row = columns[0].parentElement!.getBoundingClientRect();
      // The row's box includes the gutters pulled out on both sides; the shares count the same way.
      return columns.map((column, i) => {
        const box = column.getBoundingClientRect();
        return { share: Math.round((box.width / row.width) * 100), newLine: i > 0 && box.top > columns[i - 1].getBoundingClientRect().top + 1 };
      });
    });
  }
  async function waitForShares(shares: number[]): Promise<void> {
    await page.waitForFunction(
      (rowSelector: string, want: number[]) => {
        const doc = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument!;
        const columns = [...doc.querySelectorAll(`${rowSelector} > *`)];
        if (columns.length !== want.length) return false;
        const row = columns[0].parentElement!.getBoundingClientRect();
        return columns.every((column, i) => Math.abs((column.getBoundingClientRect().width / row.width) * 100 - want[i]) < 1.5);
      },
      { timeout: 10_000 },
      byId(ids.row),
      shares,
    );
  }
  const classesOfColumns = async () => (await canvas()).$$eval(`${byId(ids.row)} > *`, (columns) => columns.map((c) => (c.getAttribute('class') ?? '').split(/\s+/).filter((t) => t.startsWith('col-')).join(' ')));
  const sectionOrder = async () => (await canvas()).$$eval('body > section', (sections) => sections.map((s) => s.getAttribute('data-id')));
  const historyLabels = async () => {
    await openPanel('history');
    return page.$$eval('[data-testid=history-step]', (steps) => steps.map((s) => s.textContent));
  };
  const navRow = (id: string) => `[data-testid=navigator-row][data-node-id="${id}"]`;
  async function press(key: string, modifier?: 'Alt'): Promise<void> {
    if (modifier) await page.keyboard.down(modifier);
    await page.keyboard.press(key as Parameters<Page['keyboard']['press']>[0]);
    if (modifier) await page.keyboard.up(modifier);
  }
  const focusedRow = () => page.$eval('[data-testid=navigator-row][data-focused=true]', (row) => row.getAttribute('data-node-id'));

  it('opens the restaurant site and shows the grid around the selection in the layout panel', async () => {
    await page.goto(`${app.url}/login?redirect=/editor/${projectId}`, { waitUntil: 'networkidle0' });
    await page.type('input[name=email]', email);
    await page.type('input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=editor-page]');
    const frame = await canvas();
    Object.assign(
      ids,
      await frame.$eval('section.section', (section) => {
        const row = section.querySelector('.row')!;
        return { container: section.querySelector('.container')!.getAttribute('data-id')!, row: row.getAttribute('data-id')!, columns: [...row.children].map((c) => c.getAttribute('data-id')!) };
      }),
      await frame.$eval('body', (body) => ({
        story: body.querySelector('section.bg-light')!.getAttribute('data-id')!,
        dining: body.querySelector('section.text-center')!.getAttribute('data-id')!,
      })),
    );
    expect(ids.columns).to.have.length(3);

    // Select the middle dish's card title in the canvas; the layout panel shows its container, row and column.
    await frame.$eval(`${byId(ids.columns[1])} .card-title`, (e) => e.scrollIntoView({ block: 'center' }));
    const frameBox = (await (await page.$('[data-testid=canvas-frame]'))!.boundingBox())!;
    const title = await frame.$eval(`${byId(ids.columns[1])} .card-title`, (e) => {
      const r = e.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.click(frameBox.x + title.x, frameBox.y + title.y);
    await page.waitForFunction(() => document.querySelector('[data-testid=selection-name]')?.textContent === 'Heading');
    await openPanel('layout');
    expect(await page.$eval('[data-testid=layout-container]', (e) => e.getAttribute('data-node-id'))).to.equal(ids.container);
    expect(await page.$eval('[data-testid=layout-row-section]', (e) => e.getAttribute('data-node-id'))).to.equal(ids.row);
    expect(await page.$$eval('[data-testid=layout-column]', (items) => items.map((i) => [i.getAttribute('data-span'), i.getAttribute('data-active')]))).to.deep.equal([
      ['4', 'false'],
      ['4', 'true'],
      ['4', 'false'],
    ]);
    expect(await page.$eval('[data-testid=row-total]', (e) => e.textContent)).to.equal('12 of 12');
    expect(await page.$eval('[data-testid=container-fixed]', (e) => (e as HTMLInputElement).checked)).to.equal(true);
  });

  it('makes the three dishes two per line on tablets only (a per-size column width)', async () => {
    await setBreakpoint('tablet');
    await page.waitForSelector('[data-testid=layout-size][data-breakpoint=tablet]');
    expect(await page.$eval('[data-testid=layout-size]', (e) => e.textContent)).to.equal('Editing tablet (768 px and narrower).');
    for (let i = 0; i < 3; i++) {
      await page.select(`[data-testid=layout-column][data-node-id="${ids.columns[i]}"] [data-testid=column-span]`, '6');
      await page.waitForSelector(`[data-testid=layout-column][data-node-id="${ids.columns[i]}"][data-span="6"] [data-testid=column-span-source][data-source=here]`);
    }
    expect(await page.$$eval('[data-testid=column-span-source]', (notes) => notes.map((n) => n.textContent))).to.deep.equal(['6/12 on tablet', '6/12 on tablet', '6/12 on tablet']);
    await waitForShares([50, 50, 50]);
    expect((await columnLayout()).map((c) => c.newLine)).to.deep.equal([false, false, true]);
    // The classes still say a third: only the tablet rule changed.
    expect(await classesOfColumns()).to.deep.equal(['col-sm-4', 'col-sm-4', 'col-sm-4']);

    // Wider sizes keep three in a line; narrower ones inherit the tablet width.
    await setBreakpoint('desktop');
    await waitForShares([33, 33, 33]);
    expect((await columnLayout()).map((c) => c.newLine)).to.deep.equal([false, false, false]);
    expect(await page.$$eval('[data-testid=layout-column]', (items) => items.map((i) => i.getAttribute('data-span')))).to.deep.equal(['4', '4', '4']);
    await setBreakpoint('laptop');
    await waitForShares([33, 33, 33]);
    await setBreakpoint('mobile');
    await waitForShares([50, 50, 50]);
    expect(await page.$$eval('[data-testid=column-span-source]', (notes) => notes.map((n) => n.textContent))).to.deep.equal(['6/12 from tablet', '6/12 from tablet', '6/12 from tablet']);
    await setBreakpoint('desktop');
    await waitForShares([33, 33, 33]);
  });

  it('adds a column (the row stays at 12) and removes it again (its span goes to its neighbour)', async () => {
    await page.click('[data-testid=add-column]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=layout-column]').length === 4);
    expect(await classesOfColumns()).to.deep.equal(['col-sm-4', 'col-sm-4', 'col-sm-3', 'col-sm-1']);
    expect(await page.$eval('[data-testid=row-total]', (e) => e.textContent)).to.equal('12 of 12');
    await page.click('[data-testid=layout-column]:nth-child(4) [data-testid=layout-column-remove]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=layout-column]').length === 3);
    expect(await classesOfColumns()).to.deep.equal(['col-sm-4', 'col-sm-4', 'col-sm-4']);
  });

  it('reorders columns with the buttons and the keyboard', async () => {
    const order = () => page.$$eval('[data-testid=layout-column]', (items) => items.map((i) => i.getAttribute('data-node-id')));
    const [first, second, third] = ids.columns;
    await page.click(`[data-testid=layout-column][data-node-id="${third}"] [data-testid=layout-column-left]`);
    await untilCanvas((doc, want) => [...doc.querySelector(`[data-id="${want[0]}"]`)!.children].map((c) => c.getAttribute('data-id')).join() === want[1], [ids.row, [first, third, second].join()]);
    expect(await order()).to.deep.equal([first, third, second]);
    // Focus stays on the moved column, so Alt+ArrowLeft moves it on.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid=layout-column]')?.getAttribute('data-node-id'))).to.equal(third);
    await press('ArrowLeft', 'Alt');
    await page.waitForFunction((want) => [...document.querySelectorAll('[data-testid=layout-column]')].map((i) => i.getAttribute('data-node-id')).join() === want, {}, [third, first, second].join());
    await untilCanvas((doc, want) => [...doc.querySelector(`[data-id="${want[0]}"]`)!.children].map((c) => c.getAttribute('data-id')).join() === want[1], [ids.row, [third, first, second].join()]);
    expect((await historyLabels()).at(-1), 'moves of one column in a row are one step').to.equal('Move Column');
    await openPanel('layout');
  });

  it('switches the container to full width', async () => {
    const frame = await canvas();
    const width = () => frame.$eval(byId(ids.container), (e) => Math.round(e.getBoundingClientRect().width));
    const viewport = await frame.evaluate(() => document.documentElement.clientWidth);
    expect(await width()).to.be.below(viewport - 20);
    await page.click('label:has([data-testid=container-fluid])');
    await untilCanvas((doc, id) => doc.querySelector(`[data-id="${id}"]`)!.classList.contains('container-fluid'), ids.container);
    expect(await page.$eval('[data-testid=container-fluid]', (e) => (e as HTMLInputElement).checked)).to.equal(true);
    expect(await width()).to.equal(viewport);
  });

  it("sets the row's column gap and vertical alignment, as the row's own styles", async () => {
    const frame = await canvas();
    const padding = () => frame.$eval(byId(ids.columns[0]), (e) => getComputedStyle(e).paddingLeft);
    expect(await padding()).to.equal('15px');
    expect(await page.$eval('[data-testid=row-gutter-source]', (e) => e.textContent)).to.equal("From the template's CSS");
    await page.click('[data-testid=row-gutter]', { count: 3 });
    await page.keyboard.type('10');
    await untilCanvas((doc, id) => getComputedStyle(doc.querySelector(`[data-id="${id}"]`)!).paddingLeft === '5px', ids.columns[0]);
    expect(await page.$eval('[data-testid=row-gutter-source]', (e) => e.textContent)).to.equal('Set on all sizes');
    await page.select('[data-testid=row-align]', 'center');
    await untilCanvas((doc, id) => getComputedStyle(doc.querySelector(`[data-id="${id}"]`)!).alignItems === 'center', ids.row);
    // Typing "10" went through 1 px on the way: one step all the same.
    expect((await historyLabels()).slice(-2)).to.deep.equal(['Change row column gap', 'Align row columns vertically']);
  });

  it('drags a section above another in the navigator, and the canvas follows', async () => {
    await openPanel('navigator');
    const before = await sectionOrder();
    expect(before.indexOf(ids.dining)).to.equal(before.indexOf(ids.story) + 1);
    // The selected column (moved last)'s ancestors are open, so the tree shows it.
    await page.waitForSelector(`${navRow(ids.columns[2])}[data-selected=true][data-label=Column]`);
    await page.click('[data-testid=navigator-collapse-all]');
    await page.waitForSelector(navRow(ids.columns[2]), { hidden: true });
    const from = (await (await page.waitForSelector(navRow(ids.dining)))!.boundingBox())!;
    const to = (await (await page.$(navRow(ids.story)))!.boundingBox())!;
    await page.mouse.move(from.x + 60, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + 60, to.y + 3, { steps: 10 });
    const indicator = await page.waitForSelector('[data-testid=navigator-drop-indicator]');
    expect(await indicator!.evaluate((e) => [e.getAttribute('data-placement'), e.getAttribute('data-target-id')])).to.deep.equal(['before', ids.story]);
    await page.mouse.up();
    await page.waitForSelector('[data-testid=navigator-drop-indicator]', { hidden: true });
    await untilCanvas((doc, want) => [...doc.querySelectorAll('body > section')].map((s) => s.getAttribute('data-id')).join() === want, [...before.filter((id) => id !== ids.dining)].flatMap((id) => (id === ids.story ? [ids.dining, id] : [id])).join());
    // The moved section is selected, in the tree and in the canvas.
    await page.waitForSelector(`${navRow(ids.dining)}[data-selected=true]`);
    expect(await page.$eval('[data-testid=selection-box]', (e) => e.getAttribute('data-id'))).to.equal(ids.dining);
  });

  it('walks the tree with the keyboard, selects with Enter, renames with F2 and reorders with Alt+arrows', async () => {
    await page.focus('[data-testid=navigator-tree]');
    expect(await focusedRow()).to.equal(ids.dining);
    await press('ArrowDown');
    expect(await focusedRow(), 'the next row: the section after it').to.equal(ids.story);
    await press('ArrowRight');
    await page.waitForSelector(`${navRow(ids.story)}[data-expanded=true]`);
    await press('ArrowRight');
    const child = await focusedRow();
    expect(await page.$eval(navRow(child!), (row) => row.getAttribute('data-label'))).to.equal('Container');
    await press('ArrowLeft');
    expect(await focusedRow(), 'back to the parent').to.equal(ids.story);
    await press('ArrowLeft');
    await page.waitForSelector(`${navRow(ids.story)}[data-expanded=false]`);
    await press('ArrowUp');
    expect(await focusedRow()).to.equal(ids.dining);
    await press('ArrowDown');
    await press('Enter');
    await page.waitForSelector(`${navRow(ids.story)}[data-selected=true]`);
    await page.waitForFunction((id) => document.querySelector('[data-testid=selection-box]')?.getAttribute('data-id') === id, {}, ids.story);
    expect(await page.$eval('[data-testid=editor-sidebar] [role=tab][aria-selected=true]', (e) => e.textContent), 'the navigator stays open').to.equal('Navigator');

    await press('F2');
    const input = await page.waitForSelector('[data-testid=navigator-rename-input]');
    expect(await input!.evaluate((e) => (e as HTMLInputElement).value)).to.equal('Section');
    await page.keyboard.type('Our story');
    await press('Enter');
    await page.waitForSelector(`${navRow(ids.story)}[data-label="Our story"]`);
    await untilCanvas((doc, id) => doc.querySelector(`[data-id="${id}"]`)!.getAttribute('data-sw-name') === 'Our story', ids.story);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'focus is back on the tree').to.equal('navigator-tree');

    // Alt+ArrowUp: "Our story" goes back above the dining section.
    await press('ArrowUp', 'Alt');
    await untilCanvas((doc, want) => {
      const order = [...doc.querySelectorAll('body > section')].map((s) => s.getAttribute('data-id'));
      return order.indexOf(want[0]) === order.indexOf(want[1]) - 1;
    }, [ids.story, ids.dining]);
    expect(await focusedRow()).to.equal(ids.story);
  });

  it('hides an element in the canvas only, with the eye', async () => {
    const frame = await canvas();
    const display = () => frame.$eval(byId(ids.dining), (e) => getComputedStyle(e).display);
    expect(await display()).to.not.equal('none');
    await page.hover(navRow(ids.dining));
    await page.click(`${navRow(ids.dining)} [data-testid=navigator-hide]`);
    await page.waitForSelector(`${navRow(ids.dining)}[data-hidden=true] [data-testid=navigator-hide][aria-pressed=true]`);
    expect(await display()).to.equal('none');
    const steps = await historyLabels();
    expect(steps.at(-1), 'hiding is no page change').to.not.match(/hide/i);
    await openPanel('navigator');
    // H on the focused row shows it again.
    await page.click(navRow(ids.dining));
    await press('h');
    await page.waitForSelector(`${navRow(ids.dining)}[data-hidden=false]`);
    expect(await display()).to.not.equal('none');
    await press('h');
    await page.waitForSelector(`${navRow(ids.dining)}[data-hidden=true]`);
  });

  it('undoes every change in order and redoes them all', async () => {
    const steps = await historyLabels();
    expect(steps).to.deep.equal([
      'Opened page',
      'Resize column on tablet',
      'Resize column on tablet',
      'Resize column on tablet',
      'Add column',
      'Remove column',
      'Move Column',
      'Full width container',
      'Change row column gap',
      'Align row columns vertically',
      'Move Section',
      'Rename Section',
      'Move Section',
    ]);
    const undo = () => page.click('[data-testid=undo-button]');
    const order = (want: string[]) => untilCanvas((doc, w) => [...doc.querySelectorAll('body > section')].map((s) => s.getAttribute('data-id')).filter((id) => w.includes(id!)).join() === w.join(), want);
    await undo();
    await order([ids.dining, ids.story]);
    await undo();
    await untilCanvas((doc, id) => !doc.querySelector(`[data-id="${id}"]`)!.hasAttribute('data-sw-name'), ids.story);
    await undo();
    await order([ids.story, ids.dining]);
    await undo();
    await untilCanvas((doc, id) => getComputedStyle(doc.querySelector(`[data-id="${id}"]`)!).alignItems !== 'center', ids.row);
    await undo();
    await untilCanvas((doc, id) => getComputedStyle(doc.querySelector(`[data-id="${id}"]`)!).paddingLeft === '15px', ids.columns[0]);
    await undo();
    await untilCanvas((doc, id) => doc.querySelector(`[data-id="${id}"]`)!.classList.contains('container'), ids.container);
    await undo();
    await untilCanvas((doc, want) => [...doc.querySelector(`[data-id="${want[0]}"]`)!.children].map((c) => c.getAttribute('data-id')).join() === want[1], [ids.row, ids.columns.join()]);
    await undo();
    await untilCanvas((doc, id) => doc.querySelector(`[data-id="${id}"]`)!.children.length === 4, ids.row);
    expect(await classesOfColumns()).to.deep.equal(['col-sm-4', 'col-sm-4', 'col-sm-3', 'col-sm-1']);
    await undo();
    await untilCanvas((doc, id) => doc.querySelector(`[data-id="${id}"]`)!.children.length === 3, ids.row);
    await setBreakpoint('tablet');
    await waitForShares([50, 50, 50]);
    await undo();
    await waitForShares([50, 50, 33]);
    await undo();
    await undo();
    await waitForShares([33, 33, 33]);
    expect((await historyLabels()).length).to.equal(13);
    expect(await page.$eval('[data-testid=undo-button]', (b) => (b as HTMLButtonElement).disabled)).to.equal(true);

    for (let i = 0; i < 12; i++) await page.click('[data-testid=redo-button]');
    await page.waitForFunction(() => (document.querySelector('[data-testid=redo-button]') as HTMLButtonElement).disabled);
    await waitForShares([50, 50, 50]);
    await order([ids.story, ids.dining]);
    await untilCanvas((doc, a) => doc.querySelector(`[data-id="${a[0]}"]`)!.classList.contains('container-fluid') && doc.querySelector(`[data-id="${a[1]}"]`)!.getAttribute('data-sw-name') === 'Our story', [ids.container, ids.story]);
    expect(await classesOfColumns()).to.deep.equal(['col-sm-4', 'col-sm-4', 'col-sm-4']);
    await untilCanvas((doc, id) => getComputedStyle(doc.querySelector(`[data-id="${id}"]`)!).alignItems === 'center', ids.row);
    expect(await (await canvas()).$$eval(`${byId(ids.row)} > *`, (columns) => columns.map((c) => c.getAttribute('data-id')))).to.deep.equal([ids.columns[2], ids.columns[0], ids.columns[1]]);
  });

  it('saves with Ctrl+S and finds every change after a reload; the hidden element is only hidden while editing', async () => {
    await page.keyboard.down('Control');
    await page.keyboard.press('s');
    await page.keyboard.up('Control');
    await page.waitForSelector('[data-testid=save-state][data-state=saved]', { timeout: 10_000 });
    const saved = (await getProject(user, projectId)).pages![0];
    expect(saved.html).to.include('data-sw-name="Our story"');
    expect(saved.html).to.not.include('data-sw-canvas-hidden');

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=editor-page]');
    const frame = await canvas();
    expect(await frame.$eval(byId(ids.dining), (e) => getComputedStyle(e).display), 'shown again after a reload').to.not.equal('none');
    await untilCanvas((doc, id) => doc.querySelector(`[data-id="${id}"]`)!.classList.contains('container-fluid'), ids.container);
    await untilCanvas((doc, a) => getComputedStyle(doc.querySelector(`[data-id="${a[0]}"]`)!).alignItems === 'center' && getComputedStyle(doc.querySelector(`[data-id="${a[1]}"]`)!).paddingLeft === '5px', [ids.row, ids.columns[0]]);
    const order = await sectionOrder();
    expect(order.indexOf(ids.story)).to.equal(order.indexOf(ids.dining) - 1);
    await setBreakpoint('desktop');
    await waitForShares([33, 33, 33]);
    await setBreakpoint('tablet');
    await waitForShares([50, 50, 50]);
    await openPanel('navigator');
    await page.waitForSelector(`${navRow(ids.story)}[data-label="Our story"]`);
    expect(pageErrors).to.deep.equal([]);
  });

  it('keeps the navigator quick on a 2,000-element page: only rows in view are rendered, a deep selection is scrolled to', async () => {
    const big = await createProject(user, { name: 'Big page', workspaceId: DEFAULT_WORKSPACE_ID });
    const current = await getProject(user, big.id);
    const html = generatePageHtml(2000);
    await saveProjectPages(user, big.id, { version: current.version, pages: current.pages!.map((pg) => ({ ...pg, html })) });
    // Every element of the page model, the body included (template contents too, which the DOM keeps apart).
    const layers = elements(parsePage(html)).length;
    expect(layers).to.be.above(2000);
    await page.goto(`${app.url}/editor/${big.id}`, { waitUntil: 'networkidle0' });
    const frame = await canvas();
    await openPanel('navigator');
    const elapsed = await page.evaluate(async () => {
      const started = performance.now();
      (document.querySelector('[data-testid=navigator-expand-all]') as HTMLButtonElement).click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - started;
    });
    expect(elapsed, 'expanding every layer').to.be.below(500);
    const rendered = await page.$$eval('[data-testid=navigator-row]', (rows) => rows.length);
    expect(rendered, 'rows rendered').to.be.below(80);
    const listed = await page.$eval('[data-testid=navigator-tree] > div', (content) => Math.round(content.getBoundingClientRect().height / 28));
    expect(listed, 'every element is listed').to.equal(layers);

    // A click on the page's last block: the collapsed tree opens down to it and scrolls it into view.
    await page.click('[data-testid=navigator-collapse-all]');
    const target = await frame.$eval('body > section:last-of-type .row > :last-child > :last-child', (e) => {
      e.scrollIntoView({ block: 'center' });
      const r = e.getBoundingClientRect();
      return { id: e.getAttribute('data-id')!, x: r.left + 4, y: r.top + r.height / 2 };
    });
    const frameBox = (await (await page.$('[data-testid=canvas-frame]'))!.boundingBox())!;
    await page.mouse.click(frameBox.x + target.x, frameBox.y + target.y);
    const row = await page.waitForSelector(`${navRow(target.id)}[data-selected=true]`);
    const [rowBox, treeBox] = [await row!.boundingBox(), await (await page.$('[data-testid=navigator-tree]'))!.boundingBox()];
    expect(rowBox!.y).to.be.within(treeBox!.y, treeBox!.y + treeBox!.height - rowBox!.height);

    // Delete on the focused row removes the element; the row before it takes the focus.
    await page.click(navRow(target.id));
    const before = await page.$eval(`${navRow(target.id)}`, (row) => (row.previousElementSibling as HTMLElement).getAttribute('data-node-id'));
    await press('Delete');
    await untilCanvas((doc, id) => !doc.querySelector(`[data-id="${id}"]`), target.id);
    await page.waitForSelector(navRow(target.id), { hidden: true });
    expect(await focusedRow()).to.equal(before);
    expect(pageErrors).to.deep.equal([]);
  });
});
