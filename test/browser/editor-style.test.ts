import { expect } from 'chai';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { createProject } from '../../server/modules/projects/service.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure } from '../helpers/browser.ts';

// The style panel as a person uses it, in Chromium against the real server: a heading of the
// restaurant template gets a palette colour, a gradient, a shadow, a web font, a font size per
// breakpoint and is hidden on mobile; every change undoes and redoes, and survives save and
// reload. Steps share one page and run in order.
describe('editor style panel in Chromium', function () {
  this.timeout(120_000);
  const email = 'stylist@example.com';
  const password = 'stylist-password-1';
  const HEADING = '.section-title h2';
  const DESKTOP_WIDTH = 1400 - 350;
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let projectId = 0;
  let original: Record<string, string> = {};
  let originalMobileSize = '';
  const pageErrors: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    const user = await createUser({ email, password, emailVerified: true });
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
    await page.waitForFunction((s) => Boolean((document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument?.querySelector(s)), {}, HEADING);
    return frame;
  }
  /** Computed styles of the heading in the canvas (the frame runs no script: read from the app). */
  async function headingStyle(properties: string[]): Promise<Record<string, string>> {
    return page.evaluate(
      (selector, props) => {
        const doc = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument!;
        const style = doc.defaultView!.getComputedStyle(doc.querySelector(selector)!);
        return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
      },
      HEADING,
      properties,
    );
  }
  /** Waits until the heading's computed styles match (each value a substring of the computed one). */
  async function headingHas(expected: Record<string, string>, timeout = 10_000): Promise<void> {
    try {
      await page.waitForFunction(
        (selector, want) => {
          const doc = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument;
          const element = doc?.querySelector(selector);
          if (!element) return false;
          const style = doc!.defaultView!.getComputedStyle(element);
          return Object.entries(want).every(([p, v]) => style.getPropertyValue(p).includes(v));
        },
        { timeout },
        HEADING,
        expected,
      );
    } catch (error) {
      const actual = await headingStyle(Object.keys(expected)).catch(() => ({}));
      throw new Error(`heading styles: wanted ${JSON.stringify(expected)}, have ${JSON.stringify(actual)}`, { cause: error });
    }
  }
  async function selectHeading(): Promise<void> {
    await canvas();
    const frameBox = (await (await page.$('[data-testid=canvas-frame]'))!.boundingBox())!;
    const box = await (await canvas()).$eval(HEADING, (el) => {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.click(frameBox.x + box.x, frameBox.y + box.y);
    await page.waitForFunction(() => document.querySelector('[data-testid=selection-name]')?.textContent === 'Heading');
    await page.waitForSelector('[data-testid=style-panel]');
  }
  async function breakpoint(name: 'desktop' | 'laptop' | 'tablet' | 'mobile', width: number): Promise<void> {
    await page.click(`[data-testid=breakpoint-${name}]`);
    await page.waitForFunction((w) => document.querySelector('[data-testid=canvas-frame]')!.getBoundingClientRect().width === w, {}, width);
  }
  const source = (testid: string) => page.$eval(`[data-testid=${testid}-source]`, (e) => ({ source: e.getAttribute('data-source'), text: e.textContent }));
  async function typeInto(selector: string, value: string): Promise<void> {
    await page.click(selector, { count: 3 });
    await page.type(selector, value);
  }
  async function saveState(state: string): Promise<void> {
    await page.waitForSelector(`[data-testid=save-state][data-state=${state}]`, { timeout: 10_000 });
  }
  async function historyLabels(): Promise<string[]> {
    await page.click('[data-testid=panel-tab-history]');
    await page.waitForSelector('[data-testid=history-list]');
    return page.$$eval('[data-testid=history-step]', (els) => els.map((e) => e.textContent ?? ''));
  }

  // What the heading looks like once every step below has run.
  const STYLED = {
    'background-color': 'rgb(19, 38, 77)',
    color: 'rgb(127, 255, 212)',
    'background-image': 'linear-gradient(135deg, rgb(250, 112, 154) 0%, rgb(254, 225, 64) 100%)',
    'box-shadow': 'rgba(0, 0, 0, 0.5) 0px 4px 20px 0px',
    'font-family': '"Playfair Display", serif',
    'font-size': '40px',
  };
  const MOBILE = { 'font-size': '24px', display: 'none' };

  it('opens the restaurant template and shows the style panel for a selected heading, editing desktop', async () => {
    await page.goto(`${app.url}/login?redirect=/editor/${projectId}`, { waitUntil: 'networkidle0' });
    await typeInto('input[name=email]', email);
    await typeInto('input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=editor-page]');
    await page.waitForFunction(() => {
      const doc = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument;
      return Boolean(doc?.querySelector('.container') && doc.defaultView!.getComputedStyle(doc.querySelector('.container')!).marginLeft !== '0px');
    });
    original = await headingStyle([...Object.keys(STYLED), 'display']);
    expect(original['font-size']).not.to.equal('40px');
    await breakpoint('mobile', 375);
    originalMobileSize = (await headingStyle(['font-size']))['font-size'];
    expect(originalMobileSize).not.to.equal('24px');
    await breakpoint('desktop', DESKTOP_WIDTH);
    await selectHeading();
    expect(await page.$eval('[data-testid=style-breakpoint]', (e) => e.getAttribute('data-breakpoint'))).to.equal('all');
    expect(await page.$eval('[data-testid=style-breakpoint]', (e) => e.textContent)).to.include('Desktop');
    for (const group of ['classes', 'visibility', 'typography', 'color', 'background', 'shadows', 'spacing', 'border']) {
      expect(await page.$(`[data-testid=style-group-${group}]`), group).not.to.equal(null);
    }
    // Nothing set yet: the values come from the template's CSS.
    expect(await source('font-size')).to.deep.include({ source: 'template' });
    expect(await page.$eval('[data-testid=font-size]', (e) => (e as HTMLInputElement).value)).to.equal(original['font-size'].replace('px', ''));
  });

  it('picks a palette background (white text on a dark one), then a text colour from the picker popover', async () => {
    await page.click('[data-testid=background-type-color]');
    await page.click('[data-testid=background-palette-swatch-c15]');
    await headingHas({ 'background-color': STYLED['background-color'], color: 'rgb(255, 255, 255)' });
    expect(await page.$eval('[data-testid=background-palette-swatch-c15]', (e) => e.getAttribute('aria-pressed'))).to.equal('true');
    expect(await page.$eval('[data-testid=background-palette-swatch-c15]', (e) => e.getAttribute('aria-label'))).to.equal('Blue zodiac');
    // The element got its own class, shown in the class list.
    await page.waitForSelector('[data-testid=class-token][data-own=true]');

    await page.click('[data-testid=text-color]');
    await page.waitForSelector('[data-testid=text-color-popover] .react-colorful');
    await page.click('[data-testid=text-color-popover] [data-testid=text-color-swatch-c6]');
    await headingHas({ color: STYLED.color });
    expect(await page.$eval('[data-testid=text-color-value]', (e) => e.textContent)).to.equal('Aquamarine');
    expect(await source('text-color')).to.deep.include({ source: 'here', text: 'Set here' });
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=text-color-popover]', { hidden: true });
  });

  it('sets a gradient background from the palette', async () => {
    await page.click('[data-testid=background-type-gradient]');
    await page.click('[data-testid=background-gradient-g5]');
    await headingHas({ 'background-image': STYLED['background-image'] });
    // The gradient's text colour came with it; give the heading its aquamarine text back.
    await page.click('[data-testid=text-color]');
    await page.click('[data-testid=text-color-popover] [data-testid=text-color-swatch-c6]');
    await page.keyboard.press('Escape');
    await headingHas({ color: STYLED.color });
    expect(await page.$eval('[data-testid=background-gradient-g5]', (e) => e.getAttribute('aria-pressed'))).to.equal('true');
  });

  it('adds a half-transparent black box shadow and doubles its blur with Shift+ArrowUp', async () => {
    await page.click('[data-testid=shadow-add]');
    await headingHas({ 'box-shadow': 'rgba(0, 0, 0, 0.5) 0px 4px 10px 0px' });
    await page.click('[data-testid=shadow-0-blur]');
    await page.keyboard.down('Shift');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.up('Shift');
    await headingHas({ 'box-shadow': STYLED['box-shadow'] });
    expect(await page.$eval('[data-testid=shadow-0-blur]', (e) => (e as HTMLInputElement).value)).to.equal('20');
  });

  it('picks a web font, which the canvas loads from the project', async () => {
    await page.select('[data-testid=font-family]', 'playfair-display');
    await headingHas({ 'font-family': STYLED['font-family'] });
    await page.waitForFunction(
      () => {
        const doc = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument!;
        return [...doc.fonts].some((face) => face.family.replace(/["']/g, '') === 'Playfair Display' && face.status === 'loaded');
      },
      { timeout: 10_000 },
    );
    const href = await (await canvas()).$eval('link[href*="/site-assets/fonts/"]', (link) => link.getAttribute('href'));
    expect(href).to.equal('/site-assets/fonts/playfair-display.css');
  });

  it('sets the font size on desktop (typed, then scrubbed) and another on mobile; each shows at its canvas width', async () => {
    await typeInto('[data-testid=font-size]', '30');
    await headingHas({ 'font-size': '30px' });
    expect(await source('font-size')).to.deep.include({ source: 'here' });
    // Dragging the label scrubs the value: 2 px of pointer travel per pixel of font size.
    const label = (await (await page.$('[data-testid=font-size-field] label'))!.boundingBox())!;
    const start = { x: label.x + label.width / 2, y: label.y + label.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 20, start.y, { steps: 5 });
    await page.mouse.up();
    await headingHas({ 'font-size': '40px' });
    expect(await page.$eval('[data-testid=font-size]', (e) => (e as HTMLInputElement).value)).to.equal('40');

    await breakpoint('mobile', 375);
    await page.waitForSelector('[data-testid=style-breakpoint][data-breakpoint=mobile]');
    expect(await source('font-size')).to.deep.equal({ source: 'inherited', text: 'Inherited from Desktop' });
    expect(await page.$eval('[data-testid=font-size]', (e) => (e as HTMLInputElement).value)).to.equal('40');
    await typeInto('[data-testid=font-size]', '24');
    await headingHas({ 'font-size': '24px' });
    expect(await source('font-size')).to.deep.include({ source: 'here' });

    await breakpoint('desktop', DESKTOP_WIDTH);
    await headingHas({ 'font-size': '40px' });
    await breakpoint('tablet', 768);
    await headingHas({ 'font-size': '40px' });
    await breakpoint('mobile', 375);
    await headingHas({ 'font-size': '24px' });
  });

  it('hides the heading on mobile only', async () => {
    await page.click('[data-testid=hide-sm]');
    await headingHas({ display: 'none' });
    await breakpoint('desktop', DESKTOP_WIDTH);
    await headingHas({ display: 'block' });
    expect(await page.$eval('[data-testid=hide-sm]', (e) => (e as HTMLInputElement).checked)).to.equal(true);
  });

  it('records one history step per change and undoes every one, then redoes them', async () => {
    const labels = await historyLabels();
    expect(labels).to.have.length(10);
    expect(labels.slice(1, -1).every((label) => label === 'Edit style of Heading')).to.equal(true);
    expect(labels.at(-1)).to.equal('Hide Heading on Mobile');
    for (let i = 0; i < labels.length - 1; i++) await page.click('[data-testid=undo-button]');
    expect(await page.$eval('[data-testid=undo-button]', (e) => (e as HTMLButtonElement).disabled)).to.equal(true);
    await headingHas(original);
    expect(await (await canvas()).$eval(HEADING, (e) => e.className)).to.equal('');
    await breakpoint('mobile', 375);
    await headingHas({ 'font-size': originalMobileSize, display: 'block' });

    for (let i = 0; i < labels.length - 1; i++) await page.click('[data-testid=redo-button]');
    expect(await page.$eval('[data-testid=redo-button]', (e) => (e as HTMLButtonElement).disabled)).to.equal(true);
    await headingHas(MOBILE);
    await breakpoint('desktop', DESKTOP_WIDTH);
    await headingHas({ ...STYLED, display: 'block' });
  });

  it('saves with Ctrl+S; after a reload every style is still there, per breakpoint', async () => {
    await page.keyboard.down('Control');
    await page.keyboard.press('s');
    await page.keyboard.up('Control');
    await saveState('saved');
    await page.reload({ waitUntil: 'networkidle0' });
    await canvas();
    await headingHas({ ...STYLED, display: 'block' });
    await breakpoint('mobile', 375);
    await headingHas(MOBILE);
    await breakpoint('desktop', DESKTOP_WIDTH);
    await selectHeading();
    expect(await source('font-size')).to.deep.include({ source: 'here' });
    expect(await page.$eval('[data-testid=font-family]', (e) => (e as HTMLSelectElement).value)).to.equal('playfair-display');
    expect(pageErrors).to.deep.equal([]);
  });

  it('edits the class list: a suggestion from site.css added, reordered, removed, each one undoable step', async () => {
    const classes = () => page.$$eval('[data-testid=class-token]', (els) => els.map((e) => e.getAttribute('data-class')));
    await page.waitForSelector('[data-testid=class-add-input]');
    // Suggestions are the site stylesheet's classes (a datalist the input offers).
    await page.waitForFunction(() => Boolean(document.querySelector('[data-testid=style-group-classes] datalist option[value="text-center"]')));
    await page.type('[data-testid=class-add-input]', 'text-center');
    await page.keyboard.press('Enter');
    await headingHas({ 'text-align': 'center' });
    const initial = await classes();
    expect(initial.at(-1)).to.equal('text-center');
    await page.click(`[aria-label="Move text-center left"]`);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=class-token]')[n]?.getAttribute('data-class') === 'text-center', {}, initial.length - 2);
    expect(await (await canvas()).$eval(HEADING, (e, n) => e.classList[n], initial.length - 2)).to.equal('text-center');
    await page.click('[data-testid=class-token][data-class=text-center] [data-testid=class-remove]');
    await page.waitForSelector('[data-testid=class-token][data-class=text-center]', { hidden: true });
    expect(await page.$('[data-testid=class-token][data-own=true] [data-testid=class-remove]'), 'the own style class cannot be removed').to.equal(null);
    await page.click('[data-testid=undo-button]');
    await page.waitForSelector('[data-testid=class-token][data-class=text-center]');
    await page.click('[data-testid=undo-button]');
    await page.click('[data-testid=undo-button]');
    await page.waitForSelector('[data-testid=class-token][data-class=text-center]', { hidden: true });
    expect(await classes()).to.deep.equal(initial.slice(0, -1));
  });

  it('shows only the groups an element can use: an image has no typography and no background', async () => {
    const frameBox = (await (await page.$('[data-testid=canvas-frame]'))!.boundingBox())!;
    const point = await (await canvas()).$eval('.card-img-top', (el) => {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.click(frameBox.x + point.x, frameBox.y + point.y);
    await page.waitForFunction(() => document.querySelector('[data-testid=selection-name]')?.textContent === 'Image');
    await page.click('[data-testid=panel-tab-style]');
    await page.waitForSelector('[data-testid=style-group-border]');
    expect(await page.$('[data-testid=style-group-typography]')).to.equal(null);
    expect(await page.$('[data-testid=style-group-background]')).to.equal(null);
    expect(await page.$('[data-testid=style-group-shadows]')).not.to.equal(null);
  });
});
