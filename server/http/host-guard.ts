import type { Plugin, Request } from '@hapi/hapi';
import { isProbePath } from '../modules/health/routes.ts';
import { hostnameOf } from '../modules/publishing/site-hosts.ts';
import { siteNotFoundPage } from '../modules/publishing/plain-pages.ts';
import { PUBLISHED_SITE_PLUGIN } from '../modules/publishing/serving.ts';
import { classifyIp } from '../security/ip-ranges.ts';

// The app answers only on the hosts it is meant to: APP_URL's, the names of ALLOWED_HOSTS, and
// the sites' own hosts (answered before this by serving.ts: `{slug}` and `{slug}--{label}` under
// the sites domain, custom domains). Any other Host, a name pointed at the server by someone else
// or rebound in a visitor's DNS to reach it, gets a plain 404 with no session, XSRF-TOKEN or
// other cookie of the app, before anything of the app runs. Ports are not compared: a proxy may
// forward another port than the one visitors use.
//
// Also allowed: loopback names (localhost, 127.0.0.1, [::1]) from a peer on this machine (a proxy
// on the same host asking /api/v1/domains/check, a developer's browser); requests the app makes
// to itself with server.inject (server-render.ts), which never come from the network; and the
// health probes, which load balancers send by address.

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const REFUSED_HOST = 'host-guard';

/** Whether the request was answered 404 for its Host: scanners send many, and none is worth a log line. */
export function refusedForHost(request: { plugins: object }): boolean {
  return (request.plugins as Record<string, unknown>)[REFUSED_HOST] === true;
}

/** hapi sets request.isInjected for server.inject; its type declarations leave it out. */
function injected(request: Request): boolean {
  return (request as unknown as { isInjected?: boolean }).isInjected === true;
}

function answersOn(request: Request, known: ReadonlySet<string>): boolean {
  if (injected(request) || isProbePath(request.path)) return true;
  const host = request.headers.host;
  const hostname = typeof host === 'string' ? hostnameOf(host) : null;
  if (!hostname) return false;
  if (known.has(hostname)) return true;
  return LOOPBACK_NAMES.has(hostname) && classifyIp(request.info.remoteAddress ?? '') === 'loopback';
}

export const hostGuard: Plugin<void> = {
  name: 'host-guard',
  register(server) {
    const { config } = server.app.ctx;
    const known = new Set([new URL(config.appUrl).hostname, ...config.allowedHosts]);
    server.ext(
      'onRequest',
      (request, h) => {
        if (answersOn(request, known)) return h.continue;
        (request.plugins as Record<string, unknown>)[REFUSED_HOST] = true;
        const answer = siteNotFoundPage();
        request.raw.res.writeHead(answer.status, answer.headers).end(request.method === 'head' || !Buffer.isBuffer(answer.body) ? undefined : answer.body);
        return h.abandon;
      },
      { after: [PUBLISHED_SITE_PLUGIN] },
    );
  },
};
