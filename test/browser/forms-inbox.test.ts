import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import type { FormSubmission } from '../../common/forms.ts';
import { FormSubmissionRow } from '../../server/modules/forms/models.ts';
import { ProjectPage } from '../../server/modules/projects/models.ts';
import { createProject } from '../../server/modules/projects/service.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure, waitForText } from '../helpers/browser.ts';

// A site owner's Submissions screen in Chromium against the real server: from the dashboard card
// to the inbox, searching, reading one, handling it, exporting and deleting. Steps share one page
// and run in order.
describe('form submissions inbox in Chromium', function () {
  this.timeout(120_000);
  const email = 'owner@example.com';
  const password = 'owner-password-1';
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let projectId = 0;
  const ids: Record<string, number> = {};

  async function seed(key: string, minutesAgo: number, fields: FormSubmission['fields'], extra: Partial<{ email: string | null; status: 'new' | 'spam' }> = {}) {
    const at = new Date(Date.now() - minutesAgo * 60_000);
    const row = await FormSubmissionRow.create({
      project_id: projectId,
      deploy_id: null,
      form_id: 'frmBooking',
      form_name: 'Booking',
      page_id: null,
      fields,
      email: extra.email === undefined ? (fields.find((field) => field.name === 'email')?.value ?? null) : extra.email,
      ip: '203.0.113.9',
      user_agent: 'test',
      status: extra.status ?? 'new',
      created_at: at,
      updated_at: at,
    });
    ids[key] = row.id;
  }

  before(async () => {
    app = await startTestApp({ listen: true });
    const user = await createUser({ email, password, emailVerified: true });
    projectId = (await createProject(user, { name: 'Corner Bakery', workspaceId: DEFAULT_WORKSPACE_ID })).id;
    const answers = (name: string, from: string, message: string) => [
      { name: 'name', label: 'Your name', value: name },
      { name: 'email', label: 'E-mail', value: from },
      { name: 'message', label: 'Message', value: message },
    ];
    await seed('ann', 30, answers('Ann', 'ann@example.com', 'A birthday cake for Saturday, please.'));
    await seed('bo', 20, answers('Bo', 'bo@example.com', 'Do you deliver sourdough to the office?'));
    await seed('cy', 10, answers('Cy', 'cy@example.com', 'Twelve croissants by the window table.'));
    await seed('spam', 5, answers('Win', 'win@spam.test', 'Cheap pills'), { status: 'spam' });
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
  });

  const senders = () => page.$$eval('[data-testid=submission-row] [data-testid=submission-sender]', (cells) => cells.map((cell) => cell.textContent));
  const countOf = (tab: string) => page.$eval(`[data-testid=submissions-count-${tab}]`, (e) => e.textContent);
  async function toast(text: string): Promise<void> {
    await page.waitForFunction((t) => [...document.querySelectorAll('.sw-toast-message')].some((e) => e.textContent?.includes(t)), { timeout: 10_000 }, text);
  }
  async function rowsAre(expected: string[]): Promise<void> {
    await page.waitForFunction(
      (names) => JSON.stringify([...document.querySelectorAll('[data-testid=submission-row] [data-testid=submission-sender]')].map((cell) => cell.textContent)) === names,
      { timeout: 10_000 },
      JSON.stringify(expected),
    );
  }

  it("reaches a site's submissions from its card on the dashboard", async () => {
    await page.goto(`${app.url}/login`, { waitUntil: 'networkidle0' });
    await replaceText(page, 'input[name=email]', email);
    await replaceText(page, 'input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForFunction(() => location.pathname === '/dashboard');
    const card = `[data-testid=project-card][data-project-id="${projectId}"]`;
    await page.waitForSelector(card, { visible: true });
    await page.click(`${card} [data-testid=project-menu]`);
    const link = `${card} a[href="/dashboard/sites/${projectId}/submissions"]`;
    await page.waitForSelector(link, { visible: true });
    await page.click(link);
    await page.waitForFunction((path) => location.pathname === path, {}, `/dashboard/sites/${projectId}/submissions`);
    await page.waitForSelector('[data-testid=submissions-list]', { visible: true });
    expect(await page.title()).to.match(/^Submissions - /);
    expect(await page.$eval('[data-testid=submissions-page]', (e) => (e as HTMLElement).innerText)).to.contain('Corner Bakery');
  });

  it('lists the inbox newest first without spam, with counts per tab', async () => {
    expect(await senders()).to.deep.equal(['cy@example.com', 'bo@example.com', 'ann@example.com']);
    expect([await countOf('inbox'), await countOf('new'), await countOf('handled'), await countOf('spam')]).to.deep.equal(['3', '3', '0', '1']);
    const first = await page.$eval('[data-testid=submission-row]', (e) => (e as HTMLElement).innerText);
    expect(first).to.contain('Booking').and.contain('New').and.contain('Twelve croissants');
    await page.click('[data-testid=submissions-tab-spam]');
    await rowsAre(['win@spam.test']);
    await page.click('[data-testid=submissions-tab-inbox]');
    await rowsAre(['cy@example.com', 'bo@example.com', 'ann@example.com']);
  });

  it('searches the answers as the owner types', async () => {
    await page.type('[data-testid=submissions-search]', 'sourdough');
    await rowsAre(['bo@example.com']);
    expect(new URL(page.url()).searchParams.get('query')).to.equal('sourdough');
    await replaceText(page, '[data-testid=submissions-search]', '');
    await rowsAre(['cy@example.com', 'bo@example.com', 'ann@example.com']);
  });

  it('opens one with every answer and a mail link, closes it with Escape, and marks it handled', async () => {
    await page.click(`[data-testid=submission-row][data-submission-id="${ids.cy}"]`);
    await page.waitForSelector('[data-testid=submission-detail]', { visible: true });
    const detail = await page.$eval('[data-testid=submission-detail]', (e) => (e as HTMLElement).innerText);
    expect(detail).to.contain('Your name').and.contain('Cy').and.contain('Message').and.contain('Twelve croissants by the window table.');
    expect(await page.$eval('[data-testid=submission-email]', (e) => e.getAttribute('href'))).to.equal('mailto:cy@example.com');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=submission-detail]', { hidden: true });

    await page.focus(`[data-testid=submission-row][data-submission-id="${ids.cy}"]`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=submission-mark-handled]', { visible: true });
    await page.click('[data-testid=submission-mark-handled]');
    await page.waitForSelector('[data-testid=submission-detail][data-status=handled]');
    await page.click('[data-testid=submission-close]');
    await page.waitForFunction(() => document.querySelector('[data-testid=submissions-count-handled]')?.textContent === '1');
    expect(await countOf('new')).to.equal('2');
    expect(await page.$eval(`[data-testid=submission-row][data-submission-id="${ids.cy}"]`, (e) => e.getAttribute('data-status'))).to.equal('handled');
    expect((await FormSubmissionRow.findByPk(ids.cy))!.status).to.equal('handled');
  });

  it('exports what the tab shows as CSV', async () => {
    await page.click('[data-testid=submissions-tab-handled]');
    await rowsAre(['cy@example.com']);
    const href = await page.$eval('[data-testid=submissions-export]', (e) => e.getAttribute('href')!);
    expect(href).to.equal(`/api/v1/projects/${projectId}/submissions/export?format=csv&status=handled`);
    const download = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), text: await response.text() };
    }, href);
    expect(download.status).to.equal(200);
    expect(download.type).to.match(/^text\/csv/);
    expect(download.disposition).to.match(/^attachment; filename=".+\.csv"$/);
    const lines = download.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).to.equal('created_at,form,status,email,name,email,message');
    expect(lines).to.have.length(2);
    expect(lines[1]).to.contain('Booking').and.contain('handled').and.contain('cy@example.com').and.contain('Twelve croissants');
  });

  it('deletes one after asking', async () => {
    await page.click('[data-testid=submissions-tab-inbox]');
    await rowsAre(['cy@example.com', 'bo@example.com', 'ann@example.com']);
    await page.click(`[data-testid=submission-row][data-submission-id="${ids.ann}"]`);
    await page.waitForSelector('[data-testid=submission-delete]', { visible: true });
    await page.click('[data-testid=submission-delete]');
    await page.waitForSelector('[data-testid=submission-delete-dialog-confirm]', { visible: true });
    await page.click('[data-testid=submission-delete-dialog-confirm]');
    await toast('Submission deleted');
    await rowsAre(['cy@example.com', 'bo@example.com']);
    expect(await FormSubmissionRow.findByPk(ids.ann)).to.equal(null);
    expect(await countOf('inbox')).to.equal('2');
  });

  it("edits the site's form settings, with the server's objections on their field", async () => {
    await page.click('[data-testid=submissions-tab-settings]');
    await page.waitForSelector('[data-testid=form-settings-form]');
    expect(await page.$$eval('[data-testid=form-settings-recipient]', (items) => items.map((item) => item.querySelector('span')?.textContent))).to.deep.equal([email]);
    await page.type('[data-testid=form-settings-new-recipient]', 'not-an-address');
    await page.click('[data-testid=form-settings-add-recipient]');
    await waitForText(page, 'Enter a valid email address.');
    await replaceText(page, '[data-testid=form-settings-new-recipient]', 'desk@example.com');
    await page.click('[data-testid=form-settings-add-recipient]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=form-settings-recipient]').length === 2);
    // Enter in a field saves, as in any form.
    await replaceText(page, '[data-testid=form-settings-retention]', '99999');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=form-settings-error-retention_days]', { visible: true });
    await replaceText(page, '[data-testid=form-settings-retention]', '30');
    await page.keyboard.press('Enter');
    await toast('Form settings saved');
    expect(await page.$('[data-testid=form-settings-error-retention_days]')).to.equal(null);
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=form-settings-retention]');
    expect(await page.$eval('[data-testid=form-settings-retention]', (e) => (e as HTMLInputElement).value)).to.equal('30');
    expect(await page.$$eval('[data-testid=form-settings-recipient] span', (items) => items.map((item) => item.textContent))).to.deep.equal([email, 'desk@example.com']);
    const secret = await page.$eval('[data-testid=form-settings-webhook-secret]', (e) => e.textContent);
    await page.click('[data-testid=form-settings-webhook-regenerate]');
    await page.click('[data-testid=form-settings-webhook-dialog-confirm]');
    await page.waitForFunction((old) => document.querySelector('[data-testid=form-settings-webhook-secret]')?.textContent !== old, {}, secret);
  });

  it('warns before publishing a form whose submissions would reach no one, and still lets the site publish', async () => {
    const form = '<form data-id="frmBooking" method="post" data-sw-form-name="Booking"><input data-id="inpName001" name="name"><button data-id="btnSend001" type="submit">Send</button></form>';
    await ProjectPage.update({ html: `<div class="container" data-id="cont000001">${form}</div>` }, { where: { project_id: projectId } });
    // No toast left over the Save button.
    await page.waitForFunction(() => !document.querySelector('.sw-toast-message'), { timeout: 10_000 });
    await page.click('[data-testid=form-settings-email-enabled]');
    await page.click('[data-testid=form-settings-save]');
    await toast('Form settings saved');

    await page.goto(`${app.url}/editor/${projectId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=publish-button]', { visible: true });
    await page.click('[data-testid=publish-button]');
    await page.waitForSelector('[data-testid=publish-form-warnings]', { visible: true });
    expect(await page.$eval('[data-testid=publish-form-warnings]', (e) => (e as HTMLElement).innerText)).to.contain('The form “Booking” on Home has no recipient: e-mail is off');
    expect(await page.$eval('[data-testid=publish-form-settings-link]', (e) => e.getAttribute('href'))).to.equal(`/dashboard/sites/${projectId}/submissions?tab=settings`);
    expect(await page.$eval('[data-testid=editor-submissions-link]', (e) => e.getAttribute('href'))).to.equal(`/dashboard/sites/${projectId}/submissions`);
    expect(await page.$eval('[data-testid=publish-submit]', (e) => (e as HTMLButtonElement).disabled)).to.equal(false);
  });
});
