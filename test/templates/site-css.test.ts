import { expect } from 'chai';
import type { Browser, Page } from 'puppeteer-core';
import { launchBrowser, screenshotOnFailure } from '../helpers/browser.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { SITE_CSS } from './support.ts';

describe('site.css', function () {
  this.timeout(60_000);

  it('needs nothing from the internet: no imports, web fonts or remote URLs', () => {
    expect(SITE_CSS).not.to.match(/@import|@font-face/);
    const urls = [...SITE_CSS.matchAll(/url\(\s*["']?([^"')]+)/g)].map((match) => match[1]);
    expect(urls.length).to.be.above(0);
    expect(urls.filter((url) => !url.startsWith('data:'))).to.deep.equal([]);
  });

  describe('in Chromium', () => {
    let app: TestApp;
    let browser: Browser;
    let page: Page;

    before(async () => {
      app = await startTestApp({ listen: true });
      browser = await launchBrowser();
      page = await browser.newPage();
    });
    afterEach(async function () {
      await screenshotOnFailure(this.currentTest, page);
    });
    after(async () => {
      await browser?.close();
      await app?.stop();
    });

    const GRID = `
      <div class="container" id="c"><div class="row" id="r">
        ${Array.from({ length: 12 }, (_, i) => `<div class="col-sm-${i + 1}" id="col${i + 1}"></div>`).join('')}
      </div></div>
      <div class="container-fluid" id="fluid"></div>
      <a class="btn btn-primary" id="btn" href="#">Go</a><i class="icon icon-star icon-2x" id="icon"></i>`;

    async function render(width: number): Promise<Record<string, number>> {
      await page.setViewport({ width, height: 800 });
      await page.setContent(`<!doctype html><html><head><link rel="stylesheet" href="${app.url}/site-assets/site.css"></head><body>${GRID}</body></html>`, { waitUntil: 'load' });
      // No named functions inside: the test transpiler would wrap them in a helper the page lacks.
      const ids = ['c', 'r', 'fluid', 'icon', ...Array.from({ length: 12 }, (_, i) => `col${i + 1}`)];
      const widths: number[] = await page.evaluate((list: string[]) => list.map((id) => document.getElementById(id)!.getBoundingClientRect().width), ids);
      const out: Record<string, number> = Object.fromEntries(ids.map((id, i) => [id, widths[i]]));
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
      const button = await page.evaluate(() => [getComputedStyle(document.getElementById('btn')!).borderTopLeftRadius, getComputedStyle(document.getElementById('btn')!).backgroundColor]);
      return { ...out, container: out.c, row: out.r, btnRadius: parseFloat(button[0]), btnBackground: button[1] === 'rgb(37, 99, 235)' ? 1 : 0 };
    }

    it('sizes columns as twelfths of the row from 576px and steps the container width', async () => {
      const wide = await render(1280);
      expect(wide.container).to.equal(1140);
      expect(wide.row, "row gutters cancel the container padding").to.equal(1140);
      for (let span = 1; span <= 12; span++) expect(wide[`col${span}`], `col-sm-${span}`).to.be.closeTo((wide.row * span) / 12, 0.5);
      expect(wide.fluid).to.equal(1280);
      expect(wide.btnBackground).to.equal(1);
      expect(wide.btnRadius).to.be.above(0);
      expect(wide.icon).to.equal(32);
      expect((await render(1000)).container).to.equal(960);
      expect((await render(800)).container).to.equal(720);
      expect((await render(600)).container).to.equal(540);
    });

    it('stacks every column full width below 576px', async () => {
      const narrow = await render(400);
      expect(narrow.container).to.equal(400);
      for (let span = 1; span <= 12; span++) expect(narrow[`col${span}`], `col-sm-${span}`).to.equal(narrow.row);
    });
  });
});
