import { ConceptMatcher, type Lexicon } from './concept-matcher.ts';
import { easternLexicon } from './lexicon-eastern.ts';
import { westernLexicon } from './lexicon-western.ts';

function merge(...lexicons: Lexicon[]): Lexicon {
  const merged: Lexicon = {};
  for (const lexicon of lexicons)
    for (const [concept, byLanguage] of Object.entries(lexicon) as [keyof Lexicon, Lexicon[keyof Lexicon]][])
      merged[concept] = { ...merged[concept], ...byLanguage };
  return merged;
}

let matcher: ConceptMatcher | undefined;

/** The built-in customer-support lexicon in the 12 default languages (built on first use). */
export function supportConcepts(): ConceptMatcher {
  matcher ??= new ConceptMatcher(merge(westernLexicon, easternLexicon));
  return matcher;
}
