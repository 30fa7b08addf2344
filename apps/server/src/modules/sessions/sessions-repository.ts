import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages, chatSessions, type MessageMetadata, type SessionAnalytics } from '../../db/schema.ts';

export type SessionRow = typeof chatSessions.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export const emptyAnalytics = (): SessionAnalytics => ({
  message_count: 0,
  avg_response_time: 0,
  total_duration: 0,
  languages_used: [],
  topics_discussed: [],
  last_activity_type: 'session_start',
});

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const rows = await db.select().from(chatSessions).where(eq(chatSessions.id, id));
  return rows[0];
}

export async function archiveSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(chatSessions).set({ status: 'archived', archivedAt: now }).where(eq(chatSessions.id, id));
}

/** A visitor's active sessions beyond the `keep` newest (the ones a session limit archives). */
export async function listActiveSessionIdsAfter(db: Db, userId: string, keep: number): Promise<string[]> {
  const rows = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(eq(chatSessions.userId, userId), eq(chatSessions.status, 'active')))
    .orderBy(desc(chatSessions.createdAt), desc(chatSessions.id))
    .offset(keep);
  return rows.map((r) => r.id);
}

export async function archiveSessions(db: Db, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(chatSessions)
    .set({ status: 'archived', archivedAt: now })
    .where(and(inArray(chatSessions.id, ids), eq(chatSessions.status, 'active')));
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(chatSessions).where(eq(chatSessions.id, id));
}

export async function updateSession(
  db: Db,
  id: string,
  values: Partial<Pick<SessionRow, 'lastActivity' | 'expiresAt' | 'analytics' | 'language'>>,
): Promise<void> {
  await db.update(chatSessions).set(values).where(eq(chatSessions.id, id));
}

export async function updateMessageMetadata(db: Db, id: string, metadata: MessageMetadata): Promise<void> {
  await db.update(chatMessages).set({ metadata }).where(eq(chatMessages.id, id));
}

/** The newest `limit` messages of a session, returned oldest first. */
export async function listSessionMessages(db: Db, sessionId: string, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** The session's last message when it is a visitor message still waiting for its answer. */
export async function findUnansweredUserMessage(db: Db, sessionId: string): Promise<MessageRow | undefined> {
  const [last] = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1);
  return last?.role === 'user' ? last : undefined;
}
