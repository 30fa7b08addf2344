import { z } from 'zod';
import { parseData, wordsByLanguageSchema } from '../../data/faq-set.ts';
import weakWordsJson from '../../data/weak-words.json' with { type: 'json' };
import { tokenize } from './tokenize.ts';

const weakWordsSchema = z.object({
  description: z.string(),
  words: wordsByLanguageSchema,
});

/** Each language's weak words as the terms its texts are indexed with (folded, stemmed). */
const TERMS = new Map(
  Object.entries(parseData(weakWordsSchema, weakWordsJson, 'weak-words.json').words).map(
    ([language, words]) => [language, new Set(words.flatMap((w) => tokenize(w, language)))],
  ),
);

/** A term that only makes a question about availability ("sell", "rent", "have"), in that language. */
export function isWeakTerm(term: string, language: string): boolean {
  return TERMS.get(language)?.has(term) ?? false;
}
