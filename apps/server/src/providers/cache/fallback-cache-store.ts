import type { CircuitBreaker } from '../circuit-breaker.ts';
import type { CacheStore } from './cache-store.ts';

/** The shared cache (Redis), or an in-process one while the shared one fails or its breaker is open. */
export class FallbackCacheStore implements CacheStore {
  constructor(
    private readonly primary: CacheStore,
    private readonly fallback: CacheStore,
    private readonly breaker: CircuitBreaker,
  ) {}

  setMaxEntries(n: number): void {
    this.primary.setMaxEntries(n);
    this.fallback.setMaxEntries(n);
  }

  get<T>(key: string): Promise<T | undefined> {
    return this.breaker.run(
      () => this.primary.get<T>(key),
      () => this.fallback.get<T>(key),
    );
  }

  set(key: string, value: unknown, ttlMs: number): Promise<void> {
    return this.breaker.run(
      () => this.primary.set(key, value, ttlMs),
      () => this.fallback.set(key, value, ttlMs),
    );
  }

  async delete(key: string): Promise<void> {
    await this.fallback.delete(key);
    await this.breaker.run(
      () => this.primary.delete(key),
      async () => {},
    );
  }

  async clear(): Promise<void> {
    await this.fallback.clear();
    await this.breaker.run(
      () => this.primary.clear(),
      async () => {},
    );
  }

  size(): Promise<number> {
    return this.breaker.run(
      () => this.primary.size(),
      () => this.fallback.size(),
    );
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.primary.close(), this.fallback.close()]);
  }
}
