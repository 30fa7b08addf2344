/**
 * Leave-one-domain-out check of the engine's settings (apps/server/src/data/engine-params.json): for each
 * dev set, a grid search picks the settings that do best on the OTHER sets, and this prints what they give
 * on the held-out one, beside what the committed settings give. Settings that only work on the sets they
 * were tuned on show up here as a drop on the held-out set.
 * --one-language also scores every setting with the FAQs only in English, only in German and only in
 * Chinese (a business that writes its FAQs in one language), each setup counting as much as FAQs in all 12.
 * Run: npx tsx bench/retrieval-support/tune.ts [--ranking] (also searches ranking settings; slower) [--one-language]
 */

import { LanguageDetector } from '../../apps/server/src/modules/answering/detect-language.ts';
import {
  type EngineParams,
  engineParams,
  type RankingParams,
  type ReplyPolicy,
} from '../../apps/server/src/modules/answering/engine-params.ts';
import {
  addTally,
  detectQuestions,
  emptyTally,
  evaluate,
  type RankedQuestion,
  rankSet,
  type Tally,
} from './evaluate.ts';
import { knowledgeFaqs, loadDevSets, onlyIn } from './sets.ts';

const sets = loadDevSets();
const detector = await LanguageDetector.create();
const asked = new Map<string, Awaited<ReturnType<typeof detectQuestions>>>();
for (const set of sets) asked.set(set.id, await detectQuestions(detector, set.questions));

const total = (questions: RankedQuestion[], policy: ReplyPolicy): Tally => {
  const t = emptyTally();
  for (const l of evaluate(questions, policy).byLanguage.values()) addTally(t, l);
  return t;
};
const share = (a: number, b: number) => a / Math.max(1, b);
/** One figure to maximize: one step (and direct answers), with the issue's limits on wrong answers, off-topic and vague as penalties. */
const objective = (t: Tally) =>
  share(t.oneStep, t.paraphrases) +
  // A direct right answer saves the visitor a click, so it counts a little beyond one step.
  0.3 * share(t.answeredRight, t.paraphrases) -
  4 * Math.max(0, share(t.wrong, t.paraphrases) - 0.02) -
  Math.max(0, 0.92 - share(t.declined, t.offTopic)) -
  0.5 * Math.max(0, 0.75 - share(t.clarified, t.vague));

/** The FAQ languages a setting is scored with (undefined: all 12). */
const setups: (string[] | undefined)[] = process.argv.includes('--one-language')
  ? [undefined, ['en'], ['de'], ['zh']]
  : [undefined];

/**
 * The objective of each set on its own (averaged over the FAQ-language setups), averaged over the sets:
 * the issue's targets hold per business, not only overall. Each candidate's figure per set is computed once.
 */
const meanObjective = (c: Candidate, of: typeof sets) =>
  of.reduce((sum, s) => {
    let v = c.objectives.get(s.id);
    if (v === undefined) {
      v = 0;
      for (const ranked of c.ranked.get(s.id) ?? []) v += objective(total(ranked, c.params.policy));
      v /= setups.length;
      c.objectives.set(s.id, v);
    }
    return sum + v;
  }, 0) / of.length;

function* grid<T extends Record<string, number>>(
  base: T,
  options: { [K in keyof T]?: number[] },
): Generator<T> {
  const keys = Object.keys(options) as (keyof T)[];
  const walk = function* (i: number, acc: T): Generator<T> {
    if (i === keys.length) {
      yield acc;
      return;
    }
    const key = keys[i] as keyof T;
    for (const v of options[key] ?? []) yield* walk(i + 1, { ...acc, [key]: v });
  };
  yield* walk(0, base);
}

