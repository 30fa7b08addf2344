/** Where answers are cached: memory on one machine, Redis when several instances share it. */
export interface CacheStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Removes only this store's entries. */
  clear(): Promise<void>;
  size(): Promise<number>;
  /** Follows the cache-size setting. */
  setMaxEntries(n: number): void;
  close(): Promise<void>;
}
