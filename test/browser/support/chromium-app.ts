import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import { createUser } from '../../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { launchBrowser, screenshotOnFailure } from '../../helpers/browser.ts';

export interface ChromiumApp {
  readonly app: TestApp;
  readonly browser: Browser;
  /** The uncaught errors of every page newPage made. */
  readonly pageErrors: string[];
  /** A page of the size given, in `context` or the browser's default one. */
  newPage(context?: BrowserContext): Promise<Page>;
}

/**
 * The real server listening with a verified account, and Chromium, started before the suite's
 * tests and stopped after them; a failed test leaves a screenshot of the last page made.
 */
export function useChromiumApp(account: { email: string; password: string }, viewport: { width: number; height: number }): ChromiumApp {
  let app: TestApp;
  let browser: Browser;
  let latest: Page | undefined;
  const pageErrors: string[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    await createUser({ ...account, emailVerified: true });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, latest);
  });

  return {
    get app() {
      return app;
    },
    get browser() {
      return browser;
    },
    pageErrors,
    async newPage(context) {
      const page = await (context ?? browser).newPage();
      await page.setViewport(viewport);
      page.on('pageerror', (error) => pageErrors.push(String(error)));
      latest = page;
      return page;
    },
  };
}
