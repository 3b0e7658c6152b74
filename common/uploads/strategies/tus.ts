import { defaultOptions, Upload, type DetailedError, type UrlStorage } from 'tus-js-client';
import { TUS_RETRY_DELAYS_MS } from '../constants.ts';
import { serverMessage, stopReason, UploadCancelledError, UploadFailedError } from '../errors.ts';
import { tusShouldRetry } from '../retry.ts';
import { tusChunkSize } from '../strategy.ts';
import type { FileEntry, UploadMetadata } from '../types.ts';
import type { UploadedFile } from '../file.ts';
import { entryFrom, type UploadStrategy } from './context.ts';
import { blobFileReader, TrackedUrlStorage, UploadHttpStack } from './tus-transport.ts';

/** Upload-Metadata; tus metadata values are strings. */
export function tusMetadata(file: UploadedFile, metadata: UploadMetadata): Record<string, string> {
  const values: Record<string, unknown> = {
    name: file.name,
    clientName: file.name,
    clientExtension: file.extension,
    clientMime: file.mime,
    clientSize: file.size,
    disk: metadata.disk,
    parentId: metadata.parentId,
    relativePath: metadata.relativePath,
    diskPrefix: metadata.diskPrefix,
    workspaceId: metadata.workspaceId,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v != null).map(([k, v]) => [k, String(v)]));
}

/** The upload id the server knows: the last segment of the upload URL. */
export function uploadKeyFromUrl(url: string): string {
  return new URL(url, 'http://localhost').pathname.split('/').filter(Boolean).pop() ?? '';
}

function tusFailure(error: Error | DetailedError): Error {
  const response = (error as DetailedError).originalResponse;
  return new UploadFailedError(response ? serverMessage(response.getBody()) : null, response?.getStatus() ?? null);
}

/**
 * tus 1.0 via tus-js-client, then `tus/entries` turns the finished upload into a file entry.
 * The upload URL is remembered under the file's fingerprint, so a later attempt (another page
 * load, another CLI run) asks the server for its offset (HEAD) and sends only the rest.
 */
export const tusUpload: UploadStrategy = async (ctx) => {
  const { client, file, metadata } = ctx;
  const { env } = client;
  const endpoint = client.apiUrl('tus/upload');
  const urlStorage = new TrackedUrlStorage((env.tusUrlStorage as UrlStorage | undefined) ?? defaultOptions.urlStorage);
  let resuming = false;
  let chunkSize: number;
  try {
    chunkSize = tusChunkSize(env.settings);
  } catch (error) {
    throw new UploadFailedError((error as Error).message);
  }

  const upload = new Upload(file.native, {
    endpoint,
    chunkSize,
    retryDelays: TUS_RETRY_DELAYS_MS,
    onShouldRetry: (error) => !client.signal.aborted && tusShouldRetry(error.originalResponse?.getStatus() ?? 0),
    headers: env.authHeaders(),
    metadata: tusMetadata(file, metadata),
    // The server's URL is part of the fingerprint: the same file sent to two installs is two uploads.
    fingerprint: async () => `${file.fingerprint}-${endpoint}`,
    urlStorage,
    fileReader: blobFileReader,
    httpStack: new UploadHttpStack(env.http, env.withCredentials, (method, response) => {
      client.touch();
      const offset = Number(response.headers['upload-offset']);
      if (resuming && method === 'HEAD' && response.status < 300 && offset > 0) ctx.resumed(offset);
      resuming = false;
    }),
    onProgress: (bytesSent) => ctx.progress(bytesSent),
  });

  const previous = await upload.findPreviousUploads();
  if (previous.length) {
    resuming = true;
    upload.resumeFromPreviousUpload(previous[0]);
  }

  await new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      // A time-out keeps the upload on the server for a retry to resume; a cancellation ends it.
      void upload.abort(stopReason(client.signal) instanceof UploadCancelledError).catch(() => {});
      reject(stopReason(client.signal));
    };
    if (client.signal.aborted) return onAbort();
    client.signal.addEventListener('abort', onAbort, { once: true });
    upload.options.onSuccess = () => {
      client.signal.removeEventListener('abort', onAbort);
      resolve();
    };
    upload.options.onError = (error) => {
      client.signal.removeEventListener('abort', onAbort);
      reject(client.signal.aborted ? stopReason(client.signal) : tusFailure(error));
    };
    upload.start();
  });

  // Either way the stored URL has served its purpose: after a failed entry call a retry starts a
  // fresh upload instead of resuming one the server may already have consumed.
  const forget = async () => {
    if (urlStorage.key) await urlStorage.removeUpload(urlStorage.key).catch(() => {});
  };
  let entry: FileEntry | null;
  try {
    entry = entryFrom(await client.postJson('tus/entries', { uploadKey: uploadKeyFromUrl(upload.url ?? '') }));
  } finally {
    await forget();
  }
  if (!entry) throw new UploadFailedError(null);
  return entry;
};
