import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { LazyAuth } from './auth.ts';

/** With ADMIN_EMAIL/ADMIN_PASSWORD set and no admin yet, that account is created (if missing) and made admin. */
export async function ensureConfiguredAdmin(
  auth: LazyAuth,
  db: Db,
  email: string,
  password: string,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admins.length > 0) return 'unchanged';
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, normalized));
  if (existing) {
    await db.update(users).set({ role: 'admin', disabled: false }).where(eq(users.id, existing.id));
    return 'promoted';
  }
  await (await auth.get()).api.signUpEmail({ body: { email: normalized, password, name: 'Administrator' } });
  await db.update(users).set({ role: 'admin' }).where(eq(users.email, normalized));
  return 'created';
}

/** Any fixed number; it names the lock that serializes the first-admin decision across instances. */
const FIRST_ADMIN_LOCK = 7_301_001;

/**
 * Makes the account admin when it is the first one and no admin exists. Counting users before the insert
 * raced: simultaneous registrations each saw none and several became admin. Here the decision is made after
 * the insert, one registration at a time under a transaction-scoped advisory lock, and only the earliest
 * account qualifies.
 */
export async function promoteIfFirstAccount(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(FIRST_ADMIN_LOCK))})`);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (admin) return false;
    const [first] = await tx
      .select({ id: users.id })
      .from(users)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(1);
    if (first?.id !== userId) return false;
    await tx.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
    return true;
  });
}
