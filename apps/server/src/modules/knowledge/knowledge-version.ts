import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

const KEY = 'knowledge_version';

/**
 * A token that changes whenever FAQs, documents or settings change. It lives in the database so that
 * several Parley instances sharing one PostgreSQL notice each other's changes.
 */
export async function readKnowledgeVersion(db: Db): Promise<string> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY));
  return rows[0]?.value ?? 'initial';
}

export async function bumpKnowledgeVersion(db: Db): Promise<string> {
  const value = randomUUID();
  await db
    .insert(appMeta)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value } });
  return value;
}
