import { expect } from 'chai';
import type { Browser, Frame, KeyInput, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { waitForJob } from '../../server/jobs/service.ts';
import { getGeneration, startGeneration } from '../../server/modules/ai/service.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure, scrolledIntoView } from '../helpers/browser.ts';

// The editor's AI tools on a generated bakery site, with the built-in rules: a section
// regenerated from the context menu, a heading made shorter and an image given alt text, each
// one step that undo restores exactly and redo brings back.

describe('editor AI tools in Chromium', function () {
  this.timeout(120_000);
  const email = 'editor-ai@example.com';
  const password = 'editor-ai-password-1';
  let app: TestApp;
  let user: User;
  let browser: Browser;
  let page: Page;
  let projectId = 0;
  const pageErrors: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    user = await createUser({ email, password, emailVerified: true });
    const generation = await startGeneration(user, { prompt: 'a cosy bakery in Lisbon with online orders and opening hours', pages: 3, workspaceId: DEFAULT_WORKSPACE_ID });
    expect((await waitForJob(generation.job_id!)).status).to.equal('succeeded');
    projectId = (await getGeneration(user, generation.id)).project_id!;
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

  async function canvas(): Promise<Frame> {
    const handle = await page.waitForSelector('[data-testid=canvas-frame]');
    return (await handle!.contentFrame())!;
  }
  /** Polls until the canvas element's outer HTML is (`same`) or is no longer (`!same`) `html`; the canvas runs no script, so the app page polls. */
  async function untilCanvas(selector: string, html: string | null, same: boolean): Promise<void> {
    await page.waitForFunction(
      (s, value, equal) => {
        const el = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument?.querySelector(s);
        if (!el) return false;
        return value === null || (el.outerHTML === value) === equal;
      },
      { timeout: 10_000 },
      selector,
      html,
      same,
    );
  }
  const outer = async (selector: string) => (await canvas()).$eval(selector, (el) => el.outerHTML);
  const untilOuter = (selector: string, html: string) => untilCanvas(selector, html, true);
  const untilChanged = (selector: string, html: string) => untilCanvas(selector, html, false);

  async function click(selector: string, button: 'left' | 'right' = 'left'): Promise<void> {
    const frame = await canvas();
    const frameBox = (await (await page.$('[data-testid=canvas-frame]'))!.boundingBox())!;
    await scrolledIntoView(frame, selector);
    const box = await frame.$eval(selector, (el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.click(frameBox.x + box.x, frameBox.y + box.y, { button });
  }
  async function shortcut(...keys: KeyInput[]): Promise<void> {
    for (const key of keys) await page.keyboard.down(key);
    for (const key of [...keys].reverse()) await page.keyboard.up(key);
  }
  const undo = () => shortcut('Control', 'z');
  const redo = () => shortcut('Control', 'Shift', 'Z');

  it('logs in and opens the generated site', async () => {
    await page.goto(`${app.url}/login?redirect=/editor/${projectId}`, { waitUntil: 'networkidle0' });
    await replaceText(page, 'input[name=email]', email);
    await replaceText(page, 'input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=editor-page]');
    await untilCanvas('main #highlights', null, true);
  });

  it('regenerates a section from the context menu; undo restores it exactly and redo brings the new one back', async () => {
    const before = await outer('#highlights');
    await click('#highlights h2', 'right');
    await page.waitForSelector('[data-testid=context-menu-regenerateSection]');
    await page.click('[data-testid=context-menu-regenerateSection]');
    await untilChanged('#highlights', before);
    const after = await outer('#highlights');
    const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    expect(text(after)).to.not.equal(text(before));
    expect(after).to.match(/^<section [^>]*class="section" id="highlights"/);
    expect(after).to.not.match(/<script|javascript:|\son\w+=/i);

    await page.mouse.click(5, 5);
    await undo();
    await untilOuter('#highlights', before);
    await redo();
    await untilOuter('#highlights', after);
  });

  it('rewrites the heading shorter from the Settings panel, as one undoable step', async () => {
    const heading = '#hero h1';
    const before = await outer(heading);
    const text = await (await canvas()).$eval(heading, (el) => el.textContent!);
    await click(heading);
    await page.click('[data-testid=panel-tab-settings]');
    await page.click('[data-testid=ai-rewrite-shorter]');
    await untilChanged(heading, before);
    const shorter = await (await canvas()).$eval(heading, (el) => el.textContent!);
    expect(shorter.length).to.be.lessThan(text.length);
    expect(text.startsWith(shorter.replace(/[.!?]$/, ''))).to.equal(true);

    await page.click('[data-testid=undo-button]');
    await untilOuter(heading, before);
  });

  it('suggests alt text for an image, as one undoable step', async () => {
    const image = '#testimonials img';
    const before = await outer(image);
    await click(image);
    await page.click('[data-testid=panel-tab-settings]');
    await page.waitForSelector('[data-testid=image-alt-suggest]');
    await page.click('[data-testid=image-alt-suggest]');
    await untilChanged(image, before);
    const alt = await (await canvas()).$eval(image, (el) => el.getAttribute('alt'));
    // From the file name (avatar-1.svg) and the section's heading.
    expect(alt).to.match(/^Avatar\b/);
    expect(await page.$eval('[data-testid=image-alt]', (el) => (el as HTMLInputElement).value)).to.equal(alt);

    await page.click('[data-testid=undo-button]');
    await untilOuter(image, before);
  });

  it('had no page errors', () => {
    expect(pageErrors).to.deep.equal([]);
  });
});
