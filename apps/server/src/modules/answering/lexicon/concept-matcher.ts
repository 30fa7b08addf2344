import { normalizeText } from '../normalize-text.ts';
import { tokenize, words } from '../tokenize.ts';
import type { ConceptId } from './concepts.ts';

/** Each concept's words, per language. */
export type Lexicon = Partial<Record<ConceptId, Partial<Record<string, readonly string[]>>>>;

const HAS_CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** The term a concept adds; `~` never occurs in a word term, so the two cannot collide. */
export const conceptTerm = (id: string) => `~${id}`;

interface LanguageEntries {
  /** A one-word entry, by its stem. */
  single: Map<string, Set<string>>;
  /** A several-word entry: all its stems must occur. */
  multi: { stems: string[]; concept: string }[];
  /**
   * Found as a substring: a Chinese, Japanese or Korean entry (those scripts are not split into words),
   * or an entry with a stop word that changes its meaning ("sin cuenta", "no cost"), as written.
   */
  substrings: { text: string; terms: string[]; concept: string }[];
}

export interface Concepts {
  /** The concept terms the text expresses. */
  terms: string[];
  /** The text's word terms that belong to a found concept's entry. */
  explained: Set<string>;
}

/**
 * Finds the support concepts a text expresses, so that "postage" meets "shipping cost" and "退款" meets
 * "refund". Entries go through the same normalization and stemming as the text, per language.
 */
export class ConceptMatcher {
  private readonly languages = new Map<string, LanguageEntries>();

  constructor(lexicon: Lexicon) {
    for (const [concept, byLanguage] of Object.entries(lexicon)) {
      for (const [language, entries] of Object.entries(byLanguage ?? {})) {
        const target = this.entriesFor(language);
        for (const entry of entries ?? []) {
          if (HAS_CJK.test(entry)) {
            const text = normalizeText(entry).replace(/\s+/g, '');
            target.substrings.push({ text, terms: tokenize(text, language), concept });
            continue;
          }
          const stems = [...new Set(tokenize(entry, language))];
          if (stems.length < words(entry).length) {
            target.substrings.push({ text: ` ${words(entry).join(' ')} `, terms: stems, concept });
            continue;
          }
          const [first] = stems;
          if (first === undefined) continue;
          if (stems.length === 1) {
            const set = target.single.get(first) ?? new Set<string>();
            set.add(concept);
            target.single.set(first, set);
          } else target.multi.push({ stems, concept });
        }
      }
    }
  }

  private entriesFor(language: string): LanguageEntries {
    let entries = this.languages.get(language);
    if (!entries) {
      entries = { single: new Map(), multi: [], substrings: [] };
      this.languages.set(language, entries);
    }
    return entries;
  }

  /** The concepts a text written in `language` expresses, given the word terms `tokenize` made of it. */
  concepts(text: string, language: string, terms: readonly string[]): Concepts {
    const found = new Set<string>();
    const explained = new Set<string>();
    const entries = this.languages.get(language);
    if (!entries) return { terms: [], explained };
    const present = new Set(terms);
    for (const t of present) {
      for (const c of entries.single.get(t) ?? []) {
        found.add(c);
        explained.add(t);
      }
    }
    for (const m of entries.multi) {
      if (!m.stems.every((s) => present.has(s))) continue;
      found.add(m.concept);
      for (const s of m.stems) explained.add(s);
    }
    if (entries.substrings.length > 0) {
      const folded = HAS_CJK.test(text) ? normalizeText(text).replace(/\s+/g, '') : '';
      const spaced = ` ${words(text).join(' ')} `;
      for (const s of entries.substrings) {
        if (!(s.text.startsWith(' ') ? spaced : folded).includes(s.text)) continue;
        found.add(s.concept);
        for (const t of s.terms) if (present.has(t)) explained.add(t);
      }
    }
    return { terms: [...found].map(conceptTerm), explained };
  }
}
