import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { MessageRow, SessionRow } from './sessions-repository.ts';

export type SessionRefresh = Pick<SessionRow, 'id' | 'lastActivity' | 'expiresAt' | 'analytics' | 'language'>;

/** Rows that one request needs written together: they land in one statement, or none of them do. */
export interface ChatWrite {
  sessions?: SessionRow[];
  messages?: MessageRow[];
  refreshes?: SessionRefresh[];
}

interface Pending {
  write: ChatWrite;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit for the chat hot path. Every chat message writes rows (a new session, the question, the
 * reply and its session's refreshed analytics); written one by one they cost a round trip and a commit
 * each, which is where most of a reply's time went. Writes wait for the end of the event loop's turn and
 * for the batch being written, so under load one statement carries the writes of many visitors, and
 * when idle a write goes out after one turn. Each caller still awaits its own write, so a question is stored before
 * it is answered. A failed batch is retried write by write, so one bad row fails only its own request.
 */
export class ChatWriteBatcher {
  private pending: Pending[] = [];
  private inFlight = 0;

  constructor(
    private readonly db: Db,
    /** Batches written at the same time: 1 for the embedded database (it runs one query at a time). */
    private readonly maxInFlight: number,
  ) {}

  write(write: ChatWrite): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ write, resolve, reject });
      // Requests whose data arrived in the same turn of the event loop reach this point one after
      // another; waiting for the end of the turn lets their writes share a batch.
      if (this.pending.length === 1) setImmediate(() => this.pump());
    });
  }

  private pump(): void {
    if (this.inFlight >= this.maxInFlight || this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.inFlight++;
    void this.flush(batch).finally(() => {
      this.inFlight--;
      this.pump();
    });
  }

  private async flush(batch: Pending[]): Promise<void> {
    try {
      await writeRows(this.db, merge(batch.map((p) => p.write)));
      for (const p of batch) p.resolve();
    } catch (err) {
      if (batch.length === 1) {
        batch[0]?.reject(err);
        return;
      }
      for (const p of batch) {
        await writeRows(this.db, p.write).then(p.resolve, p.reject);
      }
    }
  }
}

function merge(writes: ChatWrite[]): ChatWrite {
  const refreshes = new Map<string, SessionRefresh>();
  // Two messages of one session in a batch: the later refresh carries the later analytics.
  for (const w of writes) for (const r of w.refreshes ?? []) refreshes.set(r.id, r);
  return {
    sessions: writes.flatMap((w) => w.sessions ?? []),
    messages: writes.flatMap((w) => w.messages ?? []),
    refreshes: [...refreshes.values()],
  };
}

const json = (rows: object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * One statement for all rows: data-modifying CTEs, foreign keys checked at its end. Only the parts that
 * have rows are sent, since planning an empty part still costs the embedded database time.
 */
async function writeRows(db: Db, write: ChatWrite): Promise<void> {
  const parts: SQL[] = [];
  if (write.sessions?.length) parts.push(insertSessions(write.sessions));
  if (write.messages?.length) parts.push(insertMessages(write.messages));
  if (write.refreshes?.length) parts.push(refreshSessions(write.refreshes));
  if (parts.length === 0) return;
  const ctes = sql.join(
    parts.map((part, i) => sql`${sql.raw(`w${i}`)} as (${part})`),
    sql`, `,
  );
  await db.execute(sql`with ${ctes} select 1`);
}

function insertSessions(rows: SessionRow[]): SQL {
  const values = rows.map((s) => ({
    id: s.id,
    user_id: s.userId,
    status: s.status,
    language: s.language,
    created_at: s.createdAt,
    last_activity: s.lastActivity,
    expires_at: s.expiresAt,
    metadata: s.metadata,
    analytics: s.analytics,
  }));
  return sql`
    insert into chat_sessions (id, user_id, status, language, created_at, last_activity, expires_at, metadata, analytics)
    select id, user_id, status, language, created_at, last_activity, expires_at, metadata, analytics
    from jsonb_to_recordset(${json(values)}) as r(id text, user_id text, status text, language text,
      created_at timestamptz, last_activity timestamptz, expires_at timestamptz, metadata jsonb, analytics jsonb)`;
}

function insertMessages(rows: MessageRow[]): SQL {
  const values = rows.map((m) => ({
    id: m.id,
    session_id: m.sessionId,
    role: m.role,
    content: m.content,
    language: m.language,
    user_id: m.userId,
    created_at: m.createdAt,
    metadata: m.metadata,
  }));
  return sql`
    insert into chat_messages (id, session_id, role, content, language, user_id, created_at, metadata)
    select id, session_id, role, content, language, user_id, created_at, metadata
    from jsonb_to_recordset(${json(values)}) as r(id text, session_id text, role text, content text,
      language text, user_id text, created_at timestamptz, metadata jsonb)`;
}

function refreshSessions(rows: SessionRefresh[]): SQL {
  const values = rows.map((r) => ({
    id: r.id,
    last_activity: r.lastActivity,
    expires_at: r.expiresAt,
    analytics: r.analytics,
    language: r.language,
  }));
  return sql`
    update chat_sessions s
    set last_activity = r.last_activity, expires_at = r.expires_at, analytics = r.analytics, language = r.language
    from jsonb_to_recordset(${json(values)}) as r(id text, last_activity timestamptz, expires_at timestamptz,
      analytics jsonb, language text)
    where s.id = r.id`;
}
