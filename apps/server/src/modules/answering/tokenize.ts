import { normalizeText } from './normalize-text.ts';
import { stem } from './stemmers.ts';
import { isStopWord } from './stop-words.ts';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u;
const HAN = /\p{Script=Han}/u;
const HANGUL = /\p{Script=Hangul}/u;
const HIRAGANA = /\p{Script=Hiragana}/u;
const HIRAGANA_ONLY = /^\p{Script=Hiragana}+$/u;
const WORD = /[\p{L}\p{N}]+/gu;
/**
 * Japanese particles and Chinese/Korean function characters that make poor single-character terms. The
 * Chinese ones include the modal verbs, adverbs and prepositions that glue a question together ("能",
 * "还", "把"): Chinese has no script change at a word's edge, as Japanese hiragana gives, so without them
 * nearly every pair across two words ("金能" in "定金能退吗") counted as an unknown word.
 */
const CJK_FILLER = new Set([
  ...'的了吗呢是我你在有和么个这那请吧啊能会要还也都就再很太给把让跟不没得着过又才您他她它们',
  ...'のはがをにでともへやかな다요은는이가을를에의도',
]);
/** Chinese and Japanese fillers: inside a Korean word (its pairs come from one word) they are syllables. */
const SEAM = new Set([...CJK_FILLER].filter((ch) => !HANGUL.test(ch)));
/** Korean particles and endings glued to the end of a word ("예약을" is "예약" + object particle). */
const KOREAN_ENDING = /(으로|에서|에게|까지|부터|하고|이나|은|는|이|가|을|를|에|의|도|로|와|과|요)$/u;

/** A message normalized and split into words once, then reused by detection, search and extraction. */
export interface AnalyzedText {
  raw: string;
  normalized: string;
  /** Letter/number runs of the normalized text. */
  words: string[];
  /** Indexes of the words capitalized inside a sentence (see nameLike). */
  capitalized?: Set<number>;
  /** Indexes of the Latin words in a text written in another script. */
  foreign?: Set<number>;
}

const wordsOfNormalized = (normalized: string) => [...normalized.matchAll(WORD)].map((m) => m[0]);

export function analyzeText(raw: string): AnalyzedText {
  const normalized = normalizeText(raw);
  const words = wordsOfNormalized(normalized);
  return { raw, normalized, words, ...nameLike(raw, words.length) };
}

const LATIN_WORD = /^[\p{Script=Latin}\p{N}]*\p{Script=Latin}[\p{Script=Latin}\p{N}]*$/u;
const LETTER = /\p{L}/u;
const CAPITALIZED = /^\p{Lu}|\p{Ll}\p{Lu}/u;
const SENTENCE_END = /[.!?。！？]\s*$/u;

/**
 * The words written like a name: capitalized inside a sentence ("bought on Amazon", "iPhone"), or a Latin
 * word of two letters or more inside a text in another script ("вернуть на Wildberries"). An unknown name is
 * something the business does not speak of, so it weighs more than an unknown common word.
 */
function nameLike(raw: string, count: number): Pick<AnalyzedText, 'capitalized' | 'foreign'> {
  const matches = [...raw.normalize('NFKC').matchAll(WORD)];
  const capitalized = new Set<number>();
  const foreign = new Set<number>();
  // Normalization that changed the word count would misalign the indexes: no names then.
  if (matches.length !== count) return { capitalized, foreign };
  const otherScript = matches.some((m) => LETTER.test(m[0]) && !/\p{Script=Latin}/u.test(m[0]));
  matches.forEach((m, i) => {
    const word = m[0];
    if (otherScript) {
      if (LATIN_WORD.test(word) && [...word].length > 1) foreign.add(i);
      return;
    }
    const opensSentence = i === 0 || SENTENCE_END.test(raw.slice(0, m.index));
    if (CAPITALIZED.test(word) && !opensSentence) capitalized.add(i);
  });
  return { capitalized, foreign };
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(language: string): Intl.Segmenter {
  let s = segmenters.get(language);
  if (!s) {
    s = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, s);
  }
  return s;
}

