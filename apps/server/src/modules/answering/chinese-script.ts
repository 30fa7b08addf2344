import { Converter } from 'opencc-js/t2cn';

const HAN = /\p{Script=Han}/u;
/** Japanese writes kanji, many of them Traditional forms ("聞", "駐車場"), always beside kana in a sentence. */
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

const isChinese = (text: string) => HAN.test(text) && !KANA.test(text);

let toSimplified: ((text: string) => string) | undefined;
let toTraditional: Promise<(text: string) => string> | undefined;

/**
 * Chinese written in Traditional characters (Taiwan, Hong Kong: "退貨要怎麼辦理") as Simplified ("退货要怎么办理"),
 * the script of the lexicon's Chinese words: a visitor and a FAQ then meet whichever script each is written
 * in. Text with kana is Japanese and stays as written. The converter (OpenCC's tables) is built on first use.
 */
export function asSimplifiedChinese(text: string): string {
  if (!isChinese(text)) return text;
  toSimplified ??= Converter({ from: 'tw', to: 'cn' });
  return toSimplified(text);
}

/** A text of a language as the lexicon writes that language: Chinese in Simplified characters, any other as it is. */
export function inLexiconScript(text: string, language: string): string {
  return language === 'zh' ? asSimplifiedChinese(text) : text;
}

/** Whether a visitor wrote Chinese in Traditional characters (some of its characters differ in Simplified). */
export function writesTraditional(text: string): boolean {
  return asSimplifiedChinese(text) !== text;
}

/**
 * Chinese text in Traditional characters as written in Taiwan (a reply to a visitor who writes them); text
 * with kana stays as written. The tables (OpenCC's mainland-to-Taiwan characters and phrases) take about
 * 40 MB, so they load on the first such visitor, not at start.
 */
export async function asTraditionalChinese(text: string): Promise<string> {
  if (!isChinese(text)) return text;
  toTraditional ??= import('opencc-js/cn2t').then(({ Converter: cn2t }) => cn2t({ from: 'cn', to: 'tw' }));
  return (await toTraditional)(text);
}
