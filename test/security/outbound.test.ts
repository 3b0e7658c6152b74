import { createServer, type Server } from 'node:http';
import { isIP, type AddressInfo, type LookupFunction } from 'node:net';
import { expect } from 'chai';
import { ConfigError } from '../../config/index.ts';
import { hasVerificationFile } from '../../server/modules/publishing/domain-checks.ts';
import { outboundGuard, OutboundRefusedError, type OutboundGuard } from '../../server/security/outbound.ts';
import { testConfig } from '../helpers/config.ts';
import { startDnsServer, type DnsStandIn } from '../publishing/support/dns-server.ts';

// The outbound guard on its own: names and addresses judged as written, names judged by what they
// resolve to at the moment the socket connects (a resolver the test controls stands in for DNS),
// and the operator's OUTBOUND_ALLOW_PRIVATE exceptions. The only traffic goes to servers started
// here on loopback, and the guard must keep it from arriving unless allowed.

const APP_URL = 'https://app.example.test';

/** A resolver answering from a table the test can change between calls, as a DNS server can. */
function resolverFrom(table: Map<string, string[]>): LookupFunction {
  return (hostname, options, callback) => {
    const addresses = table.get(hostname);
    if (!addresses) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    const found = addresses.map((address) => ({ address, family: isIP(address) }));
    if (options.all) callback(null, found);
    else callback(null, found[0].address, found[0].family);
  };
}

function guardFor(allowPrivate: string[] = [], table = new Map<string, string[]>()): OutboundGuard {
  return outboundGuard({ appUrl: APP_URL, outbound: { allowPrivate } }, { lookup: resolverFrom(table) });
}

function refusal(run: () => void): string {
  try {
    run();
  } catch (error) {
    expect(error).to.be.instanceOf(OutboundRefusedError);
    return (error as OutboundRefusedError).reason;
  }
  throw new Error('not refused');
}

async function refusalOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error, String(error)).to.be.instanceOf(OutboundRefusedError);
    return (error as OutboundRefusedError).reason;
  }
  throw new Error('not refused');
}

