import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { Browser, HTTPResponse, Page } from 'puppeteer-core';
import { packageRoot } from '../../config/paths.ts';
import type { DeployRecord } from '../../common/publishing.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { launchBrowser, screenshotOnFailure } from '../helpers/browser.ts';
import { withCsrf } from '../helpers/http.ts';

// Every starter template, published live and visited in Chromium as a visitor would: every page
// the home page links to opens, every request the pages make is answered from the site's own
// host without an error, and nothing is logged to the console.
const TEMPLATES = readdirSync(join(packageRoot, 'templates', 'sites')).sort();

describe('publishing every starter template, checked in Chromium', function () {
  this.timeout(300_000);
  let app: TestApp;
  let browser: Browser;
  let page: Page | undefined;
  let cookie = '';

  before(async () => {
    app = await startTestApp({ listen: true });
    // The app listens on a port picked at start: its published sites use the same one.
    await setSetting('published_sites_url', `http://{slug}.localhost:${app.server.info.port}`);
    const { user } = await createTestUser();
    cookie = await signInAs(user);
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

  async function api<T>(method: string, url: string, payload?: object): Promise<T> {
    const response = await app.server.inject({ method, url, payload, headers: withCsrf({ cookie }) });
    expect(response.statusCode, `${method} ${url}: ${response.payload}`).to.be.within(200, 299);
    return response.result as T;
  }

  async function publishLive(templateSlug: string): Promise<DeployRecord> {
    const { project } = await api<{ project: { id: number } }>('POST', '/api/v1/projects', { name: `Site ${templateSlug}`, templateSlug });
    const { deploy, job } = await api<{ deploy: DeployRecord; job: { id: number } }>('POST', `/api/v1/projects/${project.id}/deploys`, { prod: true });
    for (let waited = 0; waited < 60_000; waited += 100) {
      const { job: current } = await api<{ job: { status: string; error: string | null } }>('GET', `/api/v1/jobs/${job.id}`);
      if (current.status === 'succeeded') return (await api<{ deploy: DeployRecord }>('GET', `/api/v1/projects/${project.id}/deploys/${deploy.number}`)).deploy;
      expect(current.status, current.error ?? '').to.be.oneOf(['queued', 'running']);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the publish of ${templateSlug} did not finish`);
  }

  for (const template of TEMPLATES) {
    it(`${template}: every page and asset loads from the site's own host, without console errors`, async () => {
      const deploy = await publishLive(template);
      expect(deploy.live).to.equal(true);
      const site = new URL(deploy.url);
      page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol !== 'data:' && url.host !== site.host) problems.push(`request to another host: ${request.url()}`);
      });
      page.on('response', (response: HTTPResponse) => {
        if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
      });

      await page.goto(site.href, { waitUntil: 'networkidle0' });
      const internal = await page.$$eval('a[href]', (links, host) => [...new Set(links.map((a) => (a as HTMLAnchorElement).href).filter((href) => new URL(href).host === host).map((href) => href.split('#')[0]))], site.host);
      expect(internal.length, 'links to the site pages').to.be.greaterThan(0);
      for (const href of internal) {
        const response = await page.goto(href, { waitUntil: 'networkidle0' });
        // The home page is in the cache already: revalidated by its ETag, it answers 304.
        expect(response?.status(), href).to.be.oneOf([200, 304]);
      }
      expect(problems).to.deep.equal([]);
    });
  }
});
