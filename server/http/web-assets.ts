import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Boom from '@hapi/boom';
import type { ServerRoute } from '@hapi/hapi';
import { LruCache } from '../cache/lru.ts';
import { WEB_ASSETS_URL } from './static-paths.ts';

// The web app's build output under /assets. Vite names every file after its content, so a name
// never changes meaning: browsers keep a file a year without asking again (immutable), and its
// compressed bytes are made once per process and kept, where hapi's own compression would gzip the
// same 250 KB entry script again for every visitor. The first request for a file gets gzip (a few
// milliseconds) while brotli at its best quality (about a second for the largest chunk) runs in
// the background; later requests get brotli, 10 to 15% smaller.

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** hapi's own threshold: below it the headers outweigh what compression saves. */
const MIN_COMPRESS_BYTES = 1024;
/** Text types worth compressing; fonts (woff2) and images are compressed already. */
const TEXT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// The whole build compresses to a few megabytes; the bound only matters for a server whose
// dist folder is rebuilt many times while it runs.
const bodies = new LruCache<string, Buffer>({ maxWeight: 64 * 1024 * 1024, weigh: (body) => body.length + 64 });
const pending = new Map<string, Promise<Buffer>>();

function compressOnce(key: string, file: string, encoding: Encoding): Promise<Buffer> {
  const cacheKey = `${key} ${encoding}`;
  const hit = bodies.get(cacheKey);
  if (hit) return Promise.resolve(hit);
  let running = pending.get(cacheKey);
  if (!running) {
    running = readFile(file)
      .then((plain) =>
        encoding === 'gzip'
          ? gzip(plain, { level: 9 })
          : brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
      )
      .then((body) => {
        bodies.set(cacheKey, body);
        return body;
      })
      .finally(() => pending.delete(cacheKey));
    pending.set(cacheKey, running);
  }
  return running;
}

/** The encodings the client takes (q > 0), among those made here. */
function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    if (q && Number(q[1]) === 0) continue;
    if (name === 'br' || name === 'gzip') accepted.add(name);
  }
  return accepted;
}

async function assetFile(assetsDir: string, path: string): Promise<{ file: string; info: Stats } | null> {
  const file = normalize(join(assetsDir, path));
  if (!file.startsWith(assetsDir + sep)) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { file, info } : null;
}

/** GET /assets/{file*} from the build's assets folder. */
export function webAssetsRoute(distDir: string): ServerRoute {
  const assetsDir = normalize(join(distDir, 'assets'));
  return {
    method: 'GET',
    path: `${WEB_ASSETS_URL}/{file*}`,
    options: { auth: false },
    handler: async (request, h) => {
      const found = await assetFile(assetsDir, String(request.params.file ?? ''));
      if (!found) throw Boom.notFound();
      const { file, info } = found;
      const type = TEXT_TYPES[extname(file)];
      const accepted = type && info.size >= MIN_COMPRESS_BYTES ? acceptedEncodings(request.headers['accept-encoding'] as string | undefined) : new Set<Encoding>();
      const key = `${file} ${info.size} ${info.mtimeMs}`;
      let encoding: Encoding | null = null;
      let body: Buffer | undefined;
      if (accepted.has('br')) {
        const brotliReady = bodies.get(`${key} br`);
        if (brotliReady) [encoding, body] = ['br', brotliReady];
        else void compressOnce(key, file, 'br').catch((error: Error) => request.log(['error', 'assets'], error));
      }
      if (!body && accepted.has('gzip')) [encoding, body] = ['gzip', await compressOnce(key, file, 'gzip')];
      if (!body || !encoding) return h.file(file, { confine: false, etagMethod: 'simple' }).header('Cache-Control', IMMUTABLE);
      return h
        .response(body)
        .type(type)
        .header('Content-Encoding', encoding)
        .header('Cache-Control', IMMUTABLE)
        .vary('accept-encoding')
        .etag(`${info.size}-${Math.round(info.mtimeMs)}-${encoding}`, { weak: false, vary: false });
    },
  };
}
