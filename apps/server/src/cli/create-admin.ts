import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createAuth } from '../modules/auth/auth.ts';
import { resolveAuthSecret } from '../modules/auth/auth-secret.ts';
import { Mailer } from '../providers/mail/mailer.ts';
import { resetPassword } from './reset-password.ts';

export interface CreateAdminInput {
  email: string;
  name: string;
  /** Random (and returned) for a new account when omitted; an existing account keeps its own. */
  password?: string | undefined;
}

export type CreateAdminResult =
  | { outcome: 'created'; password: string }
  | { outcome: 'promoted'; passwordChanged: boolean };

/**
 * Makes an administrator: a new account is signed up through Better Auth exactly as the sign-up page does
 * (same password hashing and hooks), then given the admin role; an existing account is promoted and enabled.
 */
export async function createAdmin(
  db: Db,
  config: Config,
  input: CreateAdminInput,
): Promise<CreateAdminResult> {
  const email = z.email().safeParse(input.email.trim().toLowerCase());
  if (!email.success) throw new Error(`"${input.email}" is not an email address.`);
  if (input.password !== undefined && input.password.length < 8)
    throw new Error('The password must be at least 8 characters long.');
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.data));
  if (existing) {
    await db.update(users).set({ role: 'admin', disabled: false }).where(eq(users.id, existing.id));
    if (input.password) await resetPassword(db, email.data, input.password);
    return { outcome: 'promoted', passwordChanged: input.password !== undefined };
  }
  const password = input.password ?? randomBytes(12).toString('base64url');
  const auth = await createAuth({
    db,
    config,
    mailer: new Mailer(db, {}),
    secret: await resolveAuthSecret(db, config.AUTH_SECRET),
  });
  await auth.api.signUpEmail({
    body: { email: email.data, password, name: input.name.trim() || 'Administrator' },
  });
  await db.update(users).set({ role: 'admin' }).where(eq(users.email, email.data));
  return { outcome: 'created', password };
}
