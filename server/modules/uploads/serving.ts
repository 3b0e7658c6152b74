import Boom from '@hapi/boom';
import type { Request, ResponseObject, ResponseToolkit } from '@hapi/hapi';
import type { StorageDriver } from '../../storage/driver.ts';

// Sending stored bytes back: the headers that keep an upload from ever running as a page of the
// app's origin, and single-range requests (video seeking, resumed downloads) for both drivers.

/** Applied to every stored file we serve: no sniffing into something executable, no document context. */
export const STORED_FILE_CSP = "default-src 'none'; sandbox";

const SCRIPT_CAPABLE_EXTENSIONS = new Set(['html', 'htm', 'shtml', 'svg', 'svgz', 'xml', 'xhtml', 'xht', 'xsl', 'xslt', 'js', 'mjs', 'cjs']);

/** Types a browser would run script in if it opened them as a page. */
export function isScriptCapable(extension: string, mime: string): boolean {
  const type = mime.split(';')[0].trim().toLowerCase();
  return (
    SCRIPT_CAPABLE_EXTENSIONS.has(extension.toLowerCase()) ||
    type === 'text/html' ||
    type === 'image/svg+xml' ||
    type.endsWith('+xml') ||
    type.endsWith('/xml') ||
    type.includes('javascript') ||
    type.includes('ecmascript')
  );
}

/** RFC 6266 value with an ASCII fallback and the exact name in filename*. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string | null): string {
  if (!name) return kind;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export function protectStoredFile(response: ResponseObject, file: { extension: string; mime: string; name?: string | null }): ResponseObject {
  response.header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', STORED_FILE_CSP);
  const kind = isScriptCapable(file.extension, file.mime) ? 'attachment' : 'inline';
  if (kind === 'attachment' || file.name) response.header('Content-Disposition', contentDisposition(kind, file.name ?? null));
  return response;
}

/**
 * One byte range from a Range header, null for "send everything" (no header, several ranges or
 * a unit we do not speak), 'unsatisfiable' when it starts past the end.
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match || (!match[1] && !match[2])) return null;
  let start: number;
  let end: number;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    if (match[2] && Number(match[2]) < start) return null;
  }
  if (start >= size || size === 0) return 'unsatisfiable';
  return { start, end };
}

export interface StoredFile {
  driver: StorageDriver;
  key: string;
  size: number;
  mime: string;
  extension: string;
  /** Download name; null keeps the URL's own. */
  name?: string | null;
}

/** Streams a stored file (or the requested range of it) with the protective headers. */
export async function sendStoredFile(request: Request, h: ResponseToolkit, file: StoredFile): Promise<ResponseObject> {
  const range = request.method === 'get' ? parseRange(request.headers.range as string | undefined, file.size) : null;
  if (range === 'unsatisfiable') {
    const error = Boom.rangeNotSatisfiable();
    error.output.headers['Content-Range'] = `bytes */${file.size}`;
    throw error;
  }
  let stream;
  try {
    stream = await file.driver.get(file.key, range ?? undefined);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    // The entry outlived its bytes (removed by hand, bucket emptied): a missing file, not a crash.
    if (code === 'ENOENT' || status === 404) throw Boom.notFound();
    throw error;
  }
  const response = h.response(stream).type(file.mime).header('Accept-Ranges', 'bytes');
  if (range) {
    // A compressed 206 would make the byte offsets meaningless; hapi skips compression when an encoding is set.
    response.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`).header('Content-Encoding', 'identity').bytes(range.end - range.start + 1);
  } else {
    response.bytes(file.size);
  }
  return protectStoredFile(response, file);
}
