import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Frame, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../../../common/constants.ts';
import { createProject } from '../../../server/modules/projects/service.ts';
import { createUser } from '../../../server/modules/users/service.ts';
import { launchBrowser } from '../../helpers/browser.ts';
import { makeTempDir } from '../../helpers/config.ts';

// Driving the editor's image controls in Chromium: shared by the upload browser tests and the
// upload bench (200 MB through each strategy from the browser).

export interface EditorSession {
  baseUrl: string;
  browser: Browser;
  page: Page;
  projectId: number;
  /** Every request the page made: method and url. */
  requests: string[];
}

export async function openEditor(baseUrl: string, email: string): Promise<EditorSession> {
  const password = 'uploads-password-1';
  const user = await createUser({ email, password, emailVerified: true });
  const projectId = (await createProject(user, { name: 'Bistro', templateSlug: 'restaurant', workspaceId: DEFAULT_WORKSPACE_ID })).id;
  const browser = await launchBrowser();
  const page = await browser.newPage();
  await page.setViewport({ width: 1400, height: 900 });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  await page.goto(`${baseUrl}/login?redirect=/editor/${projectId}`, { waitUntil: 'networkidle0' });
  await page.type('input[name=email]', email);
  await page.type('input[name=password]', password);
  await page.click('[data-testid=login-submit]');
  await page.waitForSelector('[data-testid=editor-page]');
  return { baseUrl, browser, page, projectId, requests };
}

export async function canvas(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('[data-testid=canvas-frame]');
  const frame = await handle!.contentFrame();
  await page.waitForFunction(() => (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument?.querySelector('img[data-id]'));
  return frame!;
}

/** Clicks the nth canvas image (selecting it) and opens the Settings panel. */
export async function selectImage(page: Page, nth: number): Promise<string> {
  const frame = await canvas(page);
  const frameBox = (await (await page.$('[data-testid=canvas-frame]'))!.boundingBox())!;
  const { id, x, y } = await frame.$$eval(
    'img[data-id]',
    (imgs, n) => {
      const img = imgs[n];
      img.scrollIntoView({ block: 'center' });
      const r = img.getBoundingClientRect();
      return { id: img.getAttribute('data-id')!, x: r.left + r.width / 2, y: r.top + r.height / 2 };
    },
    nth,
  );
  await page.mouse.click(frameBox.x + x, frameBox.y + y);
  await page.waitForSelector(`[data-testid=selection-box][data-id="${id}"]`);
  await page.click('[data-testid=panel-tab-settings]');
  await page.waitForSelector('[data-testid=image-settings]');
  return id;
}

/** Waits until the canvas image has `prefix`-ed src; with `loaded`, until the browser decoded it too. */
export async function canvasImageSrc(page: Page, id: string, prefix: string, loaded: boolean, timeout = 20_000): Promise<string> {
  const handle = await page.waitForFunction(
    (imageId, start, mustLoad) => {
      const doc = (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument!;
      const img = doc.querySelector(`img[data-id="${imageId}"]`) as HTMLImageElement | null;
      const src = img?.getAttribute('src') ?? '';
      if (!src.startsWith(start)) return false;
      if (mustLoad && !(img!.complete && img!.naturalWidth > 0)) return false;
      return src;
    },
    { timeout },
    id,
    prefix,
    loaded,
  );
  return (await handle.jsonValue()) as string;
}

export async function chooseFile(page: Page, path: string): Promise<void> {
  const input = await page.waitForSelector('[data-testid=image-upload-input]');
  await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(path);
}

export function writeTemp(name: string, bytes: Buffer): string {
  const path = join(makeTempDir('sitewright-upload-'), name);
  writeFileSync(path, bytes);
  return path;
}
