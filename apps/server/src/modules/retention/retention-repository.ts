import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsSnapshots, chatSessions } from '../../db/schema.ts';

/** Marks every session whose last activity is older than `cutoff` as expired; returns how many changed. */
export async function expireSessionsIdleSince(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .update(chatSessions)
    .set({ status: 'expired' })
    .where(and(ne(chatSessions.status, 'expired'), lt(chatSessions.lastActivity, cutoff)))
    .returning({ id: chatSessions.id });
  return rows.length;
}

/** Deletes sessions marked expired; their messages go with them (ON DELETE CASCADE). */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const rows = await db
    .delete(chatSessions)
    .where(eq(chatSessions.status, 'expired'))
    .returning({ id: chatSessions.id });
  return rows.length;
}

export async function deleteSnapshotsBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(analyticsSnapshots)
    .where(lt(analyticsSnapshots.timestamp, cutoff))
    .returning({ id: analyticsSnapshots.id });
  return rows.length;
}
