/**
 * Admin FAQ list with 10,000 FAQs (each with 2 language versions): server-side search, sort and paging.
 * Prints the median time of each query over 20 runs through the real HTTP app (in-process, PGlite).
 * Run: npx tsx bench/faq-admin/run.ts
 */
import { randomUUID } from 'node:crypto';
import { faqs, faqTranslations } from '../../apps/server/src/db/schema.ts';
import { asBrowser, signUp } from '../../apps/server/src/modules/auth/test-auth.ts';
import { createTestApp } from '../../apps/server/src/test-app.ts';
import { syntheticFaqs } from '../chat-load/knowledge.ts';

const t = await createTestApp('pglite');
const cookie = await signUp(t, 'admin@bench.example');
const base = syntheticFaqs(3000);
const rows = Array.from({ length: 10_000 }, (_, i) => {
  const f = base[i % base.length] ?? base[0];
  return {
    id: randomUUID(),
    question: `${f?.question} (${i})`,
    answer: f?.answer ?? '',
    createdAt: new Date(Date.now() - i * 1000),
  };
});
for (let i = 0; i < rows.length; i += 1000) {
  const batch = rows.slice(i, i + 1000);
  await t.database.db.insert(faqs).values(batch);
  await t.database.db.insert(faqTranslations).values(
    batch.map((r) => ({
      faqId: r.id,
      language: 'es',
      question: `ES ${r.question}`,
      answer: `ES ${r.answer}`,
    })),
  );
}

const queries = [
  'pageSize=10',
  'pageSize=50&page=150',
  'q=parcel&pageSize=25',
  'q=confirms%20within%203&sort=question&order=asc',
  'sort=status&order=asc&page=400&pageSize=25',
];
for (const q of queries) {
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    const res = await t.app.request(`/api/v1/admin/faqs?${q}`, { headers: asBrowser(cookie) });
    if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
    await res.json();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`GET /admin/faqs?${q.padEnd(46)} median ${times[10]?.toFixed(1)} ms`);
}
await t.close();
