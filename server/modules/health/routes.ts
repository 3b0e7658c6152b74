import type { ServerResponse } from 'node:http';
import type { Plugin } from '@hapi/hapi';
import { PUBLISHED_SITE_PLUGIN } from '../publishing/serving.ts';
import { notReadyMessage, readiness } from './service.ts';

const HEALTH_PATH = '/healthz';
const READY_PATH = '/readyz';

/** Load balancers and orchestrators ask these every few seconds: the request log leaves them out. */
export function isProbePath(path: string): boolean {
  return path === HEALTH_PATH || path === READY_PATH;
}

function send(res: ServerResponse, method: string, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(method === 'head' ? undefined : json);
}

/**
 * `GET /healthz`: the process answers (liveness): no I/O, so a slow database never gets a
 * healthy instance restarted. `GET /readyz`: it may take traffic (readiness): database,
 * migrations and storage, checked at most every 10 s (service.ts).
 *
 * Both are answered as the request arrives, ahead of the published sites and everything else
 * that looks at the Host (a probe asks by address or by any name) and of the session, CSRF and
 * rate-limit machinery: no cookie is read or set, nothing counts against a limit. On start the
 * readiness checks run once, so an instance that cannot reach its storage says so in its log
 * straight away.
 */
export const healthRoutes: Plugin<void> = {
  name: 'health-routes',
  register(server) {
    const { ctx } = server.app;

    server.ext(
      'onRequest',
      async (request, h) => {
        if (!isProbePath(request.path) || (request.method !== 'get' && request.method !== 'head')) return h.continue;
        const res = request.raw.res;
        if (request.path === HEALTH_PATH) {
          send(res, request.method, 200, { status: 'ok' });
          return h.abandon;
        }
        const result = await readiness(ctx);
        if (result.ready) send(res, request.method, 200, { status: 'ready', checks: result.checks });
        else send(res, request.method, 503, { message: notReadyMessage(result), status: 'not_ready', checks: result.checks });
        return h.abandon;
      },
      { before: [PUBLISHED_SITE_PLUGIN] },
    );

    let startupCheck: Promise<void> = Promise.resolve();
    server.ext('onPostStart', () => {
      startupCheck = readiness(ctx).then((result) => {
        if (result.ready) return;
        const uploads = result.checks.storage === 'ok' ? '' : ', and uploads 503,';
        ctx.logger.warn({ checks: result.checks }, `${notReadyMessage(result)} /readyz answers 503${uploads} until this is fixed`);
      });
    });
    // The checks use the database, which closes after the server stops.
    server.ext('onPreStop', () => startupCheck);
  },
};
