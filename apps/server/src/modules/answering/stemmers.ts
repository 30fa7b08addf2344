import { stemmer as ar } from '@orama/stemmers/arabic';
import { stemmer as nl } from '@orama/stemmers/dutch';
import { stemmer as en } from '@orama/stemmers/english';
import { stemmer as fr } from '@orama/stemmers/french';
import { stemmer as de } from '@orama/stemmers/german';
import { stemmer as it } from '@orama/stemmers/italian';
import { stemmer as pt } from '@orama/stemmers/portuguese';
import { stemmer as ru } from '@orama/stemmers/russian';
import { stemmer as es } from '@orama/stemmers/spanish';

/** Snowball stemmers (via @orama/stemmers) for the languages that inflect with suffixes. */
const STEMMERS: Record<string, (word: string) => string> = { en, es, fr, de, it, pt, nl, ru, ar };

/** Arabic glues "and", "with", "as", "so" and "for" to the article; the stemmer only knows the bare article. */
const ARABIC_PREFIXED_ARTICLE = /^(وال|بال|كال|فال|لل)(?=..)/;

export function stem(word: string, language: string): string {
  const fn = STEMMERS[language];
  if (!fn || word.length < 3) return word;
  if (language === 'ar') word = word.replace(ARABIC_PREFIXED_ARTICLE, 'ال');
  try {
    return fn(word) || word;
  } catch {
    return word;
  }
}
