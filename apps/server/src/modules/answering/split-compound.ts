import { isStopWord } from './stop-words.ts';

/**
 * German and Dutch write a compound as one word ("Monatsbeitrag", "fietsenstalling"), so a question's
 * compound misses the FAQ that says "Beitrag pro Monat", and misses an English-only FAQ entirely. Like
 * Lucene's dictionary compound splitter, a compound is read as its parts when every part is a known word:
 * in a question, words the FAQs or the lexicon know (the compound itself being unknown); in a FAQ, words of
 * the lexicon, so that a visitor's "Fahrrad" or "bicycle" meets a German-only "Fahrradschuppen". The
 * vocabulary, not a word list, decides.
 */

/** Letters that join the parts ("Monat-s-beitrag", "boek-en-kast"), tried in this order. */
const LINKS: Record<string, readonly string[]> = {
  de: ['', 's', 'es', 'n', 'en', 'e', 'er'],
  nl: ['', 's', 'en', 'e'],
};
/** A first part often drops its last letters in a compound ("Oster-" of "Ostern", "Schul-" of "Schule"). */
const DROPPED = ['', 'e', 'n', 'en'];
/** Shorter parts are too often an inflection's fragment ("ge-trokken", "geval-len"). */
const MIN_PART = 4;
const MAX_PARTS = 3;

/**
 * The parts of `word` (the known form of each: "ostern" for "oster-"), or undefined when it is a known word
 * itself or no compound of known words, or its language writes no compounds. The longest known first part
 * wins, so "fahrradständer" is "fahrrad" + "ständer".
 */
export function splitCompound(
  word: string,
  language: string,
  isWord: (part: string) => boolean,
): string[] | undefined {
  // Cheapest first: most words are in a language without compounds, or short.
  if (!(language in LINKS) || word.length < 2 * MIN_PART || isWord(word)) return undefined;
  return partsOf(word, language, isWord, MAX_PARTS);
}

/** An unknown part of a compound is taken for a word when it is at least this long ("-bügel", not "-ung"). */
const MIN_UNKNOWN_PART = 5;

/**
 * The known part of a compound whose other part is no known word ("fahrrad" of "Fahrradbügel": "Bügel" is
 * in no lexicon): a FAQ's compound still names what it is about.
 */
export function knownPartOf(
  word: string,
  language: string,
  isWord: (part: string) => boolean,
): string[] | undefined {
  if (!(language in LINKS) || word.length < MIN_PART + MIN_UNKNOWN_PART || isWord(word)) return undefined;
  const links = LINKS[language] ?? [];
  for (let end = word.length - MIN_UNKNOWN_PART; end >= MIN_PART; end--) {
    const written = word.slice(0, end);
    if (isStopWord(written, language)) continue;
    const head = DROPPED.map((d) => written + d).find(isWord);
    if (head === undefined) continue;
    for (const link of links)
      if (word.startsWith(link, end) && word.length - end - link.length >= MIN_UNKNOWN_PART) return [head];
  }
  for (let start = MIN_UNKNOWN_PART; start <= word.length - MIN_PART; start++) {
    const tail = word.slice(start);
    if (isWord(tail) && !isStopWord(tail, language)) return [tail];
  }
  return undefined;
}

function partsOf(
  word: string,
  language: string,
  isWord: (part: string) => boolean,
  parts: number,
): string[] | undefined {
  const links = LINKS[language];
  if (!links || parts < 2 || word.length < 2 * MIN_PART) return undefined;
  for (let end = word.length - MIN_PART; end >= MIN_PART; end--) {
    const written = word.slice(0, end);
    // A head that is a stop word as written is a prefix ("voor-tanden"), not a word of the compound.
    if (!isWord(written) && isStopWord(written, language)) continue;
    const head = DROPPED.map((d) => written + d).find(isWord);
    if (head === undefined) continue;
    for (const link of links) {
      if (!word.startsWith(link, end)) continue;
      const rest = word.slice(end + link.length);
      if (rest.length < MIN_PART) continue;
      if (isWord(rest)) return [head, rest];
      const more = partsOf(rest, language, isWord, parts - 1);
      if (more) return [head, ...more];
    }
  }
  return undefined;
}
