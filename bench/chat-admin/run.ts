/**
 * Chat Management with 100,000 sessions and 1,000,000 messages: the first page, Load More, a page deep in
 * the list, filtered pages, text search, one transcript, the analytics (before and after the hourly job rolls
 * up the past days) and the whole CSV export, through the real HTTP app (in-process).
 * Prints the median of BENCH_RUNS runs (default 9) per query, and for the export its time, size and the
 * growth of the process's memory while it streamed (read chunk by chunk and dropped, as a browser does),
 * then the peak resident memory of the whole run.
 * PGlite by default; BENCH_DATABASE_URL=postgres://... runs it on PostgreSQL (a throwaway database).
 * Run: node --expose-gc --import tsx bench/chat-admin/run.ts
 */
import { sql } from 'drizzle-orm';
import { asBrowser, signUp } from '../../apps/server/src/modules/auth/test-auth.ts';
import { createTestApp } from '../../apps/server/src/test-app.ts';

const SESSIONS = 100_000;
const MESSAGES = 1_000_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;

const t = await createTestApp(kind);
// The hourly retention sweep would expire and delete the older generated sessions if the run crossed an hour.
await t.services.jobs.stop();
const cookie = await signUp(t, 'admin@bench.example');
const db = t.database.db;

let started = performance.now();
// Generated in SQL: one session every 30 s going back ~35 days, 10 messages each; 10% archived, 10% expired,
// 12 languages; 2% of replies found no answer, 30% came from the cache.
await db.execute(sql`
  insert into chat_sessions (id, user_id, status, language, created_at, last_activity, expires_at, archived_at, metadata, analytics)
  select md5(g::text), case when g % 7 = 0 then 'user-' || (g % 5000) else 'anonymous' end,
    case when g % 10 = 1 then 'archived' else 'active' end,
    (array['en','es','fr','de','it','pt','nl','ru','zh','ja','ko','ar'])[1 + g % 12],
    now() - g * interval '30 seconds', now() - g * interval '30 seconds' + interval '5 minutes',
    case when g % 10 = 2 then now() - interval '1 hour' else now() + interval '1 hour' end,
    case when g % 10 = 1 then now() else null end,
    jsonb_build_object('referrer', 'direct', 'user_agent', 'Mozilla/5.0 bench'),
    jsonb_build_object('message_count', 10, 'avg_response_time', 40, 'total_duration', 300000,
      'languages_used', jsonb_build_array('en'), 'topics_discussed', jsonb_build_array(), 'last_activity_type', 'message')
  from generate_series(1, ${SESSIONS}) g`);
await db.execute(sql`
  insert into chat_messages (id, session_id, role, content, language, user_id, created_at, metadata)
  select 'm' || g, md5((1 + g % ${SESSIONS})::text),
    case when (g / ${SESSIONS}) % 2 = 0 then 'user' else 'assistant' end,
    case when (g / ${SESSIONS}) % 2 = 0
      then 'Question about ' || (array['tents','boots','shipping','returns','sizes','gift cards','rentals'])[1 + g % 7] || ' number ' || g
      else 'Here is what we know about that topic, reply ' || g end,
    'en', 'anonymous',
    now() - (1 + g % ${SESSIONS}) * interval '30 seconds' + (g / ${SESSIONS}) * interval '10 seconds',
    case when (g / ${SESSIONS}) % 2 = 0 then '{"type":"user_message"}'::jsonb
      else jsonb_build_object('type', 'assistant_response', 'cached', g % 10 < 3, 'response_time', 20 + g % 50,
        'outcome', case when g % 50 = 3 then 'not_found' else 'faq' end) end
  from generate_series(0, ${MESSAGES - 1}) g`);
await db.execute(sql`analyze`);
console.log(
  `${kind}: ${SESSIONS.toLocaleString('en')} sessions, ${MESSAGES.toLocaleString('en')} messages generated in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);

const get = (path: string) => t.app.request(`/api/v1/admin${path}`, { headers: asBrowser(cookie) });

async function median(label: string, path: string): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await get(path);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.json();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} median ${times[Math.floor(RUNS / 2)]?.toFixed(1).padStart(7)} ms   ${path}`,
  );
}

