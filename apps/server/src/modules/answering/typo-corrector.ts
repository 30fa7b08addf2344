const MIN_LENGTH = 5;
/** Below this length a substituted or swapped letter is not guessed: "crack" is not a typo of "track". */
const MIN_LENGTH_FOR_SUBSTITUTION = 7;

/** Every string one deletion away from `word`. */
function deletions(word: string): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i++) out.push([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  return out;
}

const firstLetter = (word: string) => [...word][0];

const correctable = (word: string, min: number) => [...word].length >= min && !/\d/.test(word);

/**
 * Symmetric-delete spelling correction (as in SymSpell) for edit distance 1. A missing or an extra letter
 * is corrected in words of five letters or more; a wrong or swapped letter only in words of seven or
 * more, since shorter words have too many real neighbours to guess safely.
 */
export class TypoCorrector {
  private readonly terms = new Set<string>();
  private readonly byDeletion = new Map<string, string>();

  constructor(vocabulary: Iterable<string>) {
    for (const term of vocabulary) {
      if (!correctable(term, MIN_LENGTH - 1)) continue;
      this.terms.add(term);
      for (const d of deletions(term)) {
        const held = this.byDeletion.get(d);
        // A lookup never changes a word's first letter: keep the term that starts as the key does.
        if (
          held === undefined ||
          (firstLetter(held) !== firstLetter(d) && firstLetter(term) === firstLetter(d))
        )
          this.byDeletion.set(d, term);
      }
    }
  }

  correct(word: string): string | undefined {
    if (!correctable(word, MIN_LENGTH)) return undefined;
    // A typo rarely hits the first letter; a word one letter longer or shorter at its start is usually
    // another word (Russian "осмотр", check-up, is not "досмотр", a security search).
    const first = firstLetter(word);
    const keeps = (term: string | undefined) => term !== undefined && firstLetter(term) === first;
    const missingLetter = this.byDeletion.get(word);
    if (keeps(missingLetter)) return missingLetter;
    const shorter = deletions(word);
    const extraLetter = shorter.find((d) => keeps(d) && this.terms.has(d));
    if (extraLetter) return extraLetter;
    if (!correctable(word, MIN_LENGTH_FOR_SUBSTITUTION)) return undefined;
    for (const d of shorter) {
      const hit = this.byDeletion.get(d);
      if (keeps(hit)) return hit;
    }
    return undefined;
  }
}
