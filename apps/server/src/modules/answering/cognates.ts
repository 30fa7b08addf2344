import { TypoCorrector } from './typo-corrector.ts';

/** Shorter stems share too many letters by chance ("cart", "carta"). */
const MIN_LENGTH = 6;
/** A stem may differ from its cognate by an ending this long ("profession", Italian "professional"). */
const MAX_ENDING = 3;
/** Letter-only words of an alphabet that European languages share cognates in. */
const ALPHABETIC = /^[\p{Script=Latin}\p{Script=Cyrillic}]+$/u;

const eligible = (term: string) => [...term].length >= MIN_LENGTH && ALPHABETIC.test(term);

/**
 * Words written nearly alike in two languages ("professional" and Italian "professionale", "passport" and
 * "passaporto", "Barcellona" and "Barcelona"): a question word no FAQ or passage uses is read as a known word
 * of another language that it shares all but an ending or one letter with, so a question meets a text in
 * another language without a lexicon entry. Within one language such a word is another word ("Kosten",
 * costs, and "kostenlos", free), so only other languages' words are cognates.
 */
export class CognateFinder {
  private readonly languages = new Map<string, Set<string>>();
  private readonly sorted: string[];
  private readonly oneEdit: TypoCorrector;

  /** `vocabulary`: the known terms, each with the language of a text that uses it. */
  constructor(vocabulary: Iterable<readonly [term: string, language: string]>) {
    for (const [term, language] of vocabulary) {
      if (!eligible(term)) continue;
      const set = this.languages.get(term) ?? new Set();
      set.add(language);
      this.languages.set(term, set);
    }
    this.sorted = [...this.languages.keys()].sort();
    this.oneEdit = new TypoCorrector(this.sorted.filter((t) => [...t].length > MIN_LENGTH));
  }

  /** The known word of another language that `term` (of `language`) is written nearly as, if any. */
  find(term: string, language: string): string | undefined {
    if (!eligible(term)) return undefined;
    const foreign = (t: string | undefined) =>
      t !== undefined && [...(this.languages.get(t) ?? [])].some((l) => l !== language);
    const length = [...term].length;
    // A known word the term is the start of ("profession" -> "professional").
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.sorted[mid] ?? '') < term) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; this.sorted[i]?.startsWith(term); i++) {
      const longer = this.sorted[i] ?? '';
      if ([...longer].length - length <= MAX_ENDING && foreign(longer)) return longer;
    }
    // A known word that starts the term ("professionell" -> "profession").
    const chars = [...term];
    for (let k = length - 1; k >= Math.max(MIN_LENGTH, length - MAX_ENDING); k--) {
      const shorter = chars.slice(0, k).join('');
      if (foreign(shorter)) return shorter;
    }
    const edited = length > MIN_LENGTH ? this.oneEdit.correct(term) : undefined;
    return foreign(edited) ? edited : undefined;
  }
}
