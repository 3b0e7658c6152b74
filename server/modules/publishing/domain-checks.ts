import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import { DOMAIN_HTTP_PATH, domainTxtRecord } from '../../../common/domains.ts';
import type { OutboundGuard } from '../../security/outbound.ts';

// The two proofs that whoever connects a domain controls it: a TXT record only its DNS admin can
// publish, or a token file answered on the host (which also shows the host already points here,
// since this app answers that path for every connected domain). Both ask the DNS servers of the
// `publishing.dns_servers` setting when it names some (tests run a DNS server on loopback), else
// the system's. The token file is fetched through the outbound guard: a domain that points at this
// machine or the private network around it is never asked.

export interface DomainCheckOptions {
  /** "ip:port" or "ip"; empty uses the system resolver. */
  dnsServers: string[];
  /** Where the token file is fetched: 80 unless the sites proxy listens elsewhere. */
  httpPort: number;
  outbound: OutboundGuard;
}

const CHECK_TIMEOUT_MS = 5000;
/** A token file is 32 characters; anything much longer is not one. */
const MAX_FILE_BYTES = 1024;

function resolverFor(servers: string[]): dns.Resolver {
  const resolver = new dns.Resolver({ timeout: CHECK_TIMEOUT_MS, tries: 2 });
  if (servers.length) resolver.setServers(servers);
  return resolver;
}

/** True when `_sitewright.<host>` has a TXT record saying the token. */
export async function hasVerificationRecord(host: string, token: string, options: DomainCheckOptions): Promise<boolean> {
  const { name, value } = domainTxtRecord(host, token);
  try {
    const records = await resolverFor(options.dnsServers).resolveTxt(name);
    // A long TXT value arrives in 255-byte chunks.
    return records.some((chunks) => chunks.join('').trim() === value);
  } catch {
    return false;
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A lookup for http.request that asks the configured servers (A, then AAAA) instead of the system's. */
function lookupWith(servers: string[]) {
  const resolver = resolverFor(servers);
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    const found = async (): Promise<LookupAddress[]> => {
      const v4 = await resolver.resolve4(hostname).catch(() => [] as string[]);
      if (v4.length) return v4.map((address) => ({ address, family: 4 }));
      return (await resolver.resolve6(hostname).catch(() => [] as string[])).map((address) => ({ address, family: 6 }));
    };
    found().then(
      (addresses) => {
        if (!addresses.length) callback(Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' }), []);
        else if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

/**
 * True when http://<host>/.well-known/sitewright-verify/<token> answers 200 with the token.
 * No redirect is followed and at most a kilobyte is read: the address is the user's to choose.
 */
export function hasVerificationFile(host: string, token: string, options: DomainCheckOptions): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      options.outbound.checkHost(host);
    } catch {
      resolve(false);
      return;
    }
    const request = http.get(
      {
        host,
        port: options.httpPort,
        path: `${DOMAIN_HTTP_PATH}${token}`,
        timeout: CHECK_TIMEOUT_MS,
        headers: { 'user-agent': 'Sitewright domain check', accept: 'text/plain' },
        lookup: options.outbound.lookup(options.dnsServers.length ? lookupWith(options.dnsServers) : undefined),
        // A socket of its own, connected through the guard's lookup.
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(false);
          return;
        }
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          if (body.length > MAX_FILE_BYTES) request.destroy();
        });
        response.on('end', () => resolve(body.trim() === token));
        response.on('error', () => resolve(false));
        response.on('close', () => resolve(body.trim() === token && body.length <= MAX_FILE_BYTES));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}
