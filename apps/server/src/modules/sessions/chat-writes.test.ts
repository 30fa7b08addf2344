import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { chatMessages, chatSessions } from '../../db/schema.ts';
import { describeEachDatabase, openTestDatabase } from '../../db/test-database.ts';
import { ChatWriteBatcher } from './chat-writes.ts';
import { emptyAnalytics, type MessageRow, type SessionRow } from './sessions-repository.ts';

const session = (): SessionRow => {
  const now = new Date();
  return {
    id: randomUUID(),
    userId: 'anonymous',
    status: 'active',
    language: 'en',
    createdAt: now,
    lastActivity: now,
    expiresAt: new Date(now.getTime() + 60_000),
    archivedAt: null,
    metadata: { referrer: 'direct' },
    analytics: emptyAnalytics(),
  };
};

const message = (sessionId: string, content: string): MessageRow => ({
  id: randomUUID(),
  sessionId,
  role: 'user',
  content,
  language: 'en',
  userId: 'anonymous',
  createdAt: new Date(),
  metadata: { type: 'user_message', attempt: 0, detected_language: 'en' },
});

/** The database with its statements counted. */
function counting(db: Db): { db: Db; statements: () => number } {
  let n = 0;
  const wrapped = Object.create(db) as Db;
  wrapped.execute = ((query: Parameters<Db['execute']>[0]) => {
    n++;
    return db.execute(query);
  }) as Db['execute'];
  return { db: wrapped, statements: () => n };
}

describeEachDatabase('chat write batcher', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('stores the writes of concurrent visitors in few statements, each session with its first message', async () => {
    const { db, statements } = counting(database.db);
    const writes = new ChatWriteBatcher(db, 1);
    const sessions = Array.from({ length: 20 }, session);
    await Promise.all(
      sessions.map((s, i) => writes.write({ sessions: [s], messages: [message(s.id, `q${i}`)] })),
    );
    // All 20 arrive in the same turn of the event loop, so one statement carries them.
    expect(statements()).toBe(1);
    // A write made while a batch is being written waits for the next statement.
    const late = session();
    const firstBatch = writes.write({ sessions: [session()] });
    await new Promise((r) => setImmediate(r));
    await Promise.all([
      firstBatch,
      writes.write({ sessions: [late] }),
      writes.write({ messages: [message(late.id, 'x')] }),
    ]);
    expect(statements()).toBe(3);
    for (const [i, s] of sessions.entries()) {
      const rows = await database.db.select().from(chatMessages).where(eq(chatMessages.sessionId, s.id));
      expect(rows.map((r) => r.content)).toEqual([`q${i}`]);
      const [stored] = await database.db.select().from(chatSessions).where(eq(chatSessions.id, s.id));
      expect(stored?.expiresAt.getTime()).toBe(s.expiresAt.getTime());
      expect(stored?.metadata).toEqual({ referrer: 'direct' });
    }
  });

  it('fails only the write with a bad row when a batch fails', async () => {
    const writes = new ChatWriteBatcher(database.db, 1);
    const good = Array.from({ length: 5 }, session);
    await writes.write({ sessions: good });
    const first = writes.write({ messages: [message(good[0]?.id ?? '', 'alone')] });
    // These share one batch with the orphan message, whose foreign key fails the whole statement.
    const batch = [
      ...good.map((s) => writes.write({ messages: [message(s.id, 'ok')] })),
      writes.write({ messages: [message('no-such-session', 'orphan')] }),
    ];
    const outcomes = await Promise.allSettled([first, ...batch]);
    expect(outcomes.map((o) => o.status)).toEqual([...Array(6).fill('fulfilled'), 'rejected']);
    const orphans = await database.db.select().from(chatMessages).where(eq(chatMessages.content, 'orphan'));
    expect(orphans).toHaveLength(0);
    const oks = await database.db.select().from(chatMessages).where(eq(chatMessages.content, 'ok'));
    expect(oks).toHaveLength(5);
  });

  it("refreshes a session's activity and analytics, the later of two refreshes in one batch winning", async () => {
    const writes = new ChatWriteBatcher(database.db, 1);
    const s = session();
    await writes.write({ sessions: [s] });
    const later = new Date(s.lastActivity.getTime() + 5_000);
    const refresh = (count: number, at: Date) => ({
      id: s.id,
      lastActivity: at,
      expiresAt: new Date(at.getTime() + 60_000),
      analytics: { ...emptyAnalytics(), message_count: count },
      language: 'fr',
    });
    const blocker = writes.write({ sessions: [session()] });
    await Promise.all([
      blocker,
      writes.write({ refreshes: [refresh(2, later)] }),
      writes.write({ refreshes: [refresh(4, later)] }),
    ]);
    const [stored] = await database.db.select().from(chatSessions).where(eq(chatSessions.id, s.id));
    expect(stored?.analytics.message_count).toBe(4);
    expect(stored?.language).toBe('fr');
    expect(stored?.lastActivity.getTime()).toBe(later.getTime());
  });
});
