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

  it('are found in Chinese text, where no space follows the end of a sentence', () => {
    const chinese = [
      `我们的门店位于市中心，${'交通非常便利，附近有地铁站和公交站，'.repeat(20)}欢迎光临。`,
      '屏幕更换后保修九十天。',
      `店内提供免费无线网络，${'等候区有座位和饮用水，'.repeat(20)}请耐心等候。`,
    ].join('');
    const query = index.prepare('屏幕保修多久？', 'zh');
    const quoted = extractPassage(chinese, query, (s) => index.passageTerms(s, 'zh'));
    expect(quoted.startsWith('屏幕更换后保修九十天。')).toBe(true);
    expect(quoted).not.toContain('我们的门店');
  });
});