/**
 * Terms of a Chinese, Japanese or Korean run: dictionary words (Intl.Segmenter for Chinese and Japanese,
 * the word without its particle for Korean) plus overlapping character bigrams, which still meet when the
 * segmenter cuts a compound differently in the question and the FAQ.
 */
function cjkTerms(run: string, language: string, pairs?: Set<string>): string[] {
  const chars = [...run];
  // A one-syllable Korean word is often a stop word of its own ("수" in "옮길 수 있을까요").
  if (chars.length === 1)
    return CJK_FILLER.has(run) || isStopWord(run, HANGUL.test(run) ? 'ko' : language) ? [] : chars;
  const terms = new Set<string>();
  let grams = chars;
  if (HANGUL.test(run)) {
    const stemmed = run.replace(KOREAN_ENDING, '');
    if (isStopWord(stemmed, 'ko')) return [];
    // Bigrams of the word without its particle: "약을" in "예약을" names nothing.
    grams = [...stemmed];
    if (grams.length > 1) terms.add(stemmed);
  } else {
    const locale = language === 'ja' || language === 'zh' ? language : HAN.test(run) ? 'zh' : 'ja';
    for (const s of segmenter(locale).segment(run)) {
      const length = [...s.segment].length;
      if (isStopWord(s.segment, locale) || HIRAGANA_ONLY.test(s.segment)) continue;
      if (s.isWordLike && (length > 1 || (HAN.test(s.segment) && !CJK_FILLER.has(s.segment))))
        terms.add(s.segment);
    }
  }
  for (let i = 0; i < grams.length - 1; i++) {
    const a = grams[i] ?? '';
    const b = grams[i + 1] ?? '';
    // Hiragana is mostly particles and inflection ("は", "ます", "すか"): a pair with it names no topic, and
    // neither does a pair with a Chinese particle or pronoun ("房吗"): both are the seam between two words.
    if (HIRAGANA.test(a) || HIRAGANA.test(b) || SEAM.has(a) || SEAM.has(b)) continue;
    const gram = `${a}${b}`;
    if (isStopWord(gram, language)) continue;
    if (!terms.has(gram)) pairs?.add(gram);
    terms.add(gram);
  }
  return [...terms];
}

function splitScripts(word: string): { text: string; cjk: boolean }[] {
  const parts: { text: string; cjk: boolean }[] = [];
  for (const ch of word) {
    const cjk = CJK.test(ch);
    const last = parts[parts.length - 1];
    if (last && last.cjk === cjk) last.text += ch;
    else parts.push({ text: ch, cjk });
  }
  return parts;
}

/**
 * Retrieval terms of already analyzed words: stop words dropped, Snowball-stemmed, CJK segmented.
 * `pairs` collects the CJK character pairs that are not also a segmented word.
 */
export function termsOfWords(words: readonly string[], language: string, pairs?: Set<string>): string[] {
  const terms: string[] = [];
  for (const word of words) {
    for (const part of splitScripts(word)) {
      if (part.cjk) {
        terms.push(...cjkTerms(part.text, language, pairs));
        continue;
      }
      if (isStopWord(part.text, language)) continue;
      if (part.text.length === 1 && !/\p{N}/u.test(part.text)) continue;
      terms.push(stem(part.text, language));
    }
  }
  return terms;
}

/** Retrieval terms of a text in a language. */
export function tokenize(text: string, language: string): string[] {
  return termsOfWords(analyzeText(text).words, language);
}

/**
 * Words as typed (normalized), without looking for names: for typo correction and for document passages,
 * where finding names cost two thirds of the analysis of a 10 MB text.
 */
export function words(text: string): string[] {
  return plainText(text).words;
}

/** A text analyzed as `words` does it (no names), for looking up the support concepts of a passage. */
export function plainText(raw: string): AnalyzedText {
  const normalized = normalizeText(raw);
  return { raw, normalized, words: wordsOfNormalized(normalized) };
}
