import { describe, expect, it } from 'vitest';
import { engineParams } from './engine-params.ts';
import { KnowledgeIndex } from './knowledge-index.ts';
import type { KnowledgeFaq } from './knowledge-types.ts';
import { COMMON_WORD_MARK, ConceptMatcher, NAME_MARK } from './lexicon/concept-matcher.ts';

const faq = (id: string, language: string, question: string, answer: string): KnowledgeFaq => ({
  id,
  category: null,
  keywords: [],
  versions: [{ language, question, answer, aliases: [] }],
});

describe('a Chinese or Japanese word', () => {
  it('counts as one word of the question, not as its character pairs too (a bare topic stays one word)', () => {
    const index = KnowledgeIndex.build({
      faqs: [
        faq('deposit', 'ja', '支払いについて', 'デポジットが必要です。'),
        faq('invoice', 'ja', '領収書はもらえますか', 'お支払いの後にお渡しします。'),
      ],
      chunks: [],
    });
    const query = index.prepare('支払い', 'ja');
    // The word and its pair "支払" (a known pair: "お支払い" holds it) are both read; the word counts once.
    expect(query.words).toEqual(['支払い', '支払']);
    expect(query.wordCount).toBe(1);
  });
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

  it('counts a word once however many languages read it (a bare topic stays one word)', () => {
    const both = KnowledgeIndex.build({
      faqs: [
        faq('bill', 'de', 'Wo finde ich meine Rechnung?', 'Im Kundenkonto.'),
        faq(
          'invoice',
          'en',
          'Where are my invoices?',
          'German customers find their Rechnungen in the account.',
        ),
      ],
      chunks: [],
    });
    const query = both.prepare('Rechnungen', 'en', { sure: false });
    expect(new Set(query.words).size).toBeGreaterThan(1);
    expect(query.wordCount).toBe(1);
  });

  it('still counts a word no reading knows', () => {
    const [hit] = index.searchFaqs(index.prepare('Kosten Netflix', 'en', { sure: false }), 1);
    expect(hit?.faq.id).toBe('prices');
    expect(hit?.coverage).toBeLessThan(1);
  });
});

describe('a one-word question to FAQs written in one language', () => {
  it('is also read in the lexicon languages, so its concept meets the FAQ ("Zahlung" for "payment")', () => {
    const index = KnowledgeIndex.build({
      faqs: [
        faq('pay', 'en', 'Which payment methods do you accept?', 'Cards and cash.'),
        faq('hours', 'en', 'When are you open?', 'Daily from 9 to 5.'),
      ],
      chunks: [],
    });
    const [hit] = index.searchFaqs(index.prepare('Zahlung', 'en', { sure: false }), 1);
    expect(hit?.faq.id).toBe('pay');
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
    expect(coverage('can I return a jacket I bought at Brightmoor', 'en')).toBeLessThan(
      coverage('can I return a jacket I bought at brightmoor', 'en'),
    );
  });

  it('is not read from capitals in German, where every noun has one', () => {
    expect(coverage('Kann ich die Jacke zurückgeben', 'de')).toBe(
      coverage('kann ich die jacke zurückgeben', 'de'),
    );
  });
});

