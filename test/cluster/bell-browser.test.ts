import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { runCliOk } from '../cli/helpers.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { launchBrowser, screenshotOnFailure } from '../helpers/browser.ts';
import { startCluster, type Cluster } from './support/cluster.ts';
import { call } from './support/http.ts';

// Longer than a message between instances takes, far shorter than the 15 s re-read of a stream
// without Redis: a bell that moves within it was told, not polling.
const EVENT_WAIT_MS = 3000;

describe('cluster in Chromium: the bell on one instance follows notifications made elsewhere', function () {
  this.timeout(120_000);
  let cluster: Cluster;
  let browser: Browser;
  let page: Page;

  before(async function () {
    this.timeout(120_000);
    [cluster, browser] = await Promise.all([startCluster(2), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await cluster?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
  });

  const badge = (target: Page) => target.evaluate(() => document.querySelector('[data-testid=notification-count]')?.textContent?.trim() ?? '');
  const waitForBadge = (target: Page, text: string) =>
    target.waitForFunction((want) => (document.querySelector('[data-testid=notification-count]')?.textContent?.trim() ?? '') === want, { timeout: EVENT_WAIT_MS }, text);

  it('moves the bell on instance B when instance A creates a notification, and clears it when instance A marks it read', async () => {
    const [a, b] = cluster.instances;
    const { user, email } = await createTestUser();
    const owner = await signInAs((await createTestUser()).user);
    const cookie = await signInAs(user);
    const [name, value] = cookie.split('=');
    page = await browser.newPage();
    await page.setCookie({ name, value, url: b.url });
    const streamOpened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/notifications/unread-stream' && response.status() === 200, {
      timeout: 30_000,
    });
    await page.goto(`${b.url}/dashboard`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid=notification-bell]', { visible: true });
    await streamOpened;
    expect(await badge(page)).to.equal('');

    // A colleague, on instance A, invites this user to a workspace: the invitation is a notification.
    const workspace = await call<{ workspace: { id: number } }>(a.url, owner, 'POST', '/api/v1/workspaces', { name: 'Night shift' });
    expect(workspace.status, JSON.stringify(workspace.body)).to.equal(201);
    const invited = await call(a.url, owner, 'POST', `/api/v1/workspaces/${workspace.body.workspace.id}/invites`, { emails: [email] });
    expect(invited.status, JSON.stringify(invited.body)).to.equal(200);
    await waitForBadge(page, '1');

    // And the CLI, a process of its own, announces something.
    await runCliOk(['notify', email, '--message', 'The new plans are live'], { cwd: cluster.cwd, env: cluster.env });
    await waitForBadge(page, '2');

    const marked = await call(a.url, cookie, 'POST', '/api/v1/notifications/mark-as-read', { all: true });
    expect(marked.status, JSON.stringify(marked.body)).to.equal(200);
    await waitForBadge(page, '');
  });
});
