import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import type { Dialog, HTTPRequest } from 'puppeteer-core';
import { setSetting } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { screenshotOnFailure, waitForText } from '../helpers/browser.ts';
import { startS3rver, type TestS3 } from '../helpers/s3rver.ts';
import { canvas, canvasImageSrc, chooseFile, openEditor, selectImage, writeTemp, type EditorSession } from './support/editor-images.ts';

// Image uploads from the editor's Settings panel, in Chromium against the real server: a plain
// post, a 12 MB resumable (tus) upload with progress, a cancelled one, and a direct upload to an
// S3-compatible bucket (s3rver). Each run checks what a person sees: the canvas image changes
// to the new /storage/project-assets/ url and loads.

// A 2×2 red PNG, so the canvas can really decode the uploaded image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
const MB = 1024 * 1024;

describe('editor image uploads in Chromium (local disks)', function () {
  this.timeout(120_000);
  let session: EditorSession & { app: TestApp };

  before(async () => {
    const app = await startTestApp({ listen: true });
    session = { ...(await openEditor(app.url, 'uploader@example.com')), app };
  });
  after(async () => {
    await session?.browser.close();
    await session?.app.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, session?.page);
  });

  it('uploads an image with a plain post: the canvas image shows the new /storage/project-assets/ file', async () => {
    const { page } = session;
    const id = await selectImage(page, 0);
    expect(await page.$eval('[data-testid=image-preview]', (img) => img.getAttribute('src'))).to.equal('/site-assets/img/dish-salad.svg');
    expect(await page.$eval('[data-testid=image-alt]', (input) => (input as HTMLInputElement).value)).to.equal('Heirloom tomato salad');

    await chooseFile(page, writeTemp('tomatoes.png', PNG));
    const src = await canvasImageSrc(page, id, '/storage/project-assets/', true);
    expect(src).to.match(/^\/storage\/project-assets\/[A-Za-z0-9]+\.png$/);
    expect(session.requests.some((r) => r.startsWith('POST') && r.endsWith('/api/v1/file-entries')), 'plain post').to.equal(true);

    await page.waitForSelector('[data-testid=upload-item][data-status=completed][data-name="tomatoes.png"]');
    expect(await page.$eval('[data-testid=upload-item] [data-testid=upload-progress]', (bar) => bar.getAttribute('aria-valuenow'))).to.equal('100');
    expect(await page.$eval('[data-testid=image-preview]', (img) => img.getAttribute('src'))).to.equal(src);
    await page.waitForSelector('[data-testid=save-state][data-state=unsaved], [data-testid=save-state][data-state=saving]');

    // One undoable step: undo puts the template image back.
    await page.click('[data-testid=undo-button]');
    await canvasImageSrc(page, id, '/site-assets/img/dish-salad.svg', true);
    await page.click('[data-testid=redo-button]');
    await canvasImageSrc(page, id, src, true);

    await page.click('[data-testid=upload-clear-finished]');
    await page.waitForSelector('[data-testid=upload-list]', { hidden: true });
  });

  it('refuses a file that is not an image with "Please select an image."', async () => {
    const { page } = session;
    await selectImage(page, 1);
    await chooseFile(page, writeTemp('notes.txt', Buffer.from('not a picture')));
    await waitForText(page, 'Please select an image.');
    expect(await page.$('[data-testid=upload-list]')).to.equal(null);
  });

  it('sends a 12 MB image through tus with live progress, then uses it', async () => {
    const { page } = session;
    const id = await selectImage(page, 1);
    // Slow the upload down so the progress in between is visible, as on a real connection.
    await page.emulateNetworkConditions({ download: -1, upload: 6 * MB, latency: 0 });
    await chooseFile(page, writeTemp('banquet.png', Buffer.alloc(12 * MB, 7)));
    const seen = await page.waitForFunction(
      () => {
        const value = Number(document.querySelector('[data-testid=upload-item][data-status=inProgress] [data-testid=upload-progress]')?.getAttribute('aria-valuenow'));
        return value > 0 && value < 100 ? value : false;
      },
      { timeout: 20_000, polling: 50 },
    );
    expect(await seen.jsonValue()).to.be.within(1, 99);
    expect(await page.$eval('[data-testid=upload-item]', (row) => row.textContent)).to.include('12 MB');
    await page.waitForSelector('[data-testid=upload-item][data-status=completed][data-name="banquet.png"]', { timeout: 30_000 });
    await page.emulateNetworkConditions(null);
    // The bytes are not a real PNG, so only the src is checked here.
    expect(await canvasImageSrc(page, id, '/storage/project-assets/', false)).to.match(/\.png$/);
    expect(session.requests.some((r) => r.startsWith('POST') && r.endsWith('/api/v1/tus/upload')), 'tus creation').to.equal(true);
    expect(session.requests.filter((r) => r.startsWith('PATCH') || (r.startsWith('POST') && r.includes('/api/v1/tus/upload/'))).length, 'sent in chunks').to.be.greaterThan(1);
  });

  it('cancels a running upload: status Cancelled, progress back to 0, the image unchanged', async () => {
    const { page } = session;
    const id = await selectImage(page, 2);
    const before = await page.$eval('[data-testid=image-preview]', (img) => img.getAttribute('src'));
    await page.click('[data-testid=upload-clear-finished]').catch(() => undefined);
    await page.emulateNetworkConditions({ download: -1, upload: 1 * MB, latency: 0 });
    await chooseFile(page, writeTemp('slow.png', Buffer.alloc(12 * MB, 9)));
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid=upload-item][data-name="slow.png"] [data-testid=upload-progress]')?.getAttribute('aria-valuenow')) > 0,
      { timeout: 20_000, polling: 50 },
    );
    await page.click('[data-testid=upload-item][data-name="slow.png"] [data-testid=upload-cancel]');
    const row = await page.waitForSelector('[data-testid=upload-item][data-name="slow.png"][data-status=aborted]');
    await page.emulateNetworkConditions(null);
    expect(await row!.$eval('[data-testid=upload-progress]', (bar) => bar.getAttribute('aria-valuenow'))).to.equal('0');
    expect(await row!.$eval('[data-testid=upload-status]', (status) => status.textContent)).to.equal('Cancelled · 0%');
    expect(await row!.$('[data-testid=upload-retry]'), 'a cancelled upload can be retried').to.not.equal(null);
    const frame = await canvas(page);
    expect(await frame.$eval(`img[data-id="${id}"]`, (img) => img.getAttribute('src'))).to.equal(before);
  });

  it('resumes a tus upload after the page is reloaded mid-way, without sending the finished chunks again', async () => {
    const { page } = session;
    const path = writeTemp('reloaded.png', Buffer.alloc(12 * MB, 5));
    await selectImage(page, 0);
    // The first chunk goes through; the second is held until the page goes, so the reload always
    // lands mid-way, however slow the machine (no race against a throttled network).
    let patchesSeen = 0;
    let onSecondChunk: (url: string) => void = () => {};
    const secondChunkAsked = new Promise<string>((resolve) => (onSecondChunk = resolve));
    const hold = (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.method() === 'PATCH' && request.url().includes('/api/v1/tus/upload/') && ++patchesSeen >= 2) {
        // tus-js-client sends chunk n+1 only after chunk n was answered 204.
        onSecondChunk(request.url());
        return;
      }
      void request.continue();
    };
    page.on('request', hold);
    await page.setRequestInterception(true);
    let uploadUrl: string;
    try {
      await chooseFile(page, path);
      uploadUrl = await secondChunkAsked;
      // Earlier tests changed the page; if autosave has not run yet the editor asks before leaving.
      const leave = (dialog: Dialog) => void dialog.accept();
      page.on('dialog', leave);
      await page.reload({ waitUntil: 'networkidle0' });
      page.off('dialog', leave);
    } finally {
      page.off('request', hold);
      await page.setRequestInterception(false);
    }

    const resumed: { method: string; url: string; offset?: string }[] = [];
    const record = (request: HTTPRequest) => {
      if (request.url().includes('/api/v1/tus/upload')) resumed.push({ method: request.method(), url: request.url(), offset: request.headers()['upload-offset'] });
    };
    page.on('request', record);
    try {
      const id = await selectImage(page, 0);
      await chooseFile(page, path);
      await page.waitForSelector('[data-testid=upload-item][data-status=completed][data-name="reloaded.png"]', { timeout: 30_000 });
      expect(await canvasImageSrc(page, id, '/storage/project-assets/', false)).to.match(/\.png$/);
    } finally {
      page.off('request', record);
    }
    expect(resumed[0], 'the remembered upload is asked for its offset').to.deep.include({ method: 'HEAD', url: uploadUrl });
    expect(resumed.some((r) => r.method === 'POST' && r.url.endsWith('/api/v1/tus/upload')), 'no new upload').to.equal(false);
    const patches = resumed.filter((r) => r.method === 'PATCH');
    expect(Number(patches[0].offset), 'the first chunk is not sent again').to.be.at.least(5 * MB);
  });
});