describe('Chinese and Japanese questions', () => {
  const faqs = [
    faq('hours', 'ja', '営業時間を教えてください', '毎日6時から23時まで営業しています。'),
    faq('returns', 'ja', '返品できますか', '30日以内なら返品できます。'),
  ];
  const build = (ranking: Partial<typeof engineParams.ranking>) =>
    KnowledgeIndex.build({ faqs, chunks: [], params: { ...engineParams.ranking, ...ranking } });
  const coverage = (index: KnowledgeIndex, text: string) =>
    index.searchFaqs(index.prepare(text, 'ja'), 1)[0]?.coverage ?? 0;

  it('weigh an unknown character pair (often the seam of two words) less than an unknown word', () => {
    const text = '出勤前の朝は何時から入れますか';
    expect(coverage(build({}), text)).toBeGreaterThan(coverage(build({ unknownPairWeight: 1 }), text));
  });

  it('keep only their known pairs in a language no FAQ is written in', () => {
    const english = KnowledgeIndex.build({
      faqs: [faq('hours', 'en', 'What are your opening hours?', 'Every day from 6 to 23.')],
      chunks: [],
    });
    const terms = (index: KnowledgeIndex) =>
      index.prepare('出勤前の朝は何時から入れますか', 'ja').terms.map((t) => t.term);
    // With Japanese FAQs an unknown pair may be a Japanese word cut another way; without, it meets nothing.
    expect(terms(build({}))).toEqual(expect.arrayContaining(['出勤', '勤前']));
    expect(terms(english)).toEqual(expect.arrayContaining(['出勤']));
    expect(terms(english)).toEqual(expect.not.arrayContaining(['勤前']));
  });

  it('read an unknown katakana word as a name, as capitals are read in Latin script', () => {
    const text = 'ユニクロで買った服を返品したい';
    expect(coverage(build({}), text)).toBeLessThan(coverage(build({ unknownNameWeight: 1 }), text));
  });
});

describe('a word of a support concept', () => {
  const index = KnowledgeIndex.build({
    faqs: [
      faq('guests', 'en', 'Can I bring a friend?', 'Members can bring a guest twice a month.'),
      faq('stay', 'en', 'How long can I stay?', 'As long as you like.'),
    ],
    chunks: [],
  });

  it('is not corrected as a typo of a FAQ word ("along" in "tag along" is not "long")', () => {
    const terms = index.prepare('can my boyfriend tag along', 'en').terms.map((t) => t.term);
    expect(terms).toEqual(expect.arrayContaining(['~companion']));
    expect(terms).toEqual(expect.not.arrayContaining(['long']));
  });
});

describe('a typo in a question to FAQs written in another language', () => {
  it('is corrected to a lexicon word, whose concept meets the FAQ ("refnd" for "refund")', () => {
    const index = KnowledgeIndex.build({
      faqs: [
        faq('refund', 'de', 'Wann bekomme ich mein Geld zurück?', 'Die Rückerstattung dauert fünf Tage.'),
        faq('hours', 'de', 'Wann habt ihr geöffnet?', 'Täglich von 9 bis 17 Uhr.'),
      ],
      chunks: [],
    });
    const query = index.prepare('how long does my refnd take', 'en');
    expect(query.terms.map((t) => t.term)).toContain('~refund');
    expect(index.searchFaqs(query, 1)[0]?.faq.id).toBe('refund');
  });
});

describe('a FAQ written only in other languages than the question', () => {
  const score = (crossLanguageWeight: number, ...faqs: KnowledgeFaq[]) => {
    const index = KnowledgeIndex.build({
      faqs,
      chunks: [],
      params: { ...engineParams.ranking, crossLanguageWeight },
    });
    return index.searchFaqs(index.prepare('Akku iPhone 15', 'de'), 1)[0]?.score ?? 0;
  };
  const english = faq('battery', 'en', 'Do you replace the iPhone 15 battery?', 'Yes, in an hour.');

  it('is matched in its own languages at full weight: there is no version in the visitor language to prefer', () => {
    expect(score(0.5, english)).toBeGreaterThan(0);
    expect(score(0.5, english)).toBe(score(1, english));
  });

  it('holds more of a question in a language no FAQ is written in: its words are unknown for their language', () => {
    const coverage = (foreignWordWeight: number) => {
      const index = KnowledgeIndex.build({
        faqs: [english],
        chunks: [],
        params: { ...engineParams.ranking, foreignWordWeight },
      });
      return index.searchFaqs(index.prepare('Akku iPhone 15 wechseln', 'de'), 1)[0]?.coverage ?? 0;
    };
    expect(coverage(0.5)).toBeGreaterThan(coverage(1));
  });

  it('counts less in another language when it has a version in the visitor language', () => {
    const both: KnowledgeFaq = {
      ...english,
      versions: [
        ...english.versions,
        { language: 'de', question: 'Tauscht ihr den Akku?', answer: 'Ja.', aliases: [] },
      ],
    };
    expect(score(0.5, both)).toBeLessThan(score(1, both));
  });
});

