import type { KnowledgeAnalysis, TermDictionary } from './analyze-knowledge.ts';
import type { RankingParams } from './engine-params.ts';
import type { ChunkHit, KnowledgeChunk, PreparedQuery } from './knowledge-types.ts';
import { addPosting, bm25Idf, type Postings } from './postings.ts';
import { ScoreAccumulator } from './score-accumulator.ts';

/**
 * Plain BM25 over the words of document passages (concepts would put most passages on a few long
 * posting lists). Kept apart from the FAQ index so that an FAQ edit reuses it as it is, and a new
 * document does not rebuild the FAQs.
 */
export class PassageIndex {
  /** Per passage term id: its postings, frozen into typed arrays once built (a 10 MB text has a million). */
  private readonly postings = new Map<number, { docs: Uint32Array; scores: Float32Array }>();
  private readonly idf = new Map<number, number>();
  private readonly scores: ScoreAccumulator;
  /** Per word of a question, the best of its own postings and its meanings' per passage. */
  private readonly best: ScoreAccumulator;
  /** Per passage, how many of the question's words it holds (by the word or a meaning); reset as drained. */
  private readonly held: Uint16Array;
  private readonly dictionary: TermDictionary;
  private ids: Map<string, KnowledgeChunk> | undefined;

  private constructor(
    readonly chunks: KnowledgeChunk[],
    analysis: KnowledgeAnalysis,
    private readonly params: RankingParams,
  ) {
    const { k1, b } = params;
    this.dictionary = analysis.passageDictionary;
    const keep = new Set<string>();
    const chunkTerms = chunks.map((c) => analysis.chunk(c, keep));
    analysis.pruneChunks(keep);
    const average = chunkTerms.reduce((a, t) => a + t.length, 0) / Math.max(1, chunks.length) || 1;
    const growing = new Map<number, Postings>();
    chunkTerms.forEach((terms, c) => {
      const tf = new Map<number, number>();
      for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
      const norm = 1 - b + (b * terms.length) / average;
      for (const [t, count] of tf) {
        const x = count / norm;
        addPosting(growing, t, c, x / (k1 + x));
      }
    });
    const n = Math.max(1, chunks.length);
    for (const [t, list] of growing) {
      this.postings.set(t, { docs: Uint32Array.from(list.docs), scores: Float32Array.from(list.scores) });
      this.idf.set(t, bm25Idf(n, list.docs.length));
    }
    this.scores = new ScoreAccumulator(chunks.length);
    this.best = new ScoreAccumulator(chunks.length);
    this.held = new Uint16Array(chunks.length);
  }

  static build(chunks: KnowledgeChunk[], analysis: KnowledgeAnalysis, params: RankingParams): PassageIndex {
    return new PassageIndex(chunks, analysis, params);
  }

  /** A passage by id, for the passages an embeddings model found (the map is built on first use). */
  byId(id: string): KnowledgeChunk | undefined {
    this.ids ??= new Map(this.chunks.map((c) => [c.id, c]));
    return this.ids.get(id);
  }

  /** A term's postings and IDF (times `share`, for a meaning), when some passage uses it. */
  private known(term: string, share = 1) {
    const t = this.dictionary.find(term);
    const idf = t === undefined ? undefined : this.idf.get(t);
    const list = t === undefined ? undefined : this.postings.get(t);
    return list && idf !== undefined ? { ...list, idf: idf * share } : undefined;
  }

  /** Adds a question word's score to each passage that holds it, and counts the word as held there. */
  private addHeld(doc: number, gain: number): void {
    this.scores.add(doc, gain);
    this.held[doc] = (this.held[doc] ?? 0) + 1;
  }

  /** Raises each passage of the list to at least its score for the term, times `share` in another language. */
  private raiseList(
    list: { docs: Uint32Array; scores: Float32Array },
    idf: number,
    language: string,
    share: number,
  ) {
    for (let i = 0; i < list.docs.length; i++) {
      const doc = list.docs[i] ?? 0;
      const other = this.chunks[doc]?.language !== language;
      this.best.raise(doc, idf * (other ? share : 1) * (list.scores[i] ?? 0));
    }
  }

  /** The terms the passages use, each with the language of a passage that uses it. */
  *knownTerms(): Generator<[string, string]> {
    for (const term of this.dictionary.terms()) {
      const list = this.known(term);
      const first = list?.docs[0];
      const language = first === undefined ? undefined : this.chunks[first]?.language;
      if (language) yield [term, language];
    }
  }

  /** Whether a passage uses the term (then it is not a typo). */
  knows(term: string): boolean {
    // Asked for every word of every question (typo checks): a lookup, without building known()'s object.
    const id = this.dictionary.find(term);
    return id !== undefined && this.idf.has(id);
  }

  /**
   * Passages by BM25, normalized like FAQs: the share of the question's weight they hold. Each word of the
   * question is held by the word itself or by one of its meanings (support concepts), whichever scores
   * better: a passage that says "dañado" holds the "roto" of a question, a German passage the English one's
   * "warranty". A word no passage uses, but whose meaning one does, weighs as that meaning.
   */
  search(query: Pick<PreparedQuery, 'words' | 'meanings' | 'language'>, limit = 3): ChunkHit[] {
    const terms = [...new Set(query.words)];
    if (terms.length === 0 || this.chunks.length === 0) return [];
    const unknown = bm25Idf(this.chunks.length, 0);
    const weight = this.params.conceptWeight;
    let total = 0;
    for (const term of terms) {
      const own = this.known(term);
      const meanings = (query.meanings.get(term) ?? []).flatMap((m) => this.known(m, weight) ?? []);
      // Unknown words weigh like rare ones: a passage that lacks them does not answer the question.
      const unit = own?.idf ?? Math.max(0, ...meanings.map((m) => m.idf));
      total += unit || unknown;
      if (meanings.length === 0) {
        if (own)
          for (let i = 0; i < own.docs.length; i++)
            this.addHeld(own.docs[i] ?? 0, own.idf * (own.scores[i] ?? 0));
        continue;
      }
      // The best of the word and its meanings per passage, each worth at most the word's own weight.
      if (own) this.raiseList(own, own.idf, query.language, 1);
      // A meaning met in a passage of another language counts as a FAQ's other language version does.
      for (const list of meanings)
        this.raiseList(list, Math.min(unit, list.idf), query.language, this.params.crossLanguageWeight);
      this.best.drain((doc, gain) => this.addHeld(doc, gain));
    }
    const fullMatch = 1 / (this.params.k1 + 1);
    // The best `limit` passages, kept in order as scores arrive (no sort of every passage touched).
    const top: ChunkHit[] = [];
    this.scores.drain((c, s) => {
      const chunk = this.chunks[c];
      const score = Math.min(1, s / (total * fullMatch));
      const held = this.held[c] ?? 0;
      this.held[c] = 0;
      const last = top[limit - 1];
      if (!chunk || (last && score <= last.score)) return;
      top.push({ chunk, score, held });
      top.sort((a, b) => b.score - a.score);
      if (top.length > limit) top.pop();
    });
    return top;
  }
}