const policyGrid = {
  answerScore: [0.35, 0.4, 0.45, 0.5, 0.55],
  answerMargin: [0.15, 0.2, 0.25, 0.3],
  answerCoverage: [0.5, 0.65],
  offerScore: [0.3, 0.45],
  offerCoverage: [0.7, 0.8],
  topicScore: [0.1, 0.15],
};
const rankingGrid: { [K in keyof RankingParams]?: number[] } = process.argv.includes('--ranking')
  ? {
      k1: [1.2, 1.6],
      b: [0.3, 0.6],
      unknownWordWeight: [0.6, 1],
      unknownNameWeight: [1, 2, 3, 4],
      unknownPairWeight: [0.5, 1],
      unknownConceptWeight: [1, 2, 3],
      weakWordWeight: [0.3, 0.5, 1],
      impliedWeight: [0, 0.5],
    }
  : {};

interface Candidate {
  params: EngineParams;
  /** Per set, its questions ranked in each FAQ-language setup (the first: FAQs in all 12 languages). */
  ranked: Map<string, RankedQuestion[][]>;
  objectives: Map<string, number>;
}
const candidates: Candidate[] = [];
for (const ranking of grid(
  engineParams.ranking as unknown as Record<string, number>,
  rankingGrid as Record<string, number[]>,
)) {
  const r = { ...engineParams.ranking, ...ranking } as RankingParams;
  const ranked = new Map(
    sets.map((s) => [
      s.id,
      setups.map((languages) => rankSet(onlyIn(knowledgeFaqs(s.faqs), languages), asked.get(s.id) ?? [], r)),
    ]),
  );
  for (const policy of grid(engineParams.policy as unknown as Record<string, number>, policyGrid))
    candidates.push({
      params: { ranking: r, policy: policy as unknown as ReplyPolicy },
      ranked,
      objectives: new Map(),
    });
}
console.log(
  `${candidates.length} settings tried on ${sets.length} sets: ${sets.map((s) => s.id).join(', ')}`,
);

const pct = (a: number, b: number) => `${(100 * share(a, b)).toFixed(1)}%`.padStart(6);
const line = (t: Tally) =>
  `one-step ${pct(t.oneStep, t.paraphrases)} right ${pct(t.answeredRight, t.paraphrases)} wrong ${pct(t.wrong, t.paraphrases)} | off-topic declined ${pct(t.declined, t.offTopic)} | vague clarified ${pct(t.clarified, t.vague)}`;

const heldOutTotal = emptyTally();
for (const held of sets) {
  const train = sets.filter((s) => s !== held);
  let best: Candidate | undefined;
  let bestScore = -Infinity;
  for (const c of candidates) {
    const score = meanObjective(c, train);
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  if (!best) continue;
  // Reported with FAQs in all 12 languages.
  const onHeld = total(best.ranked.get(held.id)?.[0] ?? [], best.params.policy);
  addTally(heldOutTotal, onHeld);
  console.log(`\nheld out ${held.id} (tuned on ${train.map((s) => s.id).join(', ')})`);
  console.log(
    `  chosen: ${JSON.stringify(best.params.policy)}${process.argv.includes('--ranking') ? ` ${JSON.stringify(best.params.ranking)}` : ''}`,
  );
  console.log(`  on ${held.id}: ${line(onHeld)}`);
}
console.log(`\nall held-out sets together: ${line(heldOutTotal)}`);

// The settings that do best on every set together (what engine-params.json should hold).
let best: Candidate | undefined;
let bestScore = -Infinity;
for (const c of candidates) {
  const score = meanObjective(c, sets);
  if (score > bestScore) {
    bestScore = score;
    best = c;
  }
}
console.log(`\nbest on all sets: ${JSON.stringify(best?.params)}`);
// The committed settings' candidate: with --ranking, its ranking need not be the best one's.
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const committed = candidates.find(
  (c) => same(c.params.ranking, engineParams.ranking) && same(c.params.policy, engineParams.policy),
);
console.log(
  `objective (per-set mean${setups.length > 1 ? ', over the FAQ-language setups' : ''}): best ${bestScore.toFixed(4)}, committed ${committed ? meanObjective(committed, sets).toFixed(4) : 'not in the grid'}`,
);
