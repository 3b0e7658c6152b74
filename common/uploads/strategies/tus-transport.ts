import type { HttpRequest, HttpResponse, HttpStack, PreviousUpload, UrlStorage } from 'tus-js-client';
import type { UploadHttp, UploadHttpResponse } from '../types.ts';

/**
 * tus-js-client speaking through the environment's UploadHttp: one transport per platform (XHR in
 * the browser, node:http in the CLI) with the same progress reporting, and a fake in unit tests.
 */
export class UploadHttpStack implements HttpStack {
  constructor(
    private readonly http: UploadHttp,
    private readonly withCredentials: boolean,
    private readonly onResponse: (method: string, response: UploadHttpResponse) => void,
  ) {}

  createRequest(method: string, url: string): HttpRequest {
    const headers: Record<string, string> = {};
    const controller = new AbortController();
    let onProgress: (bytesSent: number) => void = () => {};
    const { http, withCredentials, onResponse } = this;
    const request: HttpRequest = {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (name, value) => {
        headers[name] = value;
      },
      getHeader: (name) => headers[name],
      setProgressHandler: (handler) => {
        onProgress = handler;
      },
      async send(body: Blob | null = null): Promise<HttpResponse> {
        const response = await http.send({
          method,
          url,
          headers,
          body,
          withCredentials,
          signal: controller.signal,
          onUploadProgress: (loaded) => onProgress(loaded),
        });
        onResponse(method, response);
        return {
          getStatus: () => response.status,
          getHeader: (name) => response.headers[name.toLowerCase()],
          getBody: () => response.body,
          getUnderlyingObject: () => response,
        };
      },
      abort: async () => controller.abort(),
      getUnderlyingObject: () => controller,
    };
    return request;
  }

  getName(): string {
    return 'UploadHttpStack';
  }
}

/**
 * Reads the file as Blob slices, so nothing is read into memory before the transport streams it.
 * tus-js-client's Node reader accepts only Buffers and streams; a Blob (fs.openAsBlob) works everywhere.
 */
export const blobFileReader = {
  async openFile(input: Blob) {
    return {
      size: input.size,
      slice: async (start: number, end: number) => ({ value: input.slice(start, end), done: end >= input.size }),
      close: () => {},
    };
  },
};

/**
 * Remembers the storage key tus-js-client gets for this upload, so the key can be dropped after the
 * file entry call without reaching into the client's private fields.
 */
export class TrackedUrlStorage implements UrlStorage {
  key: string | null = null;

  constructor(private readonly inner: UrlStorage) {}

  findAllUploads(): Promise<PreviousUpload[]> {
    return this.inner.findAllUploads();
  }

  findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]> {
    return this.inner.findUploadsByFingerprint(fingerprint);
  }

  async removeUpload(urlStorageKey: string): Promise<void> {
    if (urlStorageKey === this.key) this.key = null;
    await this.inner.removeUpload(urlStorageKey);
  }

  async addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    this.key = await this.inner.addUpload(fingerprint, upload);
    return this.key;
  }
}