/** An HTTP server on loopback that counts the connections it gets. */
async function startCountingServer(answer: (path: string) => [number, string] = () => [201, '']): Promise<{ server: Server; port: number; connections: () => number }> {
  let connections = 0;
  const server = createServer((request, response) => {
    const [status, body] = answer(request.url ?? '');
    response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, connections: () => connections };
}

describe('outbound guard', () => {
  it('refuses private addresses, localhost names and the app’s own host as written, whatever their spelling', () => {
    const guard = guardFor();
    const cases: [string, string][] = [
      [new URL('https://127.0.0.1/').hostname, '127.0.0.1 is a loopback address'],
      // WHATWG URLs read these as 127.0.0.1 too.
      [new URL('https://0x7f.1/').hostname, '127.0.0.1 is a loopback address'],
      [new URL('https://2130706433/').hostname, '127.0.0.1 is a loopback address'],
      [new URL('https://[::1]/').hostname, '::1 is a loopback address'],
      [new URL('https://[::ffff:127.0.0.1]/').hostname, '::ffff:7f00:1 is a loopback address'],
      ['0.0.0.0', '0.0.0.0 is an unspecified address'],
      ['10.20.30.40', '10.20.30.40 is a private network address'],
      ['172.16.0.1', '172.16.0.1 is a private network address'],
      ['192.168.1.1', '192.168.1.1 is a private network address'],
      ['100.64.0.1', '100.64.0.1 is a private network address'],
      ['169.254.169.254', '169.254.169.254 is a link-local address'],
      ['[fe80::1]', 'fe80::1 is a link-local address'],
      ['[fd00::1]', 'fd00::1 is a unique local address'],
      ['224.0.0.251', '224.0.0.251 is a multicast address'],
      ['255.255.255.255', '255.255.255.255 is a broadcast address'],
      ['240.1.2.3', '240.1.2.3 is a reserved address'],
      ['localhost', 'localhost names this machine'],
      ['LocalHost.', 'localhost names this machine'],
      ['push.localhost', 'push.localhost names this machine'],
      ['app.example.test', "app.example.test is this app's own host"],
      ['APP.example.test.', "app.example.test is this app's own host"],
    ];
    for (const [host, reason] of cases) expect(refusal(() => guard.checkHost(host)), host).to.equal(reason);
    for (const host of ['push.example.com', 'updates.push.services.mozilla.com', '8.8.8.8', '172.15.255.255', '[2606:4700:4700::1111]', 'localhost.example.com']) {
      expect(() => guard.checkHost(host), host).to.not.throw();
    }
  });

  it('lets the operator’s OUTBOUND_ALLOW_PRIVATE addresses, ranges and names through, and nothing next to them', async () => {
    const table = new Map([
      ['push.internal', ['192.168.5.5']],
      ['other.internal', ['192.168.5.6']],
    ]);
    const guard = guardFor(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'push.internal', 'localhost'], table);
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '10.9.9.9', '[fd00::7]', 'localhost', 'push.internal']) expect(() => guard.checkHost(host), host).to.not.throw();
    for (const host of ['127.0.0.2', '[::1]', '192.168.0.1', 'push.localhost', 'app.example.test']) expect(() => guard.checkHost(host), host).to.throw(OutboundRefusedError);
    // A name allowed by name may resolve anywhere; other names are judged by their addresses.
    await guard.checkResolved('push.internal');
    expect(await refusalOf(guard.checkResolved('other.internal'))).to.equal('other.internal resolves to 192.168.5.6, a private network address');
  });

  it('judges a name by every address it resolves to when it is saved, and lets a name that does not resolve wait for the connection', async () => {
    const table = new Map([
      ['push.example.com', ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']],
      ['rebind.example.com', ['127.0.0.1']],
      ['mixed.example.com', ['93.184.216.34', '10.0.0.5']],
      ['six.example.com', ['::1']],
      ['mapped.example.com', ['::ffff:169.254.169.254']],
    ]);
    const guard = guardFor([], table);
    await guard.checkResolved('push.example.com');
    await guard.checkResolved('nowhere.example.com');
    expect(await refusalOf(guard.checkResolved('rebind.example.com'))).to.equal('rebind.example.com resolves to 127.0.0.1, a loopback address');
    expect(await refusalOf(guard.checkResolved('mixed.example.com'))).to.equal('mixed.example.com resolves to 10.0.0.5, a private network address');
    expect(await refusalOf(guard.checkResolved('six.example.com'))).to.equal('six.example.com resolves to ::1, a loopback address');
    expect(await refusalOf(guard.checkResolved('mapped.example.com'))).to.equal('mapped.example.com resolves to ::ffff:169.254.169.254, a link-local address');
    expect(await refusalOf(guard.checkResolved('127.0.0.1'))).to.equal('127.0.0.1 is a loopback address');
  });

  describe('at connect time', () => {
    let target: Awaited<ReturnType<typeof startCountingServer>>;
    before(async () => {
      target = await startCountingServer();
    });
    after(async () => {
      await new Promise((resolve) => target.server.close(resolve));
    });

    it('refuses a name that resolved to a public address when it was saved and to loopback now (DNS rebinding), before any byte is sent', async () => {
      const table = new Map([['rebind.example.com', ['93.184.216.34']]]);
      const guard = guardFor([], table);
      await guard.checkResolved('rebind.example.com');
      table.set('rebind.example.com', ['127.0.0.1']);
      const before = target.connections();
      const reason = await refusalOf(guard.request(new URL(`http://rebind.example.com:${target.port}/push`), { method: 'POST', headers: {}, body: new Uint8Array([1]), signal: AbortSignal.timeout(5000) }));
      expect(reason).to.equal('rebind.example.com resolves to 127.0.0.1, a loopback address');
      expect(target.connections()).to.equal(before);

      // The same request with loopback allowed does arrive: the refusal above was the guard's.
      const allowed = guardFor(['127.0.0.0/8'], table);
      const response = await allowed.request(new URL(`http://rebind.example.com:${target.port}/push`), { method: 'POST', headers: {}, body: new Uint8Array([1]), signal: AbortSignal.timeout(5000) });
      expect(response.status).to.equal(201);
      expect(target.connections()).to.equal(before + 1);
    });

    it('refuses a literal loopback address and a localhost name without resolving or connecting', async () => {
      const guard = guardFor();
      const before = target.connections();
      const send = (url: string) => guard.request(new URL(url), { method: 'POST', headers: {}, signal: AbortSignal.timeout(5000) });
      expect(await refusalOf(send(`http://127.0.0.1:${target.port}/`))).to.equal('127.0.0.1 is a loopback address');
      expect(await refusalOf(send(`http://[::ffff:127.0.0.1]:${target.port}/`))).to.equal('::ffff:7f00:1 is a loopback address');
      expect(await refusalOf(send(`http://localhost:${target.port}/`))).to.equal('localhost names this machine');
      expect(await refusalOf(send(`ftp://push.example.com/`))).to.equal('ftp: is not http or https');
      expect(target.connections()).to.equal(before);
    });
  });

  describe('custom domain token file', () => {
    let dns: DnsStandIn;
    let site: Awaited<ReturnType<typeof startCountingServer>>;
    before(async () => {
      dns = await startDnsServer();
      site = await startCountingServer((path) => (path === '/.well-known/sitewright-verify/0123456789abcdef0123456789abcdef' ? [200, '0123456789abcdef0123456789abcdef'] : [404, '']));
    });
    after(async () => {
      await dns.close();
      await new Promise((resolve) => site.server.close(resolve));
    });

    it('is not fetched from a domain that points at loopback unless loopback is allowed', async () => {
      dns.a.set('www.inside-shop.test', '127.0.0.1');
      const options = (allowPrivate: string[]) => ({ dnsServers: [dns.address], httpPort: site.port, outbound: guardFor(allowPrivate) });
      const token = '0123456789abcdef0123456789abcdef';
      expect(await hasVerificationFile('www.inside-shop.test', token, options([]))).to.equal(false);
      expect(site.connections()).to.equal(0);
      expect(await hasVerificationFile('www.inside-shop.test', token, options(['127.0.0.1']))).to.equal(true);
      expect(site.connections()).to.equal(1);
    });
  });

  it('reads OUTBOUND_ALLOW_PRIVATE as a list, and refuses to start on an entry that is no address, CIDR or host name', () => {
    expect(testConfig().outbound.allowPrivate).to.deep.equal([]);
    expect(testConfig({ OUTBOUND_ALLOW_PRIVATE: '127.0.0.1, 10.0.0.0/8 ,::1,fc00::/7, Push.Internal' }).outbound.allowPrivate).to.deep.equal(['127.0.0.1', '10.0.0.0/8', '::1', 'fc00::/7', 'push.internal']);
    for (const bad of ['10.0.0.0/33', '::1/129', 'push internal', 'push.internal/8', 'http://push.internal']) {
      expect(() => testConfig({ OUTBOUND_ALLOW_PRIVATE: bad }), bad).to.throw(ConfigError, /OUTBOUND_ALLOW_PRIVATE/);
    }
  });
});
