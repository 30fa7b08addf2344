import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import { describe, expect, it } from 'vitest';
import { demoDocuments, demoFaqs } from './demo-data.ts';

const SCRIPT: Record<string, RegExp> = {
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /\p{Script=Hangul}/u,
  ar: /\p{Script=Arabic}/u,
  ru: /\p{Script=Cyrillic}/u,
};

describe('demo data', () => {
  it('has at least 30 FAQs with unique slugs, each complete in all 12 languages', () => {
    expect(demoFaqs.length).toBeGreaterThanOrEqual(30);
    expect(new Set(demoFaqs.map((f) => f.slug)).size).toBe(demoFaqs.length);
    for (const faq of demoFaqs) {
      expect(Object.keys(faq.translations).sort()).toEqual([...DEFAULT_LANGUAGE_CODES].sort());
      for (const [language, text] of Object.entries(faq.translations)) {
        expect(text.question.trim(), `${faq.slug}/${language}`).not.toBe('');
        expect(text.answer.trim(), `${faq.slug}/${language}`).not.toBe('');
        expect(text.aliases.length, `${faq.slug}/${language} aliases`).toBeGreaterThanOrEqual(3);
        const script = SCRIPT[language];
        if (script) expect(text.question, `${faq.slug}/${language} script`).toMatch(script);
      }
    }
  });

  it('never repeats a question within a language', () => {
    for (const language of DEFAULT_LANGUAGE_CODES) {
      const questions = demoFaqs.map((f) => f.translations[language]?.question.toLowerCase());
      expect(new Set(questions).size, language).toBe(questions.length);
    }
  });

  it('has two non-empty text documents', () => {
    expect(demoDocuments).toHaveLength(2);
    for (const doc of demoDocuments) expect(doc.content.split(/\s+/).length).toBeGreaterThan(300);
  });
});
