import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { PageDoc, ProjectPage } from '../../common/editor/types.ts';
import { templatesDir } from '../../config/paths.ts';
import { buildSite, type BuiltSite } from '../../server/modules/publishing/build/site.ts';
import { getAllSettings } from '../../server/modules/settings/service.ts';
import { findSiteTemplate } from '../../server/modules/templates/service.ts';
import { diskDriver } from '../../server/storage/index.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { fileText, otherHosts, references, resolveInSite, stylesheetsOf, unresolved, validationErrors } from './support/built-site.ts';

const SITE_URL = 'http://bistro.localhost:3000';
const SDK = 'https://cdn.omelette.app/sdk/v1/waitlist.js';
const TEMPLATES = readdirSync(join(templatesDir, 'sites')).sort();
const DOC: PageDoc = { title: '', description: '', css: '', js: '', headLinks: [], fonts: [] };

let pageCount = 0;
function page(name: string, html: string, doc: Partial<PageDoc> = {}): ProjectPage {
  pageCount += 1;
  return { id: `page${String(pageCount).padStart(6, '0')}`, name, html, doc: { ...DOC, title: name, description: `About ${name}`, ...doc } };
}

describe('building a static site (publishing/build)', function () {
  this.timeout(60_000);
  let app: TestApp;

  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  const build = (pages: ProjectPage[], allowlist: string[] = [SDK]) => buildSite(app.ctx, { project: { name: 'Bistro', slug: 'bistro', pages }, siteUrl: SITE_URL, allowlist });
  const paths = (site: BuiltSite) => site.files.map((file) => file.path);

  describe('every starter template', () => {
    for (const slug of TEMPLATES) {
      it(`${slug}: validates, and every page link and asset resolves to a file of the site, none on another host`, async () => {
        const template = await findSiteTemplate(slug);
        const site = await build(template!.pages);
        expect(await validationErrors(site)).to.deep.equal([]);
        expect(site.warnings).to.deep.equal([]);
        expect(unresolved(site, SITE_URL)).to.deep.equal([]);
        const fetched = otherHosts(site, SITE_URL).filter((reference) => reference.kind !== 'link');
        expect(fetched).to.deep.equal([]);
        expect(site.pageCount).to.equal(template!.pages.length);
        const links = references(site).filter((reference) => reference.kind === 'link' && reference.from === 'index.html');
        expect(links.map((link) => resolveInSite(link, SITE_URL)).filter(Boolean), 'links from the home page to the other pages').to.include.members(paths(site).filter((path) => path.endsWith('.html') && path !== '404.html'));
      });
    }
  });

  it('builds the same bytes from the same project, files sorted by path', async () => {
    const pages = (await findSiteTemplate('restaurant'))!.pages;
    const first = await build(pages);
    const second = await build(structuredClone(pages));
    expect(paths(first)).to.deep.equal([...paths(first)].sort());
    expect(second.files.map((file) => [file.path, file.hash, file.contentType])).to.deep.equal(first.files.map((file) => [file.path, file.hash, file.contentType]));
    expect(Buffer.concat(second.files.map((file) => file.body)).equals(Buffer.concat(first.files.map((file) => file.body)))).to.equal(true);
    expect(second.size).to.equal(first.files.reduce((sum, file) => sum + file.body.length, 0));
    for (const file of first.files.filter((candidate) => candidate.path.startsWith('assets/'))) expect(file.path).to.match(new RegExp(`\\.${file.hash.slice(0, 10)}\\.[a-z0-9]+$`));
  });

  it('writes index.html for the first page and <slug>.html for the others, and points page links at them', async () => {
    const site = await build([
      page('Home', '<nav><a href="home.html">Home</a> <a href="/Our-Menu.html#mains">Menu</a> <a href="./contact.html?x=1">Contact</a> <a href="https://example.org/">Elsewhere</a></nav>', { slug: 'home' }),
      page('Our Menu', '<p><a href="index.html">Back</a></p>'),
      page('Contact', '<p>Call us</p>', { slug: 'contact' }),
      page('Clash', '<p>Same address as contact</p>', { slug: 'contact' }),
    ]);
    expect(paths(site).filter((path) => path.endsWith('.html'))).to.deep.equal(['404.html', 'contact-2.html', 'contact.html', 'index.html', 'our-menu.html']);
    const home = fileText(site, 'index.html');
    expect(home).to.contain('<a href="index.html">Home</a> <a href="our-menu.html#mains">Menu</a> <a href="contact.html?x=1">Contact</a> <a href="https://example.org/">Elsewhere</a>');
    expect(fileText(site, 'our-menu.html')).to.contain('<a href="index.html">Back</a>');
    expect(site.warnings).to.deep.equal(['The page "Clash" is published as contact-2.html: contact.html belongs to another page']);
  });

  it('takes out the editor attributes and keeps what the widget runtime reads', async () => {
    const site = await build([
      page('Home', '<section data-id="sect000001" data-sw-name="Hero" class="hero"><h1 data-id="head000001">Hi</h1><div class="sw-widget sw-widget-omelette" data-sw-widget="omelette" data-id="wdgt000001" data-waitlist="w1"></div><p title="data-id=&quot;x&quot;">data-id="kept as text"</p></section>'),
    ]);
    const html = fileText(site, 'index.html');
    expect(html).to.contain('<section class="hero"><h1>Hi</h1><div class="sw-widget sw-widget-omelette" data-sw-widget="omelette" data-waitlist="w1"></div>');
    expect(html).to.contain('<p title="data-id=&quot;x&quot;">data-id="kept as text"</p>');
    expect(html).not.to.match(/\sdata-id=|data-sw-name/);
  });

  it('writes the head from the page settings: language, title, description, canonical and Open Graph', async () => {
    const site = await build([
      page('Home', '<h1>Welcome</h1>', { title: 'Bistro & Bar', description: 'Small plates "and" wine', ogImage: 'https://images.example.org/og.png' }),
      page('About us', '<h1>About</h1>', { slug: 'about', title: '' }),
    ]);
    const home = fileText(site, 'index.html');
    expect(home.startsWith('<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">')).to.equal(true);
    expect(home).to.contain('<title>Bistro &amp; Bar</title>');
    expect(home).to.contain('<meta name="description" content="Small plates &quot;and&quot; wine">');
    expect(home).to.contain(`<link rel="canonical" href="${SITE_URL}/">`);
    expect(home).to.contain(`<meta property="og:url" content="${SITE_URL}/">`);
    expect(home).to.contain('<meta property="og:title" content="Bistro &amp; Bar">');
    expect(home).to.contain('<meta property="og:image" content="https://images.example.org/og.png">');
    expect(home).not.to.contain('noindex');
    const about = fileText(site, 'about.html');
    expect(about).to.contain('<title>About us</title>');
    expect(about).to.contain(`<link rel="canonical" href="${SITE_URL}/about.html">`);
    expect(about).not.to.contain('og:image');
  });

  it('writes a sitemap of every page, a robots.txt naming it, and a not-found page on the site stylesheet', async () => {
    const site = await build([page('Home', '<h1>Home</h1>'), page('Menu', '<h1>Menu</h1>', { slug: 'menu' })]);
    expect(fileText(site, 'sitemap.xml')).to.equal(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>${SITE_URL}/</loc></url>\n<url><loc>${SITE_URL}/menu.html</loc></url>\n</urlset>\n`,
    );
    expect(fileText(site, 'robots.txt')).to.equal(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
    const notFound = fileText(site, '404.html');
    expect(notFound).to.contain('<meta name="robots" content="noindex">');
    expect(notFound).to.contain('href="/"');
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/site\.[0-9a-f]{10}\.css)">/.exec(notFound);
    expect(stylesheet, 'an absolute link to the site stylesheet: the page answers at any depth').to.not.equal(null);
    expect(fileText(site, 'index.html')).to.contain(`<link rel="stylesheet" href="${stylesheet![1].slice(1)}">`);
    expect(site.files.find((file) => file.path === 'sitemap.xml')!.contentType).to.equal('application/xml; charset=utf-8');
    expect(site.files.find((file) => file.path === 'index.html')!.contentType).to.equal('text/html; charset=utf-8');
  });

  it('keeps only the CSS rules the pages use, minified, with own style rules and custom CSS', async () => {
    const site = await build([
      page('Home', '<div class="card sw-used000001"><p class="lead">Hi</p></div>', {
        styles: [
          { selector: '.sw-used000001', breakpoint: 'all', declarations: { 'letter-spacing': '3px' } },
          { selector: '.sw-used000001', breakpoint: 'mobile', declarations: { 'letter-spacing': '2px' } },
          { selector: '.sw-gone000001', breakpoint: 'all', declarations: { 'letter-spacing': '5px' } },
        ],
        css: '.custom-rule { letter-spacing: 1px; }',
      }),
      page('Menu', '<p class="lead">Menu</p>', { slug: 'menu', css: '.custom-rule { letter-spacing: 1px; }' }),
    ]);
    const [css, ...others] = stylesheetsOf(site, 'index.html');
    expect(others, 'one stylesheet for the whole site').to.deep.equal([]);
    expect(stylesheetsOf(site, 'menu.html')).to.deep.equal([css]);
    expect(css).to.contain('.card{').and.contain('.lead{');
    expect(css, 'site.css rules for classes no page uses').not.to.match(/\.navbar|\.pagination|\.table-striped/);
    expect(css).to.contain('.sw-used000001{letter-spacing:3px}').and.match(/@media \(max-width:479px\)\{\.sw-used000001\{letter-spacing:2px\}\}/);
    expect(css).not.to.contain('sw-gone000001');
    expect(css).to.contain('.custom-rule{letter-spacing:1px}');
    expect(css).not.to.contain('\n  ');
    expect(css.indexOf('.card{'), 'site.css before the page rules').to.be.below(css.indexOf('.sw-used000001'));
  });

  it('gives a page a stylesheet of its own for rules another page must not pick up', async () => {
    const site = await build([
      page('Home', '<p class="lead">Home</p>', { css: '.lead { text-indent: 3px; }' }),
      page('Menu', '<p class="lead">Menu</p>', { slug: 'menu', styles: [{ selector: '.lead', breakpoint: 'all', declarations: { 'text-indent': '2px' } }] }),
    ]);
    const [homeShared, homeOwn] = stylesheetsOf(site, 'index.html');
    const [menuShared, menuOwn] = stylesheetsOf(site, 'menu.html');
    expect(homeShared).to.equal(menuShared);
    expect(homeShared).not.to.contain('text-indent');
    expect(homeOwn).to.equal('.lead{text-indent:3px}');
    expect(menuOwn).to.equal('.lead{text-indent:2px}');
  });

  it('includes the web fonts the pages use and no others, served from the site', async () => {
    const site = await build([
      page('Home', '<h1 class="sw-font000001">Hi</h1>', { styles: [{ selector: '.sw-font000001', breakpoint: 'all', declarations: { 'font-family': 'Lora, serif' } }] }),
      page('Menu', '<p>Menu</p>', { slug: 'menu', fonts: ['merriweather'] }),
    ]);
    const fonts = paths(site).filter((path) => path.endsWith('.woff2'));
    expect(fonts.some((path) => /^assets\/lora-latin-400-normal\.[0-9a-f]{10}\.woff2$/.test(path))).to.equal(true);
    expect(fonts.some((path) => path.startsWith('assets/merriweather-latin-700-normal.'))).to.equal(true);
    expect(fonts.filter((path) => !/^assets\/(lora|merriweather)-/.test(path))).to.deep.equal([]);
    const [css] = stylesheetsOf(site, 'index.html');
    expect(css).to.match(/@font-face\{font-family:"?'?Lora/);
    expect(css).not.to.contain('.woff)');
    expect(site.files.find((file) => file.path === fonts[0])!.contentType).to.equal('font/woff2');
    expect(unresolved(site, SITE_URL)).to.deep.equal([]);

    const plain = await build([page('Home', '<p>No fonts</p>')]);
    expect(paths(plain).filter((path) => path.endsWith('.woff2'))).to.deep.equal([]);
  });

  it('draws the icons the pages use, Lucide ones included, and no others', async () => {
    const site = await build([page('Home', '<i class="icon icon-leaf"></i><i class="icon icon-rocket"></i>')]);
    const [css] = stylesheetsOf(site, 'index.html');
    expect(css).to.contain('.icon-leaf{').and.contain('.icon-rocket{--sw-icon:url("data:image/svg+xml,');
    expect(css).not.to.contain('.icon-anchor').and.not.contain('.icon-star{');
  });

  it('copies the images the pages use under hashed names, and reports one it cannot find', async () => {
    const settings = await getAllSettings();
    const photo = Buffer.from('not really a png, but bytes all the same');
    await diskDriver('public', app.config, settings).put('files/photo123.png', photo, { mime: 'image/png' });
    const site = await build([
      page(
        'Home',
        '<img src="/storage/files/photo123.png" alt="Photo"><img srcset="/storage/files/photo123.png 1x, /site-assets/img/dish-pasta.svg 2x" alt="Pasta">' +
          `<div style="background-image: url('/site-assets/img/dining-room.svg')"></div><img src="${app.config.appUrl}/storage/files/photo123.png" alt="Again">` +
          '<img src="/storage/files/gone.png" alt="Gone">',
        { ogImage: '/storage/files/photo123.png', styles: [{ selector: '.sw-bg00000001', breakpoint: 'all', declarations: { 'background-image': 'url(/site-assets/backgrounds/dots.svg)' } }] },
      ),
    ]);
    const copy = site.files.find((file) => file.path.startsWith('assets/photo123.'))!;
    expect(copy.body.equals(photo)).to.equal(true);
    expect(copy.contentType).to.equal('image/png');
    const html = fileText(site, 'index.html');
    expect(html).to.contain(`<img src="${copy.path}" alt="Photo">`);
    expect(html).to.match(new RegExp(`srcset="${copy.path} 1x, assets/dish-pasta\\.[0-9a-f]{10}\\.svg 2x"`));
    expect(html).to.match(/style="background-image: url\('assets\/dining-room\.[0-9a-f]{10}\.svg'\)"/);
    expect(html).to.contain(`<img src="${copy.path}" alt="Again">`);
    expect(html).to.contain(`<meta property="og:image" content="${SITE_URL}/${copy.path}">`);
    expect(html, 'left as written').to.contain('<img src="/storage/files/gone.png" alt="Gone">');
    expect(site.warnings).to.deep.equal(['Not found, left as written: /storage/files/gone.png (in index.html)']);
    expect(paths(site).filter((path) => /^assets\/dots\.[0-9a-f]{10}\.svg$/.test(path))).to.have.length(1);
    expect(unresolved(site, SITE_URL).map((reference) => reference.url)).to.deep.equal(['/storage/files/gone.png']);
  });

  it('runs only allowlisted https scripts, drops the others without a notice, and adds the widget runtime only to pages with widgets', async () => {
    const site = await build([
      page(
        'Home',
        `<div class="sw-widget sw-widget-omelette" data-sw-widget="omelette" data-waitlist="w1"><script src="https://evil.example.net/steal.js"></script><script src="${SDK}" async></script></div><script>alert(1)</script>`,
        { js: '<script src="http://cdn.example.com/x.js"></script>' },
      ),
      page('Menu', '<p>No widget here</p>', { slug: 'menu' }),
    ]);
    const html = fileText(site, 'index.html');
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts).to.have.length(2);
    expect(scripts[0]).to.equal(`<script src="${SDK}" async>`);
    expect(scripts[1]).to.match(/^<script src="assets\/widgets\.[0-9a-f]{10}\.js" defer>$/);
    expect(html).not.to.contain('sw-script-blocked');
    expect(html).to.contain('<!-- Blocked untrusted script: https://evil.example.net/steal.js -->');
    expect(html).not.to.contain('alert(1)');
    expect(fileText(site, 'menu.html')).not.to.contain('<script');
    expect(otherHosts(site, SITE_URL).filter((reference) => reference.kind !== 'link')).to.deep.equal([{ from: 'index.html', url: SDK, kind: 'script' }]);
    const [css] = stylesheetsOf(site, 'index.html');
    expect(css, 'the classes the runtime gives what it renders').to.contain('.sw-widget-form{').and.contain('.form-control{');

    const noWidgets = await build([page('Home', '<p>Plain</p>')]);
    expect(paths(noWidgets).some((path) => path.includes('widgets'))).to.equal(false);
    expect(stylesheetsOf(noWidgets, 'index.html')[0]).not.to.contain('.sw-widget-form');
  });

  it('reports progress page by page', async () => {
    const progress: [number, number][] = [];
    await buildSite(app.ctx, { project: { name: 'Bistro', slug: 'bistro', pages: [page('A', '<p>a</p>'), page('B', '<p>b</p>', { slug: 'b' })] }, siteUrl: SITE_URL, allowlist: [] }, (done, total) => progress.push([done, total]));
    expect(progress).to.deep.equal([
      [1, 2],
      [2, 2],
    ]);
  });
});
