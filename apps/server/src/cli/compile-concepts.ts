/**
 * Build step (after the bundle): builds the support lexicon from its files and stores it beside the bundle,
 * so that the server loads it at start instead of building it (see compiled-concepts.ts).
 */
import { writeCompiledConcepts } from '../modules/answering/lexicon/compiled-concepts.ts';
import {
  buildSupportConcepts,
  COMPILED_CONCEPTS_FILE,
  currentLexiconKey,
} from '../modules/answering/lexicon/support-lexicon.ts';

writeCompiledConcepts(COMPILED_CONCEPTS_FILE, currentLexiconKey(), buildSupportConcepts());
