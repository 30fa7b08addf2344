import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { runCacheStoreContract } from './cache-store.contract.ts';
import { RedisCacheStore } from './redis-cache-store.ts';

const url = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(!url)('RedisCacheStore', () => {
  runCacheStoreContract(
    (maxEntries) =>
      new RedisCacheStore({ url: url as string, namespace: `test:${randomUUID()}`, maxEntries }),
  );

  it('clears only its own namespace', async () => {
    const other = new Redis(url as string);
    const foreign = `test:foreign:${randomUUID()}`;
    await other.set(foreign, 'keep');
    const store = new RedisCacheStore({
      url: url as string,
      namespace: `test:${randomUUID()}`,
      maxEntries: 10,
    });
    await store.set('x', 1, 10_000);
    await store.clear();
    expect(await other.get(foreign)).toBe('keep');
    await other.del(foreign);
    await other.quit();
    await store.close();
  });

  it('reports and throws when Redis is unreachable (FallbackCacheStore then serves from memory)', async () => {
    const errors: unknown[] = [];
    const store = new RedisCacheStore({
      url: 'redis://127.0.0.1:1',
      namespace: 'down',
      maxEntries: 10,
      onError: (e) => errors.push(e),
    });
    await expect(store.get('a')).rejects.toThrow();
    expect(errors.length).toBeGreaterThan(0);
    await store.close();
  });
});
