/**
 * Stem collisions in the support lexicon: each word any lexicon entry lists (support or everyday) whose
 * Snowball stem is a one-word support entry's stem, of a concept that does not list the word itself. Most
 * are the same meaning ("envoyer" and "envoi", delivery); the others are false friends ("parler" and
 * "parlement"), to be listed under the concept's `asWritten` with their forms. Chinese, Japanese and Korean
 * entries are matched as substrings, not by stem, so they are left out.
 * Run: npx tsx bench/retrieval-support/stem-collisions.ts [language] > collisions.tsv
 * Prints: language, word, concepts listing it, stem, the support entries of that stem.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { termsOfWords, words } from '../../apps/server/src/modules/answering/tokenize.ts';

type Concept = { words: Record<string, string[]>; asWritten?: Record<string, string[]>; names?: true };
const read = (file: string): Record<string, Concept> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../apps/server/src/data', file), 'utf8'));
const support = read('support-lexicon.json');
const everyday = read('common-words.json');
const STEMMED_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ru', 'ar'];
const only = process.argv[2];

const oneStem = (word: string, language: string) => {
  const [stem, ...more] = termsOfWords([word], language);
  return more.length === 0 ? stem : undefined;
};

for (const language of STEMMED_LANGUAGES.filter((l) => !only || l === only)) {
  // The stems of one-word support entries: concept -> its entries of that stem.
  const byStem = new Map<string, Map<string, string[]>>();
  for (const [id, c] of Object.entries(support)) {
    if (c.names) continue;
    for (const entry of c.words[language] ?? []) {
      const entryWords = words(entry);
      const stem = entryWords.length === 1 ? oneStem(entryWords[0] ?? '', language) : undefined;
      if (!stem) continue;
      const concepts = byStem.get(stem) ?? new Map<string, string[]>();
      byStem.set(stem, concepts);
      concepts.set(id, [...(concepts.get(id) ?? []), entry]);
    }
  }
  // Every word of every entry, with the concepts that list it ('=' marks an everyday concept).
  const listedBy = new Map<string, Set<string>>();
  const list = (lexicon: Record<string, Concept>, mark: string) => {
    for (const [id, c] of Object.entries(lexicon))
      for (const entry of [...(c.words[language] ?? []), ...(c.asWritten?.[language] ?? [])])
        for (const w of words(entry)) listedBy.set(w, (listedBy.get(w) ?? new Set()).add(`${mark}${id}`));
  };
  list(support, '');
  list(everyday, '=');
  for (const [word, concepts] of listedBy) {
    const stem = oneStem(word, language);
    const owners = stem ? byStem.get(stem) : undefined;
    if (!owners || [...owners.keys()].some((id) => concepts.has(id))) continue;
    const entries = [...owners].map(([id, e]) => `${id}:${e.join('/')}`).join(' ');
    console.log(
      [language, word, `(${[...concepts].slice(0, 3).join(',')})`, `-> ${stem}`, entries].join('\t'),
    );
  }
}
