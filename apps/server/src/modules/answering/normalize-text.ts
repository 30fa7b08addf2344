const ARABIC_DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
// Not the breve of Russian "й": a letter of its own, which Snowball's endings ("-ый", "-ой") need.
const LATIN_OR_CYRILLIC_MARK = /(?!и\u0306)([\p{Script=Latin}\p{Script=Cyrillic}])\p{M}+/gu;

/**
 * Folds text so that spelling variants meet: NFKC (full-width forms), lower case, accents removed from
 * Latin and Cyrillic letters only (Japanese voicing marks must stay; Russian "й" stays), and Arabic written without
 * diacritics or tatweel and with unified alef, ya and ta marbuta.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_OR_CYRILLIC_MARK, '$1')
    .normalize('NFC')
    .replace(ARABIC_DIACRITICS, '')
    .replace(/[إأآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي');
}
