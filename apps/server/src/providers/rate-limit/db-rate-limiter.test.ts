import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../db/client.ts';
import { describeEachDatabase, openTestDatabase } from '../../db/test-database.ts';
import { DbRateLimiter } from './db-rate-limiter.ts';
import { runRateLimiterContract } from './rate-limiter.contract.ts';

describeEachDatabase('DbRateLimiter', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  runRateLimiterContract(() => new DbRateLimiter(database.db));
});
