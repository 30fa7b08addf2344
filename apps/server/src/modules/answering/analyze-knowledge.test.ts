import { describe, expect, it } from 'vitest';
import { KnowledgeAnalysis } from './analyze-knowledge.ts';
import { KnowledgeIndex } from './knowledge-index.ts';
import type { KnowledgeFaq } from './knowledge-types.ts';
import { supportConcepts } from './lexicon/support-lexicon.ts';

const faq = (id: string, question: string, answer: string): KnowledgeFaq => ({
  id,
  category: null,
  keywords: [],
  versions: [{ language: 'en', question, answer, aliases: [] }],
});

describe('knowledge analysis cache', () => {
  it('re-analyzes only what changed, and the rebuilt index follows the edit and the deletion', () => {
    const analysis = new KnowledgeAnalysis(supportConcepts());
    const faqs = [
      faq('a', 'Do you have parking?', 'Yes, 20 spaces.'),
      faq('b', 'Is breakfast included?', 'Yes.'),
    ];
    KnowledgeIndex.build({ faqs, chunks: [], analysis });
    const keep = new Set<string>();
    const before = analysis.faq(faqs[1] as KnowledgeFaq, keep);
    const edited = [faq('a', 'Can I bring my dog?', 'Dogs are welcome.'), faqs[1] as KnowledgeFaq];
    const index = KnowledgeIndex.build({ faqs: edited, chunks: [], analysis });
    expect(analysis.faq(edited[1] as KnowledgeFaq, keep)).toBe(before);
    const [hit] = index.searchFaqs(index.prepare('dog', 'en'), 1);
    expect(hit?.faq.id).toBe('a');
    expect(index.searchFaqs(index.prepare('parking', 'en'), 1)).toEqual([]);
    const shrunk = KnowledgeIndex.build({ faqs: [edited[1] as KnowledgeFaq], chunks: [], analysis });
    expect(shrunk.searchFaqs(shrunk.prepare('dog', 'en'), 1)).toEqual([]);
  });
});

describe('analyzing passages ahead of a build', () => {
  const chunks = Array.from({ length: 50 }, (_, i) => ({
    id: `c${i}`,
    documentId: 'd',
    title: 'Manual',
    language: 'en',
    content:
      i === 7 ? 'The boiler pressure should stay between 1 and 2 bar.' : `Section ${i} about nothing much.`,
  }));

  it('lets other work run between slices, and the build then uses what it cached', async () => {
    const analysis = new KnowledgeAnalysis(supportConcepts());
    let ticks = 0;
    let ticking = true;
    const tick = () => {
      ticks++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    await analysis.analyzeChunks(chunks, 0);
    ticking = false;
    expect(ticks).toBeGreaterThanOrEqual(chunks.length - 1);
    const terms = analysis.chunk(chunks[7] as (typeof chunks)[number], new Set());
    expect(analysis.chunk(chunks[7] as (typeof chunks)[number], new Set())).toBe(terms);
    const index = KnowledgeIndex.build({ faqs: [], chunks, analysis });
    expect(index.searchChunks(index.prepare('boiler pressure', 'en'), 1)[0]?.chunk.id).toBe('c7');
  });
});
