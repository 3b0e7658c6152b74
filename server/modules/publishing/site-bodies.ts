import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LruCache } from '../../cache/lru.ts';
import type { ManifestEntry } from './models.ts';
import type { ByteRange, SiteTarget } from './target.ts';

// The bytes of a site's text files, plain and compressed, kept in memory by content hash: a hash
// names the same bytes forever, so nothing here is ever stale, and the hot files of every site are
// answered without touching the target. Compressing on first request and keeping the result beats
// storing compressed copies at deploy time: only files someone asks for are compressed, with the
// encodings clients ask for, and deploys stay plain files any static host could serve.
//
// Brotli's best quality is worth its time only once per hash: a 58 KB stylesheet takes about
// 80 ms at quality 11 (8.3 KB out) and 8 ms at quality 6 (9.2 KB); files past 256 KB use 6 so a
// first visitor never waits long. gzip at 6 is about 2 ms for either.

export type SiteEncoding = 'br' | 'gzip';

/** Above this a text file is streamed plain from the target rather than held in memory. */
const MAX_CACHED_BYTES = 8 * 1024 * 1024;
const BEST_BROTLI_UP_TO = 256 * 1024;
/** Below this the headers outweigh what compression saves. */
const MIN_COMPRESS_BYTES = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const bodies = new LruCache<string, Buffer>({ maxWeight: 96 * 1024 * 1024, weigh: (body) => body.length + 64 });
const pending = new Map<string, Promise<Buffer>>();

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml|atom\+xml|ld\+json|xhtml\+xml|wasm)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon)|font\/(ttf|otf))/i;

/** Text, markup, scripts and uncompressed fonts: worth compressing and small enough to keep. */
export function isCompressible(entry: ManifestEntry): boolean {
  return COMPRESSIBLE.test(entry.type) && entry.size <= MAX_CACHED_BYTES;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function once(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const hit = bodies.get(key);
  if (hit) return Promise.resolve(hit);
  let running = pending.get(key);
  if (!running) {
    running = make()
      .then((body) => {
        bodies.set(key, body);
        return body;
      })
      .finally(() => pending.delete(key));
    pending.set(key, running);
  }
  return running;
}

/** A compressible file's plain bytes. */
export function plainBody(target: SiteTarget, entry: ManifestEntry): Promise<Buffer> {
  return once(entry.hash, async () => readAll(await target.get(entry.hash)));
}

/** A compressible file in the encoding, or null when the file is too small to gain from it. */
export async function encodedBody(target: SiteTarget, entry: ManifestEntry, encoding: SiteEncoding): Promise<Buffer | null> {
  if (entry.size < MIN_COMPRESS_BYTES) return null;
  return once(`${entry.hash}:${encoding}`, async () => {
    const plain = await plainBody(target, entry);
    if (encoding === 'gzip') return gzip(plain, { level: 6 });
    const quality = plain.length <= BEST_BROTLI_UP_TO ? 11 : 6;
    return brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } });
  });
}

/** Any file's bytes (or a range of them) straight from the target. */
export function streamBody(target: SiteTarget, entry: ManifestEntry, range?: ByteRange): Promise<Readable> {
  return target.get(entry.hash, range);
}
