import { createHmac, hkdfSync } from 'node:crypto';
import { safeEqual } from '../../security/tokens.ts';

// Links mailed to users (e-mail verification) carry an expiry and an HMAC-SHA256 over path and
// expiry, keyed with a key derived from APP_KEY for this one purpose: nothing is stored, and
// changing any part of the link, or rotating APP_KEY, invalidates it.

function signingKey(appKey: string): Buffer {
  if (!appKey) throw new Error('APP_KEY is not set: run `sitewright install` to generate one');
  return Buffer.from(hkdfSync('sha256', appKey, '', 'sitewright signed urls', 32));
}

function signature(appKey: string, path: string, expires: number): string {
  return createHmac('sha256', signingKey(appKey)).update(`${path}?expires=${expires}`).digest('hex');
}

/** `path?expires=<unix seconds>&signature=<hex>`. */
export function signPath(appKey: string, path: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${path}?expires=${expires}&signature=${signature(appKey, path, expires)}`;
}

export function hasValidSignature(appKey: string, path: string, query: { expires?: unknown; signature?: unknown }, now = new Date()): boolean {
  const expires = Number(query.expires);
  if (typeof query.signature !== 'string' || !Number.isSafeInteger(expires)) return false;
  if (!safeEqual(signature(appKey, path, expires), query.signature)) return false;
  return expires * 1000 > now.getTime();
}
