import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { describeEachDatabase, openTestDatabase } from '../../db/test-database.ts';
import { JobQueue, PermanentJobError } from './job-queue.ts';

const payload = z.object({ n: z.number() });

describeEachDatabase('JobQueue', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  it('runs an enqueued job once and deletes it', async () => {
    const seen: number[] = [];
    const queue = new JobQueue(database.db);
    queue.define('count', { payload, run: async ({ n }) => void seen.push(n) });
    await queue.enqueue('count', { n: 1 });
    expect(await queue.runOnce()).toBe(true);
    expect(await queue.runOnce()).toBe(false);
    expect(seen).toEqual([1]);
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('refuses a payload its type does not accept, storing nothing', async () => {
    const queue = new JobQueue(database.db);
    queue.define('count', { payload, run: async () => {} });
    await expect(queue.enqueue('count', { n: 'one' })).rejects.toThrow();
    await expect(queue.enqueue('unknown', {})).rejects.toThrow('Unknown job type');
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('retries a failing job with backoff, then gives up after maxAttempts and reports why', async () => {
    const failures: string[] = [];
    let tries = 0;
    const queue = new JobQueue(database.db, { backoffMs: () => 0 });
    queue.define('flaky', {
      payload,
      maxAttempts: 3,
      run: async () => {
        tries++;
        throw new Error(`try ${tries} failed`);
      },
      onFailed: async (_p, error) => void failures.push(error.message),
    });
    await queue.enqueue('flaky', { n: 1 });
    while (await queue.runOnce()) {}
    expect(tries).toBe(3);
    expect(failures).toEqual(['try 3 failed']);
    const [failed] = await queue.failed('flaky');
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: 'try 3 failed' });
  });

  it('waits for the backoff before a retry', async () => {
    let tries = 0;
    const queue = new JobQueue(database.db, { backoffMs: () => 60_000 });
    queue.define('flaky', {
      payload,
      run: async () => {
        tries++;
        throw new Error('no');
      },
    });
    await queue.enqueue('flaky', { n: 1 });
    await queue.runOnce();
    expect(await queue.runOnce()).toBe(false);
    expect(tries).toBe(1);
    const [row] = await database.db.select().from(jobs);
    expect(row?.status).toBe('queued');
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('succeeds on a retry after a passing failure', async () => {
    let tries = 0;
    const queue = new JobQueue(database.db, { backoffMs: () => 0 });
    queue.define('flaky', {
      payload,
      run: async () => {
        if (++tries === 1) throw new Error('database busy');
      },
    });
    await queue.enqueue('flaky', { n: 1 });
    while (await queue.runOnce()) {}
    expect(tries).toBe(2);
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('gives up at once on a PermanentJobError', async () => {
    let tries = 0;
    const reasons: string[] = [];
    const queue = new JobQueue(database.db, { backoffMs: () => 0 });
    queue.define('hopeless', {
      payload,
      run: async () => {
        tries++;
        throw new PermanentJobError('corrupt file');
      },
      onFailed: async (_p, e) => void reasons.push(e.message),
    });
    await queue.enqueue('hopeless', { n: 1 });
    while (await queue.runOnce()) {}
    expect(tries).toBe(1);
    expect(reasons).toEqual(['corrupt file']);
  });

  it('takes over a job whose worker died once its lease has expired', async () => {
    const dead = new JobQueue(database.db, { leaseMs: 60_000 });
    dead.define('work', { payload, run: () => new Promise(() => {}) });
    await dead.enqueue('work', { n: 7 });
    // The first worker claims the job and "crashes": its claim stays in the database.
    const claimed = database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .returning();
    expect(await claimed).toHaveLength(1);

    const seen: number[] = [];
    const restarted = new JobQueue(database.db);
    restarted.define('work', { payload, run: async ({ n }) => void seen.push(n) });
    expect(await restarted.runOnce()).toBe(false);
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await restarted.runOnce()).toBe(true);
    expect(seen).toEqual([7]);
  });

  it('fails a job whose worker died during its last attempt', async () => {
    const reasons: string[] = [];
    const queue = new JobQueue(database.db);
    queue.define('work', {
      payload,
      maxAttempts: 2,
      run: async () => {},
      onFailed: async (_p, e) => void reasons.push(e.message),
    });
    await queue.enqueue('work', { n: 1 });
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 2, lockedUntil: sql`now() - interval '1 second'` });
    expect(await queue.runOnce()).toBe(true);
    expect(reasons).toEqual(['The job stopped unexpectedly too often.']);
  });

  it('keeps renewing the lease of a long job so no other instance takes it', async () => {
    let release = () => {};
    const queue = new JobQueue(database.db, { leaseMs: 600 });
    queue.define('slow', { payload, run: () => new Promise<void>((r) => (release = r)) });
    const other = new JobQueue(database.db, { leaseMs: 600 });
    other.define('slow', { payload, run: async () => expect.unreachable('claimed twice') });
    await queue.enqueue('slow', { n: 1 });
    const running = queue.runOnce();
    await expect.poll(async () => (await database.db.select().from(jobs))[0]?.status).toBe('running');
    // Well past the first lease: the renewals keep the claim alive.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await other.runOnce()).toBe(false);
    release();
    await running;
  });

  it('shares the work between instances: each job runs exactly once', async () => {
    const runs = new Map<number, number>();
    const make = () => {
      const q = new JobQueue(database.db, { pollMs: 20, concurrency: 2 });
      q.define('count', {
        payload,
        run: async ({ n }) => {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 5));
        },
      });
      return q;
    };
    const a = make();
    const b = make();
    for (let n = 0; n < 30; n++) await a.enqueue('count', { n });
    a.start();
    b.start();
    await expect
      .poll(async () => (await database.db.select().from(jobs)).length, { timeout: 20_000 })
      .toBe(0);
    await Promise.all([a.stop(), b.stop()]);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('leaves job types it does not know to the instances that do', async () => {
    const a = new JobQueue(database.db);
    a.define('embed', { payload, run: async () => {} });
    await a.enqueue('embed', { n: 1 });
    const b = new JobQueue(database.db);
    b.define('other', { payload, run: async () => {} });
    expect(await b.runOnce()).toBe(false);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.type, 'embed'));
    expect(row?.status).toBe('queued');
  });
});
