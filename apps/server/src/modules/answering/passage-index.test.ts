import { describe, expect, it } from 'vitest';
import { KnowledgeAnalysis } from './analyze-knowledge.ts';
import { KnowledgeIndex } from './knowledge-index.ts';
import type { KnowledgeChunk } from './knowledge-types.ts';
import { supportConcepts } from './lexicon/support-lexicon.ts';

const chunk = (id: string, language: string, content: string): KnowledgeChunk => ({
  id,
  documentId: 'd',
  title: '',
  language,
  content,
});

const chunks = [
  chunk('es-damaged', 'es', 'Si el paquete llega dañado, envíanos una foto en un plazo de 48 horas.'),
  chunk('es-hours', 'es', 'La tienda abre de lunes a sábado de 10:00 a 20:00.'),
  chunk('de-warranty', 'de', 'Die Garantie beträgt zwei Jahre ab dem Kaufdatum.'),
  chunk('de-parking', 'de', 'Parkplätze finden Sie hinter dem Gebäude.'),
];

describe('passages found through what the question means', () => {
  const index = KnowledgeIndex.build({
    faqs: [],
    chunks,
    analysis: new KnowledgeAnalysis(supportConcepts()),
  });
  const best = (text: string, language: string) => index.searchChunks(index.prepare(text, language), 1)[0];

  it('finds a passage that says it in other words', () => {
    // "roto" is in no passage; its meaning (damaged) is, as "dañado".
    const hit = best('mi paquete ha llegado roto', 'es');
    expect(hit?.chunk.id).toBe('es-damaged');
    expect(hit?.score).toBeGreaterThanOrEqual(0.6);
  });

  it("counts the question's words a passage holds, as written or by meaning", () => {
    // "paquete" as written, "roto" by its meaning; "azul" not at all.
    expect(best('paquete roto azul', 'es')?.held).toBe(2);
  });

  it('finds a passage in another language through the meaning of the question', () => {
    const hit = best('warranty?', 'en');
    expect(hit?.chunk.id).toBe('de-warranty');
    expect(hit?.score).toBeGreaterThanOrEqual(0.6);
    // The words the German passage does not hold in any sense ("long") still count against it.
    const longer = best('how long is the warranty?', 'en');
    expect(longer?.chunk.id).toBe('de-warranty');
    expect(longer?.score).toBeLessThan(hit?.score ?? 0);
  });
});
