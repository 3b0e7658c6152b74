import type { Sequelize } from 'sequelize';
import { eventBus, publishAfterCommit } from '../coordination/event-bus.ts';

// Site-wide data (settings, themes, menus, translations, the guest role) is read on every page
// load and changes rarely. Each instance keeps it in memory: its own writes invalidate at once,
// and a short lifetime bounds how long another instance can lag.
//
// Invalidations reach the other instances on the event bus (server/coordination/event-bus.ts)
// once the writer's transaction commits: with Redis at once, on every instance. Without Redis
// the bus stays in this process, so clearing the whole cache on every instance (POST
// admin/cache/clear) also goes through the database: the clearing instance stores a new
// generation number (the setting cache.generation), and every instance reads that number at most
// once per GENERATION_CHECK_MS, on the first cached() read after the interval, forgetting
// everything when it has changed.
const GENERATION_CHECK_MS = 1000;
const INVALIDATE_CHANNEL = 'cache.invalidate';

let lifetimeMs = 5000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

let database: Sequelize | null = null;
let stopListening: (() => void) | null = null;
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
    if (knownGeneration !== null && generation !== knownGeneration) forget('');
    knownGeneration = generation;
  } catch {
    // No answer (the database is closing or not migrated yet): the lifetime still bounds staleness.
  }
}

/** This instance only. */
function forget(prefix: string): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}

/**
 * Forgets entries whose key starts with the prefix (everything when none is given): here at once,
 * and on every instance again once the caller's transaction commits (an entry read meanwhile may
 * hold what the transaction is about to replace).
 */
export function invalidateCache(prefix = ''): void {
  forget(prefix);
  if (database) publishAfterCommit(database, INVALIDATE_CHANNEL, prefix);
}

export interface CacheSharing {
  /** The app's database, whose commits invalidations wait for. */
  sequelize: Sequelize;
  /** Where the shared generation number is read; null when the event bus reaches every instance (Redis). */
  readGeneration: (() => Promise<number>) | null;
}

/**
 * Called when the app's database is opened: forgets every entry (cached rows belong to the
 * connection they came from) and listens for other instances' invalidations on the bus now installed.
 */
export function shareSiteCache(sharing: CacheSharing): void {
  forget('');
  stopListening?.();
  stopListening = eventBus().subscribe(INVALIDATE_CHANNEL, (prefix) => forget(typeof prefix === 'string' ? prefix : ''));
  database = sharing.sequelize;
  readGeneration = sharing.readGeneration;
  knownGeneration = null;
  checkedAt = 0;
}

/** After this instance raised the generation itself: forget everything on every instance, and do not clear again when the check sees it. */
export function clearCacheAtGeneration(generation: number): void {
  invalidateCache();
  knownGeneration = generation;
}

/** How long an entry is served before it is read again; a second instance in the tests holds entries longer to show the generation at work. */
export function setCacheLifetime(ms: number): void {
  lifetimeMs = ms;
}
