import type { Request, Server } from '@hapi/hapi';
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

// Where a request comes from, read in one place. X-Forwarded-For, X-Forwarded-Proto and a CDN's
// location headers are believed only when the peer that connected is one of the proxies in
// TRUSTED_PROXIES (config/index.ts): anyone else could write them, to spread their guesses over
// invented addresses, to plant a city in someone's session list or to pass for https.

export interface ClientOrigin {
  /** The client's address, or 'unknown' when the socket is already gone. */
  ip: string;
  /** ISO 3166 alpha-2 code from a trusted CDN (cf-ipcountry), upper-case. */
  country: string | null;
  /** City name from a trusted CDN (cf-ipcity). */
  city: string | null;
}

type Trust = (address: string, hop: number) => boolean;

const trustCache = new WeakMap<Server, { list: string[]; trust: Trust }>();

function trustOf(request: Request): Trust {
  const list = request.server.app.ctx?.config.trustedProxies ?? [];
  const cached = trustCache.get(request.server);
  if (cached && cached.list === list) return cached.trust;
  const trust: Trust = list.length ? proxyAddr.compile(list) : () => false;
  trustCache.set(request.server, { list, trust });
  return trust;
}

function header(request: Request, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Whether the directly connected peer is a configured proxy, so its headers speak for the client. */
function fromTrustedProxy(request: Request): boolean {
  const peer = request.info.remoteAddress;
  return Boolean(peer) && trustOf(request)(peer, 0);
}

/**
 * The client's address: the socket's, or, behind trusted proxies, the nearest X-Forwarded-For
 * entry that is not itself a trusted proxy (proxy-addr's rule, as Express applies it).
 */
export function clientIp(request: Request): string {
  const peer = request.info.remoteAddress;
  if (!peer) return 'unknown';
  const trust = trustOf(request);
  if (!trust(peer, 0)) return peer;
  // proxy-addr reads only the socket address and the X-Forwarded-For header.
  const forwardedFor = request.headers['x-forwarded-for'];
  const req = { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer }, connection: { remoteAddress: peer } };
  return proxyAddr(req as unknown as IncomingMessage, trust) || peer;
}

/**
 * The scheme the client used: a trusted proxy's X-Forwarded-Proto (its first entry, the one the
 * client met), else the server's own. From anyone else the header is ignored: a client could
 * claim https to pass for the app's own origin.
 */
export function requestProtocol(request: Request): 'http' | 'https' {
  const forwarded = fromTrustedProxy(request) ? header(request, 'x-forwarded-proto')?.split(',')[0].trim().toLowerCase() : undefined;
  if (forwarded === 'http' || forwarded === 'https') return forwarded;
  return request.server.info.protocol === 'https' ? 'https' : 'http';
}

/** Address and CDN location of the client; the location only when a trusted proxy sent it. */
export function clientOrigin(request: Request): ClientOrigin {
  const trusted = fromTrustedProxy(request);
  const country = trusted ? header(request, 'cf-ipcountry') : null;
  return {
    ip: clientIp(request),
    // Cloudflare says XX when it does not know and T1 for Tor.
    country: country && /^[A-Z]{2}$/i.test(country) && !['XX', 'T1'].includes(country.toUpperCase()) ? country.toUpperCase() : null,
    city: trusted ? (header(request, 'cf-ipcity')?.slice(0, 100) ?? null) : null,
  };
}
