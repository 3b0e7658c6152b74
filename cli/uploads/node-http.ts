import http from 'node:http';
import https from 'node:https';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { UploadHttp, UploadHttpRequest, UploadHttpResponse } from '../../common/uploads/types.ts';

/** Counts bytes as the socket takes them, which is what "uploaded so far" means to the user. */
class ByteCounter extends Transform {
  private sent = 0;
  constructor(private readonly onBytes: (sent: number) => void) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.sent += chunk.length;
    this.onBytes(this.sent);
    callback(null, chunk);
  }
}

/** The body as a stream with its headers: Blobs keep their length, FormData is encoded by `Response`. */
function encodeBody(body: UploadHttpRequest['body']): { stream: Readable | null; length: number | null; contentType: string | null } {
  if (body == null) return { stream: null, length: 0, contentType: null };
  if (typeof body === 'string') {
    const buffer = Buffer.from(body);
    return { stream: Readable.from([buffer]), length: buffer.length, contentType: null };
  }
  if (body instanceof Blob) {
    return { stream: Readable.fromWeb(body.stream() as never), length: body.size, contentType: null };
  }
  // FormData: the multipart encoding (and its boundary) comes from the platform; the length is
  // unknown up front, so it goes chunked.
  const encoded = new Response(body);
  return {
    stream: Readable.fromWeb(encoded.body as never),
    length: null,
    contentType: encoded.headers.get('content-type'),
  };
}

/** UploadHttp over node:http(s) for the CLI, with upload progress counted per byte written. */
export class NodeUploadHttp implements UploadHttp {
  send(req: UploadHttpRequest): Promise<UploadHttpResponse> {
    return new Promise((resolve, reject) => {
      if (req.signal?.aborted) return reject(req.signal.reason);
      const url = new URL(req.url);
      const { stream, length, contentType } = encodeBody(req.body);
      const headers: Record<string, string> = { ...req.headers };
      if (contentType && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) headers['Content-Type'] = contentType;
      if (length !== null) headers['Content-Length'] = String(length);
      const request = (url.protocol === 'https:' ? https : http).request(url, { method: req.method, headers });

      const onAbort = () => {
        request.destroy(req.signal?.reason instanceof Error ? req.signal.reason : new Error('Request aborted'));
        stream?.destroy();
      };
      req.signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => req.signal?.removeEventListener('abort', onAbort);

      request.on('error', (error) => {
        done();
        reject(error);
      });
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => {
          done();
          reject(error);
        });
        response.on('end', () => {
          done();
          const responseHeaders: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) responseHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: response.statusCode ?? 0, headers: responseHeaders, body: Buffer.concat(chunks).toString('utf8') });
        });
      });

      if (!stream) return void request.end();
      const total = length ?? -1;
      const counter = new ByteCounter((sent) => req.onUploadProgress?.(sent, total));
      stream.on('error', (error) => request.destroy(error));
      stream.pipe(counter).pipe(request);
    });
  }
}
