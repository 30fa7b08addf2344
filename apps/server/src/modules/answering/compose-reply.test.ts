import { describe, expect, it } from 'vitest';
import { answerQuestion } from './compose-reply.ts';
import { KnowledgeIndex } from './knowledge-index.ts';
import type { KnowledgeFaq } from './knowledge-types.ts';
import { ConceptMatcher } from './lexicon/concept-matcher.ts';
import { analyzeText } from './tokenize.ts';

const faq = (
  id: string,
  question: string,
  answer: string,
  aliases: string[] = [],
  language = 'en',
): KnowledgeFaq => ({
  id,
  category: null,
  keywords: [],
  versions: [{ language, question, answer, aliases }],
});

const faqs = [
  faq('shipping-time', 'How long does shipping take?', 'Standard delivery takes 3-5 business days.'),
  faq('shipping-cost', 'How much does shipping cost?', 'Delivery is free from 50 euros.'),
  faq('password', 'How do I reset my password?', 'Use the forgotten password link on the sign-in page.'),
];

const ask = (
  index: KnowledgeIndex,
  query: string,
  detection = { language: 'en', confident: true },
  personality: 'friendly' | 'professional' = 'friendly',
) => answerQuestion({ text: analyzeText(query), index, detection, chatbotName: 'Parley', personality });

describe('reply decision', () => {
  const index = KnowledgeIndex.build({ faqs, chunks: [] });

  it('offers the FAQs a one-word topic names instead of picking one', () => {
    const reply = ask(index, 'shipping?');
    expect(reply.kind).toBe('clarification');
    expect(reply.clarificationOptions.sort()).toEqual([
      'How long does shipping take?',
      'How much does shipping cost?',
    ]);
  });

  it('ignores words that only frame the message', () => {
    expect(ask(index, 'a question regarding shipping').kind).toBe('clarification');
  });

  it('still answers a full question and an exact one directly', () => {
    expect(ask(index, 'how long will shipping take').matchedFaqId).toBe('shipping-time');
    expect(ask(index, 'How much does shipping cost?').matchedFaqId).toBe('shipping-cost');
    expect(ask(index, 'password').matchedFaqId).toBe('password');
  });

  it('says it could not find an answer to an unrelated question, with nothing to offer', () => {
    const reply = ask(index, 'who won the football world cup');
    expect(reply.kind).toBe('not_found');
    expect(reply.clarificationOptions).toEqual([]);
    expect(reply.message).toContain("couldn't find an answer");
  });

  it('offers the closest FAQs as related questions under a weak match, without saying it found nothing', () => {
    const reply = ask(index, 'my delivery is late, the courier says it left the depot three days ago');
    expect(reply.kind).toBe('not_found');
    expect(reply.requiresClarification).toBe(false);
    expect(reply.clarificationOptions[0]).toBe('How long does shipping take?');
    expect(reply.message).toContain("I'm not sure I have the answer to that. Is it one of these?");
    expect(reply.message).not.toContain("couldn't find");
  });

  it('matches a synonym through the support lexicon, and not without it', () => {
    const lexicon = { delivery: { en: ['shipping', 'postage'] }, price: { en: ['cost', 'pay', 'charge'] } };
    const withLexicon = KnowledgeIndex.build({ faqs, chunks: [], concepts: new ConceptMatcher(lexicon) });
    const without = KnowledgeIndex.build({ faqs, chunks: [], concepts: new ConceptMatcher({}) });
    expect(ask(withLexicon, 'do I pay postage').matchedFaqId).toBe('shipping-cost');
    expect(ask(without, 'do I pay postage').kind).toBe('not_found');
  });
});

describe('a message that only announces a question, or asks about the assistant', () => {
  const index = KnowledgeIndex.build({ faqs, chunks: [] });

  it('is asked what the question is, in the visitor language, instead of "not found"', () => {
    const reply = ask(index, 'Hi, I have a question');
    expect(reply.kind).toBe('greeting');
    expect(reply.message).toBe('Of course! What would you like to know?');
    const french = ask(
      index,
      "Bonjour, j'ai une question",
      { language: 'fr', confident: true },
      'professional',
    );
    expect(french.message).toBe('Certainement. Quelle est votre question ?');
  });

  it('is told what the assistant is when it asks ("are you a bot?"), by its name', () => {
    const reply = ask(index, 'Are you a bot?');
    expect(reply.kind).toBe('greeting');
    expect(reply.message).toContain("I'm Parley, a virtual assistant.");
    expect(reply.message).toContain('[contact page](/contact)');
  });

  it('is asked for a few more words after a bare "no", never answered with a FAQ that says "no"', () => {
    const guest = KnowledgeIndex.build({
      faqs: [
        {
          id: 'guest-checkout',
          category: null,
          keywords: [],
          versions: [
            {
              language: 'en',
              question: 'Do I need an account?',
              answer: 'You can order as a guest.',
              aliases: [],
            },
            {
              language: 'it',
              question: 'Serve un account?',
              answer: 'No, puoi ordinare come ospite.',
              aliases: [],
            },
          ],
        },
      ],
      chunks: [],
    });
    const reply = ask(guest, 'no', { language: 'en', confident: false });
    expect(reply.matchedFaqId).toBeUndefined();
    expect(reply.message).toContain('Could you tell me a bit more about what you need?');
  });

  describe('a bare "oui"', () => {
    const gifts = KnowledgeIndex.build({
      faqs: [
        faq('gift-cards', 'Vendez-vous des cartes cadeaux ?', 'Oui, de 10 à 200 euros.', [], 'fr'),
        faq('shipping', 'Combien coûte la livraison ?', 'Elle est offerte dès 50 euros.', [], 'fr'),
      ],
      chunks: [],
    });
    const fr = { language: 'fr', confident: true };

    it('is asked what the question is, not offered the FAQs whose answer starts with "Oui"', () => {
      const reply = ask(gifts, 'oui', fr);
      expect(reply.clarificationOptions).toEqual([]);
      expect(reply.message).toBe('Bien sûr ! Que voulez-vous savoir ?');
    });

    it('does not pull those FAQs into a message that starts with it', () => {
      expect(ask(gifts, 'oui et le prix', fr).matchedFaqId).toBe('shipping');
      const vague = ask(gifts, 'oui mais encore', fr);
      expect(vague.matchedFaqId).toBeUndefined();
      expect(vague.clarificationOptions).toEqual([]);
    });
  });

  it('still goes to the FAQs when it names a topic ("can you help me with shipping?")', () => {
    expect(ask(index, 'can you help me with shipping?').kind).toBe('clarification');
  });
});

