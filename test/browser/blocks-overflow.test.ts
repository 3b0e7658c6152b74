import { expect } from 'chai';
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localizeBlock } from '../../common/editor/block-copy.ts';
import { parsePage, type ElementNode, type PageDocument } from '../../common/editor/document.ts';
import { pageHref } from '../../common/editor/links.ts';
import type { ElementDefinition, ProjectPage } from '../../common/editor/types.ts';
import { templatesDir } from '../../config/paths.ts';
import { composeSitePlan } from '../../server/modules/ai/composer/compose.ts';
import { renderSitePlan } from '../../server/modules/ai/render.ts';
import { buildSite, type BuiltSite } from '../../server/modules/publishing/build/site.ts';
import { readElementCatalogue } from '../../server/modules/templates/catalogue.ts';
import { buildTemplatePages } from '../../server/modules/templates/seed.ts';
import { readSiteTemplates } from '../../server/modules/templates/sources.ts';
import { blockForDrop } from '../../web/src/features/editor/state/block-placement.ts';
import { canDropAt } from '../../web/src/features/editor/state/drop-target.ts';
import { elementNameFromHtml } from '../../web/src/features/editor/model.ts';
import { variantSitePages } from '../ai/support/variant-plans.ts';
import { launchBrowser, screenshotOnFailure } from '../helpers/browser.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

// Every catalogue block dropped at every place between a published page's sections — first, between
// any two, last — of every starter template's home page and of every page of a generated site, as
// the editor inserts it (in the page's language, in a section of its own where it needs one), must
// leave the page no wider than the window on a phone and on a desktop. One page load per page and
// width: each insertion is made in the published page, measured and taken out again.

const SITE_URL = 'http://site.test';
const WIDTHS = [390, 1440];
/** A small phone and a laptop, for the generated sections' layouts. */
const SECTION_WIDTHS = [375, 1280];
const GENERATED_PROMPT = 'eine gemütliche Bäckerei in Berlin mit Öffnungszeiten, Preisen und Online-Bestellung';

interface Insertion {
  label: string;
  /** 'body', or 'main' for the <main> a generated page holds its sections in. */
  parent: 'body' | 'main';
  /** Before the parent's kth element child (after the last when k is their number). */
  k: number;
  html: string;
}

interface TestSite {
  name: string;
  pages: ProjectPage[];
  /** How many of its pages are measured, from the first. */
  measured: number;
}

function elementChildren(doc: PageDocument, parent: ElementNode): ElementNode[] {
  return parent.children.map((id) => doc.nodes.get(id)).filter((node): node is ElementNode => node?.type === 'element');
}

/** Each block (in the page's language) at each place the editor takes it, as the editor would insert it there. */
function insertions(page: ProjectPage, blocks: readonly ElementDefinition[]): Insertion[] {
  const doc = parsePage(page.html);
  const body = doc.nodes.get(doc.rootId) as ElementNode;
  const main = elementChildren(doc, body).find((child) => child.tag === 'main');
  const parents: [Insertion['parent'], ElementNode][] = [['body', body], ...(main ? [['main', main] as [Insertion['parent'], ElementNode]] : [])];
  const out: Insertion[] = [];
  for (const [where, parent] of parents) {
    const children = elementChildren(doc, parent);
    for (let k = 0; k <= children.length; k++) {
      const drop = { parentId: parent.id, index: k < children.length ? parent.children.indexOf(children[k].id) : parent.children.length };
      for (const block of blocks) {
        const subject = { kind: 'new' as const, html: block.html, isColumn: elementNameFromHtml(block.html) === 'Column' };
        if (!canDropAt(doc, drop, subject)) continue;
        const html = blockForDrop(doc, drop, block.html);
        out.push({ label: `${block.name} at ${where}[${k}]`, parent: where, k, html });
      }
    }
  }
  return out;
}

/** A page of every block, so the published stylesheet keeps every block's rules. */
function cataloguePage(blocks: readonly ElementDefinition[], lang: string | undefined): ProjectPage {
  const html = blocks.map((block) => block.html).join('\n');
  return { id: 'catalogue0', name: 'Catalogue', html, doc: { title: 'Catalogue', description: '', css: '', js: '', headLinks: [], fonts: [], slug: 'all-blocks', lang } };
}

function serve(site: BuiltSite): (request: HTTPRequest) => void {
  const files = new Map(site.files.map((file) => [`/${file.path}`, file]));
  return (request) => {
    const url = new URL(request.url());
    if (url.origin !== SITE_URL) return void request.abort();
    const file = files.get(url.pathname === '/' ? '/index.html' : url.pathname);
    if (file) return void request.respond({ status: 200, contentType: file.contentType, body: file.body });
    // The blocks' own pictures, as the editor inserts them: the publisher copies them on the next build.
    const asset = /^\/site-assets\/img\/([\w-]+\.svg)$/.exec(url.pathname)?.[1];
    if (asset) return void request.respond({ status: 200, contentType: 'image/svg+xml', body: readFileSync(join(templatesDir, 'site', 'img', asset)) });
    return void request.respond({ status: 404, body: '' });
  };
}

