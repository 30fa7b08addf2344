import { z } from 'zod';
import paramsJson from '../../data/engine-params.json' with { type: 'json' };
import { parseData } from '../../data/faq-set.ts';

const share = z.number().min(0).max(1);

/**
 * The most words a short, general question can have; for such a question the index tells which of its
 * terms each FAQ holds.
 */
export const MAX_TOPIC_WORDS = 6;

/**
 * The answer engine's settings as data: ranking (BM25F) and the reply decision. bench/retrieval-support
 * tunes them leave-one-domain-out on the dev sets (tune.ts) and prints what each setting gives.
 */
export const engineParamsSchema = z.object({
  ranking: z.object({
    /** BM25 term-frequency saturation and length normalization. */
    k1: z.number().positive(),
    b: share,
    /** How much a word counts in each field of a FAQ language version. */
    fieldWeights: z.object({
      question: z.number().nonnegative(),
      aliases: z.number().nonnegative(),
      answer: z.number().nonnegative(),
      meta: z.number().nonnegative(),
    }),
    /** A support concept ("refund" for "money back") counts this much of a word. */
    conceptWeight: z.number().nonnegative(),
    /** A topic a situation's concept implies (support-lexicon.json `implies`) counts this share of its weight. */
    impliedWeight: share,
    /** A match in another language version of a FAQ counts this much of one in the visitor's language. */
    crossLanguageWeight: share,
    /** A known verb that only makes an availability question ("sell", "rent": weak-words.json) weighs this share of its IDF. */
    weakWordWeight: share,
    /** A question word no FAQ uses weighs this share of the rarest word's weight in the confidence. */
    unknownWordWeight: z.number().nonnegative(),
    /** A question in a language no FAQ is written in: its unknown words weigh this share of an unknown word. */
    foreignWordWeight: share,
    /** An unknown word written like a name ("Amazon", "iPhone") weighs this many unknown words. */
    unknownNameWeight: z.number().min(1),
    /**
     * A support concept of the question that no FAQ covers ("jobs") weighs this many unknown words, except in a
     * question of at most `otherMeaningWords` words whose words also have a meaning the FAQs know ("予約":
     * an appointment, or a booking), where it weighs one.
     */
    unknownConceptWeight: z.number().min(1),
    otherMeaningWords: z.number().int().min(0),
    /** The share of an unknown word's weight that an unknown Chinese, Japanese or Korean character pair has. */
    unknownPairWeight: z.number().min(0).max(1),
  }),
  policy: z.object({
    /** Answer directly at this confidence or more ... */
    answerScore: share,
    /** ... when the next FAQ is at least this far behind (never less than the spec's 0.07). */
    answerMargin: z.number().min(0.07).max(1),
    /** ... and the FAQ holds at least this share of the question's weight. */
    answerCoverage: share,
    /** Offer the best FAQs as clarification buttons from this confidence ... */
    offerScore: share,
    /** ... when the best FAQ holds at least this share of the question's weight. */
    offerCoverage: share,
    /** Offered FAQs score at least this share of the best one's score. */
    offerRatio: share,
    /** Under "not found", related FAQs shown as buttons score at least this. */
    relatedScore: share,
    /** A short, general question (at most `topicWords` words) is offered the FAQs that score this ... */
    topicScore: share,
    /** ... and hold this share of its weight. */
    topicCoverage: share,
    topicWords: z.number().int().min(1).max(MAX_TOPIC_WORDS),
    /**
     * Two FAQs that between them hold this share of such a question's weight ("Notdienst Wochenende":
     * emergencies and opening hours) are offered together, when each adds at least `pairPart` the other
     * lacks and the second scores at least `pairScore`.
     */
    pairCoverage: share,
    pairPart: share,
    pairScore: share,
    /** A document passage is quoted when it holds this share of the question's weight ... */
    documentScore: share,
    /**
     * ... or, from this share, when it holds at least `documentLeadWords` of the question's words (as written
     * or by meaning) and scores `documentLead` times the next passage and the best FAQ.
     */
    documentLeadScore: share,
    documentLeadWords: z.number().int().min(1),
    documentLead: z.number().min(1),
    /**
     * Under "not found", the best passage is shown as one that may help when it holds this share of the
     * question's weight, at least `passageOfferWords` of its words and `passageOfferLead` times the next
     * passage's score (and no FAQ scores higher).
     */
    passageOfferScore: share,
    passageOfferWords: z.number().int().min(1),
    passageOfferLead: z.number().min(1),
  }),
});

export type EngineParams = z.infer<typeof engineParamsSchema>;
export type RankingParams = EngineParams['ranking'];
export type ReplyPolicy = EngineParams['policy'];

export const engineParams: EngineParams = parseData(engineParamsSchema, paramsJson, 'engine-params.json');
