import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appMeta } from '../../db/schema.ts';

/** What changed: FAQs and documents rebuild their part of the index; a reply setting or new embeddings only drop cached replies. */
export type KnowledgeScope = 'faqs' | 'documents' | 'replies';

export type KnowledgeVersions = Record<KnowledgeScope, string>;

const KEYS: Record<KnowledgeScope, string> = {
  faqs: 'knowledge_version',
  documents: 'knowledge_version_documents',
  replies: 'knowledge_version_replies',
};

/**
 * Tokens that change whenever FAQs, documents or settings change. They live in the database so that
 * several Parley instances sharing one PostgreSQL notice each other's changes; one per scope, so an
 * instance rebuilds only the part that changed.
 */
export async function readKnowledgeVersions(db: Db): Promise<KnowledgeVersions> {
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(inArray(appMeta.key, Object.values(KEYS)));
  const value = (scope: KnowledgeScope) => rows.find((r) => r.key === KEYS[scope])?.value ?? 'initial';
  return { faqs: value('faqs'), documents: value('documents'), replies: value('replies') };
}

export async function bumpKnowledgeVersion(db: Db, scope: KnowledgeScope): Promise<KnowledgeVersions> {
  const value = randomUUID();
  await db
    .insert(appMeta)
    .values({ key: KEYS[scope], value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value } });
  return readKnowledgeVersions(db);
}

/** One token for all scopes: cached replies are keyed by it. */
export const versionToken = (v: KnowledgeVersions) => `${v.faqs}.${v.documents}.${v.replies}`;
