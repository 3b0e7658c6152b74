import type { Manifest } from './models.ts';
import type { SiteTarget } from './target.ts';

// Requests to the target in flight at once: enough to hide S3's latency, few enough for its rate limits.
const UPLOADS_AT_ONCE = 8;

/** Runs `work` over the items, at most `limit` at a time; the first failure stops the rest from starting. */
export async function eachLimit<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>, signal?: AbortSignal): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++];
      try {
        signal?.throwIfAborted();
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export interface SiteObject {
  hash: string;
  body: Buffer;
  contentType: string;
}

export interface Uploaded {
  /** Objects stored. */
  stored: number;
  /** Sizes known right now, by hash: found by the check before storing, or reported by the store's writes. */
  confirmed: Map<string, number>;
}

/**
 * Stores the objects the target lacks (or holds with another size, which only a damaged store
 * would). Files with the same content are one object.
 */
export async function uploadMissing(
  target: SiteTarget,
  files: readonly SiteObject[],
  options: { signal?: AbortSignal; onProgress?(done: number, total: number): void },
): Promise<Uploaded> {
  const unique = [...new Map(files.map((file) => [file.hash, file])).values()];
  const found = await target.sizes(
    unique.map((file) => file.hash),
    options.signal,
  );
  const confirmed = new Map<string, number>();
  let done = 0;
  let stored = 0;
  options.onProgress?.(0, unique.length);
  await eachLimit(
    unique,
    UPLOADS_AT_ONCE,
    async (file) => {
      let size = found.get(file.hash) ?? null;
      if (size !== file.body.length) {
        size = await target.put(file.hash, file.body, file.contentType);
        stored += 1;
      }
      if (size !== null) confirmed.set(file.hash, size);
      done += 1;
      options.onProgress?.(done, unique.length);
    },
    options.signal,
  );
  return { stored, confirmed };
}

/** The size of each object (null where the target has none). */
export async function objectSizes(target: SiteTarget, hashes: Iterable<string>, signal?: AbortSignal): Promise<Map<string, number | null>> {
  return target.sizes([...new Set(hashes)], signal);
}

/**
 * The first path of the manifest whose object is missing or of another size; null when every
 * file is in place. Sizes in `confirmed` (an upload's) are taken as they are, the rest asked for.
 */
export async function firstMissingFile(target: SiteTarget, manifest: Manifest, signal?: AbortSignal, confirmed?: ReadonlyMap<string, number>): Promise<string | null> {
  const sizes = new Map<string, number | null>(confirmed);
  const unknown = Object.values(manifest).flatMap((entry) => (sizes.has(entry.hash) ? [] : [entry.hash]));
  for (const [hash, size] of await objectSizes(target, unknown, signal)) sizes.set(hash, size);
  for (const [path, entry] of Object.entries(manifest)) if (sizes.get(entry.hash) !== entry.size) return path;
  return null;
}
