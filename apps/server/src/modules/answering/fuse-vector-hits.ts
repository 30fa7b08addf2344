import { type EmbeddingsParams, embeddingsParams } from '../embeddings/embeddings-params.ts';
import type { FaqHit, KnowledgeFaq } from './knowledge-types.ts';

/** A FAQ found by an embeddings model: the best cosine similarity of its texts to the question. */
export interface VectorHit {
  faqId: string;
  /** Language of the FAQ version whose text was most similar. */
  language: string;
  similarity: number;
}

/** Cosine similarity as the engine's 0..1 confidence: linear between the model's floor and ceiling. */
export function calibratedSimilarity(
  similarity: number,
  params: EmbeddingsParams = embeddingsParams,
): number {
  const { similarityFloor: floor, similarityCeiling: ceiling } = params;
  return Math.min(1, Math.max(0, (similarity - floor) / (ceiling - floor)));
}

/**
 * Merges the lexical ranking with the FAQs an embeddings model found. The ORDER is reciprocal rank fusion
 * (each list contributes 1 / (k + rank)), which needs no common scale between the two; an exact match of a
 * question or alias stays first. Each FAQ's score and coverage stay 0..1 for the reply decision: the higher
 * of the lexical value and the calibrated similarity, since a close meaning stands for the words the
 * visitor did not share with the FAQ. Without vector hits the lexical ranking is returned unchanged.
 */
export function fuseVectorHits(
  lexical: FaqHit[],
  vector: VectorHit[] | undefined,
  faqs: readonly KnowledgeFaq[],
  language: string,
  params: EmbeddingsParams = embeddingsParams,
): FaqHit[] {
  const relevant = (vector ?? []).filter((v) => calibratedSimilarity(v.similarity, params) > 0);
  if (relevant.length === 0) return lexical;
  const fused = new Map<string, { hit: FaqHit; rrf: number }>();
  lexical.forEach((hit, rank) => {
    fused.set(hit.faq.id, { hit, rrf: 1 / (params.rrfK + rank + 1) });
  });
  relevant.forEach((v, rank) => {
    const rrf = 1 / (params.rrfK + rank + 1);
    const semantic = calibratedSimilarity(v.similarity, params);
    const seen = fused.get(v.faqId);
    if (seen) {
      seen.rrf += rrf;
      seen.hit = {
        ...seen.hit,
        score: Math.max(seen.hit.score, semantic),
        coverage: Math.max(seen.hit.coverage, semantic),
      };
      return;
    }
    const faq = faqs.find((f) => f.id === v.faqId);
    const version =
      faq?.versions.find((x) => x.language === language) ??
      faq?.versions.find((x) => x.language === v.language) ??
      faq?.versions[0];
    // A FAQ deleted since the vectors were loaded is skipped.
    if (faq && version)
      fused.set(v.faqId, { hit: { faq, score: semantic, coverage: semantic, version }, rrf });
  });
  const top = lexical[0];
  const exactId = top && top.score >= 1 ? top.faq.id : undefined;
  const exact = (h: FaqHit) => (h.faq.id === exactId ? 1 : 0);
  return [...fused.values()]
    .sort((a, b) => exact(b.hit) - exact(a.hit) || b.rrf - a.rrf || b.hit.score - a.hit.score)
    .slice(0, Math.max(lexical.length, params.nearest))
    .map((e) => e.hit);
}
