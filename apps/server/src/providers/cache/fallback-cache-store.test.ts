import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../circuit-breaker.ts';
import { FallbackCacheStore } from './fallback-cache-store.ts';
import { MemoryCacheStore } from './memory-cache-store.ts';

describe('FallbackCacheStore', () => {
  it('passes a new cache size to the shared store and to the in-process fallback', async () => {
    const primary = new MemoryCacheStore({ maxEntries: 10 });
    const fallback = new MemoryCacheStore({ maxEntries: 10 });
    const store = new FallbackCacheStore(primary, fallback, new CircuitBreaker({}));
    store.setMaxEntries(1);
    for (const s of [primary, fallback]) {
      await s.set('a', 1, 60_000);
      await s.set('b', 2, 60_000);
      expect(await s.size()).toBe(1);
    }
  });
});
