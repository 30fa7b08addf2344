import { exactKey, FIELDS, type Field, KnowledgeAnalysis } from './analyze-knowledge.ts';
import { engineParams, type RankingParams } from './engine-params.ts';
import type { ChunkHit, FaqHit, KnowledgeChunk, KnowledgeFaq } from './knowledge-types.ts';
import type { ConceptMatcher } from './lexicon/concept-matcher.ts';
import { supportConcepts } from './lexicon/support-lexicon.ts';
import { ScoreAccumulator } from './score-accumulator.ts';
import { type AnalyzedText, analyzeText, termsOfWords } from './tokenize.ts';
import { TypoCorrector } from './typo-corrector.ts';

/** A visitor's question analyzed once for this index: every search and the passage extraction reuse it. */
export interface PreparedQuery {
  text: AnalyzedText;
  language: string;
  /** false when the language is a guess: then no language version of a FAQ is preferred. */
  sure: boolean;
  /** Word terms after typo correction (passages are matched on these). */
  words: string[];
  /** Distinct FAQ terms (words and concepts) with their weight; unknown ones weigh `unknownWeight`. */
  terms: { term: string; weight: number; known: boolean }[];
  totalWeight: number;
}

/** Posting lists in parallel arrays: the document (FAQ language version or passage) and its term score. */
interface Postings {
  docs: number[];
  scores: number[];
}

function addPosting(map: Map<string, Postings>, term: string, doc: number, score: number): void {
  const list = map.get(term);
  if (list) {
    list.docs.push(doc);
    list.scores.push(score);
  } else map.set(term, { docs: [doc], scores: [score] });
}

const bm25Idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/**
 * In-memory BM25F index over every language version of every active FAQ (fields: question, aliases,
 * answer, and the FAQ's keywords and category) and BM25 over document passages. Scores are normalized to
 * 0..1 as the share of the question's weight a FAQ matches (1: every word once in its question), so the
 * reply decision can use the same thresholds for any business. Support concepts from the lexicon are
 * extra terms, which also let a question meet a FAQ's other language versions.
 */
export class KnowledgeIndex {
  private readonly docFaq: number[] = [];
  private readonly docVersion: number[] = [];
  private readonly docLanguage: string[] = [];
  private readonly postings = new Map<string, Postings>();
  /** Each term's FAQs (once each), for coverage: how much of a question a FAQ uses anywhere. */
  private readonly faqPostings = new Map<string, number[]>();
  private readonly idf = new Map<string, number>();
  private readonly exact = new Map<string, { faq: number; version: number }>();
  private readonly chunkPostings = new Map<string, Postings>();
  private readonly chunkIdf = new Map<string, number>();
  /** Per language: typos are corrected towards words of the question's own language only. */
  private readonly vocabularies = new Map<string, Set<string>>();
  /** Built on first use per language, so that an admin's edit does not wait for every language's table. */
  private readonly typos = new Map<string, TypoCorrector>();
  /** The weight of a word no FAQ uses (a share of the rarest word's). */
  private readonly unknownWeight: number;
  /** A word once in a question of average length scores this; normalizing by it makes that match 1. */
  private readonly fullMatch: number;
  private readonly concepts: ConceptMatcher;
  private readonly docScores: ScoreAccumulator;
  private readonly faqCoverage: ScoreAccumulator;
  private readonly chunkScores: ScoreAccumulator;

