import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { type CompiledConcepts, ConceptMatcher } from './concept-matcher.ts';

/**
 * The built lexicon stored as JSON: normalizing and stemming its 135,000 entries took about a second of
 * every start, loading the stored tables takes a tenth of that. The build writes it beside the bundle;
 * `key` is a hash of the lexicon files it was built from, so a file edited since is built again instead.
 */
interface StoredConcepts {
  key: string;
  tables: CompiledConcepts;
}

/** Changed with the tables' shape, so that tables stored in an older shape are built again. */
const TABLES_FORMAT = 'implies';

export function lexiconKey(files: readonly string[]): string {
  const hash = createHash('sha256').update(TABLES_FORMAT);
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest('hex');
}

export function writeCompiledConcepts(path: string, key: string, matcher: ConceptMatcher): void {
  const stored: StoredConcepts = { key, tables: matcher.toCompiled() };
  writeFileSync(path, JSON.stringify(stored));
}

/** The stored matcher, or undefined when there is none, it cannot be read, or it was built from other files. */
export function readCompiledConcepts(path: string, key: string): ConceptMatcher | undefined {
  let stored: StoredConcepts;
  try {
    stored = JSON.parse(readFileSync(path, 'utf8')) as StoredConcepts;
  } catch {
    return undefined;
  }
  return stored.key === key ? ConceptMatcher.fromCompiled(stored.tables) : undefined;
}
