import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for a browser's push service (Mozilla autopush, FCM…) on loopback, and the browser
// side of a subscription. Each subscription gets a P-256 key pair and an auth secret as a browser
// makes them; a push sent to its endpoint is checked as a push service would (the VAPID
// Authorization header: an ES256 JWT whose `k=` key verifies it, RFC 8292) and decrypted as the
// browser would (aes128gcm, RFC 8188 with the Web Push key derivation of RFC 8291).

export interface BrowserSubscription {
  /** What the service worker's PushSubscription.toJSON() gives, to POST to the app. */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  endpoint: string;
}

export interface ReceivedPush {
  endpoint: string;
  headers: IncomingHttpHeaders;
  /** The decrypted body parsed as JSON. */
  payload: unknown;
  vapid: { publicKey: string; claims: { aud: string; exp: number; sub: string } };
  /** What the stand-in answered. */
  status: number;
}

export interface TestPushService {
  url: string;
  /** A new browser subscription; `status` is what its endpoint answers (410 for one the browser dropped). */
  subscribe(options?: { status?: number }): BrowserSubscription;
  received: ReceivedPush[];
  /** Requests refused: a bad VAPID header, a body that would not decrypt (with the reason). */
  rejected: { endpoint: string; reason: string }[];
  /** Waits for the next push not taken yet that matches, and takes it. */
  take(match?: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  authSecret: Buffer;
  status: number;
}

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** The body of an aes128gcm push message decrypted with the subscription's private key and auth secret (RFC 8291 §3.4, RFC 8188 §2). */
export function decryptPush(body: Buffer, browser: Pick<Browser, 'ecdh' | 'publicKey' | 'authSecret'>): Buffer {
  // Header: salt (16) | record size (4) | key id length (1) | key id = the sender's public key.
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublicKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65) throw new Error(`the key id is ${idLength} bytes, not an uncompressed P-256 key`);
  const secret = browser.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, senderPublicKey]);
  const ikm = hkdf(secret, browser.authSecret, keyInfo, 32);
  const key = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence += 1) {
    const record = records.subarray(offset, Math.min(offset + recordSize, records.length));
    // The record's nonce is the base nonce XOR its sequence number (a 96-bit big-endian integer).
    const iv = Buffer.from(nonce);
    for (let byte = 0; byte < 4; byte += 1) iv[11 - byte] ^= (sequence >>> (8 * byte)) & 0xff;
    const decipher = createDecipheriv('aes-128-gcm', key, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Content, then a delimiter (2 for the last record, 1 otherwise), then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const delimiter = padded[end];
    const last = offset + recordSize >= records.length;
    if (delimiter !== (last ? 2 : 1)) throw new Error(`record ${sequence} ends with delimiter ${delimiter}`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 §3) against the endpoint's origin. */
export function checkVapid(header: string | undefined, endpoint: URL, now = Date.now()): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, k] = match;
  const [headerPart, claimsPart, signature] = jwt.split('.');
  const jwtHeader = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as { alg: string; typ: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`the JWT is signed with ${jwtHeader.alg}, not ES256`);
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k= is not an uncompressed P-256 public key');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the JWT signature does not verify with k=');
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString()) as ReceivedPush['vapid']['claims'];
  if (claims.aud !== endpoint.origin) throw new Error(`the JWT's audience ${claims.aud} is not ${endpoint.origin}`);
  const seconds = now / 1000;
  if (!(claims.exp > seconds && claims.exp <= seconds + 24 * 3600 + 60)) throw new Error(`the JWT expires at ${claims.exp}, not within 24 hours`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`the JWT's subject ${claims.sub} is no contact`);
  return { publicKey: k, claims };
}

export async function startPushService(): Promise<TestPushService> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const rejected: TestPushService['rejected'] = [];
  const taken = new Set<ReceivedPush>();
  let url = '';

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${url}${request.url}`;
      const browser = browsers.get(request.url ?? '');
      const refuse = (status: number, reason: string) => {
        rejected.push({ endpoint, reason });
        response.writeHead(status).end(reason);
      };
      if (request.method !== 'POST' || !browser) return refuse(404, 'no such subscription');
      try {
        const vapid = checkVapid(request.headers.authorization, new URL(endpoint));
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding is ${request.headers['content-encoding']}`);
        if (!/^\d+$/.test(String(request.headers.ttl ?? ''))) throw new Error('no TTL header');
        const payload = JSON.parse(decryptPush(Buffer.concat(chunks), browser).toString('utf8')) as unknown;
        received.push({ endpoint, headers: request.headers, payload, vapid, status: browser.status });
        response.writeHead(browser.status).end();
      } catch (error) {
        refuse(400, (error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    rejected,
    subscribe(options = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const browser: Browser = { ecdh, publicKey: ecdh.getPublicKey(), authSecret: randomBytes(16), status: options.status ?? 201 };
      const path = `/wpush/v2/${randomBytes(24).toString('base64url')}`;
      browsers.set(path, browser);
      const endpoint = `${url}${path}`;
      return { endpoint, json: { endpoint, keys: { p256dh: browser.publicKey.toString('base64url'), auth: browser.authSecret.toString('base64url') } } };
    },
    async take(match = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const push = received.find((candidate) => !taken.has(candidate) && match(candidate));
        if (push) {
          taken.add(push);
          return push;
        }
        if (Date.now() > deadline) throw new Error(`no matching push within ${timeoutMs} ms; rejected: ${JSON.stringify(rejected)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
