import Boom from '@hapi/boom';
import type { Plugin, Request } from '@hapi/hapi';
import { STATIC_PATH_PREFIXES } from './static-paths.ts';

// Malformed input is refused here, once, before any route sees it, so that no handler, lookup or
// file read has to defend against it and none of it can turn into a 500 or stop the process.

/** The longest file or folder name common file systems accept (ext4, APFS, NTFS: 255 bytes). */
export const MAX_PATH_SEGMENT_BYTES = 255;

export const COMPRESSED_MULTIPART_MESSAGE = 'Compressed multipart bodies are not supported.';
export const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed.';

/** The static prefixes as folders: a path under one names a file. */
const STATIC_FOLDERS = STATIC_PATH_PREFIXES.map((prefix) => `${prefix}/`);

function isCompressedMultipart(request: Request): boolean {
  const encoding = String(request.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (!encoding || encoding === 'identity') return false;
  return /^\s*multipart\//i.test(String(request.headers['content-type'] ?? ''));
}

function hasLongSegment(path: string): boolean {
  return path.split('/').some((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // A malformed escape is the route's to refuse; its raw length still counts.
    }
    return Buffer.byteLength(decoded) > MAX_PATH_SEGMENT_BYTES;
  });
}

/** The dotted path of the first string (or key) holding a NUL byte, else null. Buffers and streams are bytes, not text. */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return keyPath.replace(/\0/g, '');
    const found = findNul((value as Record<string, unknown>)[key], keyPath, depth + 1);
    if (found) return found;
  }
  return null;
}

function nulError(field: string): Boom.Boom {
  const name = field || 'payload';
  return Boom.badRequest(NUL_MESSAGE, { errors: { [name]: NUL_MESSAGE } });
}

export const inputGuard: Plugin<void> = {
  name: 'input-guard',
  register(server) {
    server.ext('onRequest', (request, h) => {
      // @hapi/subtext pipes a compressed multipart body through a decoder nobody listens to when the
      // route refuses multipart (or before the multipart parser attaches), and the decoder's error
      // then ends the process. Browsers never compress request bodies, so the combination is refused
      // before hapi reads a byte.
      if (isCompressedMultipart(request)) throw Boom.unsupportedMediaType(COMPRESSED_MULTIPART_MESSAGE);
      // No stored file has a name longer than the file system allows, and asking the disk for one
      // fails with ENAMETOOLONG rather than "not found".
      if (STATIC_FOLDERS.some((folder) => request.path.startsWith(folder)) && hasLongSegment(request.path)) {
        throw Boom.notFound();
      }
      return h.continue;
    });

    // After authentication (an anonymous request to a signed-in route is a 401 first) and after the
    // body is parsed, before validation and the handler: a NUL byte reaches no database lookup or path.
    server.ext('onPostAuth', (request, h) => {
      if (request.path.includes('\0') || request.path.toLowerCase().includes('%00')) throw nulError('path');
      const inParams = findNul(request.params, '');
      if (inParams) throw nulError(inParams);
      const inQuery = findNul(request.query, '');
      if (inQuery) throw nulError(inQuery);
      const inPayload = findNul(request.payload, '');
      if (inPayload) throw nulError(inPayload);
      return h.continue;
    });
  },
};
