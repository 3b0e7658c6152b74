import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { waitForJob } from '../../server/jobs/service.ts';
import { composeSitePlan } from '../../server/modules/ai/composer/compose.ts';
import { renderSitePlan } from '../../server/modules/ai/render.ts';
import { createProjectFromPages } from '../../server/modules/projects/service.ts';
import { buildSite } from '../../server/modules/publishing/build/site.ts';
import { createDeploy } from '../../server/modules/publishing/deploys.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createTestUser } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure } from '../helpers/browser.ts';
import { unresolved } from '../publishing/support/built-site.ts';
import { htmlErrors } from './render-checks.ts';
import { PROMPT_CASES } from './support/prompts.ts';

// The composer's sites as visitors get them: each prompt's plan rendered, built as a publish
// builds it and validated, then published live and opened in Chromium, where it must load from
// its own host without a console error. Sites of different kinds must not look alike.

const SITE_URL = 'https://example.test';

describe('composed sites, built and opened in Chromium', function () {
  this.timeout(300_000);
  let app: TestApp;
  let user: User;
  let browser: Browser;
  let page: Page | undefined;

  before(async () => {
    app = await startTestApp({ listen: true });
    await setSetting('published_sites_url', `http://{slug}.localhost:${app.server.info.port}`);
    ({ user } = await createTestUser());
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

  it('validates every page of every prompt’s site, every link and asset resolving', async () => {
    for (const c of PROMPT_CASES) {
      const plan = composeSitePlan({ prompt: c.prompt, pages: c.pages, seed: 3 });
      const site = await buildSite(app.ctx, { project: { name: plan.name, slug: 'composed', pages: renderSitePlan(plan) }, siteUrl: SITE_URL, allowlist: [] });
      const errors: string[] = [];
      for (const file of site.files.filter((candidate) => candidate.path.endsWith('.html'))) errors.push(...(await htmlErrors(file.body.toString('utf8'), file.path)));
      expect(errors, c.prompt).to.deep.equal([]);
      expect(site.warnings, c.prompt).to.deep.equal([]);
      expect(unresolved(site, SITE_URL), c.prompt).to.deep.equal([]);
    }
  });

  it('opens each published home page from its own host without console errors, and no two kinds look alike', async () => {
    const looks = new Map<string, string>();
    for (const c of PROMPT_CASES) {
      const plan = composeSitePlan({ prompt: c.prompt, pages: c.pages, seed: 3 });
      const project = await createProjectFromPages(user, { name: plan.name, workspaceId: DEFAULT_WORKSPACE_ID, pages: renderSitePlan(plan) });
      const { job } = await createDeploy(app.ctx, user, project.id, { prod: true });
      expect((await waitForJob(job.id)).status, c.prompt).to.equal('succeeded');
      const url = new URL(`http://${project.slug}.localhost:${app.server.info.port}/`);

      page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
      page.on('request', (request) => {
        const target = new URL(request.url());
        if (target.protocol !== 'data:' && target.host !== url.host) problems.push(`request to another host: ${request.url()}`);
      });
      const response = await page.goto(url.href, { waitUntil: 'networkidle0' });
      expect(response?.status(), c.prompt).to.equal(200);
      // What sets a site apart at a glance: its colour, its type and what its home page holds.
      const look = await page.evaluate(() => {
        const root = getComputedStyle(document.documentElement);
        const sections = [...document.querySelectorAll('main > *')].map((element) => element.id).join(',');
        return [root.getPropertyValue('--sw-primary').trim(), getComputedStyle(document.querySelector('h1')!).fontFamily, sections].join(' | ');
      });
      expect(problems, c.prompt).to.deep.equal([]);
      const kind = c.kind;
      if (!looks.has(kind)) looks.set(kind, look);
      await page.close();
      page = undefined;
    }
    const kinds = [...looks.keys()];
    expect(kinds.length).to.be.greaterThan(15);
    expect(new Set(looks.values()).size, [...looks.entries()].map(([kind, look]) => `${kind}: ${look}`).join('\n')).to.equal(kinds.length);
  });
});
