import { CHUNK_RETRIES, PARALLEL_PARTS, PARTS_SIGNED_PER_BATCH, UPLOAD_RETRY_DELAYS_MS } from '../constants.ts';
import type { UploadClient } from '../client.ts';
import { serverMessage, UploadCancelledError, UploadFailedError, UploadTimeoutError } from '../errors.ts';
import { multipartChunkSize, partRanges } from '../strategy.ts';
import type { KeyValueStore } from '../types.ts';
import { metadataPayload, type StrategyContext, type UploadStrategy } from './context.ts';
import { createS3Entry } from './s3-entry.ts';

/** What survives a reload (or a killed CLI) so the next attempt continues the same S3 upload. */
interface MultipartState {
  key: string;
  uploadId: string;
  chunkSize: number;
}

interface Part {
  partNumber: number;
  start: number;
  end: number;
}

interface CompletedPart {
  PartNumber: number;
  ETag: string;
}

const CHUNK_RETRY_DELAYS_MS = UPLOAD_RETRY_DELAYS_MS.slice(0, CHUNK_RETRIES);

export function multipartStateKey(fingerprint: string): string {
  return `sitewright.s3-multipart.${fingerprint}`;
}

async function loadState(store: KeyValueStore, key: string): Promise<MultipartState | null> {
  const raw = await store.get(key);
  if (!raw) return null;
  try {
    const state = JSON.parse(raw) as MultipartState;
    return typeof state.key === 'string' && typeof state.uploadId === 'string' && state.chunkSize > 0 ? state : null;
  } catch {
    return null;
  }
}

/**
 * The parts S3 already holds for a remembered upload, or null when it is gone (completed,
 * aborted, expired): then a fresh upload starts. Only parts of the size we would send now count.
 */
async function uploadedParts(client: UploadClient, state: MultipartState, ranges: Part[]): Promise<Map<number, CompletedPart> | null> {
  let parts: { PartNumber: number; ETag: string; Size: number }[];
  try {
    ({ parts } = await client.postJson<{ parts: typeof parts }>('s3/multipart/get-uploaded-parts', {
      key: state.key,
      uploadId: state.uploadId,
    }));
  } catch (error) {
    if (error instanceof UploadCancelledError || error instanceof UploadTimeoutError) throw error;
    return null;
  }
  const done = new Map<number, CompletedPart>();
  for (const part of parts ?? []) {
    const range = ranges[part.PartNumber - 1];
    if (range && part.ETag && part.Size === range.end - range.start) done.set(part.PartNumber, { PartNumber: part.PartNumber, ETag: part.ETag });
  }
  return done;
}

/** Signs URLs for the parts still to send, PARTS_SIGNED_PER_BATCH at a time, in upload order. */
function partSigner(client: UploadClient, state: MultipartState, pending: Part[]): (partNumber: number) => Promise<string> {
  const urls = new Map<number, Promise<string>>();
  return (partNumber) => {
    if (!urls.has(partNumber)) {
      const from = pending.findIndex((part) => part.partNumber === partNumber);
      const batch = pending.slice(from, from + PARTS_SIGNED_PER_BATCH).map((part) => part.partNumber).filter((n) => !urls.has(n));
      const signed = client
        .postJson<{ urls: { url: string; partNumber: number }[] }>('s3/multipart/batch-sign-part-urls', {
          key: state.key,
          uploadId: state.uploadId,
          partNumbers: batch,
        })
        .then(({ urls: list }) => new Map(list.map((item) => [item.partNumber, item.url])));
      for (const n of batch) {
        urls.set(
          n,
          signed.then((map) => {
            const url = map.get(n);
            if (!url) throw new UploadFailedError(null);
            return url;
          }),
        );
      }
    }
    return urls.get(partNumber)!;
  };
}

