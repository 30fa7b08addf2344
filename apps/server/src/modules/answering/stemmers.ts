import { stemmer as ar } from '@orama/stemmers/arabic';
import { stemmer as nl } from '@orama/stemmers/dutch';
import { stemmer as en } from '@orama/stemmers/english';
import { stemmer as fr } from '@orama/stemmers/french';
import { stemmer as de } from '@orama/stemmers/german';
import { stemmer as it } from '@orama/stemmers/italian';
import { stemmer as pt } from '@orama/stemmers/portuguese';
import { stemmer as ru } from '@orama/stemmers/russian';
import { stemmer as es } from '@orama/stemmers/spanish';
import { normalizeText } from './normalize-text.ts';

/** Snowball stemmers (via @orama/stemmers) for the languages that inflect with suffixes. */
const STEMMERS: Record<string, (word: string) => string> = { en, es, fr, de, it, pt, nl, ru, ar };

/** Arabic glues "and", "with", "as", "so" and "for" to the article; the stemmer only knows the bare article. */
const ARABIC_PREFIXED_ARTICLE = /^(وال|بال|كال|فال|لل)(?=..)/;

/**
 * German writes the infinitive of a separable verb with "zu" inside ("zurückzugeben", "anzumelden"), which
 * Snowball leaves, so it never met the verb ("zurückgeben") that FAQs and the lexicon write. It is read
 * without the "zu": only after a separable prefix, in a word ending in "n", and not where the rest starts
 * like "Zug" ("Einzugsermächtigung", "Umzugskarton"). Prefixes that end in "zu" ("hinzufügen") keep it.
 */
const GERMAN_ZU_INFINITIVE =
  /^(?!(?:hinzu|dazu)(?!zu))(zuruck|zusammen|herunter|weiter|wieder|runter|statt|fest|frei|hoch|raus|rein|nach|hinzu|dazu|auf|aus|bei|ein|her|hin|los|mit|vor|weg|ab|an|um|zu)zu(?!g[^aeiouy])(\p{L}{3,}n)$/u;

/**
 * A German keyboard's umlauts are typed "ae", "oe", "ue" without one ("Rueckgabe", "Groesse"); the text is
 * folded ("ü" is "u"), so these are read as "a", "o", "u", with the heuristic of Snowball's german2 variant
 * and Lucene's GermanNormalizationFilter: not "ue" after a vowel or "q" ("neue", "Feuer", "Quelle").
 */
const GERMAN_UMLAUT_SPELLED = /ae|oe|(?<![aeiouq])ue/g;

/** A folded German word with its spelled-out umlauts read as the vowel ("rueckgabe" as "ruckgabe"). */
export const germanUmlautsRead = (word: string) => word.replace(GERMAN_UMLAUT_SPELLED, (m) => m[0] ?? '');

/**
 * The text is folded before it is stemmed (visitors type "cancelacion" as often as "cancelación"), but some
 * Snowball suffixes carry an accent, so a folded word kept a suffix the rest of its family loses: Spanish
 * "cancelacion" stayed whole while "cancelaciones" and "cancelar" became "cancel", and "cobrais" (cobráis)
 * met no other form of its verb; Portuguese "cancelacao" was "cancelaca"; French "paye" (payé) was "pay"
 * against "payer" ("pai"). These endings get their accent back before the stemmer reads them, and the
 * stem is folded again.
 */
const ACCENTED_ENDINGS: Record<string, [RegExp, string][]> = {
  es: [
    [/(?<=\p{L}{3}[au])cion$/u, 'ción'],
    [/(?<=\p{L}{3})ais$/u, 'áis'],
    [/(?<=\p{L}{3})eis$/u, 'éis'],
  ],
  pt: [
    [/(?<=\p{L}{2}[au])cao$/u, 'ção'],
    [/(?<=\p{L}{2}[au])coes$/u, 'ções'],
  ],
  // Not French "-ée": "élevée" (high) would then share the stem of "élève" (pupil), as when written.
  fr: [[/(?<=\p{L}{2})ye(s?)$/u, 'yé$1']],
};

function withAccentedEnding(word: string, language: string): string {
  for (const [ending, accented] of ACCENTED_ENDINGS[language] ?? [])
    if (ending.test(word)) return word.replace(ending, accented);
  return word;
}

/** An Arabic word's article, bare ("ال") or with a conjunction or preposition glued to it ("وال", "لل"). */
const ARABIC_ARTICLE = /^(ال|وال|بال|كال|فال|لل)(?=..)/;

/**
 * The stem of an Arabic word read with its article toggled, when that differs from its own stem. Snowball
 * takes a first "ب", "ك", "ف", "و" or "ل" for a preposition or conjunction and strips it unless the article
 * stands before it, so a noun whose own first letter it is has two stems: "بطاقة" (a card) is "طاق" but
 * "البطاقة" (the card) "بطاق", "فندق" (a hotel) "ندق" but "الفندق" "فندق". The question reads the other
 * one only when the FAQs and the lexicon know it and not its own.
 */
export function arabicArticleVariant(word: string): string | undefined {
  const bare = word.replace(ARABIC_ARTICLE, '');
  const variant = stem(bare === word ? `ال${word}` : bare, 'ar');
  return variant !== stem(word, 'ar') ? variant : undefined;
}

/** What a language's word needs rewritten before its Snowball stemmer sees it (the cases above). */
const BEFORE_SNOWBALL: Record<string, (word: string) => string> = {
  ar: (word) => word.replace(ARABIC_PREFIXED_ARTICLE, 'ال'),
  de: (word) => germanUmlautsRead(word).replace(GERMAN_ZU_INFINITIVE, '$1$2'),
  es: (word) => withAccentedEnding(word, 'es'),
  pt: (word) => withAccentedEnding(word, 'pt'),
  fr: (word) => withAccentedEnding(word, 'fr'),
};

/**
 * Stems already computed, per language: a document repeats the same words thousands of times (a 10 MB text
 * is 1.8 million words), and Snowball was most of the time spent indexing it. Emptied when it grows past
 * CACHE_LIMIT words, so a stream of new words cannot grow it without bound.
 */
const CACHE_LIMIT = 200_000;
const cache = new Map<string, Map<string, string>>();

export function stem(word: string, language: string): string {
  const fn = STEMMERS[language];
  if (!fn || word.length < 3) return word;
  let known = cache.get(language);
  if (!known) {
    known = new Map();
    cache.set(language, known);
  }
  const cached = known.get(word);
  if (cached !== undefined) return cached;
  const input = BEFORE_SNOWBALL[language]?.(word) ?? word;
  let stemmed = input;
  try {
    stemmed = fn(input) || input;
    // A restored accent is folded again, as the rest of the text is.
    if (input !== word) stemmed = normalizeText(stemmed);
  } catch {
    // A stemmer that fails on an odd word leaves it as it is.
  }
  if (known.size >= CACHE_LIMIT) known.clear();
  known.set(word, stemmed);
  return stemmed;
}
