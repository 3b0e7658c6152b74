import { NotFoundError } from '../../errors.ts';
import type { StorageDriver } from '../../storage/driver.ts';
import { asStorageUnavailable } from '../../storage/probe.ts';

/** The response calls used here; a hapi ResponseObject is one, so routes pass theirs. */
interface StoredFileResponse {
  type(mime: string): StoredFileResponse;
  header(name: string, value: string): StoredFileResponse;
  code(status: number): StoredFileResponse;
  bytes(length: number): StoredFileResponse;
}

/** What sendStoredFile reads of the request, and the toolkit it answers with (hapi's satisfy both). */
interface StoredFileRequest {
  method: string;
  headers: Record<string, unknown>;
}
interface StoredFileToolkit {
  response(body?: unknown): StoredFileResponse;
}

// Sending stored bytes back: the headers that keep an upload from ever running as script or as a
// page of the app's origin, and single-range requests (video seeking, resumed downloads) for both
// drivers. Every place that serves user bytes (downloads here, /storage in
// server/http/public-storage.ts, local or S3) goes through protectStoredFile.

/** Applied to every stored file we serve: no document made from it may run script or load anything. */
export const STORED_FILE_CSP = "default-src 'none'; sandbox";

/** What an active file is served as: a browser neither runs nor applies it under nosniff. */
export const INERT_CONTENT_TYPE = 'application/octet-stream';

// A browser runs or applies these when a page of the origin loads them (script, module, worker,
// service worker, stylesheet, wasm) or renders them as a document (html, xml, xslt).
const ACTIVE_EXTENSIONS = new Set([
  'html', 'htm', 'shtml', 'xhtml', 'xht', 'xml', 'xsl', 'xslt', 'js', 'mjs', 'cjs', 'jsx', 'css', 'wasm', 'swf', 'appcache', 'manifest',
]);
const ACTIVE_TYPE_PATTERNS = [/html/, /xml/, /javascript/, /ecmascript/, /jscript/, /livescript/, /^text\/css$/, /wasm/, /flash/, /^text\/cache-manifest$/];

function baseType(mime: string): string {
  return mime.split(';')[0].trim().toLowerCase();
}

function isSvg(extension: string, mime: string): boolean {
  return ['svg', 'svgz'].includes(extension.toLowerCase()) || baseType(mime) === 'image/svg+xml';
}

/**
 * Types a browser would run or apply if a page of the app's origin loaded them, or run script in
 * as a document. SVG is judged apart (see servedAs): as an <img> it never runs script.
 */
function isActiveContent(extension: string, mime: string): boolean {
  if (isSvg(extension, mime)) return false;
  const type = baseType(mime);
  return ACTIVE_EXTENSIONS.has(extension.toLowerCase()) || ACTIVE_TYPE_PATTERNS.some((pattern) => pattern.test(type));
}

/**
 * The Content-Type and disposition a stored file is served with. Active files are sent as inert
 * bytes to download: under nosniff (always set) a <script>, module, worker or stylesheet refuses
 * application/octet-stream, so an uploaded .js can never run under `script-src 'self'`. SVG keeps
 * its type because sites show it with <img>, which runs no script; opened directly it is a
 * download, and the sandbox CSP blocks its script should a browser render it anyway.
 */
function servedAs(file: { extension: string; mime: string }): { type: string; disposition: 'inline' | 'attachment' } {
  if (isActiveContent(file.extension, file.mime)) return { type: INERT_CONTENT_TYPE, disposition: 'attachment' };
  const download = isSvg(file.extension, file.mime) || baseType(file.mime) === INERT_CONTENT_TYPE;
  return { type: file.mime, disposition: download ? 'attachment' : 'inline' };
}

/** RFC 6266 value with an ASCII fallback and the exact name in filename*. */
function contentDisposition(kind: 'inline' | 'attachment', name: string | null): string {
  if (!name) return kind;
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The type, disposition and protective headers of a stored file's response (whoever produced it). */
export function protectStoredFile<R extends StoredFileResponse>(response: R, file: { extension: string; mime: string; name?: string | null }): R {
  const served = servedAs(file);
  response.type(served.type).header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', STORED_FILE_CSP);
  if (served.disposition === 'attachment' || file.name) response.header('Content-Disposition', contentDisposition(served.disposition, file.name ?? null));
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
export async function sendStoredFile(request: StoredFileRequest, h: StoredFileToolkit, file: StoredFile): Promise<StoredFileResponse> {
  const range = request.method === 'get' ? parseRange(request.headers.range as string | undefined, file.size) : null;
  if (range === 'unsatisfiable') {
    // Answered rather than thrown: the client needs Content-Range to learn the size.
    return h.response({ message: 'Range Not Satisfiable' }).code(416).header('Content-Range', `bytes */${file.size}`);
  }
  let stream;
  try {
    stream = await file.driver.get(file.key, range ?? undefined);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    // The entry outlived its bytes (removed by hand, bucket emptied): a missing file, not a crash.
    if (code === 'ENOENT' || status === 404) throw new NotFoundError();
    throw asStorageUnavailable(error);
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
