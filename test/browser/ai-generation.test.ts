import { expect } from 'chai';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { GENERATION_MESSAGES } from '../../common/ai/generations.ts';
import type { Project } from '../../common/editor/types.ts';
import { replaceText, scrolledIntoView } from '../helpers/browser.ts';
import { useChromiumApp } from './support/chromium-app.ts';

// Generating a site from the web app, in Chromium against the real server and its offline
// composer: a guest from the home page through registration, a signed-in user from the dashboard.
describe('AI site generation in Chromium', function () {
  this.timeout(120_000);
  const BAKERY = 'a cosy bakery in Lisbon with online orders and opening hours';
  const builder = { email: 'generator@example.com', password: 'generator-password-1' };
  // Slow CI machines get room; the composer itself takes well under a second.
  const EDITOR_WITHIN_MS = 15_000;
  const chromium = useChromiumApp(builder, { width: 1280, height: 900 });
  const { pageErrors, newPage } = chromium;
  let page: Page;

  const path = () => new URL(page.url()).pathname;
  const projectId = () => Number(path().split('/')[2]);
  const inEditor = (timeout = 10_000) => page.waitForFunction(() => /^\/editor\/\d+$/.test(location.pathname), { timeout });
  /** The canvas document's body text once it has some; the frame runs no scripts, so this polls from the app page. */
  async function canvasText(includes: string, timeout = 10_000): Promise<void> {
    await page.waitForFunction(
      (text) => (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument?.body?.innerText.includes(text) ?? false,
      { timeout },
      includes,
    );
  }
  const canvasHtml = () => page.$eval('[data-testid=canvas-frame]', (frame) => (frame as HTMLIFrameElement).contentDocument?.body.innerHTML ?? '');
  const fetchProject = (id: number) =>
    page.evaluate(async (projectId) => ((await (await fetch(`/api/v1/projects/${projectId}`)).json()) as { project: Project }).project, id);

  /** The canvas's second section (the first after the hero): regenerated from its context menu, then undone with Ctrl+Z. */
  async function regenerateSectionAndUndo(): Promise<void> {
    const frame = (await (await page.waitForSelector('[data-testid=canvas-frame]'))!.contentFrame())!;
    const sectionOf = () => frame.$eval('main > :nth-child(2)', (el) => el.outerHTML);
    const before = await sectionOf();
    const frameBox = (await (await page.$('[data-testid=canvas-frame]'))!.boundingBox())!;
    await scrolledIntoView(frame, 'main > :nth-child(2) h2');
    const point = await frame.$eval('main > :nth-child(2) h2', (el) => {
      const box = el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    await page.mouse.click(frameBox.x + point.x, frameBox.y + point.y, { button: 'right' });
    await page.waitForSelector('[data-testid=context-menu-regenerateSection]', { visible: true });
    await page.click('[data-testid=context-menu-regenerateSection]');
    const until = (html: string, same: boolean) =>
      page.waitForFunction(
        (value, equal) => {
          const el = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument?.querySelector('main > :nth-child(2)');
          return Boolean(el) && (el!.outerHTML === value) === equal;
        },
        { timeout: 10_000 },
        html,
        same,
      );
    await until(before, false);
    await page.mouse.click(5, 5);
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    await until(before, true);
  }

  it('a guest describes a site on the home page, registers, and lands in the editor of the generated site', async () => {
    page = await newPage(await chromium.browser.createBrowserContext());
    await page.goto(`${chromium.app.url}/`, { waitUntil: 'networkidle0' });
    await page.type('[data-testid=hero-prompt]', BAKERY);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/register');

    await replaceText(page, 'input[name=email]', 'bakery-owner@example.com');
    await replaceText(page, 'input[name=password]', 'bakery-password-1');
    await replaceText(page, 'input[name=password_confirmation]', 'bakery-password-1');
    for (const checkbox of await page.$$('input[type=checkbox][name^="policies."]')) await checkbox.click();
    const submitted = Date.now();
    await page.click('[data-testid=register-submit]');
    await inEditor(EDITOR_WITHIN_MS);
    await canvasText('Lisbon', EDITOR_WITHIN_MS);
    expect(Date.now() - submitted).to.be.below(EDITOR_WITHIN_MS);
    await regenerateSectionAndUndo();

    // Several pages; between them a form (online orders) and the opening hours (a table or a list, by layout), as the canvas shows them.
    const pageIds = await page.$$eval('[data-testid=page-switcher] option', (options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(pageIds.length).to.be.greaterThan(1);
    let html = await canvasHtml();
    const shown = [html];
    for (const id of pageIds.slice(1)) {
      await page.select('[data-testid=page-switcher]', id);
      await page.waitForFunction(
        (before) => {
          const body = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument?.body;
          return Boolean(body && body.children.length > 0 && body.innerHTML !== before);
        },
        {},
        html,
      );
      html = await canvasHtml();
      shown.push(html);
    }
    expect(shown.some((body) => /<form\b/.test(body)), 'a form on some page').to.equal(true);
    expect(shown.some((body) => /id="opening-hours"/.test(body)), 'opening hours on some page').to.equal(true);

    // The description was generated once: a reload of the dashboard does not start it again.
    await page.goto(`${chromium.app.url}/dashboard`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=project-card]');
    expect(await page.$('[data-testid=ai-generation-dialog]')).to.equal(null);
    expect(await page.$$eval('[data-testid=project-card]', (cards) => cards.length)).to.equal(1);
  });

  it('a signed-in user creates a two-page German site with Create with AI and lands in its editor', async () => {
    page = await newPage(await chromium.browser.createBrowserContext());
    await page.goto(`${chromium.app.url}/login`, { waitUntil: 'networkidle0' });
    await replaceText(page, 'input[name=email]', builder.email);
    await replaceText(page, 'input[name=password]', builder.password);
    await page.click('[data-testid=login-submit]');
    await page.waitForFunction(() => location.pathname === '/dashboard');

    // The dashboard screen loads on its own after the redirect.
    await page.waitForSelector('[data-testid=create-with-ai]', { visible: true });
    await page.click('[data-testid=create-with-ai]');
    await page.waitForSelector('[data-testid=ai-generation-form]', { visible: true });
    // The description has the focus; the options start at four pages, language detected.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'ai-generation-prompt');
    expect(await page.$eval('[data-testid=ai-generation-pages]', (e) => (e as HTMLSelectElement).value)).to.equal('4');
    expect(await page.$eval('[data-testid=ai-generation-language]', (e) => (e as HTMLSelectElement).value)).to.equal('');

    await page.type('[data-testid=ai-generation-prompt]', 'a family dentist in Berlin');
    expect(await page.$eval('[data-testid=ai-generation-count]', (e) => e.textContent)).to.equal('26 / 4,000 characters');
    await page.select('[data-testid=ai-generation-pages]', '2');
    await page.select('[data-testid=ai-generation-language]', 'de');
    await page.click('[data-testid=ai-generation-submit]');
    await inEditor();
    await canvasText('Berlin');

    const project = await fetchProject(projectId());
    const names = project.pages!.map((p) => p.name);
    expect(names).to.have.length(2);
    expect(project.pages!.every((p) => p.doc.lang === 'de')).to.equal(true);
    expect(await page.$$eval('[data-testid=page-switcher] option', (options) => options.map((o) => o.textContent))).to.deep.equal(names);
  });

  it('an empty description is refused with the server message, the options kept', async () => {
    await page.goto(`${chromium.app.url}/dashboard`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=create-with-ai]', { visible: true });
    await page.click('[data-testid=create-with-ai]');
    await page.waitForSelector('[data-testid=ai-generation-form]', { visible: true });
    await page.select('[data-testid=ai-generation-pages]', '3');
    await page.select('[data-testid=ai-generation-language]', 'fr');
    await replaceText(page, '[data-testid=ai-generation-seed]', '7');
    // Shift+Enter is a new line, not a submit.
    await page.focus('[data-testid=ai-generation-prompt]');
    await page.keyboard.down('Shift');
    await page.keyboard.press('Enter');
    await page.keyboard.up('Shift');
    expect(await page.$eval('[data-testid=ai-generation-prompt]', (e) => (e as HTMLTextAreaElement).value)).to.equal('\n');
    expect(await page.$('[data-testid=ai-generation-progress]')).to.equal(null);

    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=ai-generation-prompt-error]', { visible: true });
    expect(await page.$eval('[data-testid=ai-generation-prompt-error]', (e) => e.textContent)).to.equal(GENERATION_MESSAGES.promptRequired);
    expect(await page.$eval('[data-testid=ai-generation-prompt]', (e) => e.getAttribute('aria-invalid'))).to.equal('true');
    expect(await page.$eval('[data-testid=ai-generation-pages]', (e) => (e as HTMLSelectElement).value)).to.equal('3');
    expect(await page.$eval('[data-testid=ai-generation-language]', (e) => (e as HTMLSelectElement).value)).to.equal('fr');
    expect(await page.$eval('[data-testid=ai-generation-seed]', (e) => (e as HTMLInputElement).value)).to.equal('7');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'ai-generation-prompt');
  });

  it('a signed-in user generates from the home page, by polling when the event stream is refused', async () => {
    const refuseEvents = (request: HTTPRequest) => void (/\/events$/.test(request.url()) ? request.abort() : request.continue());
    await page.setRequestInterception(true);
    page.on('request', refuseEvents);
    try {
      await page.goto(`${chromium.app.url}/`, { waitUntil: 'networkidle0' });
      await page.type('[data-testid=hero-prompt]', 'a yoga studio in Porto with a class schedule');
      await page.keyboard.press('Enter');
      await inEditor();
      await canvasText('Porto');
    } finally {
      page.off('request', refuseEvents);
      await page.setRequestInterception(false);
    }
  });

  it('raised no page errors on the way', () => {
    expect(pageErrors).to.deep.equal([]);
  });
});