describe('an everyday word (common-words.json)', () => {
  const concepts = new ConceptMatcher({
    [`${COMMON_WORD_MARK}dog`]: { en: ['dog', 'dogs'], de: ['hund', 'hunde'] },
  });
  const build = (...faqs: KnowledgeFaq[]) => KnowledgeIndex.build({ faqs, chunks: [], concepts });
  const terms = (index: KnowledgeIndex, text: string) => index.prepare(text, 'de').terms.map((t) => t.term);

  it('bridges a question to a FAQ written only in another language', () => {
    const index = build(
      faq('dogs', 'en', 'Are dogs allowed?', 'Yes, on a lead.'),
      faq('hours', 'en', 'When are you open?', 'Daily from 9 to 5.'),
    );
    expect(terms(index, 'mein Hund')).toEqual(['~=dog']);
    expect(index.searchFaqs(index.prepare('mein Hund', 'de'), 1)[0]?.faq.id).toBe('dogs');
  });

  it('adds nothing where a FAQ uses the word itself, so the word does not count twice', () => {
    const index = build(
      faq('dogs', 'de', 'Darf mein Hund mit?', 'Ja, an der Leine.'),
      faq('dogs-en', 'en', 'Are dogs allowed?', 'Yes, on a lead.'),
    );
    expect(terms(index, 'mein Hund')).toEqual(['hund']);
  });
});

describe('a short question split between two FAQs', () => {
  it('tells which of its terms each FAQ holds, for the decision to see the split', () => {
    const index = KnowledgeIndex.build({
      faqs: [
        faq('emergencies', 'en', 'What should I do in an emergency?', 'Call our emergency line at any hour.'),
        faq('hours', 'en', 'Are you open at the weekend?', 'Saturdays 9-13, closed on Sundays.'),
        faq('parking', 'en', 'Where can I park?', 'Behind the building.'),
      ],
      chunks: [],
    });
    const query = index.prepare('emergency weekend', 'en');
    const hits = index.searchFaqs(query, 6);
    const covered = (id: string) =>
      hits.find((h) => h.faq.id === id)?.covered?.map((k) => query.terms[k]?.term);
    expect(covered('emergencies')).toContain('emerg');
    expect(covered('emergencies')).not.toContain('weekend');
    expect(covered('hours')).toContain('weekend');
  });
});

describe("another company's name (a lexicon concept with names)", () => {
  const concepts = new ConceptMatcher({
    [`${NAME_MARK}platforms`]: { en: ['netflix', 'booking.com', 'airbnb'], ko: ['넷플릭스'] },
  });
  const index = KnowledgeIndex.build({
    faqs: [
      faq('cancel', 'en', 'How do I cancel my subscription?', 'Cancel it in your account settings.'),
      faq('booking', 'en', 'Can I book through Booking.com?', 'Yes, our rooms are on Booking.com too.'),
    ],
    chunks: [],
    concepts,
  });
  const prepared = (text: string, language = 'en') => index.prepare(text, language);
  const weight = (text: string, term: string) => prepared(text).terms.find((t) => t.term === term)?.weight;

  it('weighs a name no FAQ uses as a name, written in lower case or in any script', () => {
    const plain = KnowledgeIndex.build({
      faqs: [faq('cancel', 'en', 'How do I cancel?', 'In your account.')],
      chunks: [],
    });
    const lower =
      plain.prepare('cancel my netflix', 'en').terms.find((t) => t.term === 'netflix')?.weight ?? 0;
    expect(weight('how do I cancel my netflix subscription', 'netflix')).toBeGreaterThan(2 * lower);
    const [hit] = index.searchFaqs(prepared('how do I cancel my netflix subscription'), 1);
    const [own] = index.searchFaqs(prepared('how do I cancel my subscription'), 1);
    expect(hit?.faq.id).toBe('cancel');
    expect(hit?.score ?? 1).toBeLessThan((own?.score ?? 0) * 0.7);
    expect(prepared('넷플릭스 해지', 'ko').terms.some((t) => t.term === '넷플릭스' && t.weight > 1)).toBe(
      true,
    );
  });

  it('bridges nothing: one company named in a FAQ does not match another', () => {
    expect(prepared('can I pay with airbnb').terms.map((t) => t.term)).not.toContain(
      `~${NAME_MARK}platforms`,
    );
    const [hit] = index.searchFaqs(prepared('airbnb'), 1);
    expect(hit?.faq.id === 'booking' && hit.score > 0).toBe(false);
    expect(index.searchFaqs(prepared('booking.com'), 1)[0]?.faq.id).toBe('booking');
  });
});

