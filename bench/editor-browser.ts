// The editor on a page of 2,000 elements in Chromium: how long a click takes to select, a
// Delete to remove and Ctrl+Z to restore, each measured from the input to the visible result;
// and a font-size scrub in the style panel, step by step, beside the same on a small page.
import { join } from 'node:path';
import type { ElementHandle, Frame, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../common/constants.ts';
import { parsePage, serializePage } from '../common/editor/document.ts';
import { bootApp } from '../server/index.ts';
import { createProject, saveProjectPages } from '../server/modules/projects/service.ts';
import { createUser } from '../server/modules/users/service.ts';
import { generatePageHtml } from '../test/editor/support.ts';
import { launchBrowser } from '../test/helpers/browser.ts';
import { makeTempDir, testConfig } from '../test/helpers/config.ts';

const ELEMENTS = 2000;
const RUNS = 15;

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
}

interface OpenEditor {
  page: Page;
  frame: Frame;
  frameHandle: ElementHandle<Element>;
}

/** Boots the app, signs in in Chromium and opens the editor on a generated page of `elements` elements. */
async function withEditor(elements: number, run: (editor: OpenEditor) => Promise<void>): Promise<void> {
  const app = await bootApp(testConfig({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: `sqlite:${join(makeTempDir(), 'bench.sqlite')}` }));
  const browser = await launchBrowser();
  try {
    const password = 'bench-password-1';
    const user = await createUser({ email: 'bench@example.com', password, emailVerified: true });
    const project = await createProject(user, { name: 'Big page', workspaceId: DEFAULT_WORKSPACE_ID });
    const html = serializePage(parsePage(generatePageHtml(elements)));
    const [first] = project.pages!;
    await saveProjectPages(user, project.id, { version: project.version, pages: [{ ...first, html }] });

    const page = await browser.newPage();
    await page.setViewport({ width: 1400, height: 900 });
    await page.goto(`${app.server.info.uri}/login`, { waitUntil: 'networkidle0' });
    await page.type('input[name=email]', user.email);
    await page.type('input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForFunction(() => location.pathname !== '/login');
    await page.goto(`${app.server.info.uri}/editor/${project.id}`, { waitUntil: 'networkidle0' });
    const frameHandle = (await page.waitForSelector('[data-testid=canvas-frame]'))!;
    const frame = (await frameHandle.contentFrame())!;
    // Rendered once the page's last element is in the frame.
    const lastId = [...html.matchAll(/data-id="([^"]+)"/g)].at(-1)![1];
    await page.waitForFunction(
      (id) => Boolean((document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument?.querySelector(`[data-id="${id}"]`)),
      { timeout: 30_000 },
      lastId,
    );
    await run({ page, frame, frameHandle });
  } finally {
    await browser.close();
    await app.stop();
  }
}

export async function benchEditorBrowser(): Promise<void> {
  await withEditor(ELEMENTS, async ({ page, frame, frameHandle }) => {
    const frameBox = (await frameHandle.boundingBox())!;
    const ids = await frame.$$eval('p[data-id], h2[data-id], h3[data-id], li[data-id]', (els) => els.map((e) => e.getAttribute('data-id')!));
    const inFrame = (id: string) => `[data-id="${id}"]`;

    const select: number[] = [];
    const remove: number[] = [];
    const undo: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // What a click at that point selects is whatever element is under it (maybe a child).
      const { x, y, id } = await frame.$eval(inFrame(ids[Math.floor((run + 0.5) * (ids.length / RUNS))]), (el) => {
        el.scrollIntoView({ block: 'center' });
        const r = el.getBoundingClientRect();
        const point = { x: r.left + Math.min(8, r.width / 2), y: r.top + r.height / 2 };
        const hit = el.ownerDocument.elementFromPoint(point.x, point.y)?.closest('[data-id]');
        return { ...point, id: hit?.getAttribute('data-id') ?? el.getAttribute('data-id')! };
      });
      const box = { x, y };
      let started = performance.now();
      await page.mouse.click(frameBox.x + box.x, frameBox.y + box.y);
      await page.waitForFunction((target) => document.querySelector('[data-testid=selection-box]')?.getAttribute('data-id') === target, {}, id);
      select.push(performance.now() - started);

      const gone = (present: boolean) =>
        page.waitForFunction(
          (target, want) => Boolean((document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument?.querySelector(target)) === want,
          {},
          inFrame(id),
          present,
        );
      started = performance.now();
      await page.keyboard.press('Delete');
      await gone(false);
      remove.push(performance.now() - started);

      started = performance.now();
      await page.keyboard.down('Control');
      await page.keyboard.press('z');
      await page.keyboard.up('Control');
      await gone(true);
      undo.push(performance.now() - started);
    }
    console.log(`\neditor in Chromium on a page of ${ELEMENTS} elements (${RUNS} runs, input to visible result, includes the DevTools round trip)`);
    console.log(`select by click: ${summary(select)}`);
    console.log(`delete: ${summary(remove)}`);
    console.log(`undo: ${summary(undo)}`);
  });
}

const SCRUB_STEPS = 30;

/**
 * A slider drag in the style panel: the font size of a heading scrubbed over 30 steps with the
 * mouse. Each step is timed in the page from the pointermove to the canvas showing the new size
 * (the store, the canvas rule, the panel's render, the frame's style and layout): the work one
 * animation frame has to fit in 16 ms.
 */
async function scrubFontSize({ page, frame, frameHandle }: OpenEditor): Promise<number[]> {
  const target = await frame.$eval('h2[data-id]', (el) => {
    el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    return { x: r.left + 4, y: r.top + r.height / 2, id: el.getAttribute('data-id')! };
  });
  const frameBox = (await frameHandle.boundingBox())!;
  await page.mouse.click(frameBox.x + target.x, frameBox.y + target.y);
  await page.waitForSelector('[data-testid=style-panel]');
  const label = (await page.waitForSelector('[data-testid=font-size-field] label[data-scrub]'))!;
  const box = (await label.boundingBox())!;
  await page.evaluate((id) => {
    const canvas = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument!;
    const element = canvas.querySelector(`[data-id="${id}"]`)!;
    const view = canvas.defaultView!;
    const samples: number[] = [];
    (window as unknown as { scrubSamples: number[] }).scrubSamples = samples;
    // Capture runs first, before the scrub handler; a task after it runs once React has rendered.
    window.addEventListener(
      'pointermove',
      (event) => {
        if (!event.buttons) return;
        const started = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          void view.getComputedStyle(element).fontSize;
          void (canvas.body as HTMLElement).offsetHeight;
          samples.push(performance.now() - started);
        };
        channel.port2.postMessage(null);
      },
      { capture: true },
    );
  }, target.id);
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 4, y);
  await page.mouse.down();
  for (let step = 1; step <= SCRUB_STEPS; step++) {
    await page.mouse.move(box.x + 4 + step * 4, y);
    await page.waitForFunction((n) => (window as unknown as { scrubSamples: number[] }).scrubSamples.length >= n, {}, step);
  }
  await page.mouse.up();
  return page.evaluate(() => (window as unknown as { scrubSamples: number[] }).scrubSamples);
}

export async function benchStyleScrub(): Promise<void> {
  const figures: Array<[number, number[]]> = [];
  for (const elements of [ELEMENTS, 50]) {
    await withEditor(elements, async (editor) => {
      figures.push([elements, await scrubFontSize(editor)]);
    });
  }
  console.log(`\nstyle panel: font size scrubbed over ${SCRUB_STEPS} steps, pointermove to the canvas restyled and laid out (budget: 16 ms a frame)`);
  for (const [elements, samples] of figures) console.log(`page of ${elements} elements: ${summary(samples)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchEditorBrowser();
  await benchStyleScrub();
}
