import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { Jimp } from '../../../lazy-packages.ts';

// Decoding a photo and encoding its smaller copies takes seconds of pure JavaScript (jimp), and
// jobs run in the server's process: the work goes to worker threads, so the server keeps
// answering while a site publishes. This module is both sides: the main thread's pool below,
// and, in a worker started from it, the loop at the bottom.

export type RasterType = 'jpeg' | 'png';

export interface EncodedVariant {
  width: number;
  height: number;
  body: Buffer;
}

/** The image as shown (EXIF orientation applied) and its copies at the widths asked for that are smaller than it. */
export interface EncodedImage {
  width: number;
  height: number;
  /** Narrowest first. */
  variants: EncodedVariant[];
}

interface EncodeRequest {
  id: number;
  body: Uint8Array;
  type: RasterType;
  widths: number[];
}

type EncodeResponse = { id: number; image: EncodedImage | null } | { id: number; error: string };

const WORKER_ROLE = 'sitewright-image-encoder';
const JPEG_QUALITY = 80;
/** A worker left idle this long ends: it holds jimp and its buffers. */
const IDLE_MS = 15_000;
/** Keeps a core for the server: one worker on a two-core machine, never more than two. */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));

let encoded = 0;

/** Images decoded and encoded by this process since it started (cache misses), for tests and the bench. */
export function imagesEncoded(): number {
  return encoded;
}

interface Job {
  request: EncodeRequest;
  resolve(image: EncodedImage | null): void;
  reject(error: Error): void;
}

interface PoolWorker {
  worker: Worker;
  job: Job | null;
  idle: NodeJS.Timeout | null;
}

const queue: Job[] = [];
const workers = new Set<PoolWorker>();
let nextId = 1;

/**
 * The worker's entry: this module itself. Run from the TypeScript sources (tests, `node --import
 * tsx`), the worker registers tsx first; a worker does not inherit the main thread's loader.
 */
function workerSource(): string {
  const self = JSON.stringify(import.meta.url);
  if (!import.meta.url.endsWith('.ts')) return `import(${self});`;
  return `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${self}); });`;
}

function startWorker(): PoolWorker {
  const entry: PoolWorker = { worker: new Worker(workerSource(), { eval: true, workerData: WORKER_ROLE }), job: null, idle: null };
  entry.worker.on('message', (response: EncodeResponse) => {
    const job = entry.job;
    entry.job = null;
    entry.worker.unref();
    if (job && job.request.id === response.id) {
      if ('error' in response) job.reject(new Error(response.error));
      else job.resolve(response.image);
    }
    dispatch();
  });
  const fail = (error: Error) => {
    workers.delete(entry);
    if (entry.idle) clearTimeout(entry.idle);
    entry.job?.reject(error);
    entry.job = null;
    dispatch();
  };
  entry.worker.on('error', fail);
  entry.worker.on('exit', (code) => fail(new Error(`The image worker stopped (exit code ${code})`)));
  // Only a worker at work keeps the process alive (its listeners above would otherwise hold it).
  entry.worker.unref();
  workers.add(entry);
  return entry;
}

function dispatch(): void {
  while (queue.length) {
    let free = [...workers].find((entry) => entry.job === null);
    if (!free && workers.size < POOL_SIZE) free = startWorker();
    if (!free) return;
    const job = queue.shift()!;
    if (free.idle) clearTimeout(free.idle);
    free.idle = null;
    free.job = job;
    free.worker.ref();
    free.worker.postMessage(job.request);
  }
  for (const entry of workers) {
    if (entry.job || entry.idle) continue;
    entry.idle = setTimeout(() => {
      workers.delete(entry);
      void entry.worker.terminate();
    }, IDLE_MS);
    entry.idle.unref();
  }
}

/** A Buffer posted between threads arrives as a plain Uint8Array: the same bytes, viewed as a Buffer again. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Decodes the image and encodes a copy at each of `widths` below its own width, in its own format;
 * null when the bytes are no image jimp can read. Rejects when the worker itself fails.
 */
export function encodeVariants(body: Buffer, type: RasterType, widths: readonly number[]): Promise<EncodedImage | null> {
  return new Promise<EncodedImage | null>((resolve, reject) => {
    const request: EncodeRequest = { id: nextId++, body, type, widths: [...widths] };
    queue.push({
      request,
      resolve: (image) => {
        if (image) encoded += 1;
        resolve(image && { ...image, variants: image.variants.map((variant) => ({ ...variant, body: asBuffer(variant.body) })) });
      },
      reject,
    });
    dispatch();
  });
}

// The worker's side.

async function encode(request: EncodeRequest): Promise<EncodedImage | null> {
  let image: Awaited<ReturnType<typeof Jimp.read>>;
  try {
    image = await Jimp.read(Buffer.from(request.body));
  } catch {
    return null;
  }
  const { width, height } = image;
  const mime = request.type === 'png' ? 'image/png' : 'image/jpeg';
  const variants: EncodedVariant[] = [];
  // Widest first, each from the one before: less work than from the original each time, and
  // halving steps keep the small copies from aliasing.
  for (const target of [...new Set(request.widths)].filter((w) => w < width).sort((a, b) => b - a)) {
    image.resize({ w: target });
    const body = mime === 'image/png' ? await image.getBuffer(mime) : await image.getBuffer(mime, { quality: JPEG_QUALITY });
    variants.push({ width: image.width, height: image.height, body });
  }
  return { width, height, variants: variants.reverse() };
}

if (!isMainThread && workerData === WORKER_ROLE && parentPort) {
  const port = parentPort;
  port.on('message', (request: EncodeRequest) => {
    encode(request).then(
      (image) => port.postMessage({ id: request.id, image } satisfies EncodeResponse),
      (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies EncodeResponse),
    );
  });
}
