import { createRequire } from 'node:module';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'puppeteer-core';
import type { AxeResults } from 'axe-core';
import { setSetting } from '../../server/modules/settings/service.ts';
import { SESSION_COOKIE } from '../../server/modules/auth/sessions.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure } from '../helpers/browser.ts';

// axe-core in Chromium on every public page, as a visitor (and, for /api-docs, a user with
// api.access; for Admin > Users, an admin) gets it, in the light and the dark theme and on a phone:
// a serious or critical violation fails the page's test, naming each rule and the elements it found.
//
// axe-core is injected directly rather than through @axe-core/puppeteer: that package depends on
// the full `puppeteer` package, whose install downloads its own browser, while these tests drive
// Debian's Chromium through puppeteer-core.

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface Variant {
  name: string;
  theme: 'light' | 'dark';
  viewport: { width: number; height: number; isMobile?: boolean; hasTouch?: boolean };
}

const VARIANTS: Variant[] = [
  { name: 'light desktop', theme: 'light', viewport: { width: 1280, height: 900 } },
  { name: 'dark desktop', theme: 'dark', viewport: { width: 1280, height: 900 } },
  { name: 'light phone', theme: 'light', viewport: { width: 390, height: 844, isMobile: true, hasTouch: true } },
];

type Session = 'visitor' | 'user' | 'admin';

const GUEST_PAGES = ['/', '/login', '/register', '/forgot-password', '/pricing', '/contact', '/pages/about-us', '/privacy', '/no-such-page'];

describe('accessibility of the public pages (axe-core in Chromium)', function () {
  this.timeout(180_000);
  let app: TestApp;
  let browser: Browser;
  const sessionCookies = new Map<Session, string>();
  const contexts = new Map<string, BrowserContext>();
  let page: Page | undefined;

  before(async () => {
    // Billing on (keys the pages never use: plans come from the database), so /pricing and the
    // home page show the plan cards; the cookie notice on, so its bar is checked on every page.
    app = await startTestApp({ listen: true, env: { STRIPE_SECRET_KEY: 'sk_test_axe', STRIPE_WEBHOOK_SECRET: 'whsec_axe' } });
    await setSetting('cookie_notice.enable', true);
    const cookieOf = async (roles?: string[]) => (await signInAs((await createTestUser({ roles })).user)).slice(SESSION_COOKIE.length + 1);
    sessionCookies.set('user', await cookieOf());
    // An admin's own row in Admin > Users is verified: its "Yes" badge is on the page.
    sessionCookies.set('admin', await cookieOf(['admin']));
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
    await page?.close();
    page = undefined;
  });

  /** A signed-in page keeps the notifications stream open, so it never has zero connections. */
  const settledWhen = (session: Session) => (session === 'visitor' ? 'networkidle0' : 'networkidle2');

  /** One browser context per theme and session: the theme choice is stored like a visitor's. */
  async function contextFor(theme: Variant['theme'], session: Session): Promise<BrowserContext> {
    const key = `${theme}:${session}`;
    const existing = contexts.get(key);
    if (existing) return existing;
    const context = await browser.createBrowserContext();
    const cookie = sessionCookies.get(session);
    if (cookie) await context.setCookie({ name: SESSION_COOKIE, value: cookie, domain: '127.0.0.1', path: '/', httpOnly: true });
    if (theme === 'dark') {
      const first = await context.newPage();
      await first.goto(`${app.url}/`, { waitUntil: settledWhen(session) });
      await first.click('[data-testid=theme-toggle]');
      await first.waitForSelector('html.dark');
      await first.close();
    }
    contexts.set(key, context);
    return context;
  }

  /** The page as it settles: the screen rendered, requests done, entrance transitions finished. */
  async function open(path: string, variant: Variant, session: Session): Promise<Page> {
    page = await (await contextFor(variant.theme, session)).newPage();
    // The app's Content-Security-Policy allows no inline script, which is how axe is injected.
    await page.setBypassCSP(true);
    await page.setViewport(variant.viewport);
    await page.goto(`${app.url}${path}`, { waitUntil: settledWhen(session) });
    await page.waitForSelector('#root h1', { visible: true });
    if (variant.theme === 'dark') expect(await page.$eval('html', (html) => html.classList.contains('dark')), 'dark theme applied').to.equal(true);
    await page.evaluate(async () => {
      const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    });
    return page;
  }

  async function seriousViolations(target: Page): Promise<string[]> {
    await target.addScriptTag({ path: AXE_SOURCE });
    const results = await target.evaluate(() => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }));
    return results.violations
      .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
      .map((violation) => {
        const nodes = violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}${node.any[0]?.message ? ` (${node.any[0].message})` : ''}`);
        return `${violation.impact} ${violation.id} (${violation.help}): ${nodes.join(' | ')}`;
      });
  }

  async function expectNoSeriousViolations(path: string, session: Session, ready?: string): Promise<void> {
    const found: string[] = [];
    for (const variant of VARIANTS) {
      const opened = await open(path, variant, session);
      if (ready) await opened.waitForSelector(ready, { visible: true });
      for (const violation of await seriousViolations(opened)) found.push(`${variant.name}: ${violation}`);
      await opened.close();
      page = undefined;
    }
    expect(found, `serious or critical axe violations on ${path}:\n  ${found.join('\n  ')}\n`).to.deep.equal([]);
  }

  for (const path of GUEST_PAGES) {
    it(`finds no serious or critical violation on ${path} for a visitor`, async () => {
      await expectNoSeriousViolations(path, 'visitor');
    });
  }

  it('finds no serious or critical violation on /api-docs for a user with api.access', async () => {
    await expectNoSeriousViolations('/api-docs', 'user');
  });

  it('finds no serious or critical violation on Admin > Users, its "Yes" badges included, for an admin', async () => {
    await expectNoSeriousViolations('/admin/users', 'admin', '.sw-badge-positive');
  });
});
