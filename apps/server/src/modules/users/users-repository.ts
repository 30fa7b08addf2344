import type { UserUpdate } from '@parley/contract/admin';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authSessions, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';

export type UserRow = typeof users.$inferSelect;

export const listUsers = (db: Db): Promise<UserRow[]> =>
  db.select().from(users).orderBy(asc(users.createdAt));

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/**
 * Changes a user's role or disabled flag in one transaction that keeps at least one active administrator;
 * a disabled account is signed out everywhere at once.
 */
export async function updateUser(db: Db, id: string, change: UserUpdate): Promise<UserRow> {
  const updated = await db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, id));
    if (!target) throw notFound('User not found');
    const losesAdmin = target.role === 'admin' && (change.role === 'user' || change.disabled === true);
    if (losesAdmin) {
      const [others] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.disabled, false), ne(users.id, id)));
      if ((others?.n ?? 0) === 0) {
        throw new AppError(
          'last_admin',
          'Parley needs at least one active administrator. Promote someone else first.',
        );
      }
    }
    const [row] = await tx
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    if (change.disabled) await tx.delete(authSessions).where(eq(authSessions.userId, id));
    return row;
  });
  if (!updated) throw notFound('User not found');
  return updated;
}
