import { normalizeText } from '../normalize-text.ts';
import { stem } from '../stemmers.ts';
import { type AnalyzedText, termsOfWords, tokenize, words } from '../tokenize.ts';
import { TypoCorrector } from '../typo-corrector.ts';

/** Each concept's words, per language. */
export type Lexicon = Record<string, Record<string, readonly string[]>>;

const HAS_CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/** The term a concept adds; `~` never occurs in a word term, so the two cannot collide. */
export const conceptTerm = (id: string) => `~${id}`;
export const isConceptTerm = (term: string) => term.startsWith('~');
/** Everyday words ("dog", "morning") are concepts too, marked so: they only bridge languages. */
export const COMMON_WORD_MARK = '=';
export const isCommonWordTerm = (term: string) => term.startsWith(`~${COMMON_WORD_MARK}`);
/** Other companies' names ("netflix", "美团") are a concept too, marked so: they only mark their words as names. */
export const NAME_MARK = '@';
export const isNameTerm = (term: string) => term.startsWith(`~${NAME_MARK}`);

interface Substring {
  /** The entry normalized (its words between spaces, or CJK without spaces): what the text must contain. */
  text: string;
  concept: string;
  /** Its terms, found on its first match, not at start-up (about 100,000 entries are matched as written). */
  terms?: string[];
  /** An entry matched as written: its words, split on its first lookup. */
  words?: string[];
}

// Normalizing the entry again changes nothing, so its terms are those of the entry as written.
const termsOf = (s: Substring, language: string) => {
  s.terms ??= [...new Set(tokenize(s.text, language))];
  return s.terms;
};

const wordsOf = (s: Substring) => {
  s.words ??= s.text.trim().split(' ');
  return s.words;
};

/**
 * A language's entries, each keyed so that a text only checks the entries it could contain (every text
 * of every FAQ goes through here when the index is built).
 */
interface LanguageEntries {
  /** A one-word entry, by its stem (a one-character Chinese or Japanese entry: by itself). */
  single: Map<string, string[]>;
  /** A several-word entry, by its first stem: all its stems must occur. */
  multi: Map<string, { stems: string[]; concept: string }[]>;
  /** A Chinese, Japanese or Korean entry (not split into words), found as a substring; by its first two characters. */
  cjk: Map<string, Substring[]>;
  /**
   * An entry with a stop word that changes its meaning ("sin cuenta", "no cost"), as written, its words in order
   * with at most PHRASE_GAP others between two of them; by its first word.
   */
  phrases: Map<string, Substring[]>;
  /**
   * A several-word everyday entry: its words' stems in a row ("hair dryers" as "hair dryer", Russian
   * "стиральной машины" as "стиральная машина"); by its first word's stem.
   */
  sequences: Map<string, { stems: string[]; concept: string }[]>;
}

/**
 * The matcher's tables as plain JSON, concepts by their index in `concepts`: the build stores them (see
 * compiled-concepts.ts) so that a start loads them instead of normalizing and stemming every entry again.
 */
export interface CompiledConcepts {
  concepts: string[];
  /** Each situation concept's implied topics (see ConceptMatcher.implied). */
  implies: Record<string, string[]>;
  languages: Record<
    string,
    {
      single: [string, number[]][];
      multi: [string, [string[], number][]][];
      cjk: [string, [string, number][]][];
      phrases: [string, [string, number][]][];
      sequences: [string, [string[], number][]][];
    }
  >;
}

export interface Concepts {
  /** The concept terms the text expresses. */
  terms: string[];
  /** The text's word terms that belong to a found concept's entry. */
  explained: Set<string>;
  /** Each found concept term's word terms of the text. */
  sources: Map<string, Set<string>>;
}

/**
 * How many other words may stand between two words of an entry matched as written: "put on hold" is also
 * "put my membership on hold", "no cost" "no extra cost" (a phrase query's slop, as in Lucene).
 */
const PHRASE_GAP = 2;

/** Whether `words` holds the entry's words in order, with at most PHRASE_GAP other words between two of them. */
function holdsPhrase(words: readonly string[], entry: readonly string[]): boolean {
  const [first, ...rest] = entry;
  return words.some((w, start) => {
    if (w !== first) return false;
    let at = start;
    for (const next of rest) {
      const found = words.slice(at + 1, at + 2 + PHRASE_GAP).indexOf(next);
      if (found < 0) return false;
      at += 1 + found;
    }
    return true;
  });
}

