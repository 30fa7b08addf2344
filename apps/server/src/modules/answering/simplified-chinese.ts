import { Converter } from 'opencc-js/t2cn';

const HAN = /\p{Script=Han}/u;
/** Japanese writes kanji, many of them Traditional forms ("聞", "駐車場"), always beside kana in a sentence. */
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

let convert: ((text: string) => string) | undefined;

/**
 * Chinese written in Traditional characters (Taiwan, Hong Kong: "退貨要怎麼辦理") as Simplified ("退货要怎么办理"),
 * the script of the lexicon's Chinese words: a visitor and a FAQ then meet whichever script each is written
 * in. Text with kana is Japanese and stays as written. The converter (OpenCC's tables) is built on first use.
 */
export function asSimplifiedChinese(text: string): string {
  if (!HAN.test(text) || KANA.test(text)) return text;
  convert ??= Converter({ from: 'tw', to: 'cn' });
  return convert(text);
}

/** A text of a language as the lexicon writes that language: Chinese in Simplified characters, any other as it is. */
export function inLexiconScript(text: string, language: string): string {
  return language === 'zh' ? asSimplifiedChinese(text) : text;
}
