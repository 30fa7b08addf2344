import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runRateLimiterContract } from './rate-limiter.contract.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';

const url = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(!url)('RedisRateLimiter', () => {
  runRateLimiterContract(
    () => new RedisRateLimiter({ url: url as string, prefix: `test:rl:${randomUUID()}` }),
  );

  it('lets requests through when Redis is unreachable', async () => {
    const limiter = new RedisRateLimiter({ url: 'redis://127.0.0.1:1', prefix: 'down', onError: () => {} });
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 1000)).allowed).toBe(true);
    await limiter.close();
  });
});
