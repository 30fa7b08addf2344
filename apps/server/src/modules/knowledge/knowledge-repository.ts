import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentChunks, documents, faqs, faqTranslations } from '../../db/schema.ts';

export interface FaqVersionRecord {
  language: string;
  question: string;
  answer: string;
  aliases: string[];
}

export interface FaqRecord {
  id: string;
  category: string | null;
  keywords: string[];
  /** The FAQ's own language version first, then its translations. */
  versions: FaqVersionRecord[];
}

export interface ChunkRecord {
  id: string;
  documentId: string;
  title: string;
  language: string;
  content: string;
}

/** Every active FAQ with all its language versions, in two queries however many FAQs there are. */
export async function loadActiveFaqs(db: Db): Promise<FaqRecord[]> {
  const base = await db.select().from(faqs).where(eq(faqs.status, 'active'));
  const translations = await db
    .select({
      faqId: faqTranslations.faqId,
      language: faqTranslations.language,
      question: faqTranslations.question,
      answer: faqTranslations.answer,
      aliases: faqTranslations.aliases,
    })
    .from(faqTranslations)
    .innerJoin(faqs, eq(faqs.id, faqTranslations.faqId))
    .where(eq(faqs.status, 'active'));
  const byFaq = new Map<string, FaqRecord>();
  for (const f of base) {
    byFaq.set(f.id, {
      id: f.id,
      category: f.category,
      keywords: f.keywords,
      versions: [{ language: f.language, question: f.question, answer: f.answer, aliases: f.aliases }],
    });
  }
  for (const t of translations) {
    const faq = byFaq.get(t.faqId);
    if (faq && t.language !== faq.versions[0]?.language) faq.versions.push(t);
  }
  return [...byFaq.values()];
}

/** Passages of processed documents only: a failed or half-processed upload never answers visitors. */
export async function loadProcessedChunks(db: Db): Promise<ChunkRecord[]> {
  return db
    .select({
      id: documentChunks.id,
      documentId: documentChunks.documentId,
      title: documentChunks.title,
      language: documentChunks.language,
      content: documentChunks.content,
      name: documents.name,
    })
    .from(documentChunks)
    .innerJoin(documents, eq(documents.id, documentChunks.documentId))
    .where(eq(documents.status, 'processed'))
    .then((rows) =>
      rows.map((r) => ({
        id: r.id,
        documentId: r.documentId,
        // Cite passages as "Document name: section".
        title: r.title === r.name ? r.name : `${r.name}: ${r.title}`,
        language: r.language,
        content: r.content,
      })),
    );
}
