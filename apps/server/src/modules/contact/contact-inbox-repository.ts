import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Newest first, after the message `afterId` (keyset, positioned in SQL to keep microseconds). */
export async function listContactMessages(
  db: Db,
  afterId: string | undefined,
  limit: number,
): Promise<ContactMessageRow[]> {
  const after: SQL | undefined = afterId
    ? sql`(${contactMessages.createdAt}, ${contactMessages.id}) < (select m.created_at, m.id from ${contactMessages} m where m.id = ${afterId})`
    : undefined;
  return db
    .select()
    .from(contactMessages)
    .where(after)
    .orderBy(sql`${contactMessages.createdAt} desc, ${contactMessages.id} desc`)
    .limit(limit);
}

export async function countUnread(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return row?.n ?? 0;
}

/** Marks a message read (the first time only); returns whether it exists. */
export async function markRead(db: Db, id: string, now: Date): Promise<boolean> {
  await db
    .update(contactMessages)
    .set({ readAt: now })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
  return (await db.$count(contactMessages, eq(contactMessages.id, id))) > 0;
}

export async function deleteContactMessage(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