/**
 * A text without its spaces (a Chinese, Japanese or Korean entry is matched across them), and where each of
 * its Korean words starts: after a space, or after a character of another script.
 */
function foldSpaces(text: string): { folded: string; wordStarts: Set<number> } {
  let folded = '';
  const wordStarts = new Set<number>();
  let spaced = true;
  let previous = '';
  for (const ch of text) {
    if (/\s/.test(ch)) {
      spaced = true;
      continue;
    }
    if (spaced || !HANGUL.test(previous)) wordStarts.add(folded.length);
    folded += ch;
    previous = ch;
    spaced = false;
  }
  return { folded, wordStarts };
}

/**
 * Whether a Korean entry starts one of the text's words: Korean glues particles and endings to the end of a
 * word, so "제한" (a limit) is a word's beginning, never the end of another ("결제한", paid), and "상한" (a
 * ceiling) is not inside "이상한" (strange).
 */
function startsAWord(folded: string, wordStarts: Set<number>, entry: string): boolean {
  for (let i = folded.indexOf(entry); i >= 0; i = folded.indexOf(entry, i + 1))
    if (wordStarts.has(i)) return true;
  return false;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Each stem of a language's one-word everyday entries: their concepts, and whether one is long enough. */
type EverydayStems = Map<string, { concepts: Set<string>; forms: Set<string>; long: boolean }>;

/**
 * An everyday word of five letters or more is also found by its stem, so that the forms its entry does
 * not list match too (Russian "минутой" as "минута", German "Fahrrädern" as "Fahrrad"); not when the stem
 * is short enough to be another word's (Portuguese "sábado" stems to "sab", as "saber" does), nor when
 * another everyday concept has another word of that stem ("готовить", cook, and "готовы", ready, are both
 * "готов"). One word listed by several concepts (Spanish "entrada", an entrance or a ticket) is found by
 * its stem as each of them, as it is as written. This collects each single-word entry's stem and form; the
 * constructor adds the ones that qualify.
 */
function everydayStem(stems: EverydayStems, word: string, language: string, concept: string): void {
  const [stem, ...more] = termsOfWords([word], language);
  if (stem === undefined || more.length > 0) return;
  const entry = stems.get(stem) ?? { concepts: new Set<string>(), forms: new Set<string>(), long: false };
  entry.concepts.add(concept);
  entry.forms.add(normalizeText(word));
  entry.long ||= [...word].length >= 5 && [...stem].length >= 4;
  stems.set(stem, entry);
}

/** An entry matched as written ("sin cuenta"; see holdsPhrase), keyed by its first word. */
function addPhrase(target: LanguageEntries, entryWords: string[], concept: string): void {
  const [first] = entryWords;
  if (first !== undefined) push(target.phrases, first, { text: ` ${entryWords.join(' ')} `, concept });
}

function addSingle(target: LanguageEntries, term: string, concept: string): void {
  const concepts = target.single.get(term);
  if (!concepts) target.single.set(term, [concept]);
  else if (!concepts.includes(concept)) concepts.push(concept);
}

/**
 * Finds the support concepts a text expresses, so that "postage" meets "shipping cost" and "退款" meets
 * "refund". Entries go through the same normalization and stemming as the text, per language.
 */
export class ConceptMatcher {
  private readonly languages = new Map<string, LanguageEntries>();
  private readonly typos = new Map<string, TypoCorrector>();
  private readonly implies: Record<string, string[]>;

  /**
   * `writtenOnly`: words matched only as written, in the forms listed, never by their stem: it is also a word
   * of another meaning's (French "parlement" and "parler", to speak; Arabic "عطل", a fault, and "عطلة", a
   * holiday; the everyday Russian "брат", brother, and "брать", take).
   * `implies`: the topics a situation concept leads to (see `implied`).
   */
  constructor(lexicon: Lexicon, writtenOnly: Lexicon = {}, implies: Record<string, string[]> = {}) {
    this.implies = implies;
    const everyday = new Map<string, EverydayStems>();
    const stemsOf = (language: string) => {
      const stems = everyday.get(language) ?? new Map();
      everyday.set(language, stems);
      return stems;
    };
    for (const [concept, byLanguage] of Object.entries(lexicon)) {
      for (const [language, entries] of Object.entries(byLanguage ?? {})) {
        const target = this.entriesFor(language);
        for (const entry of entries ?? []) {
          if (HAS_CJK.test(entry)) {
            const text = normalizeText(entry).replace(/\s+/g, '');
            const chars = [...text];
            // One Chinese or Japanese character is matched as a word of its own (a segmented term: "锁" in
            // "带锁吗"), not inside longer words ("连锁店"). A Korean syllable stays a substring: Korean
            // words keep their particles ("돈을").
            if (chars.length === 1 && !HANGUL.test(text)) {
              addSingle(target, text, concept);
              continue;
            }
            if (chars.length > 0) push(target.cjk, chars.slice(0, 2).join(''), { text, concept });
            continue;
          }
          const entryWords = words(entry);
          // An everyday word is matched as written (its entry lists its usual forms), and by its stem only
          // when that is long enough to be its own (everydayStem). Several everyday words are matched in a
          // row by their stems: an entry lists the usual forms of a word, not of every word of a phrase.
          const asWritten = concept.startsWith(COMMON_WORD_MARK);
          const [firstWord] = entryWords;
          if (asWritten && entryWords.length > 1 && firstWord !== undefined) {
            push(target.sequences, stem(firstWord, language), {
              stems: entryWords.map((w) => stem(w, language)),
              concept,
            });
            continue;
          }
          const stems = asWritten ? [] : [...new Set(termsOfWords(entryWords, language))];
          if (asWritten || stems.length < entryWords.length) {
            addPhrase(target, entryWords, concept);
            const [word] = entryWords;
            if (asWritten && entryWords.length === 1 && word !== undefined)
              everydayStem(stemsOf(language), word, language, concept);
            continue;
          }
          const [first] = stems;
          if (first === undefined) continue;
          if (stems.length === 1) addSingle(target, first, concept);
          else push(target.multi, first, { stems, concept });
        }
      }
    }
    for (const [language, stems] of everyday)
      for (const [stem, { concepts, forms, long }] of stems)
        if (long && (concepts.size === 1 || forms.size === 1))
          for (const concept of concepts) addSingle(this.entriesFor(language), stem, concept);
    for (const [concept, byLanguage] of Object.entries(writtenOnly))
      for (const [language, entries] of Object.entries(byLanguage ?? {}))
        for (const entry of entries ?? []) addPhrase(this.entriesFor(language), words(entry), concept);
  }

  /** The tables as JSON data; `fromCompiled` makes the same matcher of them. */
  toCompiled(): CompiledConcepts {
    const ids = new Map<string, number>();
    const id = (concept: string) => {
      let n = ids.get(concept);
      if (n === undefined) {
        n = ids.size;
        ids.set(concept, n);
      }
      return n;
    };
    const substrings = (map: Map<string, Substring[]>) =>
      [...map].map(([key, list]): [string, [string, number][]] => [
        key,
        list.map((s): [string, number] => [s.text, id(s.concept)]),
      ]);
    const stemLists = (map: Map<string, { stems: string[]; concept: string }[]>) =>
      [...map].map(([first, list]): [string, [string[], number][]] => [
        first,
        list.map((m): [string[], number] => [m.stems, id(m.concept)]),
      ]);
    const languages: CompiledConcepts['languages'] = {};
    for (const [language, e] of this.languages)
      languages[language] = {
        single: [...e.single].map(([stem, concepts]) => [stem, concepts.map(id)]),
        multi: stemLists(e.multi),
        cjk: substrings(e.cjk),
        phrases: substrings(e.phrases),
        sequences: stemLists(e.sequences),
      };
    return { concepts: [...ids.keys()], implies: this.implies, languages };
  }

  static fromCompiled(data: CompiledConcepts): ConceptMatcher {
    const matcher = new ConceptMatcher({}, {}, data.implies);
    const concept = (n: number) => data.concepts[n] ?? '';
    const substrings = (list: [string, [string, number][]][]) =>
      new Map(list.map(([key, l]) => [key, l.map(([text, n]) => ({ text, concept: concept(n) }))]));
    const byStems = (list: [string, [string[], number][]][]) =>
      new Map(list.map(([first, l]) => [first, l.map(([stems, n]) => ({ stems, concept: concept(n) }))]));
    for (const [language, e] of Object.entries(data.languages))
      matcher.languages.set(language, {
        single: new Map(e.single.map(([stem, ns]) => [stem, ns.map(concept)])),
        multi: byStems(e.multi),
        cjk: substrings(e.cjk),
        phrases: substrings(e.phrases),
        sequences: byStems(e.sequences),
      });
    return matcher;
  }

  /**
   * The concept terms a situation's concept term leads to: a visitor describes what happened ("I'm away for
   * two months": absence) where the FAQ that helps names what to do (pause a membership).
   */
  implied(term: string): string[] {
    return (this.implies[term.slice(1)] ?? []).map(conceptTerm);
  }

  /** The languages the lexicon has words in. */
  get languageCodes(): string[] {
    return [...this.languages.keys()];
  }

  private entriesFor(language: string): LanguageEntries {
    let entries = this.languages.get(language);
    if (!entries) {
      entries = {
        single: new Map(),
        multi: new Map(),
        cjk: new Map(),
        phrases: new Map(),
        sequences: new Map(),
      };
      this.languages.set(language, entries);
    }
    return entries;
  }

  /**
   * The stem of a one-word entry one edit away from a word term no FAQ knows ("refnd" as "refund"), so that
   * a typo still bridges to FAQs written in other languages. Built per language on its first question.
   */
  correctTypo(term: string, language: string): string | undefined {
    let typos = this.typos.get(language);
    if (!typos) {
      typos = new TypoCorrector(this.languages.get(language)?.single.keys() ?? []);
      this.typos.set(language, typos);
    }
    return typos.correct(term);
  }

  /** Whether a one-word entry of `language` has this stem. */
  knowsStem(term: string, language: string): boolean {
    return this.languages.get(language)?.single.has(term) ?? false;
  }

  /** Whether a single word of `language` is one of the lexicon's entries (a compound's part, for one). */
  knowsWord(word: string, language: string): boolean {
    const entries = this.languages.get(language);
    if (!entries) return false;
    const [stem, ...more] = termsOfWords([word], language);
    if (stem !== undefined && more.length === 0 && this.knowsStem(stem, language)) return true;
    return entries.phrases.get(word)?.some((s) => s.text === ` ${word} `) ?? false;
  }

  /** The concepts a text written in `language` expresses, given the word terms `tokenize` made of it. */
  concepts(text: AnalyzedText, language: string, terms: readonly string[]): Concepts {
    const sources = new Map<string, Set<string>>();
    const explained = new Set<string>();
    const entries = this.languages.get(language);
    if (!entries) return { terms: [], explained, sources };
    const present = new Set(terms);
    const found = (concept: string, words: Iterable<string>) => {
      const term = conceptTerm(concept);
      const of = sources.get(term) ?? new Set<string>();
      sources.set(term, of);
      for (const w of words) {
        of.add(w);
        explained.add(w);
      }
    };
    for (const t of present) {
      for (const c of entries.single.get(t) ?? []) found(c, [t]);
      for (const m of entries.multi.get(t) ?? [])
        if (m.stems.every((s) => present.has(s))) found(m.concept, m.stems);
    }
    const hit = (s: Substring) =>
      found(
        s.concept,
        termsOf(s, language).filter((t) => present.has(t)),
      );
    if (entries.phrases.size > 0)
      for (const w of new Set(text.words))
        for (const s of entries.phrases.get(w) ?? []) if (holdsPhrase(text.words, wordsOf(s))) hit(s);
    if (entries.sequences.size > 0) {
      const stems = text.words.map((w) => stem(w, language));
      stems.forEach((first, i) => {
        for (const m of entries.sequences.get(first) ?? [])
          if (m.stems.every((s, k) => stems[i + k] === s))
            found(
              m.concept,
              termsOfWords(text.words.slice(i, i + m.stems.length), language).filter((t) => present.has(t)),
            );
      });
    }
    if (entries.cjk.size > 0 && HAS_CJK.test(text.normalized)) {
      const { folded, wordStarts } = foldSpaces(text.normalized);
      const chars = [...folded];
      const keys = new Set<string>();
      for (let i = 0; i < chars.length; i++) {
        keys.add(chars[i] ?? '');
        keys.add(`${chars[i]}${chars[i + 1] ?? ''}`);
      }
      for (const key of keys)
        for (const s of entries.cjk.get(key) ?? [])
          if (HANGUL.test(s.text) ? startsAWord(folded, wordStarts, s.text) : folded.includes(s.text)) hit(s);
    }
    return { terms: [...sources.keys()], explained, sources };
  }
}
