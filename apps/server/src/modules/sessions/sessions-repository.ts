import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatMessages,
  chatSessions,
  type MessageMetadata,
  type SessionAnalytics,
  type SessionMetadata,
} from '../../db/schema.ts';

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

export async function insertSession(
  db: Db,
  values: { id: string; language: string; metadata: SessionMetadata; expiresAt: Date; now: Date },
): Promise<SessionRow> {
  const [row] = await db
    .insert(chatSessions)
    .values({
      id: values.id,
      language: values.language,
      metadata: values.metadata,
      createdAt: values.now,
      lastActivity: values.now,
      expiresAt: values.expiresAt,
      analytics: emptyAnalytics(),
    })
    .returning();
  if (!row) throw new Error('insert returned no session');
  return row;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const rows = await db.select().from(chatSessions).where(eq(chatSessions.id, id));
  return rows[0];
}

export async function archiveSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(chatSessions).set({ status: 'archived', archivedAt: now }).where(eq(chatSessions.id, id));
}

export async function updateSession(
  db: Db,
  id: string,
  values: Partial<Pick<SessionRow, 'lastActivity' | 'expiresAt' | 'analytics' | 'language'>>,
): Promise<void> {
  await db.update(chatSessions).set(values).where(eq(chatSessions.id, id));
}

export async function insertMessage(
  db: Db,
  values: {
    id: string;
    sessionId: string;
    role: 'user' | 'assistant';
    content: string;
    language: string;
    createdAt: Date;
    metadata: MessageMetadata;
  },
): Promise<MessageRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  if (!row) throw new Error('insert returned no message');
  return row;
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

/**
 * Stores an assistant reply and refreshes its session in one statement (a data-modifying CTE): one round
 * trip instead of two on the hot path of every chat message.
 */
export async function insertReplyAndTouchSession(
  db: Db,
  reply: {
    id: string;
    sessionId: string;
    content: string;
    language: string;
    createdAt: Date;
    metadata: MessageMetadata;
  },
  session: { lastActivity: Date; expiresAt: Date; analytics: SessionAnalytics; language: string },
): Promise<void> {
  await db.execute(sql`
    with reply as (
      insert into chat_messages (id, session_id, role, content, language, user_id, created_at, metadata)
      values (${reply.id}, ${reply.sessionId}, 'assistant', ${reply.content}, ${reply.language}, 'anonymous',
              ${reply.createdAt.toISOString()}::timestamptz, ${JSON.stringify(reply.metadata)}::jsonb)
      returning id
    )
    update chat_sessions
    set last_activity = ${session.lastActivity.toISOString()}::timestamptz,
        expires_at = ${session.expiresAt.toISOString()}::timestamptz,
        analytics = ${JSON.stringify(session.analytics)}::jsonb,
        language = ${session.language}
    where id = ${reply.sessionId}`);
}
