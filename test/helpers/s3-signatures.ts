import { createHash, createHmac } from 'node:crypto';

// s3rver accepts any Signature Version 4 without checking it, so a wrong secret looks like a
// right one. This Koa middleware does what S3 does for header-signed requests: it rebuilds the
// canonical request, signs it with the one known secret and compares.

interface KoaContext {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  req: { url?: string };
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const strictEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(query: string): string {
  if (!query) return '';
  const pairs = query.split('&').map((pair) => {
    const [key, value = ''] = pair.split(/=(.*)/s, 2);
    return [strictEncode(decodeURIComponent(key)), strictEncode(decodeURIComponent(value))] as const;
  });
  pairs.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1));
  return pairs.map(([key, value]) => `${key}=${value}`).join('&');
}

/** The signature S3 expects for this request, or null when it is not header-signed with SigV4. */
function expectedSignature(ctx: KoaContext, secretAccessKey: string): { given: string; expected: string } | null {
  const authorization = String(ctx.headers.authorization ?? '');
  const match = /^AWS4-HMAC-SHA256 Credential=[^/]+\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(authorization);
  if (!match) return null;
  const [, date, region, service, signedHeaders, given] = match;
  const [path, query = ''] = (ctx.req.url ?? '/').split(/\?(.*)/s, 2);
  const headers = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(ctx.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const payloadHash = String(ctx.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD');
  const canonical = [ctx.method.toUpperCase(), path, canonicalQuery(query), headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', String(ctx.headers['x-amz-date']), scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
  return { given, expected: createHmac('sha256', key).update(toSign).digest('hex') };
}

/** Refuses header-signed requests whose signature was not made with `secretAccessKey`, as S3 does (403 SignatureDoesNotMatch). */
export function signatureCheckMiddleware(secretAccessKey: string, S3Error: new (code: string, message: string) => Error) {
  return async (ctx: KoaContext, next: () => Promise<void>) => {
    const check = expectedSignature(ctx, secretAccessKey);
    if (check && check.given !== check.expected) {
      throw new S3Error('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
    }
    await next();
  };
}
