/**
 * Support benchmark: every dev set under sets/ (a business's FAQs in up to 12 languages and its visitors'
 * questions), asked as a new visitor's first message through language detection (session language
 * English) and the real reply decision. Prints, per set and language: paraphrases answered with the right
 * FAQ, right FAQ in one step (answered, or offered as a button), a wrong FAQ answered, off-topic questions
 * declined (no FAQ, no clarification, no passage), vague questions clarified.
 * With EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL set, the model's nearest FAQs are fused in as in the chat.
 * Run: npx tsx bench/retrieval-support/run.ts [--set <id>] [--misses]
 */

import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import { LanguageDetector } from '../../apps/server/src/modules/answering/detect-language.ts';
import { embeddedSearch } from './embedded-search.ts';
import { addTally, emptyTally, evaluate, rankSet, type Tally } from './evaluate.ts';
import { knowledgeFaqs, loadDevSets } from './sets.ts';

const arg = (name: string) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const only = arg('--set');
const sets = loadDevSets().filter((s) => !only || s.id === only);
if (sets.length === 0) throw new Error(`no dev set ${only ?? ''} under bench/retrieval-support/sets`);
const detector = await LanguageDetector.create();

const pct = (a: number, b: number) => (b === 0 ? '    -' : `${((100 * a) / b).toFixed(1)}%`.padStart(6));
const row = (label: string, t: Tally) =>
  `${label.padEnd(8)} ${String(t.paraphrases).padStart(5)} ${pct(t.answeredRight, t.paraphrases)}  ${pct(t.oneStep, t.paraphrases)}  ${pct(t.wrong, t.paraphrases)} | ${String(t.offTopic).padStart(4)} ${pct(t.declined, t.offTopic)} | ${String(t.vague).padStart(4)} ${pct(t.clarified, t.vague)}`;
const header = 'lang      para  right  one-step  wrong |  off declined | vague clarified';

const all = emptyTally();
for (const set of sets) {
  const questions = [];
  let detectedRight = 0;
  for (const q of set.questions) {
    const detection = await detector.detect(q.text, { allowed: DEFAULT_LANGUAGE_CODES, current: 'en' });
    if (detection.language === q.language) detectedRight++;
    questions.push({ q, detection });
  }
  const faqs = knowledgeFaqs(set.faqs);
  const vectorHits = await embeddedSearch(
    faqs,
    set.questions.map((q) => q.text),
  );
  const { byLanguage, misses } = evaluate(rankSet(faqs, questions, undefined, vectorHits));
  const total = emptyTally();
  console.log(
    `\n== ${set.id}: ${set.faqs.length} FAQs, ${set.questions.length} questions (language detected ${pct(detectedRight, set.questions.length).trim()})`,
  );
  console.log(header);
  for (const language of DEFAULT_LANGUAGE_CODES) {
    const t = byLanguage.get(language);
    if (!t) continue;
    addTally(total, t);
    console.log(row(language, t));
  }
  console.log(row('all', total));
  addTally(all, total);
  if (process.argv.includes('--misses')) console.log(`misses:\n  ${misses.join('\n  ')}`);
}
console.log(`\n${header}\n${row('ALL SETS', all)}`);
console.log(
  'targets: one-step >= 75% (every language >= 60%), wrong <= 3%, off-topic declined >= 90%, vague clarified >= 70%',
);
