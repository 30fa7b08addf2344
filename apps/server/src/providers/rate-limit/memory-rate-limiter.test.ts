import { describe } from 'vitest';
import { MemoryRateLimiter } from './memory-rate-limiter.ts';
import { runRateLimiterContract } from './rate-limiter.contract.ts';

describe('MemoryRateLimiter', () => runRateLimiterContract(() => new MemoryRateLimiter()));