  private constructor(
    readonly faqs: KnowledgeFaq[],
    readonly chunks: KnowledgeChunk[],
    analysis: KnowledgeAnalysis,
    private readonly params: RankingParams,
  ) {
    this.concepts = analysis.concepts;
    const { k1, b, fieldWeights } = params;
    // First pass: each version's field terms (cached analyses), concepts at their own weight.
    const docs: { fields: Map<string, number>[]; lengths: number[] }[] = [];
    const vocabularies = new Map<string, Set<string>>();
    const keepFaqs = new Set<string>();
    faqs.forEach((faq, f) => {
      analysis.faq(faq, keepFaqs).forEach((v, vi) => {
        const fields = v.fields.map((field) => {
          const vocabulary = vocabularies.get(field.language) ?? new Set<string>();
          for (const w of field.words.keys()) vocabulary.add(w);
          vocabularies.set(field.language, vocabulary);
          const tf = new Map(field.words);
          for (const c of field.concepts) tf.set(c, (tf.get(c) ?? 0) + params.conceptWeight);
          return tf;
        });
        docs.push({ fields, lengths: fields.map((tf) => [...tf.values()].reduce((a, x) => a + x, 0)) });
        this.docFaq.push(f);
        this.docVersion.push(vi);
        this.docLanguage.push(v.language);
        for (const key of v.exactKeys) if (!this.exact.has(key)) this.exact.set(key, { faq: f, version: vi });
      });
    });
    const averages = FIELDS.map(
      (_, i) => docs.reduce((a, d) => a + (d.lengths[i] ?? 0), 0) / docs.length || 1,
    );
    // Second pass: BM25F term scores per version, and document frequencies per FAQ.
    const faqTerms = new Map<string, Set<number>>();
    docs.forEach((doc, d) => {
      const combined = new Map<string, number>();
      doc.fields.forEach((tf, i) => {
        const weight = fieldWeights[FIELDS[i] as Field];
        const norm = 1 - b + (b * (doc.lengths[i] ?? 0)) / (averages[i] ?? 1);
        for (const [t, n] of tf) combined.set(t, (combined.get(t) ?? 0) + (weight * n) / norm);
      });
      for (const [t, tf] of combined) {
        addPosting(this.postings, t, d, tf / (k1 + tf));
        const set = faqTerms.get(t) ?? new Set<number>();
        set.add(this.docFaq[d] ?? 0);
        faqTerms.set(t, set);
      }
    });
    const n = Math.max(1, faqs.length);
    for (const [t, set] of faqTerms) {
      this.idf.set(t, bm25Idf(n, set.size));
      this.faqPostings.set(t, [...set]);
    }
    // Relative to the rarest word a FAQ can have (in one FAQ), which stays sensible for tiny FAQ bases too.
    this.unknownWeight = bm25Idf(n, 1) * params.unknownWordWeight;
    this.fullMatch = fieldWeights.question / (k1 + fieldWeights.question);
    for (const [language, vocabulary] of vocabularies) this.vocabularies.set(language, vocabulary);

    // Passages: plain BM25 over words (concepts would put most passages on a few long posting lists).
    const keepChunks = new Set<string>();
    const chunkTerms = chunks.map((c) => analysis.chunk(c, keepChunks));
    analysis.prune(keepFaqs, keepChunks);
    const avgChunk = chunkTerms.reduce((a, t) => a + t.length, 0) / Math.max(1, chunks.length) || 1;
    const chunkDf = new Map<string, number>();
    chunkTerms.forEach((terms, c) => {
      const tf = new Map<string, number>();
      for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
      const norm = 1 - b + (b * terms.length) / avgChunk;
      for (const [t, count] of tf) {
        const x = count / norm;
        addPosting(this.chunkPostings, t, c, x / (k1 + x));
        chunkDf.set(t, (chunkDf.get(t) ?? 0) + 1);
      }
    });
    for (const [t, df] of chunkDf) this.chunkIdf.set(t, bm25Idf(Math.max(1, chunks.length), df));

    this.docScores = new ScoreAccumulator(docs.length);
    this.faqCoverage = new ScoreAccumulator(faqs.length);
    this.chunkScores = new ScoreAccumulator(chunks.length);
  }

  /** Builds an index; pass the previous build's `analysis` to re-analyze only what changed. */
  static build(input: {
    faqs: KnowledgeFaq[];
    chunks: KnowledgeChunk[];
    concepts?: ConceptMatcher;
    params?: RankingParams;
    analysis?: KnowledgeAnalysis;
  }): KnowledgeIndex {
    return new KnowledgeIndex(
      input.faqs,
      input.chunks,
      input.analysis ?? new KnowledgeAnalysis(input.concepts ?? supportConcepts()),
      input.params ?? engineParams.ranking,
    );
  }

  /**
   * Analyzes a question once for every search of this index. When its language is only a guess (a word
   * or two: "cita", "Kosten"), it is also read as each language the FAQs are written in.
   */
  prepare(text: AnalyzedText | string, language: string, options: { sure?: boolean } = {}): PreparedQuery {
    const analyzed = typeof text === 'string' ? analyzeText(text) : text;
    const sure = options.sure ?? true;
    const languages = sure
      ? [language]
      : [language, ...[...this.vocabularies.keys()].filter((l) => l !== language)];
    const words: string[] = [];
    const conceptTerms: string[] = [];
    const explained = new Set<string>();
    for (const l of languages) {
      const typos = this.typoCorrector(l);
      // Unknown words of five letters or more become a known word one edit away (typos).
      const own = termsOfWords(analyzed.words, l).map((t) =>
        this.idf.has(t) || this.chunkIdf.has(t) ? t : (typos?.correct(t) ?? t),
      );
      const concepts = this.concepts.concepts(analyzed, l, own);
      // Another language's reading adds only what it knows, so unknown words are not counted twice.
      words.push(...(l === language ? own : own.filter((t) => this.idf.has(t))));
      conceptTerms.push(...concepts.terms);
      for (const t of concepts.explained) explained.add(t);
    }
    const concepts = { terms: conceptTerms, explained };
    const terms: PreparedQuery['terms'] = [];
    let totalWeight = 0;
    const seen = new Set<string>();
    for (const term of [...words, ...concepts.terms]) {
      if (seen.has(term)) continue;
      seen.add(term);
      const idf = this.idf.get(term);
      // A word whose meaning a found concept carries ("postage" as delivery) is not an unknown word.
      if (idf === undefined && concepts.explained.has(term)) continue;
      const weight = idf ?? this.unknownWeight;
      terms.push({ term, weight, known: idf !== undefined });
      totalWeight += weight;
    }
    return { text: analyzed, language, sure, words, terms, totalWeight };
  }

