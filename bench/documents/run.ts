/**
 * Document questions answered from documents: the dev set's documents (bench/documents/corpus.ts: 10 files,
 * PDF/DOC/DOCX/TXT, 8 languages) are uploaded and processed through the real service, then each question
 * of questions.json is asked through POST /api/v1/chat. A question counts when the reply's first source is
 * a document and it is the document that answers it. Printed per language and overall, then again with
 * 10,000 extra passages loaded (distractors), with the reply latency p50/p99 at that size.
 * PGlite by default; BENCH_DATABASE_URL=postgres://... runs it on PostgreSQL (a throwaway database).
 * Run: npx tsx bench/documents/run.ts     (BENCH_ROUNDS: latency rounds over the questions, default 5)
 */

import {
  insertDocument,
  savePassages,
} from '../../apps/server/src/modules/documents/documents-repository.ts';
import { jsonRequest } from '../../apps/server/src/test-app.ts';
import { syntheticChunks } from '../chat-load/knowledge.ts';
import { benchApp, settled } from './bench-app.ts';
import { CORPUS } from './corpus.ts';
import { type DevQuestion, loadQuestions } from './questions.ts';

const DISTRACTORS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;

const questions = loadQuestions();
const t = await benchApp(kind);
const db = t.database.db;

const ids = new Map<string, string>();
for (const doc of CORPUS) {
  const item = await t.services.documents.upload({ name: doc.name, bytes: await doc.make() });
  ids.set(doc.name, item.id);
}
for (const doc of CORPUS) {
  const row = await settled(t, ids.get(doc.name) ?? '');
  console.log(
    `${doc.name.padEnd(32)} ${row.status}, ${row.chunksCount} passages, language ${row.language}${row.error ? ` (${row.error})` : ''}`,
  );
}
for (const q of questions) if (!ids.has(q.document)) throw new Error(`No document named ${q.document}`);

interface Reply {
  sources: { type: string; id: string; title: string }[];
}

async function ask(q: DevQuestion): Promise<{ ok: boolean; ms: number; source: string }> {
  const started = performance.now();
  const res = await t.app.request('/api/v1/chat', jsonRequest('POST', { message: q.question }));
  const reply = (await res.json()) as Reply;
  const ms = performance.now() - started;
  const first = reply.sources[0];
  const ok = first?.type === 'document' && first.id === ids.get(q.document);
  return { ok, ms, source: first ? `${first.type}: ${first.title}` : 'none' };
}

async function accuracy(label: string): Promise<void> {
  await t.services.cache.clear();
  const byLanguage = new Map<string, { ok: number; n: number }>();
  const missed: string[] = [];
  for (const q of questions) {
    const { ok, source } = await ask(q);
    const tally = byLanguage.get(q.language) ?? { ok: 0, n: 0 };
    tally.n++;
    if (ok) tally.ok++;
    else missed.push(`  missed [${q.language}] ${q.question}  -> ${source}`);
    byLanguage.set(q.language, tally);
  }
  const pct = (ok: number, n: number) => `${((100 * ok) / n).toFixed(1)}% (${ok}/${n})`;
  const total = [...byLanguage.values()].reduce((a, b) => ({ ok: a.ok + b.ok, n: a.n + b.n }), {
    ok: 0,
    n: 0,
  });
  console.log(`\n${label}: answered from the right document ${pct(total.ok, total.n)}`);
  console.log(`  ${[...byLanguage].map(([l, { ok, n }]) => `${l} ${pct(ok, n)}`).join(', ')}`);
  for (const line of missed) console.log(line);
}

await accuracy(`${kind}, ${CORPUS.length} documents, ${questions.length} questions`);

// Distractors: one more processed document of 10,000 passages of outdoor-gear prose, saved the way a
// processed upload is, so the index must find the right passage among 10,000 more.
const distractor = await insertDocument(db, {
  name: 'Gear guide.txt',
  fileType: 'txt',
  mimeType: 'text/plain',
  bytes: new TextEncoder().encode('gear guide'),
});
const chunks = syntheticChunks(DISTRACTORS).map((c, position) => ({ ...c, position, language: 'en' }));
await savePassages(db, distractor.id, { text: 'gear guide', language: 'en', chunks });
await t.services.knowledge.changed('documents');
await accuracy(`with ${DISTRACTORS.toLocaleString('en')} extra passages`);

const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  // Each round misses the answer cache, as a new question would.
  await t.services.cache.clear();
  for (const q of questions) times.push((await ask(q)).ms);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(1);
console.log(
  `\nreply latency with ${DISTRACTORS.toLocaleString('en')} extra passages (${times.length} replies, cache cleared each round): p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
);
await t.close();
