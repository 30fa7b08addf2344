import type { Logger } from 'pino';
import { z } from 'zod';
import type { JobQueue } from '../../providers/queue/job-queue.ts';
import type { RetentionService } from './retention-service.ts';

export const RETENTION_JOB = 'retention.sweep';
const HOUR_MS = 3_600_000;

/** The start of the hour after `now`: the slot the next sweep belongs to. */
export const nextHourSlot = (now: Date) => new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);

/**
 * The hourly retention sweep on the durable queue. Each run is a job whose id names its hour, so every
 * instance may schedule the same hour and the sweep still runs once across instances; each run (and a run
 * that gave up) schedules the next hour. Call `schedule()` once the queue has started.
 */
export function defineRetentionJob(
  jobs: JobQueue,
  retention: RetentionService,
  log: Logger,
  clock: () => Date = () => new Date(),
): { schedule(): Promise<void> } {
  const schedule = async () => {
    const slot = nextHourSlot(clock());
    await jobs.enqueue(
      RETENTION_JOB,
      { slot: slot.toISOString() },
      { id: `${RETENTION_JOB}@${slot.toISOString()}`, delayMs: Math.max(0, slot.getTime() - Date.now()) },
    );
  };
  jobs.define(RETENTION_JOB, {
    payload: z.object({ slot: z.string() }),
    run: async () => {
      // Scheduled first, so that a failing sweep does not end the hourly chain.
      await schedule();
      const result = await retention.sweep();
      if (result.expired || result.deleted || result.snapshotsDeleted) log.info(result, 'retention sweep');
    },
    onFailed: schedule,
  });
  return { schedule };
}
