import { describe, expect, it } from 'vitest';
import { KnowledgeIndex } from '../answering/knowledge-index.ts';
import type { LearningEventRow } from './learning-repository.ts';
import { groupUnanswered, questionKey, timeline } from './unanswered-groups.ts';

const index = KnowledgeIndex.build({
  faqs: [
    {
      id: 'shipping',
      category: 'shipping',
      keywords: ['delivery'],
      versions: [
        {
          language: 'en',
          question: 'How long does shipping take?',
          answer: 'Three to five days.',
          aliases: [],
        },
      ],
    },
    {
      id: 'returns',
      category: 'returns',
      keywords: ['refund'],
      versions: [
        { language: 'en', question: 'What is your return policy?', answer: 'Thirty days.', aliases: [] },
      ],
    },
  ],
  chunks: [],
});

let n = 0;
const event = (
  question: string,
  visitor: string,
  extra: Partial<LearningEventRow> = {},
): LearningEventRow => ({
  id: String(n++),
  kind: 'not_found',
  question,
  questionKey: questionKey(question),
  language: 'en',
  offered: [],
  offeredFaqIds: [],
  picked: null,
  pickedFaqId: null,
  pickedAt: null,
  visitorKey: visitor,
  dismissedAt: null,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  ...extra,
});

describe('grouping unanswered questions', () => {
  it('puts the FAQ most distinct visitors confirmed by picking first, ahead of more asked ones', () => {
    const picked = { pickedFaqId: 'returns', picked: 'What is your return policy?' };
    const groups = groupUnanswered(
      [
        event('shipping speed to Iceland', 'a'),
        event('shipping speed to Iceland', 'b'),
        event('shipping speed to Iceland', 'c'),
        event('can I swap it', 'd', picked),
        event('Can I swap it?', 'e', picked),
        event('Can I swap it?', 'e', picked),
      ],
      index,
    );
    expect(groups.map((g) => [g.faq?.id, g.count, g.visitors, g.confirmed_visitors])).toEqual([
      ['returns', 3, 2, 2],
      ['shipping', 3, 3, 0],
    ]);
    // Spelling variants count as one question, shown in its latest wording.
    expect(groups[0]?.questions).toMatchObject([{ text: 'Can I swap it?', count: 3, confirmed_visitors: 2 }]);
  });

  it('clusters questions no FAQ is like by their similarity to each other, and leaves out answered ones', () => {
    const groups = groupUnanswered(
      [
        event('do you sell bikes', 'a'),
        event('do you sell kids bikes', 'b'),
        event('what is the airspeed of a swallow', 'c'),
        event('How long does shipping take', 'd'),
      ],
      index,
    );
    expect(groups.every((g) => g.faq === null)).toBe(true);
    expect(groups.map((g) => g.questions.map((q) => q.text).sort())).toEqual([
      ['do you sell bikes', 'do you sell kids bikes'],
      ['what is the airspeed of a swallow'],
    ]);
  });
});

describe('the timeline', () => {
  it('has every day of the window, counting picks on the day they happened', () => {
    const days = timeline(
      [
        event('a', 'x', { kind: 'clarification', pickedAt: new Date('2026-11-22T08:00:00Z') }),
        event('b', 'y'),
      ],
      new Date('2026-11-19T12:00:00Z'),
      new Date('2026-11-22T12:00:00Z'),
    );
    expect(days).toEqual([
      { date: '2026-11-19', not_found: 0, clarification: 0, picked: 0 },
      { date: '2026-11-20', not_found: 1, clarification: 1, picked: 0 },
      { date: '2026-11-21', not_found: 0, clarification: 0, picked: 0 },
      { date: '2026-11-22', not_found: 0, clarification: 0, picked: 1 },
    ]);
  });
});
