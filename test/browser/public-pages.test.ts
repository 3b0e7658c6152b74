import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DAYS } from '../../common/constants.ts';
import { ContactMessage } from '../../server/modules/contact/models.ts';
import { createCustomPage } from '../../server/modules/pages/admin-service.ts';
import { CustomPage } from '../../server/modules/pages/models.ts';
import { getAllSettings, setSetting } from '../../server/modules/settings/service.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure } from '../helpers/browser.ts';
import { mailTo, startMailServer, type TestMailServer } from '../auth/support/mail-server.ts';

// The public pages as a visitor uses them, in Chromium against the real server: the contact form
// end to end through a loopback SMTP server (with its hourly limit and the human check), custom
// pages with their navbar menu and a stored XSS attempt that must stay inert, and the cookie notice.

describe('public pages in Chromium', function () {
  this.timeout(120_000);
  const adminEmail = 'owner@example.com';
  let app: TestApp;
  let mail: TestMailServer;
  let browser: Browser;
  let page: Page;
  const dialogs: string[] = [];
  const pageErrors: string[] = [];

  before(async () => {
    mail = await startMailServer();
    app = await startTestApp({ listen: true, env: { MAIL_URL: mail.url } });
    await createUser({ email: adminEmail, password: 'owner-password-1', emailVerified: true, roles: ['admin'] });
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => pageErrors.push(String(error)));
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
    await mail?.close();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
  });

  const text = (selector: string) => page.$eval(selector, (e) => (e as HTMLElement).innerText);
  async function toast(message: string): Promise<void> {
    await page.waitForFunction((t) => [...document.querySelectorAll('.sw-toast-message')].some((e) => e.textContent?.includes(t)), { timeout: 10_000 }, message);
  }
  async function fillContact(values: { name: string; email: string; subject: string; message: string }): Promise<void> {
    await replaceText(page, '[data-testid=contact-name]', values.name);
    await replaceText(page, '[data-testid=contact-email]', values.email);
    await replaceText(page, '[data-testid=contact-subject]', values.subject);
    await replaceText(page, '[data-testid=contact-message]', values.message);
  }

  describe('contact page', () => {
    it('shows the form under the contact-us-page menu and checks the fields before sending', async () => {
      await page.goto(`${app.url}/contact`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid=contact-form]', { visible: true });
      expect(await page.title()).to.match(/^Contact us - /);
      expect(await text('h1')).to.equal('Contact us');
      const menu = await page.$$eval('[data-testid=navbar] .sw-navbar-links a', (links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(menu).to.deep.include.members([
        ['Pricing', '/pricing'],
        ['Contact', '/contact'],
      ]);
      // Every field is named by its label.
      for (const [testId, label] of [
        ['contact-name', 'Name'],
        ['contact-email', 'Email'],
        ['contact-subject', 'Subject'],
        ['contact-message', 'Message'],
      ]) {
        expect(await page.$eval(`[data-testid=${testId}]`, (e) => (e as HTMLInputElement).labels?.[0]?.textContent), testId).to.equal(label);
      }
      await page.click('[data-testid=contact-submit]');
      await page.waitForSelector('.sw-field-error');
      expect(await page.$$eval('.sw-field-error', (errors) => errors.map((e) => e.textContent))).to.deep.equal([
        'This field is required.',
        'This field is required.',
        'This field is required.',
        'This field is required.',
      ]);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('contact-name');
    });

    it("puts the server's field errors under their fields", async () => {
      // Passes the form's own check, not the server's (no dot in the domain).
      await fillContact({ name: 'Ada', email: 'ada@localhost', subject: 'Hi', message: 'Hello' });
      await page.click('[data-testid=contact-submit]');
      await page.waitForFunction(() => document.querySelector('[data-testid=contact-email]')?.getAttribute('aria-invalid') === 'true');
      const error = await page.$eval('[data-testid=contact-email]', (input) => document.getElementById(input.getAttribute('aria-describedby')!)?.textContent);
      expect(error).to.equal('Enter a valid email address.');
      expect(await ContactMessage.count()).to.equal(0);
    });

    it('sends the message: a success state, the message stored and mailed to the admin through SMTP', async () => {
      await fillContact({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Plans for teams', message: 'Can a team share one plan?\nThanks!' });
      await page.click('[data-testid=contact-submit]');
      await page.waitForSelector('[data-testid=contact-sent]', { visible: true });
      expect(await text('[data-testid=contact-sent]')).to.contain('Your message has been sent. We will get back to you soon.');
      const received = await mail.take(mailTo(adminEmail, 'Contact form: Plans for teams'), 10_000);
      expect(received.parsed.replyTo?.value[0].address).to.equal('ada@example.com');
      expect(received.text).to.contain('Can a team share one plan?\nThanks!');
      expect(await ContactMessage.count({ where: { subject: 'Plans for teams' } })).to.equal(1);
    });

    it('allows five messages an hour: the sixth is refused with a clear message', async () => {
      for (let i = 2; i <= 6; i++) {
        await page.click('[data-testid=contact-again]');
        await page.waitForSelector('[data-testid=contact-form]', { visible: true });
        await fillContact({ name: 'Ada Lovelace', email: 'ada@example.com', subject: `Follow-up ${i}`, message: 'One more thing.' });
        await page.click('[data-testid=contact-submit]');
        if (i < 6) await page.waitForSelector('[data-testid=contact-sent]', { visible: true });
      }
      await toast('You can send 5 messages an hour. Please try again in');
      // The form stays, with what was typed, for a later try.
      expect(await page.$eval('[data-testid=contact-subject]', (e) => (e as HTMLInputElement).value)).to.equal('Follow-up 6');
      for (let i = 2; i <= 5; i++) await mail.take(mailTo(adminEmail, `Contact form: Follow-up ${i}`), 10_000);
      expect(await ContactMessage.count({ where: { subject: 'Follow-up 6' } })).to.equal(0);
      expect(mail.pending().filter((m) => m.subject === 'Contact form: Follow-up 6')).to.have.length(0);
    });

    it('runs the human check first when it is on for the contact form', async () => {
      await setSetting('recaptcha.enable.contact', true);
      await ContactMessage.destroy({ where: {} });
      try {
        await page.goto(`${app.url}/contact`, { waitUntil: 'networkidle0' });
        await fillContact({ name: 'Bot', email: 'bot@example.com', subject: 'Spam', message: 'Buy now' });
        await page.click('[data-testid=contact-submit]');
        await toast('Could not verify you are human.');
        expect(await page.$('[data-testid=contact-sent]')).to.equal(null);
        expect(await ContactMessage.count()).to.equal(0);
      } finally {
        await setSetting('recaptcha.enable.contact', false);
      }
    });
  });

  describe('custom pages', () => {
    const attempt = [
      '<h2 id="safe-heading">Safe heading</h2>',
      "<script>window.__xss = 'script'; alert('script')</script>",
      '<img src="/no-such-image.png" alt="broken" onerror="window.__xss = \'onerror\'; alert(\'onerror\')">',
      '<a id="xss-href" href="javascript:window.__xss=\'href\';alert(\'href\')">Click me</a>',
      '<a id="xss-entity" href="jav&#x09;ascript:alert(\'entity\')">Entity</a>',
      '<svg id="xss-svg" onload="window.__xss=\'svg\';alert(\'svg\')"><circle r="5"></circle></svg>',
      '<iframe src="javascript:parent.__xss=\'iframe\';alert(\'iframe\')"></iframe>',
      '<iframe srcdoc="<script>parent.__xss=\'srcdoc\';parent.alert(\'srcdoc\')</script>"></iframe>',
      '<p id="xss-click" onclick="window.__xss=\'onclick\'" style="background:url(javascript:alert(1))">Paragraph</p>',
      '<form action="javascript:alert(\'form\')"><button id="xss-button">Go</button></form>',
      '<object data="javascript:alert(\'object\')"></object><embed src="javascript:alert(\'embed\')">',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(\'mxss\')></style></mglyph></table></mtext></math>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(\'meta\')">',
      '<p><a id="safe-link" href="https://example.com/docs" target="_blank">Docs</a></p>',
    ].join('\n');

    async function expectInert(path: string): Promise<void> {
      dialogs.length = 0;
      await page.goto(`${app.url}${path}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid=custom-page] #safe-heading');
      for (const id of ['xss-href', 'xss-entity', 'xss-click', 'xss-button', 'xss-svg']) {
        await page.evaluate((target) => (document.getElementById(target) as HTMLElement | null)?.click(), id);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(dialogs, 'no dialog opened').to.deep.equal([]);
      expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), 'no script ran').to.equal(undefined);
      expect(new URL(page.url()).pathname).to.equal(path);
      const markup = await page.$eval('.sw-custom-page-body', (body) => {
        const elements = [...body.querySelectorAll('*')];
        return {
          tags: [...new Set(elements.map((e) => e.tagName.toLowerCase()))],
          handlers: elements.flatMap((e) => [...e.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${e.tagName}.${a.name}`)),
          hrefs: elements.map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? e.getAttribute('action') ?? e.getAttribute('data')).filter((v): v is string => v !== null),
          styles: elements.filter((e) => e.hasAttribute('style')).length,
        };
      });
      for (const tag of ['script', 'iframe', 'svg', 'object', 'embed', 'form', 'meta', 'style', 'math']) expect(markup.tags, tag).to.not.include(tag);
      expect(markup.handlers).to.deep.equal([]);
      expect(markup.styles).to.equal(0);
      for (const url of markup.hrefs) expect(url, url).to.match(/^(https:\/\/example\.com\/docs|\/no-such-image\.png)$/);
      expect(await page.$eval('#safe-link', (a) => [a.getAttribute('href'), a.getAttribute('rel')])).to.deep.equal(['https://example.com/docs', 'noopener noreferrer']);
    }

    it('a stored XSS attempt renders inert: no dialog, no script, only content markup', async () => {
      const created = await createCustomPage({ title: 'XSS attempt', slug: 'xss-attempt', body: attempt });
      expect(created.body).to.not.contain('script');
      await expectInert('/pages/xss-attempt');
    });

    it('stays inert when the row was written straight into the database, around the sanitizer', async () => {
      const created = await createCustomPage({ title: 'Raw row', slug: 'raw-row', body: '<p>placeholder</p>' });
      // A bulk update runs no instance hooks: the stored body is the attack as written.
      await CustomPage.update({ body: attempt }, { where: { id: created.id } });
      expect((await CustomPage.findByPk(created.id))!.body).to.contain('<script>');
      await expectInert('/pages/raw-row');
      await expectInert(`/pages/${created.id}/raw-row`);
    });

    it('shows the custom-page-navbar menu, and no navbar when the page hides it', async () => {
      await page.goto(`${app.url}/pages/about-us`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid=custom-page]');
      expect(await page.title()).to.equal('About Us - Sitewright');
      const menu = await page.$$eval('[data-testid=navbar] .sw-navbar-links a', (links) => links.map((a) => a.textContent));
      expect(menu).to.include.members(['Pricing', 'Contact']);

      await createCustomPage({ title: 'Launch', slug: 'launch', body: '<p>Just this.</p>', hide_nav: true, seo: { title: 'Launch day', description: 'All on one page.' } });
      await page.goto(`${app.url}/pages/launch`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid=custom-page-without-nav] [data-testid=custom-page]');
      expect(await page.$('[data-testid=navbar]')).to.equal(null);
      expect(await page.title()).to.equal('Launch day - Sitewright');
      expect(await page.$eval('meta[name=description]', (m) => m.getAttribute('content'))).to.equal('All on one page.');
      expect(await page.$eval('link[rel=canonical]', (l) => l.getAttribute('href'))).to.equal(`${app.config.appUrl}/pages/launch`);
    });
  });

  describe('cookie notice', () => {
    afterEach(async () => {
      await setSetting('cookie_notice.enable', false);
    });

    it('shows at the configured position with its button label, hides after it is clicked and stays hidden for 30 days', async () => {
      await setSetting('cookie_notice.enable', true);
      await setSetting('cookie_notice.position', 'top');
      await setSetting('cookie_notice.button.label', 'Got it');
      const context = await browser.createBrowserContext();
      const visitor = await context.newPage();
      try {
        await visitor.setViewport({ width: 1280, height: 900 });
        await visitor.goto(`${app.url}/contact`, { waitUntil: 'networkidle0' });
        await visitor.waitForSelector('[data-testid=cookie-notice]', { visible: true });
        const box = (await (await visitor.$('[data-testid=cookie-notice]'))!.boundingBox())!;
        expect(box.y).to.equal(0);
        expect(await visitor.$eval('[data-testid=cookie-notice]', (e) => e.getAttribute('data-position'))).to.equal('top');
        expect(await visitor.$eval('[data-testid=cookie-notice-accept]', (e) => e.textContent)).to.equal('Got it');

        const clickedAt = Date.now();
        await visitor.click('[data-testid=cookie-notice-accept]');
        await visitor.waitForSelector('[data-testid=cookie-notice]', { hidden: true });
        const cookie = (await visitor.cookies()).find((c) => c.name === COOKIE_NOTICE_COOKIE);
        expect(cookie?.value).to.equal('1');
        expect(cookie?.path).to.equal('/');
        const days = (cookie!.expires * 1000 - clickedAt) / 86_400_000;
        expect(days).to.be.closeTo(COOKIE_NOTICE_DAYS, 0.01);
        expect(COOKIE_NOTICE_DAYS).to.equal(30);

        // A new visit with the cookie: the server no longer asks for the notice.
        await visitor.goto(`${app.url}/pages/about-us`, { waitUntil: 'networkidle0' });
        await visitor.waitForSelector('[data-testid=custom-page]');
        expect(await visitor.$('[data-testid=cookie-notice]')).to.equal(null);
      } finally {
        await context.close();
      }
    });

    it('sits at the bottom of the window when configured so', async () => {
      await setSetting('cookie_notice.enable', true);
      await setSetting('cookie_notice.position', 'bottom');
      await setSetting('cookie_notice.button.label', 'OK');
      const context = await browser.createBrowserContext();
      const visitor = await context.newPage();
      try {
        await visitor.setViewport({ width: 400, height: 800 });
        await visitor.goto(`${app.url}/contact`, { waitUntil: 'networkidle0' });
        await visitor.waitForSelector('[data-testid=cookie-notice]', { visible: true });
        const box = (await (await visitor.$('[data-testid=cookie-notice]'))!.boundingBox())!;
        expect(Math.round(box.y + box.height)).to.equal(800);
        expect(await visitor.$eval('[data-testid=cookie-notice-accept]', (e) => e.textContent)).to.equal('OK');
      } finally {
        await context.close();
      }
    });
  });

  describe('admin messages screen', () => {
    it('lists the messages from the sidebar; opening one shows it and marks it read', async () => {
      await ContactMessage.create({ name: 'Grace Hopper', email: 'grace@example.com', subject: 'Compilers', message: 'First line\nSecond line', ip: '127.0.0.1' });
      await page.goto(`${app.url}/login`, { waitUntil: 'networkidle0' });
      await replaceText(page, 'input[name=email]', adminEmail);
      await replaceText(page, 'input[name=password]', 'owner-password-1');
      await page.click('[data-testid=login-submit]');
      await page.waitForFunction(() => location.pathname !== '/login');
      // Signed in, the page may hold the unread-count stream open: wait for the sidebar, not an idle network.
      await page.goto(`${app.url}/admin`, { waitUntil: 'domcontentloaded' });
      const link = await page.waitForSelector('[data-testid=admin-sidebar] a[href="/admin/contact-messages"]', { visible: true });
      expect(await link!.evaluate((a) => a.textContent)).to.equal('Messages');
      await link!.click();
      await page.waitForSelector('[data-testid=contact-messages-table] [data-testid=contact-message-open]', { visible: true });
      expect(await page.title()).to.match(/^Messages - /);
      expect(await text('[data-testid=contact-message-status]')).to.equal('Unread');

      await page.click('[data-testid=contact-message-open]');
      await page.waitForSelector('[data-testid=contact-message-dialog]', { visible: true });
      expect(await text('.sw-dialog-title')).to.equal('Compilers');
      expect(await text('.sw-contact-view-body')).to.equal('First line\nSecond line');
      expect(await page.$eval('[data-testid=contact-message-dialog] a[href^="mailto:"]', (a) => a.getAttribute('href'))).to.equal('mailto:grace%40example.com?subject=Re%3A%20Compilers');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.querySelector('[data-testid=contact-message-status]')?.textContent === 'Read');
      expect((await ContactMessage.findOne({ where: { subject: 'Compilers' } }))!.read_at).to.not.equal(null);
    });

    it('sets the contact address in the general settings, refusing what is not an e-mail address', async () => {
      const field = '[data-testid="setting-contact.address"]';
      await page.goto(`${app.url}/admin/settings/general`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector(field, { visible: true });
      expect(await page.$eval(field, (e) => (e as HTMLInputElement).labels?.[0]?.textContent)).to.equal('Contact e-mail address');
      await replaceText(page, field, 'not an address');
      await page.click('[data-testid=settings-save]');
      await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-invalid') === 'true', {}, field);
      await replaceText(page, field, 'support@example.com');
      await page.click('[data-testid=settings-save]');
      await toast('Settings saved');
      expect((await getAllSettings())['contact.address']).to.equal('support@example.com');
      await setSetting('contact.address', null);
    });
  });

  // Last: nested suites run in order, after the tests of this one.
  describe('afterwards', () => {
    it('no page raised an error', () => {
      expect(pageErrors).to.deep.equal([]);
    });
  });
});