describe('a Korean word with an ending glued to it', () => {
  const index = KnowledgeIndex.build({
    faqs: [faq('gym', 'ko', '운동 시간은 언제인가요?', '매일 6시부터 23시까지 운동할 수 있습니다.')],
    chunks: [],
  });
  const terms = (text: string) => index.prepare(text, 'ko').terms.map((t) => t.term);

  it('reads a known word with a verb ending ("do", "become") as that word alone', () => {
    // "운동하려고" is "운동" (exercise) + "in order to do": the whole word and its pairs name nothing more.
    expect(terms('운동하려고요')).toEqual(['운동']);
  });

  it('drops only the unknown pairs when the rest of the word is no verb ending', () => {
    // "운동화" (sneakers) is more than "운동": the whole word still counts.
    expect(terms('운동화')).toEqual(expect.arrayContaining(['운동', '운동화']));
    expect(terms('운동화')).toEqual(expect.not.arrayContaining(['동화']));
  });

  it('counts a word the FAQs do not know once, not once per character pair', () => {
    // "누래졌는데" (turned yellow, and ...): "졌는", "는데" are the seams of its endings.
    expect(terms('수영하려고요')).toEqual(['수영하려고']);
    expect(terms('누래졌는데 운동')).toEqual(['누래졌는데', '운동']);
  });
});

describe('a support concept of the question that no FAQ covers', () => {
  const faqs = [faq('rooms', 'en', 'Can I choose my room?', 'Ask for a quiet room when you book.')];
  const coverage = (ranking: Partial<typeof engineParams.ranking>) => {
    const index = KnowledgeIndex.build({ faqs, chunks: [], params: { ...engineParams.ranking, ...ranking } });
    return index.searchFaqs(index.prepare('Can I smoke in my room?', 'en'), 1)[0]?.coverage ?? 0;
  };

  it('weighs like a name: the question is about it ("smoking"), so the FAQ holds less of it', () => {
    expect(coverage({})).toBeLessThan(coverage({ unknownConceptWeight: 1 }));
  });
});

