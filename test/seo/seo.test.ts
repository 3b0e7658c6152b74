import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from '@hapi/hapi';
import { expect } from 'chai';
import { createServer } from '../../server/app.ts';
import { configureBilling } from '../../server/modules/billing/gateway.ts';
import { createCustomPage } from '../../server/modules/pages/admin-service.ts';
import { CustomPage } from '../../server/modules/pages/models.ts';
import { bodyExcerpt } from '../../server/modules/seo/service.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';

// What a search engine or a link preview reads without running the app: the head the server
// writes for each public page, sitemap.xml and robots.txt.

const APP_URL = 'https://site.example.test';

/** The head's tags of a served page, as a crawler would pick them out. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  const decode = (text: string) => text.replace(/&(?:#(\d+)|(amp|lt|gt|quot|apos));/g, (_m, code: string | undefined, name: string | undefined) => (code ? String.fromCharCode(Number(code)) : named[name!]));
  const meta = (attribute: 'name' | 'property', key: string) => {
    const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(head);
    return match ? decode(match[1]) : null;
  };
  const canonicals = [...head.matchAll(/<link rel="canonical" href="([^"]*)">/g)].map((m) => decode(m[1]));
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta('name', 'description'),
    canonical: canonicals.length === 1 ? canonicals[0] : canonicals.length ? canonicals : null,
    og: (key: string) => meta('property', `og:${key}`),
    raw: head,
  };
}

describe('head tags, sitemap.xml and robots.txt of the public pages', function () {
  this.timeout(30_000);
  let app: TestApp;
  let server: Server;

  before(async () => {
    app = await startTestApp({ env: { APP_URL } });
    const distDir = makeTempDir('sitewright-web-');
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><!--bootstrap-data--><div id="root"></div></body></html>');
    server = await createServer(app.ctx, { webDistDir: distDir });
  });
  after(() => app.stop());
  afterEach(async () => {
    await setSetting('homepage.type', 'landing');
    await setSetting('homepage.value', null);
    await setSetting('seo.routes', {});
    await setSetting('seo.og_image', null);
  });

  const page = async (url: string) => {
    const response = await server.inject(url);
    return { status: response.statusCode, ...headOf(response.payload) };
  };

  describe('custom pages', () => {
    it('title, description from the start of the body, canonical and Open Graph as an article', async () => {
      const about = await page('/pages/about-us');
      expect(about.status).to.equal(200);
      expect(about.title).to.equal('About Us - Sitewright');
      expect(about.description).to.equal('We build tools that let anyone describe a website and get a real one they can edit visually and publish in minutes.');
      expect(about.canonical).to.equal(`${APP_URL}/pages/about-us`);
      expect(about.og('type')).to.equal('article');
      expect(about.og('title')).to.equal('About Us - Sitewright');
      expect(about.og('description')).to.equal(about.description);
      expect(about.og('url')).to.equal(`${APP_URL}/pages/about-us`);
      expect(about.og('image')).to.equal(null);

      await setSetting('seo.og_image', '/storage/og.png');
      expect((await page('/pages/about-us')).og('image')).to.equal(`${APP_URL}/storage/og.png`);
    });

    it('one canonical address, /pages/{slug}, for the id address, any slug after the id and the short footer aliases', async () => {
      const about = (await CustomPage.findOne({ where: { slug: 'about-us' } }))!;
      for (const url of [`/pages/${about.id}/about-us`, `/pages/${about.id}/old-slug`, '/pages/about-us?utm_source=mail', '/pages/about-us/']) {
        const result = await page(url);
        expect(result.status, url).to.equal(200);
        expect(result.canonical, url).to.equal(`${APP_URL}/pages/about-us`);
      }
      const privacy = await page('/privacy');
      expect(privacy.title).to.equal('Privacy Policy - Sitewright');
      expect(privacy.canonical).to.equal(`${APP_URL}/pages/privacy-policy`);
      expect(privacy.description).to.match(/^What we collect We store the account details you give us/);
      expect(privacy.description!.length).to.be.at.most(160);
      expect(privacy.description!.endsWith('…')).to.equal(true);
    });

    it("uses the page's SEO title and description when set, and escapes every value", async () => {
      const created = await createCustomPage({
        title: 'Launch "notes" <b>',
        slug: 'launch-notes',
        body: '<p>Body text</p>',
        seo: { title: 'Launch notes for "you" & <me>', description: 'What is new, in <one> place "today".' },
      });
      const result = await page(`/pages/${created.slug}`);
      expect(result.title).to.equal('Launch notes for "you" & <me> - Sitewright');
      expect(result.description).to.equal('What is new, in <one> place "today".');
      expect(result.og('title')).to.equal(result.title);
      expect(result.raw).to.not.contain('<me>');
      expect(result.raw).to.not.contain('<one>');

      const plain = await createCustomPage({ title: 'Plain & simple', slug: 'plain', body: '<h2>Hello&nbsp;there</h2><p>Tom &amp; Jerry &lt;3 <a href="https://example.com">links</a></p>' });
      const plainHead = await page(`/pages/${plain.slug}`);
      expect(plainHead.title).to.equal('Plain & simple - Sitewright');
      expect(plainHead.description).to.equal('Hello there Tom & Jerry <3 links');
    });

    it('a missing page answers 404 without a canonical address', async () => {
      const missing = await page('/pages/no-such-page');
      expect(missing.status).to.equal(404);
      expect(missing.canonical).to.equal(null);
      expect(missing.og('url')).to.equal(null);
    });
  });

  describe('other public pages', () => {
    it('each is its own canonical address, in the router\'s spelling and without the query', async () => {
      for (const [url, canonical, title] of [
        ['/', '/', 'Sitewright'],
        ['/contact', '/contact', 'Contact us - Sitewright'],
        ['/Contact/', '/contact', 'Contact us - Sitewright'],
        ['/login?email=a@example.com', '/login', 'Sitewright'],
        ['/register', '/register', 'Sitewright'],
        ['/pricing', '/pricing', 'Pricing - Sitewright'],
      ]) {
        const result = await page(url);
        expect(result.status, url).to.equal(200);
        expect(result.canonical, url).to.equal(`${APP_URL}${canonical}`);
        expect(result.og('url'), url).to.equal(`${APP_URL}${canonical}`);
        expect(result.og('type'), url).to.equal('website');
        // Without an SEO title for the route, the title the app sets (a server-rendered screen's,
        // before the app has started too) or the site's name, and the site's description.
        expect(result.title, url).to.equal(title);
        expect(result.og('title'), url).to.equal(title);
        expect(result.description, url).to.equal('Describe a website and get a real one, then edit it visually and publish it.');
      }
    });

    it("the route's SEO settings win; a custom page as the homepage brings its own otherwise", async () => {
      const about = (await CustomPage.findOne({ where: { slug: 'about-us' } }))!;
      await setSetting('homepage.type', 'customPage');
      await setSetting('homepage.value', 'about-us');
      const home = await page('/');
      expect(home.title).to.equal(`${about.title} - Sitewright`);
      expect(home.canonical).to.equal(`${APP_URL}/`);
      expect(home.og('type')).to.equal('article');

      await setSetting('seo.routes', { '/': { title: 'Build sites with AI', description: 'The home page, in our words.' }, '/contact': { title: 'Talk to us', description: '' } });
      const seoHome = await page('/');
      expect(seoHome.title).to.equal('Build sites with AI');
      expect(seoHome.description).to.equal('The home page, in our words.');
      const contact = await page('/contact');
      expect(contact.title).to.equal('Talk to us');
      expect(contact.description).to.equal('Describe a website and get a real one, then edit it visually and publish it.');
    });
  });

  describe('sitemap.xml', () => {
    it('lists the homepage, contact and every custom page with its last change; pricing only while billing is on', async () => {
      const response = await server.inject('/sitemap.xml');
      expect(response.statusCode).to.equal(200);
      expect(response.headers['content-type']).to.equal('application/xml; charset=utf-8');
      const xml = response.payload;
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).to.equal(true);
      expect(xml).to.contain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({ loc: m[1], lastmod: m[2] }));
      const locs = entries.map((entry) => entry.loc);
      expect(locs.slice(0, 2)).to.deep.equal([`${APP_URL}/`, `${APP_URL}/contact`]);
      expect(locs).to.not.include(`${APP_URL}/pricing`);
      const pages = await CustomPage.findAll();
      for (const custom of pages) {
        const entry = entries.find((e) => e.loc === `${APP_URL}/pages/${custom.slug}`);
        expect(entry, custom.slug).to.not.equal(undefined);
        expect(new Date(entry!.lastmod!).getTime()).to.equal(new Date(custom.updated_at).getTime());
      }
      expect(entries).to.have.length(2 + pages.length);
      for (const loc of locs) expect((await page(new URL(loc).pathname)).status, loc).to.equal(200);

      configureBilling({ ...app.config, stripe: { secretKey: 'sk_test_unused', webhookSecret: 'whsec_unused', apiBase: '' } });
      try {
        expect((await server.inject('/sitemap.xml')).payload).to.contain(`<loc>${APP_URL}/pricing</loc>`);
      } finally {
        configureBilling(app.config);
      }
    });

    it('shows a page added after the last request', async () => {
      await createCustomPage({ title: 'Fresh', slug: 'fresh-page', body: '<p>x</p>' });
      expect((await server.inject('/sitemap.xml')).payload).to.contain(`<loc>${APP_URL}/pages/fresh-page</loc>`);
    });
  });

  it('robots.txt allows the public pages, keeps crawlers out of the private areas and the API, and names the sitemap', async () => {
    const response = await server.inject('/robots.txt');
    expect(response.statusCode).to.equal(200);
    expect(response.headers['content-type']).to.equal('text/plain; charset=utf-8');
    const lines = response.payload.split('\n');
    expect(lines[0]).to.equal('User-agent: *');
    expect(lines).to.include('Allow: /');
    for (const path of ['/admin', '/dashboard', '/editor', '/api/', '/account-settings']) expect(lines).to.include(`Disallow: ${path}`);
    // "/api/" keeps /api-docs crawlable.
    expect(lines.filter((line) => line.startsWith('Disallow: /api'))).to.deep.equal(['Disallow: /api/']);
    expect(lines).to.include(`Sitemap: ${APP_URL}/sitemap.xml`);
  });

  it('/contact-us moves permanently to /contact', async () => {
    const response = await server.inject('/contact-us');
    expect(response.statusCode).to.equal(301);
    expect(response.headers.location).to.equal('/contact');
  });

  it('bodyExcerpt: plain text of the first words, cut at a word', () => {
    expect(bodyExcerpt('<p>a&#39;b &#x41; &unknown;</p>')).to.equal("a'b A &unknown;");
    const long = `<p>${'word '.repeat(60)}</p>`;
    const excerpt = bodyExcerpt(long);
    expect(excerpt.length).to.be.at.most(160);
    expect(excerpt).to.match(/^(word )+word…$/);
  });
});
