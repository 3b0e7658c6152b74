import { expect } from 'chai';
import type { Request } from '@hapi/hapi';
import type { Browser, Page } from 'puppeteer-core';
import { SESSION_COOKIE } from '../../server/modules/auth/sessions.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { createTestUser } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure } from '../helpers/browser.ts';
import { PublishingClient } from './support/deploys.ts';

// A published page's scripts run on the site's own origin (and, unless the page loads an
// allowlisted widget, in a sandbox with an opaque one): signed in to the app in the same browser,
// a visitor's session cookie is neither readable by the page nor sent with its calls to the API.

const WIDGET_URL = 'https://widgets.example.test/embed.js';

/** What a hostile page script would try; the findings land in the DOM for the test to read. */
function probeScript(appUrl: string): string {
  return `(async () => {
  const found = {};
  try { found.cookie = document.cookie; } catch (error) { found.cookie = 'error:' + error.name; }
  try {
    const response = await fetch(${JSON.stringify(`${appUrl}/api/v1/users/me`)}, { credentials: 'include' });
    found.me = response.status + ':' + (await response.text()).slice(0, 300);
  } catch (error) { found.me = 'error:' + error.name; }
  const out = document.getElementById('results');
  out.textContent = JSON.stringify(found);
  out.setAttribute('data-done', '');
})();`;
}

interface Findings {
  cookie: string;
  me: string;
}

describe('published sites: isolation from the app in Chromium', function () {
  this.timeout(120_000);
  let app: TestApp;
  let browser: Browser;
  let page: Page | undefined;
  let email = '';
  let password = '';
  let slug = '';
  const apiCalls: { cookie: string; user: number | null }[] = [];

  before(async () => {
    app = await startTestApp({ listen: true });
    const port = app.server.info.port;
    await setSetting('published_sites_url', `http://{slug}.localhost:${port}`);
    await setSetting('editor.script_allowlist', [WIDGET_URL]);
    app.server.events.on('response', (request: Request) => {
      if (request.path !== '/api/v1/users/me') return;
      const user = request.auth?.credentials?.user as { id: number } | undefined;
      apiCalls.push({ cookie: String(request.headers.cookie ?? ''), user: user?.id ?? null });
    });

    ({ email, password } = await createTestUser());
    const builder = await PublishingClient.signedIn(app);
    const project = await builder.create('Isolated Site');
    slug = project.slug;
    const results = '<pre id="results"></pre>';
    await builder.deployFolder(
      project.id,
      {
        'index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Own script</title></head><body>${results}<script src="probe.js"></script></body></html>`,
        'widget.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Widget</title></head><body>${results}<script src="${WIDGET_URL}"></script></body></html>`,
        'probe.js': probeScript(app.url),
      },
      { prod: true },
    );
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

  /** Signs in through the app's own login endpoint, so the browser holds the real session cookie. */
  async function signInOnApp(target: Page): Promise<void> {
    await target.goto(`${app.url}/api/v1/bootstrap-data`);
    const signedIn = await target.evaluate(
      async (credentials) => {
        const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
        const login = await fetch('/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf }, body: JSON.stringify(credentials) });
        const me = await fetch('/api/v1/users/me');
        return { login: login.status, me: me.status, body: await me.text(), cookie: document.cookie };
      },
      { email, password },
    );
    expect(signedIn.login, 'signed in on the app').to.equal(200);
    expect(signedIn.me).to.equal(200);
    expect(signedIn.body).to.contain(email);
    expect(signedIn.cookie, 'the app origin can read its XSRF cookie').to.contain('XSRF-TOKEN=');
    const cookies = await target.browserContext().cookies();
    expect(cookies.map((cookie) => cookie.name)).to.include(SESSION_COOKIE);
  }

  async function findings(target: Page, path: string): Promise<{ findings: Findings; csp: string }> {
    const response = await target.goto(`http://${slug}.localhost:${app.server.info.port}${path}`);
    expect(response?.status()).to.equal(200);
    await target.waitForSelector('#results[data-done]', { timeout: 15_000 });
    const text = await target.$eval('#results', (element) => element.textContent ?? '');
    return { findings: JSON.parse(text) as Findings, csp: response?.headers()['content-security-policy'] ?? '' };
  }

  function expectNoSession(found: Findings, callsBefore: number): void {
    expect(found.cookie).to.not.contain(SESSION_COOKIE);
    expect(found.cookie).to.not.contain('XSRF-TOKEN');
    expect(found.me).to.not.contain(email);
    expect(found.me).to.not.match(/^200:/);
    // The CSP's connect-src usually stops the call before it leaves the browser; whatever got
    // through carried no session either.
    for (const call of apiCalls.slice(callsBefore)) {
      expect(call.cookie).to.not.contain(SESSION_COOKIE);
      expect(call.user).to.equal(null);
    }
  }

  it("keeps a page's own script in a sandbox: no app cookie, no API call with the session", async () => {
    page = await browser.newPage();
    await signInOnApp(page);
    const before = apiCalls.length;
    const { findings: found, csp } = await findings(page, '/');
    expect(csp).to.match(/^sandbox allow-scripts /);
    expect(csp).to.not.contain('allow-same-origin');
    // An opaque origin has no cookie jar at all.
    expect(found.cookie).to.equal('error:SecurityError');
    expectNoSession(found, before);
  });

  it('keeps an allowlisted widget on the site origin (not sandboxed) away from the app session too', async () => {
    page = await browser.newPage();
    await signInOnApp(page);
    await page.setRequestInterception(true);
    // The widget's host stands in for a third party whose script turned hostile.
    page.on('request', (request) => {
      if (request.url() === WIDGET_URL) void request.respond({ status: 200, contentType: 'text/javascript', body: probeScript(app.url) });
      else void request.continue();
    });
    const before = apiCalls.length;
    const { findings: found, csp } = await findings(page, '/widget.html');
    expect(csp).to.contain('allow-same-origin');
    expect(csp).to.contain(`script-src 'self' ${WIDGET_URL}`);
    expect(found.cookie).to.equal('');
    expectNoSession(found, before);
  });
});