describe('a verb that only makes an availability question', () => {
  const faqs = [
    faq('gift-cards', 'nl', 'Verkopen jullie cadeaubonnen?', 'Ja, cadeaubonnen van 10 tot 200 euro.'),
    faq('opening', 'nl', 'Wat zijn de openingstijden?', 'Elke dag van 9 tot 18 uur.'),
  ];
  const top = (ranking: Partial<typeof engineParams.ranking>, text: string, language = 'nl') => {
    const index = KnowledgeIndex.build({ faqs, chunks: [], params: { ...engineParams.ranking, ...ranking } });
    return index.searchFaqs(index.prepare(text, language), 1)[0];
  };

  it('weighs less than the thing asked about, so "do you sell olive oil?" is not about gift cards', () => {
    const olive = 'Verkopen jullie olijfolie?';
    expect(top({}, olive)?.coverage ?? 0).toBeLessThan(0.5);
    expect(top({ weakWordWeight: 1 }, olive)?.coverage ?? 0).toBeGreaterThan(0.5);
  });

  it('is as weak through a support concept, in a language no FAQ is written in', () => {
    const olive = "vous vendez de l'huile d'olive ?";
    const coverage = (ranking: Partial<typeof engineParams.ranking>) =>
      top(ranking, olive, 'fr')?.coverage ?? 0;
    expect(coverage({})).toBeGreaterThan(0);
    expect(coverage({})).toBeLessThan(coverage({ weakWordWeight: 1 }));
  });

  it('still finds the FAQ when the thing asked about is in it', () => {
    expect(top({}, 'Kan ik bij jullie een cadeaubon kopen?')?.faq.id).toBe('gift-cards');
  });
});

describe('words that only frame a question (stop-words.json, framingConcepts: ask, help, know)', () => {
  const index = KnowledgeIndex.build({
    faqs: [
      faq('privacy', 'en', 'Can I ask you to delete my data?', 'Yes, just write to us.'),
      faq('stores', 'en', 'Where are your shops?', 'In Lyon and Paris.'),
      faq('hours', 'en', 'When are you open?', 'Daily from 9 to 5.'),
    ],
    chunks: [],
  });
  const terms = (text: string, language: string) => index.prepare(text, language).terms.map((t) => t.term);

  it('are dropped, so the FAQ that happens to use "ask" does not meet "I wanted to ask about your shops"', () => {
    expect(terms('I wanted to ask about your shops', 'en')).not.toContain('ask');
    expect(
      index.searchFaqs(index.prepare('I wanted to ask about your shops', 'en'), 3).map((h) => h.faq.id),
    ).toEqual(['stores']);
  });

  it('leave a bare topic in any language ("お店のことで聞きたいんですが": the shops)', () => {
    const query = index.prepare('お店のことで聞きたいんですが', 'ja');
    expect(query.wordCount).toBe(1);
    expect(query.terms.map((t) => t.term)).toEqual(['~store']);
  });

  it('are dropped in the forms Korean writes them ("물어볼 게 있어요": there is something I will ask)', () => {
    const query = index.prepare('가게 관련해서 물어볼 게 있어요', 'ko');
    expect(query.wordCount).toBe(1);
    expect(query.terms.map((t) => t.term)).toEqual(['~store']);
  });

  it('mean nothing else either: Portuguese "saber" (know) is not "sábado" by its stem', () => {
    expect(terms('queria saber sobre as lojas', 'pt')).toEqual(['~store']);
  });
});

describe("a word written nearly as another language's word (a cognate)", () => {
  it('meets the FAQ in that language without a lexicon entry ("professional", "professionale")', () => {
    const index = KnowledgeIndex.build({
      faqs: [
        faq('hygiene', 'it', 'Quanto dura la seduta di igiene professionale?', 'Circa un’ora.'),
        faq('hours', 'it', 'Quando siete aperti?', 'Dal lunedì al venerdì.'),
      ],
      chunks: [],
    });
    const query = index.prepare('professional', 'en');
    expect(query.words).toEqual(['professional']);
    const [hit] = index.searchFaqs(query, 1);
    expect(hit?.faq.id).toBe('hygiene');
    expect(hit?.coverage).toBe(1);
  });
});

