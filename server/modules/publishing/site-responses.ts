import type { Readable } from 'node:stream';
import { DOMAIN_HTTP_PATH } from '../../../common/domains.ts';
import { scriptBlockReason } from '../../../common/editor/script-policy.ts';
import type { AppContext } from '../../context.ts';
import { LruCache } from '../../cache/lru.ts';
import { captchaScriptSources } from '../forms/captcha.ts';
import { previewContentSecurityPolicy } from '../projects/preview.ts';
import { getSetting } from '../settings/service.ts';
import { parseRange } from '../uploads/serving.ts';
import type { Manifest, ManifestEntry } from './models.ts';
import { plainPage, siteNotFoundPage } from './plain-pages.ts';
import { encodedBody, isCompressible, plainBody, streamBody, type SiteEncoding } from './site-bodies.ts';
import { deployManifest, readyDeployIds, type ServedSite } from './site-lookup.ts';
import { siteTarget } from './target.ts';

// What a published site answers: the deploy's file for the path, with the headers a static host
// should send. Content-hashed assets are cached for a year; pages and other files are revalidated
// on every visit against their content hash (ETag), so a new deploy shows at once and an unchanged
// file costs a 304.

/** The request headers a site answer depends on. */
export const SITE_REQUEST_HEADERS = ['accept-encoding', 'if-none-match', 'range', 'if-range'] as const;
export type SiteRequestHeaders = Partial<Record<(typeof SITE_REQUEST_HEADERS)[number], string>>;

export interface SiteRequest {
  method: string;
  /** The path as sent (still percent-encoded, trailing slash kept) and the query with its "?". */
  path: string;
  search: string;
  headers: SiteRequestHeaders;
}

export interface SiteAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | Readable | null;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const NOT_FOUND_PAGE = '404.html';
export const ASSETS_PREFIX = 'assets/';

/**
 * A second wall behind the separate origin: the page runs in an opaque origin, so even a script
 * that should not be there reaches no cookie or storage of the site's host. Allowlisted
 * third-party widgets keep state in their host's storage and fail in an opaque origin, so a
 * page that loads one gets its real origin back (still never the app's).
 */
const SITE_SANDBOX = 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

const thirdPartyPages = new LruCache<string, boolean>({ maxWeight: 20_000 });

