import { type AnyColumn, and, asc, count, eq, gte, lt, min, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsDaily, analyticsSnapshots, chatMessages, chatSessions } from '../../db/schema.ts';
import { emptyAggregate, type MessageAggregate } from './message-aggregate.ts';

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
/** The summed durations (last activity - creation) of sessions, in milliseconds. */
const sessionMs =
  sql`coalesce(sum(extract(epoch from ${chatSessions.lastActivity} - ${chatSessions.createdAt}) * 1000), 0)::float8`.mapWith(
    Number,
  );

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
/** Rows of a raw query: PGlite returns { rows }, postgres-js the rows themselves. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/**
 * The message figures of a range, read from the messages themselves (see MessageAggregate). Raw SQL gets
 * ISO strings: postgres-js cannot bind a Date outside Drizzle's column mapping.
 */
export async function aggregateMessages(db: Db, range: Range): Promise<MessageAggregate> {
  const repliesIn = sql`r.created_at >= ${range.from.toISOString()}::timestamptz and r.created_at < ${range.to.toISOString()}::timestamptz`;
  const [sessions, perDay, visitors, [replies], times, unanswered] = await Promise.all([
    db
      .select({ day: day(chatSessions.createdAt), count: count(), ms: sessionMs })
      .from(chatSessions)
      .where(inRange(chatSessions.createdAt, range))
      .groupBy(sql`1`),
    db
      .select({ day: day(chatMessages.createdAt), count: count() })
      .from(chatMessages)
      .where(inRange(chatMessages.createdAt, range))
      .groupBy(sql`1`),
    db
      .select({
        language: chatMessages.language,
        hour: int(sql`extract(hour from ${chatMessages.createdAt} at time zone 'UTC')`),
        count: count(),
      })
      .from(chatMessages)
      .where(and(eq(chatMessages.role, 'user'), inRange(chatMessages.createdAt, range)))
      .groupBy(sql`1`, sql`2`),
    db
      .select({
        replies: count(),
        cached: int(sql`count(*) filter (where ${chatMessages.metadata}->>'cached' = 'true')`),
        answered: int(sql`count(*) filter (where ${outcome} in ('faq', 'document'))`),
        clarified: int(sql`count(*) filter (where ${outcome} = 'clarification')`),
        notFound: int(sql`count(*) filter (where ${outcome} = 'not_found')`),
        fromDocuments: int(sql`count(*) filter (where ${outcome} = 'document')`),
        fromLlm: int(sql`count(*) filter (where ${chatMessages.metadata}->>'answered_by' = 'llm')`),
      })
      .from(chatMessages)
      .where(and(eq(chatMessages.role, 'assistant'), inRange(chatMessages.createdAt, range))),
    db.execute(sql`
      select (r.metadata->>'response_time')::float8 as ms, count(*)::int as count
      from ${chatMessages} r
      where r.role = 'assistant' and r.metadata->>'response_time' is not null and ${repliesIn}
      group by 1`),
    // Each unanswered reply with the visitor question just before it.
    db.execute(sql`
      select lower(trim(q.content)) as key, min(q.content) as question, count(*)::int as count
      from ${chatMessages} r
      cross join lateral (
        select u.content from ${chatMessages} u
        where u.session_id = r.session_id and u.role = 'user' and u.created_at <= r.created_at
        order by u.created_at desc, u.id desc limit 1
      ) q
      where r.role = 'assistant' and r.metadata->>'outcome' = 'not_found' and ${repliesIn}
      group by 1`),
  ]);
  const aggregate = { ...emptyAggregate(), ...replies };
  for (const r of sessions) {
    aggregate.sessionsPerDay[r.day] = r.count;
    aggregate.sessions += r.count;
    aggregate.sessionMs += r.ms;
  }
  for (const r of perDay) {
    aggregate.perDay[r.day] = r.count;
    aggregate.messages += r.count;
  }
  for (const r of visitors) {
    aggregate.languages[r.language] = (aggregate.languages[r.language] ?? 0) + r.count;
    aggregate.hours[r.hour] = (aggregate.hours[r.hour] ?? 0) + r.count;
  }
  aggregate.responseTimes = rowsOf<{ ms: number; count: number }>(times)
    .map((r): [number, number] => [Number(r.ms), Number(r.count)])
    .sort((a, b) => a[0] - b[0]);
  aggregate.unanswered = rowsOf<{ key: string; question: string; count: number }>(unanswered).map((r) => [
    r.key,
    r.question,
    Number(r.count),
  ]);
  return aggregate;
}

