import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templatesDir } from '../../config/paths.ts';
import { lucideIconsDir } from '../../server/modules/site-assets/icon-set.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

describe('icon set routes (/site-assets/icons.css, icons.json, lucide/<name>.svg)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ method: 'GET', url, headers });
  const siteIcons = readdirSync(join(templatesDir, 'site', 'icons')).map((file) => file.replace(/\.svg$/, ''));
  const lucideIcons = readdirSync(lucideIconsDir()).map((file) => file.replace(/\.svg$/, ''));

  it('gives every Lucide icon a class in a public, cacheable stylesheet, leaving the site stylesheet\'s own icons alone', async () => {
    const response = await get('/site-assets/icons.css');
    expect(response.statusCode).to.equal(200);
    expect(response.headers['content-type']).to.match(/^text\/css/);
    expect(response.headers['cache-control']).to.match(/public/);
    expect(Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1])).to.be.at.least(7 * 24 * 3600);
    const css = response.payload;
    expect(css).to.contain('.icon-house{--sw-icon:url(/site-assets/lucide/house.svg)}');
    expect(css).to.contain('.icon-utensils-crossed{--sw-icon:url(/site-assets/lucide/utensils-crossed.svg)}');
    const classes = css.split('\n').map((line) => /^\.icon-([a-z0-9-]+)\{/.exec(line)?.[1]);
    expect(classes.every(Boolean), 'one rule per line').to.equal(true);
    expect(classes.length).to.equal(lucideIcons.filter((name) => !siteIcons.includes(name)).length);
    expect(lucideIcons.length).to.be.above(1000);
    // The 83 glyphs of site.css (data URIs) are not overridden: the templates look the same.
    expect(siteIcons).to.have.length(83);
    for (const name of siteIcons) expect(classes, name).not.to.include(name);
    const siteCss = readFileSync(join(templatesDir, 'site', 'site.css'), 'utf8');
    for (const name of siteIcons) expect(siteCss, name).to.contain(`.icon-${name} { --sw-icon: url("data:image/svg+xml,`);

    const revalidated = await get('/site-assets/icons.css', { 'if-none-match': String(response.headers.etag) });
    expect(revalidated.statusCode).to.equal(304);
  });

  it('lists names, search keywords and glyph URLs for the picker', async () => {
    const response = await get('/site-assets/icons.json');
    expect(response.statusCode).to.equal(200);
    expect(response.headers['cache-control']).to.match(/public/);
    const { icons } = JSON.parse(response.payload) as { icons: Array<{ name: string; tags: string[]; url: string }> };
    const names = icons.map((icon) => icon.name);
    expect(names).to.deep.equal([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set(names).size).to.equal(names.length);
    expect(names).to.include.members([...siteIcons, 'house', 'pizza']);
    expect(icons.find((icon) => icon.name === 'pizza')).to.deep.include({ url: '/site-assets/lucide/pizza.svg' });
    expect(icons.find((icon) => icon.name === 'pizza')!.tags).to.include('food');
    expect(icons.find((icon) => icon.name === 'leaf')).to.deep.include({ url: '/site-assets/icons/leaf.svg' });
  });

  it('serves each Lucide glyph as an inert SVG anyone may use as a mask, and 404 for anything else', async () => {
    const response = await get('/site-assets/lucide/house.svg');
    expect(response.statusCode).to.equal(200);
    expect(response.headers['content-type']).to.match(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy']).to.equal("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['cache-control']).to.match(/public/);
    expect(response.payload).to.contain('<svg');
    const cors = await get('/site-assets/lucide/house.svg', { origin: 'https://my-site.example' });
    expect(cors.headers['access-control-allow-origin']).to.be.oneOf(['*', 'https://my-site.example']);
    for (const url of ['/site-assets/lucide/no-such-icon.svg', '/site-assets/lucide/..%2Fpackage.svg', '/site-assets/lucide/House.svg', '/site-assets/lucide/house.png']) {
      expect((await get(url)).statusCode, url).to.equal(404);
    }
    // The site stylesheet and its own icons are still served by the site-assets route.
    expect((await get('/site-assets/site.css')).statusCode).to.equal(200);
    expect((await get('/site-assets/icons/leaf.svg')).statusCode).to.equal(200);
  });
});
