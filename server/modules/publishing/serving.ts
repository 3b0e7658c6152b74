import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../context.ts';
import { describeStorageError } from '../../storage/probe.ts';
import { lazyImport } from '../../lazy-import.ts';
import { FORM_SUBMIT_PATH_PREFIX } from '../../../common/forms.ts';
import { appHostname, hostnameOf } from './site-hosts.ts';
import { resolveSiteHost, type ServedSite } from './site-lookup.ts';
import type { SiteAnswer, SiteRequestHeaders } from './site-responses.ts';

// Published sites are answered by the app's own server, on their own hosts (the sites template,
// or a connected domain), before anything of the app runs: no route lookup, no session, no CSRF
// cookie, no app security headers. A page of a site must never run with the app's origin, and
// nothing the app sets for its own pages (cookies, frame rules) belongs on a site. What answers a
// site's files and forms loads with the first request to a site, not with the server.

const siteResponses = lazyImport(() => import('./site-responses.ts'));
const formIntake = lazyImport(() => import('../forms/intake.ts'));
const hostEntries = lazyImport(() => import('./host-entries.ts'));

/** What the extension reads of a request; a hapi request is one. */
interface SiteHttpRequest {
  method: string;
  headers: Record<string, unknown>;
  raw: { req: IncomingMessage; res: ServerResponse };
  plugins: object;
}

/** The toolkit's two answers used here: carry on into the app, or "the response is written". */
interface SiteToolkit {
  readonly continue: symbol;
  readonly abandon: symbol;
}

/** A method signature, so hapi's own request and toolkit types may stand in for these. */
interface SiteExtension {
  handle(request: SiteHttpRequest, h: SiteToolkit): Promise<symbol>;
}

/** How the app reads a request's client address (server/http/client-ip.ts), for the forms' rate limits. */
interface SiteOptions {
  clientIp(request: SiteHttpRequest): string;
}

/** What the plugin needs from the server it runs in (a hapi server is one). */
interface SiteServer {
  app: { ctx: AppContext };
  listener: Server;
  ext(event: 'onRequest', method: SiteExtension['handle']): void;
  ext(event: 'onPostStart', method: () => Promise<void>): void;
}

export const PUBLISHED_SITE_PLUGIN = 'published-sites';

/** True when the request was answered by a published site (the app's request log leaves those out). */
export function servedPublishedSite(request: { plugins: object }): boolean {
  return (request.plugins as Record<string, unknown>)[PUBLISHED_SITE_PLUGIN] === true;
}

/** The path (percent-encoded, trailing slash kept) and query of the request line. */
function splitUrl(url: string): { path: string; search: string } {
  const source = url.startsWith('/') ? url : (() => {
    try {
      const parsed = new URL(url);
      return `${parsed.pathname}${parsed.search}`;
    } catch {
      return '/';
    }
  })();
  const withoutHash = source.split('#')[0];
  const q = withoutHash.indexOf('?');
  return q < 0 ? { path: withoutHash, search: '' } : { path: withoutHash.slice(0, q), search: withoutHash.slice(q) };
}

async function send(res: ServerResponse, answer: SiteAnswer): Promise<void> {
  res.writeHead(answer.status, answer.headers);
  if (!answer.body) {
    res.end();
    return;
  }
  if (Buffer.isBuffer(answer.body)) {
    res.end(answer.body);
    return;
  }
  // A visitor who leaves mid-download closes the stream; that is no error of ours.
  await pipeline(answer.body, res).catch(() => undefined);
}

/** Writes the error answer of a site request that failed. */
function answerFailure(ctx: AppContext, res: ServerResponse, error: unknown, host: unknown, path: string): void {
  ctx.logger.error({ err: error, host, path }, 'a published site could not be answered');
  // Half a file under a full Content-Length would be taken for the whole one: cut the connection instead.
  if (res.headersSent) res.destroy();
  else {
    // The bucket behind the site being down is a 503 a CDN or browser may retry, not a fault of the app.
    const unavailable = describeStorageError(error).problem !== 'failed';
    const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...(unavailable ? { 'retry-after': '30' } : {}) };
    res.writeHead(unavailable ? 503 : 500, headers).end('The site could not be loaded. Try again in a moment.');
  }
}

/** A GET or HEAD of a site's file (anything but a form post), answered on the raw request. */
async function answerFile(ctx: AppContext, site: ServedSite, method: string, requestHeaders: Record<string, unknown>, url: string, res: ServerResponse): Promise<void> {
  const { path, search } = splitUrl(url);
  try {
    const { answerSiteRequest, SITE_REQUEST_HEADERS } = await siteResponses();
    const headers: SiteRequestHeaders = {};
    for (const name of SITE_REQUEST_HEADERS) if (typeof requestHeaders[name] === 'string') headers[name] = requestHeaders[name];
    await send(res, await answerSiteRequest(ctx, site, { method, path, search, headers }));
  } catch (error) {
    answerFailure(ctx, res, error, requestHeaders.host, path);
  }
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Reads of a site's files are answered as the node:http server receives them, before hapi builds
 * its request (and hapi-pino its child logger): a published page costs what a plain file server's
 * does. Requests for the app's own host go straight on; form posts and other methods go through
 * hapi, where the onRequest extension below answers them.
 */
function answerSitesFirst(ctx: AppContext, listener: Server): void {
  const dispatchers = listener.listeners('request') as RequestListener[];
  if (dispatchers.length !== 1) return;
  const [dispatch] = dispatchers;
  const appHost = appHostname(ctx);
  listener.removeListener('request', dispatch);
  listener.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method;
    const hostname = hostnameOf(req.headers.host);
    if ((method !== 'GET' && method !== 'HEAD') || !hostname || hostname === appHost || splitUrl(req.url ?? '/').path.startsWith(FORM_SUBMIT_PATH_PREFIX)) {
      dispatch(req, res);
      return;
    }
    resolveSiteHost(ctx, hostname).then(
      (site) => (site ? answerFile(ctx, site, method.toLowerCase(), req.headers, req.url ?? '/', res) : dispatch(req, res)),
      () => dispatch(req, res),
    );
  });
}

export const publishedSites = {
  name: PUBLISHED_SITE_PLUGIN,
  register(server: SiteServer, options: SiteOptions) {
    const { ctx } = server.app;
    answerSitesFirst(ctx, server.listener);
    // Deploys published before host entries existed, or while a switch could not write them, get theirs.
    server.ext('onPostStart', async () => {
      await (await hostEntries()).syncAllHostEntries(ctx).catch((error: unknown) => ctx.logger.error({ err: error }, 'could not update the host entries of the sites'));
    });
    server.ext('onRequest', async (request, h) => {
      const site = await resolveSiteHost(ctx, String(request.headers.host ?? ''));
      if (!site) return h.continue;
      (request.plugins as Record<string, unknown>)[PUBLISHED_SITE_PLUGIN] = true;
      const url = request.raw.req.url ?? '/';
      const { path, search } = splitUrl(url);
      const res = request.raw.res;
      const { answerFormRequest, isFormPath } = await formIntake();
      if (!isFormPath(path)) {
        await answerFile(ctx, site, request.method, request.headers, url, res);
        return h.abandon;
      }
      try {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const formHeaders = { 'content-type': header('content-type'), 'content-length': header('content-length'), accept: header('accept'), 'user-agent': header('user-agent') };
        await send(res, await answerFormRequest(ctx, site, { method: request.method, path, search, headers: formHeaders, body: request.raw.req, ip: options.clientIp(request) }));
      } catch (error) {
        answerFailure(ctx, res, error, request.headers.host, path);
      }
      return h.abandon;
    });
  },
};
