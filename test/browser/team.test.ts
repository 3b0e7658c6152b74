import { expect } from 'chai';
import type { Browser, HTTPResponse, Page } from 'puppeteer-core';
import { ACTIVE_WORKSPACE_COOKIE } from '../../common/constants.ts';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TYPES, type NotificationList, type NotificationSubscriptions } from '../../common/notifications.ts';
import { WORKSPACE_MESSAGES } from '../../common/workspaces.ts';
import { waitForJob } from '../../server/jobs/service.ts';
import { Job } from '../../server/jobs/models.ts';
import { NOTIFICATION_MAIL_JOB } from '../../server/modules/notifications/mail.ts';
import { Notification } from '../../server/modules/notifications/models.ts';
import { countUnread } from '../../server/modules/notifications/unread.ts';
import { PUBLISH_JOB } from '../../server/modules/publishing/deploys.ts';
import { Deploy } from '../../server/modules/publishing/models.ts';
import { Project } from '../../server/modules/projects/models.ts';
import type { User } from '../../server/modules/users/models.ts';
import { linkIn, startMailServer, type ReceivedMail, type TestMailServer } from '../auth/support/mail-server.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { freePort, startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure, waitForText } from '../helpers/browser.ts';
import { jobsFor } from '../notifications/support.ts';

// Issue 14's "Done when", as two people do it in two Chromium sessions against the real server,
// job runner, site serving and a real SMTP server on loopback: the owner makes a team workspace
// with a site and invites a colleague, who sees the bell count rise, joins from the popover, opens
// the team's site in the editor and publishes it; the owner hears of it in the app and by e-mail;
// then the owner turns that notification off on both channels, and the next publish says nothing.
// Needs the built web app (SITEWRIGHT_WEB_DIST).

