/**
 * A least-recently-used map bounded by a total weight (entry count by default, bytes when
 * weigh says so), with an optional lifetime per entry. A Map keeps insertion order, so the
 * first key is always the least recently used one.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; weight: number; expires: number }>();
  private total = 0;

  constructor(private readonly options: { maxWeight: number; ttlMs?: number; weigh?: (value: V) => number }) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const weight = this.options.weigh?.(value) ?? 1;
    this.delete(key);
    // Something heavier than the whole cache would only evict everything else.
    if (weight > this.options.maxWeight) return;
    this.entries.set(key, { value, weight, expires: this.options.ttlMs ? Date.now() + this.options.ttlMs : Infinity });
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.options.maxWeight) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
