import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../../context.ts';
import { describeStorageError } from '../../storage/probe.ts';
import { answerFormRequest, isFormPath } from '../forms/intake.ts';
import { answerSiteRequest, SITE_REQUEST_HEADERS, type SiteAnswer, type SiteRequestHeaders } from './site-responses.ts';
import { resolveSiteHost } from './site-lookup.ts';

// Published sites are answered by the app's own server, on their own hosts (the sites template,
// or a connected domain), before anything of the app runs: no route lookup, no session, no CSRF
// cookie, no app security headers. A page of a site must never run with the app's origin, and
// nothing the app sets for its own pages (cookies, frame rules) belongs on a site.

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
  ext(event: 'onRequest', method: SiteExtension['handle']): void;
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

export const publishedSites = {
  name: PUBLISHED_SITE_PLUGIN,
  register(server: SiteServer, options: SiteOptions) {
    const { ctx } = server.app;
    server.ext('onRequest', async (request, h) => {
      const site = await resolveSiteHost(ctx, String(request.headers.host ?? ''));
      if (!site) return h.continue;
      (request.plugins as Record<string, unknown>)[PUBLISHED_SITE_PLUGIN] = true;
      const { path, search } = splitUrl(request.raw.req.url ?? '/');
      const res = request.raw.res;
      try {
        if (isFormPath(path)) {
          const header = (name: string) => {
            const value = request.headers[name];
            return typeof value === 'string' ? value : undefined;
          };
          const formHeaders = { 'content-type': header('content-type'), 'content-length': header('content-length'), accept: header('accept'), 'user-agent': header('user-agent') };
          await send(res, await answerFormRequest(ctx, site, { method: request.method, path, search, headers: formHeaders, body: request.raw.req, ip: options.clientIp(request) }));
          return h.abandon;
        }
        const headers: SiteRequestHeaders = {};
        for (const name of SITE_REQUEST_HEADERS) if (typeof request.headers[name] === 'string') headers[name] = request.headers[name];
        await send(res, await answerSiteRequest(ctx, site, { method: request.method, path, search, headers }));
      } catch (error) {
        ctx.logger.error({ err: error, host: request.headers.host, path }, 'a published site could not be answered');
        // Half a file under a full Content-Length would be taken for the whole one: cut the connection instead.
        if (res.headersSent) res.destroy();
        else {
          // The bucket behind the site being down is a 503 a CDN or browser may retry, not a fault of the app.
          const unavailable = describeStorageError(error).problem !== 'failed';
          const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...(unavailable ? { 'retry-after': '30' } : {}) };
          res.writeHead(unavailable ? 503 : 500, headers).end('The site could not be loaded. Try again in a moment.');
        }
      }
      return h.abandon;
    });
  },
};
