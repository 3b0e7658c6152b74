import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { packageRoot } from '../../config/paths.ts';
import { createServer } from '../../server/app.ts';
import { HOMEPAGE_MODULES, SCREEN_MODULES } from '../../server/http/screen-preloads.ts';
import { setSetting } from '../../server/modules/settings/service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';

// What the HTML shell's head gives a first visit: the page's own chunks named next to the entry
// script (from the build's manifest, without what the entry loads anyway), the theme font's files
// preloaded, the page language and the colour a phone tints its address bar with.
describe('head of the HTML shell', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof createServer>>;

  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'], css: ['assets/index-1.css'] },
    '_vendor-1.js': { file: 'assets/vendor-1.js' },
    '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_vendor-1.js'], css: ['assets/shared-1.css'] },
    [HOMEPAGE_MODULES.landing]: { file: 'assets/landing-1.js', isDynamicEntry: true, imports: ['index.html', '_shared-1.js'], css: ['assets/landing-1.css'], assets: ['assets/hero-1.svg', 'assets/notes-1.txt'] },
    [SCREEN_MODULES.login]: { file: 'assets/login-1.js', isDynamicEntry: true, imports: ['index.html', '_vendor-1.js'] },
    [SCREEN_MODULES.pricing]: { file: 'assets/pricing-1.js', isDynamicEntry: true, imports: ['_shared-1.js'] },
  };

  before(async () => {
    app = await startTestApp();
    const distDir = makeTempDir('sitewright-web-');
    mkdirSync(join(distDir, '.vite'), { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html lang="en"><head><!--app-head--><script type="module" src="/assets/index-1.js"></script></head><body><!--bootstrap-data--></body></html>');
    writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    server = await createServer(app.ctx, { webDistDir: distDir });
  });
  after(() => app.stop());

  const head = async (url: string) => {
    const html = (await server.inject(url)).payload;
    return html.slice(0, html.indexOf('</head>'));
  };

  it('names the language, the theme colour and the theme font files to preload', async () => {
    const html = await head('/');
    expect(html).to.match(/^<!doctype html><html lang="en">/);
    expect(html).to.contain('<meta name="theme-color" content="#ffffff">');
    for (const weight of [400, 700]) expect(html).to.contain(`<link rel="preload" as="font" type="font/woff2" crossorigin href="/site-assets/fonts/files/inter-latin-${weight}-normal.woff2">`);
    const font = await server.inject('/site-assets/fonts/files/inter-latin-700-normal.woff2');
    expect(font.statusCode).to.equal(200);
  });

  it('names every screen by a source file the web app has', () => {
    for (const module of new Set([...Object.values(SCREEN_MODULES), ...Object.values(HOMEPAGE_MODULES)])) expect(existsSync(join(packageRoot, 'web', module)), module).to.equal(true);
  });

  it("preloads the landing page's chunks, stylesheets and images on the home page, not the entry's", async () => {
    const html = await head('/');
    expect(html).to.contain('<link rel="modulepreload" crossorigin href="/assets/landing-1.js">');
    expect(html).to.contain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js">');
    expect(html).to.contain('<link rel="stylesheet" crossorigin href="/assets/landing-1.css">');
    expect(html).to.contain('<link rel="stylesheet" crossorigin href="/assets/shared-1.css">');
    expect(html).to.contain('<link rel="preload" as="image" href="/assets/hero-1.svg">');
    expect(html).to.not.contain('notes-1.txt');
    expect(html).to.not.contain('vendor-1.js');
    expect(html).to.not.contain('index-1.css');
    const pricing = await head('/pricing');
    expect(pricing).to.contain('/assets/pricing-1.js').and.to.contain('/assets/shared-1.js').and.not.contain('landing-1');
  });

  it('follows the homepage type, and preloads nothing for screens it does not know or pages that do not exist', async () => {
    await setSetting('homepage.type', 'login');
    try {
      const html = await head('/');
      expect(html).to.contain('/assets/login-1.js').and.not.contain('landing-1');
    } finally {
      await setSetting('homepage.type', 'landing');
    }
    expect(await head('/dashboard')).to.not.contain('modulepreload');
    expect(await head('/no-such-page')).to.not.contain('modulepreload');
  });
});
