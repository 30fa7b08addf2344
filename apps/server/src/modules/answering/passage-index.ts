import type { KnowledgeAnalysis, TermDictionary } from './analyze-knowledge.ts';
import type { RankingParams } from './engine-params.ts';
import type { ChunkHit, KnowledgeChunk } from './knowledge-types.ts';
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
  }

  static build(chunks: KnowledgeChunk[], analysis: KnowledgeAnalysis, params: RankingParams): PassageIndex {
    return new PassageIndex(chunks, analysis, params);
  }

  /** A passage by id, for the passages an embeddings model found (the map is built on first use). */
  byId(id: string): KnowledgeChunk | undefined {
    this.ids ??= new Map(this.chunks.map((c) => [c.id, c]));
    return this.ids.get(id);
  }

  /** Whether a passage uses the term (then it is not a typo). */
  knows(term: string): boolean {
    const id = this.dictionary.find(term);
    return id !== undefined && this.idf.has(id);
  }

  /** Passages by BM25, normalized like FAQs: the share of the question's weight they hold. */
  search(words: readonly string[], limit = 3): ChunkHit[] {
    const terms = [...new Set(words)];
    if (terms.length === 0 || this.chunks.length === 0) return [];
    const unknown = bm25Idf(this.chunks.length, 0);
    let total = 0;
    for (const term of terms) {
      const t = this.dictionary.find(term);
      const idf = t === undefined ? undefined : this.idf.get(t);
      // Unknown words weigh like rare ones: a passage that lacks them does not answer the question.
      total += idf ?? unknown;
      const list = t === undefined ? undefined : this.postings.get(t);
      if (list && idf !== undefined)
        for (let i = 0; i < list.docs.length; i++)
          this.scores.add(list.docs[i] ?? 0, idf * (list.scores[i] ?? 0));
    }
    const fullMatch = 1 / (this.params.k1 + 1);
    // The best `limit` passages, kept in order as scores arrive (no sort of every passage touched).
    const top: ChunkHit[] = [];
    this.scores.drain((c, s) => {
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