/** The path's segments decoded; null when one cannot name a site file (bad escape, dot segment, NUL, encoded slash). */
function decodedPath(raw: string): string | null {
  const segments = raw.replace(/^\/+/, '').split('/');
  const decoded: string[] = [];
  for (const [index, segment] of segments.entries()) {
    let text: string;
    try {
      text = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (text === '.' || text === '..' || text.includes('\0') || text.includes('/') || text.includes('\\')) return null;
    // Only the last segment may be empty ("docs/" names docs/index.html).
    if (text === '' && index !== segments.length - 1) return null;
    decoded.push(text);
  }
  return decoded.join('/');
}

type PathAnswer = { kind: 'file'; path: string; entry: ManifestEntry } | { kind: 'redirect'; location: string } | { kind: 'missing'; path: string };

function entryOf(manifest: Manifest, path: string): ManifestEntry | null {
  return Object.hasOwn(manifest, path) ? manifest[path] : null;
}

/**
 * The file a URL path names: `/` is index.html, `/about` and `/about.html` both about.html (the
 * builder links to the .html name; the clean one is what people type), `/docs/` docs/index.html.
 * A folder named without its slash is redirected to it, so the pages' relative links resolve.
 */
export function siteFileFor(manifest: Manifest, rawPath: string, search: string): PathAnswer {
  const path = decodedPath(rawPath);
  if (path === null) return { kind: 'missing', path: '' };
  const candidates = path === '' || path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`];
  for (const candidate of candidates) {
    const entry = entryOf(manifest, candidate);
    if (entry) return { kind: 'file', path: candidate, entry };
  }
  if (path !== '' && !path.endsWith('/') && entryOf(manifest, `${path}/index.html`)) return { kind: 'redirect', location: `${rawPath}/${search}` };
  return { kind: 'missing', path };
}

/** Named by its own content (the builder's `assets/<name>.<hash>.<ext>`): the name never points at other bytes. */
export function isContentNamed(path: string, entry: ManifestEntry): boolean {
  return path.startsWith(ASSETS_PREFIX) && path.includes(`.${entry.hash.slice(0, 10)}.`);
}

/**
 * A content-named asset the live deploy lacks but a kept deploy has: a visitor who got a page
 * just before a new deploy went live still gets that page's stylesheet and images.
 */
async function earlierAsset(site: ServedSite, path: string): Promise<ManifestEntry | null> {
  if (!site.project || !path.startsWith(ASSETS_PREFIX)) return null;
  for (const deployId of await readyDeployIds(site.project.id)) {
    if (deployId === site.deploy?.id) continue;
    const manifest = await deployManifest(deployId);
    const entry = manifest ? entryOf(manifest, path) : null;
    if (entry && isContentNamed(path, entry)) return entry;
  }
  return null;
}

export async function scriptAllowlist(): Promise<string[]> {
  const configured: unknown = await getSetting('editor.script_allowlist');
  return Array.isArray(configured) ? configured.filter((url): url is string => typeof url === 'string') : [];
}

const SCRIPT_SRC = /<script\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** True when the page loads a script from the allowlist (a third-party widget). */
function loadsAllowedScript(html: string, allowlist: readonly string[]): boolean {
  for (const match of html.matchAll(SCRIPT_SRC)) {
    const src = (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, '&');
    if (/^https:/i.test(src.trim()) && scriptBlockReason(src, allowlist) === null) return true;
  }
  return false;
}

/**
 * Whether the page needs its real origin: it shows a captcha (the provider's script, a
 * third-party widget like an allowlisted one) or loads an allowlisted script.
 */
export async function needsSameOrigin(html: Buffer, hash: string, allowlist: readonly string[]): Promise<boolean> {
  if (captchaScriptSources(html).length > 0) return true;
  if (!allowlist.length) return false;
  const key = `${hash} ${allowlist.join(' ')}`;
  const known = thirdPartyPages.get(key);
  const sameOrigin = known ?? loadsAllowedScript(html.toString('utf8'), allowlist);
  if (known === undefined) thirdPartyPages.set(key, sameOrigin);
  return sameOrigin;
}

/** A site page's policy: the allowlisted (and captcha) script sources, in an opaque origin unless it needs its own. */
export function siteContentSecurityPolicy(scriptSources: readonly string[], sameOrigin: boolean): string {
  return previewContentSecurityPolicy(scriptSources, sameOrigin ? `${SITE_SANDBOX} allow-same-origin` : SITE_SANDBOX);
}

/** Sites post their forms to their own host ('self' in form-action and connect-src). */
async function contentSecurityPolicy(html: Buffer | null, hash: string): Promise<string> {
  const allowlist = await scriptAllowlist();
  const captcha = html ? captchaScriptSources(html) : [];
  const sameOrigin = html ? await needsSameOrigin(html, hash, allowlist) : false;
  return siteContentSecurityPolicy([...allowlist, ...captcha], sameOrigin);
}

/** The encodings the client takes (q > 0), best first among those we make. */
function preferredEncoding(header: string | undefined): SiteEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const takes = (name: SiteEncoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

function etagOf(hash: string, encoding: SiteEncoding | null): string {
  return encoding ? `"${hash}-${encoding}"` : `"${hash}"`;
}

/** If-None-Match names this content (in any encoding; the bytes behind each differ only in transport). */
function notModified(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === `"${hash}"` || tag === `"${hash}-br"` || tag === `"${hash}-gzip"`);
}

async function fileAnswer(ctx: AppContext, site: ServedSite, request: SiteRequest, path: string, entry: ManifestEntry, status: 200 | 404): Promise<SiteAnswer> {
  const target = siteTarget(ctx, site.project!.uuid);
  const compressible = isCompressible(entry);
  const html = /^text\/html\b/i.test(entry.type) ? await plainBody(target, entry) : null;
  const headers: Record<string, string> = {
    'content-type': entry.type,
    'cache-control': status === 200 && isContentNamed(path, entry) ? IMMUTABLE : REVALIDATE,
    'content-security-policy': await contentSecurityPolicy(html, entry.hash),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (site.noindex) headers['x-robots-tag'] = 'noindex';
  // Fonts are fetched in CORS mode, and a sandboxed page's origin is opaque: only * lets them load.
  if (path.startsWith(ASSETS_PREFIX)) headers['access-control-allow-origin'] = '*';
  if (compressible) headers.vary = 'Accept-Encoding';
  if (status === 200) headers['accept-ranges'] = 'bytes';

  const encoding = compressible ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (status === 200 && notModified(request.headers['if-none-match'], entry.hash)) {
    const { 'content-type': _type, ...rest } = headers;
    return { status: 304, headers: { ...rest, etag: etagOf(entry.hash, encoding) }, body: null };
  }

  const head = request.method === 'head';
  const rangeHeader = request.headers.range;
  const ifRange = request.headers['if-range'];
  if (status === 200 && !head && rangeHeader && (!ifRange || ifRange === etagOf(entry.hash, null))) {
    const range = parseRange(rangeHeader, entry.size);
    if (range === 'unsatisfiable') {
      return { status: 416, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8', 'content-range': `bytes */${entry.size}`, 'content-length': '0' }, body: Buffer.alloc(0) };
    }
    if (range) {
      const body = compressible ? (await plainBody(target, entry)).subarray(range.start, range.end + 1) : await streamBody(target, entry, range);
      return {
        status: 206,
        headers: { ...headers, etag: etagOf(entry.hash, null), 'content-range': `bytes ${range.start}-${range.end}/${entry.size}`, 'content-length': String(range.end - range.start + 1) },
        body,
      };
    }
  }

  if (status === 200) headers.etag = etagOf(entry.hash, null);
  if (compressible) {
    const encoded = encoding ? await encodedBody(target, entry, encoding) : null;
    if (encoded && encoding) {
      headers['content-encoding'] = encoding;
      if (status === 200) headers.etag = etagOf(entry.hash, encoding);
    }
    const body = encoded ?? (await plainBody(target, entry));
    headers['content-length'] = String(body.length);
    return { status, headers, body: head ? null : body };
  }
  headers['content-length'] = String(entry.size);
  return { status, headers, body: head ? null : await streamBody(target, entry) };
}

/** The answer of a site host to one request. */
export async function answerSiteRequest(ctx: AppContext, site: ServedSite, request: SiteRequest): Promise<SiteAnswer> {
  if (request.method !== 'get' && request.method !== 'head') {
    return plainPage(405, 'Method not allowed', 'A published site only answers GET and HEAD requests.', { allow: 'GET, HEAD' });
  }
  const token = request.path.startsWith(DOMAIN_HTTP_PATH) ? site.verificationTokens.find((candidate) => request.path === `${DOMAIN_HTTP_PATH}${candidate}`) : undefined;
  if (token) {
    const body = Buffer.from(token);
    return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'content-length': String(body.length), 'cache-control': 'no-store' }, body };
  }
  if (!site.deploy || !site.project) return siteNotFoundPage();
  const found = siteFileFor(site.deploy.manifest, request.path, request.search);
  if (found.kind === 'redirect') {
    return { status: 301, headers: { location: found.location, 'cache-control': REVALIDATE, 'content-length': '0' }, body: Buffer.alloc(0) };
  }
  if (found.kind === 'file') return fileAnswer(ctx, site, request, found.path, found.entry, 200);
  const earlier = await earlierAsset(site, found.path);
  if (earlier) return fileAnswer(ctx, site, request, found.path, earlier, 200);
  const notFound = entryOf(site.deploy.manifest, NOT_FOUND_PAGE);
  if (notFound) return fileAnswer(ctx, site, request, NOT_FOUND_PAGE, notFound, 404);
  return plainPage(404, 'Page not found', 'There is no page at this address.');
}
