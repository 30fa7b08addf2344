import { normalizeText } from './normalize-text.ts';
import { stem } from './stemmers.ts';
import { isStopWord } from './stop-words.ts';

/** Runs of Han, Kana or Hangul are not split by spaces, so they are indexed as overlapping bigrams. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u;
const WORD = /[\p{L}\p{N}]+/gu;
/** Japanese particles and Chinese/Korean function characters that make poor single-character terms. */
const CJK_FILLER = new Set([
  ...'的了吗呢是我你在有和么个这那请吧啊のはがをにでともへやかな다요은는이가을를에의도',
]);

function cjkTerms(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return CJK_FILLER.has(chars[0] ?? '') ? [] : chars;
  const terms: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) terms.push(`${chars[i]}${chars[i + 1]}`);
  // Single meaningful characters help very short queries such as "运费" vs "运送".
  for (const ch of chars) if (!CJK_FILLER.has(ch) && /\p{Script=Han}/u.test(ch)) terms.push(ch);
  return terms;
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
 * Terms of a text for retrieval: normalized, stop words dropped, stemmed in the text's language,
 * CJK runs as bigrams (plus Han unigrams). Korean words are also kept whole after dropping a final particle.
 */
export function tokenize(text: string, language: string): string[] {
  const terms: string[] = [];
  for (const match of normalizeText(text).matchAll(WORD)) {
    for (const part of splitScripts(match[0])) {
      if (part.cjk) {
        terms.push(...cjkTerms(part.text));
        continue;
      }
      if (isStopWord(part.text, language)) continue;
      if (part.text.length === 1 && !/\p{N}/u.test(part.text)) continue;
      terms.push(stem(part.text, language));
    }
  }
  return terms;
}

/** Words as typed (normalized), for greeting detection and typo correction. */
export function words(text: string): string[] {
  return [...normalizeText(text).matchAll(WORD)].map((m) => m[0]);
}
