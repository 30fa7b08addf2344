import { type AnyColumn, and, asc, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsSnapshots, chatMessages, chatSessions } from '../../db/schema.ts';

export interface Range {
  from: Date;
  /** Exclusive. */
  to: Date;
}

const inRange = (column: AnyColumn, r: Range) => and(gte(column, r.from), lt(column, r.to)) as SQL;

/** Anonymous visitors share the user id 'anonymous'; each of their sessions counts as one visitor. */
const visitor = sql`case when ${chatSessions.userId} = 'anonymous' then ${chatSessions.id} else ${chatSessions.userId} end`;
const day = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const int = (expr: SQL) => sql`(${expr})::int`.mapWith(Number);
const outcome = sql`${chatMessages.metadata}->>'outcome'`;

/** Sessions created in the range (all sessions without one): count and mean duration in milliseconds. */
export async function sessionTotals(db: Db, range: Range | undefined) {
  const [row] = await db
    .select({
      total: count(),
      avgDuration:
        sql`coalesce(avg(extract(epoch from ${chatSessions.lastActivity} - ${chatSessions.createdAt}) * 1000), 0)::float8`.mapWith(
          Number,
        ),
    })
    .from(chatSessions)
    .where(range ? inRange(chatSessions.createdAt, range) : undefined);
  return { total: row?.total ?? 0, avgDuration: Math.round(row?.avgDuration ?? 0) };
}

export async function messageTotal(db: Db, range: Range | undefined): Promise<number> {
  return db.$count(chatMessages, range ? inRange(chatMessages.createdAt, range) : undefined);
}

/** Active sessions and visitors: activity since `since` (now minus the session timeout). */
export async function activity(db: Db, since: Date) {
  const [row] = await db
    .select({
      sessions: int(sql`count(*) filter (where ${chatSessions.status} = 'active')`),
      users: int(sql`count(distinct ${visitor})`),
    })
    .from(chatSessions)
    .where(gte(chatSessions.lastActivity, since));
  return { sessions: row?.sessions ?? 0, users: row?.users ?? 0 };
}

export async function totalVisitors(db: Db): Promise<number> {
  const [row] = await db.select({ n: int(sql`count(distinct ${visitor})`) }).from(chatSessions);
  return row?.n ?? 0;
}

/** Percent of replies since `since` that came from the answer cache (visitor messages are never cached). */
export async function cacheHitRate(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({
      rate: sql`coalesce(avg(case when ${chatMessages.metadata}->>'cached' = 'true' then 100.0 else 0 end), 0)::float8`.mapWith(
        Number,
      ),
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.role, 'assistant'), gte(chatMessages.createdAt, since)));
  return Math.round((row?.rate ?? 0) * 10) / 10;
}

export async function sessionsPerDay(db: Db, range: Range) {
  const d = day(chatSessions.createdAt);
  return db
    .select({ day: d, count: count() })
    .from(chatSessions)
    .where(inRange(chatSessions.createdAt, range))
    .groupBy(d)
    .orderBy(d);
}

export async function messagesPerDay(db: Db, range: Range) {
  const d = day(chatMessages.createdAt);
  return db
    .select({ day: d, count: count() })
    .from(chatMessages)
    .where(inRange(chatMessages.createdAt, range))
    .groupBy(d)
    .orderBy(d);
}

/** Languages visitors wrote in. */
export async function languages(db: Db, range: Range) {
  return db
    .select({ language: chatMessages.language, count: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.role, 'user'), inRange(chatMessages.createdAt, range)))
    .groupBy(chatMessages.language)
    .orderBy(sql`count(*) desc`, chatMessages.language);
}

/** Replies by what the engine made of the question, and their response-time percentiles (ms). */
export async function replies(db: Db, range: Range) {
  const responseTime = sql`(${chatMessages.metadata}->>'response_time')::float8`;
  const [row] = await db
    .select({
      answered: int(sql`count(*) filter (where ${outcome} in ('faq', 'document'))`),
      clarified: int(sql`count(*) filter (where ${outcome} = 'clarification')`),
      notFound: int(sql`count(*) filter (where ${outcome} = 'not_found')`),
      fromDocuments: int(sql`count(*) filter (where ${outcome} = 'document')`),
      fromLlm: int(sql`count(*) filter (where ${chatMessages.metadata}->>'answered_by' = 'llm')`),
      p50: sql`percentile_cont(0.5) within group (order by ${responseTime})`.mapWith((v) =>
        v === null ? null : Math.round(Number(v)),
      ),
      p95: sql`percentile_cont(0.95) within group (order by ${responseTime})`.mapWith((v) =>
        v === null ? null : Math.round(Number(v)),
      ),
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.role, 'assistant'), inRange(chatMessages.createdAt, range)));
  return row;
}

/** Visitor messages by hour of the day (UTC). */
export async function busiestHours(db: Db, range: Range) {
  const hour = int(sql`extract(hour from ${chatMessages.createdAt} at time zone 'UTC')`);
  return db
    .select({ hour, count: count() })
    .from(chatMessages)
    .where(and(eq(chatMessages.role, 'user'), inRange(chatMessages.createdAt, range)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** The visitor questions most often answered 'not found', each with the question as first worded. */
export async function topUnanswered(db: Db, range: Range, limit: number) {
  // Raw SQL gets ISO strings: postgres-js cannot bind a Date outside Drizzle's column mapping.
  const result: unknown = await db.execute(sql`
    select min(q.content) as question, count(*)::int as count
    from ${chatMessages} r
    cross join lateral (
      select u.content from ${chatMessages} u
      where u.session_id = r.session_id and u.role = 'user' and u.created_at <= r.created_at
      order by u.created_at desc, u.id desc limit 1
    ) q
    where r.role = 'assistant' and r.metadata->>'outcome' = 'not_found'
      and r.created_at >= ${range.from.toISOString()}::timestamptz
      and r.created_at < ${range.to.toISOString()}::timestamptz
    group by lower(trim(q.content))
    order by count desc, question
    limit ${limit}`);
  // PGlite returns { rows }, postgres-js the rows themselves.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    question: string;
    count: number;
  }[];
  return rows.map((r) => ({ question: r.question, count: Number(r.count) }));
}

export async function snapshotsIn(db: Db, range: Range) {
  return db
    .select()
    .from(analyticsSnapshots)
    .where(and(gte(analyticsSnapshots.timestamp, range.from), lt(analyticsSnapshots.timestamp, range.to)))
    .orderBy(asc(analyticsSnapshots.timestamp));
}

export async function insertSnapshot(db: Db, row: typeof analyticsSnapshots.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(analyticsSnapshots)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: analyticsSnapshots.id });
  return inserted.length > 0;
}