describe('a request for a person ("talk to a human")', () => {
  it('is told the assistant cannot hand over and given the contact page, with no FAQ buttons', () => {
    const reply = ask(KnowledgeIndex.build({ faqs, chunks: [] }), 'Hi, can I talk to a real person?');
    expect(reply.kind).toBe('greeting');
    expect(reply.message).toContain('[contact page](/contact)');
    expect(reply.clarificationOptions).toEqual([]);
  });

  it("gets the business's own FAQ when one answers it outright", () => {
    const contact = faq('contact', 'How can I contact customer service?', 'Call us on 0800 123.', [
      'talk to a human',
    ]);
    const reply = ask(KnowledgeIndex.build({ faqs: [...faqs, contact], chunks: [] }), 'talk to a human');
    expect(reply.matchedFaqId).toBe('contact');
  });
});

describe('the language of a reply to a word or two whose language is only a guess', () => {
  /** A FAQ of [language, question, answer] versions. */
  const multilingual = (id: string, ...versions: [string, string, string][]): KnowledgeFaq => ({
    id,
    category: null,
    keywords: [],
    versions: versions.map(([language, question, answer]) => ({ language, question, answer, aliases: [] })),
  });
  const index = KnowledgeIndex.build({
    faqs: [
      multilingual(
        'contact',
        [
          'en',
          'How can I contact your customer service team by phone, by email or in person at the front desk?',
          'Write to us through the contact page.',
        ],
        ['pt', 'Contacto', 'Escreva-nos pela página de contacto.'],
      ),
      multilingual(
        'breakfast',
        ['en', 'What are the breakfast times and prices?', 'From 7 to 10, 15 euros.'],
        ['es', '¿A qué hora es el desayuno y cuánto cuesta?', 'De 7 a 10, cuesta 15 euros.'],
        ['zh', '早餐时间和价格是怎样的？', '早上7点到10点，15欧元。'],
      ),
      multilingual(
        'parking',
        ['en', 'Do you have parking?', 'Yes, 20 euros a day.'],
        ['es', '¿Tienen aparcamiento?', 'Sí, 20 euros al día.'],
        ['zh', '有停车场吗？', '有，每天20欧元。'],
      ),
    ],
    chunks: [],
  });
  const guess = (text: string, language: string) => ask(index, text, { language, confident: false });

  it('stays the guessed language when another version matches only a little better', () => {
    expect(guess('contact', 'en').answerLanguage).toBe('en');
  });

  it('is the language of the FAQ version that holds the word ("cuesta" in an English session)', () => {
    expect(guess('cuesta', 'en').answerLanguage).toBe('es');
  });

  it('is never one the message cannot be written in ("多少钱" is not Spanish)', () => {
    const reply = guess('多少钱', 'zh');
    expect(reply.detectedLanguage).toBe('zh');
    expect(reply.answerLanguage).toBe('zh');
  });
});

describe('bad input', () => {
  const index = KnowledgeIndex.build({ faqs, chunks: [] });
  it.each([
    ['one character', 'x', 'en'],
    ['4,000 characters', 'shipping '.repeat(444).slice(0, 4000), 'en'],
    ['emoji only', '😀🙏🔥', 'es'],
    ['mixed scripts', 'shipping 配送 доставка الشحن', 'ru'],
    ['punctuation only', '?!...', 'fr'],
  ])('%s gets a reply in the visitor language, never an error', (_, text, language) => {
    const reply = ask(index, text, { language, confident: false });
    expect(reply.message.length).toBeGreaterThan(0);
    expect(reply.detectedLanguage).toBe(language);
  });

  it('asks for the question after a lone letter or only digits, instead of "not found"', () => {
    expect(ask(index, 'x').message).toBe('Of course! What would you like to know?');
    expect(ask(index, '12345', { language: 'de', confident: false }).message).toBe(
      'Klar! Was möchtest du wissen?',
    );
    expect(ask(index, '12345').kind).toBe('greeting');
  });
});