describe('a team in Chromium: invite, join, publish, notify', function () {
  this.timeout(240_000);
  let mail: TestMailServer;
  let app: TestApp;
  let browser: Browser;
  let owner: User;
  let member: User;
  let ownerPage: Page;
  let memberPage: Page;
  const pageErrors: string[] = [];

  before(async () => {
    mail = await startMailServer();
    // APP_URL is the address the browsers use: the join link in the invite mail must lead there.
    const port = await freePort();
    app = await startTestApp({ listen: true, env: { PORT: String(port), APP_URL: `http://127.0.0.1:${port}`, MAIL_URL: mail.url } });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
    await mail?.close();
  });
  // Each person in a browser context of their own: separate cookies, storage and event streams.
  beforeEach(async () => {
    pageErrors.length = 0;
    owner = (await createTestUser()).user;
    member = (await createTestUser()).user;
    ownerPage = await signedInPage(owner, 'owner');
    memberPage = await signedInPage(member, 'member');
  });
  afterEach(async function () {
    const test = this.currentTest;
    for (const [who, page] of [['owner', ownerPage], ['member', memberPage]] as const) {
      // One picture per person: the same test under a title naming them.
      await screenshotOnFailure(test && (Object.assign(Object.create(test) as Mocha.Test, { fullTitle: () => `${test.fullTitle()} ${who}` })), page);
      await page?.browserContext().close();
    }
    if (test?.state === 'passed') expect(pageErrors, 'uncaught errors in the pages').to.deep.equal([]);
  });

  async function signedInPage(user: User, who: string): Promise<Page> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1400, height: 900 });
    page.on('pageerror', (error) => pageErrors.push(`${who}: ${String(error)}`));
    const [name, value] = (await signInAs(user)).split('=');
    await page.setCookie({ name, value, url: app.url });
    return page;
  }

  const text = (page: Page, selector: string) => page.$eval(selector, (e) => (e as HTMLElement).innerText.trim());
  async function toast(page: Page, message: string): Promise<void> {
    await page.waitForFunction((t) => [...document.querySelectorAll('.sw-toast-message')].some((e) => e.textContent?.includes(t)), { timeout: 15_000 }, message);
  }
  /** The bell's badge as it reads ('' when it shows none). */
  const badge = (page: Page) => page.evaluate(() => document.querySelector('[data-testid=notification-count]')?.textContent?.trim() ?? '');
  async function waitForBadge(page: Page, count: number, timeout = 20_000): Promise<void> {
    await page.waitForFunction((want) => (document.querySelector('[data-testid=notification-count]')?.textContent?.trim() ?? '') === want, { timeout }, count ? String(count) : '');
  }
  /**
   * Resolves once the page's live unread stream answered (the bell opens it once the page settled).
   * Call before the navigation that mounts the bell.
   */
  function unreadStreamOpened(page: Page): Promise<HTTPResponse> {
    return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/notifications/unread-stream' && response.status() === 200, { timeout: 30_000 });
  }
  /** Opens the dashboard and waits for it and for the live unread stream. */
  async function openDashboard(page: Page): Promise<void> {
    const stream = unreadStreamOpened(page);
    await page.goto(`${app.url}/dashboard`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid=dashboard-page]', { visible: true });
    await stream;
  }
  /** Waits for the dashboard's switcher to name the active workspace. */
  async function activeWorkspaceIs(page: Page, name: string): Promise<void> {
    await page.waitForFunction((n) => document.querySelector('[data-testid=workspace-switcher-name]')?.textContent?.trim() === n, { timeout: 15_000 }, name);
  }
  const cookieOf = async (page: Page, name: string) => (await page.browserContext().cookies()).find((cookie) => cookie.name === name)?.value;
  /** Opens the switcher and picks one of its items. */
  async function fromSwitcher(page: Page, item: 'workspace-create' | 'workspace-manage'): Promise<void> {
    await page.click('[data-testid=workspace-switcher]');
    await page.waitForSelector(`[data-testid=${item}]`, { visible: true });
    await page.click(`[data-testid=${item}]`);
  }
  /** Replaces the text of the canvas's first h1 by double-clicking it and typing, as a person would. */
  async function editHeading(page: Page, heading: string): Promise<void> {
    const handle = await page.waitForSelector('[data-testid=canvas-frame]');
    await page.waitForFunction(() => Boolean((document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement | null)?.contentDocument?.querySelector('h1')), { timeout: 15_000 });
    const frame = (await handle!.contentFrame())!;
    const frameBox = (await handle!.boundingBox())!;
    const box = await frame.$eval('h1', (el) => {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.click(frameBox.x + box.x, frameBox.y + box.y, { count: 2 });
    await page.waitForFunction(() => Boolean((document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument!.querySelector('h1[contenteditable=true]')));
    await page.keyboard.down('Control');
    await page.keyboard.press('a');
    await page.keyboard.up('Control');
    await page.keyboard.type(heading);
    await page.keyboard.press('Escape');
    // In the document (Publish saves it first, whether autosave got to it or not).
    await page.waitForFunction((t) => (document.querySelector('[data-testid=canvas-frame]') as HTMLIFrameElement).contentDocument!.querySelector('h1')?.textContent?.trim() === t, {}, heading);
  }
  /** Publishes the open editor's site live and answers the address the dialog gives. */
  async function publishLive(page: Page, message: string): Promise<string> {
    await page.click('[data-testid=publish-button]');
    await page.waitForSelector('[data-testid=publish-form]', { visible: true });
    await page.click('[data-testid=publish-target-prod]');
    await replaceText(page, '[data-testid=publish-message]', message);
    await page.click('[data-testid=publish-submit]');
    await page.waitForSelector('[data-testid=publish-done]', { visible: true, timeout: 60_000 });
    expect(await text(page, '[data-testid=publish-done]')).to.contain('Your site is live').and.contain(message);
    return page.$eval('[data-testid=publish-url]', (a) => a.getAttribute('href')!);
  }
  /** The publish job of the project's deploy `number`, waited for to the end (the notifications are sent inside it). */
  async function publishJobOf(projectId: number, number: number): Promise<void> {
    const deploy = await Deploy.findOne({ where: { project_id: projectId, number } });
    expect(deploy, `deploy #${number}`).to.not.equal(null);
    const jobs = await Job.findAll({ where: { type: PUBLISH_JOB }, order: [['id', 'ASC']] });
    const job = jobs.find((j) => (j.payload as { deployId?: number }).deployId === deploy!.id);
    expect(job, `the publish job of deploy #${number}`).to.not.equal(undefined);
    const finished = await waitForJob(job!.id, { pollMs: 50 });
    expect(finished.status, finished.error ?? '').to.equal('succeeded');
  }
  /** The owner's settings grid: sets site_published's boxes, saves, and waits for the toast. */
  async function setSitePublishedChannels(page: Page, channels: { app: boolean; email: boolean }): Promise<void> {
    await page.goto(`${app.url}/notifications/settings`, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[data-testid=notification-settings-form]', { visible: true });
    for (const [channel, on] of Object.entries(channels)) {
      const box = `[data-testid=notif-${NOTIFICATION_TYPES.sitePublished}-${channel}]`;
      if ((await page.$eval(box, (e) => (e as HTMLInputElement).checked)) !== on) await page.click(box);
      await page.waitForFunction((s, want) => (document.querySelector(s) as HTMLInputElement).checked === want, {}, box, on);
    }
    await page.click('[data-testid=notification-settings-save]');
    await toast(page, NOTIFICATION_MESSAGES.updatedPreferences);
  }
  const boxes = (page: Page) =>
    page.$$eval(`[data-testid^=notif-${NOTIFICATION_TYPES.sitePublished}-]`, (els) => Object.fromEntries(els.map((e) => [e.getAttribute('data-testid')!.split('-').pop()!, (e as HTMLInputElement).checked])));
  const isLiveMail = (to: string, siteName: string) => (m: ReceivedMail) => m.to.includes(to) && m.subject === `${siteName} is live`;

  it('the owner invites a colleague, who joins from the bell and publishes the team site; the owner is notified, until they turn it off', async () => {
    const teamName = 'Pasta Collective';
    const siteName = 'Trattoria Team';

    // The colleague is on their dashboard, with the live unread stream open, and stays on it.
    await openDashboard(memberPage);
    await activeWorkspaceIs(memberPage, 'Default');
    expect(await badge(memberPage)).to.equal('');
    await memberPage.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    // 1. The owner creates a workspace from the switcher, a site in it, and invites the colleague.
    await openDashboard(ownerPage);
    await fromSwitcher(ownerPage, 'workspace-create');
    await replaceText(ownerPage, '[data-testid=workspace-name-input]', teamName);
    await ownerPage.click('[data-testid=create-workspace-submit]');
    await toast(ownerPage, 'Workspace created');
    await activeWorkspaceIs(ownerPage, teamName);
    const teamId = Number(await cookieOf(ownerPage, ACTIVE_WORKSPACE_COOKIE));
    expect(teamId).to.be.greaterThan(0);
    await ownerPage.waitForFunction(() => document.querySelector('h1')?.textContent?.trim() === 'Team sites');

    await ownerPage.click('[data-testid=new-site]');
    await ownerPage.waitForSelector('[data-testid=new-site-dialog]', { visible: true });
    await replaceText(ownerPage, '[data-testid=new-site-name]', siteName);
    await ownerPage.waitForSelector('[data-testid=template-option-restaurant]', { visible: true });
    await ownerPage.click('[data-testid=template-option-restaurant]');
    await ownerPage.click('[data-testid=new-site-submit]');
    await ownerPage.waitForFunction(() => /^\/editor\/\d+$/.test(location.pathname), { timeout: 15_000 });
    await ownerPage.waitForSelector('[data-testid=editor-page]', { visible: true });
    const projectId = Number(new URL(ownerPage.url()).pathname.split('/').pop());
    const project = (await Project.findByPk(projectId))!;
    expect([project.name, project.workspace_id, project.user_id]).to.deep.equal([siteName, teamId, owner.id]);

    await openDashboard(ownerPage);
    await activeWorkspaceIs(ownerPage, teamName);
    await ownerPage.waitForSelector(`[data-testid=project-card][data-project-id="${projectId}"]`, { visible: true });
    await fromSwitcher(ownerPage, 'workspace-manage');
    await ownerPage.waitForSelector('[data-testid=manage-workspace] [data-testid=workspace-invite-form]', { visible: true });
    expect(await ownerPage.$$eval('[data-testid=workspace-member]', (rows) => rows.map((row) => row.getAttribute('data-role')))).to.deep.equal(['owner']);
    await replaceText(ownerPage, '[data-testid=workspace-invite-emails]', member.email);
    expect(await ownerPage.$eval('[data-testid=workspace-invite-role]', (e) => (e as HTMLSelectElement).value)).to.equal('member');
    await ownerPage.click('[data-testid=workspace-invite-submit]');
    await toast(ownerPage, 'Invitation sent');
    await ownerPage.waitForSelector(`[data-testid=workspace-pending-invite][data-invite-email="${member.email}"]`, { visible: true });

    // The invite mail came through SMTP, with a join link for an existing account.
    const invite = await mail.take((m) => m.to.includes(member.email) && m.subject.includes('invited you to join'), 20_000);
    expect(invite.subject).to.contain(teamName);
    const join = linkIn(invite, '/workspace/join/login');
    expect(join.origin).to.equal(app.url);
    expect(join.searchParams.get('invite')).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(join.searchParams.get('email')).to.equal(member.email);

    // 2. The colleague's bell counts it without a reload; they join from the popover.
    await waitForBadge(memberPage, 1);
    await memberPage.click('[data-testid=notification-bell]');
    const invitation = `[data-testid=notification-popover] [data-testid=notification-item][data-notification-type=${NOTIFICATION_TYPES.workspaceInvitation}]`;
    await memberPage.waitForSelector(invitation, { visible: true, timeout: 15_000 });
    expect(await text(memberPage, invitation)).to.contain(teamName);
    await memberPage.click(`${invitation} [data-testid=notification-join]`);
    await toast(memberPage, WORKSPACE_MESSAGES.joined);
    await activeWorkspaceIs(memberPage, teamName);
    expect(await cookieOf(memberPage, ACTIVE_WORKSPACE_COOKIE)).to.equal(String(teamId));
    const memberCard = `[data-testid=project-card][data-project-id="${projectId}"]`;
    await memberPage.waitForSelector(memberCard, { visible: true, timeout: 15_000 });
    expect(await text(memberPage, `${memberCard} [data-testid=project-open]`)).to.contain(siteName);
    expect(await memberPage.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'the dashboard was not reloaded').to.equal(true);

    // The owner turns on the e-mail for published sites (off by default), then waits on the dashboard.
    await setSitePublishedChannels(ownerPage, { app: true, email: true });
    await openDashboard(ownerPage);
    const ownerUnread = await countUnread(owner.id);
    expect(ownerUnread, 'the member-joined notification').to.equal(1);
    await waitForBadge(ownerPage, ownerUnread);
    const ownerMailJobs = (await jobsFor(NOTIFICATION_MAIL_JOB, owner.id)).length;

    // 3. The colleague opens the shared site in the editor and publishes it live.
    await memberPage.click(`${memberCard} [data-testid=project-open]`);
    await memberPage.waitForSelector('[data-testid=editor-page]', { visible: true, timeout: 20_000 });
    expect(new URL(memberPage.url()).pathname).to.equal(`/editor/${projectId}`);
    await editHeading(memberPage, 'Handmade by the whole team');
    const liveUrl = await publishLive(memberPage, 'Opening night');
    expect(await memberPage.$eval('[data-testid=save-state]', (e) => e.getAttribute('data-state'))).to.equal('saved');
    expect(liveUrl).to.equal(`http://${project.slug}.localhost:${new URL(app.url).port}`);
    await publishJobOf(projectId, 1);
    const siteTab = await memberPage.browserContext().newPage();
    try {
      const response = await siteTab.goto(liveUrl, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), liveUrl).to.equal(200);
      expect(await siteTab.$eval('h1', (e) => e.textContent?.trim())).to.equal('Handmade by the whole team');
    } finally {
      await siteTab.close();
    }
    const published = await Project.findByPk(projectId);
    expect(published!.live_deploy_id).to.not.equal(null);

    // 4. The owner's bell counts it without a reload; the popover lists it; the mail arrived.
    await waitForBadge(ownerPage, ownerUnread + 1);
    await ownerPage.click('[data-testid=notification-bell]');
    const publishedItem = `[data-testid=notification-popover] [data-testid=notification-item][data-notification-type=${NOTIFICATION_TYPES.sitePublished}]`;
    await ownerPage.waitForSelector(publishedItem, { visible: true, timeout: 15_000 });
    expect(await text(ownerPage, publishedItem)).to.contain(`${siteName} is live.`).and.contain('Deploy #1');
    expect(await ownerPage.$eval(publishedItem, (e) => e.getAttribute('data-unread'))).to.equal('true');
    await ownerPage.keyboard.press('Escape');
    await ownerPage.waitForSelector('[data-testid=notification-popover]', { hidden: true });
    const liveMail = await mail.take(isLiveMail(owner.email, siteName), 20_000);
    expect(liveMail.text).to.contain(liveUrl);
    // Its one-click unsubscribe link, for this type only, in the body and the List-Unsubscribe header.
    const unsubscribe = linkIn(liveMail, '/api/v1/notifications/unsubscribe/');
    expect(unsubscribe.origin).to.equal(app.url);
    const listUnsubscribe = liveMail.parsed.headerLines.find((line) => line.key === 'list-unsubscribe')?.line.replace(/\r?\n\s+/g, ' ');
    expect(listUnsubscribe).to.equal(`List-Unsubscribe: <${unsubscribe.href}>`);
    expect(await jobsFor(NOTIFICATION_MAIL_JOB, owner.id)).to.have.length(ownerMailJobs + 1);
    expect(mail.pending().filter((m) => m.to.includes(member.email)), 'the publisher is not told of their own publish').to.deep.equal([]);

    // 5. The owner turns both channels off; after a reload they are still off.
    await setSitePublishedChannels(ownerPage, { app: false, email: false });
    await ownerPage.reload({ waitUntil: 'domcontentloaded' });
    await ownerPage.waitForSelector('[data-testid=notification-settings-form]', { visible: true });
    expect(await boxes(ownerPage)).to.include({ app: false, email: false });
    await waitForText(ownerPage, 'A site was published');
    const saved = await ownerPage.evaluate(async () => (await (await fetch('/api/v1/notifications/me/subscriptions')).json()) as NotificationSubscriptions);
    expect(saved.user_selections.find((s) => s.notif_id === NOTIFICATION_TYPES.sitePublished)!.channels).to.include({ app: false, email: false });
    const unreadBefore = await countUnread(owner.id);
    const mailJobsBefore = (await jobsFor(NOTIFICATION_MAIL_JOB, owner.id)).length;

    // The colleague publishes again: the owner hears nothing, in the app or by mail.
    await memberPage.click('[data-testid=publish-close]');
    await memberPage.waitForSelector('[data-testid=publish-dialog]', { hidden: true });
    expect(await publishLive(memberPage, 'Second service')).to.equal(liveUrl);
    await publishJobOf(projectId, 2);
    expect((await Deploy.findOne({ where: { project_id: projectId, number: 2 } }))!.status).to.equal('ready');
    expect((await Project.findByPk(projectId))!.live_deploy_id).to.equal((await Deploy.findOne({ where: { project_id: projectId, number: 2 } }))!.id);
    expect(await Notification.count({ where: { user_id: owner.id, type: NOTIFICATION_TYPES.sitePublished } })).to.equal(1);
    const list = await ownerPage.evaluate(async () => (await (await fetch('/api/v1/notifications')).json()) as NotificationList);
    expect(list.pagination.data.filter((n) => n.type === NOTIFICATION_TYPES.sitePublished)).to.have.length(1);
    expect(list.unreadCount).to.equal(unreadBefore);
    expect(await jobsFor(NOTIFICATION_MAIL_JOB, owner.id)).to.have.length(mailJobsBefore);
    expect(mail.pending().filter(isLiveMail(owner.email, siteName))).to.deep.equal([]);
    expect(await badge(ownerPage)).to.equal(String(unreadBefore));
  });
});
