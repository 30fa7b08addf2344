import type { ChatMessage, PublicSession } from '@parley/contract/chat';
import type { MessageRow, SessionRow } from './sessions-repository.ts';

export function toPublicSession(row: SessionRow): PublicSession {
  return {
    id: row.id,
    status: row.status,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    last_activity: row.lastActivity.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

export function toChatMessage(row: MessageRow): ChatMessage {
  const m = row.metadata;
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    language: row.language,
    requires_clarification: m.requires_clarification ?? false,
    clarification_options: m.clarification_options ?? [],
    sources: m.sources ?? [],
    metadata: {
      ...(m.detected_language ? { detected_language: m.detected_language } : {}),
      is_clarification: m.requires_clarification ?? false,
      ...(m.cached !== undefined ? { cached: m.cached } : {}),
      ...(m.failed ? { failed: true } : {}),
    },
  };
}
