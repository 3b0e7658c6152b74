import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import { createProject } from '../../server/modules/projects/service.ts';
import type { User } from '../../server/modules/users/models.ts';
import { signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { launchBrowser, screenshotOnFailure, waitForText } from '../helpers/browser.ts';

const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true };
const DESKTOP = { width: 1280, height: 900 };

// The navigation a person finds on a phone (390 px) and on a desktop: the user menu, the menu
// button and its drawer, and the editor's top bar.
describe('navigation on a phone and in the user menu, in Chromium', function () {
  this.timeout(90_000);
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let admin: User;
  let member: User;
  let projectId = 0;

  before(async () => {
    app = await startTestApp({ listen: true });
    admin = await createUser({ email: 'admin@example.com', password: 'admin-password-1', emailVerified: true, roles: ['admin'] });
    member = await createUser({ email: 'member@example.com', password: 'member-password-1', emailVerified: true });
    projectId = (await createProject(member, { name: 'Bakery', templateSlug: 'restaurant', workspaceId: DEFAULT_WORKSPACE_ID })).id;
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  beforeEach(async () => {
    page = await (await browser.createBrowserContext()).newPage();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
    await page.browserContext().close();
  });

  async function signIn(user: User): Promise<void> {
    const [name, value] = (await signInAs(user)).split('=');
    await page.setCookie({ name, value, url: app.url });
  }
  const texts = (selector: string) => page.$$eval(selector, (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
  const drawerOpen = () => page.$eval('[data-testid=mobile-nav]', (d) => (d as HTMLDialogElement).open);
  async function openDrawer(): Promise<void> {
    await page.click('[data-testid=mobile-nav-button]');
    await page.waitForSelector('[data-testid=mobile-nav][open] a', { visible: true });
  }
  /** The links the desktop navbar shows after the logo, and those the phone's drawer shows first. */
  async function desktopAndDrawerLinks(path: string): Promise<{ desktop: string[]; drawer: string[] }> {
    await page.setViewport(DESKTOP);
    await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle0' });
    const desktop = await texts('.sw-navbar-links a');
    await page.setViewport(PHONE);
    await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle0' });
    await openDrawer();
    return { desktop, drawer: await texts('[data-testid=mobile-nav] .sw-mobile-nav-section:first-child a') };
  }

  it('lists every user menu item once, for a member and for an admin', async () => {
    await page.setViewport(DESKTOP);
    await signIn(admin);
    await page.goto(`${app.url}/dashboard`, { waitUntil: 'networkidle0' });
    await page.click('[data-testid=user-menu-button]');
    await page.waitForSelector('[role=menuitem]');
    const adminItems = await texts('[role=menu] [role=menuitem]');
    expect(adminItems).to.deep.equal(['API', 'Account settings', 'Dashboard', 'Admin area', 'Log out']);

    await page.deleteCookie(...(await page.cookies()));
    await signIn(member);
    await page.goto(`${app.url}/dashboard`, { waitUntil: 'networkidle0' });
    await page.click('[data-testid=user-menu-button]');
    await page.waitForSelector('[role=menuitem]');
    expect(await texts('[role=menu] [role=menuitem]')).to.deep.equal(['API', 'Account settings', 'Dashboard', 'Log out']);
  });

  it('gives a visitor on the landing page a menu button whose drawer holds the navbar links, log in and register', async () => {
    const { desktop, drawer } = await desktopAndDrawerLinks('/');
    expect(desktop.length).to.be.greaterThan(3);
    expect(drawer).to.deep.equal(desktop);
    expect(await texts('[data-testid=mobile-nav] .sw-mobile-nav-auth a')).to.deep.equal(['Log In', 'Get Started']);
    // A section link scrolls the page and closes the drawer.
    await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-testid=mobile-nav] a')].find((a) => a.innerText.trim() === 'Features')!.click());
    await page.waitForFunction(() => !(document.querySelector('[data-testid=mobile-nav]') as HTMLDialogElement).open);
    expect(new URL(page.url()).hash).to.equal('#features');
  });

  it('works from the keyboard: Enter opens, focus stays inside, Escape closes and focus returns to the button', async () => {
    await page.setViewport(PHONE);
    await signIn(member);
    await page.goto(`${app.url}/dashboard`, { waitUntil: 'networkidle0' });
    await page.focus('[data-testid=mobile-nav-button]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=mobile-nav][open]');
    expect(await page.$eval('[data-testid=mobile-nav-button]', (b) => b.getAttribute('aria-expanded'))).to.equal('true');
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid=mobile-nav]')))).to.equal(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !(document.querySelector('[data-testid=mobile-nav]') as HTMLDialogElement).open);
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'mobile-nav-button');
    expect(await page.$eval('[data-testid=mobile-nav-button]', (b) => b.getAttribute('aria-expanded'))).to.equal('false');
  });

  it('gives the dashboard the account links in the drawer, which navigate and close it', async () => {
    await page.setViewport(PHONE);
    await signIn(member);
    await page.goto(`${app.url}/dashboard`, { waitUntil: 'networkidle0' });
    await openDrawer();
    expect(await texts('[data-testid=mobile-nav] nav a')).to.deep.equal(['Notifications', 'API', 'Account settings', 'Dashboard']);
    expect(await texts('[data-testid=mobile-nav] nav button')).to.deep.equal(['Log out']);
    await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-testid=mobile-nav] a')].find((a) => a.innerText.trim() === 'Account settings')!.click());
    await page.waitForSelector('[data-testid=panel-password]');
    expect(new URL(page.url()).pathname).to.equal('/account-settings');
    expect(await drawerOpen()).to.equal(false);
  });

  it('gives account settings its navbar menu in the drawer too', async () => {
    await signIn(member);
    const { desktop, drawer } = await desktopAndDrawerLinks('/account-settings');
    expect(desktop).to.deep.equal(['Dashboard', 'Pricing', 'Contact']);
    expect(drawer).to.deep.equal(desktop);
  });

  it('tells, in the password panel, that a change signs out other devices and revokes API tokens', async () => {
    await page.setViewport(PHONE);
    await signIn(member);
    await page.goto(`${app.url}/account-settings`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=panel-password]');
    const text = await page.$eval('[data-testid=panel-password]', (e) => (e as HTMLElement).innerText);
    expect(text).to.contain('Changing your password signs you out on your other devices and revokes your API tokens.');
  });

  it('fits the editor top bar in 390 px: nothing overlaps, Save is whole and takes the click, widths move to a menu', async () => {
    await page.setViewport(PHONE);
    await signIn(member);
    await page.goto(`${app.url}/editor/${projectId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=save-state]');

    const layout = await page.$eval('[data-testid=editor-topbar]', (bar) => {
      const controls = [...bar.querySelectorAll<HTMLElement>('button, select, a, [role=status]')]
        .map((el) => ({ id: el.dataset.testid ?? el.tagName, rect: el.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0 && rect.height > 0)
        .sort((a, b) => a.rect.left - b.rect.left);
      const overlaps: string[] = [];
      controls.forEach((a, i) => {
        for (const b of controls.slice(i + 1)) if (b.rect.left < a.rect.right - 0.5) overlaps.push(`${a.id} / ${b.id}`);
      });
      const outside = controls.filter(({ rect }) => rect.left < 0 || rect.right > window.innerWidth).map(({ id }) => id);
      return { overlaps, outside, scrolls: bar.scrollWidth > bar.clientWidth };
    });
    expect(layout).to.deep.equal({ overlaps: [], outside: [], scrolls: false });

    const save = (await (await page.$('[data-testid=save-button]'))!.boundingBox())!;
    const x = save.x + save.width / 2;
    const y = save.y + save.height / 2;
    expect(await page.evaluate((px, py) => Boolean(document.elementFromPoint(px, py)?.closest('[data-testid=save-button]')), x, y)).to.equal(true);
    await page.evaluate(() => {
      document.addEventListener('click', (event) => ((window as unknown as { lastClick: string }).lastClick = (event.target as HTMLElement).closest('[data-testid]')?.getAttribute('data-testid') ?? ''), { capture: true, once: true });
    });
    await page.mouse.click(x, y);
    expect(await page.evaluate(() => (window as unknown as { lastClick: string }).lastClick)).to.equal('save-button');

    // The preview widths are one menu away.
    await page.click('[data-testid=editor-more-button]');
    await page.click('[data-testid=breakpoint-tablet]');
    await page.waitForSelector('[data-testid=editor-more-button][aria-expanded=false]');
    await page.click('[data-testid=editor-more-button]');
    await page.waitForSelector('[data-testid=breakpoint-tablet][aria-checked=true]');
    await waitForText(page, 'Tablet (768px)');
  });
});
