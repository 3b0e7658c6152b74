// Site-wide data (settings, themes, menus, translations, the guest role) is read on every page
// load and changes rarely. Each instance keeps it in memory: its own writes invalidate at once,
// and a short lifetime bounds how long another instance behind the same database can lag.
//
// Clearing it on every instance (POST admin/cache/clear) goes through the database: the clearing
// instance stores a new generation number (the setting cache.generation), and every instance
// reads that number at most once per GENERATION_CHECK_MS, on the first cached() read after the
// interval, forgetting everything when it has changed. A clear therefore reaches the other
// instances within about a second, without a timer or a message bus.
const GENERATION_CHECK_MS = 1000;

let lifetimeMs = 5000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

let readGeneration: (() => Promise<number>) | null = null;
let knownGeneration: number | null = null;
let checkedAt = 0;
let checking: Promise<void> | null = null;

export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (readGeneration && Date.now() - checkedAt >= GENERATION_CHECK_MS) {
    checking ??= checkGeneration(readGeneration).finally(() => {
      checking = null;
    });
    return checking.then(() => lookup(key, load));
  }
  return lookup(key, load);
}

function lookup<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { expires: now + lifetimeMs, value });
  // A failed load must not be served from the cache.
  value.catch(() => entries.delete(key));
  return value;
}

async function checkGeneration(read: () => Promise<number>): Promise<void> {
  checkedAt = Date.now();
  try {
    const generation = await read();
    if (knownGeneration !== null && generation !== knownGeneration) invalidateCache();
    knownGeneration = generation;
  } catch {
    // No answer (the database is closing or not migrated yet): the lifetime still bounds staleness.
  }
}

/** Forgets entries whose key starts with the prefix (everything when none is given). */
export function invalidateCache(prefix = ''): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}

/** Where the shared generation number is read; set when the app's database is opened. */
export function watchCacheGeneration(read: () => Promise<number>): void {
  readGeneration = read;
  knownGeneration = null;
  checkedAt = 0;
}

/** After this instance raised the generation itself: forget everything, and do not clear again when the check sees it. */
export function clearCacheAtGeneration(generation: number): void {
  invalidateCache();
  knownGeneration = generation;
}

/** How long an entry is served before it is read again; a second instance in the tests holds entries longer to show the generation at work. */
export function setCacheLifetime(ms: number): void {
  lifetimeMs = ms;
}
