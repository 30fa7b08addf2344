import type { Redis } from 'ioredis';
import { connectRedis } from '../redis-client.ts';
import type { RateLimiter, RateLimitResult } from './rate-limiter.ts';

/** INCR and set the window's expiry on the first hit, atomically, and report the time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}`;

/**
 * Fixed-window counters in Redis, shared by every instance. Failures are reported and thrown: the
 * FallbackRateLimiter around it then counts in process.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(private readonly options: { url: string; prefix: string; onError?: (err: unknown) => void }) {
    this.redis = connectRedis(options.url, options.onError);
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    try {
      const [count, ttl] = (await this.redis.eval(
        HIT_SCRIPT,
        1,
        `${this.options.prefix}:${key}`,
        String(windowMs),
      )) as [number, number];
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil((ttl > 0 ? ttl : windowMs) / 1000)),
      };
    } catch (err) {
      this.options.onError?.(err);
      throw err;
    }
  }

  async reset(key: string): Promise<void> {
    await this.redis
      .del(`${this.options.prefix}:${key}`)
      .catch((err: unknown) => this.options.onError?.(err));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
