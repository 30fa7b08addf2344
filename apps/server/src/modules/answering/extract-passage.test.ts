import { describe, expect, it } from 'vitest';
import { extractPassage } from './extract-passage.ts';
import { KnowledgeIndex } from './knowledge-index.ts';

const filler = (topic: string) =>
  `${topic} ${'Wir bitten Sie, dabei die Hinweise unseres Teams vor Ort zu beachten und Fragen rechtzeitig zu stellen, '.repeat(3)}damit alles reibungslos abläuft.`;

describe('the sentences quoted from a passage', () => {
  const index = KnowledgeIndex.build({ faqs: [], chunks: [] });
  const content = [
    filler('Die Lieferung erfolgt innerhalb von drei Werktagen.'),
    filler('Parkplätze finden Sie hinter dem Gebäude.'),
    filler('Das Café im Erdgeschoss ist täglich geöffnet.'),
    'Die Garantie beträgt zwei Jahre ab dem Kaufdatum.',
    filler('Die Öffnungszeiten stehen auf unserer Website.'),
  ].join(' ');

  it("are those that hold the question's meaning, in a question written in another language", () => {
    const query = index.prepare('warranty?', 'en');
    const quoted = extractPassage(content, query, (s) => index.passageTerms(s, 'de'));
    expect(quoted).toContain('Die Garantie beträgt zwei Jahre');
    expect(quoted).not.toContain('Die Lieferung erfolgt');
  });
});