describe('a word with two meanings, one of which the FAQs know', () => {
  const concepts = new ConceptMatcher({
    booking: { en: ['booking', 'reservation'], de: ['buchung'], ja: ['予約'] },
    appointment: { en: ['appointment', 'reservation'], ja: ['予約'] },
    jobs: { en: ['jobs'] },
  });
  const index = KnowledgeIndex.build({
    faqs: [
      faq('change', 'de', 'Wie ändere ich meine Buchung?', 'Im Kundenkonto.'),
      faq('hours', 'de', 'Wann ist die Rezeption geöffnet?', 'Rund um die Uhr.'),
    ],
    chunks: [],
    concepts,
  });
  const weight = (text: string, language: string, term: string) =>
    index.prepare(text, language).terms.find((t) => t.term === term)?.weight ?? 0;
  const unknownTopic = weight('jobs', 'en', '~jobs');

  it('weighs, in a short question, the meaning no FAQ has as one unknown word ("予約": booking or appointment)', () => {
    const unknownWord = unknownTopic / engineParams.ranking.unknownConceptWeight;
    expect(weight('予約', 'ja', '~appointment')).toBeCloseTo(unknownWord);
    expect(weight('reservation', 'en', '~appointment')).toBeCloseTo(unknownWord);
    expect(index.searchFaqs(index.prepare('予約', 'ja'), 1)[0]?.faq.id).toBe('change');
  });

  it('keeps it a topic when no word of the question carries it ("how much?" is all stop words)', () => {
    const withPrice = KnowledgeIndex.build({
      faqs: [faq('change', 'en', 'Can I change my booking?', 'Yes.')],
      chunks: [],
      concepts: new ConceptMatcher({ price: { en: ['how much'] }, jobs: { en: ['jobs'] } }),
    });
    const topic = (text: string, term: string) =>
      withPrice.prepare(text, 'en').terms.find((t) => t.term === term)?.weight ?? 0;
    expect(topic('how much?', '~price')).toBeCloseTo(topic('jobs', '~jobs'));
  });

  it('keeps it a topic of a longer question, which it often is the subject of', () => {
    expect(weight('cancel reservation tomorrow morning', 'en', '~appointment')).toBeCloseTo(unknownTopic);
  });
});

describe('an Arabic noun whose first letter Snowball takes for a preposition', () => {
  // "بطاقة" (a card) stems to "طاق" (its "ب" stripped as "with"), "البطاقة" (the card) to "بطاق".
  it('meets the FAQ that writes it without the article', () => {
    const index = KnowledgeIndex.build({
      faqs: [
        faq('card', 'ar', 'هل تقبلون بطاقة الائتمان؟', 'نعم.'),
        faq('hours', 'ar', 'ما هي مواعيد العمل؟', 'من التاسعة.'),
      ],
      concepts: new ConceptMatcher({}),
    });
    const [hit] = index.searchFaqs(index.prepare('البطاقة', 'ar'), 2);
    expect(hit?.faq.id).toBe('card');
    expect(hit?.coverage).toBe(1);
  });

  it('meets the lexicon entry written the other way, so its concept bridges to other languages', () => {
    const index = KnowledgeIndex.build({
      faqs: [faq('card', 'en', 'Do you take credit cards?', 'Yes.')],
      concepts: new ConceptMatcher({ card: { en: ['card', 'cards'], ar: ['بطاقة'] } }),
    });
    const query = index.prepare('البطاقة', 'ar');
    expect(query.terms.map((t) => t.term)).toEqual(['~card']);
    expect(index.searchFaqs(query, 1)[0]?.faq.id).toBe('card');
  });
});

