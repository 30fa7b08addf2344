import { eq } from 'drizzle-orm';
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
