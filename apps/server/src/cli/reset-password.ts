import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authAccounts, authSessions, users } from '../db/schema.ts';

/**
 * Sets a new password for an account (for installs without mail): a random one unless given, stored as
 * Better Auth stores it; every session of the account is signed out, as a reset by email does.
 */
export async function resetPassword(
  db: Db,
  email: string,
  password = randomBytes(12).toString('base64url'),
): Promise<{ password: string }> {
  if (password.length < 8) throw new Error('The new password must be at least 8 characters long.');
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw new Error(`No account with the email ${email}.`);
  const hash = await hashPassword(password);
  const updated = await db
    .update(authAccounts)
    .set({ password: hash })
    .where(and(eq(authAccounts.userId, user.id), eq(authAccounts.providerId, 'credential')))
    .returning({ id: authAccounts.id });
  if (updated.length === 0)
    throw new Error(`${email} signs in through an identity provider and has no password to reset.`);
  await db.delete(authSessions).where(eq(authSessions.userId, user.id));
  return { password };
}
