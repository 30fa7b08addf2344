import { randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { analyticsSnapshots, chatMessages, chatSessions, jobs } from '../../db/schema.ts';
import { describeEachDatabase, openTestDatabase } from '../../db/test-database.ts';
import { JobQueue } from '../../providers/queue/job-queue.ts';
import { emptyAnalytics } from '../sessions/sessions-repository.ts';
import { SettingsService } from '../settings/settings-service.ts';
import { defineRetentionJob, RETENTION_JOB } from './retention-schedule.ts';
import { RetentionService } from './retention-service.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-03-10T10:30:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describeEachDatabase('retention settings', (kind) => {
  let database: Database;
  let settings: SettingsService;
  let retention: RetentionService;

  const configure = (session: { ttl: number }, dataRetention: { auto: boolean; analyticsDays: number }) =>
    settings.save({
      ...settings.get(),
      session: { ...settings.get().session, ttl: session.ttl },
      dataRetention: {
        ...settings.get().dataRetention,
        enableAutoExpiry: dataRetention.auto,
        analyticsRetentionDays: dataRetention.analyticsDays,
      },
    });

  /** A session last active `idleDays` before NOW, with one message. */
  async function seed(idleDays: number, status: 'active' | 'archived' = 'active'): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    const last = daysAgo(idleDays);
    await database.db.insert(chatSessions).values({
      id,
      status,
      createdAt: last,
      lastActivity: last,
      expiresAt: new Date(last.getTime() + 3_600_000),
      analytics: emptyAnalytics(),
    });
    await database.db.insert(chatMessages).values({
      id: randomUUID(),
      sessionId: id,
      content: 'hello',
      createdAt: last,
      metadata: { type: 'user_message' },
    });
    return id;
  }

  const statuses = async () =>
    Object.fromEntries((await database.db.select().from(chatSessions)).map((s) => [s.id, s.status] as const));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    settings = new SettingsService(database.db);
    await settings.load();
    retention = new RetentionService(database.db, settings, () => NOW);
  });
  beforeEach(async () => {
    await database.db.delete(chatSessions);
    await database.db.delete(analyticsSnapshots);
    await database.db.delete(jobs);
  });
  afterAll(() => database.close());

  it('expires sessions idle longer than the session TTL and keeps the others', async () => {
    await configure({ ttl: 7 }, { auto: false, analyticsDays: 90 });
    const old = await seed(8);
    const oldArchived = await seed(10, 'archived');
    const recent = await seed(6);
    expect(await retention.sweep()).toEqual({ expired: 2, deleted: 0, snapshotsDeleted: 0 });
    expect(await statuses()).toEqual({ [old]: 'expired', [oldArchived]: 'expired', [recent]: 'active' });
    // Without automatic expiry the expired sessions and their messages stay for the admin.
    expect(await database.db.$count(chatMessages)).toBe(3);
  });

  it('follows a changed TTL: 30 days keeps what 7 days expired', async () => {
    await configure({ ttl: 30 }, { auto: false, analyticsDays: 90 });
    const eightDays = await seed(8);
    expect((await retention.sweep()).expired).toBe(0);
    expect(await statuses()).toEqual({ [eightDays]: 'active' });
  });

  it('with automatic expiry deletes expired sessions with their messages', async () => {
    await configure({ ttl: 7 }, { auto: true, analyticsDays: 90 });
    const old = await seed(8);
    const recent = await seed(1);
    expect(await retention.sweep()).toMatchObject({ expired: 1, deleted: 1 });
    expect(Object.keys(await statuses())).toEqual([recent]);
    const left = await database.db.select().from(chatMessages);
    expect(left.map((m) => m.sessionId)).toEqual([recent]);
    expect(left.some((m) => m.sessionId === old)).toBe(false);
  });

  it('deletes analytics snapshots older than the analytics retention', async () => {
    await configure({ ttl: 30 }, { auto: true, analyticsDays: 10 });
    const snapshot = (days: number) => ({
      id: randomUUID(),
      timestamp: daysAgo(days),
      activeSessions: 1,
      activeUsers: 1,
      totalUsers: 1,
      messageCount: 1,
      cacheEntries: 0,
      cacheHitRate: 0,
      expiresAt: NOW,
    });
    const kept = snapshot(9);
    await database.db.insert(analyticsSnapshots).values([snapshot(11), snapshot(40), kept]);
    expect((await retention.sweep()).snapshotsDeleted).toBe(2);
    expect((await database.db.select().from(analyticsSnapshots)).map((s) => s.id)).toEqual([kept.id]);
  });

  it('runs the hourly sweep once across instances and schedules the next hour', async () => {
    let now = NOW;
    const clock = () => now;
    let sweeps = 0;
    const counting = {
      sweep: async () => {
        sweeps++;
        return { expired: 0, deleted: 0, snapshotsDeleted: 0 };
      },
    };
    const log = pino({ level: 'silent' });
    const [a, b] = [new JobQueue(database.db), new JobQueue(database.db)];
    const jobsA = defineRetentionJob(a, counting as unknown as RetentionService, log, clock);
    const jobsB = defineRetentionJob(b, counting as unknown as RetentionService, log, clock);
    // Both instances start and schedule the coming hour: one job.
    await Promise.all([jobsA.schedule(), jobsB.schedule()]);
    const scheduled = await database.db.select().from(jobs);
    expect(scheduled.map((j) => j.id)).toEqual([`${RETENTION_JOB}@2026-03-10T11:00:00.000Z`]);
    // The hour comes (its run time is in the past of the real clock, so it is due at once).
    now = new Date('2026-03-10T11:00:00.500Z');
    expect(await a.runOnce()).toBe(true);
    expect(sweeps).toBe(1);
    expect((await database.db.select().from(jobs)).map((j) => j.id)).toEqual([
      `${RETENTION_JOB}@2026-03-10T12:00:00.000Z`,
    ]);
    // The other instance scheduling again after the run does not add a second job for that hour.
    await jobsB.schedule();
    expect(await database.db.$count(jobs)).toBe(1);
  });
});
