import type { Logger } from 'pino';
import type { AnalyticsService } from './analytics-service.ts';

const HOUR_MS = 3_600_000;

/**
 * Rolls up the past days' message figures, then writes an analytics snapshot, at start-up and every hour
 * after (the spec's hourly admin scheduler). Returns the function that stops it. The timer does not keep the
 * process alive.
 */
export function scheduleSnapshots(analytics: AnalyticsService, log: Logger): () => void {
  const run = async () => {
    await analytics.rollUpDays().catch((err: unknown) => log.warn({ err }, 'analytics daily roll-up failed'));
    await analytics.writeSnapshot().catch((err: unknown) => log.warn({ err }, 'analytics snapshot failed'));
  };
  void run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