/** The most frequent unanswered questions of merged aggregates, grouped and ordered in SQL as they were counted. */
export async function topUnanswered(db: Db, groups: MessageAggregate['unanswered'], limit: number) {
  if (groups.length === 0) return [];
  const json = JSON.stringify(groups.map(([key, question, count]) => ({ key, question, count })));
  const result = await db.execute(sql`
    select min(g.question) as question, sum(g.count)::int as count
    from jsonb_to_recordset(${json}::jsonb) as g(key text, question text, count int)
    group by g.key
    order by count desc, question
    limit ${limit}`);
  return rowsOf<{ question: string; count: number }>(result).map((r) => ({
    question: r.question,
    count: Number(r.count),
  }));
}

/** The first session's or message's time, from which the all-time figures start. */
export async function firstActivityAt(db: Db): Promise<Date | undefined> {
  const [[session], [message]] = await Promise.all([
    db.select({ at: min(chatSessions.createdAt) }).from(chatSessions),
    db.select({ at: min(chatMessages.createdAt) }).from(chatMessages),
  ]);
  const times = [session?.at, message?.at].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : undefined;
}

/** The rolled-up days in [from, to) ('YYYY-MM-DD') with their figures. */
export async function dailyRows(db: Db, from: string, to: string) {
  return db
    .select()
    .from(analyticsDaily)
    .where(and(gte(analyticsDaily.day, from), lt(analyticsDaily.day, to)));
}

/** The rolled-up days in [from, to) with their counters only (sessions, their duration, messages, replies, cached). */
export async function rolledDays(db: Db, from: string, to: string) {
  const counter = (name: string) => int(sql`(${analyticsDaily.data}->>${name})`);
  return db
    .select({
      day: analyticsDaily.day,
      messages: analyticsDaily.messages,
      sessions: counter('sessions'),
      sessionMs: sql`(${analyticsDaily.data}->>'sessionMs')::float8`.mapWith(Number),
      replies: counter('replies'),
      cached: counter('cached'),
    })
    .from(analyticsDaily)
    .where(and(gte(analyticsDaily.day, from), lt(analyticsDaily.day, to)));
}

/** The counters of a range read from its rows: sessions created and their duration, messages, replies, cached. */
export async function countRange(db: Db, range: Range) {
  const reply = sql`${chatMessages.role} = 'assistant'`;
  const [[sessions], [messages]] = await Promise.all([
    db
      .select({ sessions: count(), sessionMs })
      .from(chatSessions)
      .where(inRange(chatSessions.createdAt, range)),
    db
      .select({
        messages: count(),
        replies: int(sql`count(*) filter (where ${reply})`),
        cached: int(sql`count(*) filter (where ${reply} and ${chatMessages.metadata}->>'cached' = 'true')`),
      })
      .from(chatMessages)
      .where(inRange(chatMessages.createdAt, range)),
  ]);
  return {
    sessions: sessions?.sessions ?? 0,
    sessionMs: sessions?.sessionMs ?? 0,
    messages: messages?.messages ?? 0,
    replies: messages?.replies ?? 0,
    cached: messages?.cached ?? 0,
  };
}

export async function insertDaily(db: Db, dayKey: string, aggregate: MessageAggregate): Promise<void> {
  await db
    .insert(analyticsDaily)
    .values({ day: dayKey, messages: aggregate.messages, data: aggregate })
    .onConflictDoNothing();
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
