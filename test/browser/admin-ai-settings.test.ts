import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import type { AiSettings } from '../../common/ai/settings.ts';
import { createUser } from '../../server/modules/users/service.ts';
import { completion, startChatServer, unauthorized, type ChatStandIn } from '../ai/support/chat-server.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, replaceText, screenshotOnFailure } from '../helpers/browser.ts';

// The admin's AI generation screen as a person uses it, in Chromium against the real server and a
// loopback chat-completions stand-in: choosing the endpoint, testing it before saving, a refused
// key, saving, and the key staying write-only after a reload. Steps share one page and run in
// order; each depends on the last.
describe('admin AI settings in Chromium', function () {
  this.timeout(120_000);
  const email = 'admin@example.com';
  const password = 'admin-password-1';
  const key = 'sk-browser-secret-42';
  const model = 'stand-in-model';
  let app: TestApp;
  let chat: ChatStandIn;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  before(async () => {
    chat = await startChatServer();
    app = await startTestApp({ listen: true });
    await createUser({ email, password, emailVerified: true, roles: ['admin'] });
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await page.setViewport({ width: 1280, height: 900 });
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
    await chat?.close();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
  });

  const type = (selector: string, value: string) => replaceText(page, selector, value);
  const value = (selector: string) => page.$eval(selector, (e) => (e as HTMLInputElement).value);
  const text = (selector: string) => page.$eval(selector, (e) => (e as HTMLElement).innerText);
  async function toast(message: string): Promise<void> {
    await page.waitForFunction((t) => [...document.querySelectorAll('.sw-toast-message')].some((e) => e.textContent?.includes(t)), { timeout: 10_000 }, message);
  }
  async function outcome(state: 'passed' | 'failed'): Promise<string> {
    await page.waitForSelector(`[data-testid=ai-test-outcome][data-state=${state}]`, { timeout: 20_000 });
    return text('[data-testid=ai-test-outcome]');
  }
  const apiSettings = () => page.evaluate(async () => ((await (await fetch('/api/v1/admin/ai')).json()) as { settings: AiSettings }).settings);

  it('logs in and follows the admin page to AI generation', async () => {
    await page.goto(`${app.url}/login`, { waitUntil: 'networkidle0' });
    await type('input[name=email]', email);
    await type('input[name=password]', password);
    await page.click('[data-testid=login-submit]');
    await page.waitForFunction(() => location.pathname !== '/login');
    await page.goto(`${app.url}/admin`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=admin-ai-settings-link]', { visible: true });
    await page.click('[data-testid=admin-ai-settings-link]');
    await page.waitForFunction(() => location.pathname === '/admin/settings/ai');
    await page.waitForSelector('[data-testid=ai-settings-form]', { visible: true });
    expect(await page.$eval('h1', (e) => e.textContent)).to.equal('AI generation');
    expect(await page.title()).to.match(/^AI generation - /);
    expect(await text('[data-testid=ai-in-use]')).to.equal('Generation now uses the built-in composer.');
    expect(await page.$eval('[data-testid=ai-provider-composer]', (e) => (e as HTMLInputElement).checked)).to.equal(true);
    expect(await page.$('[data-testid=ai-endpoint]'), 'no endpoint fields for the composer').to.equal(null);
  });

  it('chooses the endpoint from the keyboard and fills it in', async () => {
    await page.focus('[data-testid=ai-provider-composer]');
    await page.keyboard.press('ArrowDown');
    expect(await page.$eval('[data-testid=ai-provider-openai]', (e) => (e as HTMLInputElement).checked)).to.equal(true);
    await page.waitForSelector('[data-testid=ai-endpoint]', { visible: true });
    expect(await page.$eval('[data-testid=ai-base-url]', (e) => e.getAttribute('placeholder'))).to.equal('http://127.0.0.1:11434/v1');
    // Every field is named by its label.
    for (const [testId, label] of [
      ['ai-base-url', 'Endpoint URL'],
      ['ai-model', 'Model'],
      ['ai-api-key', 'API key'],
    ]) {
      const labelled = await page.$eval(`[data-testid=${testId}]`, (e) => (e as HTMLInputElement).labels?.[0]?.textContent);
      expect(labelled, testId).to.equal(label);
    }
    expect(await page.$eval('[data-testid=ai-api-key]', (e) => e.getAttribute('type'))).to.equal('password');
    expect(await page.$('[data-testid=ai-remove-key]'), 'no key stored yet').to.equal(null);
    await type('[data-testid=ai-base-url]', chat.baseUrl);
    await type('[data-testid=ai-model]', model);
    await type('[data-testid=ai-api-key]', key);
  });

  it('tests the connection with the unsaved values', async () => {
    chat.reply(completion('OK'));
    await page.click('[data-testid=ai-test]');
    expect(await outcome('passed')).to.match(new RegExp(`^Connected to ${model} in \\d+ ms — replied “OK”$`));
    expect(chat.requests.at(-1)!.headers.authorization).to.equal(`Bearer ${key}`);
    expect((await apiSettings()).provider, 'nothing saved by a test').to.equal('composer');
  });

  it('shows the endpoint’s error inline for a wrong key', async () => {
    await type('[data-testid=ai-api-key]', 'sk-wrong');
    // An edit makes the last result stale.
    expect(await page.$eval('[data-testid=ai-test-outcome]', (e) => e.getAttribute('data-state'))).to.equal('idle');
    chat.reply(unauthorized());
    await page.click('[data-testid=ai-test]');
    const message = await outcome('failed');
    expect(message).to.match(/401/);
    expect(chat.requests.at(-1)!.headers.authorization).to.equal('Bearer sk-wrong');
  });

  it('puts a refused value under its field on Save and keeps what was typed', async () => {
    await type('[data-testid=ai-api-key]', key);
    await type('[data-testid=ai-base-url]', 'ftp://example.com/v1');
    await page.click('[data-testid=ai-save]');
    await page.waitForSelector('[data-testid=ai-base-url][aria-invalid=true]');
    expect(await text('.sw-ai-endpoint .sw-field-error')).to.contain('http://');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('ai-base-url');
    expect([await value('[data-testid=ai-base-url]'), await value('[data-testid=ai-model]'), await value('[data-testid=ai-api-key]')]).to.deep.equal(['ftp://example.com/v1', model, key]);
    expect((await apiSettings()).provider, 'nothing saved').to.equal('composer');
  });

  it('saves, with a toast, and says generation now uses the endpoint', async () => {
    await type('[data-testid=ai-base-url]', chat.baseUrl);
    await page.click('[data-testid=ai-save]');
    await toast('AI settings saved');
    await page.waitForFunction((m) => document.querySelector('[data-testid=ai-in-use]')?.textContent?.includes(m), {}, model);
    expect(await text('[data-testid=ai-in-use]')).to.equal(`Generation now uses ${model} at ${chat.baseUrl}.`);
    expect(await value('[data-testid=ai-api-key]'), 'the key field empties once saved').to.equal('');
  });

  it('keeps the endpoint after a reload, the key write-only', async () => {
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid=ai-endpoint]', { visible: true });
    expect(await page.$eval('[data-testid=ai-provider-openai]', (e) => (e as HTMLInputElement).checked)).to.equal(true);
    expect(await value('[data-testid=ai-base-url]')).to.equal(chat.baseUrl);
    expect(await value('[data-testid=ai-model]')).to.equal(model);
    expect(await value('[data-testid=ai-api-key]')).to.equal('');
    expect(await page.$eval('[data-testid=ai-api-key]', (e) => e.getAttribute('placeholder'))).to.equal('Stored — leave empty to keep');
    const settings = await apiSettings();
    expect(settings.api_key_set).to.equal(true);
    expect(JSON.stringify(settings)).to.not.contain(key);
  });

  it('tests with the stored key when the field is left empty', async () => {
    chat.reply(completion('OK'));
    await page.click('[data-testid=ai-test]');
    await outcome('passed');
    expect(chat.requests.at(-1)!.headers.authorization).to.equal(`Bearer ${key}`);
  });

  it('removes the stored key', async () => {
    await page.click('[data-testid=ai-remove-key]');
    await toast('API key removed');
    await page.waitForFunction(() => !document.querySelector('[data-testid=ai-remove-key]'));
    expect(await page.$eval('[data-testid=ai-api-key]', (e) => e.getAttribute('placeholder'))).to.equal(null);
    expect((await apiSettings()).api_key_set).to.equal(false);
    expect(pageErrors).to.deep.equal([]);
  });
});
