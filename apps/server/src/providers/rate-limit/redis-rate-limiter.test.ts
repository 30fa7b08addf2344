import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { runRateLimiterContract } from './rate-limiter.contract.ts';
import { RedisRateLimiter } from './redis-rate-limiter.ts';

const url = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(!url)('RedisRateLimiter', () => {
  runRateLimiterContract(
    () => new RedisRateLimiter({ url: url as string, prefix: `test:rl:${randomUUID()}` }),
  );
});
