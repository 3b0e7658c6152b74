import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import type { BootstrapData } from '../../common/types.ts';
import { createServer } from '../../server/app.ts';
import { publishedSitesSource } from '../../server/http/security-headers.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';

const TEMPLATE = '<!doctype html><html><head><!--app-head--><script type="module" src="/assets/app.js"></script></head><body><!--bootstrap-data--><div id="root"></div></body></html>';

function embedded(html: string): BootstrapData {
  const match = html.match(/<script type="application\/json" id="bootstrap-data">(.*?)<\/script>/s);
  expect(match, 'bootstrap data script').to.not.equal(null);
  return JSON.parse(match![1]) as BootstrapData;
}

describe('web app shell', () => {
  let app: TestApp;
  let distDir: string;
  let server: Awaited<ReturnType<typeof createServer>>;

  before(async () => {
    app = await startTestApp();
    distDir = makeTempDir('sitewright-web-');
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), TEMPLATE);
    writeFileSync(join(distDir, 'assets', 'app-123.js'), 'console.log(1)');
    writeFileSync(join(distDir, 'humans.txt'), 'Made by people');
    server = await createServer(app.ctx, { webDistDir: distDir });
  });
  after(() => app.stop());

  it('embeds the bootstrap data and the selected theme in the HTML of any app route', async () => {
    for (const url of ['/', '/dashboard/projects', '/login?redirect=/admin']) {
      const res = await server.inject({ url, headers: { cookie: 'be-active-theme=dark' } });
      expect(res.statusCode, url).to.equal(200);
      expect(res.headers['content-type']).to.contain('text/html');
      expect(res.headers['cache-control']).to.equal('no-store');
      const data = embedded(res.payload);
      const dark = data.themes.all.find((t) => t.default_dark)!;
      expect(data.themes.selectedThemeId).to.equal(dark.id);
      expect(res.payload).to.contain(`--be-background:${dark.values['--be-background']}`);
      expect(res.payload).to.contain('<title>Sitewright</title>');
    }
  });

  it('cannot be broken out of by a setting that contains markup', async () => {
    await setSetting('branding.site_name', '</script><script>alert(1)</script>');
    try {
      const res = await server.inject('/');
      expect(res.payload).to.not.contain('</script><script>alert(1)');
      expect(embedded(res.payload).settings.branding.site_name).to.equal('</script><script>alert(1)</script>');
      expect(res.payload).to.contain('<title>&lt;/script&gt;');
    } finally {
      await setSetting('branding.site_name', 'Sitewright');
    }
  });

  it('forbids inline scripts with a Content-Security-Policy on the HTML', async () => {
    const res = await server.inject('/');
    const directives = String(res.headers['content-security-policy']).split('; ');
    expect(directives).to.include("script-src 'self'");
    expect(res.headers['content-security-policy']).to.contain("frame-ancestors 'self'");
  });

  it('lets the app frame its published sites (dashboard thumbnails), on their own origin', async () => {
    const frameSrc = async () => String((await server.inject('/')).headers['content-security-policy']).split('; ').find((d) => d.startsWith('frame-src'));
    const port = new URL(app.config.appUrl).port;
    expect(await frameSrc()).to.equal(`frame-src 'self' blob: http://*.localhost${port ? `:${port}` : ''}`);
    await setSetting('published_sites_url', 'https://{slug}.sites.example.com');
    try {
      expect(await frameSrc()).to.equal("frame-src 'self' blob: https://*.sites.example.com");
    } finally {
      await setSetting('published_sites_url', null);
    }
    expect(publishedSitesSource('https://site-{slug}.example.com:8443')).to.equal('https://*.example.com:8443');
    expect(publishedSitesSource('https://sites.example.com/{slug}')).to.equal('https://sites.example.com');
    expect(publishedSitesSource('not a url {slug}')).to.equal(null);
  });

  it('serves hashed assets with a year of caching and public files beside index.html', async () => {
    const asset = await server.inject('/assets/app-123.js');
    expect(asset.statusCode).to.equal(200);
    expect(asset.headers['cache-control']).to.contain('max-age=31536000');
    // A publicly cached file must not carry a per-visitor cookie.
    expect(asset.headers['set-cookie']).to.equal(undefined);
    expect((await server.inject('/humans.txt')).payload).to.equal('Made by people');
    // robots.txt is the server's own (server/modules/seo/), whatever the build holds.
    expect((await server.inject('/robots.txt')).payload).to.match(/^User-agent: \*\nAllow: \/\n/);
    expect((await server.inject('/assets/missing.js')).statusCode).to.equal(404);
    const traversal = await server.inject('/assets/..%2F..%2F..%2F..%2Fetc%2Fpasswd');
    expect(traversal.statusCode).to.be.oneOf([403, 404]);
    expect(traversal.payload).to.not.contain('root:');
  });

  it('explains how to build when the web app has not been built', async () => {
    const unbuilt = await createServer(app.ctx, { webDistDir: makeTempDir('sitewright-empty-') });
    const res = await unbuilt.inject('/');
    expect(res.statusCode).to.equal(503);
    expect(res.payload).to.contain('npm run build');
  });
});
