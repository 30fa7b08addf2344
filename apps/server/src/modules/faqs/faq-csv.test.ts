import type { Faq } from '@parley/contract/admin';
import { describe, expect, it } from 'vitest';
import { csvToFaqObjects, faqsToCsv, parseCsv } from './faq-csv.ts';

const faq = (over: Partial<Faq>): Faq => ({
  id: '1',
  question: 'Q',
  answer: 'A',
  status: 'active',
  language: 'en',
  category: null,
  keywords: [],
  aliases: [],
  translations: {},
  created_at: '',
  updated_at: '',
  ...over,
});

describe('FAQ CSV', () => {
  it('parses quoted cells with commas, quotes and newlines', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi""\nthere"\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"\nthere'],
    ]);
  });

  it('neutralizes cells that would run as spreadsheet formulas', () => {
    const csv = faqsToCsv([
      faq({ question: '=HYPERLINK("http://evil")', answer: '+1', category: '@cmd', keywords: ['-x'] }),
    ]);
    const [, row] = parseCsv(csv);
    expect(row?.slice(0, 5)).toEqual(['\'=HYPERLINK("http://evil")', "'+1", 'active', "'@cmd", "'-x"]);
  });

  it('round-trips FAQs with language versions, aliases and dangerous text', () => {
    const original = faq({
      question: '=cmd',
      answer: 'Line one\nline "two", three',
      category: 'shipping',
      keywords: ['ship', 'delivery'],
      aliases: ['when will it arrive', 'delivery time'],
      translations: { es: { question: '¿Envío?', answer: 'Sí', aliases: ['entrega'], origin: 'human' } },
    });
    const [parsed] = csvToFaqObjects(faqsToCsv([original]));
    expect(parsed).toEqual({
      question: '=cmd',
      answer: 'Line one\nline "two", three',
      status: 'active',
      category: 'shipping',
      keywords: ['ship', 'delivery'],
      aliases: ['when will it arrive', 'delivery time'],
      language: 'en',
      translations: { es: { question: '¿Envío?', answer: 'Sí', aliases: ['entrega'] } },
    });
  });

  it("keeps a FAQ's own language through export and import (a German FAQ stays German)", () => {
    const [parsed] = csvToFaqObjects(
      faqsToCsv([faq({ question: 'Wann kommt mein Paket?', language: 'de' })]),
    );
    expect(parsed).toMatchObject({ question: 'Wann kommt mein Paket?', language: 'de' });
    // A file without the column (an older export) imports with the default language, as before.
    expect(csvToFaqObjects('question,answer\r\nQ,A\r\n')[0]).not.toHaveProperty('language');
  });
});