  private typoCorrector(language: string): TypoCorrector | undefined {
    let corrector = this.typos.get(language);
    const vocabulary = this.vocabularies.get(language);
    if (!corrector && vocabulary) {
      corrector = new TypoCorrector(vocabulary);
      this.typos.set(language, corrector);
    }
    return corrector;
  }

  /** The exact FAQ a question names word for word (a clicked clarification button), if any. */
  exactMatch(query: PreparedQuery): FaqHit | undefined {
    const match = this.exact.get(exactKey(query.text.words));
    const faq = match && this.faqs[match.faq];
    const version = match && faq?.versions[match.version];
    return faq && version ? { faq, version, score: 1, coverage: 1 } : undefined;
  }

  searchFaqs(query: PreparedQuery, limit = 5): FaqHit[] {
    const exact = this.exactMatch(query);
    if (query.totalWeight === 0) return exact ? [exact] : [];
    for (const { term, weight, known } of query.terms) {
      if (!known) continue;
      const list = this.postings.get(term);
      if (list)
        for (let i = 0; i < list.docs.length; i++)
          this.docScores.add(list.docs[i] ?? 0, weight * (list.scores[i] ?? 0));
      for (const f of this.faqPostings.get(term) ?? []) this.faqCoverage.add(f, weight);
    }
    const best = new Map<number, { score: number; version: number }>();
    const scale = 1 / (query.totalWeight * this.fullMatch);
    this.docScores.drain((d, raw) => {
      const f = this.docFaq[d] ?? 0;
      const own = !query.sure || this.docLanguage[d] === query.language;
      const score = Math.min(1, raw * scale * (own ? 1 : this.params.crossLanguageWeight));
      const entry = best.get(f);
      // On a tie the visitor's own language version wins (it is the one shown).
      const better =
        !entry || score > entry.score || (score === entry.score && this.docLanguage[d] === query.language);
      if (better) best.set(f, { score, version: this.docVersion[d] ?? 0 });
    });
    const coverage = new Map<number, number>();
    this.faqCoverage.drain((f, w) => coverage.set(f, Math.min(1, w / query.totalWeight)));
    const hits: FaqHit[] = [];
    for (const [f, { score, version }] of best) {
      const faq = this.faqs[f];
      const v = faq?.versions[version];
      if (faq && v && faq !== exact?.faq)
        hits.push({ faq, version: v, score, coverage: coverage.get(f) ?? 0 });
    }
    hits.sort((a, b) => b.score - a.score);
    if (exact) hits.unshift(exact);
    return hits.slice(0, limit);
  }

  /** Passages by BM25, normalized like FAQs: the share of the question's weight they hold. */
  searchChunks(query: PreparedQuery, limit = 3): ChunkHit[] {
    const terms = [...new Set(query.words)];
    if (terms.length === 0 || this.chunks.length === 0) return [];
    const unknown = bm25Idf(this.chunks.length, 0);
    let total = 0;
    for (const t of terms) {
      const idf = this.chunkIdf.get(t);
      // Unknown words weigh like rare ones: a passage that lacks them does not answer the question.
      total += idf ?? unknown;
      const list = idf === undefined ? undefined : this.chunkPostings.get(t);
      if (list && idf !== undefined)
        for (let i = 0; i < list.docs.length; i++)
          this.chunkScores.add(list.docs[i] ?? 0, idf * (list.scores[i] ?? 0));
    }
    const fullMatch = 1 / (this.params.k1 + 1);
    // The best `limit` passages, kept in order as scores arrive (no sort of every passage touched).
    const top: ChunkHit[] = [];
    this.chunkScores.drain((c, s) => {
      const chunk = this.chunks[c];
      const score = Math.min(1, s / (total * fullMatch));
      const last = top[limit - 1];
      if (!chunk || (last && score <= last.score)) return;
      top.push({ chunk, score });
      top.sort((a, b) => b.score - a.score);
      if (top.length > limit) top.pop();
    });
    return top;
  }
}
