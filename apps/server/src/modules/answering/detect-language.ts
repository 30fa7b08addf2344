import { getLIDModel } from 'fasttext.wasm.js';
import { supportConcepts } from './lexicon/support-lexicon.ts';
import { isStopWord } from './stop-words.ts';
import { type AnalyzedText, analyzeText } from './tokenize.ts';

export interface Detection {
  language: string;
  /** false when the text was too short or unclear and the session's language was kept. */
  confident: boolean;
}

type Identify = (text: string, top: number) => Promise<{ alpha2: string | null; possibility: number }[]>;

const HANGUL = /\p{Script=Hangul}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const ARABIC = /\p{Script=Arabic}/u;
const SCRIPT_RULES: [RegExp, string][] = [
  [HANGUL, 'ko'],
  [KANA, 'ja'],
  [ARABIC, 'ar'],
];
const HAN = /\p{Script=Han}/u;
/** Up to this many Han characters without kana may be Chinese or Japanese. */
const FEW_KANJI = 4;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LETTER = /\p{L}/u;
const PUNCTUATION = /[\p{P}\p{S}]+/gu;
const UPPER = /\p{Lu}/gu;
const LOWER = /\p{Ll}/gu;
/** Written mostly in capitals ("WHERE IS MY ORDER"): fastText, trained on ordinary text, reads it as Japanese. */
const shouted = (text: string) =>
  (text.match(UPPER)?.length ?? 0) >= 4 * Math.max(1, text.match(LOWER)?.length ?? 0);

/** The scripts each default language is written in (Japanese in kana and kanji, which Chinese shares). */
const LATIN = /\p{Script=Latin}/u;
const LANGUAGE_SCRIPTS: Record<string, RegExp[]> = {
  ...Object.fromEntries(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'].map((l) => [l, [LATIN]])),
  ru: [CYRILLIC],
  zh: [HAN],
  ja: [KANA, HAN],
  ko: [HANGUL],
  ar: [ARABIC],
};

/** Whether a text could be written in a language: some of its letters are in that language's scripts. */
export const scriptFits = (text: string, language: string): boolean =>
  LANGUAGE_SCRIPTS[language]?.some((script) => script.test(text)) ?? true;

/** fastText's runner-up languages within this factor of its first are close enough to be weighed by their words. */
const CLOSE = 0.1;

/** The Latin words that vote: the first few are enough, and a 4,000-character message stays cheap. */
const votingWords = (words: string[]) => words.filter((w) => LATIN.test(w)).slice(0, 24);

const knownWords = (words: string[], language: string) =>
  words.filter((w) => isStopWord(w, language) || supportConcepts().knowsWord(w, language)).length;

/**
 * Of fastText's close candidates, the one whose words the message uses most (its stop words and the support
 * lexicon's words), fastText's order breaking ties. fastText reads letters, not words, and takes
 * neighbouring languages for each other on short messages ("quanto custa o envio" for Italian, "o fecho
 * está estragado" for Spanish); the words say which it is.
 */
function byVocabulary(words: string[], ranked: { alpha2: string; possibility: number }[]): string {
  const [first, ...rest] = ranked;
  const latin = votingWords(words);
  if (!first || latin.length < 2) return first?.alpha2 ?? 'en';
  let chosen = first.alpha2;
  let most = knownWords(latin, chosen);
  for (const r of rest.filter((r) => r.possibility >= first.possibility * CLOSE)) {
    const known = knownWords(latin, r.alpha2);
    if (known > most) [chosen, most] = [r.alpha2, known];
  }
  return chosen;
}

/**
 * When fastText is unsure ("reset my password" reads as Hungarian to it): the language whose words make up
 * a message of three Latin words or more entirely, when it is the only one.
 */
function onlyVocabulary(words: string[], allowed: string[]): string | undefined {
  const latin = votingWords(words);
  if (latin.length < 3) return undefined;
  const whole = allowed.filter((l) => knownWords(latin, l) === latin.length);
  return whole.length === 1 ? whole[0] : undefined;
}

/**
 * Detects the visitor's language among the configured ones. The writing system decides where it can
 * (Hangul, Kana, Arabic); otherwise fastText's lid.176 model (shipped inside fasttext.wasm.js) ranks
 * languages, only configured ones count, and the words decide between close candidates. Short or unclear messages ('hi', 'ok', 'merci') keep the
 * session's language, since a one-word reply says little about the language of the conversation.
 */
export class LanguageDetector {
  private constructor(private readonly identify: Identify) {}

  static async create(): Promise<LanguageDetector> {
    const model = await getLIDModel();
    await model.load();
    return new LanguageDetector((text, top) => model.identify(text, top));
  }

  async detect(
    message: AnalyzedText | string,
    options: { allowed: string[]; current: string },
  ): Promise<Detection> {
    const analyzed = typeof message === 'string' ? analyzeText(message) : message;
    const text = analyzed.raw;
    const { allowed, current } = options;
    const keep: Detection = {
      language: allowed.includes(current) ? current : (allowed[0] ?? 'en'),
      confident: false,
    };
    if (!LETTER.test(text)) return keep;
    for (const [pattern, language] of SCRIPT_RULES) {
      if (pattern.test(text) && allowed.includes(language)) return { language, confident: true };
    }
    if (HAN.test(text)) {
      // Han without kana is Chinese, unless a Japanese conversation uses a few kanji. A few kanji in
      // another conversation ("割引", "営業時間") are Japanese as often as Chinese: Chinese is only a guess.
      const few = [...text.replace(/\s/g, '')].length <= FEW_KANJI;
      if (current === 'ja' && few) return keep;
      if (allowed.includes('zh')) return { language: 'zh', confident: !(few && allowed.includes('ja')) };
    }
    if (
      CYRILLIC.test(text) &&
      allowed.includes('ru') &&
      !allowed.some((l) => ['uk', 'bg', 'sr', 'be'].includes(l))
    ) {
      return { language: 'ru', confident: true };
    }
    const wordCount = analyzed.words.length;
    const ranked = (await this.ranked(text)).filter((r) => allowed.includes(r.alpha2));
    const best = ranked[0];
    // One or two words need a clear verdict; longer messages a modest one.
    const needed = wordCount <= 1 ? 0.9 : wordCount === 2 ? 0.6 : 0.3;
    if (best && best.possibility >= needed)
      return { language: byVocabulary(analyzed.words, ranked), confident: true };
    const known = onlyVocabulary(analyzed.words, allowed);
    return known ? { language: known, confident: true } : keep;
  }

  /**
   * fastText's languages for the text, best first. Punctuation sways it on a short message ("how much?" is
   * 99 % Spanish, "how much" 100 % English), so a text with punctuation is also read without it, and each
   * language gets the mean of its two possibilities. A text in capitals is read in lower case.
   */
  private async ranked(text: string): Promise<{ alpha2: string; possibility: number }[]> {
    const plain = (shouted(text) ? text.toLowerCase() : text).replace(/\s+/g, ' ').trim();
    const bare = plain.replace(PUNCTUATION, ' ').replace(/\s+/g, ' ').trim();
    const readings = bare && bare !== plain ? [plain, bare] : [plain];
    const sums = new Map<string, number>();
    for (const reading of readings)
      for (const r of await this.identify(reading, 10))
        if (r.alpha2 !== null)
          sums.set(r.alpha2, (sums.get(r.alpha2) ?? 0) + r.possibility / readings.length);
    return [...sums]
      .map(([alpha2, possibility]) => ({ alpha2, possibility }))
      .sort((a, b) => b.possibility - a.possibility);
  }
}
