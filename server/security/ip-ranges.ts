import { isIP } from 'node:net';

// Which IP addresses are somebody's private network rather than the public internet: the table of
// the IANA special-purpose address registries (RFC 6890 and its updates) the outbound guard
// (server/security/outbound.ts) refuses. Pure: nothing here resolves or connects.

/** Why an address is not the public internet's. */
export type IpRange = 'loopback' | 'private' | 'link-local' | 'unique-local' | 'multicast' | 'unspecified' | 'broadcast' | 'reserved';

interface Cidr {
  family: 4 | 6;
  bytes: Uint8Array;
  prefix: number;
}

interface ParsedIp {
  family: 4 | 6;
  bytes: Uint8Array;
}

function ipv6Bytes(address: string): Uint8Array {
  let text = address;
  // A dotted IPv4 tail (::ffff:127.0.0.1) is the last 32 bits.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const start = groups(head);
  const end = groups(tail);
  const all = tail === undefined ? start : [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
  const bytes = new Uint8Array(16);
  all.forEach((group, index) => {
    bytes[index * 2] = group >> 8;
    bytes[index * 2 + 1] = group & 0xff;
  });
  return bytes;
}

/** The address's bytes, or null when the text is not an IP address. Brackets and a zone (%eth0) are ignored. */
export function parseIp(text: string): ParsedIp | null {
  const address = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const family = isIP(address);
  if (family === 4) return { family, bytes: Uint8Array.from(address.split('.').map(Number)) };
  if (family === 6) return { family, bytes: ipv6Bytes(address) };
  return null;
}

/** "10.0.0.0/8", "fc00::/7" or a single address; null when it is neither. */
export function parseCidr(text: string): Cidr | null {
  const [address, prefixText, extra] = text.trim().split('/');
  const ip = parseIp(address);
  if (!ip || extra !== undefined) return null;
  const bits = ip.family === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  return prefix <= bits ? { ...ip, prefix } : null;
}

function cidr(text: string): Cidr {
  const parsed = parseCidr(text);
  if (!parsed) throw new Error(`not a CIDR: ${text}`);
  return parsed;
}

export function inCidr(ip: ParsedIp, range: Cidr): boolean {
  if (ip.family !== range.family) return false;
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const mask = 0xff << (8 - Math.min(8, range.prefix - bit)) & 0xff;
    if ((ip.bytes[bit / 8] & mask) !== (range.bytes[bit / 8] & mask)) return false;
  }
  return true;
}

// First match wins: the more specific ranges come before the ones that contain them.
const IPV4_RANGES: [string, IpRange][] = [
  ['0.0.0.0/8', 'unspecified'], // "this network"
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'private'], // carrier-grade NAT, shared address space
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'], // cloud metadata services live here
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'], // IETF protocol assignments
  ['192.0.2.0/24', 'reserved'], // documentation
  ['192.88.99.0/24', 'reserved'], // deprecated 6to4 relays
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'], // benchmarking
  ['198.51.100.0/24', 'reserved'], // documentation
  ['203.0.113.0/24', 'reserved'], // documentation
  ['224.0.0.0/4', 'multicast'],
  ['255.255.255.255/32', 'broadcast'],
  ['240.0.0.0/4', 'reserved'],
];

const IPV6_RANGES: [string, IpRange][] = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::/96', 'reserved'], // deprecated IPv4-compatible addresses
  ['64:ff9b:1::/48', 'private'], // NAT64 for local use
  ['100::/64', 'reserved'], // discard
  ['2001::/23', 'reserved'], // IETF protocol assignments, Teredo among them
  ['2001:db8::/32', 'reserved'], // documentation
  ['3fff::/20', 'reserved'], // documentation
  ['5f00::/16', 'reserved'], // segment routing
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'private'], // deprecated site-local
  ['ff00::/8', 'multicast'],
];

const V4 = IPV4_RANGES.map(([text, range]) => ({ cidr: cidr(text), range }));
const V6 = IPV6_RANGES.map(([text, range]) => ({ cidr: cidr(text), range }));
/** Prefixes whose last 32 bits are an IPv4 address the packet goes on to: IPv4-mapped, NAT64 (RFC 6052). */
const V4_TAIL = [cidr('::ffff:0:0/96'), cidr('64:ff9b::/96')];
/** 6to4 (RFC 3056): bits 16 to 48 are the IPv4 address of the tunnel's end. */
const SIX_TO_FOUR = cidr('2002::/16');
/** Global unicast: IPv6 outside it is not assigned to anyone on the internet. */
const GLOBAL_UNICAST = cidr('2000::/3');

/** The IPv4 address an IPv6 address stands for (mapped, NAT64, 6to4), if any. */
export function embeddedIpv4(ip: ParsedIp): ParsedIp | null {
  if (ip.family !== 6) return null;
  if (V4_TAIL.some((range) => inCidr(ip, range))) return { family: 4, bytes: ip.bytes.slice(12) };
  if (inCidr(ip, SIX_TO_FOUR)) return { family: 4, bytes: ip.bytes.slice(2, 6) };
  return null;
}

function rangeOf(ip: ParsedIp): IpRange | null {
  const embedded = embeddedIpv4(ip);
  if (embedded) return rangeOf(embedded);
  const found = (ip.family === 4 ? V4 : V6).find((entry) => inCidr(ip, entry.cidr));
  if (found) return found.range;
  return ip.family === 6 && !inCidr(ip, GLOBAL_UNICAST) ? 'reserved' : null;
}

/**
 * 'public' for an address on the internet, the kind of range otherwise; null when the text is
 * not an IP address. An IPv6 address that carries an IPv4 one (::ffff:127.0.0.1, 64:ff9b::a00:1)
 * is judged by the IPv4 address.
 */
export function classifyIp(text: string): IpRange | 'public' | null {
  const ip = parseIp(text);
  if (!ip) return null;
  return rangeOf(ip) ?? 'public';
}
