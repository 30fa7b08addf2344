/**
 * The support bench as a visitor meets it: each set's FAQs are imported through the admin's import (the
 * FAQ service, with its validation), then every question is sent to POST /api/v1/chat as a new visitor's
 * first message, and the reply (its FAQ source, clarification buttons, related questions) is scored as
 * run.ts scores the engine's decision. Prints per set the API's figures beside run.ts's, and how many
 * questions got a different outcome; a difference means run.ts does not measure what visitors get.
 * The dev sets' differing questions are listed (never the held-out ones').
 * Run: npx tsx bench/retrieval-support/through-api.ts [--set <id>] [--faq-languages en] [--dev]
 */

import type { ChatReply } from '@parley/contract/chat';
import { LanguageDetector } from '../../apps/server/src/modules/answering/detect-language.ts';
import { jsonRequest } from '../../apps/server/src/test-app.ts';
import { benchApp } from '../documents/bench-app.ts';
import {
  addTally,
  detectQuestions,
  emptyTally,
  type Outcome,
  outcomeOf,
  rankSet,
  score,
  type Tally,
} from './evaluate.ts';
import { engineParams } from '../../apps/server/src/modules/answering/engine-params.ts';
import { type DevSet, knowledgeFaqs, loadDevSets, onlyIn, optionValue } from './sets.ts';

const only = optionValue('--set');
const faqLanguages = optionValue('--faq-languages')?.split(',');
const groups = [
  { label: 'dev', sets: loadDevSets('sets') },
  { label: 'held-out', sets: process.argv.includes('--dev') ? [] : loadDevSets('heldout') },
].map((g) => ({ ...g, sets: g.sets.filter((s) => !only || s.id === only) }));
const detector = await LanguageDetector.create();

/** Imports the set's FAQs into a fresh app; returns it and a map from every question text to the FAQ's slug. */
async function appWith(set: DevSet) {
  const t = await benchApp();
  const faqs = onlyIn(knowledgeFaqs(set.faqs), faqLanguages);
  const { created } = await t.services.faqs.import({
    kind: 'json',
    value: {
      faqs: faqs.map((f) => {
        const [own, ...others] = f.versions;
        return {
          language: own?.language,
          question: own?.question,
          answer: own?.answer,
          aliases: own?.aliases,
          category: f.category,
          keywords: f.keywords,
          translations: Object.fromEntries(
            others.map((v) => [v.language, { question: v.question, answer: v.answer, aliases: v.aliases }]),
          ),
        };
      }),
    },
  });
  const slugById = new Map(created.map((c, i) => [c.id, faqs[i]?.id ?? '']));
  const slugByQuestion = new Map<string, string>();
  for (const f of faqs) for (const v of f.versions) slugByQuestion.set(v.question.trim(), f.id);
  return { t, faqs, slugById, slugByQuestion };
}

/** Scores one set through the API; returns its tallies and how many questions differ from the engine's decision. */
async function measure(set: DevSet, listDifferences: boolean) {
  const { t, faqs, slugById, slugByQuestion } = await appWith(set);
  const viaApi: Outcome[] = [];
  for (const q of set.questions) {
    const res = await t.app.request('/api/v1/chat', jsonRequest('POST', { message: q.text }));
    if (res.status !== 200) throw new Error(`${set.id}: HTTP ${res.status} for "${q.text}"`);
    const reply = (await res.json()) as ChatReply;
    const source = reply.sources.find((s) => s.type === 'faq');
    const offered = reply.clarification_options.map((o) => slugByQuestion.get(o.trim()) ?? `? ${o}`);
    viaApi.push(
      source
        ? { kind: 'faq', answered: slugById.get(source.id), offered: [] }
        : { kind: reply.requires_clarification ? 'clarification' : 'not_found', offered },
    );
  }
  await t.close();

  const viaEngine = rankSet(faqs, await detectQuestions(detector, set.questions)).map((r) =>
    outcomeOf(r, engineParams.policy),
  );
  const same = (a: Outcome, b: Outcome) =>
    a.kind === b.kind && a.answered === b.answered && a.offered.join() === b.offered.join();
  const differences = set.questions.flatMap((q, i) => {
    const [e, a] = [viaEngine[i] as Outcome, viaApi[i] as Outcome];
    if (same(e, a)) return [];
    const show = (o: Outcome) => `${o.kind} ${o.answered ?? ''}[${o.offered.join(', ')}]`;
    return [`${q.language} ${q.kind} "${q.text}": engine ${show(e)}, API ${show(a)}`];
  });
  const total = (outcomes: Outcome[]) => {
    const t = emptyTally();
    for (const x of score(
      set.questions.map((q, i) => ({ q, outcome: outcomes[i] as Outcome })),
    ).byLanguage.values())
      addTally(t, x);
    return t;
  };
  if (listDifferences) for (const d of differences) console.log(`  ${d}`);
  return { engine: total(viaEngine), api: total(viaApi), differences: differences.length };
}

const pct = (a: number, b: number) => (b === 0 ? '    -' : `${((100 * a) / b).toFixed(1)}%`.padStart(6));
const row = (label: string, t: Tally) =>
  `${label.padEnd(22)} ${pct(t.answeredRight, t.paraphrases)}  ${pct(t.oneStep, t.paraphrases)}  ${pct(t.wrong, t.paraphrases)} | ${pct(t.declined, t.offTopic)} | ${pct(t.clarified, t.vague)}`;
console.log(
  `FAQs ${faqLanguages ? `only in ${faqLanguages.join(', ')}` : 'in every language'}; each question a new visitor's first message\n${'set'.padEnd(22)}  right  one-step  wrong | off declined | vague clarified`,
);
for (const group of groups) {
  const sums = { engine: emptyTally(), api: emptyTally() };
  let differences = 0;
  let asked = 0;
  for (const set of group.sets) {
    const r = await measure(set, group.label === 'dev');
    addTally(sums.engine, r.engine);
    addTally(sums.api, r.api);
    differences += r.differences;
    asked += set.questions.length;
    console.log(row(`${set.id} API`, r.api));
    console.log(row(`${set.id} engine`, r.engine));
    if (r.differences) console.log(`${set.id}: ${r.differences} of ${set.questions.length} questions differ`);
  }
  if (group.sets.length === 0) continue;
  console.log(row(`${group.label} API`, sums.api));
  console.log(row(`${group.label} engine (run.ts)`, sums.engine));
  console.log(`${group.label}: ${differences} of ${asked} questions got another reply through the API`);
}
