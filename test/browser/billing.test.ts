import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { choosePrice, displayedAmount, type AccountUsage, type PriceData, type ProductData } from '../../common/billing.ts';
import { formatMoney } from '../../common/number-format.ts';
import type { User } from '../../server/modules/users/models.ts';
import { createTestUser, signInAs } from '../helpers/account-session.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure, waitForText } from '../helpers/browser.ts';
import { Customer, startBillingWorld, type BillingWorld } from '../billing/support.ts';

// Billing as a user meets it, in Chromium against the real server, the real Stripe SDK and the
// loopback Stripe stand-in (its hosted checkout page included). Needs the built web app.

describe('billing in Chromium', function () {
  this.timeout(120_000);
  let browser: Browser;
  let page: Page;
  let pageErrors: string[] = [];

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  // A fresh browser context per test: no session or stored plan choice carried over.
  beforeEach(async () => {
    pageErrors = [];
    const context = await browser.createBrowserContext();
    page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
    await page?.browserContext().close();
    if (this.currentTest?.state === 'passed') expect(pageErrors, 'uncaught errors in the page').to.deep.equal([]);
  });

  const path = () => new URL(page.url()).pathname;
  const text = (selector: string) => page.$eval(selector, (e) => (e as HTMLElement).innerText.trim());
  const texts = (selector: string) => page.$$eval(selector, (els) => els.map((e) => (e as HTMLElement).innerText.trim()));
  /** Polls the page's address (client-side navigations included) until it matches. */
  async function waitForUrl(matches: (url: URL) => boolean, what: string, timeout = 15_000): Promise<void> {
    const until = Date.now() + timeout;
    while (!matches(new URL(page.url()))) {
      if (Date.now() > until) throw new Error(`Waited for ${what}; the page is at ${page.url()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  async function signIn(app: TestApp, user: User): Promise<void> {
    const [name, value] = (await signInAs(user)).split('=');
    await page.setCookie({ name, value, url: app.url });
  }
  /** A date as the billing screens write it, formatted by the browser (its time zone decides the day). */
  const billingDate = (iso: string) => page.evaluate((value) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(Date.parse(value)), iso);
  const usageOfPage = () => page.evaluate(async () => (await (await fetch('/api/v1/account/usage')).json()) as AccountUsage);
  async function menuItems(): Promise<string[]> {
    await page.click('[data-testid=user-menu-button]');
    await page.waitForSelector('[role=menuitem]', { visible: true });
    return texts('[role=menuitem]');
  }

  describe('with billing on', () => {
    let world: BillingWorld;
    let products: ProductData[];
    const plan = (name: string) => products.find((p) => p.name === name)!;

    before(async () => {
      world = await startBillingWorld();
      const response = await fetch(`${world.app.url}/api/v1/billing/products`);
      products = ((await response.json()) as { products: ProductData[] }).products;
    });
    after(async () => {
      await world?.close();
    });

    /** Premium's card shows the price as the plans list has it, beside the struck-through double. */
    async function expectPremiumPrice(price: PriceData): Promise<void> {
      const card = '[data-testid=plan-card-premium]';
      const amount = await text(`${card} [data-testid=plan-price-amount]`);
      expect(amount).to.equal(formatMoney(displayedAmount(price), price.currency));
      const struck = await page.$eval(`${card} [data-testid=plan-price-struck]`, (e) => e.textContent!.replace(e.querySelector('.sw-visually-hidden')?.textContent ?? '', '').trim());
      const number = (money: string) => Number(money.replace(/[^0-9.]/g, ''));
      expect(number(struck)).to.be.closeTo(2 * number(amount), 0.001);
      expect(struck).to.equal(formatMoney(2 * displayedAmount(price), price.currency));
      expect(await text(`${card} [data-testid=plan-price]`)).to.include(price.interval === 'year' ? '/ year' : '/ month');
    }

    it("a guest chooses Premium on /pricing, registers, pays on Stripe's page and is on the plan", async () => {
      const premium = plan('Premium');
      const monthly = choosePrice(premium.prices, 'month')!;
      const yearly = choosePrice(premium.prices, 'year')!;
      expect(monthly.interval).to.equal('month');
      expect(yearly.interval).to.equal('year');
      const visited: string[] = [];
      page.on('framenavigated', (frame) => void (frame === page.mainFrame() && visited.push(frame.url())));

      await page.goto(`${world.app.url}/pricing`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid=plan-cards]');
      expect(await texts('[data-testid=plan-cards] > li h3')).to.deep.equal(['Essentials', 'Starter', 'Premium', 'Ultimate']);
      expect(await texts('[data-testid=billing-interval] label')).to.deep.equal(['Monthly', 'Yearly']);
      expect(await text('[data-testid=yearly-discount]')).to.equal('Save 20%');
      expect(await page.$eval('[data-testid=interval-month]', (e) => (e as HTMLInputElement).checked)).to.equal(true);
      await expectPremiumPrice(monthly);

      await page.click('[data-testid=interval-year]');
      await page.waitForSelector('[data-testid=plan-cards][data-interval=year]');
      await expectPremiumPrice(yearly);
      expect(await text('[data-testid=plan-card-premium] [data-testid=plan-price-amount]')).to.not.equal(formatMoney(displayedAmount(monthly), monthly.currency));
      await page.click('[data-testid=interval-month]');
      await page.waitForSelector('[data-testid=plan-cards][data-interval=month]');
      await expectPremiumPrice(monthly);

      expect(await text('[data-testid=plan-button-premium]')).to.equal('Upgrade');
      await page.click('[data-testid=plan-button-premium]');
      await waitForUrl((url) => url.pathname === '/register' && url.searchParams.get('redirectFrom') === 'pricing', '/register?redirectFrom=pricing');
      await waitForText(page, "First, let's create your account");

      const email = 'premium-buyer@example.com';
      await replaceText(page, 'input[name=email]', email);
      await replaceText(page, 'input[name=password]', 'premium-password-1');
      await replaceText(page, 'input[name=password_confirmation]', 'premium-password-1');
      const policies = await page.$$('input[type=checkbox][name^="policies."]');
      expect(policies.length).to.be.greaterThan(0);
      for (const checkbox of policies) await checkbox.click();
      expect(await text('[data-testid=register-submit]')).to.equal('Create account');
      await page.click('[data-testid=register-submit]');

      // Through the checkout page of the monthly price to the payment provider's hosted page.
      await waitForUrl((url) => url.href.startsWith(`${world.stripe.url}/pay/`), "the stand-in's checkout page");
      expect(visited.map((url) => new URL(url).pathname)).to.include(`/checkout/${premium.id}/${monthly.id}`);
      await page.waitForSelector('form button[type=submit]');
      expect(await text('h1')).to.equal('Subscribe');
      expect(await text('.email')).to.equal(email);
      expect(await text('.product')).to.equal('Premium');

      // Paid, but Stripe's webhook has not reached the server yet: the success page waits for it.
      world.stripe.pauseWebhooks();
      await page.click('form button[type=submit]');
      await waitForUrl((url) => url.origin === world.app.url && url.pathname === '/billing/success', '/billing/success');
      await page.waitForSelector('[data-testid=billing-success-pending]');
      await world.stripe.flushWebhooks();
      await page.waitForSelector('[data-testid=billing-success-done]', { timeout: 15_000 });
      expect(await text('[data-testid=billing-success-plan]')).to.equal("You're on the Premium plan.");

      const usage = await usageOfPage();
      const renewsAt = usage.current_plan!.renews_at!;
      expect(Date.parse(renewsAt)).to.be.greaterThan(Date.now() + 27 * 86_400_000);
      const renewal = await billingDate(renewsAt);
      expect(await texts('[data-testid=billing-success-dates] li')).to.deep.equal([`Renews on ${renewal}`]);

      // The user menu now leads to /billing.
      const items = await menuItems();
      expect(items).to.include('Billing');
      await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[role=menuitem]')].find((e) => e.innerText.trim() === 'Billing')!.click());
      await waitForUrl((url) => url.pathname === '/billing', '/billing');
      await page.waitForSelector('[data-testid=billing-current-plan]');
      expect(await text('[data-testid=billing-plan-name]')).to.equal('Premium');
      expect(await text('[data-testid=billing-plan-price]')).to.equal(`${formatMoney(displayedAmount(monthly), monthly.currency)} / month`);
      expect(await text('[data-testid=billing-plan-status]')).to.equal('Active');
      expect(await texts('[data-testid=billing-plan-dates] li')).to.deep.equal([`Renews on ${renewal}`]);
      expect(await text('[data-testid="usage-projects.create"] [data-testid=usage-count]')).to.equal('0 of 20 sites');
      await page.waitForSelector('[data-testid=invoice-row]');
      const invoices = await page.$$eval('[data-testid=invoice-row]', (rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell as HTMLElement).innerText.trim())));
      expect(invoices).to.have.length(1);
      expect(invoices[0][2]).to.equal(formatMoney(monthly.amount, monthly.currency));
      expect(invoices[0][3]).to.equal('Paid');
      expect(await page.$eval('[data-testid=invoice-view]', (a) => (a as HTMLAnchorElement).href)).to.match(new RegExp(`^${world.stripe.url}/invoices/`));
    });

    it("a subscriber sees their plan's card as the active plan, its button disabled", async () => {
      const customer = await Customer.create(world);
      await customer.subscribe('Starter');
      await signIn(world.app, customer.user);

      await page.goto(`${world.app.url}/pricing`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid=plan-cards]');
      const starter = '[data-testid=plan-card-starter]';
      expect(await page.$eval(starter, (e) => e.getAttribute('data-current'))).to.equal('true');
      expect(await text(`${starter} [data-testid=plan-active]`)).to.equal('Active plan');
      expect(await text(`[data-testid=plan-button-starter]`)).to.equal('Current plan');
      expect(await page.$eval('[data-testid=plan-button-starter]', (e) => (e as HTMLButtonElement).disabled)).to.equal(true);
      // Only that card: the others stay choosable.
      expect(await page.$$('[data-testid=plan-active]')).to.have.length(1);
      expect(await page.$eval('[data-testid=plan-button-premium]', (e) => (e as HTMLButtonElement).disabled)).to.equal(false);
      expect(await text('[data-testid=plan-button-premium]')).to.equal('Upgrade');
    });

    it('cancels the plan on /billing, sees when it ends, and resumes it', async () => {
      const customer = await Customer.create(world);
      const subscriptionId = await customer.subscribe('Premium');
      await signIn(world.app, customer.user);
      const end = await billingDate((await customer.usage()).current_plan!.renews_at!);

      await page.goto(`${world.app.url}/billing`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid=billing-current-plan]');
      expect(await texts('[data-testid=billing-plan-dates] li')).to.deep.equal([`Renews on ${end}`]);

      await page.click('[data-testid=billing-cancel]');
      await page.waitForSelector('[data-testid=cancel-plan-dialog]', { visible: true });
      expect(await text('[data-testid=cancel-plan-dialog]')).to.include(`Your Premium plan stays active until ${end}.`);
      await page.click('[data-testid=cancel-plan-confirm]');
      await page.waitForSelector('[data-testid=billing-resume]', { visible: true });
      await page.waitForSelector('[data-testid=cancel-plan-dialog]', { hidden: true });
      expect(await texts('[data-testid=billing-plan-dates] li')).to.deep.equal([`Ends on ${end}`]);
      expect(await text('[data-testid=billing-plan-status]')).to.equal('Cancelled');
      expect(await page.$('[data-testid=billing-cancel]')).to.equal(null);
      expect(world.stripe.subscription(subscriptionId)!.cancel_at_period_end).to.equal(true);

      await page.click('[data-testid=billing-resume]');
      await page.waitForSelector('[data-testid=resume-plan-dialog]', { visible: true });
      expect(await text('[data-testid=resume-plan-dialog]')).to.include(`Your Premium plan renews on ${end} instead of ending`);
      await page.click('[data-testid=resume-plan-confirm]');
      await page.waitForSelector('[data-testid=billing-cancel]', { visible: true });
      expect(await texts('[data-testid=billing-plan-dates] li')).to.deep.equal([`Renews on ${end}`]);
      expect(await text('[data-testid=billing-plan-status]')).to.equal('Active');
      expect(world.stripe.subscription(subscriptionId)!.cancel_at_period_end).to.equal(false);
    });

    // Last with billing on: ending the period moves the stand-in's clock a month ahead.
    it('a user whose plan ended keeps their site, opens it read-only and is pointed to the plans', async () => {
      const customer = await Customer.create(world);
      const subscriptionId = await customer.subscribe('Starter');
      const site = (await customer.ok<{ project: { id: number } }>('POST', '/api/v1/projects', { name: 'Corner bakery' })).project;
      await customer.ok('POST', '/api/v1/billing/cancel');
      await world.stripe.advancePeriod(subscriptionId);
      await world.stripe.flushWebhooks();
      expect((await customer.usage()).current_plan).to.equal(null);
      await signIn(world.app, customer.user);

      await page.goto(`${world.app.url}/dashboard`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid=lapsed-plan-banner]');
      await waitForText(page, 'Your Starter plan has ended. Renew it to edit and publish your sites.');
      expect(await page.$eval('[data-testid=lapsed-plan-renew]', (a) => new URL((a as HTMLAnchorElement).href).pathname)).to.equal('/pricing');
      await page.waitForSelector('[data-testid=project-card]');
      expect(await texts('[data-testid=project-card] [data-testid=project-open]')).to.deep.equal(['Corner bakery']);
      // Creating another site leads to the plans instead.
      expect(await page.$eval('[data-testid=new-site]', (a) => (a instanceof HTMLAnchorElement ? new URL(a.href).pathname : a.tagName))).to.equal('/pricing');

      await page.click(`[data-testid=project-card][data-project-id="${site.id}"] [data-testid=project-open]`);
      await waitForUrl((url) => url.pathname === `/editor/${site.id}`, 'the editor');
      await page.waitForSelector('[data-testid=editor-page][data-read-only=true]');
      expect(await page.$eval('[data-testid=save-state]', (e) => e.getAttribute('data-state'))).to.equal('read-only');
      expect(await text('[data-testid=save-state]')).to.equal('Read only');
      expect(await page.$('[data-testid=publish-button]')).to.equal(null);
      await page.waitForSelector('[data-testid=lapsed-plan-banner][data-compact=true]');
      await waitForText(page, 'This site opens read-only.');
    });
  });

  describe('with billing off', () => {
    let app: TestApp;

    before(async () => {
      app = await startTestApp({ listen: true });
    });
    after(async () => {
      await app?.stop();
    });

    it('shows no prices, no billing page, and lets a new user create a site without paying', async () => {
      await page.goto(`${app.url}/pricing`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid=pricing-free]');
      expect(await text('[data-testid=pricing-free]')).to.include('Every feature is free on this server');
      expect(await page.$('[data-testid=plan-cards]')).to.equal(null);
      expect(await page.$('[data-testid=plan-price]')).to.equal(null);
      expect(await page.$('[data-testid=billing-interval]')).to.equal(null);
      expect(await page.evaluate(() => document.body.innerText)).to.not.match(/\$\s?\d/);

      const { user } = await createTestUser();
      await signIn(app, user);
      await page.goto(`${app.url}/billing`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid=not-found-page]');
      expect(await page.$('[data-testid=billing-page]')).to.equal(null);
      expect(await menuItems()).to.not.include('Billing');

      await page.goto(`${app.url}/dashboard`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid=new-site]');
      expect(await page.$eval('[data-testid=new-site]', (e) => e.tagName)).to.equal('BUTTON');
      expect(await page.$('[data-testid=lapsed-plan-banner]')).to.equal(null);
      await page.click('[data-testid=new-site]');
      await page.waitForSelector('[data-testid=new-site-dialog]', { visible: true });
      await replaceText(page, '[data-testid=new-site-name]', 'Free for all');
      await page.click('[data-testid=new-site-submit]');
      await waitForUrl((url) => /^\/editor\/\d+$/.test(url.pathname), 'the editor of the new site');
      await page.waitForSelector('[data-testid=save-state]');
      expect(await page.$eval('[data-testid=save-state]', (e) => e.getAttribute('data-state'))).to.not.equal('read-only');
      expect(await page.$('[data-testid=publish-button]')).to.not.equal(null);
      expect(path()).to.match(/^\/editor\/\d+$/);
    });
  });
});
