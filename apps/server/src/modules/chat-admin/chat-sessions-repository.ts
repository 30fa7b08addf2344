import type { ChatSessionFilters } from '@parley/contract/chat-admin';
import { and, asc, eq, gt, gte, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatMessages, chatSessions } from '../../db/schema.ts';
import type { MessageRow, SessionRow } from '../sessions/sessions-repository.ts';

export type AdminSessionRow = SessionRow & { messageCount: number };

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Stored 'active' sessions past their expiry are shown (and filtered) as expired. */
export function isExpired(now: Date): SQL {
  return or(
    eq(chatSessions.status, 'expired'),
    and(eq(chatSessions.status, 'active'), lte(chatSessions.expiresAt, now)),
  ) as SQL;
}

/**
 * What a session must match: every condition of `where`, and when `anyOf` is not empty, at least one of its
 * conditions. The text search is an `anyOf` (its id, its visitor id or one of its messages): each is looked
 * up on its own index, because an OR across tables would make PostgreSQL test every session in turn.
 */
export interface SessionFilter {
  where: SQL[];
  anyOf: SQL[];
}

export function filterConditions(f: ChatSessionFilters, now: Date): SessionFilter {
  const where: SQL[] = [];
  const anyOf: SQL[] = [];
  if (f.status === 'active')
    where.push(and(eq(chatSessions.status, 'active'), gt(chatSessions.expiresAt, now)) as SQL);
  if (f.status === 'archived') where.push(eq(chatSessions.status, 'archived'));
  if (f.status === 'expired') where.push(isExpired(now));
  if (f.from) where.push(gte(chatSessions.createdAt, f.from));
  if (f.to) where.push(lte(chatSessions.createdAt, f.to));
  if (f.language) where.push(eq(chatSessions.language, f.language));
  // The session's own count of answered exchanges, kept on every reply; counting rows would scan them all.
  if (f.minMessages) where.push(sql`(${chatSessions.analytics}->>'message_count')::int >= ${f.minMessages}`);
  if (f.q) {
    // ILIKE '%…%' is served by the pg_trgm GIN indexes (migration 0007), in every language.
    const pattern = likePattern(f.q);
    anyOf.push(
      or(eq(chatSessions.id, f.q), sql`${chatSessions.userId} ilike ${pattern}`) as SQL,
      sql`exists (select 1 from ${chatMessages} m where m.session_id = ${chatSessions.id} and m.content ilike ${pattern})`,
    );
  }
  if (f.unanswered)
    where.push(
      sql`exists (select 1 from ${chatMessages} m where m.session_id = ${chatSessions.id} and m.metadata->>'outcome' = 'not_found')`,
    );
  return { where, anyOf };
}

// Spelled out in full: in a select list Drizzle writes a column without its table, which the subquery would misread.
const messageCount = sql<number>`(select count(*)::int from ${chatMessages} m where m.session_id = "chat_sessions"."id")`;
const newestFirst = sql`${chatSessions.createdAt} desc, ${chatSessions.id} desc`;

/**
 * The first `limit` ids of each `anyOf` alternative, merged: the newest `limit` of their union are among
 * them. PostgreSQL plans each alternative on its own (walking the newest sessions when matches are common,
 * reading the trigram index when they are rare).
 */
function matchingAnyOf(where: SQL[], anyOf: SQL[], limit: number): SQL {
  const branches = anyOf.map(
    (alternative) =>
      sql`(select ${chatSessions.id} from ${chatSessions} where ${and(...where, alternative)} order by ${newestFirst} limit ${limit})`,
  );
  return sql`${chatSessions.id} in (${sql.join(branches, sql` union `)})`;
}

/**
 * One page newest first, after the session `afterId`. Keyset paging: each page costs the same however deep
 * the admin pages, and rows added meanwhile never shift a page. The position is read in SQL, not passed
 * as a JavaScript Date, because stored times have microseconds that a Date would round away.
 */
export async function listSessions(
  db: Db,
  filter: SessionFilter,
  afterId: string | undefined,
  limit: number,
): Promise<AdminSessionRow[]> {
  const where = afterId
    ? [
        ...filter.where,
        sql`(${chatSessions.createdAt}, ${chatSessions.id}) < (select s.created_at, s.id from ${chatSessions} s where s.id = ${afterId})`,
      ]
    : filter.where;
  const rows = await db
    .select({ session: chatSessions, messageCount: messageCount.mapWith(Number) })
    .from(chatSessions)
    .where(filter.anyOf.length > 0 ? matchingAnyOf(where, filter.anyOf, limit) : and(...where))
    .orderBy(newestFirst)
    .limit(limit);
  return rows.map((r) => ({ ...r.session, messageCount: r.messageCount }));
}

export async function sessionExists(db: Db, id: string): Promise<boolean> {
  return (await db.$count(chatSessions, eq(chatSessions.id, id))) > 0;
}

export async function findAdminSession(db: Db, id: string): Promise<AdminSessionRow | undefined> {
  const [row] = await listSessions(db, { where: [eq(chatSessions.id, id)], anyOf: [] }, undefined, 1);
  return row;
}

/** The whole transcript, oldest first. */
export async function listAllMessages(db: Db, sessionId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

export async function setArchived(db: Db, id: string, now: Date): Promise<void> {
  await db.update(chatSessions).set({ status: 'archived', archivedAt: now }).where(eq(chatSessions.id, id));
}

/** Deletes a session; its messages go with it (foreign key cascade). Returns whether it existed. */
export async function deleteSession(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(chatSessions)
    .where(eq(chatSessions.id, id))
    .returning({ id: chatSessions.id });
  return rows.length > 0;
}

/** Deletes the sessions the admin view shows as expired (archived ones are kept on purpose). */
export async function deleteExpired(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(chatSessions)
    .where(and(ne(chatSessions.status, 'archived'), isExpired(now)))
    .returning({ id: chatSessions.id });
  return rows.length;
}
