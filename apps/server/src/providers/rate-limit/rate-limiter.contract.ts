import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { RateLimiter } from './rate-limiter.ts';

/** Behaviour every RateLimiter must have. */
export function runRateLimiterContract(make: () => RateLimiter) {
  let limiter: RateLimiter;
  beforeEach(() => {
    limiter = make();
  });
  afterEach(() => limiter.close());

  it('allows up to the limit in a window, then refuses with the time left', async () => {
    const key = randomUUID();
    for (let i = 0; i < 3; i++) expect((await limiter.hit(key, 3, 60_000)).allowed).toBe(true);
    const refused = await limiter.hit(key, 3, 60_000);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts keys separately, starts a new window after the old one, and resets', async () => {
    const a = randomUUID();
    const b = randomUUID();
    expect((await limiter.hit(a, 1, 80)).allowed).toBe(true);
    expect((await limiter.hit(a, 1, 80)).allowed).toBe(false);
    expect((await limiter.hit(b, 1, 80)).allowed).toBe(true);
    await new Promise((r) => setTimeout(r, 150));
    expect((await limiter.hit(a, 1, 80)).allowed).toBe(true);
    await limiter.reset(a);
    expect((await limiter.hit(a, 1, 80)).allowed).toBe(true);
  });
}
