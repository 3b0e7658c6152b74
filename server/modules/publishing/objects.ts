import type { Manifest } from './models.ts';
import type { SiteTarget } from './target.ts';

// Requests to the target in flight at once: enough to hide S3's latency, few enough for its rate limits.
const UPLOADS_AT_ONCE = 8;
const CHECKS_AT_ONCE = 16;

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

/**
 * Stores the objects the target lacks (or holds with another size, which only a damaged store
 * would) and returns how many were stored. Files with the same content are one object.
 */
export async function uploadMissing(
  target: SiteTarget,
  files: readonly SiteObject[],
  options: { signal?: AbortSignal; onProgress?(done: number, total: number): void },
): Promise<number> {
  const unique = [...new Map(files.map((file) => [file.hash, file])).values()];
  let done = 0;
  let uploaded = 0;
  options.onProgress?.(0, unique.length);
  await eachLimit(
    unique,
    UPLOADS_AT_ONCE,
    async (file) => {
      if ((await target.size(file.hash)) !== file.body.length) {
        await target.put(file.hash, file.body, file.contentType);
        uploaded += 1;
      }
      done += 1;
      options.onProgress?.(done, unique.length);
    },
    options.signal,
  );
  return uploaded;
}

/** The size of each object (null where the target has none). */
export async function objectSizes(target: SiteTarget, hashes: Iterable<string>, signal?: AbortSignal): Promise<Map<string, number | null>> {
  const sizes = new Map<string, number | null>();
  await eachLimit([...new Set(hashes)], CHECKS_AT_ONCE, async (hash) => void sizes.set(hash, await target.size(hash)), signal);
  return sizes;
}

/** The first path of the manifest whose object is missing or of another size; null when every file is in place. */
export async function firstMissingFile(target: SiteTarget, manifest: Manifest, signal?: AbortSignal): Promise<string | null> {
  const sizes = await objectSizes(
    target,
    Object.values(manifest).map((entry) => entry.hash),
    signal,
  );
  for (const [path, entry] of Object.entries(manifest)) if (sizes.get(entry.hash) !== entry.size) return path;
  return null;
}
