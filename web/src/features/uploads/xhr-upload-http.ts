import type { UploadHttp, UploadHttpRequest, UploadHttpResponse } from '../../../../common/uploads/types.ts';

/** "content-type: a\r\netag: b" → {"content-type": "a", etag: "b"} (keys lower-cased, as the queue expects). */
export function parseResponseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/**
 * The browser transport of the upload queue. XMLHttpRequest rather than fetch because only XHR
 * reports upload progress. Any answer, 4xx and 5xx included, resolves (the queue reads status and
 * message); a network failure rejects with a TypeError and a cancellation with an AbortError, so
 * the queue can retry the first and never the second.
 */
export const xhrUploadHttp: UploadHttp = {
  send(request: UploadHttpRequest): Promise<UploadHttpResponse> {
    return new Promise((resolve, reject) => {
      if (request.signal?.aborted) {
        reject(abortError());
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url, true);
      xhr.withCredentials = Boolean(request.withCredentials);
      for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);

      const onAbort = () => xhr.abort();
      request.signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => request.signal?.removeEventListener('abort', onAbort);

      if (request.onUploadProgress) {
        const report = request.onUploadProgress;
        xhr.upload.addEventListener('progress', (event) => report(event.loaded, event.lengthComputable ? event.total : 0));
      }
      xhr.addEventListener('load', () => {
        done();
        resolve({ status: xhr.status, headers: parseResponseHeaders(xhr.getAllResponseHeaders()), body: xhr.responseText });
      });
      xhr.addEventListener('error', () => {
        done();
        reject(new TypeError('Network error'));
      });
      xhr.addEventListener('abort', () => {
        done();
        reject(abortError());
      });
      xhr.send(request.body ?? null);
    });
  },
};
