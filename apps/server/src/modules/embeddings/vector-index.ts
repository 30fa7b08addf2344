import type { VectorHit } from '../answering/fuse-vector-hits.ts';

/**
 * The vectors of one model in memory (FAQ texts, or document passages), unit length in one contiguous
 * array, so cosine similarity is a dot product over adjacent memory. A linear scan: at 1,000 FAQs x 12
 * languages x 2 texts and 1,024 dimensions it costs tens of milliseconds per question
 * (bench/embeddings/vector-search.ts), less than the model takes to embed the question; an approximate index
 * would pay off only far beyond that size.
 */
export class VectorIndex {
  private constructor(
    private readonly ids: string[],
    private readonly languages: string[],
    private readonly matrix: Float32Array,
    readonly dimension: number,
  ) {}

  static build(rows: { id: string; language: string; vector: number[] }[]): VectorIndex {
    // Vectors of another size (an older model under the same name) cannot be compared and are left out.
    const dimension = rows.at(-1)?.vector.length ?? 0;
    const kept = rows.filter((r) => r.vector.length === dimension);
    const matrix = new Float32Array(kept.length * dimension);
    kept.forEach((r, i) => {
      writeUnit(r.vector, matrix, i * dimension);
    });
    return new VectorIndex(
      kept.map((r) => r.id),
      kept.map((r) => r.language),
      matrix,
      dimension,
    );
  }

  get size(): number {
    return this.ids.length;
  }

  /** The `limit` owners most similar to the question, each with its best text's similarity. */
  nearest(question: number[], limit: number): VectorHit[] {
    if (question.length !== this.dimension || this.dimension === 0) return [];
    const q = new Float32Array(this.dimension);
    writeUnit(question, q, 0);
    const { matrix, dimension } = this;
    const best = new Map<string, VectorHit>();
    for (let i = 0; i < this.ids.length; i++) {
      let dot = 0;
      for (let d = 0, o = i * dimension; d < dimension; d++, o++)
        dot += (matrix[o] as number) * (q[d] as number);
      const id = this.ids[i] as string;
      const seen = best.get(id);
      if (!seen || dot > seen.similarity)
        best.set(id, { id, language: this.languages[i] as string, similarity: dot });
    }
    return [...best.values()].sort((a, b) => b.similarity - a.similarity).slice(0, limit);
  }
}

/** Writes the vector scaled to unit length into `into` at `offset` (a plain loop: no per-row allocation). */
function writeUnit(vector: number[], into: Float32Array, offset: number): void {
  let sum = 0;
  for (let d = 0; d < vector.length; d++) sum += (vector[d] as number) ** 2;
  const scale = 1 / (Math.sqrt(sum) || 1);
  for (let d = 0; d < vector.length; d++) into[offset + d] = (vector[d] as number) * scale;
}
