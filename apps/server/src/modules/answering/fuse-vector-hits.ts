import { type EmbeddingsParams, embeddingsParams } from '../embeddings/embeddings-params.ts';
import type { ChunkHit, FaqHit, KnowledgeChunk, KnowledgeFaq } from './knowledge-types.ts';

/** A FAQ or passage found by an embeddings model: the best cosine similarity of its texts to the question. */
export interface VectorHit {
  /** The FAQ's or the passage's id. */
  id: string;
  /** Language of the text that was most similar. */
  language: string;
  similarity: number;
}

/** What an embeddings model found for one question. */
export interface VectorHits {
  faqs: VectorHit[];
  passages: VectorHit[];
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
 * Reciprocal rank fusion of a lexical ranking with what the model found: the ORDER adds 1 / (k + rank)
 * from each list, which needs no common scale between the two. Each hit's score stays 0..1 for the reply
 * decision: the higher of the lexical value and the calibrated similarity (`raise`), and a hit only the
 * model found is made by `create` (undefined: deleted since the vectors were loaded, skipped).
 */
function fuse<H extends { score: number }>(
  lexical: H[],
  vector: VectorHit[] | undefined,
  rules: {
    idOf: (hit: H) => string;
    raise: (hit: H, semantic: number) => H;
    create: (v: VectorHit, semantic: number) => H | undefined;
    /** A hit that stays first whatever the model says (an exact match of a question). */
    pinned?: string;
  },
  params: EmbeddingsParams,
): H[] {
  const relevant = (vector ?? []).filter((v) => calibratedSimilarity(v.similarity, params) > 0);
  if (relevant.length === 0) return lexical;
  const fused = new Map<string, { hit: H; rrf: number }>();
  lexical.forEach((hit, rank) => {
    fused.set(rules.idOf(hit), { hit, rrf: 1 / (params.rrfK + rank + 1) });
  });
  relevant.forEach((v, rank) => {
    const rrf = 1 / (params.rrfK + rank + 1);
    const semantic = calibratedSimilarity(v.similarity, params);
    const seen = fused.get(v.id);
    if (seen) {
      seen.rrf += rrf;
      seen.hit = rules.raise(seen.hit, semantic);
      return;
    }
    const hit = rules.create(v, semantic);
    if (hit) fused.set(v.id, { hit, rrf });
  });
  const pinned = (h: H) => (rules.idOf(h) === rules.pinned ? 1 : 0);
  return [...fused.values()]
    .sort((a, b) => pinned(b.hit) - pinned(a.hit) || b.rrf - a.rrf || b.hit.score - a.hit.score)
    .slice(0, Math.max(lexical.length, params.nearest))
    .map((e) => e.hit);
}

/**
 * Merges the lexical FAQ ranking with the FAQs an embeddings model found; an exact match of a question or
 * alias stays first. A close meaning also stands for the FAQ's word coverage, since it is what the words
 * the visitor did not share with the FAQ would have shown. Without vector hits the ranking is unchanged.
 */
export function fuseVectorHits(
  lexical: FaqHit[],
  vector: VectorHit[] | undefined,
  faqs: readonly KnowledgeFaq[],
  language: string,
  params: EmbeddingsParams = embeddingsParams,
): FaqHit[] {
  const top = lexical[0];
  return fuse(
    lexical,
    vector,
    {
      idOf: (h) => h.faq.id,
      raise: (h, semantic) => ({
        ...h,
        score: Math.max(h.score, semantic),
        coverage: Math.max(h.coverage, semantic),
      }),
      create: (v, semantic) => {
        const faq = faqs.find((f) => f.id === v.id);
        const version =
          faq?.versions.find((x) => x.language === language) ??
          faq?.versions.find((x) => x.language === v.language) ??
          faq?.versions[0];
        return faq && version ? { faq, score: semantic, coverage: semantic, version } : undefined;
      },
      ...(top && top.score >= 1 ? { pinned: top.faq.id } : {}),
    },
    params,
  );
}

/** Merges the passages found by words with those the model found by meaning (see `fuse`). */
export function fusePassageHits(
  lexical: ChunkHit[],
  vector: VectorHit[] | undefined,
  chunkById: (id: string) => KnowledgeChunk | undefined,
  params: EmbeddingsParams = embeddingsParams,
): ChunkHit[] {
  return fuse(
    lexical,
    vector,
    {
      idOf: (h) => h.chunk.id,
      raise: (h, semantic) => ({ ...h, score: Math.max(h.score, semantic) }),
      create: (v, semantic) => {
        const chunk = chunkById(v.id);
        return chunk ? { chunk, score: semantic } : undefined;
      },
    },
    params,
  );
}