/** Sends the pending parts PARALLEL_PARTS at a time; the first part that fails stops the rest. */
async function sendParts(
  ctx: StrategyContext,
  state: MultipartState,
  pending: Part[],
  done: Map<number, CompletedPart>,
  alreadyStored: number,
): Promise<void> {
  const { client: parent, file } = ctx;
  const { client, stop } = parent.child();
  const sign = partSigner(client, state, pending);
  let finishedBytes = alreadyStored;
  const inFlight = new Map<number, number>();
  const report = () => ctx.progress(finishedBytes + [...inFlight.values()].reduce((a, b) => a + b, 0));
  const queue = [...pending];

  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) {
      const url = await sign(part.partNumber);
      const response = await client.send(
        {
          method: 'PUT',
          url,
          body: file.native.slice(part.start, part.end),
          withCredentials: false,
          onUploadProgress: (loaded) => {
            inFlight.set(part!.partNumber, Math.min(loaded, part!.end - part!.start));
            report();
          },
        },
        CHUNK_RETRY_DELAYS_MS,
      );
      const etag = response.headers.etag;
      if (response.status < 200 || response.status >= 300 || !etag) throw new UploadFailedError(serverMessage(response.body), response.status);
      inFlight.delete(part.partNumber);
      done.set(part.partNumber, { PartNumber: part.partNumber, ETag: etag });
      finishedBytes += part.end - part.start;
      report();
    }
  };

  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL_PARTS, pending.length) }, worker));
  } catch (error) {
    stop();
    throw error;
  }
}

async function abortMultipart(client: UploadClient, state: MultipartState): Promise<void> {
  try {
    await client.detached().postJson('s3/multipart/abort', { key: state.key, uploadId: state.uploadId });
  } catch {
    // The upload already failed; a leftover multipart upload expires with the bucket's lifecycle rule.
  }
}

/**
 * S3 multipart: create (or resume), sign, upload parts, complete,
 * create the file entry. A part or signing failure, or the user cancelling, aborts the S3 upload;
 * a time-out keeps it, so retrying resumes from the parts already stored.
 */
export const s3MultipartUpload: UploadStrategy = async (ctx) => {
  const { client, file, metadata } = ctx;
  const store = client.env.stateStore;
  const stateKey = multipartStateKey(file.fingerprint);

  let state = await loadState(store, stateKey);
  let done = state ? await uploadedParts(client, state, partRanges(file.size, state.chunkSize)) : null;
  if (!state || !done) {
    const created = await client.postJson<{ uploadId: string; key: string }>('s3/multipart/create', {
      filename: file.name,
      mime: file.mime,
      size: file.size,
      extension: file.extension,
      metadata: metadataPayload(metadata),
    });
    state = { key: created.key, uploadId: created.uploadId, chunkSize: multipartChunkSize(file.size) };
    await store.set(stateKey, JSON.stringify(state));
    done = new Map();
  }
  const stored = done;
  const ranges = partRanges(file.size, state.chunkSize);
  const storedBytes = ranges.filter((part) => stored.has(part.partNumber)).reduce((sum, part) => sum + part.end - part.start, 0);
  if (stored.size) ctx.resumed(storedBytes);

  const forget = () => store.remove(stateKey);
  try {
    await sendParts(ctx, state, ranges.filter((part) => !stored.has(part.partNumber)), stored, storedBytes);
  } catch (error) {
    if (error instanceof UploadTimeoutError) throw error;
    await abortMultipart(client, state);
    await forget();
    throw error;
  }

  const parts = [...stored.values()].sort((a, b) => a.PartNumber - b.PartNumber);
  try {
    await client.postJson('s3/multipart/complete', { key: state.key, uploadId: state.uploadId, parts });
  } catch (error) {
    if (error instanceof UploadTimeoutError) throw error;
    await abortMultipart(client, state);
    await forget();
    // A failed completion reaches the error callback without a server message.
    throw error instanceof UploadCancelledError ? error : new UploadFailedError(null);
  }
  await forget();
  return createS3Entry(client, file, metadata, state.key);
};
