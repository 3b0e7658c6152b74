import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Config } from '../../config/index.ts';
import { classifyIp, embeddedIpv4, inCidr, parseCidr, parseIp, type IpRange } from './ip-ranges.ts';

// The one gate for requests the server makes to addresses a user chose (Web Push endpoints, the
// token file of a custom domain): they go to the public internet only, never to this machine, the
// app itself or the private network around it (SSRF). A host is judged twice: as written when it
// is saved (checkHost, checkResolved), and at every connection by the addresses its name resolves
// to right then (lookup, request), so a name that changes its answer later (DNS rebinding) still
// cannot reach in. OUTBOUND_ALLOW_PRIVATE (config/index.ts) lets the operator name exceptions.
// Addresses the operator configures (SMTP, S3, the AI base URL) do not pass through here.

const RANGE_NAMES: Record<IpRange, string> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  'link-local': 'a link-local address',
  'unique-local': 'a unique local address',
  multicast: 'a multicast address',
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  reserved: 'a reserved address',
};

/** How long saving waits for DNS before leaving the judgement to the connection. */
const SAVE_LOOKUP_TIMEOUT_MS = 5000;

/** Thrown (or handed to the socket) for a host the server does not connect to; `reason` says why, for people. */
export class OutboundRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`Refused to connect: ${reason}.`);
    this.name = 'OutboundRefusedError';
  }
}

export interface OutboundRequest {
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** Aborts the request; the caller's deadline goes here. */
  signal: AbortSignal;
}

export interface OutboundGuard {
  /** Throws OutboundRefusedError for a host refused as written: a refused address, a localhost name, the app's own host. Resolves nothing. */
  checkHost(hostname: string): void;
  /** checkHost, then the addresses the name resolves to now. A name that does not resolve passes: connecting judges it again. */
  checkResolved(hostname: string): Promise<void>;
  /** A lookup for net/http(s) that hands the socket an OutboundRefusedError instead of a refused address; `base` resolves (the guard's resolver by default). */
  lookup(base?: LookupFunction): LookupFunction;
  /** One http(s) request through the guard's lookup, no redirect followed, on a socket of its own; resolves with the status once it is known. */
  request(url: URL, request: OutboundRequest): Promise<{ status: number }>;
}

interface Allowance {
  names: Set<string>;
  ranges: NonNullable<ReturnType<typeof parseCidr>>[];
}

function normalHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

function readAllowance(entries: readonly string[]): Allowance {
  const allowance: Allowance = { names: new Set(), ranges: [] };
  for (const entry of entries) {
    const range = parseCidr(entry);
    if (range) allowance.ranges.push(range);
    else allowance.names.add(normalHost(entry));
  }
  return allowance;
}

/**
 * The guard for this configuration. `options.lookup` replaces the system resolver (tests make a
 * name resolve where they want).
 */
export function outboundGuard(config: Pick<Config, 'appUrl' | 'outbound'>, options: { lookup?: LookupFunction } = {}): OutboundGuard {
  const allowance = readAllowance(config.outbound.allowPrivate);
  const appHost = normalHost(new URL(config.appUrl).hostname);
  const defaultLookup = options.lookup ?? (systemLookup as LookupFunction);

  /** What kind of address the server must not connect to this is ("a loopback address"), or null when it may. */
  function refusedRange(address: string): string | null {
    const ip = parseIp(address);
    if (!ip) return 'not an IP address';
    const unmapped = embeddedIpv4(ip);
    if (allowance.ranges.some((range) => inCidr(ip, range) || (unmapped !== null && inCidr(unmapped, range)))) return null;
    const range = classifyIp(address);
    return range === 'public' ? null : RANGE_NAMES[range ?? 'reserved'];
  }

  function checkHost(hostname: string): void {
    const host = normalHost(hostname);
    if (allowance.names.has(host)) return;
    if (parseIp(host)) {
      const range = refusedRange(host);
      if (range) throw new OutboundRefusedError(`${host} is ${range}`);
      return;
    }
    if (host === 'localhost' || host.endsWith('.localhost')) throw new OutboundRefusedError(`${host} names this machine`);
    if (host === appHost) throw new OutboundRefusedError(`${host} is this app's own host`);
  }

  function lookup(base: LookupFunction = defaultLookup): LookupFunction {
    return (hostname, lookupOptions, callback) => {
      base(hostname, { ...lookupOptions, all: true }, (error, found, family) => {
        if (error) return callback(error, []);
        const addresses: LookupAddress[] = typeof found === 'string' ? [{ address: found, family: family ?? isIP(found) }] : found;
        if (!addresses.length) return callback(Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' }), []);
        if (!allowance.names.has(normalHost(hostname))) {
          for (const { address } of addresses) {
            const range = refusedRange(address);
            if (range) return callback(new OutboundRefusedError(`${normalHost(hostname)} resolves to ${address}, ${range}`), []);
          }
        }
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      });
    };
  }

  async function checkResolved(hostname: string): Promise<void> {
    checkHost(hostname);
    const host = normalHost(hostname);
    if (parseIp(host) || allowance.names.has(host)) return;
    let timer: NodeJS.Timeout | undefined;
    const refusal = await Promise.race([
      new Promise<OutboundRefusedError | null>((resolve) => {
        lookup()(host, { all: true }, (error) => resolve(error instanceof OutboundRefusedError ? error : null));
      }),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), SAVE_LOOKUP_TIMEOUT_MS).unref();
      }),
    ]);
    clearTimeout(timer);
    if (refusal) throw refusal;
  }

  function request(url: URL, outbound: OutboundRequest): Promise<{ status: number }> {
    return new Promise((resolve, reject) => {
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundRefusedError(`${url.protocol} is not http or https`);
      checkHost(url.hostname);
      const client = url.protocol === 'https:' ? https : http;
      // agent: false: a socket of its own, never one another request connected without this lookup.
      const sent = client.request(url, { method: outbound.method, headers: outbound.headers, lookup: lookup(), agent: false, signal: outbound.signal }, (response) => {
        resolve({ status: response.statusCode ?? 0 });
        // Only the status matters; the body is not read.
        response.destroy();
      });
      sent.on('error', reject);
      sent.end(outbound.body);
    });
  }

  return { checkHost, checkResolved, lookup, request };
}
