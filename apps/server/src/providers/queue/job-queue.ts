import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';

/** Thrown by a handler when trying again cannot help (a corrupt file): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface JobContext {
  id: string;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
}

export interface JobDefinition<P> {
  /** Validates the payload when it is enqueued and again when it is read back from the database. */
  payload: z.ZodType<P>;
  run(payload: P, job: JobContext): Promise<void>;
  /** Called once when the job gives up (after its last attempt, or at once on a PermanentJobError). */
  onFailed?(payload: P, error: Error): Promise<void>;
  /** Tries in all, the first included. */
  maxAttempts?: number;
}

export interface JobQueueOptions {
  log?: Logger;
  /** How often an idle worker looks for jobs enqueued by other instances. */
  pollMs?: number;
  /** A claimed job not finished or renewed within this time is taken again (its worker is presumed dead). */
  leaseMs?: number;
  /** Jobs run at the same time by this instance. */
  concurrency?: number;
  /** Delay before retry n (1-based); bounded exponential by default. */
  backoffMs?: (attempt: number) => number;
  /** Told of every failed attempt; `final` when the job gives up (for /metrics). */
  onFailure?: (type: string, final: boolean) => void;
}

const defaultBackoff = (attempt: number) => Math.min(5_000 * 4 ** (attempt - 1), 5 * 60_000);

// biome-ignore lint/suspicious/noExplicitAny: definitions of different payload types share one map
type AnyDefinition = JobDefinition<any>;

/**
 * A durable job queue in the application database, on PGlite and PostgreSQL alike. Jobs survive restarts,
 * instances sharing a database share the work (claims use FOR UPDATE SKIP LOCKED), a failed job is retried
 * with backoff a bounded number of times, and a job whose worker died is taken again once its lease expires.
 * Finished jobs are deleted; jobs that gave up stay with status 'failed' and their last error.
 */
export class JobQueue {
  private readonly definitions = new Map<string, AnyDefinition>();
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly backoffMs: (attempt: number) => number;
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();

  constructor(
    private readonly db: Db,
    private readonly options: JobQueueOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.concurrency = options.concurrency ?? 1;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
  }

  /** Registers the handler of one job type; call before start(). */
  define<P>(type: string, definition: JobDefinition<P>): void {
    this.definitions.set(type, definition);
  }

  /**
   * Stores a job; it runs on whichever instance claims it first. A job given an `id` is stored once: every
   * instance may enqueue the same scheduled run (say, one per hour) and it still runs once.
   */
  async enqueue<P>(
    type: string,
    payload: P,
    options: { delayMs?: number; id?: string } = {},
  ): Promise<string> {
    const definition = this.definitions.get(type);
    if (!definition) throw new Error(`Unknown job type "${type}"`);
    const id = options.id ?? randomUUID();
    await this.db
      .insert(jobs)
      .values({
        id,
        type,
        payload: definition.payload.parse(payload),
        maxAttempts: definition.maxAttempts ?? 3,
        runAt: new Date(Date.now() + (options.delayMs ?? 0)),
      })
      .onConflictDoNothing();
    this.wakeAll();
    return id;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loops = Array.from({ length: this.concurrency }, () => this.loop());
  }

  /** Stops claiming and waits for the jobs this instance is running. */
  async stop(): Promise<void> {
    this.running = false;
    this.wakeAll();
    await Promise.all(this.loops);
    this.loops = [];
  }

  /** Claims and runs one due job; false when none was due. Workers call it in a loop; tests call it directly. */
  async runOnce(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const definition = this.definitions.get(job.type);
    if (!definition) return true;
    const context = { id: job.id, attempt: job.attempts, maxAttempts: job.maxAttempts };
    if (job.attempts > job.maxAttempts) {
      // The worker died during the last attempt.
      this.options.onFailure?.(job.type, true);
      await this.giveUp(
        job.id,
        definition,
        job.payload,
        new Error('The job stopped unexpectedly too often.'),
      );
      return true;
    }
    const renew = setInterval(() => void this.renew(job.id), Math.max(this.leaseMs / 3, 50));
    try {
      const payload = definition.payload.parse(job.payload);
      await definition.run(payload, context);
      await this.db.delete(jobs).where(eq(jobs.id, job.id));
    } catch (cause) {
      const error = cause instanceof Error ? cause : new Error(String(cause));
      const permanent = error instanceof PermanentJobError || error.name === 'ZodError';
      const final = permanent || job.attempts >= job.maxAttempts;
      this.options.onFailure?.(job.type, final);
      if (final) {
        await this.giveUp(job.id, definition, job.payload, error);
      } else {
        this.options.log?.warn(
          { err: error, job: job.id, type: job.type, attempt: job.attempts },
          'job failed; retrying',
        );
        await this.db
          .update(jobs)
          .set({
            status: 'queued',
            lockedUntil: null,
            lastError: error.message,
            runAt: new Date(Date.now() + this.backoffMs(job.attempts)),
          })
          .where(eq(jobs.id, job.id));
      }
    } finally {
      clearInterval(renew);
    }
    return true;
  }

  /** How many jobs are in each status, across instances (queue depth for /metrics). */
  async counts(): Promise<{ status: string; count: number }[]> {
    return this.db
      .select({ status: jobs.status, count: sql<number>`count(*)::int` })
      .from(jobs)
      .groupBy(jobs.status);
  }

  /** Jobs that gave up, newest first (for diagnostics and tests). */
  async failed(type?: string) {
    return this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'failed'), type ? eq(jobs.type, type) : undefined))
      .orderBy(asc(jobs.createdAt));
  }

  private async claim() {
    const types = [...this.definitions.keys()];
    if (types.length === 0) return undefined;
    const now = sql`now()`;
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.type, types),
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await this.db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: sql`now() + ${this.leaseMs} * interval '1 millisecond'`,
      })
      .where(inArray(jobs.id, due))
      .returning();
    return job;
  }

  private async renew(id: string): Promise<void> {
    await this.db
      .update(jobs)
      .set({ lockedUntil: sql`now() + ${this.leaseMs} * interval '1 millisecond'` })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
      .catch((err: unknown) => this.options.log?.warn({ err, job: id }, 'renewing a job lease failed'));
  }

  private async giveUp(id: string, definition: AnyDefinition, payload: unknown, error: Error): Promise<void> {
    this.options.log?.error({ err: error, job: id }, 'job failed for good');
    await this.db
      .update(jobs)
      .set({ status: 'failed', lockedUntil: null, lastError: error.message })
      .where(eq(jobs.id, id));
    const parsed = definition.payload.safeParse(payload);
    if (parsed.success) await definition.onFailed?.(parsed.data, error);
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let ran = false;
      try {
        ran = await this.runOnce();
      } catch (err) {
        this.options.log?.warn({ err }, 'job queue could not claim a job');
      }
      if (ran || !this.running) continue;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.sleepers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, this.pollMs);
        this.sleepers.add(done);
      });
    }
  }

  /** A job enqueued here starts without waiting for the next poll. */
  private wakeAll(): void {
    for (const wake of [...this.sleepers]) wake();
  }
}
