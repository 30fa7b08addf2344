import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

const KEY = 'auth_secret';

/**
 * AUTH_SECRET when configured; otherwise a random secret generated once and kept in the database,
 * so sessions survive restarts and every instance sharing the database signs alike.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
  if (row) return row.value;
  const secret = randomBytes(32).toString('base64url');
  await db.insert(appMeta).values({ key: KEY, value: secret }).onConflictDoNothing();
  const [stored] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
  return stored?.value ?? secret;
}
