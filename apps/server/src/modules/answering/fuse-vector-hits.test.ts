import { describe, expect, it } from 'vitest';
import type { EmbeddingsParams } from '../embeddings/embeddings-params.ts';
import { calibratedSimilarity, fusePassageHits, fuseVectorHits } from './fuse-vector-hits.ts';
import type { FaqHit, KnowledgeFaq } from './knowledge-types.ts';

const params: EmbeddingsParams = {
  batchSize: 32,
  requestTimeoutMs: 1000,
  queryBudgetMs: 1000,
  nearest: 8,
  rrfK: 60,
  similarityFloor: 0.5,
  similarityCeiling: 0.9,
};
const faq = (id: string): KnowledgeFaq => ({
  id,
  category: null,
  keywords: [],
  versions: [
    { language: 'en', question: `${id}?`, answer: id, aliases: [] },
    { language: 'fr', question: `${id} ?`, answer: id, aliases: [] },
  ],
});
const faqs = ['a', 'b', 'c', 'd'].map(faq);
const hit = (id: string, score: number, coverage = score): FaqHit => {
  const f = faqs.find((x) => x.id === id) as KnowledgeFaq;
  return { faq: f, score, coverage, version: f.versions[0] as FaqHit['version'] };
};

describe('fusing lexical and vector hits', () => {
  it('maps cosine similarity linearly from the floor (0) to the ceiling (1)', () => {
    expect(calibratedSimilarity(0.3, params)).toBe(0);
    expect(calibratedSimilarity(0.5, params)).toBe(0);
    expect(calibratedSimilarity(0.7, params)).toBeCloseTo(0.5);
    expect(calibratedSimilarity(0.9, params)).toBe(1);
    expect(calibratedSimilarity(0.99, params)).toBe(1);
  });

  it('returns the lexical ranking unchanged without vector hits, or with only dissimilar ones', () => {
    const lexical = [hit('a', 0.6), hit('b', 0.3)];
    expect(fuseVectorHits(lexical, undefined, faqs, 'en', params)).toBe(lexical);
    expect(fuseVectorHits(lexical, [{ id: 'c', language: 'en', similarity: 0.4 }], faqs, 'en', params)).toBe(
      lexical,
    );
  });

  it('orders by reciprocal rank fusion and scores each FAQ by the higher of words and meaning', () => {
    const lexical = [hit('a', 0.6, 0.5), hit('b', 0.45, 0.2), hit('c', 0.2)];
    const fused = fuseVectorHits(
      lexical,
      [
        { id: 'b', language: 'en', similarity: 0.86 },
        { id: 'd', language: 'fr', similarity: 0.7 },
      ],
      faqs,
      'en',
      params,
    );
    // b: 1/62 + 1/61 beats a: 1/61; d (vector only, rank 2: 1/62) passes c (lexical rank 3: 1/63).
    expect(fused.map((h) => h.faq.id)).toEqual(['b', 'a', 'd', 'c']);
    expect(fused[0]?.score).toBeCloseTo(0.9);
    expect(fused[0]?.coverage).toBeCloseTo(0.9);
    expect(fused[2]).toMatchObject({ score: expect.closeTo(0.5), coverage: expect.closeTo(0.5) });
    // A FAQ found by meaning only is shown in the visitor's language when it has that version.
    expect(fused[2]?.version.language).toBe('en');
  });

  it('keeps an exact match of a question first, and skips FAQs no longer in the index', () => {
    const lexical = [hit('a', 1), hit('b', 0.4)];
    const fused = fuseVectorHits(
      lexical,
      [
        { id: 'gone', language: 'en', similarity: 0.95 },
        { id: 'b', language: 'en', similarity: 0.95 },
      ],
      faqs,
      'en',
      params,
    );
    expect(fused.map((h) => h.faq.id)).toEqual(['a', 'b']);
  });

  it('fuses passages found by meaning with those found by words', () => {
    const chunk = (id: string) => ({ id, documentId: 'd', title: 'T', language: 'en', content: id });
    const chunks = new Map(['p1', 'p2'].map((id) => [id, chunk(id)]));
    const lexical = [{ chunk: chunk('p1'), score: 0.3 }];
    const fused = fusePassageHits(
      lexical,
      [
        { id: 'p2', language: 'en', similarity: 0.9 },
        { id: 'gone', language: 'en', similarity: 0.9 },
      ],
      (id) => chunks.get(id),
      params,
    );
    // Equal ranks in their lists: the passage the model is sure of comes first; a deleted one is skipped.
    expect(fused.map((h) => [h.chunk.id, h.score])).toEqual([
      ['p2', 1],
      ['p1', 0.3],
    ]);
    expect(fusePassageHits(lexical, undefined, (id) => chunks.get(id), params)).toBe(lexical);
  });
});
