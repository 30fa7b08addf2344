import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiKeys } from '../../db/schema.ts';

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Creates a key for automation; only its hash is stored, the key itself is returned once. */
export async function createApiKey(db: Db, userId: string, name: string) {
  const key = `pk_${randomBytes(24).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ id: randomUUID(), name, keyHash: hashKey(key), prefix: key.slice(0, 10), userId })
    .returning();
  if (!row) throw new Error('insert returned no api key');
  return { row, key };
}

export async function listApiKeys(db: Db, userId: string) {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
}

export async function deleteApiKey(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The owner of a presented key, refreshing its last use. */
export async function findApiKeyOwner(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(eq(apiKeys.keyHash, hashKey(key)))
    .returning({ userId: apiKeys.userId });
  return row?.userId;
}
