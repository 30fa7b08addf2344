import { describe, expect, it } from 'vitest';
import { runCacheStoreContract } from './cache-store.contract.ts';
import { MemoryCacheStore } from './memory-cache-store.ts';

describe('MemoryCacheStore', () => {
  runCacheStoreContract((maxEntries) => new MemoryCacheStore({ maxEntries }));

  it('evicts the least recently used entry, not the oldest written', async () => {
    const store = new MemoryCacheStore({ maxEntries: 2 });
    await store.set('a', 1, 10_000);
    await store.set('b', 2, 10_000);
    await store.get('a');
    await store.set('c', 3, 10_000);
    expect(await store.get('a')).toBe(1);
    expect(await store.get('b')).toBeUndefined();
  });
});
