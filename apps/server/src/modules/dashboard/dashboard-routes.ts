import { dashboardResponseSchema, notificationsResponseSchema } from '@parley/contract/admin';
import { count, desc, eq, isNull, or } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { contactMessages, documents, faqs } from '../../db/schema.ts';
import type { ApiDocs } from '../../http/openapi.ts';
import type { AuthedEnv } from '../auth/current-user.ts';

const RECENT = 5;

export function dashboardRoutes(db: Db, docs: ApiDocs) {
  const admin = { auth: 'admin' as const, tag: 'admin: dashboard' };
  docs.add(
    {
      ...admin,
      method: 'get',
      path: '/admin/dashboard',
      summary: 'Counts and recent items for the dashboard',
      response: dashboardResponseSchema,
    },
    {
      ...admin,
      method: 'get',
      path: '/admin/notifications',
      summary: 'New contact messages and failed documents',
      response: notificationsResponseSchema,
    },
  );
  return new Hono<AuthedEnv>()
    .get('/dashboard', async (c) => {
      const [[total], [pending], [processed], recentFaqs, recentDocuments] = await Promise.all([
        db.select({ n: count() }).from(faqs),
        db.select({ n: count() }).from(documents).where(eq(documents.status, 'pending')),
        db.select({ n: count() }).from(documents).where(eq(documents.status, 'processed')),
        db.select().from(faqs).orderBy(desc(faqs.createdAt), desc(faqs.id)).limit(RECENT),
        db.select().from(documents).orderBy(desc(documents.createdAt), desc(documents.id)).limit(RECENT),
      ]);
      return c.json({
        totalFaqs: total?.n ?? 0,
        documentsProcessing: pending?.n ?? 0,
        documentsProcessed: processed?.n ?? 0,
        recentFaqs: recentFaqs.map((f) => ({
          id: f.id,
          question: f.question,
          status: f.status,
          created_at: f.createdAt.toISOString(),
        })),
        recentDocuments: recentDocuments.map((d) => ({
          id: d.id,
          name: d.name,
          status: d.status,
          created_at: d.createdAt.toISOString(),
        })),
      });
    })
    .get('/notifications', async (c) => {
      const [messages, failed] = await Promise.all([
        db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(20),
        db
          .select()
          .from(documents)
          .where(or(eq(documents.status, 'failed')))
          .orderBy(desc(documents.updatedAt))
          .limit(20),
      ]);
      const items = [
        ...messages.map((m) => ({
          id: m.id,
          kind: 'contact_message' as const,
          title: `${m.name}: ${m.subject}`,
          created_at: m.createdAt.toISOString(),
          read: m.readAt !== null,
        })),
        ...failed.map((d) => ({
          id: d.id,
          kind: 'document_failed' as const,
          title: `Document failed: ${d.name}`,
          created_at: d.updatedAt.toISOString(),
          read: false,
        })),
      ].sort((a, b) => b.created_at.localeCompare(a.created_at));
      const [unread] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(isNull(contactMessages.readAt));
      return c.json({ items, unread: (unread?.n ?? 0) + failed.length });
    });
}
