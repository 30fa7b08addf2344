import type { CacheStore } from './cache-store.ts';

/**
 * LRU cache with per-entry expiry. A Map keeps insertion order, so re-inserting on read makes the first
 * key the least recently used one, and eviction is O(1).
 */
export class MemoryCacheStore implements CacheStore {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  private maxEntries: number;

  constructor(options: { maxEntries: number; now?: () => number }) {
    this.maxEntries = options.maxEntries;
    if (options.now) this.now = options.now;
  }

  private now: () => number = () => Date.now();

  setMaxEntries(n: number): void {
    this.maxEntries = n;
    this.evict();
  }

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value as T;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    this.evict();
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async clear(): Promise<void> {
    this.entries.clear();
  }

  async size(): Promise<number> {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    return this.entries.size;
  }

  async close(): Promise<void> {}

  private evict(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
