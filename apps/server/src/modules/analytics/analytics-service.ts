import type { Analytics, AnalyticsQuery, AnalyticsSummary } from '@parley/contract/analytics';
import type { Db } from '../../db/client.ts';
import type { CacheStore } from '../../providers/cache/cache-store.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import * as repo from './analytics-repository.ts';
import { DAY_MS, dayKey, splitRange, startOfDay } from './day-spans.ts';
import {
  type MessageAggregate,
  mergeAggregates,
  messageAggregateSchema,
  percentileCont,
} from './message-aggregate.ts';

const DEFAULT_DAYS = 30;
const TOP_UNANSWERED = 10;
/** The open end of "since" ranges. */
const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');
/** A day is rolled up once it has been over this long, so no reply of it is still being written. */
const SETTLE_MS = 10 * 60_000;

/** Mean session duration in whole milliseconds, 0 without sessions. */
const averageMs = (t: { sessions: number; sessionMs: number }) =>
  t.sessions === 0 ? 0 : Math.round(t.sessionMs / t.sessions);
const byCount = (a: { count: number }, b: { count: number }) => b.count - a.count;

export class AnalyticsService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly cacheStore: CacheStore,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Activity counts as current within the session timeout, as the spec defines active users. */
  private activeSince(now: Date): Date {
    return new Date(now.getTime() - this.settings.get().session.timeout * 60_000);
  }

  private retentionStart(now: Date): Date {
    return new Date(now.getTime() - this.settings.get().dataRetention.analyticsRetentionDays * DAY_MS);
  }

  async summary(): Promise<AnalyticsSummary> {
    const now = this.clock();
    const [all, active] = await Promise.all([
      this.allTime(now),
      repo.activity(this.db, this.activeSince(now)),
    ]);
    return {
      totalSessions: all.sessions,
      activeSessions: active.sessions,
      totalMessages: all.messages,
      avgSessionDuration: averageMs(all),
    };
  }

  /**
   * Totals cover the requested days, or all time when none are given (the Chat Management cards); the
   * charts cover the requested days or the last 30.
   */
  async get(query: AnalyticsQuery): Promise<Analytics> {
    const now = this.clock();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const requested = query.from || query.to;
    const to = new Date((query.to?.getTime() ?? today) + DAY_MS);
    const from = query.from ?? new Date(to.getTime() - DEFAULT_DAYS * DAY_MS);
    const range = { from, to };
    const [all, active, hitRate, figures, snaps] = await Promise.all([
      requested ? undefined : this.allTime(now),
      repo.activity(this.db, this.activeSince(now)),
      this.cacheHitRate(now),
      this.messageFigures(range, now),
      repo.snapshotsIn(this.db, range),
    ]);
    const totals = all ?? figures;
    const perDay = (counts: Record<string, number>) =>
      Object.entries(counts)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([day, count]) => ({ day, count }));
    const percentile = (p: number) => {
      const value = percentileCont(figures.responseTimes, p);
      return value === null ? null : Math.round(value);
    };
    return {
      from: from.toISOString().slice(0, 10),
      to: new Date(to.getTime() - DAY_MS).toISOString().slice(0, 10),
      totalSessions: totals.sessions,
      activeSessions: active.sessions,
      totalMessages: totals.messages,
      avgSessionDuration: averageMs(totals),
      cacheHitRate: hitRate,
      activeUsers: active.users,
      sessionsPerDay: perDay(figures.sessionsPerDay),
      messagesPerDay: perDay(figures.perDay),
      languages: Object.entries(figures.languages)
        .map(([language, count]) => ({ language, count }))
        .sort((a, b) => byCount(a, b) || (a.language < b.language ? -1 : 1)),
      outcomes: {
        answered: figures.answered,
        clarified: figures.clarified,
        notFound: figures.notFound,
        fromDocuments: figures.fromDocuments,
        fromLlm: figures.fromLlm,
      },
      responseTime: { p50: percentile(0.5), p95: percentile(0.95) },
      busiestHours: Object.entries(figures.hours)
        .map(([hour, count]) => ({ hour: Number(hour), count }))
        .sort((a, b) => a.hour - b.hour),
      topUnanswered: await repo.topUnanswered(this.db, figures.unanswered, TOP_UNANSWERED),
      snapshots: snaps.map((s) => ({
        timestamp: s.timestamp.toISOString(),
        activeSessions: s.activeSessions,
        activeUsers: s.activeUsers,
        cacheHitRate: s.cacheHitRate,
      })),
    };
  }

  /**
   * Writes the analytics snapshot of the current hour (the spec's entity), kept for the analytics
   * retention days. Its id is the hour, so instances sharing a database write it once between them.
   * Returns whether this call wrote it.
   */
  async writeSnapshot(): Promise<boolean> {
    const now = this.clock();
    const [active, totalUsers, messageCount, cacheEntries, hitRate] = await Promise.all([
      repo.activity(this.db, this.activeSince(now)),
      repo.totalVisitors(this.db),
      this.allTime(now).then((all) => all.messages),
      this.cacheStore.size(),
      this.cacheHitRate(now),
    ]);
    const retentionMs = this.settings.get().dataRetention.analyticsRetentionDays * DAY_MS;
    return repo.insertSnapshot(this.db, {
      id: `hour-${now.toISOString().slice(0, 13)}`,
      timestamp: now,
      activeSessions: active.sessions,
      activeUsers: active.users,
      totalUsers,
      messageCount,
      cacheEntries,
      cacheHitRate: hitRate,
      expiresAt: new Date(now.getTime() + retentionMs),
    });
  }

  /**
   * Rolls up every past day not rolled up yet (the hourly job): analytics then read one row per day instead
   * of its messages. Returns how many days it wrote.
   */
  async rollUpDays(): Promise<number> {
    const first = await repo.firstActivityAt(this.db);
    if (!first) return 0;
    const until = startOfDay(new Date(this.clock().getTime() - SETTLE_MS));
    const done = new Set((await repo.rolledDays(this.db, dayKey(first), dayKey(until))).map((r) => r.day));
    let written = 0;
    for (let day = startOfDay(first); day < until; day = new Date(day.getTime() + DAY_MS)) {
      if (done.has(dayKey(day))) continue;
      const figures = await repo.aggregateMessages(this.db, {
        from: day,
        to: new Date(day.getTime() + DAY_MS),
      });
      await repo.insertDaily(this.db, dayKey(day), figures);
      written++;
    }
    return written;
  }

  /** The figures of a range: rolled-up days from their rows, the rest from the sessions and messages. */
  private async messageFigures(range: repo.Range, now: Date): Promise<MessageAggregate> {
    const today = startOfDay(now);
    const rows = await repo.dailyRows(
      this.db,
      dayKey(range.from),
      dayKey(range.to < today ? range.to : today),
    );
    const { days, live } = splitRange(range, today, new Set(rows.map((r) => r.day)));
    const used = new Set(days);
    const liveParts = await Promise.all(live.map((span) => repo.aggregateMessages(this.db, span)));
    return mergeAggregates([
      ...rows.filter((r) => used.has(r.day)).map((r) => messageAggregateSchema.parse(r.data)),
      ...liveParts,
    ]);
  }

  /** Counters over a range: rolled-up days from their rows, the rest from the sessions and messages. */
  private async counts(range: repo.Range, now: Date) {
    const today = startOfDay(now);
    const rows = await repo.rolledDays(
      this.db,
      dayKey(range.from),
      dayKey(range.to < today ? range.to : today),
    );
    const { days, live } = splitRange(range, today, new Set(rows.map((r) => r.day)));
    const used = new Set(days);
    const parts = [
      ...rows.filter((r) => used.has(r.day)),
      ...(await Promise.all(live.map((span) => repo.countRange(this.db, span)))),
    ];
    const total = { sessions: 0, sessionMs: 0, messages: 0, replies: 0, cached: 0 };
    for (const part of parts)
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += part[key];
    return total;
  }

  /** The counters of all time: every session and message. */
  private async allTime(now: Date) {
    const first = await repo.firstActivityAt(this.db);
    return this.counts({ from: first ?? now, to: FAR_FUTURE }, now);
  }

  /** Percent of replies in the retention window that came from the answer cache (visitor messages never are). */
  private async cacheHitRate(now: Date): Promise<number> {
    const { replies, cached } = await this.counts({ from: this.retentionStart(now), to: FAR_FUTURE }, now);
    return replies === 0 ? 0 : Math.round(((100 * cached) / replies) * 10) / 10;
  }
}
