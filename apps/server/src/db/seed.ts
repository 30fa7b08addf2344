import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { demoDocuments, demoFaqs } from '../data/demo-data.ts';
import type { FaqSetEntry } from '../data/faq-set.ts';
import { chunkText } from '../modules/documents/chunk-text.ts';
import { storeDocumentFile } from '../modules/documents/documents-repository.ts';
import type { Db } from './client.ts';
import { appMeta, documentChunks, documents, faqs, faqTranslations } from './schema.ts';

const SEED_MARKER = 'demo_seeded_at';

/**
 * Seeds the demo business once per database. A marker row (not an empty FAQ table) records it,
 * so an admin who deletes every demo FAQ does not get them back on the next restart.
 * Returns whether anything was inserted.
 */
type FaqText = FaqSetEntry['translations'][string];

export async function seedDemoData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marker = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_MARKER));
    if (marker.length > 0) return false;
    // Spread creation times so "newest first" lists show a stable, sensible order.
    const base = Date.now() - demoFaqs.length * 60_000;
    for (const [i, faq] of demoFaqs.entries()) {
      const id = randomUUID();
      // The first language version is the FAQ's own; the others are its translations.
      const [first, ...others] = Object.entries(faq.translations) as [string, FaqText][];
      if (!first) continue;
      const [language, own] = first;
      await tx.insert(faqs).values({
        id,
        language,
        question: own.question,
        answer: own.answer,
        aliases: own.aliases,
        category: faq.category,
        keywords: faq.keywords,
        createdAt: new Date(base + i * 60_000),
      });
      await tx.insert(faqTranslations).values(
        others.map(([language, text]) => ({
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
      // The file too, so the demo documents can be downloaded and reprocessed like uploads.
      await storeDocumentFile(tx, {
        documentId: id,
        mimeType: 'text/plain',
        bytes: Buffer.from(doc.content),
        text: doc.content,
      });
    }
    await tx.insert(appMeta).values({ key: SEED_MARKER, value: new Date().toISOString() });
    return true;
  });
}
