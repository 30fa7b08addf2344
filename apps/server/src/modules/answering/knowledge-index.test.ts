import { describe, expect, it } from 'vitest';
import { KnowledgeIndex } from './knowledge-index.ts';
import type { KnowledgeFaq } from './knowledge-types.ts';

const faq = (id: string, language: string, question: string, answer: string): KnowledgeFaq => ({
  id,
  category: null,
  keywords: [],
  versions: [{ language, question, answer, aliases: [] }],
});

describe('a question whose language is only a guess', () => {
  const index = KnowledgeIndex.build({
    faqs: [
      faq('prices', 'de', 'Was kostet eine Behandlung?', 'Die Kosten stehen in der Preisliste.'),
      faq('parking', 'de', 'Gibt es Parkplätze?', 'Ja, hinter dem Haus.'),
    ],
    chunks: [],
  });

  it('does not count a word as unknown in the guessed language when another language reads it', () => {
    // "Kosten" guessed as English is an unknown English word, but German knows it: the FAQ holds all of it.
    const [hit] = index.searchFaqs(index.prepare('Kosten', 'en', { sure: false }), 1);
    expect(hit?.faq.id).toBe('prices');
    expect(hit?.coverage).toBe(1);
  });

  it('still counts a word no reading knows', () => {
    const [hit] = index.searchFaqs(index.prepare('Kosten Netflix', 'en', { sure: false }), 1);
    expect(hit?.faq.id).toBe('prices');
    expect(hit?.coverage).toBeLessThan(1);
  });
});

describe('an unknown word written like a name', () => {
  const index = KnowledgeIndex.build({
    faqs: [
      faq('returns', 'en', 'How do I return an item?', 'Send it back within 30 days.'),
      faq('rückgabe', 'de', 'Wie kann ich einen Artikel zurückgeben?', 'Innerhalb von 30 Tagen.'),
    ],
    chunks: [],
  });
  const coverage = (text: string, language: string) =>
    index.searchFaqs(index.prepare(text, language), 1)[0]?.coverage ?? 0;

  it('weighs more than an unknown common word: the FAQ holds less of the question', () => {
    expect(coverage('can I return a jacket I bought on Amazon', 'en')).toBeLessThan(
      coverage('can I return a jacket I bought on amazon', 'en'),
    );
  });

  it('is not read from capitals in German, where every noun has one', () => {
    expect(coverage('Kann ich die Jacke zurückgeben', 'de')).toBe(
      coverage('kann ich die jacke zurückgeben', 'de'),
    );
  });
});
