import type { Plugin, Request } from '@hapi/hapi';
import { ForbiddenError } from '../errors.ts';
import { randomBytes } from 'node:crypto';
import { safeEqual } from '../security/tokens.ts';
import { requestProtocol } from './client-ip.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const WRITES = new Set(['post', 'put', 'patch', 'delete']);
const TOKEN_BYTES = 24;
const TOKENS_PER_DRAW = 256;

// Every new visitor gets a token: the bytes are drawn from the system's generator for 256 tokens
// at a time, each byte handed out once, rather than one call per visitor (as randomUUID does).
let pool = Buffer.alloc(0);
let poolOffset = 0;

function newToken(): string {
  if (poolOffset >= pool.length) {
    pool = randomBytes(TOKEN_BYTES * TOKENS_PER_DRAW);
    poolOffset = 0;
  }
  const token = pool.toString('base64url', poolOffset, poolOffset + TOKEN_BYTES);
  poolOffset += TOKEN_BYTES;
  return token;
}

export const CSRF_MESSAGE = 'CSRF token mismatch. Reload the page and try again.';

function usesBearerToken(request: Request): boolean {
  return /^Bearer\s/i.test(String(request.headers.authorization ?? ''));
}

/**
 * Double-submit protection for cookie-authenticated writes: the server sets a random XSRF-TOKEN
 * cookie that the app's own scripts can read and echo in X-XSRF-TOKEN; another origin can
 * neither read the cookie nor set the header. A foreign Origin is refused outright. Requests
 * authenticated with a Bearer token carry no ambient credentials and need neither.
 * (@hapi/crumb does the same check but answers a bare "Forbidden" and has no Origin check.)
 * Called by access.ts as soon as the requester is known, before the body is read.
 */
export function checkCsrf(request: Request): void {
  const setting = request.route.settings.plugins?.csrf;
  if (!(WRITES.has(request.method) || setting === true) || usesBearerToken(request) || setting === false) return;
  const origin = request.headers.origin;
  const appOrigin = new URL(request.server.app.ctx.config.appUrl).origin;
  if (origin && origin !== 'null' && origin !== appOrigin && origin !== requestOrigin(request)) {
    throw new ForbiddenError('Cross-origin requests are not allowed.');
  }
  const cookie = request.state?.[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  if (typeof cookie !== 'string' || typeof header !== 'string' || !safeEqual(cookie, header)) throw new ForbiddenError(CSRF_MESSAGE);
}

/** Issues the XSRF-TOKEN cookie the web app echoes. */
export const csrfProtection: Plugin<{ appUrl: string }> = {
  name: 'csrf-protection',
  register(server, options) {
    const https = options.appUrl.startsWith('https:');
    server.state(XSRF_COOKIE, { isHttpOnly: false, isSameSite: 'Lax', isSecure: https, path: '/', encoding: 'none', ttl: null, strictHeader: true });

    server.ext('onPreResponse', (request, h) => {
      // Public, cacheable routes (auth: false) must not carry a per-visitor cookie a shared cache could hand on.
      const publicRoute = (request.route.settings.auth as unknown) === false;
      // Secure as well when a trusted proxy says the browser is on https, whatever APP_URL says.
      if (!publicRoute && typeof request.state?.[XSRF_COOKIE] !== 'string' && !usesBearerToken(request)) {
        h.state(XSRF_COOKIE, newToken(), { isSecure: https || requestProtocol(request) === 'https' });
      }
      return h.continue;
    });
  },
};

// Behind a proxy or on another port in development the app may answer on a host other than
// APP_URL; a same-host Origin is still same-origin. The scheme is a trusted proxy's word, or the
// server's own (client-ip.ts).
function requestOrigin(request: Request): string {
  return `${requestProtocol(request)}://${request.info.host}`;
}

declare module '@hapi/hapi' {
  interface PluginSpecificConfiguration {
    /**
     * false: the route does not take part in CSRF checks (it reads no cookie-authenticated state).
     * true: checked although it is a GET, because it changes state (joining a workspace by its invite).
     */
    csrf?: boolean;
  }
}
