/**
 * Support benchmark: every dev set under sets/ (a business's FAQs in up to 12 languages and its visitors'
 * questions), asked as a new visitor's first message through language detection (session language
 * English) and the real reply decision. Prints, per set and language: paraphrases answered with the right
 * FAQ, right FAQ in one step (answered, or offered as a button), a wrong FAQ answered, off-topic questions
 * declined (no FAQ, no clarification, no passage), vague questions clarified.
 * With EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL set, the model's nearest FAQs are fused in as in the chat.
 * The held-out sets (heldout/, never tuned on) are reported after the dev sets, with their own total.
 * --merged asks each group's questions of all its sets' FAQs at once, as one business with hundreds of FAQs
 * (paraphrases and vague questions only).
 * --misses lists the dev sets' misses (never the held-out ones').
 * --traditional asks the Chinese questions in Traditional characters (OpenCC's Simplified-to-Taiwan conversion).
 * --with-documents puts the demo shop's two documents (English) in every set's index: passages of another
 * business that compete with its FAQs, as a check that a passage is not quoted where a FAQ answers or
 * nothing should (a question answered from a passage counts as neither right nor one step).
 * Run: npx tsx bench/retrieval-support/run.ts [--set <id>] [--misses] [--faq-languages en,de] [--merged] [--with-documents] [--traditional]
 */

import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import { demoDocuments } from '../../apps/server/src/data/demo-data.ts';
import { asTraditionalChinese } from '../../apps/server/src/modules/answering/chinese-script.ts';
import { LanguageDetector } from '../../apps/server/src/modules/answering/detect-language.ts';
import { chunkText } from '../../apps/server/src/modules/documents/chunk-text.ts';
import { embeddedSearch } from './embedded-search.ts';
import { addTally, detectQuestions, emptyTally, evaluate, rankSet, type Tally } from './evaluate.ts';
import {
  type DevSet,
  knowledgeFaqs,
  loadDevSets,
  mergeSets,
  onlyIn,
  optionValue,
  type SetGroup,
} from './sets.ts';

const only = optionValue('--set');
/** --faq-languages en,de: the FAQs keep only these language versions, as a business that writes its FAQs in few languages. */
const faqLanguages = optionValue('--faq-languages')?.split(',');
/** --traditional: the Chinese questions written in Traditional characters, as visitors from Taiwan write them. */
const traditional = process.argv.includes('--traditional');
const asAsked = async (set: DevSet): Promise<DevSet> =>
  traditional
    ? {
        ...set,
        questions: await Promise.all(
          set.questions.map(async (q) =>
            q.language === 'zh' ? { ...q, text: await asTraditionalChinese(q.text) } : q,
          ),
        ),
      }
    : set;
const pick = async (group: SetGroup) => {
  const sets = await Promise.all(
    loadDevSets(group)
      .filter((s) => !only || s.id === only)
      .map(asAsked),
  );
  return process.argv.includes('--merged') && sets.length > 0 ? [mergeSets(sets)] : sets;
};
const groups = [
  { label: 'dev', sets: await pick('sets') },
  { label: 'held-out', sets: await pick('heldout') },
].filter((g) => g.sets.length > 0);
if (groups.length === 0) throw new Error(`no set ${only ?? ''} under bench/retrieval-support`);
const detector = await LanguageDetector.create();
const documents = process.argv.includes('--with-documents')
  ? demoDocuments.flatMap((d, i) =>
      chunkText(d.content, d.name).map((c) => ({
        id: `demo-${i}-${c.position}`,
        documentId: `demo-${i}`,
        title: c.title,
        language: d.language,
        content: c.content,
      })),
    )
  : [];

const pct = (a: number, b: number) => (b === 0 ? '    -' : `${((100 * a) / b).toFixed(1)}%`.padStart(6));
const row = (label: string, t: Tally) =>
  `${label.padEnd(8)} ${String(t.paraphrases).padStart(5)} ${pct(t.answeredRight, t.paraphrases)}  ${pct(t.oneStep, t.paraphrases)}  ${pct(t.wrong, t.paraphrases)} | ${String(t.offTopic).padStart(4)} ${pct(t.declined, t.offTopic)} | ${String(t.vague).padStart(4)} ${pct(t.clarified, t.vague)}`;
/** How the one-step figure is reached: a related question comes under "I'm not sure I have the answer to that. Is it one of these?" */
const via = (t: Tally) =>
  `one step by: answer ${pct(t.answeredRight, t.paraphrases).trim()}, clarification button ${pct(t.viaClarification, t.paraphrases).trim()}, related question under "not sure" ${pct(t.viaRelated, t.paraphrases).trim()}${documents.length ? `; off-topic declined with a passage that may help ${pct(t.declinedWithPassage, t.offTopic).trim()}` : ''}`;
const header = 'lang      para  right  one-step  wrong |  off declined | vague clarified';

/** Prints the set's table and returns its tallies per language and how many questions' language was detected. */
async function report(
  set: DevSet,
  group: string,
): Promise<{ byLanguage: Map<string, Tally>; detectedRight: number }> {
  const questions = await detectQuestions(detector, set.questions);
  const detectedRight = questions.filter(({ q, detection }) => detection.language === q.language).length;
  const faqs = onlyIn(knowledgeFaqs(set.faqs), faqLanguages);
  const vectorHits = await embeddedSearch(
    faqs,
    set.questions.map((q) => q.text),
  );
  const { byLanguage, misses } = evaluate(rankSet(faqs, questions, undefined, vectorHits, documents));
  const total = emptyTally();
  console.log(
    `\n== ${set.id}: ${faqs.length} FAQs${faqLanguages ? ` (only in ${faqLanguages.join(', ')})` : ''}, ${set.questions.length} questions (language detected ${pct(detectedRight, set.questions.length).trim()})`,
  );
  console.log(header);
  for (const language of DEFAULT_LANGUAGE_CODES) {
    const t = byLanguage.get(language);
    if (!t) continue;
    addTally(total, t);
    console.log(row(language, t));
  }
  console.log(row('all', total));
  console.log(via(total));
  // Held-out misses are never printed: reading them would tune the engine on the sets meant to measure it.
  if (process.argv.includes('--misses') && group === 'dev') console.log(`misses:\n  ${misses.join('\n  ')}`);
  return { byLanguage, detectedRight };
}
const totals = [];
for (const group of groups) {
  const all = emptyTally();
  const perLanguage = new Map<string, Tally>();
  let asked = 0;
  let detected = 0;
  for (const set of group.sets) {
    const { byLanguage, detectedRight } = await report(set, group.label);
    asked += set.questions.length;
    detected += detectedRight;
    for (const [language, t] of byLanguage) {
      addTally(all, t);
      const sum = perLanguage.get(language) ?? emptyTally();
      addTally(sum, t);
      perLanguage.set(language, sum);
    }
  }
  console.log(
    `\n== all ${group.label} sets, per language (language detected ${pct(detected, asked).trim()} of ${asked} questions)\n${header}`,
  );
  for (const language of DEFAULT_LANGUAGE_CODES) {
    const t = perLanguage.get(language);
    if (t) console.log(row(language, t));
  }
  totals.push(row(group.label, all), `${' '.repeat(9)}${via(all)}`);
}
console.log(`\n${header}\n${totals.join('\n')}`);
console.log(
  'targets: one-step >= 75% (every language >= 60%), wrong <= 3%, off-topic declined >= 90%, vague clarified >= 70%',
);