describe('editor image uploads in Chromium (direct to S3)', function () {
  this.timeout(120_000);
  let s3: TestS3;
  let session: EditorSession & { app: TestApp };

  before(async () => {
    s3 = await startS3rver();
    const app = await startTestApp({ listen: true, env: s3.env });
    await setSetting('uploads.s3_direct_upload', true);
    session = { ...(await openEditor(app.url, 'direct@example.com')), app };
  });
  after(async () => {
    await session?.browser.close();
    await session?.app.stop();
    await s3?.close();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, session?.page);
  });

  it('PUTs the image straight to the bucket, then the canvas shows it from /storage/project-assets/', async () => {
    const { page } = session;
    const id = await selectImage(page, 0);
    await chooseFile(page, writeTemp('direct.png', PNG));
    const src = await canvasImageSrc(page, id, '/storage/project-assets/', true);
    const fileName = src.split('/').pop()!;
    const s3Origin = new URL(s3.endpoint).origin;
    expect(session.requests.some((r) => r.startsWith(`PUT ${s3Origin}/`)), 'the bytes went to the bucket').to.equal(true);
    expect(session.requests.some((r) => r.endsWith('/api/v1/s3/simple/presign'))).to.equal(true);
    expect(session.requests.some((r) => r.endsWith('/api/v1/s3/entries'))).to.equal(true);
    expect(session.requests.some((r) => r.endsWith('/api/v1/file-entries')), 'no plain post').to.equal(false);
    const stored = readdirSync(s3.directory, { recursive: true }).map(String);
    expect(stored.some((path) => path.includes(fileName)), `${fileName} in the bucket`).to.equal(true);
  });
});
