import type { SessionMetadataInput } from '@parley/contract/chat';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { browserFamily, originOnly } from '../visitors/anonymize.ts';
import { ANONYMOUS_VISITOR } from '../visitors/visitor-id.ts';
import type { ChatWriteBatcher } from './chat-writes.ts';
import { newSessionId } from './session-id.ts';
import {
  archiveSession,
  archiveSessions,
  deleteSession,
  emptyAnalytics,
  findSession,
  listActiveSessionIdsAfter,
  listSessionMessages,
  type MessageRow,
  type SessionRow,
  updateSession,
} from './sessions-repository.ts';

export const sessionNotFound = () => new AppError('session_not_found', 'Session not found');

const SESSION_ID = /^[A-Za-z0-9_-]{32}$/;

export class SessionsService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly writes: ChatWriteBatcher,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** A session's latest messages, oldest first. */
  messages(sessionId: string, limit: number): Promise<MessageRow[]> {
    return listSessionMessages(this.db, sessionId, limit);
  }

  private expiryFrom(now: Date): Date {
    return new Date(now.getTime() + this.settings.get().session.timeout * 60_000);
  }

  private isUsable(row: SessionRow, now: Date): boolean {
    return row.status === 'active' && row.expiresAt.getTime() > now.getTime();
  }

  /** A new active session, not yet stored: the chat path stores it together with its first question. */
  draft(
    language: string | undefined,
    metadata: SessionMetadataInput = {},
    visitorId: string = ANONYMOUS_VISITOR,
  ): SessionRow {
    const now = this.clock();
    const settings = this.settings.get();
    const allowed = settings.chatbot.languages.map((l) => l.code);
    if (settings.dataRetention.enableAnonymizedStorage) metadata = anonymizeMetadata(metadata);
    return {
      id: newSessionId(),
      userId: visitorId,
      status: 'active',
      language: language && allowed.includes(language) ? language : settings.chatbot.defaultLanguage,
      createdAt: now,
      lastActivity: now,
      expiresAt: this.expiryFrom(now),
      archivedAt: null,
      metadata: { ...metadata, referrer: metadata.referrer || 'direct' },
      analytics: emptyAnalytics(),
    };
  }

  async create(
    language: string | undefined,
    metadata: SessionMetadataInput = {},
    visitorId: string = ANONYMOUS_VISITOR,
  ): Promise<SessionRow> {
    const session = this.draft(language, metadata, visitorId);
    try {
      await this.writes.write({ sessions: [session] });
      await this.enforceSessionLimit(session);
      return session;
    } catch (cause) {
      throw new AppError('session_create_failed', 'Failed to create new session', {
        cause: String(cause),
      });
    }
  }

  /**
   * Resumes a stored session when it is still valid; otherwise archives an idle one and starts anew.
   * Returns the session, its recent messages, and whether it was restored.
   */
  async initialize(
    storedId: string | undefined,
    language: string | undefined,
    metadata: SessionMetadataInput | undefined,
    visitorId: string = ANONYMOUS_VISITOR,
  ): Promise<{ session: SessionRow; messages: MessageRow[]; restored: boolean }> {
    const now = this.clock();
    if (storedId && SESSION_ID.test(storedId)) {
      const found = await findSession(this.db, storedId);
      // Another visitor's session is not resumed (nor archived): it is simply not this visitor's.
      const existing = found?.userId === visitorId ? found : undefined;
      if (existing && this.isUsable(existing, now)) {
        const touched = await this.touch(existing, 'session_resume');
        return {
          session: touched,
          messages: await listSessionMessages(this.db, existing.id, 50),
          restored: true,
        };
      }
      if (existing?.status === 'active') await archiveSession(this.db, existing.id, now);
    }
    return { session: await this.create(language, metadata, visitorId), messages: [], restored: false };
  }

  /**
   * The session a chat message goes to: a new one when the visitor has none yet, the stored one while
   * it is usable, and a fresh one (after archiving the old) once it went idle. Unknown ids are refused.
   * A new session is returned unsaved (`isNew`), to be stored in one write with the visitor's question.
   */
  async resolveForChat(
    id: string | undefined,
    language: string | undefined,
    visitorId: string = ANONYMOUS_VISITOR,
  ): Promise<{ session: SessionRow; isNew: boolean }> {
    if (!id) return { session: this.draft(language, {}, visitorId), isNew: true };
    const row = await this.requireExisting(id, visitorId);
    if (this.isUsable(row, this.clock())) return { session: row, isNew: false };
    if (row.status === 'active') await archiveSession(this.db, row.id, this.clock());
    return { session: this.draft(language ?? row.language, {}, visitorId), isNew: true };
  }

  /** Any existing session (active or not) of this visitor, for reading its history; 404 otherwise. */
  async requireExisting(id: string, visitorId: string = ANONYMOUS_VISITOR): Promise<SessionRow> {
    const row = SESSION_ID.test(id) ? await findSession(this.db, id) : undefined;
    if (!row || row.userId !== visitorId) throw sessionNotFound();
    return row;
  }

  async isValid(id: string, visitorId?: string): Promise<{ valid: boolean; session: SessionRow }> {
    const row = await this.requireExisting(id, visitorId);
    return { valid: this.isUsable(row, this.clock()), session: row };
  }

  /** The visitor deletes their own conversation: the session and (by cascade) its messages. */
  async remove(id: string, visitorId?: string): Promise<void> {
    const row = await this.requireExisting(id, visitorId);
    await deleteSession(this.db, row.id);
  }

  /**
   * Max sessions per user: once an identified visitor has more active sessions than allowed, the oldest
   * are archived. Anonymous visitors share no id, so each of their sessions stands alone.
   */
  async enforceSessionLimit(session: SessionRow): Promise<void> {
    if (session.userId === ANONYMOUS_VISITOR) return;
    const limit = this.settings.get().session.maxSessionsPerUser;
    const surplus = await listActiveSessionIdsAfter(this.db, session.userId, limit);
    await archiveSessions(this.db, surplus, this.clock());
  }

  /** Refreshes last_activity and expires_at and records what the visitor did. */
  async touch(row: SessionRow, activityType: string, language?: string): Promise<SessionRow> {
    const now = this.clock();
    const analytics = {
      ...row.analytics,
      last_activity_type: activityType,
      total_duration: now.getTime() - row.createdAt.getTime(),
    };
    const values = {
      lastActivity: now,
      expiresAt: this.expiryFrom(now),
      analytics,
      ...(language ? { language } : {}),
    };
    await updateSession(this.db, row.id, values);
    return { ...row, ...values };
  }

  /** The session after one answered exchange: analytics folded in, activity and expiry refreshed (not yet saved). */
  afterExchange(
    row: SessionRow,
    exchange: { language: string; responseTimeMs: number; topic?: string | null },
  ): SessionRow {
    const now = this.clock();
    const a = row.analytics;
    const answered = Math.floor(a.message_count / 2);
    const analytics = {
      message_count: a.message_count + 2,
      avg_response_time:
        Math.round(((a.avg_response_time * answered + exchange.responseTimeMs) / (answered + 1)) * 10) / 10,
      total_duration: now.getTime() - row.createdAt.getTime(),
      languages_used: a.languages_used.includes(exchange.language)
        ? a.languages_used
        : [...a.languages_used, exchange.language],
      topics_discussed:
        exchange.topic && !a.topics_discussed.includes(exchange.topic)
          ? [...a.topics_discussed, exchange.topic].slice(-20)
          : a.topics_discussed,
      last_activity_type: 'message',
    };
    const values = {
      lastActivity: now,
      expiresAt: this.expiryFrom(now),
      analytics,
      language: exchange.language,
    };
    return { ...row, ...values };
  }
}

/** Anonymized storage keeps the browser family, not the full user agent, and URLs without path or query. */
function anonymizeMetadata(metadata: SessionMetadataInput): SessionMetadataInput {
  return {
    ...metadata,
    ...(metadata.user_agent ? { user_agent: browserFamily(metadata.user_agent) } : {}),
    ...(metadata.referrer ? { referrer: originOnly(metadata.referrer) } : {}),
    ...(metadata.initial_url ? { initial_url: originOnly(metadata.initial_url) } : {}),
  };
}
