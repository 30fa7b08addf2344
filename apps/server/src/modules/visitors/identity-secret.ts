import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

const KEY = 'visitor_identity_secret';

/**
 * The secret a business's own server signs its user ids with (Intercom/Chatwoot style identity
 * verification). Generated once and kept in the database, so every instance verifies alike.
 */
export async function resolveIdentitySecret(db: Db): Promise<string> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
  if (row) return row.value;
  await db
    .insert(appMeta)
    .values({ key: KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [stored] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
  if (!stored) throw new Error('the visitor identity secret could not be stored');
  return stored.value;
}

/** HMAC-SHA256 of the user id, hex: what the host page passes as `data-user-hash`. */
export const identityHash = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(userId, 'utf8').digest('hex');

export function isValidIdentity(secret: string, userId: string, hash: string): boolean {
  const expected = Buffer.from(identityHash(secret, userId), 'hex');
  const given = Buffer.from(hash.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
