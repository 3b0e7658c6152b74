import { expect } from 'chai';
import type { Frame, Page } from 'puppeteer-core';
import type { Project } from '../../common/editor/types.ts';
import { replaceText } from '../helpers/browser.ts';
import { useChromiumApp } from './support/chromium-app.ts';

// Sample content of a generated site, in Chromium against the real server and its offline
// composer: the canvas marks it, the owner keeps one piece as their own (undoable), and the
// publish dialog lists what is still sample content before the site goes live.
describe('sample content of a generated site in Chromium', function () {
  this.timeout(120_000);
  const owner = { email: 'samples@example.com', password: 'samples-password-1' };
  const chromium = useChromiumApp(owner, { width: 1400, height: 900 });
  const { pageErrors } = chromium;
  let page: Page;

  before(async () => {
    page = await chromium.newPage();
  });

  const SAMPLE = '[data-sw-sample="true"]';
  const canvas = async (): Promise<Frame> => (await (await page.waitForSelector('[data-testid=canvas-frame]'))!.contentFrame())!;
  const samplesInCanvas = () =>
    page.evaluate((selector) => (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument?.querySelectorAll(selector).length ?? 0, SAMPLE);

  it('marks sample content, keeps one piece as the owner\'s (undo brings the mark back) and lists the rest before publishing', async () => {
    await page.goto(`${chromium.app.url}/login`, { waitUntil: 'networkidle0' });
    await replaceText(page, 'input[name=email]', owner.email);
    await replaceText(page, 'input[name=password]', owner.password);
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=create-with-ai]', { visible: true });
    await page.click('[data-testid=create-with-ai]');
    await page.waitForSelector('[data-testid=ai-generation-form]', { visible: true });
    // The photos field is there, empty and optional.
    expect(await page.$eval('[data-testid=ai-photos-count]', (e) => e.textContent)).to.match(/^0 of \d+$/);
    await page.type('[data-testid=ai-generation-prompt]', 'a small bicycle repair workshop in Leeds, friendly and quick');
    await page.select('[data-testid=ai-generation-pages]', '3');
    await page.click('[data-testid=ai-generation-submit]');
    await page.waitForFunction(() => /^\/editor\/\d+$/.test(location.pathname), { timeout: 20_000 });
    const projectId = Number(new URL(page.url()).pathname.split('/')[2]);

    // The first page that holds sample content, as the server stored the generated site.
    const project = await page.evaluate(async (id) => ((await (await fetch(`/api/v1/projects/${id}`)).json()) as { project: Project }).project, projectId);
    const withSamples = project.pages!.filter((p) => p.html.includes('data-sw-sample="true"'));
    expect(withSamples.length, 'the generated site has sample content').to.be.greaterThan(0);
    const target = withSamples[0];
    if (target.id !== project.pages![0].id) await page.select('[data-testid=page-switcher]', target.id);
    await page.waitForFunction((selector) => Boolean((document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument?.querySelector(selector)), { timeout: 10_000 }, SAMPLE);
    const marked = await samplesInCanvas();

    // Marked in the canvas: the dashed outline and the "Sample" tag.
    const frame = await canvas();
    const look = await frame.$eval(SAMPLE, (el) => {
      el.scrollIntoView({ block: 'center' });
      const style = getComputedStyle(el);
      return { outline: style.outlineStyle, tag: getComputedStyle(el, '::before').content };
    });
    expect(look).to.deep.equal({ outline: 'dashed', tag: '"Sample"' });

    // Selecting it (here: clicking inside it) says it is sample content.
    const frameBox = (await (await page.$('[data-testid=canvas-frame]'))!.boundingBox())!;
    const point = await frame.$eval(SAMPLE, (el) => {
      const box = el.getBoundingClientRect();
      return { x: box.left + Math.min(20, box.width / 2), y: box.top + box.height / 2 };
    });
    await page.mouse.click(frameBox.x + point.x, frameBox.y + point.y);
    await page.waitForSelector('[data-testid=sample-notice]', { visible: true });
    await page.click('[data-testid=sample-keep]');
    await page.waitForFunction((count) => (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument!.querySelectorAll('[data-sw-sample="true"]').length === count - 1, { timeout: 5_000 }, marked);
    expect(await page.$('[data-testid=sample-notice]'), 'kept as the owner\'s content').to.equal(null);

    await page.click('[data-testid=undo-button]');
    await page.waitForFunction((count) => (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument!.querySelectorAll('[data-sw-sample="true"]').length === count, { timeout: 5_000 }, marked);

    // Before going live, the publish dialog lists the pages with sample content; it does not block.
    await page.click('[data-testid=publish-button]');
    await page.waitForSelector('[data-testid=publish-sample-warnings]', { visible: true });
    const listed = await page.$$eval('[data-testid=publish-sample-page]', (rows) => rows.map((row) => row.getAttribute('data-page')));
    expect(listed).to.deep.equal(withSamples.map((p) => p.name));
    expect(await page.$eval('[data-testid=publish-submit]', (e) => (e as HTMLButtonElement).disabled)).to.equal(false);

    // "Open page" closes the dialog and selects that page's first sample in the editor.
    await page.click('[data-testid=publish-sample-open]');
    await page.waitForSelector('[data-testid=publish-dialog]', { hidden: true });
    await page.waitForSelector('[data-testid=sample-notice]', { visible: true });
    expect(pageErrors).to.deep.equal([]);
  });
});
