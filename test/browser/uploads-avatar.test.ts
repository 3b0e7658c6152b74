import { expect } from 'chai';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { createUser } from '../../server/modules/users/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, screenshotOnFailure, waitForText } from '../helpers/browser.ts';
import { makeTempDir } from '../helpers/config.ts';

// The account avatar goes through the same upload queue (plain post to users/{id}/avatar) with
// its drop zone and progress list, and keeps its messages.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

describe('avatar upload in Chromium', function () {
  this.timeout(60_000);
  let app: TestApp;
  let browser: Browser;
  let page: Page;

  before(async () => {
    app = await startTestApp({ listen: true });
    await createUser({ email: 'avatar@example.com', password: 'avatar-password-1', emailVerified: true });
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(`${app.url}/login?redirect=/account-settings`, { waitUntil: 'networkidle0' });
    await page.type('input[name=email]', 'avatar@example.com');
    await page.type('input[name=password]', 'avatar-password-1');
    await page.click('[data-testid=login-submit]');
    await page.waitForSelector('[data-testid=avatar-field]');
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
  });

  function temp(name: string, bytes: Buffer): string {
    const path = join(makeTempDir('sitewright-avatar-'), name);
    writeFileSync(path, bytes);
    return path;
  }
  async function choose(path: string): Promise<void> {
    const input = await page.waitForSelector('[data-testid=avatar-upload-input]');
    await (input as unknown as { uploadFile(path: string): Promise<void> }).uploadFile(path);
  }

  it('uploads a chosen image: "Uploaded avatar", the progress row completes and the avatar shows it', async () => {
    await choose(temp('me.png', PNG));
    await waitForText(page, 'Uploaded avatar');
    await page.waitForSelector('[data-testid=avatar-field] [data-testid=upload-item][data-status=completed]');
    const src = await page.$eval('[data-testid=avatar-preview] img', (img) => img.getAttribute('src'));
    expect(src).to.match(/\/storage\/avatars\//);
    expect(await page.$eval('[data-testid=avatar-upload]', (button) => button.textContent)).to.equal('Change avatar');
  });

  it('refuses a file over 2 MB with the danger toast, before sending it', async () => {
    await choose(temp('huge.png', Buffer.alloc(3 * 1024 * 1024, 1)));
    await waitForText(page, 'The file must not be larger than 2 MB.');
    expect(await page.$$('[data-testid=avatar-field] [data-testid=upload-item]')).to.have.length(1);
  });
});
