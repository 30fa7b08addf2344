import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DEFAULT_LANGUAGE_CODES } from '@parley/contract/languages';
import { z } from 'zod';
import { parseData } from '../../../data/faq-set.ts';
import { SERVER_ROOT } from '../../../server-root.ts';
import { lexiconKey, readCompiledConcepts } from './compiled-concepts.ts';
import { COMMON_WORD_MARK, ConceptMatcher, type Lexicon, NAME_MARK } from './concept-matcher.ts';
import { countryNames } from './country-names.ts';

/**
 * General customer-support concepts (delivery, refund, booking, password ...), each with the words that
 * express it in the 12 default languages. Only vocabulary any business's visitors use belongs here:
 * nothing about one business's products. A concept with `regions` also holds every country's name in
 * each language (except the codes listed), so "do you send parcels to Canada" meets "abroad". A concept
 * with `names` lists other companies' names ("netflix"): those bridge nothing, their words weigh as names.
 * Words under `asWritten` are matched only in the forms listed, not by their stem (see ConceptMatcher). A
 * situation's concept (here or in common-words.json) lists under `implies` the support concepts its FAQ is
 * likely about.
 */
const lexiconSchema = z.record(
  z.string().regex(/^[a-z_]+$/),
  z.object({
    description: z.string(),
    regions: z.object({ except: z.array(z.string().regex(/^[A-Z]{2}$/)) }).optional(),
    names: z.literal(true).optional(),
    words: z.record(z.string(), z.array(z.string().min(1))),
    /** Words matched only as written, with their forms: their stem is also a word of another meaning's. */
    asWritten: z.record(z.string(), z.array(z.string().min(1))).optional(),
    /** A situation's concept: the support concepts the FAQ that helps is likely about (see ConceptMatcher.implied). */
    implies: z.array(z.string()).min(1).optional(),
  }),
);

/** One concept of a lexicon file, as validated. */
export type LexiconConcept = z.infer<typeof lexiconSchema>[string];

let matcher: ConceptMatcher | undefined;

const LEXICON_FILES = ['support-lexicon.json', 'common-words.json'].map((file) =>
  join(SERVER_ROOT, 'src', 'data', file),
);
/** Written by the build beside the bundle (`npm run build`); only the bundle reads it, see supportConcepts. */
export const COMPILED_CONCEPTS_FILE = join(SERVER_ROOT, 'dist', 'concepts.json');
/**
 * Whether this code runs from the bundle, built together with the stored lexicon. From src/ (tests, tsx)
 * the lexicon is always built from its files: a stored one could predate a change to the tokenizer.
 */
const BUNDLED = import.meta.url.endsWith('/dist/main.mjs');

/**
 * A lexicon file, read when the matcher is built rather than imported: an import would keep its 3 MB of
 * JSON (and, in the bundle, its source text) in memory for good, though only the built matcher is used.
 */
const readLexicon = (path: string) =>
  parseData(lexiconSchema, JSON.parse(readFileSync(path, 'utf8')), basename(path));

/** A situation implies other support concepts, from either file: one that is not is a data error. */
export function checkImplies(
  path: string,
  lexicon: Record<string, LexiconConcept>,
  support: Record<string, LexiconConcept>,
) {
  for (const [id, c] of Object.entries(lexicon))
    for (const topic of c.implies ?? [])
      if (!support[topic] || (lexicon === support && topic === id))
        throw new Error(
          `${basename(path)} is invalid at ${id}.implies: "${topic}" is not another support concept`,
        );
}

/** Both lexicon files, validated: the support concepts and the everyday words (without the '=' mark). */
export function readLexiconFiles(): {
  support: Record<string, LexiconConcept>;
  everyday: Record<string, LexiconConcept>;
} {
  const [supportFile = '', everydayFile = ''] = LEXICON_FILES;
  const support = readLexicon(supportFile);
  const everyday = readLexicon(everydayFile);
  checkImplies(supportFile, support, support);
  checkImplies(everydayFile, everyday, support);
  return { support, everyday };
}

/**
 * The built-in customer-support lexicon, with the everyday words of common-words.json ("dog", "morning",
 * "broken") as concepts marked apart: those only bridge a question to FAQs written in other languages.
 * Validated and built from its files, however it was stored.
 */
export function buildSupportConcepts(): ConceptMatcher {
  const { support, everyday } = readLexiconFiles();
  const lexicon: Lexicon = Object.fromEntries([
    ...Object.entries(support).map(([id, c]) => {
      if (c.names) return [`${NAME_MARK}${id}`, c.words];
      if (!c.regions) return [id, c.words];
      const except = new Set(c.regions.except);
      const words = Object.fromEntries(
        DEFAULT_LANGUAGE_CODES.map((l) => [l, [...(c.words[l] ?? []), ...countryNames(l, except)]]),
      );
      return [id, words];
    }),
    ...Object.entries(everyday).map(([id, c]) => [`${COMMON_WORD_MARK}${id}`, c.words]),
  ]);
  // Every concept by the id the matcher knows it by (everyday ones marked).
  const byId: [string, LexiconConcept][] = [
    ...Object.entries(support),
    ...Object.entries(everyday).map(([id, c]): [string, LexiconConcept] => [`${COMMON_WORD_MARK}${id}`, c]),
  ];
  const asWritten: Lexicon = Object.fromEntries(byId.map(([id, c]) => [id, c.asWritten ?? {}]));
  const implies = Object.fromEntries(byId.flatMap(([id, c]) => (c.implies ? [[id, c.implies]] : [])));
  return new ConceptMatcher(lexicon, asWritten, implies);
}

/** The key of the lexicon files as they are now (the stored lexicon holds the key it was built from). */
export const currentLexiconKey = () => lexiconKey(LEXICON_FILES);

/** The lexicon, on first use: the build's stored tables when they match the files, else built from them. */
export function supportConcepts(): ConceptMatcher {
  matcher ??=
    (BUNDLED ? readCompiledConcepts(COMPILED_CONCEPTS_FILE, currentLexiconKey()) : undefined) ??
    buildSupportConcepts();
  return matcher;
}
