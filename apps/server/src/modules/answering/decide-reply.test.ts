import { describe, expect, it } from 'vitest';
import { decide, type Ranked } from './decide-reply.ts';
import { engineParams } from './engine-params.ts';
import type { FaqHit } from './knowledge-types.ts';
import { analyzeText } from './tokenize.ts';

const hit = (id: string, score: number, coverage: number): FaqHit => {
  const version = { language: 'en', question: `Question ${id}?`, answer: 'Answer.', aliases: [] };
  return { faq: { id, category: null, keywords: [], versions: [version] }, version, score, coverage };
};

const ranked = (text: string, faqs: FaqHit[], chunks: Ranked['chunks'] = []): Ranked => {
  const analyzed = analyzeText(text);
  return {
    query: {
      text: analyzed,
      language: 'en',
      sure: true,
      words: analyzed.words,
      meanings: new Map(),
      wordCount: new Set(analyzed.words).size,
      terms: [],
      totalWeight: 1,
    },
    faqs,
    chunks,
    exact: false,
  };
};

const ids = (hits: FaqHit[]) => hits.map((h) => h.faq.id);

/** A passage hit: its score and how many of the question's words it holds. */
const passage = (id: string, score: number, held: number) => ({
  chunk: { id, documentId: 'd', title: 'Fares', language: 'en', content: 'Tickets move to a later sailing.' },
  score,
  held,
});

