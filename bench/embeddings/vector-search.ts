/**
 * Speed of the in-memory vector search the chat uses with an embeddings model: 1,000 FAQs x 12 languages x
 * 2 texts (question with aliases, answer) of random unit vectors, 1,024 dimensions (bge-m3's size).
 * Prints build time, memory and the time per question of the linear cosine scan.
 * Run: npx tsx bench/embeddings/vector-search.ts [--faqs 1000] [--dimension 1024]
 */
import { VectorIndex } from '../../apps/server/src/modules/embeddings/vector-index.ts';

const arg = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const faqs = arg('--faqs', 1000);
const dimension = arg('--dimension', 1024);
const languages = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ru', 'ar', 'zh', 'ja', 'ko'];

// A fixed-seed generator, so every run measures the same vectors.
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31 - 0.5;
};
const vector = () => Array.from({ length: dimension }, random);

const rows = [];
for (let f = 0; f < faqs; f++)
  for (const language of languages)
    for (let part = 0; part < 2; part++) rows.push({ id: `faq-${f}`, language, vector: vector() });

const before = process.memoryUsage();
let started = performance.now();
const index = VectorIndex.build(rows);
const buildMs = performance.now() - started;
const after = process.memoryUsage();
const heapMb = (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / 2 ** 20;

const questions = Array.from({ length: 50 }, vector);
index.nearest(questions[0] ?? [], 8); // warm-up
started = performance.now();
for (const q of questions) index.nearest(q, 8);
const perQuestion = (performance.now() - started) / questions.length;

console.log(`${index.size} vectors of ${dimension} dimensions (${faqs} FAQs x 12 languages x 2 texts)`);
console.log(
  `build ${buildMs.toFixed(0)} ms, about ${heapMb.toFixed(0)} MB more memory (heap and typed arrays)`,
);
console.log(`nearest 8 FAQs: ${perQuestion.toFixed(1)} ms per question (mean of ${questions.length})`);
