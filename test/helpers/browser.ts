import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type Frame, type Page } from 'puppeteer-core';
import { packageRoot } from '../../config/paths.ts';
import { makeTempDir } from './config.ts';

export const CHROMIUM_PATH = '/usr/bin/chromium';
const ARTIFACTS_DIR = join(packageRoot, 'test', '.artifacts');

export async function launchBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    userDataDir: makeTempDir('sitewright-chromium-'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
}

/** Call from afterEach: keeps a screenshot of the page when the test failed. */
export async function screenshotOnFailure(test: Mocha.Test | undefined, page: Page | undefined): Promise<void> {
  if (!test || test.state !== 'failed' || !page || page.isClosed()) return;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const name = test.fullTitle().replace(/[^a-z0-9]+/gi, '-').slice(0, 120);
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), fullPage: true }).catch(() => undefined);
}

/**
 * Waits until React has adopted the element. A server-rendered page (server/http/server-render.ts)
 * shows its HTML before the app's scripts have run, and a key pressed or a field typed into before
 * then reaches no handler. React marks each node it has hydrated with its fiber.
 */
export async function waitForHydration(page: Page, selector: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((s) => Object.keys(document.querySelector(s) ?? {}).some((key) => key.startsWith('__reactFiber$')), { timeout }, selector);
}

/** Waits until the page shows the text somewhere in the body. */
export async function waitForText(page: Page, text: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction((t) => document.body?.innerText.includes(t), { timeout }, text);
}

/** Replaces a field's text as a person would: select all of it, delete, type the new value. */
export async function replaceText(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector, { visible: true });
  // Selected in place rather than by a triple click, which a sticky header over the field would take.
  const selected = await page.$eval(selector, (element) => {
    element.scrollIntoView({ block: 'center' });
    // Only text-like fields have a selection: a number field is cleared by the triple click.
    const text = element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && ['text', 'search', 'url', 'tel', 'password', 'email'].includes(element.type));
    if (!text) return false;
    element.focus();
    element.select();
    return true;
  });
  if (!selected) await page.click(selector, { count: 3 });
  await page.keyboard.press('Backspace');
  if (value) await page.type(selector, value);
}

/**
 * Scrolls the element to the middle of its frame and waits until it stays put: the frame's scroll
 * event follows a rendering step later, and the editor closes its context menu on a scroll, so a
 * click right after scrolling could open a menu that the late event closes.
 */
export async function scrolledIntoView(frame: Frame, selector: string): Promise<void> {
  await frame.$eval(selector, (el) => el.scrollIntoView({ block: 'center' }));
  let last = '';
  for (let reads = 0; reads < 20; reads++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await frame.$eval(selector, (el) => JSON.stringify(el.getBoundingClientRect()));
    if (now === last) return;
    last = now;
  }
}