describe('reply decision', () => {
  it('answers only when the visitor language version of the FAQ holds the question, else offers it', () => {
    const english = hit('emergency', 0.8, 1);
    const russian = { ...english.version, language: 'ru' };
    const both = { ...english, faq: { ...english.faq, versions: [english.version, russian] } };
    expect(decide(ranked('I cannot come', [both]), engineParams.policy).kind).toBe('faq');
    const viaRussian = decide(ranked('I cannot come', [{ ...both, version: russian }]), engineParams.policy);
    expect(viaRussian.kind).toBe('clarification');
    // A FAQ written only in Russian is answered in Russian: there is no version to prefer.
    const onlyRussian = { ...both, faq: { ...both.faq, versions: [russian] }, version: russian };
    expect(decide(ranked('I cannot come', [onlyRussian]), engineParams.policy).kind).toBe('faq');
  });

  it('answers a FAQ of middling score when it leads the next clearly, and offers both when it does not', () => {
    // A question of several words: the bare-topic rule does not apply.
    const question = 'how long does it take for my order to get here';
    const clear = decide(ranked(question, [hit('a', 0.5, 0.8), hit('b', 0.24, 0.5)]), engineParams.policy);
    expect(clear.kind === 'faq' && clear.hit.faq.id).toBe('a');
    const close = decide(ranked(question, [hit('a', 0.5, 0.8), hit('b', 0.3, 0.5)]), engineParams.policy);
    expect(close.kind === 'clarification' && ids(close.options)).toEqual(['a', 'b']);
  });

  it('does not answer a FAQ that leaves nearly half the question unexplained ("a good pizzeria near the station?")', () => {
    const question = 'is there a good pizzeria near the station';
    const decision = decide(ranked(question, [hit('directions', 0.6, 0.52)]), engineParams.policy);
    expect(decision.kind).toBe('not_found');
    const covered = decide(ranked(question, [hit('directions', 0.6, 0.6)]), engineParams.policy);
    expect(covered.kind).toBe('faq');
  });

  it('offers no FAQ to what a chat is asked but no business answers ("tell me a joke")', () => {
    const question = ranked('tell me a joke', [hit('shipping-cost', 0.14, 0.32), hit('orders', 0.13, 0.32)]);
    const withJoke = {
      ...question,
      query: {
        ...question.query,
        terms: [
          { term: '~=say_tell', weight: 2.6, id: 3 },
          { term: '~joke', weight: 5.6, id: -1 },
        ],
      },
    };
    expect(decide(withJoke, engineParams.policy)).toEqual({ kind: 'not_found', related: [], passages: [] });
    // A business whose FAQs speak of it (a joke night) offers them as ever.
    const covered = {
      ...withJoke,
      query: { ...withJoke.query, terms: [{ term: '~joke', weight: 5.6, id: 7 }] },
    };
    const decision = decide(covered, engineParams.policy);
    expect(decision.kind === 'not_found' && ids(decision.related)).toEqual(['shipping-cost', 'orders']);
  });

  it('shows up to four related questions under "not found"', () => {
    const faqs = [
      hit('a', 0.3, 0.3),
      hit('b', 0.25, 0.3),
      hit('c', 0.2, 0.3),
      hit('d', 0.15, 0.3),
      hit('e', 0.12, 0.3),
    ];
    const decision = decide(
      ranked('something long and quite unclear to the engine', faqs),
      engineParams.policy,
    );
    expect(decision.kind).toBe('not_found');
    expect(decision.kind === 'not_found' && ids(decision.related)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('offers the two FAQs a short question is split between, when together they hold it', () => {
    // "Notdienst Wochenende": one FAQ holds the emergency service, the other the weekend (its words and
    // the weekend concept).
    const split = (aCovers: number[], bCovers: number[], bScore = 0.3, words = 2) => {
      const r = ranked('Notdienst Wochenende', [
        { ...hit('emergencies', 0.35, 0.5), covered: aCovers },
        { ...hit('opening-hours', bScore, 0.5), covered: bCovers },
        hit('parking', 0.15, 0.2),
      ]);
      r.query.terms = [
        { term: 'notdien', weight: 2, id: 0 },
        { term: 'wochenend', weight: 1, id: 1 },
        { term: 'weekend', weight: 1, id: 2 },
      ];
      r.query.totalWeight = 4;
      r.query.wordCount = words;
      return decide(r, engineParams.policy);
    };
    const both = split([0], [1, 2]);
    expect(both.kind === 'clarification' && ids(both.options)).toEqual(['emergencies', 'opening-hours']);
    // Together they miss a part of it (a word no FAQ knows weighs there): not a choice between them.
    expect(split([0], [1]).kind).not.toBe('clarification');
    // The second FAQ adds nothing the first lacks.
    expect(split([0, 1, 2], [1, 2]).kind).not.toBe('clarification');
    // The second scores too little to be a candidate.
    expect(split([0], [1, 2], 0.15).kind).not.toBe('clarification');
    // A question of more words than `topicWords` (2) is more than a bare topic.
    expect(split([0], [1, 2], 0.3, 3).kind).not.toBe('clarification');
  });

  it('offers the FAQs a bare topic names when each holds most of it, not only all of it', () => {
    const faqs = [hit('a', 0.3, 0.7), hit('b', 0.25, 0.65), hit('c', 0.2, 0.3)];
    const decision = decide(ranked('Kosten Zahnreinigung', faqs), engineParams.policy);
    expect(decision.kind).toBe('clarification');
    expect(decision.kind === 'clarification' && ids(decision.options)).toEqual(['a', 'b']);
    // One word is all topic: every FAQ that shares its meaning is offered, even the one that says it differently.
    const word = decide(ranked('Kosten', faqs), engineParams.policy);
    expect(word.kind === 'clarification' && ids(word.options)).toEqual(['a', 'b', 'c']);
    // A longer question with the same hits is not a bare topic.
    expect(decide(ranked('what would it cost me to come by next week', faqs), engineParams.policy).kind).toBe(
      'not_found',
    );
  });

  it('offers middling FAQs as a clarification only when they hold most of the question', () => {
    const question = 'can my teenage son come along to the climbing wall on saturdays';
    // Near the answer score but short of the margin: a choice between the two.
    const most = decide(ranked(question, [hit('a', 0.5, 0.75), hit('b', 0.45, 0.7)]), engineParams.policy);
    expect(most.kind === 'clarification' && ids(most.options)).toEqual(['a', 'b']);
    // As high a score, but a third of the question is in no FAQ (`offerCoverage` 0.7): "not sure", with
    // them as related questions, since the question may be about something else.
    const part = decide(ranked(question, [hit('a', 0.5, 0.6), hit('b', 0.45, 0.6)]), engineParams.policy);
    expect(part.kind === 'not_found' && ids(part.related)).toEqual(['a', 'b']);
  });

  it('quotes a passage that holds more of the question than a confident FAQ, and keeps the FAQ otherwise', () => {
    const chunk = {
      id: 'c',
      documentId: 'd',
      title: 'Rentals',
      language: 'en',
      content: 'A sea kayak is 38 euros a day.',
    };
    const faqs = [hit('rental', 0.7, 0.6)];
    const question = 'How much is a sea kayak rented per day?';
    const better = decide(ranked(question, faqs, [{ chunk, score: 0.9 }]), engineParams.policy);
    expect(better.kind).toBe('document');
    const weaker = decide(ranked(question, faqs, [{ chunk, score: 0.65 }]), engineParams.policy);
    expect(weaker.kind === 'faq' && weaker.hit.faq.id).toBe('rental');
  });

  it('quotes no passage when the next one scores the same, and shows both as passages that may help', () => {
    const question = 'my parcel is lost in transit';
    const tied = decide(
      ranked(question, [hit('f', 0.4, 0.55)], [passage('a', 1, 3), passage('b', 1, 3), passage('c', 0.4, 1)]),
      engineParams.policy,
    );
    expect(tied.kind === 'not_found' && tied.passages.map((h) => h.chunk.id)).toEqual(['a', 'b']);
    const ahead = decide(
      ranked(question, [hit('f', 0.4, 0.55)], [passage('a', 1, 3), passage('b', 0.9, 3)]),
      engineParams.policy,
    );
    expect(ahead.kind === 'document' && ahead.chunk.chunk.id).toBe('a');
  });

  it('quotes a passage under the quoting score when it holds several words and clearly leads', () => {
    const question = 'I got stuck in traffic and the boat left without me, is my ticket still good?';
    const decideWith = (faqs: FaqHit[], chunks: Ranked['chunks']) =>
      decide(ranked(question, faqs, chunks), engineParams.policy);
    const leads = decideWith([], [passage('a', 0.4, 3), passage('b', 0.2, 1)]);
    expect(leads.kind === 'document' && leads.chunk.chunk.id).toBe('a');
    // Two of the question's words are not enough, nor a lead the next passage or a FAQ nearly matches.
    expect(decideWith([], [passage('a', 0.4, 2), passage('b', 0.2, 1)]).kind).toBe('not_found');
    expect(decideWith([], [passage('a', 0.4, 3), passage('b', 0.35, 3)]).kind).toBe('not_found');
    expect(decideWith([hit('f', 0.35, 0.5)], [passage('a', 0.4, 3)]).kind).toBe('not_found');
    expect(decideWith([], [passage('a', 0.3, 4)]).kind).toBe('not_found');
  });

  it('shows, under "not found", the passages that may help: one that leads, or two close ones that lead the third', () => {
    const question = 'Do I have to buy a ticket for my little boy? He is 4.';
    const shownFor = (chunks: Ranked['chunks'], faq = hit('f', 0.2, 0.3)) => {
      const decision = decide(ranked(question, [faq], chunks), engineParams.policy);
      expect(decision.kind).toBe('not_found');
      return decision.kind === 'not_found' ? decision : undefined;
    };
    const one = shownFor([passage('a', 0.3, 3), passage('b', 0.2, 2)]);
    expect(one?.passages.map((h) => h.chunk.id)).toEqual(['a']);
    expect(one && ids(one.related)).toEqual(['f']);
    const two = shownFor([passage('a', 0.3, 3), passage('b', 0.29, 3), passage('c', 0.2, 3)]);
    expect(two?.passages.map((h) => h.chunk.id)).toEqual(['a', 'b']);
    // Too few of the question's words, too low a score, two close passages with a third as close or a second
    // with too few words, or a FAQ that comes closer: nothing shown.
    for (const [chunks, faq] of [
      [[passage('a', 0.3, 2)]],
      [[passage('a', 0.05, 4)]],
      [[passage('a', 0.3, 3), passage('b', 0.29, 3), passage('c', 0.28, 3)]],
      [[passage('a', 0.3, 3), passage('b', 0.29, 2)]],
      [[passage('a', 0.3, 3)], hit('f', 0.35, 0.5)],
    ] as [Ranked['chunks'], FaqHit?][])
      expect(shownFor(chunks, faq)?.passages).toEqual([]);
  });
});
