import { createHash } from 'node:crypto';
import type { SiteFile } from './types.ts';

// Files of a built site. Assets are named by their content (`assets/<name>.<hash>.<ext>`), so a
// deploy that changes nothing in a file keeps its name and a browser's cached copy stays good.

const HASH_IN_NAME = 10;
export const ASSETS_DIR = 'assets/';

const TEXT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/**
 * Types an asset copied from the app or the public disk may keep. Anything else (an uploaded
 * .html or .js among them) is served as bytes to download, never run or applied by the site.
 */
const ASSET_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
};

export const BINARY_TYPE = 'application/octet-stream';

export function sha256(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

function extensionOf(path: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(path);
  return match ? match[1].toLowerCase() : '';
}

/** A page, stylesheet, script or text file the builder wrote itself. */
export function siteFile(path: string, body: string | Buffer): SiteFile {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return { path, body: bytes, contentType: TEXT_TYPES[extensionOf(path)] ?? BINARY_TYPE, hash: sha256(bytes) };
}

/** A file name part made of safe characters only: it ends up in URLs and on disk. */
function safeName(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file'
  );
}

/** An asset under its content-hashed name; `own` marks the builder's stylesheets and scripts. */
export function hashedAsset(name: string, extension: string, body: Buffer, own = false): SiteFile {
  const hash = sha256(body);
  const ext = extension.toLowerCase().replace(/[^a-z0-9]/g, '') || 'bin';
  const contentType = (own ? TEXT_TYPES[ext] : ASSET_TYPES[ext]) ?? BINARY_TYPE;
  return { path: `${ASSETS_DIR}${safeName(name)}.${hash.slice(0, HASH_IN_NAME)}.${ext}`, body, contentType, hash };
}
