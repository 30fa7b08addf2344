/**
 * Load test of POST /api/v1/chat with 1,000 FAQs and 10,000 document chunks, on the embedded PGlite and on
 * PostgreSQL (TEST_DATABASE_URL or postgres://root@127.0.0.1:5432/test). Prints p50/p99 latency and replies
 * per second for unique questions (cache misses) and for one repeated question (cache hits).
 * Run: npx tsx bench/chat-load/run.ts [pglite|postgres]   (BENCH_SECONDS: length of a run; BENCH_RUNS: runs
 * per case, reported with their median; PGLITE_FSYNC=false: the embedded database without fsync)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSettings } from '@parley/contract/settings';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { documentChunks, documents, faqs, settings } from '../../apps/server/src/db/schema.ts';
import { syntheticChunks, syntheticFaqs, visitorQuestions } from './knowledge.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const FAQS = 1000;
const CHUNKS = 10_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
// This machine is shared and noisy: several runs per case, each printed, then their median.
const RUNS = Number(process.env.BENCH_RUNS ?? 1);

async function fill(database: Database) {
  await runMigrations(database);
  const db = database.db;
  const s = defaultSettings();
  // Every request comes from a distinct visitor address, so the per-visitor limit never trips.
  s.security.maxRequestsPerMinute = 10_000;
  await db.insert(settings).values({ key: 'chatbot_settings', value: s });
  const rows = syntheticFaqs(FAQS).map((f) => ({ id: randomUUID(), ...f }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(faqs).values(rows.slice(i, i + 500));
  const docId = randomUUID();
  await db
    .insert(documents)
    .values({ id: docId, name: 'Gear guide.txt', fileType: 'txt', status: 'processed', chunksCount: CHUNKS });
  const chunks = syntheticChunks(CHUNKS).map((c, position) => ({
    id: randomUUID(),
    documentId: docId,
    position,
    ...c,
  }));
  for (let i = 0; i < chunks.length; i += 1000)
    await db.insert(documentChunks).values(chunks.slice(i, i + 1000));
  await database.close();
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = 3900 + Math.floor(Math.random() * 90);
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/server/dist/main.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      NODE_ENV: 'production',
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url };
    } catch {}
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 50));
  }
}

function load(url: string, connections: number, questions: string[]) {
  let n = 0;
  return autocannon({
    url: `${url}/api/v1/chat`,
    connections,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const i = n++;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: JSON.stringify({ message: questions[i % questions.length] }),
          };
        },
      },
    ],
  });
}

function line(label: string, p50: number, p99: number, perSecond: number, errors: number) {
  console.log(
    `${label.padEnd(44)} p50 ${String(p50).padStart(4)} ms  p99 ${String(p99).padStart(4)} ms  ${perSecond.toFixed(0).padStart(5)} replies/s  errors ${errors}`,
  );
}

function report(label: string, r: autocannon.Result) {
  line(label, r.latency.p50, r.latency.p99, r.requests.average, r.errors + r.timeouts + r.non2xx);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

/** Each figure's median over the runs (errors are summed). */
function reportMedian(label: string, results: autocannon.Result[]) {
  line(
    `${label}${results.length > 1 ? ' (median)' : ''}`,
    median(results.map((r) => r.latency.p50)),
    median(results.map((r) => r.latency.p99)),
    median(results.map((r) => r.requests.average)),
    results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  );
}

async function bench(kind: 'pglite' | 'postgres', connections: number) {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'parley-load-'));
    await fill(await openPglite(join(dir, 'pgdata')));
    env = { DATA_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
    const name = `parley_load_${Date.now()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    await fill(await openPostgres(u.toString()));
    env = { DATABASE_URL: u.toString() };
    cleanup = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const { child, url } = await startServer(env);
  try {
    await load(url, 2, visitorQuestions(200)); // warm-up
    for (const [label, questions] of [
      ['unique questions', visitorQuestions(200_000)],
      ['repeated question', ['How do I track my parcel abroad?']],
    ] as const) {
      const results: autocannon.Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await load(url, connections, [...questions]);
        results.push(result);
        if (RUNS > 1) report(`  run ${run + 1}`, result);
      }
      const fsync = process.env.PGLITE_FSYNC === 'false' ? 'fsync off' : 'fsync on';
      reportMedian(
        `${kind === 'pglite' ? `pglite (${fsync})` : kind}, ${connections} visitors, ${label}`,
        results,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await cleanup();
  }
}

const which = process.argv[2];
console.log(`POST /api/v1/chat, ${FAQS} FAQs + ${CHUNKS} document chunks, ${DURATION} s per run`);
if (!which || which === 'pglite') await bench('pglite', 10);
if (!which || which === 'postgres') await bench('postgres', 50);
