const MIN_LENGTH = 5;

/** Every string one deletion away from `word` (including itself). */
function deletions(word: string): string[] {
  const chars = [...word];
  const out = [word];
  for (let i = 0; i < chars.length; i++) out.push([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  return out;
}

/**
 * Symmetric-delete spelling correction (as in SymSpell) for edit distance 1: a typo and a known term
 * meet if deleting at most one character from each makes them equal. Only words of five letters or more
 * are corrected; shorter ones have too many neighbours to guess safely.
 */
export class TypoCorrector {
  private readonly byDeletion = new Map<string, string>();

  constructor(vocabulary: Iterable<string>) {
    for (const term of vocabulary) {
      if ([...term].length < MIN_LENGTH - 1 || /\d/.test(term)) continue;
      for (const d of deletions(term)) if (!this.byDeletion.has(d)) this.byDeletion.set(d, term);
    }
  }

  correct(word: string): string | undefined {
    if ([...word].length < MIN_LENGTH || /\d/.test(word)) return undefined;
    for (const d of deletions(word)) {
      const hit = this.byDeletion.get(d);
      if (hit) return hit;
    }
    return undefined;
  }
}
