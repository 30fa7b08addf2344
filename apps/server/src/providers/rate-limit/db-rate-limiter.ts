import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitWindows } from '../../db/schema.ts';
import type { RateLimiter, RateLimitResult } from './rate-limiter.ts';

const SWEEP_EVERY = 500;

/**
 * Fixed-window counters in the database, shared by every instance on it. One upsert per hit: a window that
 * ended restarts at 1, so concurrent hits on one key are counted exactly (the row is locked by the upsert).
 */
export class DbRateLimiter implements RateLimiter {
  private hits = 0;

  constructor(private readonly db: Db) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    if (++this.hits % SWEEP_EVERY === 0) {
      await this.db.delete(rateLimitWindows).where(lt(rateLimitWindows.endsAt, sql`now()`));
    }
    const ended = sql`${rateLimitWindows.endsAt} <= now()`;
    const [row] = await this.db
      .insert(rateLimitWindows)
      .values({
        key,
        count: 1,
        endsAt: sql`now() + ${Math.round(windowMs)}::integer * interval '1 millisecond'`,
      })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          count: sql`case when ${ended} then 1 else ${rateLimitWindows.count} + 1 end`,
          endsAt: sql`case when ${ended} then excluded.ends_at else ${rateLimitWindows.endsAt} end`,
        },
      })
      .returning({
        count: rateLimitWindows.count,
        msLeft: sql<number>`extract(epoch from (${rateLimitWindows.endsAt} - now())) * 1000`,
      });
    const count = row?.count ?? 1;
    return {
      allowed: count <= limit,
      remaining: Math.max(0, limit - count),
      retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.msLeft ?? windowMs) / 1000)),
    };
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimitWindows).where(sql`${rateLimitWindows.key} = ${key}`);
  }

  async close(): Promise<void> {}
}
