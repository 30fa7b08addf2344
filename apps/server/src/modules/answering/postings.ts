/** Posting lists in parallel arrays: the document (FAQ language version or passage) and its term score. */
export interface Postings {
  docs: number[];
  scores: number[];
}

export function addPosting<T>(map: Map<T, Postings>, term: T, doc: number, score: number): void {
  const list = map.get(term);
  if (list) {
    list.docs.push(doc);
    list.scores.push(score);
  } else map.set(term, { docs: [doc], scores: [score] });
}

export const bm25Idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));
