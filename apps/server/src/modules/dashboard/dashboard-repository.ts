import { count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, documents, faqs } from '../../db/schema.ts';

export async function loadDashboardRows(db: Db, recent: number) {
  const [[total], [pending], [processed], recentFaqs, recentDocuments] = await Promise.all([
    db.select({ n: count() }).from(faqs),
    db.select({ n: count() }).from(documents).where(eq(documents.status, 'pending')),
    db.select({ n: count() }).from(documents).where(eq(documents.status, 'processed')),
    db.select().from(faqs).orderBy(desc(faqs.createdAt), desc(faqs.id)).limit(recent),
    db.select().from(documents).orderBy(desc(documents.createdAt), desc(documents.id)).limit(recent),
  ]);
  return {
    totalFaqs: total?.n ?? 0,
    pendingDocuments: pending?.n ?? 0,
    processedDocuments: processed?.n ?? 0,
    recentFaqs,
    recentDocuments,
  };
}

export async function loadNotificationRows(db: Db, limit: number) {
  const [messages, failed, [unread]] = await Promise.all([
    db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit),
    db
      .select()
      .from(documents)
      .where(eq(documents.status, 'failed'))
      .orderBy(desc(documents.updatedAt))
      .limit(limit),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  return { messages, failed, unreadMessages: unread?.n ?? 0 };
}
