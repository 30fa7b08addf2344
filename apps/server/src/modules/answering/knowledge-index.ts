import type { ChunkHit, FaqHit, KnowledgeChunk, KnowledgeFaq } from './knowledge-types.ts';
import type { ConceptMatcher } from './lexicon/concept-matcher.ts';
import { supportConcepts } from './lexicon/support-lexicon.ts';
import { normalizeText } from './normalize-text.ts';
import { ScoreAccumulator } from './score-accumulator.ts';
import { tokenize } from './tokenize.ts';
import { TypoCorrector } from './typo-corrector.ts';

/** A question or alias (weight 1), the keywords/category line, or an answer (weighted lower). */
interface Unit {
  faq: number;
  version: number;
  kind: 'phrase' | 'meta' | 'answer';
  norm: number;
}

/** A FAQ's best three question/alias similarities (and their version), keyword line and answer. */
interface FaqMatch {
  phrase: number;
  second: number;
  third: number;
  version: number;
  meta: number;
  answer: number;
}

const ANSWER_WEIGHT = 0.35;
const META_WEIGHT = 0.5;
const SUPPORTING_PHRASE_WEIGHT = 0.8;
const COVERAGE_FLOOR = 0.4;

function counts(terms: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of terms) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

/** Key for exact matches: a question typed (or clicked) as written, ignoring case, accents and punctuation. */
const exactKey = (text: string) =>
  normalizeText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * In-memory inverted index over every language version of every active FAQ and every document passage.
 * FAQ units are scored by TF-IDF cosine similarity (bounded 0..1, 1 for an identical phrase); a FAQ takes
 * its best question/alias, lifted a little by matching keywords and answer text. Passages are scored by
 * the share of the question's IDF weight they contain.
 */
export class KnowledgeIndex {
  private readonly units: Unit[] = [];
  private readonly postings = new Map<string, { unit: number; tf: number }[]>();
  private readonly chunkPostings = new Map<string, number[]>();
  private readonly exact = new Map<string, number>();
  /** Every term any version of a FAQ uses, to measure how much of a question the FAQ covers. */
  private readonly faqTerms: Set<string>[] = [];
  private idf = new Map<string, number>();
  /** A word the FAQs never use weighs like the rarest word they do. */
  private unknownWeight = 1;
  private chunkIdf = new Map<string, number>();
  private readonly unitDots: ScoreAccumulator;
  private readonly chunkScores: ScoreAccumulator;
  /** Per language: typos are corrected towards words of the question's own language only. */
  private readonly typos = new Map<string, TypoCorrector>();

