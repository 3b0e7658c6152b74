import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../config/paths.ts';
import { WEB_FONTS } from '../../common/editor/fonts.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

// The style panel's web fonts come from the project itself: a stylesheet per family built from
// its @fontsource package, and the woff2 files it names, for visitors and cacheable.
describe('web font routes (/site-assets/fonts)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ method: 'GET', url, headers });
  const fontUrls = (css: string) => [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);

  it('serves regular, bold and italic of a family as one public, cacheable stylesheet of our own URLs', async () => {
    const response = await get('/site-assets/fonts/playfair-display.css');
    expect(response.statusCode).to.equal(200);
    expect(response.headers['content-type']).to.match(/^text\/css/);
    expect(response.headers['cache-control']).to.match(/public/).and.match(/max-age=\d+/);
    const css = response.payload;
    expect(css).to.include("font-family: 'Playfair Display'");
    expect(css).to.match(/font-weight: 400/).and.match(/font-weight: 700/).and.match(/font-style: italic/);
    expect(css).not.to.include('./files/');
    const urls = fontUrls(css);
    expect(urls.length).to.be.above(3);
    for (const url of urls) expect(url).to.match(/^\/site-assets\/fonts\/files\/playfair-display-[a-z0-9-]+\.woff2$/);
  });

  it('has a stylesheet for every web font the panel offers, even one without an italic', async () => {
    for (const font of WEB_FONTS) {
      const response = await get(`/site-assets/fonts/${font.id}.css`);
      expect(response.statusCode, font.id).to.equal(200);
      expect(response.payload, font.id).to.include(`font-family: '${font.family}'`);
    }
    expect((await get('/site-assets/fonts/oswald.css')).payload).not.to.include('italic');
  });

  it('answers 304 to a revalidation with the same etag', async () => {
    const first = await get('/site-assets/fonts/inter.css');
    const etag = String(first.headers.etag);
    expect(etag).to.match(/^"[0-9a-f]{40}"$/);
    expect((await get('/site-assets/fonts/inter.css', { 'if-none-match': etag })).statusCode).to.equal(304);
  });

  it('serves every font file the stylesheet names, byte for byte, with CORS for published sites', async () => {
    const css = (await get('/site-assets/fonts/inter.css')).payload;
    const latin = fontUrls(css).find((url) => url.endsWith('inter-latin-400-normal.woff2'))!;
    const response = await get(latin, { origin: 'https://my-site.example' });
    expect(response.statusCode).to.equal(200);
    expect(response.headers['content-type']).to.equal('font/woff2');
    expect(response.headers['access-control-allow-origin']).to.be.oneOf(['*', 'https://my-site.example']);
    expect(response.headers['cache-control']).to.match(/public/);
    expect(response.rawPayload.equals(readFileSync(join(packageRoot, 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2')))).to.equal(true);
    for (const url of fontUrls(css)) expect((await get(url)).statusCode, url).to.equal(200);
  });

  it('answers 404 for unknown families and files, and never leaves the font packages', async () => {
    expect((await get('/site-assets/fonts/comic-sans.css')).statusCode).to.equal(404);
    expect((await get('/site-assets/fonts/arial.css')).statusCode, 'a system font has no stylesheet').to.equal(404);
    expect((await get('/site-assets/fonts/files/inter-latin-450-normal.woff2')).statusCode).to.equal(404);
    expect((await get('/site-assets/fonts/files/inter-latin-400-normal.woff')).statusCode, 'only woff2').to.equal(404);
    expect((await get('/site-assets/fonts/files/unknown-latin-400-normal.woff2')).statusCode).to.equal(404);
    for (const path of ['files/inter-..%2F..%2Fpackage.json', 'files/..%2F..%2F..%2Fpackage.json', 'files/inter-%2E%2E%2Fpackage.woff2', '..%2F..%2Fpackage.json.css', 'inter%2F..%2F..%2Fsite.css']) {
      const response = await get(`/site-assets/fonts/${path}`);
      expect(response.statusCode, path).to.be.oneOf([400, 404]);
      expect(response.payload, path).not.to.include('"dependencies"');
    }
  });
});