describe("a situation's concept (support-lexicon.json `implies`)", () => {
  const lexicon = {
    absence: { en: ['away for', 'travelling'] },
    pause: { en: ['freeze', 'pause'] },
    address: { en: ['address'] },
  };
  const faqs = [
    faq('freeze', 'en', 'Can I freeze my membership?', 'Yes, at reception.'),
    faq('fees', 'en', 'What do I pay for the membership?', 'Thirty euros a month.'),
  ];
  const indexWith = (implies: Record<string, string[]>) =>
    KnowledgeIndex.build({ faqs, chunks: [], concepts: new ConceptMatcher(lexicon, {}, implies) });
  const index = indexWith({ absence: ['pause', 'address'] });
  const question = 'I am travelling for a while, what about my membership?';

  it('leads to the FAQ that names its topic ("travelling" to freezing), which it did not meet otherwise', () => {
    const hits = (idx: KnowledgeIndex) =>
      Object.fromEntries(idx.searchFaqs(idx.prepare(question, 'en'), 2).map((h) => [h.faq.id, h]));
    const withSituation = hits(index);
    const plain = hits(indexWith({}));
    expect(withSituation.freeze?.score).toBeGreaterThan(withSituation.fees?.score ?? 0);
    expect(plain.freeze?.score).toBeCloseTo(plain.fees?.score ?? 0);
    // Coverage, which the decision to answer reads, is of what the visitor said: the topic was not said.
    expect(withSituation.freeze?.coverage).toBeCloseTo(plain.freeze?.coverage ?? 0);
  });

  it('holds for an everyday word too, though it bridges nothing where no FAQ uses it ("sick" to rescheduling)', () => {
    const everyday = KnowledgeIndex.build({
      faqs: [
        faq('move', 'en', 'Can I reschedule my visit?', 'Yes, online.'),
        faq('price', 'en', 'What does a visit cost?', 'Forty euros.'),
      ],
      chunks: [],
      concepts: new ConceptMatcher(
        { '=sick': { en: ['sick'] }, reschedule: { en: ['reschedule'] } },
        {},
        { '=sick': ['reschedule'] },
      ),
    });
    const [top] = everyday.searchFaqs(everyday.prepare('I am sick, what about my visit?', 'en'), 2);
    expect(top?.faq.id).toBe('move');
  });

  it("adds the topic at a share of its weight, outside the question's own weight, and only a topic a FAQ names", () => {
    const query = index.prepare(question, 'en');
    const pause = query.terms.find((t) => t.term === '~pause');
    const own = query.terms.filter((t) => t.term !== '~pause').reduce((sum, t) => sum + t.weight, 0);
    expect(pause?.weight).toBeGreaterThan(0);
    expect(query.totalWeight).toBeCloseTo(own);
    expect(query.terms.some((t) => t.term === '~address')).toBe(false);
  });
});

describe('Chinese written in Traditional characters (Taiwan, Hong Kong)', () => {
  const faqs = [
    faq('returns', 'zh', '怎么退货？', '收到商品30天内可以退货，运费由我们承担。'),
    faq('hours', 'zh', '你们几点开门？', '每天上午9点到晚上8点营业。'),
  ];

  it('meets the FAQ written in Simplified characters, with the same concepts as the Simplified question', () => {
    const index = KnowledgeIndex.build({ faqs, chunks: [] });
    const traditional = index.prepare('退貨要怎麼辦理？運費誰出？', 'zh');
    const simplified = index.prepare('退货要怎么办理？运费谁出？', 'zh');
    expect(traditional.terms.map((t) => t.term)).toEqual(simplified.terms.map((t) => t.term));
    expect(index.searchFaqs(traditional, 1)[0]?.faq.id).toBe('returns');
  });

  it('is met by a Simplified question when the FAQ is the one written in Traditional characters', () => {
    const index = KnowledgeIndex.build({
      faqs: [
        faq('returns', 'zh', '怎麼退貨？', '收到商品30天內可以退貨，運費由我們承擔。'),
        faqs[1] as KnowledgeFaq,
      ],
      chunks: [],
    });
    expect(index.searchFaqs(index.prepare('退货运费谁出？', 'zh'), 1)[0]?.faq.id).toBe('returns');
  });

  it('is read as Simplified only in the Chinese reading when the language is a guess', () => {
    const index = KnowledgeIndex.build({ faqs, chunks: [] });
    const guessed = index.prepare('退貨', 'zh', { sure: false });
    expect(guessed.text.raw).toBe('退貨');
    expect(guessed.terms.map((t) => t.term)).toContain('~return');
  });
});
