/**
 * Sums scores per numeric id (a unit or a passage) in one reusable typed array: on the hot path of every
 * chat message this replaces a Map that was updated once per posting. Not re-entrant: drain before reuse.
 */
export class ScoreAccumulator {
  private readonly scores: Float64Array;
  private readonly seen: Uint8Array;
  private touched: number[] = [];

  constructor(size: number) {
    this.scores = new Float64Array(size);
    this.seen = new Uint8Array(size);
  }

  add(id: number, value: number): void {
    if (this.seen[id] === 0) {
      this.seen[id] = 1;
      this.touched.push(id);
    }
    this.scores[id] = (this.scores[id] ?? 0) + value;
  }

  /** Keeps the largest value per id instead of the sum (the best of a word and its meanings). */
  raise(id: number, value: number): void {
    if (this.seen[id] === 0) {
      this.seen[id] = 1;
      this.touched.push(id);
      this.scores[id] = value;
    } else if (value > (this.scores[id] ?? 0)) this.scores[id] = value;
  }

  /** Hands over every id that got a score, then clears them for the next query. */
  drain(visit: (id: number, score: number) => void): void {
    const touched = this.touched;
    this.touched = [];
    for (const id of touched) {
      const score = this.scores[id] ?? 0;
      this.scores[id] = 0;
      this.seen[id] = 0;
      visit(id, score);
    }
  }
}
