import { randomBytes, randomUUID } from 'node:crypto';
import type { Analytics } from '@parley/contract/analytics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  analyticsDaily,
  analyticsSnapshots,
  chatMessages,
  chatSessions,
  type MessageMetadata,
} from '../../db/schema.ts';
import { describeEachDatabase } from '../../db/test-database.ts';
import { createTestApp, readError, type TestApp } from '../../test-app.ts';
import { asBrowser, signUp } from '../auth/test-auth.ts';
import { emptyAnalytics } from '../sessions/sessions-repository.ts';
import { AnalyticsService } from './analytics-service.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const now = new Date('2026-03-10T15:30:00Z');

describeEachDatabase('analytics', (kind) => {
  let t: TestApp;
  let cookie: string;
  let analytics: AnalyticsService;
  const get = async (query: string) =>
    t.app.request(`/api/v1/admin/analytics?${query}`, { headers: asBrowser(cookie) });

  async function seed(opts: {
    at: Date;
    durationMin: number;
    userId?: string;
    status?: 'active' | 'archived';
    replies: { question: string; language?: string; metadata: Partial<MessageMetadata> }[];
  }) {
    const id = randomBytes(24).toString('base64url');
    const last = new Date(opts.at.getTime() + opts.durationMin * MINUTE);
    await t.database.db.insert(chatSessions).values({
      id,
      userId: opts.userId ?? 'anonymous',
      status: opts.status ?? 'active',
      createdAt: opts.at,
      lastActivity: last,
      expiresAt: new Date(last.getTime() + 60 * MINUTE),
      analytics: emptyAnalytics(),
    });
    await t.database.db.insert(chatMessages).values(
      opts.replies.flatMap((r, i) => {
        const asked = new Date(opts.at.getTime() + i * 1000);
        return [
          {
            id: randomUUID(),
            sessionId: id,
            role: 'user' as const,
            content: r.question,
            language: r.language ?? 'en',
            createdAt: asked,
            metadata: { type: 'user_message' as const },
          },
          {
            id: randomUUID(),
            sessionId: id,
            role: 'assistant' as const,
            content: 'reply',
            language: r.language ?? 'en',
            createdAt: new Date(asked.getTime() + 1),
            metadata: { type: 'assistant_response' as const, ...r.metadata },
          },
        ];
      }),
    );
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = await signUp(t, 'admin@example.com');
    analytics = new AnalyticsService(t.database.db, t.settings, t.services.cacheStore, () => now);
    // Two visitors active 10 minutes ago (within the 60-minute timeout), one of them signed in twice.
    await seed({
      at: new Date(now.getTime() - 40 * MINUTE),
      durationMin: 30,
      userId: 'u1',
      replies: [
        { question: 'Opening hours?', metadata: { outcome: 'faq', cached: true, response_time: 10 } },
        {
          question: 'Where is the manual?',
          metadata: { outcome: 'document', response_time: 30, answered_by: 'llm' },
        },
      ],
    });
    await seed({
      at: new Date(now.getTime() - 20 * MINUTE),
      durationMin: 10,
      userId: 'u1',
      status: 'archived',
      replies: [{ question: 'tent', metadata: { outcome: 'clarification', response_time: 20 } }],
    });
    await seed({
      at: new Date(now.getTime() - 3 * DAY),
      durationMin: 2,
      replies: [
        {
          question: 'Do you sell boats?',
          language: 'fr',
          metadata: { outcome: 'not_found', response_time: 40 },
        },
        { question: 'do you sell boats? ', language: 'fr', metadata: { outcome: 'not_found' } },
        { question: 'Any drones?', language: 'fr', metadata: { outcome: 'not_found' } },
      ],
    });
  });
  afterAll(() => t.close());

  it('reports the spec figures and the chart series for the days asked', async () => {
    const a = await analytics.get({
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-10T00:00:00Z'),
    });
    expect(a).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-10',
      totalSessions: 3,
      activeSessions: 1,
      activeUsers: 1,
      totalMessages: 12,
      avgSessionDuration: 14 * MINUTE,
      cacheHitRate: 16.7,
      sessionsPerDay: [
        { day: '2026-03-07', count: 1 },
        { day: '2026-03-10', count: 2 },
      ],
      outcomes: { answered: 2, clarified: 1, notFound: 3, fromDocuments: 1, fromLlm: 1 },
      topUnanswered: [
        { question: 'Do you sell boats?', count: 2 },
        { question: 'Any drones?', count: 1 },
      ],
    });
    // Interpolated between 30 and 40 ms.
    expect(a.responseTime.p50).toBe(25);
    expect(a.responseTime.p95).toBeGreaterThanOrEqual(38);
    expect(a.responseTime.p95).toBeLessThanOrEqual(39);
    expect(a.languages).toEqual([
      { language: 'en', count: 3 },
      { language: 'fr', count: 3 },
    ]);
    expect(a.busiestHours).toEqual([
      { hour: 14, count: 2 },
      { hour: 15, count: 4 },
    ]);
  });

  it('writes one snapshot per hour, kept for the analytics retention days', async () => {
    expect(await analytics.writeSnapshot()).toBe(true);
    expect(await analytics.writeSnapshot()).toBe(false);
    const [snap] = await t.database.db.select().from(analyticsSnapshots);
    expect(snap).toMatchObject({ activeSessions: 1, activeUsers: 1, totalUsers: 2, messageCount: 12 });
    expect(snap?.expiresAt.getTime()).toBe(now.getTime() + 90 * DAY);
    const a = await analytics.get({});
    expect(a.snapshots).toEqual([
      { timestamp: now.toISOString(), activeSessions: 1, activeUsers: 1, cacheHitRate: 16.7 },
    ]);
  });

  it('serves admins over HTTP and refuses a reversed range', async () => {
    const ok = await get('from=2026-01-01&to=2026-12-31');
    expect(((await ok.json()) as Analytics).totalSessions).toBe(3);
    const summary = await t.app.request('/api/v1/admin/analytics/summary', { headers: asBrowser(cookie) });
    expect(await summary.json()).toMatchObject({ totalSessions: 3, totalMessages: 12 });
    const bad = await get('from=2026-03-10&to=2026-03-01');
    expect(bad.status).toBe(400);
    expect((await readError(bad)).message).toBe('from must not be after to');
    expect((await t.app.request('/api/v1/admin/analytics')).status).toBe(401);
  });

  it('reads past days from the daily rows the job writes, with the same figures, until their sessions or messages change', async () => {
    const queries = [{}, { from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-03-10T00:00:00Z') }];
    const fromMessages = await Promise.all(queries.map((q) => analytics.get(q)));
    const summary = await analytics.summary();
    // Messages of 2026-03-07 and of today (2026-03-10): the three whole days before today are rolled up.
    expect(await analytics.rollUpDays()).toBe(3);
    expect(await analytics.rollUpDays()).toBe(0);
    expect(await t.database.db.$count(analyticsDaily)).toBe(3);
    expect(await Promise.all(queries.map((q) => analytics.get(q)))).toEqual(fromMessages);
    expect(await analytics.summary()).toEqual(summary);

    // A session's last activity changes its duration: the row of the day it was created goes.
    const rolled = async () => (await t.database.db.select().from(analyticsDaily)).map((r) => r.day).sort();
    const longer = new Date(now.getTime() - 3 * DAY + 62 * MINUTE);
    await t.database.db
      .update(chatSessions)
      .set({ lastActivity: longer })
      .where(eq(chatSessions.userId, 'anonymous'));
    expect(await rolled()).toEqual(['2026-03-08', '2026-03-09']);
    expect((await analytics.get(queries[1] ?? {})).avgSessionDuration).toBe(((30 + 10 + 62) * MINUTE) / 3);
    await analytics.rollUpDays();
    expect((await analytics.get(queries[1] ?? {})).avgSessionDuration).toBe(((30 + 10 + 62) * MINUTE) / 3);

    // Deleting the session of 2026-03-07 deletes its messages, and with them that day's row.
    await t.database.db.delete(chatSessions).where(eq(chatSessions.userId, 'anonymous'));
    expect(await rolled()).toEqual(['2026-03-08', '2026-03-09']);
    const after = await analytics.get({});
    expect(after).toMatchObject({
      totalSessions: 2,
      totalMessages: 6,
      topUnanswered: [],
      languages: [{ language: 'en', count: 3 }],
    });
  });
});
