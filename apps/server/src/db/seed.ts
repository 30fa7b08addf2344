import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { chunkText } from '../modules/documents/chunk-text.ts';
import type { Db } from './client.ts';
import { appMeta, documentChunks, documents, faqs, faqTranslations } from './schema.ts';
import { demoDocuments } from './seed-data/demo-documents.ts';
import { demoFaqs } from './seed-data/demo-faqs.ts';

const SEED_MARKER = 'demo_seeded_at';

/**
 * Seeds the demo business once per database. A marker row (not an empty FAQ table) records it,
 * so an admin who deletes every demo FAQ does not get them back on the next restart.
 * Returns whether anything was inserted.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marker = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_MARKER));
    if (marker.length > 0) return false;
    // Spread creation times so "newest first" lists show a stable, sensible order.
    const base = Date.now() - demoFaqs.length * 60_000;
    for (const [i, faq] of demoFaqs.entries()) {
      const id = randomUUID();
      const { en, ...others } = faq.translations;
      await tx.insert(faqs).values({
        id,
        language: 'en',
        question: en.question,
        answer: en.answer,
        aliases: en.aliases,
        category: faq.category,
        keywords: faq.keywords,
        createdAt: new Date(base + i * 60_000),
      });
      await tx.insert(faqTranslations).values(
        Object.entries(others).map(([language, text]) => ({
          faqId: id,
          language,
          question: text.question,
          answer: text.answer,
          aliases: text.aliases,
        })),
      );
    }
    for (const doc of demoDocuments) {
      const id = randomUUID();
      const chunks = chunkText(doc.content, doc.name);
      await tx.insert(documents).values({
        id,
        name: doc.name,
        fileType: doc.fileType,
        status: 'processed',
        sizeBytes: Buffer.byteLength(doc.content),
        chunksCount: chunks.length,
        language: doc.language,
        category: doc.category,
      });
      await tx
        .insert(documentChunks)
        .values(chunks.map((c) => ({ id: randomUUID(), documentId: id, language: doc.language, ...c })));
    }
    await tx.insert(appMeta).values({ key: SEED_MARKER, value: new Date().toISOString() });
    return true;
  });
}
