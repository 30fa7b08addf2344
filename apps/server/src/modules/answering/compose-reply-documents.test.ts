import { describe, expect, it } from 'vitest';
import { answerQuestion } from './compose-reply.ts';
import { KnowledgeIndex } from './knowledge-index.ts';
import { analyzeText } from './tokenize.ts';

/** An English passage of the rental terms. */
const chunk = (id: string, title: string, content: string) => ({
  id,
  documentId: 'rental',
  title,
  language: 'en',
  content,
});
const deposit = chunk(
  'c1',
  'Rental terms.pdf: Deposit',
  'A deposit of 150 euros is blocked on your card when you collect the bike.',
);
const helmets = chunk(
  'c2',
  'Rental terms.pdf: Helmets',
  'Every rental includes a helmet and a lock at no extra charge.',
);
const indexOf = (...chunks: ReturnType<typeof chunk>[]) => KnowledgeIndex.build({ faqs: [], chunks });
const index = indexOf(deposit);
const ask = (query: string, language: string, on = index) =>
  answerQuestion({
    text: analyzeText(query),
    index: on,
    detection: { language, confident: true },
    chatbotName: 'Parley',
    personality: 'friendly',
  });

describe('answers quoted from documents', () => {
  it('quotes the passage and cites the document as the source', () => {
    const reply = ask('deposit for the bike?', 'en');
    expect(reply.kind).toBe('document');
    expect(reply.message).toContain('> A deposit of 150 euros');
    expect(reply.message).not.toContain('only available');
    expect(reply.sources).toEqual([{ type: 'document', id: 'rental', title: 'Rental terms.pdf: Deposit' }]);
  });

  it("says in the visitor's language which language a passage in another language is in", () => {
    const reply = ask('¿deposit 150 card?', 'es');
    expect(reply.kind).toBe('document');
    expect(reply.message).toContain('150 euros');
    expect(reply.message).toContain('inglés');
    expect(reply.needsTranslation).toBe(true);
  });

  it('shows a passage that may help under "not found", without citing it as the answer', () => {
    const both = indexOf(deposit, helmets);
    // "deposit", "card" and "bike" are in the deposit passage, the rest of the question in none.
    const reply = ask(
      'my card was declined for the bike deposit, what should I do now at the counter',
      'en',
      both,
    );
    expect(reply.kind).toBe('not_found');
    expect(reply.message).toContain('this part of "Rental terms.pdf: Deposit" may help');
    expect(reply.message).toContain('> A deposit of 150 euros');
    expect(reply.message).toContain('[contact page](/contact)');
    expect(reply.sources).toEqual([]);
    expect(reply.docCount).toBe(0);
  });

  it('shows two close passages that may help, each under its title', () => {
    const rentals = indexOf(
      chunk(
        'bikes',
        'Bikes',
        'A deposit of 150 euros is blocked on your card at the counter when you collect a bike.',
      ),
      chunk(
        'kayaks',
        'Kayaks',
        'A deposit of 300 euros is blocked on your card at the counter when you collect a kayak.',
      ),
      helmets,
      chunk('hours', 'Opening hours', 'The shop opens daily from 9:00 to 18:00.'),
    );
    const reply = ask(
      'my card was declined for the deposit at the counter, what should I do now?',
      'en',
      rentals,
    );
    expect(reply.kind).toBe('not_found');
    expect(reply.message).toContain('these passages may help');
    expect(reply.message).toContain('From "Bikes":\n\n> A deposit of 150 euros');
    expect(reply.message).toContain('From "Kayaks":\n\n> A deposit of 300 euros');
    expect(reply.mayHelp?.map((d) => d.title)).toEqual(['Bikes', 'Kayaks']);
    expect(reply.sources).toEqual([]);
  });
});
