import { readdir, readFile, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';

/**
 * s3rver 3.7 implements CreateMultipartUpload, UploadPart and CompleteMultipartUpload but not
 * ListParts or AbortMultipartUpload (both answer MethodNotAllowed), and it silently re-creates an
 * aborted upload when a part arrives, or completes with a missing part as a 500. Resumable uploads
 * (get-uploaded-parts, @tus/s3-store's retrieveParts) and abort depend on exactly those, so this Koa
 * middleware answers them the way S3 does, on top of s3rver's own on-disk layout
 * (<root>/<bucket>/._S3rver_uploads/<uploadId>/{key, metadata, N, N.md5}). It also decodes
 * aws-chunked PUT bodies, which s3rver would store with their framing.
 */

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  type: string;
  req: RequestLike;
  request: { req: RequestLike };
}
type RequestLike = IncomingMessage | (Readable & { headers: IncomingMessage['headers'] });
type Next = () => Promise<unknown>;
type S3ErrorClass = new (code: string, message: string, detail?: Record<string, string>) => Error;

const MAX_PARTS_PER_PAGE = 1000;

export function multipartGapsMiddleware(rootDirectory: string, S3Error: S3ErrorClass) {
  const uploadDir = (bucket: string, uploadId: string) => join(rootDirectory, bucket, '._S3rver_uploads', uploadId);
  const noSuchUpload = (uploadId: string) =>
    new S3Error(
      'NoSuchUpload',
      'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.',
      { UploadId: uploadId },
    );

  async function assertUpload(bucket: string, uploadId: string): Promise<string> {
    // Upload ids are s3rver's random hex; anything else cannot name a directory of ours.
    if (!/^[0-9a-f]{1,64}$/i.test(uploadId)) throw noSuchUpload(uploadId);
    const dir = uploadDir(bucket, uploadId);
    const info = await stat(join(dir, 'key')).catch(() => null);
    if (!info) throw noSuchUpload(uploadId);
    return dir;
  }

  async function listParts(dir: string): Promise<{ number: number; size: number; etag: string; modified: Date }[]> {
    const names = await readdir(dir);
    const parts = [];
    for (const name of names) {
      if (!/^\d+$/.test(name)) continue;
      const [info, md5] = await Promise.all([stat(join(dir, name)), readFile(join(dir, `${name}.md5`), 'utf8').catch(() => null)]);
      // A part whose .md5 is not written yet is still being received.
      if (md5 === null) continue;
      parts.push({ number: Number(name), size: info.size, etag: md5.trim(), modified: info.mtime });
    }
    return parts.sort((a, b) => a.number - b.number);
  }

  return async function multipartGaps(ctx: KoaContext, next: Next): Promise<unknown> {
    await decodeAwsChunked(ctx);
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : null;
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (uploadId === null || !match) return next();
    const [, bucket, rawKey] = match;
    const key = decodeURIComponent(rawKey);

    if (ctx.method === 'GET') {
      const dir = await assertUpload(bucket, uploadId);
      const marker = Number(ctx.query['part-number-marker'] ?? 0) || 0;
      const maxParts = Math.min(Number(ctx.query['max-parts'] ?? MAX_PARTS_PER_PAGE) || MAX_PARTS_PER_PAGE, MAX_PARTS_PER_PAGE);
      const after = (await listParts(dir)).filter((part) => part.number > marker);
      const page = after.slice(0, maxParts);
      const truncated = after.length > page.length;
      ctx.body = {
        ListPartsResult: {
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          PartNumberMarker: marker,
          NextPartNumberMarker: page.length ? page[page.length - 1].number : marker,
          MaxParts: maxParts,
          IsTruncated: truncated,
          StorageClass: 'STANDARD',
          Part: page.map((part) => ({
            PartNumber: part.number,
            LastModified: part.modified.toISOString(),
            ETag: JSON.stringify(part.etag),
            Size: part.size,
          })),
        },
      };
      return;
    }

    if (ctx.method === 'DELETE') {
      const dir = await assertUpload(bucket, uploadId);
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }

    if (ctx.method === 'PUT') {
      await assertUpload(bucket, uploadId);
      return next();
    }

    if (ctx.method === 'POST') {
      const dir = await assertUpload(bucket, uploadId);
      // s3rver concatenates whatever part files the body names, so a missing part is a 500 there and
      // a wrong ETag goes unnoticed; S3 answers both with InvalidPart. Read the body, check it, and
      // hand s3rver an identical stream.
      const body = await readAll(ctx.req);
      const stored = new Map((await listParts(dir)).map((part) => [part.number, part.etag]));
      const requested = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => ({
        number: Number(/<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(m[1])?.[1]),
        etag: (/<ETag>([\s\S]*?)<\/ETag>/.exec(m[1])?.[1] ?? '').replace(/&quot;|"/g, '').trim(),
      }));
      if (requested.length === 0 || requested.some((part) => stored.get(part.number) !== part.etag)) {
        throw new S3Error('InvalidPart', 'One or more of the specified parts could not be found or the ETag did not match.');
      }
      replaceRequestBody(ctx, body, ctx.req.headers);
      return next();
    }
    return next();
  };
}

/**
 * AWS SDK v3 clients with default checksum settings send streamed PUT bodies as aws-chunked with a
 * trailing checksum; S3 decodes that, s3rver would store the framing as object bytes.
 */
async function decodeAwsChunked(ctx: KoaContext): Promise<void> {
  const mode = ctx.req.headers['x-amz-content-sha256'];
  if (ctx.method !== 'PUT' || typeof mode !== 'string' || !mode.startsWith('STREAMING-')) return;
  const raw = await readAll(ctx.req);
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0], 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  const body = Buffer.concat(out);
  const headers = { ...ctx.req.headers, 'content-length': String(body.length) };
  delete headers['content-encoding'];
  replaceRequestBody(ctx, body, headers);
}

/** Koa keeps the node request twice (ctx.req, ctx.request.req); s3rver reads headers and body from both. */
function replaceRequestBody(ctx: KoaContext, body: Buffer, headers: IncomingMessage['headers']): void {
  const { url, method, socket, httpVersion } = ctx.req as IncomingMessage;
  const req = Object.assign(Readable.from([body]), { headers, url, method, socket, connection: socket, httpVersion });
  ctx.req = req;
  ctx.request.req = req;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
