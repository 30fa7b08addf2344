import { languageCodeSchema } from '@parley/contract/language-code-schema';
import { z } from 'zod';
import { parseData } from '../../data/faq-set.ts';
import weakWordsJson from '../../data/weak-words.json' with { type: 'json' };
import { tokenize } from './tokenize.ts';

const weakWordsSchema = z.object({
  description: z.string(),
  words: z.record(languageCodeSchema, z.array(z.string().min(1))),
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
