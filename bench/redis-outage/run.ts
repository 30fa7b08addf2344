/**
 * 500 visitors x 10 chat messages against Parley on PostgreSQL + Redis, with Redis cut off halfway and back a
 * few seconds later. Redis is reached through a TCP proxy this script controls (the machine's Redis is shared,
 * so it is never stopped); cutting the proxy drops every connection and refuses new ones, as a stopped Redis
 * does. Prints acknowledged vs stored messages, 5xx count and reply latency. Loopback only, bounded (5 min).
 * Run: npm run build -w apps/server && npx tsx bench/redis-outage/run.ts
 * (TEST_DATABASE_URL, TEST_REDIS_URL; BENCH_VISITORS, BENCH_MESSAGES, BENCH_OUTAGE_SECONDS, BENCH_THINK_SECONDS)
 * BENCH_THINK_SECONDS: a visitor's pause between getting a reply and sending the next message (reading it,
 * typing), with the visitors' first messages spread over that time. 0 (the default) sends the next message
 * at once: 500 machines at full speed, a saturation test whose latency is bounded by throughput.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';
import postgres from 'postgres';

const ROOT = new URL('../../', import.meta.url).pathname;
const VISITORS = Number(process.env.BENCH_VISITORS ?? 500);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10);
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 5) * 1000;
const THINK_MS = Number(process.env.BENCH_THINK_SECONDS ?? 0) * 1000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const redis = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const QUESTIONS = [
  'How long does shipping take?',
  'Can I return a tent?',
  'Do you ship abroad?',
  'hello',
  'What are your opening hours?',
];

/** A TCP proxy to Redis that can be cut (all connections dropped, new ones refused) and restored. */
function redisProxy() {
  // The first listen takes a free port; a restore listens on the same one.
  let port = 0;
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const start = () =>
    new Promise<void>((ok) => {
      const listening = createServer((client) => {
        const upstream = connect(Number(redis.port || 6379), redis.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port;
        ok();
      });
    });
  const stop = () =>
    new Promise<void>((ok) => {
      for (const s of sockets) s.destroy();
      server?.close(() => ok());
    });
  return { start, stop, port: () => port };
}

async function waitReady(url: string, child: ChildProcess) {
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {}
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const name = `parley_outage_${Date.now()}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${name}`;
const proxy = redisProxy();
await proxy.start();
const proxyPort = proxy.port();
const port = 3900 + Math.floor(Math.random() * 90);
const url = `http://127.0.0.1:${port}`;
// Redis database 9 keeps the bench's keys apart from other users of the shared Redis.
const child = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: `redis://127.0.0.1:${proxyPort}/9`,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'true',
    NODE_ENV: 'production',
  },
  stdio: 'inherit',
});
const deadline = setTimeout(() => {
  console.error('bench took over 5 minutes; stopping');
  child.kill('SIGKILL');
  process.exit(1);
}, 300_000);

try {
  await waitReady(url, child);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const failures = new Map<string, number>();
  let acknowledged = 0;
  let sent = 0;
  let outage: Promise<void> | undefined;
  const half = (VISITORS * MESSAGES) / 2;
  const visitor = async (v: number) => {
    let sessionId: string | undefined;
    await pause(Math.random() * THINK_MS);
    for (let m = 0; m < MESSAGES; m++) {
      if (m > 0) await pause(THINK_MS);
      if (++sent === half)
        outage = (async () => {
          console.log(`Redis cut after ${half} messages`);
          await proxy.stop();
          await new Promise((r) => setTimeout(r, OUTAGE_MS));
          await proxy.start();
          console.log(`Redis back after ${OUTAGE_MS / 1000} s`);
        })();
      const started = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${url}/api/v1/chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${v >> 8}.${v & 255}` },
          body: JSON.stringify({
            message: QUESTIONS[(v + m) % QUESTIONS.length],
            ...(sessionId ? { session_id: sessionId } : {}),
          }),
        });
        status = res.status;
        const body = (await res.json()) as { session_id?: string; message_id?: string };
        if (res.ok && body.message_id) {
          acknowledged++;
          sessionId = body.session_id;
        }
      } catch (err) {
        status = -1;
        const cause = String((err as { cause?: unknown }).cause ?? err);
        failures.set(cause, (failures.get(cause) ?? 0) + 1);
      }
      latencies.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: VISITORS }, (_, v) => visitor(v)));
  await outage;
  const seconds = (performance.now() - began) / 1000;
  const db = postgres(dbUrl.toString(), { max: 1, onnotice: () => {} });
  const [row] =
    await db`select count(*) filter (where role = 'user')::int as questions, count(*) filter (where role = 'assistant')::int as replies from chat_messages`;
  await db.end();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  const fiveHundreds = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  console.log(
    `${VISITORS} visitors x ${MESSAGES} messages, ${THINK_MS / 1000} s between a reply and the next message, on PostgreSQL + Redis (cut ${OUTAGE_MS / 1000} s halfway), ${seconds.toFixed(1)} s, ${Math.round((VISITORS * MESSAGES) / seconds)} replies/s`,
  );
  console.log(
    `statuses: ${[...statuses].map(([s, c]) => `${s === -1 ? 'network error' : s}: ${c}`).join(', ')}`,
  );
  for (const [cause, count] of failures) console.log(`  network error x${count}: ${cause}`);
  console.log(
    `acknowledged replies ${acknowledged}; stored: ${row?.questions} questions, ${row?.replies} replies; 5xx ${fiveHundreds}`,
  );
  console.log(
    `reply latency p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, max ${Math.round(latencies.at(-1) ?? 0)} ms`,
  );
} finally {
  clearTimeout(deadline);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await proxy.stop();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
