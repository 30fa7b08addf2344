import type { CircuitBreaker } from '../circuit-breaker.ts';
import type { RateLimiter, RateLimitResult } from './rate-limiter.ts';

/**
 * A shared limiter (Redis) that falls back to an in-process one when the shared one fails or its breaker is
 * open: limits keep applying per instance instead of stopping.
 */
export class FallbackRateLimiter implements RateLimiter {
  constructor(
    private readonly primary: RateLimiter,
    private readonly fallback: RateLimiter,
    private readonly breaker: CircuitBreaker,
  ) {}

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    return this.breaker.run(
      () => this.primary.hit(key, limit, windowMs),
      () => this.fallback.hit(key, limit, windowMs),
    );
  }

  async reset(key: string): Promise<void> {
    await Promise.all([
      this.fallback.reset(key),
      this.breaker.run(
        () => this.primary.reset(key),
        async () => {},
      ),
    ]);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.primary.close(), this.fallback.close()]);
  }
}
