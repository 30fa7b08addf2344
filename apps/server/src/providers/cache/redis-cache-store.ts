import type { Redis } from 'ioredis';
import { connectRedis } from '../redis-client.ts';
import type { CacheStore } from './cache-store.ts';

/**
 * Redis-backed cache shared by instances. Values are JSON under `<namespace>:v:<key>` with a PX expiry;
 * a sorted set `<namespace>:keys` ordered by insertion time keeps the entry count near maxEntries
 * (approximate: expired keys leave the set lazily). Failures are reported through onError and thrown.
 */
export class RedisCacheStore implements CacheStore {
  private readonly redis: Redis;
  private readonly ns: string;
  private maxEntries: number;

  constructor(
    private readonly options: {
      url: string;
      namespace: string;
      maxEntries: number;
      onError?: (err: unknown) => void;
    },
  ) {
    this.redis = connectRedis(options.url, options.onError);
    this.ns = options.namespace;
    this.maxEntries = options.maxEntries;
  }

  setMaxEntries(n: number): void {
    this.maxEntries = n;
  }

  /** Reports a failure and rethrows it, for the FallbackCacheStore around this store to serve from memory. */
  private async reported<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      this.options.onError?.(err);
      throw err;
    }
  }

  get<T>(key: string): Promise<T | undefined> {
    return this.reported(async () => {
      const raw = await this.redis.get(`${this.ns}:v:${key}`);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    });
  }

  set(key: string, value: unknown, ttlMs: number): Promise<void> {
    return this.reported(async () => {
      const index = `${this.ns}:keys`;
      await this.redis
        .multi()
        .set(`${this.ns}:v:${key}`, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)))
        .zadd(index, Date.now(), key)
        .exec();
      const excess = (await this.redis.zcard(index)) - this.maxEntries;
      if (excess > 0) {
        const oldest = await this.redis.zrange(index, '0', String(excess - 1));
        if (oldest.length) {
          await this.redis
            .multi()
            .unlink(...oldest.map((k) => `${this.ns}:v:${k}`))
            .zrem(index, ...oldest)
            .exec();
        }
      }
    });
  }

  delete(key: string): Promise<void> {
    return this.reported(async () => {
      await this.redis.multi().unlink(`${this.ns}:v:${key}`).zrem(`${this.ns}:keys`, key).exec();
    });
  }

  clear(): Promise<void> {
    return this.reported(async () => {
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${this.ns}:*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await this.redis.unlink(...keys);
      } while (cursor !== '0');
    });
  }

  size(): Promise<number> {
    return this.reported(async () => {
      const keys = await this.redis.zrange(`${this.ns}:keys`, '0', '-1');
      if (keys.length === 0) return 0;
      const alive = await this.redis.exists(...keys.map((k) => `${this.ns}:v:${k}`));
      return alive;
    });
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
