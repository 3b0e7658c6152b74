// Site-wide data (settings, themes, menus, translations, the guest role) is read on every page
// load and changes rarely. Each instance keeps it in memory: its own writes invalidate at once,
// and a short lifetime bounds how long another instance behind the same database can lag.
const TTL_MS = 5000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { expires: now + TTL_MS, value });
  // A failed load must not be served from the cache.
  value.catch(() => entries.delete(key));
  return value;
}

/** Forgets entries whose key starts with the prefix (everything when none is given). */
export function invalidateCache(prefix = ''): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}
