import {
  type Decision,
  decide,
  type Ranked,
  rank,
} from '../../apps/server/src/modules/answering/decide-reply.ts';
import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import type { Detection, LanguageDetector } from '../../apps/server/src/modules/answering/detect-language.ts';
import {
  engineParams,
  type RankingParams,
  type ReplyPolicy,
} from '../../apps/server/src/modules/answering/engine-params.ts';
import type { VectorHits } from '../../apps/server/src/modules/answering/fuse-vector-hits.ts';
import { KnowledgeIndex } from '../../apps/server/src/modules/answering/knowledge-index.ts';
import type {
  KnowledgeChunk,
  KnowledgeFaq,
} from '../../apps/server/src/modules/answering/knowledge-types.ts';
import { smallTalk } from '../../apps/server/src/modules/answering/small-talk.ts';
import { analyzeText } from '../../apps/server/src/modules/answering/tokenize.ts';
import type { SetQuestion } from './sets.ts';

/** Outcomes of one set's questions, per language. "One step": answered right, or the right FAQ is a button. */
export interface Tally {
  paraphrases: number;
  answeredRight: number;
  oneStep: number;
  /** One step through a clarification button, or through a related question under "not sure" (no answer found). */
  viaClarification: number;
  viaRelated: number;
  wrong: number;
  vague: number;
  clarified: number;
  offTopic: number;
  declined: number;
  /** Off-topic questions declined with a passage shown as one that may help (another business's, here). */
  declinedWithPassage: number;
}

export const emptyTally = (): Tally => ({
  paraphrases: 0,
  answeredRight: 0,
  oneStep: 0,
  viaClarification: 0,
  viaRelated: 0,
  wrong: 0,
  vague: 0,
  clarified: 0,
  offTopic: 0,
  declined: 0,
  declinedWithPassage: 0,
});

export function addTally(into: Tally, from: Tally): void {
  for (const k of Object.keys(into) as (keyof Tally)[]) into[k] += from[k];
}

export interface Evaluation {
  byLanguage: Map<string, Tally>;
  misses: string[];
}

export interface RankedQuestion {
  q: SetQuestion;
  ranked: Ranked;
  /**
   * Only small talk ("hi, how are you?"): the chat gives its reply, no FAQ, no clarification; a request for
   * a person ('human') gets a FAQ only when the engine answers outright, as in compose-reply.ts.
   */
  smallTalk: ReturnType<typeof smallTalk>;
}

/** Each question's language as the chat detects a new visitor's first message (session language English). */
export async function detectQuestions(
  detector: LanguageDetector,
  questions: SetQuestion[],
): Promise<{ q: SetQuestion; detection: Detection }[]> {
  const out = [];
  for (const q of questions)
    out.push({
      q,
      detection: await detector.detect(q.text, { allowed: DEFAULT_LANGUAGE_CODES, current: 'en' }),
    });
  return out;
}

/** Ranks every question of a set once (detection done by the caller), for any number of policies. */
export function rankSet(
  faqs: KnowledgeFaq[],
  questions: { q: SetQuestion; detection: Detection }[],
  ranking?: RankingParams,
  vectorHits?: (question: string) => VectorHits | undefined,
  chunks: KnowledgeChunk[] = [],
): RankedQuestion[] {
  const index = KnowledgeIndex.build({ faqs, chunks, params: ranking });
  return questions.map(({ q, detection }) => ({
    q,
    smallTalk: smallTalk(q.text, ''),
    ranked: rank(
      index,
      index.prepare(analyzeText(q.text), detection.language, { sure: detection.confident }),
      vectorHits?.(q.text),
    ),
  }));
}

/**
 * What a reply did with a question: answered a FAQ, asked to clarify, quoted a document passage as the
 * answer, or found nothing (with related FAQs).
 */
export interface Outcome {
  kind: 'faq' | 'clarification' | 'document' | 'not_found';
  answered?: string;
  /** The FAQs offered as buttons: clarification options, or related questions under "not sure". */
  offered: string[];
  /** A passage was shown as one that may help (under "not found"). */
  passageShown?: boolean;
}

/** The reply the chat gives a ranked question under a policy, as the visitor sees it. */
export function outcomeOf({ ranked, smallTalk: talk }: RankedQuestion, policy: ReplyPolicy): Outcome {
  const engine = !talk || talk === 'human' ? decide(ranked, policy) : undefined;
  const decision: Decision =
    engine && (!talk || engine.kind === 'faq') ? engine : { kind: 'not_found', related: [], passages: [] };
  if (decision.kind === 'faq') return { kind: 'faq', answered: decision.hit.faq.id, offered: [] };
  if (decision.kind === 'clarification')
    return { kind: 'clarification', offered: decision.options.map((h) => h.faq.id) };
  if (decision.kind === 'document') return { kind: 'document', offered: [] };
  return {
    kind: 'not_found',
    offered: decision.related.map((h) => h.faq.id),
    passageShown: decision.passages.length > 0,
  };
}

/** Tallies the reply outcome the issue defines, per language, under one reply policy. */
export function evaluate(questions: RankedQuestion[], policy: ReplyPolicy = engineParams.policy): Evaluation {
  return score(questions.map((r) => ({ q: r.q, outcome: outcomeOf(r, policy) })));
}

/** Tallies outcomes however they were reached (the engine's decision, or a reply of the chat API). */
export function score(replies: { q: SetQuestion; outcome: Outcome }[]): Evaluation {
  const byLanguage = new Map<string, Tally>();
  const misses: string[] = [];
  for (const { q, outcome } of replies) {
    const t = byLanguage.get(q.language) ?? emptyTally();
    byLanguage.set(q.language, t);
    const { answered, offered } = outcome;
    let ok: boolean;
    if (q.kind === 'paraphrase') {
      t.paraphrases++;
      const right = answered !== undefined && answered === q.expected[0];
      if (right) t.answeredRight++;
      if (answered !== undefined && !right) t.wrong++;
      ok = right || offered.includes(q.expected[0] ?? '');
      if (ok) t.oneStep++;
      if (ok && !right) {
        if (outcome.kind === 'clarification') t.viaClarification++;
        else t.viaRelated++;
      }
    } else if (q.kind === 'vague') {
      t.vague++;
      ok = outcome.kind === 'clarification';
      if (ok) t.clarified++;
    } else {
      t.offTopic++;
      ok = outcome.kind === 'not_found';
      if (ok) t.declined++;
      if (ok && outcome.passageShown) t.declinedWithPassage++;
    }
    if (!ok) {
      const got = answered
        ? `faq ${answered}`
        : `${outcome.kind}${offered.length ? ` [${offered.join(', ')}]` : ''}`;
      misses.push(
        `${q.language} ${q.kind} "${q.text}" (want ${q.expected.join(',') || 'decline'}) -> ${got}`,
      );
    }
  }
  return { byLanguage, misses };
}
