import type {
  Analytics,
  AnalyticsQuery,
  AnalyticsSummary,
} from '../../../../../packages/contract/src/analytics.ts';
import type { Db } from '../../db/client.ts';
import type { CacheStore } from '../../providers/cache/cache-store.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import * as repo from './analytics-repository.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const TOP_UNANSWERED = 10;

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
    const [sessions, totalMessages, active] = await Promise.all([
      repo.sessionTotals(this.db, undefined),
      repo.messageTotal(this.db, undefined),
      repo.activity(this.db, this.activeSince(this.clock())),
    ]);
    return {
      totalSessions: sessions.total,
      activeSessions: active.sessions,
      totalMessages,
      avgSessionDuration: sessions.avgDuration,
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
    const totalsRange = requested ? range : undefined;
    const [sessions, totalMessages, active, hitRate, perDay, msgsPerDay, langs, replies, hours, top, snaps] =
      await Promise.all([
        repo.sessionTotals(this.db, totalsRange),
        repo.messageTotal(this.db, totalsRange),
        repo.activity(this.db, this.activeSince(now)),
        repo.cacheHitRate(this.db, this.retentionStart(now)),
        repo.sessionsPerDay(this.db, range),
        repo.messagesPerDay(this.db, range),
        repo.languages(this.db, range),
        repo.replies(this.db, range),
        repo.busiestHours(this.db, range),
        repo.topUnanswered(this.db, range, TOP_UNANSWERED),
        repo.snapshotsIn(this.db, range),
      ]);
    return {
      from: from.toISOString().slice(0, 10),
      to: new Date(to.getTime() - DAY_MS).toISOString().slice(0, 10),
      totalSessions: sessions.total,
      activeSessions: active.sessions,
      totalMessages,
      avgSessionDuration: sessions.avgDuration,
      cacheHitRate: hitRate,
      activeUsers: active.users,
      sessionsPerDay: perDay,
      messagesPerDay: msgsPerDay,
      languages: langs,
      outcomes: {
        answered: replies?.answered ?? 0,
        clarified: replies?.clarified ?? 0,
        notFound: replies?.notFound ?? 0,
        fromDocuments: replies?.fromDocuments ?? 0,
        fromLlm: replies?.fromLlm ?? 0,
      },
      responseTime: { p50: replies?.p50 ?? null, p95: replies?.p95 ?? null },
      busiestHours: hours,
      topUnanswered: top,
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
      repo.messageTotal(this.db, undefined),
      this.cacheStore.size(),
      repo.cacheHitRate(this.db, this.retentionStart(now)),
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
}
