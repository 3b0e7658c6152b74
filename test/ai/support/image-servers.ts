import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

// Loopback stand-ins for the picture services, speaking their wire formats: Unsplash
// (GET /search/photos, the photo's download_location), Pexels (GET /v1/search), an OpenAI-compatible
// images endpoint (POST /v1/images/generations), and the photo files their answers point at.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of one colour, `width`×`height`. */
export function tinyPng(rgb: [number, number, number], width = 4, height = 3): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(pixels)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A valid 1×1 baseline JPEG (greyscale). */
export const TINY_JPEG = Buffer.from(
  'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008010100003f00fbd3ffd9',
  'hex',
);

/** How a service answers: normally, with a status, with something that is not its format, or never. */
export type Behaviour = 'ok' | 'empty' | 'garbage' | 'slow' | 'not-an-image' | number;

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown> | null;
}

export interface ImageStandIns {
  origin: string;
  /** Base URLs as the settings take them. */
  unsplashBase: string;
  pexelsBase: string;
  generationBase: string;
  behaviour: { unsplash: Behaviour; pexels: Behaviour; generation: Behaviour; generationAnswer: 'b64' | 'url' };
  requests: RecordedRequest[];
  /** Requests to one service's API (not its photo files). */
  calls(service: 'unsplash' | 'pexels' | 'generation' | 'download'): RecordedRequest[];
  photoBytes(id: string): Buffer;
  close(): Promise<void>;
}

const PHOTOGRAPHERS = ['Ana Lima', 'Jonas Berg', 'Mei Tanaka', 'Tom Okafor', 'Sofia Rossi', 'Lars Vik', 'Inés Ruiz', 'Pieter de Wit'];

export async function startImageServers(): Promise<ImageStandIns> {
  const requests: RecordedRequest[] = [];
  const behaviour: ImageStandIns['behaviour'] = { unsplash: 'ok', pexels: 'ok', generation: 'ok', generationAnswer: 'b64' };
  const photos = new Map<string, { bytes: Buffer; type: string }>();
  let origin = '';

  const photo = (id: string, index: number) => {
    const bytes = index % 2 ? tinyPng([index * 20, 90, 140]) : Buffer.concat([TINY_JPEG.subarray(0, -2), Buffer.from(id), TINY_JPEG.subarray(-2)]);
    photos.set(id, { bytes, type: index % 2 ? 'image/png' : 'image/jpeg' });
    return `${origin}/photos/${id}`;
  };

  const misbehave = (res: ServerResponse, how: Behaviour): boolean => {
    if (how === 'ok' || how === 'not-an-image') return false;
    if (how === 'slow') return true;
    if (how === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"results": [ this is not json');
      return true;
    }
    if (how === 'empty') return false;
    res.writeHead(how, { 'content-type': 'application/json', ...(how === 429 ? { 'retry-after': '60' } : {}) }).end(JSON.stringify({ errors: ['stand-in says no'] }));
    return true;
  };

  const results = (prefix: string, how: Behaviour) => {
    if (how === 'empty') return [];
    return Array.from({ length: 8 }, (_, i) => {
      const id = `${prefix}${i}`;
      if (how === 'not-an-image') photos.set(id, { bytes: Buffer.from('<html>hello</html>'), type: 'text/html' });
      return { id, url: how === 'not-an-image' ? `${origin}/photos/${id}` : photo(id, i), photographer: PHOTOGRAPHERS[i] };
    });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: Record<string, unknown> | null = null;
      if (chunks.length) body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body });
      const json = (value: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));

      const file = /^\/photos\/([\w-]+)$/.exec(url.pathname);
      if (file) {
        const found = photos.get(file[1]);
        if (!found) return res.writeHead(404).end();
        return res.writeHead(200, { 'content-type': found.type, 'content-length': found.bytes.length }).end(found.bytes);
      }
      if (url.pathname === '/unsplash/search/photos') {
        if (misbehave(res, behaviour.unsplash)) return;
        return json({
          total: 8,
          total_pages: 1,
          results: results('u', behaviour.unsplash).map(({ id, url: regular, photographer }) => ({
            id,
            description: null,
            alt_description: `a person repairing a bicycle wheel in a workshop (${id})`,
            urls: { raw: regular, full: regular, regular, small: regular, thumb: regular },
            links: { html: `https://unsplash.com/photos/${id}`, download: regular, download_location: `${origin}/unsplash/photos/${id}/download?ixid=stand-in` },
            user: { name: photographer, username: photographer.toLowerCase().replace(' ', ''), links: { html: `https://unsplash.com/@${photographer.toLowerCase().replace(' ', '')}` } },
          })),
        });
      }
      const download = /^\/unsplash\/photos\/([\w-]+)\/download$/.exec(url.pathname);
      if (download) return json({ url: `${origin}/photos/${download[1]}` });
      if (url.pathname === '/pexels/v1/search') {
        if (misbehave(res, behaviour.pexels)) return;
        return json({
          page: 1,
          per_page: 20,
          total_results: 8,
          photos: results('p', behaviour.pexels).map(({ id, url: large, photographer }, i) => ({
            id: 1000 + i,
            width: 4000,
            height: 3000,
            url: `https://www.pexels.com/photo/${id}/`,
            photographer,
            photographer_url: `https://www.pexels.com/@${photographer.toLowerCase().replace(' ', '-')}`,
            alt: `Mechanic fixing a bike (${id})`,
            src: { original: large.replace(`/photos/${id}`, `/photos/p${i}`), large2x: `${origin}/photos/p${i}`, large: `${origin}/photos/p${i}` },
          })),
        });
      }
      if (url.pathname === '/openai/v1/images/generations' && req.method === 'POST') {
        if (misbehave(res, behaviour.generation)) return;
        const id = `g${requests.filter((r) => r.path === url.pathname).length}`;
        const address = photo(id, 1);
        return json({ created: 1_700_000_000, data: [behaviour.generationAnswer === 'b64' ? { b64_json: photos.get(id)!.bytes.toString('base64') } : { url: address }] });
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    unsplashBase: `${origin}/unsplash`,
    pexelsBase: `${origin}/pexels`,
    generationBase: `${origin}/openai/v1`,
    behaviour,
    requests,
    calls(service) {
      const prefix = { unsplash: '/unsplash/search', pexels: '/pexels/', generation: '/openai/', download: '/unsplash/photos/' }[service];
      return requests.filter((request) => request.path.startsWith(prefix));
    },
    photoBytes: (id) => photos.get(id)!.bytes,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