// A cursor from the middle of the list (page 5,000 of 10,000).
const deep = (await db.execute(
  sql`select id from chat_sessions order by created_at desc, id desc offset 50000 limit 1`,
)) as unknown;
const deepRows = (Array.isArray(deep) ? deep : (deep as { rows: unknown[] }).rows) as { id: string }[];
const deepCursor = deepRows[0]?.id ?? '';
const from = new Date(Date.now() - 20 * 86_400_000).toISOString();
const to = new Date(Date.now() - 10 * 86_400_000).toISOString();

const firstPage = (await (await get('/chat-sessions')).json()) as { nextCursor: string };
await median('first page', '/chat-sessions');
await median('Load More (page 2)', `/chat-sessions?cursor=${firstPage.nextCursor}`);
await median('page 5,000 (cursor)', `/chat-sessions?cursor=${deepCursor}`);
await median('filter: archived', '/chat-sessions?status=archived');
await median('filter: expired', '/chat-sessions?status=expired');
await median(
  'filter: French, active, 10+ messages',
  '/chat-sessions?language=fr&status=active&minMessages=10',
);
await median('filter: date range (10 days)', `/chat-sessions?from=${from}&to=${to}`);
await median('filter: unanswered questions', '/chat-sessions?unanswered=true');
await median(
  'filter: unanswered + German + range',
  `/chat-sessions?unanswered=true&language=de&from=${from}&to=${to}`,
);
await median('filter: text "gift cards"', '/chat-sessions?q=gift%20cards');
await median('filter: text matching nothing', '/chat-sessions?q=submarine');
await median('filter: Chinese text matching nothing', `/chat-sessions?q=${encodeURIComponent('退货政策')}`);
await median('filter: text "gift cards" + Spanish', '/chat-sessions?q=gift%20cards&language=es');
await median('one transcript', `/chat-sessions/${deepCursor}`);
started = performance.now();
await get('/analytics');
console.log(
  `${'analytics screen, before the daily roll-up'.padEnd(44)} 1 run  ${(performance.now() - started).toFixed(1).padStart(7)} ms   /analytics`,
);
// What the hourly job does at start-up and every hour: one row of figures per past day.
started = performance.now();
const days = await t.services.analytics.rollUpDays();
console.log(`daily roll-up job: ${days} days in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await median('stat cards (all-time summary)', '/analytics/summary');
await median('analytics screen (30 days of charts)', '/analytics');
await median(
  'analytics, 90 days',
  `/analytics?from=${new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10)}`,
);

// The export is read chunk by chunk and dropped, so what grows is what the server holds. At each quarter of
// the rows the bench prints the memory in use after a garbage collection (run with node --expose-gc):
// flat when the export streams, rising with the rows when something keeps them.
const gc = global.gc;
const heapAfterGc = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};
const heapBefore = heapAfterGc();
const rssBefore = process.memoryUsage().rss;
let peak = rssBefore;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
started = performance.now();
const res = await get('/chat-sessions/export.csv');
const reader = res.body?.getReader();
let bytes = 0;
let newlines = 0;
const quarters: string[] = [];
for (;;) {
  const chunk = await reader?.read();
  if (!chunk || chunk.done) break;
  bytes += chunk.value.byteLength;
  for (const b of chunk.value) if (b === 10) newlines++;
  peak = Math.max(peak, process.memoryUsage().rss);
  if (newlines > ((quarters.length + 1) * SESSIONS) / 4)
    quarters.push(`${((heapAfterGc() - heapBefore) / 1e6).toFixed(1)} MB`);
}
clearInterval(sampler);
console.log(
  `CSV export: ${(newlines - 1).toLocaleString('en')} sessions, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
    `resident memory grew by at most ${((peak - rssBefore) / 1e6).toFixed(0)} MB while streaming; ` +
    (gc
      ? `JavaScript heap growth after garbage collection at 25/50/75/100% of the rows: ${quarters.join(' / ')}`
      : 'run with node --expose-gc to see the heap kept at each quarter of the rows'),
);
console.log(
  `peak resident memory of the whole run: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);
await t.close();
