import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { embeddings } from '../../db/schema.ts';
import type { EmbeddingSource } from './embedding-sources.ts';

/** Key and content hash of every stored vector. */
export async function storedHashes(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ key: embeddings.key, hash: embeddings.contentHash }).from(embeddings);
  return new Map(rows.map((r) => [r.key, r.hash]));
}

export async function deleteEmbeddings(db: Db, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 500) {
    await db.delete(embeddings).where(inArray(embeddings.key, keys.slice(i, i + 500)));
  }
}

export async function saveEmbeddings(
  db: Db,
  model: string,
  rows: { source: EmbeddingSource; vector: number[] }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(embeddings)
    .values(
      rows.map(({ source, vector }) => ({
        key: source.key,
        faqId: source.faqId,
        chunkId: source.chunkId,
        language: source.language,
        part: source.part,
        model,
        contentHash: source.contentHash,
        vector,
      })),
    )
    .onConflictDoUpdate({
      target: embeddings.key,
      set: {
        language: sql`excluded.language`,
        model: sql`excluded.model`,
        contentHash: sql`excluded.content_hash`,
        vector: sql`excluded.vector`,
        updatedAt: sql`now()`,
      },
    });
}

/** The vectors of one model, FAQ texts and passages apart, for the in-memory indexes. */
export async function loadVectors(db: Db, model: string) {
  const rows = await db
    .select({
      faqId: embeddings.faqId,
      chunkId: embeddings.chunkId,
      language: embeddings.language,
      vector: embeddings.vector,
    })
    .from(embeddings)
    .where(eq(embeddings.model, model));
  const faqs: { id: string; language: string; vector: number[] }[] = [];
  const passages: { id: string; language: string; vector: number[] }[] = [];
  for (const r of rows) {
    if (r.faqId) faqs.push({ id: r.faqId, language: r.language, vector: r.vector });
    else if (r.chunkId) passages.push({ id: r.chunkId, language: r.language, vector: r.vector });
  }
  return { faqs, passages };
}
