import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'chai';
import { createServer } from '../../server/app.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { makeTempDir } from '../helpers/config.ts';

// The web app's hashed files as a browser gets them: cached for good, compressed with the best
// encoding the browser takes once it is ready, the same bytes as on disk once decoded.
describe('web app assets', () => {
  let app: TestApp;
  let server: Awaited<ReturnType<typeof createServer>>;
  const script = `export const lines = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `line ${i} of the bundle`))};\n`;

  before(async () => {
    app = await startTestApp();
    const distDir = makeTempDir('sitewright-web-');
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><!--bootstrap-data--></body></html>');
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(distDir, 'assets', 'tiny-abc123.css'), 'a{color:red}');
    writeFileSync(join(distDir, 'assets', 'font-abc123.woff2'), Buffer.alloc(4096, 7));
    server = await createServer(app.ctx, { webDistDir: distDir });
  });
  after(() => app.stop());

  const get = (url: string, acceptEncoding?: string) => server.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('is cached for a year without revalidation and never carries a cookie', async () => {
    for (const url of ['/assets/index-abc123.js', '/assets/tiny-abc123.css', '/assets/font-abc123.woff2']) {
      const res = await get(url, 'gzip, deflate');
      expect(res.statusCode, url).to.equal(200);
      expect(res.headers['cache-control'], url).to.equal('public, max-age=31536000, immutable');
      expect(res.headers['set-cookie'], url).to.equal(undefined);
    }
  });

  it('answers gzip at once and brotli once it is made, both decoding to the file', async () => {
    const first = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(first.headers['content-encoding']).to.equal('gzip');
    expect(first.headers['content-type']).to.contain('text/javascript');
    expect(first.headers.vary).to.contain('accept-encoding');
    expect(gunzipSync(first.rawPayload).toString()).to.equal(script);

    let later = first;
    for (let attempt = 0; attempt < 100 && later.headers['content-encoding'] !== 'br'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    }
    expect(later.headers['content-encoding']).to.equal('br');
    expect(brotliDecompressSync(later.rawPayload).toString()).to.equal(script);
    expect(later.rawPayload.length).to.be.below(first.rawPayload.length);
  });

  it('sends plain bytes to a client without compression, and small or binary files as they are', async () => {
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).to.equal(undefined);
    expect(plain.payload).to.equal(script);
    expect((await get('/assets/tiny-abc123.css', 'gzip, br')).headers['content-encoding']).to.equal(undefined);
    expect((await get('/assets/font-abc123.woff2', 'gzip, br')).headers['content-encoding']).to.equal(undefined);
    const refused = await get('/assets/index-abc123.js', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).to.equal(undefined);
  });

  it('answers 404 for a missing file or a path outside the assets folder', async () => {
    expect((await get('/assets/missing.js', 'gzip')).statusCode).to.equal(404);
    expect((await get('/assets/..%2Findex.html', 'gzip')).statusCode).to.equal(404);
    expect((await get('/assets/..%2F..%2F..%2F..%2Fetc%2Fpasswd')).statusCode).to.be.oneOf([403, 404]);
  });
});