/** In the page: each insertion made, the page's width read, the insertion taken out. The labels of those that overflow. */
function measure(list: Insertion[]): string[] {
  const parents = { body: document.body, main: document.querySelector('body > main') };
  const originals = { body: [...document.body.children].filter((child) => child.tagName !== 'SCRIPT'), main: [...(parents.main?.children ?? [])] };
  const root = document.documentElement;
  const failures: string[] = [];
  // A page too wide already says nothing about the blocks.
  if (root.scrollWidth > window.innerWidth) return [`the page itself: ${root.scrollWidth}px`];
  for (const insertion of list) {
    const parent = parents[insertion.parent]!;
    const template = document.createElement('template');
    template.innerHTML = insertion.html;
    const nodes = [...template.content.childNodes];
    parent.insertBefore(template.content, originals[insertion.parent][insertion.k] ?? null);
    const width = root.scrollWidth;
    if (width > window.innerWidth) failures.push(`${insertion.label}: ${width}px`);
    for (const node of nodes) node.remove();
  }
  return failures;
}

describe('catalogue blocks on published pages (no sideways scrolling)', function () {
  this.timeout(240_000);
  let app: TestApp;
  let browser: Browser;
  let page: Page | undefined;
  const catalogue = readElementCatalogue();
  const sites: TestSite[] = [
    ...readSiteTemplates().map((source) => ({ name: source.slug, pages: buildTemplatePages(source), measured: 1 })),
    { name: 'generated', pages: renderSitePlan(composeSitePlan({ prompt: GENERATED_PROMPT, pages: 4, seed: 3 })), measured: 4 },
  ];

  before(async () => {
    app = await startTestApp();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await app?.stop();
  });
  afterEach(async function () {
    await screenshotOnFailure(this.currentTest, page);
    await page?.close();
    page = undefined;
  });

  for (const site of sites) {
    it(`${site.name}: no block at any place between sections makes ${site.measured > 1 ? 'a page' : 'the home page'} wider than the window at ${WIDTHS.join(' and ')} px`, async () => {
      const lang = site.pages[0].doc.lang;
      const blocks = catalogue.map((block) => ({ ...block, html: localizeBlock(block.html, { lang }) }));
      const built = await buildSite(app.ctx, { project: { name: site.name, slug: site.name, pages: [...site.pages, cataloguePage(blocks, lang)] }, siteUrl: SITE_URL, allowlist: [] });
      page = await browser.newPage();
      await page.setRequestInterception(true);
      page.on('request', serve(built));
      const failures: string[] = [];
      for (const [index, sitePage] of site.pages.slice(0, site.measured).entries()) {
        const list = insertions(sitePage, blocks);
        const file = pageHref({ id: sitePage.id, name: sitePage.name, slug: sitePage.doc.slug }, index);
        for (const width of WIDTHS) {
          await page.setViewport({ width, height: 900 });
          await page.goto(`${SITE_URL}/${file}`, { waitUntil: 'load' });
          failures.push(...(await page.evaluate(measure, list)).map((failure) => `${site.name}/${file} at ${width}px: ${failure}`));
        }
      }
      expect(failures).to.deep.equal([]);
    });
  }

  it(`generated sections: every layout of every section type, in each hero look, fits the window at ${SECTION_WIDTHS.join(' and ')} px`, async () => {
    const failures: string[] = [];
    page = await browser.newPage();
    for (const look of ['dark', 'image', 'split'] as const) {
      const pages = variantSitePages(look);
      const built = await buildSite(app.ctx, { project: { name: look, slug: look, pages }, siteUrl: SITE_URL, allowlist: [] });
      await page.setRequestInterception(true);
      page.removeAllListeners('request');
      page.on('request', serve(built));
      for (const [index, sitePage] of pages.entries()) {
        const file = pageHref({ id: sitePage.id, name: sitePage.name, slug: sitePage.doc.slug }, index);
        for (const width of SECTION_WIDTHS) {
          await page.setViewport({ width, height: 900 });
          await page.goto(`${SITE_URL}/${file}`, { waitUntil: 'load' });
          // The page's width, and any section whose content reaches past the window's right edge.
          const wide = await page.evaluate(() => {
            const limit = window.innerWidth;
            const sections = [...document.querySelectorAll('main > [id]')].filter((section) => [...section.querySelectorAll('*')].some((element) => element.getBoundingClientRect().right > limit + 1));
            return [...(document.documentElement.scrollWidth > limit ? [`the page: ${document.documentElement.scrollWidth}px`] : []), ...sections.map((section) => section.id)];
          });
          failures.push(...wide.map((what) => `${look} hero, ${file} at ${width}px: ${what}`));
        }
      }
    }
    expect(failures).to.deep.equal([]);
  });
});
