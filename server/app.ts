import Hapi from '@hapi/hapi';
import Inert from '@hapi/inert';
import HapiPino from 'hapi-pino';
import { apiNotFound } from './http/api-not-found.ts';
import { authentication } from './http/auth.ts';
import type { AppContext } from './context.ts';
import { clientErrors } from './http/client-errors.ts';
import { clientIp } from './http/client-ip.ts';
import { csrfProtection } from './http/csrf.ts';
import { hostGuard, refusedForHost } from './http/host-guard.ts';
import { errorShape, validationFailAction } from './http/errors.ts';
import { inputGuard } from './http/input-guard.ts';
import { jobRunnerPlugin } from './jobs/plugin.ts';
import { isStaticPath } from './http/static-paths.ts';
import { requestBindings, scrubUrl, withLazyRequestLoggers } from './logger.ts';
import { methodOverride } from './http/method-override.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { webApp } from './http/web-app.ts';
import { moduleRoutes } from './modules/routes.ts';
import { isProbePath } from './modules/health/routes.ts';
import { publishedSites, servedPublishedSite } from './modules/publishing/serving.ts';

export const MAX_JSON_BYTES = 1024 * 1024;

/** Builds the hapi server: plugins and routes only; connecting and migrating happen in index.ts. */
export async function createServer(ctx: AppContext, options: { webDistDir?: string } = {}): Promise<Hapi.Server> {
  const https = ctx.config.appUrl.startsWith('https:');
  const server = Hapi.server({
    host: ctx.config.host,
    port: ctx.config.port,
    router: { stripTrailingSlash: true },
    // mimos calls a type compressible unless told otherwise, so downloads of unknown binaries
    // (archives, .bin, anything stored as octet-stream) were gzipped: ten times slower, no smaller.
    mime: { override: { 'application/octet-stream': { source: 'iana', compressible: false } } },
    state: { strictHeader: false, ignoreErrors: true },
    routes: {
      validate: {
        failAction: validationFailAction,
        options: { abortEarly: false, errors: { wrap: { label: false } } },
      },
      payload: { maxBytes: MAX_JSON_BYTES },
      state: { parse: true, failAction: 'ignore' },
      security: {
        hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
        xframe: 'sameorigin',
        xss: 'disabled',
        noOpen: true,
        noSniff: true,
        referrer: 'strict-origin-when-cross-origin',
      },
    },
  });
  server.app.ctx = ctx;

  await server.register({
    plugin: HapiPino,
    options: {
      instance: withLazyRequestLoggers(ctx.logger),
      getChildBindings: requestBindings,
      logEvents: ['response', 'request-error'],
      // Client errors are logged by clientErrors (server/http/client-errors.ts), without the raw packet.
      // hapi-pino reads `{ log, request }` tag lists here; its type declaration says `object[]`.
      ignoredEventTags: { log: ['client'] } as unknown as object[],
      // A page load fetches dozens of files, probes ask every few seconds and scanners try any Host:
      // only their failures are worth a line. Below the level of the line (info) there is none to
      // write, and hapi-pino would still put its message and fields together for every request.
      logRequestComplete: (request: Hapi.Request) =>
        ctx.logger.isLevelEnabled('info') &&
        ((!isStaticPath(request.path) && !isProbePath(request.path) && !servedPublishedSite(request) && !refusedForHost(request)) ||
          (request.raw.res.statusCode ?? 0) >= 500),
      customRequestCompleteMessage: (request: Hapi.Request, responseTime: number) =>
        `${request.method.toUpperCase()} ${scrubUrl(request.path)} ${request.raw.res.headersSent ? request.raw.res.statusCode : '-'} (${responseTime}ms)`,
    },
  });
  await server.register({ plugin: clientErrors, options: { logger: ctx.logger } });
  await server.register(Inert);
  // First: a published site's request is answered before any of the app's plugins sees it.
  await server.register({ plugin: publishedSites, options: { clientIp } });
  // Then any Host that is neither the app's nor a site's gets a plain 404, cookies and all left out.
  await server.register([hostGuard]);
  await server.register([inputGuard, errorShape, securityHeaders, methodOverride, requestContext]);
  await server.register({ plugin: authentication, options: { appUrl: ctx.config.appUrl } });
  await server.register({ plugin: csrfProtection, options: { appUrl: ctx.config.appUrl } });
  await server.register([...moduleRoutes, apiNotFound, jobRunnerPlugin]);
  await server.register({ plugin: webApp, options: { distDir: options.webDistDir } });
  return server;
}
