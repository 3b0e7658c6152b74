import { expect } from 'chai';
import { classifyIp, parseCidr, parseIp } from '../../server/security/ip-ranges.ts';

// The classifier behind the outbound guard: which addresses are the public internet and which are
// somebody's machine or private network. Pure: nothing here resolves or connects.

function expectRanges(cases: [string, ReturnType<typeof classifyIp>][]) {
  for (const [address, range] of cases) expect(classifyIp(address), address).to.equal(range);
}

describe('outbound guard: IP ranges', () => {
  it('knows loopback, unspecified and broadcast IPv4 addresses, to the edge of each range', () => {
    expectRanges([
      ['127.0.0.1', 'loopback'],
      ['127.255.255.255', 'loopback'],
      ['127.0.0.0', 'loopback'],
      ['126.255.255.255', 'public'],
      ['128.0.0.0', 'public'],
      ['0.0.0.0', 'unspecified'],
      ['0.255.255.255', 'unspecified'],
      ['1.0.0.0', 'public'],
      ['255.255.255.255', 'broadcast'],
      ['255.255.255.254', 'reserved'],
    ]);
  });

  it('knows the private, carrier-grade NAT and link-local IPv4 ranges, to the edge of each', () => {
    expectRanges([
      ['9.255.255.255', 'public'],
      ['10.0.0.0', 'private'],
      ['10.255.255.255', 'private'],
      ['11.0.0.0', 'public'],
      ['172.15.255.255', 'public'],
      ['172.16.0.0', 'private'],
      ['172.31.255.255', 'private'],
      ['172.32.0.0', 'public'],
      ['192.167.255.255', 'public'],
      ['192.168.0.0', 'private'],
      ['192.168.255.255', 'private'],
      ['192.169.0.0', 'public'],
      ['100.63.255.255', 'public'],
      ['100.64.0.0', 'private'],
      ['100.127.255.255', 'private'],
      ['100.128.0.0', 'public'],
      ['169.253.255.255', 'public'],
      ['169.254.0.0', 'link-local'],
      ['169.254.169.254', 'link-local'],
      ['169.254.255.255', 'link-local'],
      ['169.255.0.0', 'public'],
    ]);
  });

  it('refuses multicast, documentation, benchmarking and reserved IPv4 space, and passes public addresses', () => {
    expectRanges([
      ['223.255.255.255', 'public'],
      ['224.0.0.1', 'multicast'],
      ['239.255.255.255', 'multicast'],
      ['240.0.0.0', 'reserved'],
      ['192.0.0.8', 'reserved'],
      ['192.0.2.10', 'reserved'],
      ['198.18.0.1', 'reserved'],
      ['198.19.255.255', 'reserved'],
      ['198.20.0.0', 'public'],
      ['198.51.100.7', 'reserved'],
      ['203.0.113.9', 'reserved'],
      ['8.8.8.8', 'public'],
      ['1.1.1.1', 'public'],
      ['142.250.74.110', 'public'],
    ]);
  });

  it('knows loopback, unspecified, link-local, unique-local, site-local and multicast IPv6 addresses', () => {
    expectRanges([
      ['::1', 'loopback'],
      ['0:0:0:0:0:0:0:1', 'loopback'],
      ['::', 'unspecified'],
      ['::2', 'reserved'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local'],
      ['febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'link-local'],
      ['fec0::1', 'private'],
      ['fc00::', 'unique-local'],
      ['fd12:3456:789a::1', 'unique-local'],
      ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'unique-local'],
      ['fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
      ['fe00::', 'reserved'],
      ['ff02::1', 'multicast'],
      ['ff0e::101', 'multicast'],
      ['[::1]', 'loopback'],
    ]);
  });

  it('passes global unicast IPv6, and refuses documentation, Teredo and what is outside 2000::/3', () => {
    expectRanges([
      ['2606:4700:4700::1111', 'public'],
      ['2a00:1450:4001:82b::200e', 'public'],
      ['2001:4860:4860::8888', 'public'],
      ['2001:db8::1', 'reserved'],
      ['2001::1', 'reserved'],
      ['2001:1ff:ffff::1', 'reserved'],
      ['2001:200::1', 'public'],
      ['3fff::1', 'reserved'],
      ['1fff:ffff::1', 'reserved'],
      ['4000::1', 'reserved'],
      ['100::1', 'reserved'],
    ]);
  });

  it('judges an IPv6 address that carries an IPv4 one by the IPv4 address: mapped, NAT64, 6to4', () => {
    expectRanges([
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
      ['::ffff:10.1.2.3', 'private'],
      ['::ffff:169.254.169.254', 'link-local'],
      ['::ffff:172.15.255.255', 'public'],
      ['::ffff:8.8.8.8', 'public'],
      ['64:ff9b::127.0.0.1', 'loopback'],
      ['64:ff9b::a00:1', 'private'],
      ['64:ff9b::808:808', 'public'],
      ['64:ff9b:1::1', 'private'],
      ['2002:7f00:1::1', 'loopback'],
      ['2002:c0a8:101::1', 'private'],
      ['2002:808:808::1', 'public'],
      ['::127.0.0.1', 'reserved'],
    ]);
  });

  it('says nothing about what is not an IP address', () => {
    for (const text of ['localhost', 'example.com', '', '127.1', '0x7f000001', '2130706433', '127.000.000.001', '::ffff::1', '1.2.3.4.5', '[::1']) {
      expect(classifyIp(text), text).to.equal(null);
    }
    expect(parseIp('127.0.0.1')).to.deep.equal({ family: 4, bytes: Uint8Array.from([127, 0, 0, 1]) });
    expect(Array.from(parseIp('::ffff:1.2.3.4')!.bytes)).to.deep.equal([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 1, 2, 3, 4]);
    expect(Array.from(parseIp('1:2:3:4:5:6:7:8')!.bytes)).to.deep.equal([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 0, 7, 0, 8]);
    expect(Array.from(parseIp('1::8')!.bytes)).to.deep.equal([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8]);
  });

  it('parses CIDRs and single addresses, and nothing else', () => {
    expect(parseCidr('10.0.0.0/8')).to.deep.include({ family: 4, prefix: 8 });
    expect(parseCidr('127.0.0.1')).to.deep.include({ family: 4, prefix: 32 });
    expect(parseCidr('fc00::/7')).to.deep.include({ family: 6, prefix: 7 });
    expect(parseCidr('::1')).to.deep.include({ family: 6, prefix: 128 });
    for (const bad of ['10.0.0.0/33', '::/129', '10.0.0.0/', '10.0.0.0/8/8', 'localhost', 'a.b/8', '10.0.0.0/-1']) expect(parseCidr(bad), bad).to.equal(null);
  });
});
