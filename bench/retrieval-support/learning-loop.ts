/**
 * The learning loop's effect: for each dev set under sets/<id>/, how often a visitor's own wording gets the
 * right FAQ in one step (answered, or offered as a button) before and after an admin approved other visitors'
 * wordings as aliases.
 * Each FAQ has two paraphrases per language. Fold A approves the first as an alias (through the admin's path:
 * LearningService.addAlias -> FaqsService -> database -> KnowledgeService rebuild) and asks the second; fold B
 * the other way round. So every paraphrase is asked once, never after its own wording was approved.
 * Run: npx tsx bench/retrieval-support/learning-loop.ts [--set <id>]
 */

import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import pino from 'pino';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { answerQuestion } from '../../apps/server/src/modules/answering/compose-reply.ts';
import { type Detection, LanguageDetector } from '../../apps/server/src/modules/answering/detect-language.ts';
import type { KnowledgeIndex } from '../../apps/server/src/modules/answering/knowledge-index.ts';
import { analyzeText } from '../../apps/server/src/modules/answering/tokenize.ts';
import { FaqsService } from '../../apps/server/src/modules/faqs/faqs-service.ts';
import { KnowledgeService } from '../../apps/server/src/modules/knowledge/knowledge-service.ts';
import { LearningService } from '../../apps/server/src/modules/learning/learning-service.ts';
import { SettingsService } from '../../apps/server/src/modules/settings/settings-service.ts';
import { type DevSet, loadDevSets, optionValue, type SetQuestion } from './sets.ts';

type SetFaq = DevSet['faqs'][number];
type Paraphrase = SetQuestion;

const only = optionValue('--set');
const sets = loadDevSets().filter((s) => !only || s.id === only);
if (sets.length === 0)
  throw new Error(`no dev set${only ? ` named ${only}` : ''} under bench/retrieval-support/sets`);
const detector = await LanguageDetector.create();
const log = pino({ level: 'silent' });

/** A fresh database holding the set's FAQs (imported as an admin would), with the services that serve them. */
async function openBusiness(faqs: SetFaq[]) {
  const database = await openPglite(undefined);
  await runMigrations(database);
  const settings = new SettingsService(database.db);
  await settings.load();
  const knowledge = new KnowledgeService(database.db, log);
  const faqService = new FaqsService(database.db, knowledge);
  const { created } = await faqService.import({
    kind: 'json',
    value: {
      faqs: faqs.map((f) => {
        const { en, ...others } = f.translations;
        if (!en) throw new Error(`${f.slug} has no English version`);
        return { ...en, language: 'en', category: f.category, keywords: f.keywords, translations: others };
      }),
    },
  });
  const ids = new Map(faqs.map((f, i) => [f.slug, created[i]?.id ?? '']));
  const learning = new LearningService(database.db, { faqs: faqService, knowledge, settings });
  return { database, knowledge, learning, ids };
}

interface Outcome {
  oneStep: boolean;
  wrong: boolean;
}

function ask(index: KnowledgeIndex, q: Paraphrase, detection: Detection, faqId: string): Outcome {
  const reply = answerQuestion({
    text: analyzeText(q.text),
    index,
    detection,
    chatbotName: 'Parley',
    personality: 'friendly',
  });
  const right = index.faqs.find((f) => f.id === faqId);
  const meant = right?.versions.find((v) => v.language === detection.language) ?? right?.versions[0];
  const answered = reply.kind === 'faq' && reply.matchedFaqId === faqId;
  return {
    oneStep: answered || (meant !== undefined && reply.clarificationOptions.includes(meant.question)),
    wrong: reply.kind === 'faq' && reply.matchedFaqId !== faqId,
  };
}

interface Tally {
  asked: number;
  before: number;
  after: number;
  wrongBefore: number;
  wrongAfter: number;
}
const empty = (): Tally => ({ asked: 0, before: 0, after: 0, wrongBefore: 0, wrongAfter: 0 });
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)}%`.padStart(7);

for (const { id, faqs, questions } of sets) {
  const paraphrases = questions.filter((q) => q.kind === 'paraphrase');
  // The two paraphrases of one FAQ in one language, in file order.
  const pairs = new Map<string, Paraphrase[]>();
  for (const q of paraphrases) {
    const key = `${q.language}\u0000${q.expected[0]}`;
    pairs.set(key, [...(pairs.get(key) ?? []), q]);
  }
  const detections = new Map<Paraphrase, Detection>();
  for (const q of paraphrases)
    detections.set(q, await detector.detect(q.text, { allowed: DEFAULT_LANGUAGE_CODES, current: 'en' }));
  const byLanguage = new Map<string, Tally>(DEFAULT_LANGUAGE_CODES.map((l) => [l, empty()]));
  let approved = 0;
  for (const fold of [0, 1]) {
    const business = await openBusiness(faqs);
    await business.knowledge.changed('faqs');
    const asked: Paraphrase[] = [];
    const before = new Map<Paraphrase, Outcome>();
    const index = business.knowledge.current().index;
    for (const pair of pairs.values()) {
      const [approve, test] = fold === 0 ? pair : [...pair].reverse();
      if (!approve || !test) continue;
      const faqId = business.ids.get(test.expected[0] ?? '') ?? '';
      before.set(test, ask(index, test, detections.get(test) as Detection, faqId));
      asked.push(test);
      await business.learning.addAlias({ faq_id: faqId, language: approve.language, question: approve.text });
      approved++;
    }
    const learned = business.knowledge.current().index;
    for (const q of asked) {
      const t = byLanguage.get(q.language) ?? empty();
      const was = before.get(q) as Outcome;
      const now = ask(
        learned,
        q,
        detections.get(q) as Detection,
        business.ids.get(q.expected[0] ?? '') ?? '',
      );
      t.asked++;
      t.before += Number(was.oneStep);
      t.after += Number(now.oneStep);
      t.wrongBefore += Number(was.wrong);
      t.wrongAfter += Number(now.wrong);
      byLanguage.set(q.language, t);
    }
    await business.database.close();
  }
  const total = empty();
  console.log(
    `\nset ${id}: ${faqs.length} FAQs, ${paraphrases.length} paraphrases; ${approved} approved as aliases over two folds, each paraphrase asked once after its sibling was approved`,
  );
  console.log('lang  asked | one step before  after | wrong before  after');
  for (const [language, t] of byLanguage) {
    if (t.asked === 0) continue;
    for (const k of Object.keys(total) as (keyof Tally)[]) total[k] += t[k];
    console.log(
      `${language}    ${String(t.asked).padStart(5)} |      ${pct(t.before, t.asked)} ${pct(t.after, t.asked)} |   ${pct(t.wrongBefore, t.asked)} ${pct(t.wrongAfter, t.asked)}`,
    );
  }
  console.log(
    `all   ${String(total.asked).padStart(5)} |      ${pct(total.before, total.asked)} ${pct(total.after, total.asked)} |   ${pct(total.wrongBefore, total.asked)} ${pct(total.wrongAfter, total.asked)}`,
  );
}
