import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import type { DeployRecord } from '../../common/publishing.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { PublishingClient, sha256 } from './support/deploys.ts';
import { hashedName, siteHost, siteRequest, type SiteResponse } from './support/site-http.ts';

// Published sites answered by the app on their own hosts: the live deploy on `{slug}.localhost`,
// any ready deploy on `{slug}--{label}.localhost`, with the headers of a careful static host.

const CSS = `body { color: #123456; }\n${'.rule { margin: 0 auto; padding: 1rem; }\n'.repeat(200)}`;
const CSS_PATH = hashedName('site', 'css', CSS);
const FONT = randomBytes(2048);
const FONT_PATH = hashedName('inter', 'woff2', FONT);
const VIDEO = randomBytes(64 * 1024);

function page(title: string, body = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="${CSS_PATH}"></head><body><h1>${title}</h1>${body}${'<p>Some words to make the page worth compressing.</p>'.repeat(40)}</body></html>`;
}

const SITE = {
  'index.html': page('Home', '<a href="about.html">About</a>'),
  'about.html': page('About'),
  '404.html': page('Nothing here'),
  'docs/index.html': page('Docs'),
  [CSS_PATH]: CSS,
  [FONT_PATH]: FONT,
  'media/clip.mp4': VIDEO,
  'robots.txt': 'User-agent: *\nAllow: /\n',
};

function noCookies(response: SiteResponse): void {
  expect(response.headers['set-cookie'], 'a site sets no cookie').to.equal(undefined);
}

describe('published sites: serving by Host', function () {
  this.timeout(60_000);
  let app: TestApp;
  let client: PublishingClient;
  let project: { id: number; slug: string };
  let live: DeployRecord;

  before(async () => {
    app = await startTestApp({ listen: true });
    client = await PublishingClient.signedIn(app);
    project = await client.create('Serving Shop');
    live = (await client.deployFolder(project.id, SITE, { prod: true })).deploy;
  });
  after(() => app?.stop());

  const get = (path: string, headers: Record<string, string> = {}, host = siteHost(project.slug)) => siteRequest(app, host, path, { headers });

  it('serves the live deploy on the project host: / is index.html, /about and /about.html are about.html', async () => {
    expect(live.live).to.equal(true);
    const home = await get('/');
    expect(home.status).to.equal(200);
    expect(home.headers['content-type']).to.match(/^text\/html/);
    expect(home.body.toString()).to.contain('<h1>Home</h1>');
    noCookies(home);
    const clean = await get('/about');
    const named = await get('/about.html');
    expect(clean.status).to.equal(200);
    expect(named.status).to.equal(200);
    expect(clean.body.toString()).to.contain('<h1>About</h1>');
    expect(named.body.equals(clean.body)).to.equal(true);
    expect((await get('/index.html')).body.equals(home.body)).to.equal(true);
    expect((await get('/?utm_source=mail')).body.equals(home.body)).to.equal(true);
  });

  it('serves a site the publisher built, with its hashed assets cached for a year', async () => {
    const built = await client.create('Built Bakery');
    const { deploy } = await client.publish(built.id, { prod: true });
    expect(deploy.live).to.equal(true);
    const home = await get('/', { 'accept-encoding': 'br' }, siteHost(built.slug));
    expect(home.status).to.equal(200);
    expect(home.headers['content-encoding']).to.equal('br');
    const html = brotliDecompressSync(home.body).toString();
    expect(html).to.match(/^<!doctype html>/i);
    const assets = [...html.matchAll(/(?:href|src)="(assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets.length, html).to.be.greaterThan(0);
    for (const asset of assets) {
      const response = await get(`/${asset}`, {}, siteHost(built.slug));
      expect(response.status, asset).to.equal(200);
      expect(response.headers['cache-control'], asset).to.equal('public, max-age=31536000, immutable');
    }
  });

  it('answers a folder with its index.html, redirecting the name without its slash', async () => {
    const folder = await get('/docs/');
    expect(folder.status).to.equal(200);
    expect(folder.body.toString()).to.contain('<h1>Docs</h1>');
    const bare = await get('/docs?x=1');
    expect(bare.status).to.equal(301);
    expect(bare.headers.location).to.equal('/docs/?x=1');
  });

  it("answers unknown paths with the deploy's 404.html and status 404", async () => {
    for (const path of ['/no-such-page', '/assets/gone.css', '/../etc/passwd', '/%2e%2e/x', '/a%00b', '/__proto__', '/constructor']) {
      const response = await get(path);
      expect(response.status, path).to.equal(404);
      expect(response.body.toString(), path).to.contain('<h1>Nothing here</h1>');
      noCookies(response);
    }
  });

  it('sends revalidation with a strong ETag for pages, a year for hashed assets, and 304 when unchanged', async () => {
    const home = await get('/');
    expect(home.headers['cache-control']).to.equal('public, max-age=0, must-revalidate');
    expect(home.headers.etag).to.equal(`"${sha256(SITE['index.html'])}"`);
    expect(home.headers['x-content-type-options']).to.equal('nosniff');
    const again = await get('/', { 'if-none-match': home.headers.etag! });
    expect(again.status).to.equal(304);
    expect(again.body.length).to.equal(0);
    expect(again.headers.etag).to.equal(home.headers.etag);
    const changed = await get('/', { 'if-none-match': '"something-else"' });
    expect(changed.status).to.equal(200);

    const css = await get(`/${CSS_PATH}`);
    expect(css.status).to.equal(200);
    expect(css.headers['content-type']).to.match(/^text\/css/);
    expect(css.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    // Fonts load in CORS mode, from a page whose sandboxed origin is opaque.
    expect(css.headers['access-control-allow-origin']).to.equal('*');
    const font = await get(`/${FONT_PATH}`);
    expect(font.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    expect(font.headers['access-control-allow-origin']).to.equal('*');
    expect(font.body.equals(FONT)).to.equal(true);

    const robots = await get('/robots.txt');
    expect(robots.headers['cache-control']).to.equal('public, max-age=0, must-revalidate');
    expect(robots.headers['access-control-allow-origin']).to.equal(undefined);
  });

  it('compresses text with brotli or gzip as the client accepts, and leaves binary files alone', async () => {
    const br = await get(`/${CSS_PATH}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).to.equal('br');
    expect(br.headers.vary).to.equal('Accept-Encoding');
    expect(br.body.length).to.be.below(CSS.length / 5);
    expect(brotliDecompressSync(br.body).toString()).to.equal(CSS);
    expect(Number(br.headers['content-length'])).to.equal(br.body.length);

    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(gzip.body).toString()).to.equal(SITE['index.html']);
    // Each encoding is its own representation; any of them revalidates the same content.
    expect(gzip.headers.etag).to.equal(`"${sha256(SITE['index.html'])}-gzip"`);
    expect((await get('/', { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers.etag! })).status).to.equal(304);

    const refused = await get('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).to.equal(undefined);
    expect(refused.body.toString()).to.equal(SITE['index.html']);

    const video = await get('/media/clip.mp4', { 'accept-encoding': 'br, gzip' });
    expect(video.headers['content-encoding']).to.equal(undefined);
    expect(video.headers['content-type']).to.equal('video/mp4');
    expect(video.body.equals(VIDEO)).to.equal(true);
  });

  it('answers byte ranges of media with 206, and 416 past the end', async () => {
    const part = await get('/media/clip.mp4', { range: 'bytes=100-1099' });
    expect(part.status).to.equal(206);
    expect(part.headers['content-range']).to.equal(`bytes 100-1099/${VIDEO.length}`);
    expect(part.body.equals(VIDEO.subarray(100, 1100))).to.equal(true);
    const tail = await get('/media/clip.mp4', { range: 'bytes=-10' });
    expect(tail.status).to.equal(206);
    expect(tail.body.equals(VIDEO.subarray(VIDEO.length - 10))).to.equal(true);
    const past = await get('/media/clip.mp4', { range: `bytes=${VIDEO.length + 5}-` });
    expect(past.status).to.equal(416);
    expect(past.headers['content-range']).to.equal(`bytes */${VIDEO.length}`);
    const full = await get('/media/clip.mp4');
    expect(full.headers['accept-ranges']).to.equal('bytes');
  });

  it('answers HEAD with the headers alone and refuses other methods with 405', async () => {
    const head = await siteRequest(app, siteHost(project.slug), '/about', { method: 'HEAD' });
    expect(head.status).to.equal(200);
    expect(head.body.length).to.equal(0);
    expect(Number(head.headers['content-length'])).to.equal(Buffer.byteLength(SITE['about.html']));
    // No CSRF refusal, no route lookup: the site answers before the app does.
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const refused = await siteRequest(app, siteHost(project.slug), '/about', { method });
      expect(refused.status, method).to.equal(405);
      expect(refused.headers.allow).to.equal('GET, HEAD');
      noCookies(refused);
    }
  });

  it('sends a sandboxing Content-Security-Policy that lets the site run its own scripts only', async () => {
    const home = await get('/');
    const csp = String(home.headers['content-security-policy']);
    expect(csp).to.match(/^sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads;/);
    expect(csp).to.not.contain('allow-same-origin');
    expect(csp).to.contain("script-src 'self'");
    expect(home.headers['x-frame-options'], 'sites may be embedded').to.equal(undefined);
    expect(home.headers['x-robots-tag']).to.equal(undefined);
  });

  it('leaves the app host to the app: its pages, API and cookies', async () => {
    const api = await siteRequest(app, 'localhost', '/api/v1/bootstrap-data');
    expect(api.status).to.equal(200);
    expect(api.headers['content-type']).to.match(/json/);
    expect(String(api.headers['set-cookie'])).to.contain('XSRF-TOKEN=');
    const loopback = await siteRequest(app, '127.0.0.1', '/api/v1/bootstrap-data');
    expect(loopback.status).to.equal(200);
    // The app's own 404 for a path that is a page on the site.
    const about = await siteRequest(app, 'localhost', '/about.html');
    expect(about.body.toString()).to.not.contain('<h1>About</h1>');
  });

  it('serves any ready deploy on its own host, marked noindex, while the live site stays', async () => {
    const draft = (await client.deployFolder(project.id, { ...SITE, 'index.html': page('Draft home') }, { prod: false })).deploy;
    expect(draft.live).to.equal(false);
    const own = await get('/', {}, siteHost(project.slug, draft.label));
    expect(own.status).to.equal(200);
    expect(own.body.toString()).to.contain('<h1>Draft home</h1>');
    expect(own.headers['x-robots-tag']).to.equal('noindex');
    const first = await get('/', {}, siteHost(project.slug, live.label));
    expect(first.body.toString()).to.contain('<h1>Home</h1>');
    expect((await get('/')).body.toString()).to.contain('<h1>Home</h1>');

    const missing = await get('/', {}, siteHost(project.slug, 'a1b2c3d4e5f6'));
    expect(missing.status).to.equal(404);
    expect(missing.body.toString()).to.contain('Site not found');
  });

  it('names a deploy by a random label nobody guesses: counting deploy numbers finds nothing', async () => {
    const draft = (await client.deployFolder(project.id, { ...SITE, 'index.html': page('Secret draft') }, { prod: false })).deploy;
    expect(draft.label).to.match(/^[a-z0-9]{12}$/);
    expect(draft.url).to.equal(`http://${siteHost(project.slug, draft.label)}:0`);
    expect((await get('/', {}, siteHost(project.slug, draft.label))).body.toString()).to.contain('<h1>Secret draft</h1>');
    for (let number = 1; number <= draft.number; number++) {
      const guessed = await get('/', {}, siteHost(project.slug, String(number)));
      expect(guessed.status, `${project.slug}--${number}`).to.equal(404);
      expect(guessed.body.toString()).to.not.contain('Secret draft');
    }
  });

  it('answers an unknown site with a plain 404 page', async () => {
    const response = await get('/', {}, siteHost('no-such-site'));
    expect(response.status).to.equal(404);
    expect(response.headers['content-type']).to.match(/^text\/html/);
    expect(response.body.toString()).to.contain('Site not found');
    noCookies(response);
  });

  it('never mixes two deploys: a reader polling during switches sees each page with its own stylesheet', async () => {
    const versions = Array.from({ length: 4 }, (_, i) => {
      const css = `body { --version: v${i}; }\n${CSS}`;
      const cssPath = hashedName('site', 'css', css);
      return {
        marker: `v${i}`,
        files: { 'index.html': `<!doctype html><html><head><link rel="stylesheet" href="${cssPath}"><title>v${i}</title></head><body data-version="v${i}"></body></html>`, [cssPath]: css },
      };
    });
    const seen: string[] = [];
    let polling = true;
    const reader = (async () => {
      while (polling) {
        const html = (await get('/')).body.toString();
        const marker = /data-version="(v\d)"/.exec(html)?.[1] ?? 'original';
        const href = /href="([^"]+\.css)"/.exec(html)?.[1];
        expect(href, html).to.be.a('string');
        const css = await get(`/${href}`);
        expect(css.status, `${marker}: ${href}`).to.equal(200);
        if (marker !== 'original') expect(css.body.toString()).to.contain(`--version: ${marker};`);
        if (seen[seen.length - 1] !== marker) seen.push(marker);
      }
    })();
    try {
      for (const version of versions) {
        await client.deployFolder(project.id, version.files, { prod: true });
        const deadline = Date.now() + 10_000;
        while (!seen.includes(version.marker) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(seen, 'the new deploy shows within a few seconds').to.include(version.marker);
      }
    } finally {
      polling = false;
      await reader;
    }
    // In order, each one whole; never back to an older one.
    expect(seen).to.deep.equal(['original', 'v0', 'v1', 'v2', 'v3']);
  });

  it('takes the site offline when unpublished and when the project is deleted', async () => {
    const other = await client.create('Short Lived');
    const first = (await client.deployFolder(other.id, { 'index.html': page('Short lived') }, { prod: true })).deploy;
    expect((await get('/', {}, siteHost(other.slug))).status).to.equal(200);

    const unpublished = await client.request('POST', `/api/v1/projects/${other.id}/unpublish`);
    expect(unpublished.statusCode, unpublished.payload).to.equal(200);
    await eventually(async () => {
      const response = await get('/', {}, siteHost(other.slug));
      expect(response.status).to.equal(404);
      expect(response.body.toString()).to.contain('Site not found');
    });

    const republished = await client.request('POST', `/api/v1/projects/${other.id}/deploys/1/live`);
    expect(republished.statusCode, republished.payload).to.equal(200);
    await eventually(async () => {
      expect((await get('/', {}, siteHost(other.slug))).status).to.equal(200);
    });

    const deleted = await client.request('DELETE', `/api/v1/projects/${other.id}`);
    expect(deleted.statusCode, deleted.payload).to.equal(200);
    await eventually(async () => {
      expect((await get('/', {}, siteHost(other.slug))).status).to.equal(404);
      expect((await get('/', {}, siteHost(other.slug, first.label))).status).to.equal(404);
    });
  });

  it('takes every deploy address down with the site on unpublish, until a deploy is live again', async () => {
    const site = await client.create('Taken Down');
    const oldCss = 'h1 { color: #a1b2c3; }';
    const oldCssPath = hashedName('old', 'css', oldCss);
    const first = (await client.deployFolder(site.id, { 'index.html': page('First'), [oldCssPath]: oldCss }, { prod: true })).deploy;
    const draft = (await client.deployFolder(site.id, { 'index.html': page('Draft') }, { prod: false })).deploy;
    const hosts = [siteHost(site.slug), siteHost(site.slug, first.label), siteHost(site.slug, draft.label)];
    for (const host of hosts) expect((await get('/', {}, host)).status, host).to.equal(200);

    const unpublished = await client.request('POST', `/api/v1/projects/${site.id}/unpublish`);
    expect(unpublished.statusCode, unpublished.payload).to.equal(200);
    // At once on the instance that unpublished (others follow within the host cache's few seconds).
    for (const host of hosts) {
      const response = await get('/', {}, host);
      expect(response.status, host).to.equal(404);
      expect(response.body.toString(), host).to.contain('Site not found');
      noCookies(response);
    }
    expect((await client.deploys(site.id)).map((deploy) => [deploy.number, deploy.live, deploy.offline])).to.deep.equal([
      [2, false, true],
      [1, false, true],
    ]);

    // A new publish brings the site back as usual; what was taken down stays down.
    const next = (await client.deployFolder(site.id, { 'index.html': page('Next') }, { prod: true })).deploy;
    expect(next.offline).to.equal(false);
    await eventually(async () => {
      expect((await get('/', {}, siteHost(site.slug))).body.toString()).to.contain('<h1>Next</h1>');
    });
    expect((await get('/', {}, siteHost(site.slug, next.label))).status).to.equal(200);
    expect((await get('/', {}, siteHost(site.slug, first.label))).status).to.equal(404);
    expect((await get('/', {}, siteHost(site.slug, draft.label))).status).to.equal(404);
    // Nor are its files served as the earlier assets a page of the live deploy might still ask for.
    expect((await get(`/${oldCssPath}`, {}, siteHost(site.slug))).status).to.equal(404);

    // Making a deploy taken down live again brings its own address back with it.
    const promoted = await client.request('POST', `/api/v1/projects/${site.id}/deploys/${draft.number}/live`);
    expect(promoted.statusCode, promoted.payload).to.equal(200);
    expect((promoted.result as { deploy: DeployRecord }).deploy).to.include({ live: true, offline: false });
    await eventually(async () => {
      expect((await get('/', {}, siteHost(site.slug, draft.label))).body.toString()).to.contain('<h1>Draft</h1>');
    });
    expect((await get('/', {}, siteHost(site.slug, first.label))).status).to.equal(404);
  });
});

/** Retries the check for a few seconds: what a host serves is remembered briefly per instance. */
async function eventually(check: () => Promise<void>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
