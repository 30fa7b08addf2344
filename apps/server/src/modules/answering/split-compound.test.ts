import { describe, expect, it } from 'vitest';
import { KnowledgeIndex } from './knowledge-index.ts';
import type { KnowledgeFaq } from './knowledge-types.ts';
import { knownPartOf, splitCompound } from './split-compound.ts';

const vocabulary =
  (...words: string[]) =>
  (w: string) =>
    words.includes(w);

describe('splitCompound', () => {
  it('splits a German compound into known words, with or without a linking letter', () => {
    expect(splitCompound('fahrradstander', 'de', vocabulary('fahrrad', 'stander'))).toEqual([
      'fahrrad',
      'stander',
    ]);
    expect(splitCompound('monatsbeitrag', 'de', vocabulary('monat', 'beitrag'))).toEqual([
      'monat',
      'beitrag',
    ]);
    expect(splitCompound('boekenkast', 'nl', vocabulary('boek', 'kast'))).toEqual(['boek', 'kast']);
  });

  it('restores a first part that lost its ending and splits three parts', () => {
    expect(splitCompound('ostermontag', 'de', vocabulary('ostern', 'montag'))).toEqual(['ostern', 'montag']);
    expect(splitCompound('sonntagabendkurs', 'de', vocabulary('sonntag', 'abend', 'kurs'))).toEqual([
      'sonntag',
      'abend',
      'kurs',
    ]);
  });

  it('leaves a word alone when a part is unknown, too short, a stop word, or the language has no compounds', () => {
    expect(splitCompound('fahrradstander', 'de', vocabulary('fahrrad'))).toBeUndefined();
    expect(splitCompound('getrokken', 'nl', vocabulary('get', 'rokken'))).toBeUndefined();
    expect(splitCompound('voortanden', 'nl', vocabulary('voore', 'tanden'))).toBeUndefined();
    expect(splitCompound('bookcase', 'en', vocabulary('book', 'case'))).toBeUndefined();
  });
});

describe('knownPartOf', () => {
  it('keeps the known part of a compound whose other part is no known word', () => {
    expect(knownPartOf('fahrradbugel', 'de', vocabulary('fahrrad'))).toEqual(['fahrrad']);
    expect(knownPartOf('schwimmkurs', 'de', vocabulary('kurs'))).toEqual(['kurs']);
    expect(knownPartOf('ostermontagsfeier', 'de', vocabulary('ostern'))).toEqual(['ostern']);
  });

  it('takes no suffix or short fragment for a word, and leaves known words and other languages alone', () => {
    expect(knownPartOf('fahrradung', 'de', vocabulary('fahrrad'))).toBeUndefined();
    expect(knownPartOf('fahrradbugel', 'de', vocabulary('fahrrad', 'fahrradbugel'))).toBeUndefined();
    expect(knownPartOf('bicyclerack', 'en', vocabulary('bicycle'))).toBeUndefined();
  });
});

/** Two FAQs of one language: the one whose id is given first holds the compound (or its parts). */
const indexOf = (language: string, ...faqs: [string, string][]) =>
  KnowledgeIndex.build({
    faqs: faqs.map(
      ([id, question]): KnowledgeFaq => ({
        id,
        category: null,
        keywords: [],
        versions: [{ language, question, answer: 'See our website.', aliases: [] }],
      }),
    ),
    chunks: [],
  });
const ranked = (index: KnowledgeIndex, question: string, language: string) =>
  index.searchFaqs(index.prepare(question, language), 2);

describe('a compound in a question', () => {
  const index = indexOf(
    'en',
    ['easter', 'Are you open on Easter Monday?'],
    ['weekdays', 'Are you open on weekday evenings?'],
  );

  it('meets an English-only FAQ through its parts ("Ostermontag" is Easter and Monday)', () => {
    const [top, next] = ranked(index, 'Habt ihr am Ostermontag offen?', 'de');
    expect(top?.faq.id).toBe('easter');
    expect(top?.score ?? 0).toBeGreaterThan(next?.score ?? 0);
  });
});

describe('a compound in a FAQ', () => {
  const index = indexOf(
    'de',
    ['bikes', 'Gibt es einen Fahrradschuppen?'],
    ['vending', 'Gibt es einen Getränkeautomaten?'],
  );

  it('is found by a question in another language that names one of its parts', () => {
    // A German-only FAQ: "Fahrradschuppen" (bicycle shed) holds "Fahrrad", which the lexicon knows as bicycle.
    expect(ranked(index, 'Where can I leave my bicycle?', 'en')[0]?.faq.id).toBe('bikes');
  });

  it('is found through its known part when the other part is no word the lexicon knows', () => {
    // "Bügel" (a stand) is in no lexicon: "Fahrradbügel" still names bicycles.
    const stands = indexOf(
      'de',
      ['bikes', 'Gibt es Fahrradbügel vor dem Haus?'],
      ['vending', 'Gibt es einen Getränkeautomaten?'],
    );
    expect(ranked(stands, 'Where can I leave my bicycle?', 'en')[0]?.faq.id).toBe('bikes');
  });

  it('is found by a German question that uses one of its parts as a word', () => {
    expect(ranked(index, 'Kann ich mein Fahrrad mitbringen?', 'de')[0]?.faq.id).toBe('bikes');
  });
});
