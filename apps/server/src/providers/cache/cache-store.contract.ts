import { afterEach, beforeEach, expect, it } from 'vitest';
import type { CacheStore } from './cache-store.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Behaviour every CacheStore must have; each implementation's test runs this suite. */
export function runCacheStoreContract(makeStore: (maxEntries: number) => Promise<CacheStore> | CacheStore) {
  let store: CacheStore;
  beforeEach(async () => {
    store = await makeStore(3);
  });
  afterEach(async () => {
    await store.clear();
    await store.close();
  });

  it('round-trips JSON values', async () => {
    await store.set('a', { message: 'hi', sources: [{ id: 1 }] }, 10_000);
    expect(await store.get('a')).toEqual({ message: 'hi', sources: [{ id: 1 }] });
    expect(await store.get('missing')).toBeUndefined();
  });

  it('never returns expired entries', async () => {
    await store.set('short', 1, 40);
    await sleep(120);
    expect(await store.get('short')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    for (const k of ['a', 'b', 'c', 'd']) await store.set(k, k, 10_000);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('d')).toBe('d');
    expect(await store.size()).toBe(3);
  });

  it('deletes and clears', async () => {
    await store.set('a', 1, 10_000);
    await store.set('b', 2, 10_000);
    await store.delete('a');
    expect(await store.get('a')).toBeUndefined();
    await store.clear();
    expect(await store.size()).toBe(0);
  });
}
