/**
 * Stem collisions in the concept lexicon: each word a lexicon entry lists (support or everyday) whose
 * Snowball stem the matcher reads as a concept that does not list the word: a one-word support entry's
 * stem, or an everyday word's (one of five letters or more, see ConceptMatcher). Most are the same meaning
 * ("envoyer" and "envoi", delivery); the others are false friends ("parler" and "parlement"; Russian
 * "брать", take, and "брат", brother), to be listed under the concept's `asWritten` with their forms.
 * Chinese, Japanese and Korean entries are matched as substrings, not by stem, so they are left out.
 * Run: npx tsx bench/retrieval-support/stem-collisions.ts [language] > collisions.tsv
 * Prints: language, word, the concepts listing it ('=' marks everyday ones), stem, the concepts of that stem.
 */
import {
  buildSupportConcepts,
  type LexiconConcept,
  readLexiconFiles,
} from '../../apps/server/src/modules/answering/lexicon/support-lexicon.ts';
import { termsOfWords, words } from '../../apps/server/src/modules/answering/tokenize.ts';

const STEMMED_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'ru', 'ar'];
const only = process.argv[2];
const tables = buildSupportConcepts().toCompiled();
const { support, everyday } = readLexiconFiles();

for (const language of STEMMED_LANGUAGES.filter((l) => !only || l === only)) {
  const byStem = new Map(
    (tables.languages[language]?.single ?? []).map(([stem, ids]) => [
      stem,
      ids.map((n) => tables.concepts[n] ?? ''),
    ]),
  );
  // Every word of every entry, with the concepts that list it.
  const listedBy = new Map<string, Set<string>>();
  const list = (lexicon: Record<string, LexiconConcept>, mark: string) => {
    for (const [id, c] of Object.entries(lexicon))
      for (const entry of [...(c.words[language] ?? []), ...(c.asWritten?.[language] ?? [])])
        for (const w of words(entry)) listedBy.set(w, (listedBy.get(w) ?? new Set()).add(`${mark}${id}`));
  };
  list(support, '');
  list(everyday, '=');
  for (const [word, concepts] of listedBy) {
    const [stem, ...more] = termsOfWords([word], language);
    const owners = stem && more.length === 0 ? byStem.get(stem) : undefined;
    if (!owners || owners.some((id) => concepts.has(id))) continue;
    console.log(
      [language, word, `(${[...concepts].slice(0, 3).join(',')})`, `-> ${stem}`, owners.join(' ')].join('\t'),
    );
  }
}
