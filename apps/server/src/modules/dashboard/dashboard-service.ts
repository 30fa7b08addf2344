import type { DashboardResponse, NotificationsResponse } from '@parley/contract/admin';
import type { Db } from '../../db/client.ts';
import { loadDashboardRows, loadNotificationRows } from './dashboard-repository.ts';

const RECENT = 5;
const NOTIFICATIONS = 20;

/** The admin dashboard's counts and recent items, and the bell's notifications. */
export class DashboardService {
  constructor(private readonly db: Db) {}

  async dashboard(): Promise<DashboardResponse> {
    const rows = await loadDashboardRows(this.db, RECENT);
    return {
      totalFaqs: rows.totalFaqs,
      documentsProcessing: rows.pendingDocuments,
      documentsProcessed: rows.processedDocuments,
      recentFaqs: rows.recentFaqs.map((f) => ({
        id: f.id,
        question: f.question,
        status: f.status,
        created_at: f.createdAt.toISOString(),
      })),
      recentDocuments: rows.recentDocuments.map((d) => ({
        id: d.id,
        name: d.name,
        status: d.status,
        created_at: d.createdAt.toISOString(),
      })),
    };
  }

  async notifications(): Promise<NotificationsResponse> {
    const { messages, failed, unreadMessages } = await loadNotificationRows(this.db, NOTIFICATIONS);
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
    return { items, unread: unreadMessages + failed.length };
  }
}
