import type { AdminChatMessage, AdminChatSession } from '@parley/contract/chat-admin';
import { csvCell } from '../../http/csv-cell.ts';
import type { MessageRow } from '../sessions/sessions-repository.ts';
import type { AdminSessionRow } from './chat-sessions-repository.ts';

export function toAdminSession(row: AdminSessionRow, now: Date): AdminChatSession {
  const expired = row.status === 'active' && row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    createdAt: row.createdAt.toISOString(),
    lastActivity: row.lastActivity.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    messageCount: row.messageCount,
    userId: row.userId,
    language: row.language,
    metadata: { ...row.metadata },
    analytics: { ...row.analytics },
  };
}

/** The transcript with what each reply was made of, and which visitor messages picked an offered option. */
export function toAdminMessages(rows: MessageRow[]): AdminChatMessage[] {
  let offered: string[] = [];
  return rows.map((row) => {
    const m = row.metadata;
    const pickedOption = row.role === 'user' && offered.includes(row.content);
    if (row.role === 'assistant') offered = m.clarification_options ?? [];
    return {
      id: row.id,
      role: row.role,
      content: row.content,
      language: row.language,
      createdAt: row.createdAt.toISOString(),
      responseTime: m.response_time ?? null,
      cached: m.cached ?? false,
      outcome: m.outcome ?? null,
      answeredBy: m.answered_by ?? null,
      sources: m.sources ?? [],
      clarificationOptions: m.clarification_options ?? [],
      pickedOption,
      metadata: { ...m },
    };
  });
}

export const CSV_HEADER = [
  'id',
  'status',
  'created_at',
  'last_activity',
  'expires_at',
  'user_id',
  'language',
  'message_count',
  'avg_response_time_ms',
  'total_duration_ms',
  'languages_used',
  'topics_discussed',
  'referrer',
  'user_agent',
].join(',');

export function csvRow(s: AdminChatSession): string {
  const a = s.analytics as { avg_response_time?: number; total_duration?: number } & Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? v.join(' | ') : '');
  return [
    s.id,
    s.status,
    s.createdAt,
    s.lastActivity,
    s.expiresAt,
    s.userId,
    s.language,
    String(s.messageCount),
    String(a.avg_response_time ?? ''),
    String(a.total_duration ?? ''),
    list(a.languages_used),
    list(a.topics_discussed),
    String(s.metadata.referrer ?? ''),
    String(s.metadata.user_agent ?? ''),
  ]
    .map(csvCell)
    .join(',');
}
