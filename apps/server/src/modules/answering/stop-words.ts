import { z } from 'zod';
import { parseData, wordsByLanguageSchema } from '../../data/faq-set.ts';
import stopWordsJson from '../../data/stop-words.json' with { type: 'json' };
import { normalizeText } from './normalize-text.ts';
import { germanUmlautsRead } from './stemmers.ts';

const stopWordsSchema = z.object({
  description: z.string(),
  stopWords: wordsByLanguageSchema,
  chatFraming: wordsByLanguageSchema,
  framingConcepts: z.array(z.string().regex(/^[a-z_]+$/)),
});
const { stopWords, chatFraming, framingConcepts } = parseData(
  stopWordsSchema,
  stopWordsJson,
  'stop-words.json',
);

const SETS = new Map(
  Object.entries(stopWords).map(([language, words]) => [
    language,
    // Folded like the text they are compared with (Arabic "الى" is "الي" there, "مشكلة" is "مشكله").
    new Set([...words, ...(chatFraming[language] ?? [])].map((w) => normalizeText(w).trim())),
  ]),
);

/** A word (folded) that names no topic in a support question in that language. */
export function isStopWord(word: string, language: string): boolean {
  const set = SETS.get(language);
  if (!set) return false;
  // German typed without umlauts ("fuer", "moechte") is read as the stemmer reads it (stemmers.ts).
  return set.has(word) || (language === 'de' && set.has(germanUmlautsRead(word)));
}

/** The everyday concepts (ids in common-words.json) whose words only frame a question ("I wanted to ask about"). */
export const FRAMING_CONCEPTS: readonly string[] = framingConcepts;
