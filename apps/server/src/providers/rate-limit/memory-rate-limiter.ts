import type { RateLimiter, RateLimitResult } from './rate-limiter.ts';

const SWEEP_EVERY = 1000;

/** Fixed-window counters in memory; windows that ended are swept now and then so memory stays bounded. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private hits = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.now();
    if (++this.hits % SWEEP_EVERY === 0) {
      for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
    }
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return {
      allowed: window.count <= limit,
      remaining: Math.max(0, limit - window.count),
      retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)),
    };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {}
}