  private constructor(
    readonly faqs: KnowledgeFaq[],
    readonly chunks: KnowledgeChunk[],
    private readonly concepts: ConceptMatcher,
  ) {
    const unitTerms: Map<string, number>[] = [];
    const unitLanguages: string[] = [];
    faqs.forEach((faq, f) => {
      faq.versions.forEach((v, vi) => {
        for (const phrase of [v.question, ...v.aliases]) {
          unitTerms.push(counts(this.terms(phrase, v.language)));
          unitLanguages.push(v.language);
          this.units.push({ faq: f, version: vi, kind: 'phrase', norm: 0 });
          const key = exactKey(phrase);
          if (key && !this.exact.has(key)) this.exact.set(key, this.units.length - 1);
        }
        const meta = [faq.category ?? '', ...faq.keywords].join(' ');
        if (vi === 0 && meta.trim()) {
          unitTerms.push(counts(this.terms(meta, 'en')));
          unitLanguages.push('en');
          this.units.push({ faq: f, version: vi, kind: 'meta', norm: 0 });
        }
        unitTerms.push(counts(this.terms(v.answer, v.language)));
        unitLanguages.push(v.language);
        this.units.push({ faq: f, version: vi, kind: 'answer', norm: 0 });
        const known = this.faqTerms[f] ?? new Set<string>();
        for (const terms of unitTerms.slice(-(2 + v.aliases.length + (vi === 0 && meta.trim() ? 1 : 0))))
          for (const t of terms.keys()) known.add(t);
        this.faqTerms[f] = known;
      });
    });
    const df = new Map<string, number>();
    for (const terms of unitTerms) for (const t of terms.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    const n = Math.max(1, unitTerms.length);
    for (const [t, d] of df) this.idf.set(t, Math.log(1 + n / d));
    this.unknownWeight = Math.log(1 + n);
    unitTerms.forEach((terms, u) => {
      let norm = 0;
      for (const [t, tf] of terms) {
        const w = (1 + Math.log(tf)) * (this.idf.get(t) ?? 0);
        norm += w * w;
        const list = this.postings.get(t);
        if (list) list.push({ unit: u, tf });
        else this.postings.set(t, [{ unit: u, tf }]);
      }
      const unit = this.units[u];
      if (unit) unit.norm = Math.sqrt(norm);
    });

    const chunkDf = new Map<string, number>();
    chunks.forEach((chunk, c) => {
      // Words only: concepts would put most passages on the same few long posting lists.
      const terms = new Set(tokenize(`${chunk.title} ${chunk.content}`, chunk.language));
      for (const t of terms) {
        chunkDf.set(t, (chunkDf.get(t) ?? 0) + 1);
        const list = this.chunkPostings.get(t);
        if (list) list.push(c);
        else this.chunkPostings.set(t, [c]);
      }
    });
    const cn = Math.max(1, chunks.length);
    for (const [t, d] of chunkDf) this.chunkIdf.set(t, Math.log(1 + cn / d));
    // FAQ vocabulary only: typos in questions about FAQs matter most, and passages would bloat the table.
    const vocabularies = new Map<string, Set<string>>();
    unitTerms.forEach((terms, u) => {
      const language = unitLanguages[u] ?? 'en';
      const vocabulary = vocabularies.get(language) ?? new Set<string>();
      for (const t of terms.keys()) if (!t.startsWith('~')) vocabulary.add(t);
      vocabularies.set(language, vocabulary);
    });
    for (const [language, vocabulary] of vocabularies)
      this.typos.set(language, new TypoCorrector(vocabulary));
    this.unitDots = new ScoreAccumulator(this.units.length);
    this.chunkScores = new ScoreAccumulator(chunks.length);
  }

  static build(input: {
    faqs: KnowledgeFaq[];
    chunks: KnowledgeChunk[];
    concepts?: ConceptMatcher;
  }): KnowledgeIndex {
    return new KnowledgeIndex(input.faqs, input.chunks, input.concepts ?? supportConcepts());
  }

  /** Word terms plus the support concepts they express. */
  private terms(text: string, language: string): string[] {
    const words = tokenize(text, language);
    return [...words, ...this.concepts.concepts(text, language, words).terms];
  }

  /** The query's words, unknown ones of five letters or more replaced by a known word one edit away. */
  private queryWords(query: string, language: string): string[] {
    const typos = this.typos.get(language);
    return tokenize(query, language).map((t) => (this.isKnown(t) ? t : (typos?.correct(t) ?? t)));
  }

  private isKnown(term: string): boolean {
    return this.idf.has(term) || this.chunkIdf.has(term);
  }

  /**
   * The query's terms for FAQs: its words, the concepts they express, and no unknown word whose meaning a
   * concept already carries ("postage" counts as the delivery concept, not as a word no FAQ uses).
   */
  private queryTerms(query: string, language: string): string[] {
    const words = this.queryWords(query, language);
    const concepts = this.concepts.concepts(query, language, words);
    return [...words.filter((t) => this.isKnown(t) || !concepts.explained.has(t)), ...concepts.terms];
  }

  searchFaqs(query: string, language: string, limit = 5): FaqHit[] {
    const exactUnit = this.exact.get(exactKey(query));
    const terms = counts(this.queryTerms(query, language));
    let qNorm = 0;
    const weights = new Map<string, number>();
    for (const [t, tf] of terms) {
      const idf = this.idf.get(t);
      if (idf === undefined) continue;
      const w = (1 + Math.log(tf)) * idf;
      weights.set(t, w);
      qNorm += w * w;
    }
    // An unknown word still counts in the question's length, so "reset my car radio" is not a clean "reset" match.
    for (const [t] of terms) if (!weights.has(t)) qNorm += this.unknownWeight ** 2;
    qNorm = Math.sqrt(qNorm);
    for (const [t, wq] of weights) {
      const idf = this.idf.get(t) ?? 0;
      for (const { unit, tf } of this.postings.get(t) ?? [])
        this.unitDots.add(unit, wq * (1 + Math.log(tf)) * idf);
    }
    const best = new Map<number, FaqMatch>();
    this.unitDots.drain((u, dot) => {
      const unit = this.units[u];
      if (!unit || unit.norm === 0 || qNorm === 0) return;
      const sim = dot / (unit.norm * qNorm);
      const entry = best.get(unit.faq) ?? {
        phrase: 0,
        second: 0,
        third: 0,
        version: unit.version,
        meta: 0,
        answer: 0,
      };
      if (unit.kind === 'phrase' && sim > entry.phrase) {
        entry.third = entry.second;
        entry.second = entry.phrase;
        entry.phrase = sim;
        entry.version = unit.version;
      } else if (unit.kind === 'phrase' && sim > entry.second) {
        entry.third = entry.second;
        entry.second = sim;
      } else if (unit.kind === 'phrase') entry.third = Math.max(entry.third, sim);
      else if (unit.kind === 'meta') entry.meta = Math.max(entry.meta, sim);
      else if (unit.kind === 'answer') entry.answer = Math.max(entry.answer, sim);
      best.set(unit.faq, entry);
    });
    if (exactUnit !== undefined) {
      const unit = this.units[exactUnit];
      if (unit)
        best.set(unit.faq, { phrase: 1, second: 0, third: 0, version: unit.version, meta: 0, answer: 0 });
    }
    const candidates: { f: number; e: FaqMatch; raw: number }[] = [];
    for (const [f, e] of best) {
      // Other phrases of the same FAQ that also match are further evidence for it: their similarities
      // combine as a noisy-OR, 1 - (1 - s1)(1 - s2)(1 - s3), which stays within 0..1.
      const phrases =
        1 -
        (1 - e.phrase) * (1 - e.second * SUPPORTING_PHRASE_WEIGHT) * (1 - e.third * SUPPORTING_PHRASE_WEIGHT);
      const lift = Math.max(e.meta * META_WEIGHT, e.answer * ANSWER_WEIGHT);
      candidates.push({ f, e, raw: e.phrase === 1 ? 1 : Math.min(1, phrases + lift * (1 - phrases)) });
    }
    candidates.sort((a, b) => b.raw - a.raw);
    const hits: FaqHit[] = [];
    for (const { f, e, raw } of candidates) {
      // Coverage only lowers a score, so once `limit` hits beat a raw score, no later candidate can enter.
      const last = hits[limit - 1];
      if (last && raw <= last.score) break;
      const faq = this.faqs[f];
      const version = faq?.versions[e.version];
      if (!faq || !version) continue;
      // Words of the question that this FAQ never uses (e.g. "car radio" in "reset my car radio") lower its score.
      const coverage = this.coverage(f, weights, terms);
      const score = e.phrase === 1 ? 1 : raw * (COVERAGE_FLOOR + (1 - COVERAGE_FLOOR) * coverage);
      hits.push({ faq, version, score, coverage });
      hits.sort((a, b) => b.score - a.score);
      if (hits.length > limit) hits.pop();
    }
    return hits;
  }

  /** Share of the question's IDF weight (unknown words weigh like the rarest) found anywhere in the FAQ. */
  private coverage(faq: number, weights: Map<string, number>, terms: Map<string, number>): number {
    const known = this.faqTerms[faq];
    if (!known) return 0;
    let total = 0;
    let found = 0;
    for (const t of terms.keys()) {
      const w = weights.get(t) ?? this.unknownWeight;
      total += w;
      if (known.has(t)) found += w;
    }
    return total === 0 ? 0 : found / total;
  }

  searchChunks(query: string, language: string, limit = 3): ChunkHit[] {
    const terms = [...new Set(this.queryWords(query, language))];
    let total = 0;
    for (const t of terms) {
      const idf = this.chunkIdf.get(t) ?? 0;
      // Unknown words weigh like rare ones: a passage that lacks them does not answer the question.
      total += idf || Math.log(1 + this.chunks.length);
      for (const c of this.chunkPostings.get(t) ?? []) this.chunkScores.add(c, idf);
    }
    // The best `limit` passages, kept in order as scores arrive (no sort of every passage touched).
    const top: ChunkHit[] = [];
    this.chunkScores.drain((c, s) => {
      const chunk = this.chunks[c];
      const last = top[limit - 1];
      if (!chunk || total === 0 || (last && s / total <= last.score)) return;
      top.push({ chunk, score: s / total });
      top.sort((a, b) => b.score - a.score);
      if (top.length > limit) top.pop();
    });
    return top;
  }
}
